/** The users table as the users list, the user form and the activation button write it (issue 12). */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { USER_COLUMNS, type UserRow } from './users.js';

export async function listUsers(db: Queryable, q: { domain: string | null; limit: number; offset: number }): Promise<{ rows: UserRow[]; count: number }> {
  const where = q.domain === null ? '' : 'WHERE domain = $1';
  const params: unknown[] = q.domain === null ? [] : [q.domain];
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users ${where} ORDER BY lower(name), id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.limit, q.offset],
  );
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users ${where}`, params);
  return { rows: rows.rows, count: count.rows[0]?.n ?? 0 };
}

export interface NewUser {
  username: string;
  name: string;
  email: string;
  phones: string[];
  role: string;
  scope: string;
  domain: string;
  groups: string[];
  permissions: string[];
  active: boolean;
}

/** The new user (without a password: they set one with the key mailed to them), or null when the username is taken. */
export async function insertUser(db: Queryable, u: NewUser, now: Date): Promise<UserRow | null> {
  const r = await db.query<UserRow>(
    `INSERT INTO users (id, username, name, email, phones, role, scope, domain, groups, active, permissions, password_hash, created, modified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, NULL, $12, $12)
     ON CONFLICT (domain, lower(username)) DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [randomUUID(), u.username, u.name, u.email, JSON.stringify(u.phones), u.role, u.scope, u.domain, JSON.stringify(u.groups), u.active, u.permissions, now],
  );
  return r.rows[0] ?? null;
}

export type UserChanges = Partial<Pick<NewUser, 'username' | 'name' | 'email' | 'phones' | 'role' | 'groups' | 'permissions'>>;

/** The changed user; 'taken' when the new username is another user's of the same organisation. */
export async function updateUser(db: Queryable, id: string, changes: UserChanges, now: Date): Promise<UserRow | 'taken' | null> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const put = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (changes.username !== undefined) {
    const clash = await db.query(
      'SELECT 1 FROM users WHERE lower(username) = lower($2) AND id <> $1 AND domain = (SELECT domain FROM users WHERE id = $1)',
      [id, changes.username],
    );
    if (clash.rowCount) return 'taken';
    put('username', changes.username);
  }
  if (changes.name !== undefined) put('name', changes.name);
  if (changes.email !== undefined) put('email', changes.email);
  if (changes.phones !== undefined) put('phones', JSON.stringify(changes.phones));
  if (changes.role !== undefined) put('role', changes.role);
  if (changes.groups !== undefined) put('groups', JSON.stringify(changes.groups));
  if (changes.permissions !== undefined) put('permissions', changes.permissions);
  put('modified', now);
  const r = await db.query<UserRow>(`UPDATE users SET ${sets.join(', ')} WHERE id = $1 RETURNING ${USER_COLUMNS}`, params);
  return r.rows[0] ?? null;
}

/** Sets the active flag; a deactivated user's sessions and pending sign-ins end at once. */
export async function setUserActive(db: Queryable, id: string, active: boolean, now: Date): Promise<UserRow | null> {
  const r = await db.query<UserRow>(`UPDATE users SET active = $2, modified = $3 WHERE id = $1 RETURNING ${USER_COLUMNS}`, [id, active, now]);
  if (!active) {
    await db.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [id, now]);
    await db.query('UPDATE sign_in_attempts SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [id, now]);
  }
  return r.rows[0] ?? null;
}
