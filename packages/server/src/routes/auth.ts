import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { MSG, hasWebAccess, signInRequestSchema } from '../core.js';
import { readBody } from '../lib/body.js';
import { ApiError } from '../lib/errors.js';
import { isDomainCode, isKeyText } from '../lib/params.js';
import { verifyPassword } from '../lib/passwords.js';
import { isUuid, normaliseKey, oneTimeKey, sha256 } from '../lib/secrets.js';
import { createSession, findUser, insertSignInAttempt, revokeSession, signInAttemptUser, toSignedInUser, useSignInKey, userById } from '../lib/users.js';
import type { AppEnv, Deps } from '../types.js';
import { organisationName } from '../lib/organisations.js';

export const KEY_REFUSED = 'Secret key is incorrect or has expired';
/** SECURITY.md promise 1: a key is void after this many wrong tries. */
export const MAX_WRONG_TRIES = 5;

/** The key is bound to its attempt: the same key under another attempt hashes differently. */
const keyHash = (attemptId: string, key: string): string => sha256(`signin:${attemptId}:${key}`);

const keyMail = (name: string, org: string, key: string, minutes: number): string =>
  [
    `Hello ${name},`,
    '',
    `Use this secret key to finish signing in to ${org}. It works once, within ${minutes} minutes.`,
    '',
    `Secret key: ${key}`,
    '',
    'If you did not try to sign in, do not share this key and tell your administrator.',
  ].join('\n');

/** Two-step sign-in (core-records §4.4) and logout. */
export function authRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Step 1: username and password; a one-time key goes to the user's e-mail.
  app.post('/login/2factor', d.limiters.signIn, async (c) => {
    const body = await readBody(c, signInRequestSchema);
    const user = await findUser(d.db, body.domain, body.username);
    // Always derive a key, even for an unknown user, so the answer's timing does not tell them apart.
    const passwordOk = await verifyPassword(body.password, user?.password_hash);
    const target = `${body.username}@${body.domain}`.slice(0, 200);
    if (!user) {
      await d.audit(c, { action: 'signin.password', outcome: 'refused', target, domain: body.domain, detail: { reason: 'unknown user' } });
      throw new ApiError(404, MSG.usernameNotRegistered);
    }
    const actor = { id: user.id, username: user.username, domain: user.domain };
    if (!passwordOk) {
      await d.audit(c, { action: 'signin.password', outcome: 'refused', actor, target, detail: { reason: 'wrong password' } });
      throw new ApiError(403, MSG.passwordIncorrect);
    }
    const now = d.clock();
    const attempt = randomUUID();
    const key = oneTimeKey();
    await insertSignInAttempt(d.db, { id: attempt, userId: user.id, keyHash: keyHash(attempt, key), expiresAt: new Date(now.getTime() + d.limits.keyTtlMs) }, now);
    const orgName = await organisationName(d.db, user.domain);
    await d.mailer.send({
      to: user.email,
      subject: 'Your secret key',
      text: keyMail(user.name, orgName ?? user.domain, key, Math.round(d.limits.keyTtlMs / 60_000)),
    });
    await d.audit(c, { action: 'signin.password', outcome: 'ok', actor, target });
    return c.json({ attempt, sent: true as const });
  });

  // Step 2: the key, used at most once (useSignInKey: one atomic UPDATE decides).
  app.get('/login/2factor/validate/:key/:domain', d.limiters.key, async (c) => {
    const key = normaliseKey(c.req.param('key'));
    const domain = c.req.param('domain');
    const attempt = c.req.header('attempt');
    const refuse = async (reason: string, actor?: { id: string; username: string; domain: string }) => {
      await d.audit(c, { action: 'signin.key', outcome: 'refused', ...(actor ? { actor } : {}), domain: isDomainCode(domain) ? domain : null, detail: { reason } });
      return new ApiError(403, KEY_REFUSED);
    };
    if (!isUuid(attempt) || !isKeyText(key) || !isDomainCode(domain)) throw await refuse('malformed request');

    const a = await signInAttemptUser(d.db, attempt);
    if (!a) throw await refuse('unknown attempt');
    const actor = { id: a.user_id, username: a.username, domain: a.domain };
    if (a.domain !== domain) {
      await d.audit(c, { action: 'signin.key', outcome: 'refused', actor, domain, detail: { reason: 'other organisation' } });
      throw new ApiError(404, MSG.usernameNotRegistered);
    }

    const now = d.clock();
    const userId = await useSignInKey(d.db, attempt, keyHash(attempt, key), MAX_WRONG_TRIES, now);
    if (!userId) throw await refuse('wrong, used or expired key', actor);

    const user = await userById(d.db, userId);
    if (!user) throw await refuse('user gone', actor);
    if (!user.active) {
      await d.audit(c, { action: 'signin.key', outcome: 'refused', actor, detail: { reason: 'inactive' } });
      throw new ApiError(403, MSG.userNotActive);
    }
    if (!hasWebAccess(user)) {
      await d.audit(c, { action: 'signin.key', outcome: 'refused', actor, detail: { reason: 'mobile_entry' } });
      throw new ApiError(403, MSG.roleNotConfigured);
    }
    const session = await createSession(d.db, user.id, 'standalone', now);
    await d.audit(c, { action: 'signin.key', outcome: 'ok', actor, target: session.id });
    return c.json(toSignedInUser(user, session));
  });

  app.post('/logout', async (c) => {
    const s = c.get('session')!;
    await revokeSession(d.db, s.id, d.clock());
    await d.audit(c, { action: 'session.logout', outcome: 'ok', target: s.id });
    return c.body(null, 204);
  });

  return app;
}
