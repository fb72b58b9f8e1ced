import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { randomToken, sha256 } from './secrets.js';

/** Columns every user read selects: never password_hash unless asked for by name. */
export const USER_COLUMNS = 'id, username, name, email, phones, role, scope, domain, groups, active, permissions, created, modified';

export interface UserRow {
  id: string;
  username: string;
  name: string;
  email: string;
  phones: string[];
  role: string;
  scope: string;
  domain: string;
  groups: unknown[];
  active: boolean;
  permissions: string[];
  created: Date;
  modified: Date;
}

const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** core's PublicUser: what any signed-in reader may see of a user. Built field by field, never spread. */
export function toPublicUser(u: UserRow) {
  return {
    _id: u.id,
    username: u.username,
    name: u.name,
    email: u.email,
    role: u.role,
    domain: u.domain,
    active: u.active,
    permissions: u.permissions ?? [],
    phones: u.phones ?? [],
    groups: u.groups ?? [],
    created: iso(u.created),
    modified: iso(u.modified),
  };
}

/** core's SignedInUser: the answer to a successful sign-in (the token is shown this once). */
export function toSignedInUser(u: UserRow, s: { id: string; token: string }) {
  return {
    _id: u.id,
    username: u.username,
    name: u.name,
    email: u.email,
    role: u.role,
    domain: u.domain,
    active: u.active,
    permissions: u.permissions ?? [],
    token: s.token,
    session: s.id,
  };
}

export async function findUser(db: Queryable, domain: string, username: string): Promise<(UserRow & { password_hash: string | null }) | null> {
  const r = await db.query<UserRow & { password_hash: string | null }>(
    `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE domain = $1 AND lower(username) = lower($2)`,
    [domain, username],
  );
  return r.rows[0] ?? null;
}

export async function userById(db: Queryable, id: string): Promise<UserRow | null> {
  const r = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return r.rows[0] ?? null;
}

/**
 * A new session: id (the Session header) and a 256-bit token of which only the sha256 is stored.
 */
export async function createSession(
  db: Queryable,
  userId: string,
  mode: 'standalone' | 'investigate',
  now: Date,
): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const token = randomToken();
  await db.query(
    'INSERT INTO sessions (id, token_hash, user_id, mode, created, last_seen) VALUES ($1, $2, $3, $4, $5, $5)',
    [id, sha256(token), userId, mode, now],
  );
  return { id, token };
}

/** Every live session of a user ends (password changed, account deactivated). */
export async function revokeSessions(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
}
