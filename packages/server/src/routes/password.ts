import { Hono } from 'hono';
import { MSG, isValidPassword, passwordResetRequestSchema, passwordValidateSchema } from '../core.js';
import { readBody } from '../lib/body.js';
import { ApiError } from '../lib/errors.js';
import { isDomainCode, isKeyText } from '../lib/params.js';
import { hashPassword } from '../lib/passwords.js';
import { normaliseKey } from '../lib/secrets.js';
import { revokeSessions } from '../lib/users.js';
import { issueResetKey, resetHash } from '../lib/users-reset.js';
import { auth } from '../middleware/auth/index.js';
import type { AppEnv, Deps } from '../types.js';
import { resetForListedUser } from './users-reset.js';

export const RESET_KEY_REFUSED = 'Reset key is incorrect or has expired';

/** Password reset (dissemination-feedback §4): request a key by e-mail, then set a new password with it. */
export function passwordRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // The users list's reset button sends the same call signed in (a Token header; the reset screen never does):
  // that session is checked like any other, and the call is the list's (routes/users-reset.ts).
  const signedIn = auth({
    db: d.db,
    clock: d.clock,
    idleMs: d.limits.sessionIdleMs,
    maxMs: d.limits.sessionMaxMs,
    isPublic: () => false,
    onRefused: (c, reason) => d.audit(c as never, { action: 'authn.refused', outcome: 'refused', actor: 'anonymous', detail: { reason } }),
  });
  app.post('/password/reset', d.limiters.reset, async (c, next) => (c.req.header('token') !== undefined ? signedIn(c, next) : next()), async (c) => {
    if (c.get('user')) return resetForListedUser(c, d);
    // Always the same answer when well-formed, so the call cannot tell which addresses have accounts.
    const body = await readBody(c, passwordResetRequestSchema);
    const users = isDomainCode(body.domain)
      ? await d.db.query<{ id: string; name: string; username: string; email: string; domain: string }>(
          'SELECT id, name, username, email, domain FROM users WHERE domain = $1 AND lower(email) = lower($2) ORDER BY created LIMIT 5',
          [body.domain, body.email.trim()],
        )
      : { rows: [] };
    const now = d.clock();
    for (const u of users.rows) {
      await issueResetKey({ db: d.db, mailer: d.mailer, keyTtlMs: d.limits.keyTtlMs }, u, now);
      await d.audit(c, { action: 'password.reset.request', outcome: 'ok', actor: 'anonymous', domain: u.domain, target: u.id });
    }
    if (users.rows.length === 0) {
      await d.audit(c, { action: 'password.reset.request', outcome: 'refused', actor: 'anonymous', domain: isDomainCode(body.domain) ? body.domain : null, detail: { reason: 'no matching user' } });
    }
    return c.json({ sent: true as const });
  });

  app.post('/password/validate/:key', d.limiters.reset, async (c) => {
    const key = normaliseKey(c.req.param('key'));
    const body = await readBody(c, passwordValidateSchema);
    if (!isValidPassword(body.password)) throw new ApiError(400, MSG.password, { password: [MSG.password] });
    const refuse = async (reason: string) => {
      await d.audit(c, { action: 'password.reset.validate', outcome: 'refused', actor: 'anonymous', detail: { reason } });
      return new ApiError(403, RESET_KEY_REFUSED);
    };
    if (!isKeyText(key)) throw await refuse('malformed key');
    const now = d.clock();
    const live = await d.db.query(
      'SELECT 1 FROM password_reset_keys WHERE key_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [resetHash(key), now],
    );
    if (live.rowCount === 0) throw await refuse('wrong, used or expired key');
    // Hash outside the transaction: scrypt takes a while and PGlite transactions are exclusive.
    const passwordHash = await hashPassword(body.password);
    const userId = await d.db.transaction(async (tx) => {
      const won = await tx.query<{ user_id: string }>(
        'UPDATE password_reset_keys SET used_at = $2 WHERE key_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id',
        [resetHash(key), now],
      );
      const id = won.rows[0]?.user_id;
      if (!id) return null;
      await tx.query('UPDATE users SET password_hash = $2, modified = $3 WHERE id = $1', [id, passwordHash, now]);
      // A new password ends every session and pending sign-in of the account.
      await revokeSessions(tx, id, now);
      await tx.query('UPDATE sign_in_attempts SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [id, now]);
      return id;
    });
    if (!userId) throw await refuse('key used meanwhile');
    const u = await d.db.query<{ username: string; domain: string }>('SELECT username, domain FROM users WHERE id = $1', [userId]);
    const actor = u.rows[0] ? { id: userId, username: u.rows[0].username, domain: u.rows[0].domain } : 'anonymous' as const;
    await d.audit(c, { action: 'password.reset.validate', outcome: 'ok', actor, target: userId });
    return c.json({ ok: true as const });
  });

  return app;
}
