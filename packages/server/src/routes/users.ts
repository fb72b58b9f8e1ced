import { Hono } from 'hono';
import { isCentral } from '../core.js';
import { ApiError } from '../lib/errors.js';
import { isUuid } from '../lib/secrets.js';
import { toPublicUser, userById } from '../lib/users.js';
import type { AppEnv, Deps } from '../types.js';

export const USER_NOT_FOUND = 'User not found';

/** Users. Object-level rule: a user of another organisation is "not found" unless the reader is central. */
export function userRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/users/:id', async (c) => {
    const me = c.get('user')!;
    const id = c.req.param('id');
    const user = isUuid(id) ? await userById(d.db, id) : null;
    if (!user || (user.domain !== me.domain && !isCentral(me, d.unitCode))) {
      await d.audit(c, { action: 'authz.refused', outcome: 'refused', target: id.slice(0, 64), detail: { resource: 'user', reason: user ? 'other organisation' : 'not found' } });
      throw new ApiError(404, USER_NOT_FOUND);
    }
    await d.audit(c, { action: 'user.read', outcome: 'ok', target: user.id, detail: { of: user.domain } });
    return c.json(toPublicUser(user));
  });

  return app;
}
