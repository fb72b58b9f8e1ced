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

/** One session ends (logout). */
export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, now]);
}

export interface Registration {
  username: string;
  name: string;
  email: string;
  role: string;
  scope: string;
  domain: string;
}

/**
 * A registration request (dissemination-feedback §5): an inactive user without a password. Its id, or null when
 * the organisation already has that username (case-insensitively).
 */
export async function insertRegisteredUser(db: Queryable, r: Registration, now: Date): Promise<string | null> {
  const id = randomUUID();
  const inserted = await db.query(
    `INSERT INTO users (id, username, name, email, role, scope, domain, active, permissions, password_hash, created, modified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, false, '{}', NULL, $8, $8)
     ON CONFLICT (domain, lower(username)) DO NOTHING`,
    [id, r.username, r.name, r.email, r.role, r.scope, r.domain, now],
  );
  return inserted.rowCount === 0 ? null : id;
}

// ── Sign-in attempts (core-records §4.4): the one-time key of step 2, stored as a hash only ──────────

export async function insertSignInAttempt(db: Queryable, a: { id: string; userId: string; keyHash: string; expiresAt: Date }, now: Date): Promise<void> {
  await db.query('INSERT INTO sign_in_attempts (id, user_id, key_hash, expires_at, created) VALUES ($1, $2, $3, $4, $5)', [
    a.id,
    a.userId,
    a.keyHash,
    a.expiresAt,
    now,
  ]);
}

/** The attempt's user, as the refusal audit names them; null for an unknown attempt. */
export async function signInAttemptUser(db: Queryable, attemptId: string): Promise<{ user_id: string; domain: string; username: string } | null> {
  const found = await db.query<{ user_id: string; domain: string; username: string }>(
    'SELECT a.user_id, u.domain, u.username FROM sign_in_attempts a JOIN users u ON u.id = a.user_id WHERE a.id = $1',
    [attemptId],
  );
  return found.rows[0] ?? null;
}

/**
 * Uses the attempt's key: one atomic UPDATE decides, so two simultaneous submits cannot both win. The user's
 * id when the key was right, unused, unexpired and the attempt has wrong tries left; else null, and a wrong key
 * counts (the loser of a race with the right key does not).
 */
export async function useSignInKey(db: Queryable, attemptId: string, keyHash: string, maxWrongTries: number, now: Date): Promise<string | null> {
  const won = await db.query<{ user_id: string }>(
    `UPDATE sign_in_attempts SET used_at = $3
      WHERE id = $1 AND used_at IS NULL AND expires_at > $3 AND wrong_tries < $4 AND key_hash = $2
      RETURNING user_id`,
    [attemptId, keyHash, now, maxWrongTries],
  );
  if (won.rowCount === 1) return won.rows[0]!.user_id;
  await db.query('UPDATE sign_in_attempts SET wrong_tries = wrong_tries + 1 WHERE id = $1 AND used_at IS NULL AND key_hash <> $2', [attemptId, keyHash]);
  return null;
}
