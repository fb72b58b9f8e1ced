import { Hono } from 'hono';
import { registrationSchema } from '../core.js';
import { readBody } from '../lib/body.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { isDomainCode } from '../lib/params.js';
import type { AppEnv, Deps } from '../types.js';
import { organisationExists } from '../lib/organisations.js';
import { insertRegisteredUser } from '../lib/users.js';

export const USERNAME_TAKEN = 'This username is already registered for this organisation';

/**
 * Registration request (dissemination-feedback §5): creates an INACTIVE user without a password. An
 * administrator enables the account; the user then sets a password through the reset flow.
 */
export function registerRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/register', d.limiters.register, async (c) => {
    const body = await readBody(c, registrationSchema);
    const domain = body.domain.trim();
    if (!isDomainCode(domain) || !(await organisationExists(d.db, domain))) throw badRequest({ domain: ['Unknown organisation'] });
    const registration = { username: body.username.trim(), name: body.name.trim(), email: body.email.trim(), role: body.role, scope: body.scope, domain };
    const id = await insertRegisteredUser(d.db, registration, d.clock());
    if (!id) {
      await d.audit(c, { action: 'user.register', outcome: 'refused', actor: 'anonymous', domain, detail: { reason: 'username taken' } });
      throw new ApiError(409, USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
    }
    await d.audit(c, { action: 'user.register', outcome: 'ok', actor: 'anonymous', domain, target: id, detail: { role: body.role } });
    return c.json({ ok: true as const }, 201);
  });

  return app;
}
