import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/types.js';
import { sha256, isUuid } from '../../lib/secrets.js';
import type { AppEnv, AuthUser, Clock } from '../../types.js';

export interface AuthOptions {
  db: Db;
  clock: Clock;
  /** Routes that need no session (method, path). */
  isPublic: (method: string, path: string) => boolean;
  /** A session unused this long is void. */
  idleMs: number;
  /** A session older than this is void. */
  maxMs: number;
  /** Called for each refusal (the audit log). */
  onRefused?: (c: Parameters<MiddlewareHandler<AppEnv>>[0], reason: string) => Promise<void>;
  /** Texts. */
  messages?: { required?: string; invalid?: string; inactive?: string };
}

/** last_seen is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

type Row = AuthUser & { session_id: string; mode: 'standalone' | 'investigate'; s_created: Date; last_seen: Date };

/**
 * Deny by default: every request needs a valid session (`Token` header; the `Session` header, when sent,
 * must name the same session) unless its route is on the public list. The user's `active` flag is read
 * on every request, so deactivating a user voids their sessions at once.
 */
export function auth(opts: AuthOptions): MiddlewareHandler<AppEnv> {
  const text = {
    required: 'Authentication required',
    invalid: 'Session expired or not valid. Please sign in again.',
    inactive: 'User account not active',
    ...opts.messages,
  };
  return async function authMiddleware(c, next) {
    if (c.req.method === 'OPTIONS' || opts.isPublic(c.req.method, c.req.path)) return next();
    const refuse = async (reason: string, message: string) => {
      await opts.onRefused?.(c, reason);
      return c.json({ error: message }, 401);
    };
    const token = c.req.header('token');
    if (!token) return refuse('no token', text.required);
    if (token.length > 256) return refuse('malformed token', text.invalid);
    const sessionHeader = c.req.header('session');
    if (sessionHeader !== undefined && !isUuid(sessionHeader)) return refuse('malformed session', text.invalid);

    const r = await opts.db.query<Row>(
      `SELECT s.id AS session_id, s.mode, s.created AS s_created, s.last_seen,
              u.id, u.username, u.name, u.email, u.role, u.domain, u.active, u.permissions
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
      [sha256(token)],
    );
    const row = r.rows[0];
    if (!row) return refuse('unknown or revoked token', text.invalid);
    if (sessionHeader !== undefined && sessionHeader !== row.session_id) return refuse('session mismatch', text.invalid);

    const now = opts.clock();
    const t = now.getTime();
    if (!row.active) {
      await opts.db.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [row.id, now]);
      return refuse('user deactivated', text.inactive);
    }
    if (t - new Date(row.last_seen).getTime() > opts.idleMs || t - new Date(row.s_created).getTime() > opts.maxMs) {
      await opts.db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1', [row.session_id, now]);
      return refuse('session timed out', text.invalid);
    }
    if (t - new Date(row.last_seen).getTime() > TOUCH_EVERY_MS) {
      await opts.db.query('UPDATE sessions SET last_seen = $2 WHERE id = $1', [row.session_id, now]);
    }
    c.set('user', {
      id: row.id,
      username: row.username,
      name: row.name,
      email: row.email,
      role: row.role,
      domain: row.domain,
      active: row.active,
      permissions: row.permissions ?? [],
    });
    c.set('session', { id: row.session_id, mode: row.mode });
    await next();
  };
}
