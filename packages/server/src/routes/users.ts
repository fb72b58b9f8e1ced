import { Hono } from 'hono';
import { isCentral } from '../core.js';
import { ApiError } from '../lib/errors.js';
import { paging } from '../lib/params.js';
import { isUuid } from '../lib/secrets.js';
import { USER_COLUMNS, toPublicUser, userById, type UserRow } from '../lib/users.js';
import type { AppEnv, Deps } from '../types.js';

export const USER_NOT_FOUND = 'User not found';
/** core-records §7: the users list pages by 300. */
const PAGE_SIZE = 300;

/** Users. Object-level rule: a user of another organisation is "not found" unless the reader is central. */
export function userRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * GET /api/users?scope&domain (core-records §7, page size 300): the central unit lists every organisation's
   * users (or one, with `domain`); anyone else only their own organisation's, whatever `domain` says.
   */
  app.get('/users', async (c) => {
    const me = c.get('user')!;
    const asked = c.req.query('domain');
    const domain = isCentral(me, d.unitCode) ? (asked || null) : me.domain;
    // Validated (a 400 for `offset=Infinity`) and passed as parameters, never pasted into the SQL text.
    const { limit, offset } = paging((n) => c.req.query(n), PAGE_SIZE);
    const where = domain === null ? '' : 'WHERE domain = $1';
    const params: unknown[] = domain === null ? [] : [domain];
    const rows = await d.db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users ${where} ORDER BY lower(name), id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    const count = await d.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users ${where}`, params);
    return c.json({ results: rows.rows.map(toPublicUser), count: count.rows[0]?.n ?? 0 });
  });

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
