import { Hono } from 'hono';
import { ApiError } from '../lib/errors.js';
import { ORGANISATION_COLUMNS, toOrganisation, type OrganisationRow } from '../lib/organisations.js';
import { isDomainCode, isUrlCode, paging } from '../lib/params.js';
import type { AppEnv, Deps } from '../types.js';

export const URL_CODE_UNKNOWN = 'No organisation has this URL code';

/** Organisation lookup before sign-in, request-access check and the organisations lookup list. */
export function organisationRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // The client shows the spec's 'URL code not correct.' for a 404; other callers read this text.
  app.get('/domain/:urlcode', async (c) => {
    const code = c.req.param('urlcode').trim();
    if (!isUrlCode(code)) throw new ApiError(404, URL_CODE_UNKNOWN);
    const r = await d.db.query<OrganisationRow>(`SELECT ${ORGANISATION_COLUMNS} FROM organisations WHERE url_code = $1`, [code.toLowerCase()]);
    const org = r.rows[0];
    if (!org) throw new ApiError(404, URL_CODE_UNKNOWN);
    return c.json(toOrganisation(org));
  });

  // Any 2xx means request access is on (core-records §7).
  app.get('/hasrfi/:domain', async (c) => {
    const domain = c.req.param('domain');
    if (isDomainCode(domain)) {
      const r = await d.db.query<{ request_access: boolean }>('SELECT request_access FROM organisations WHERE domain = $1', [domain]);
      if (r.rows[0]?.request_access) return c.body(null, 204);
    }
    throw new ApiError(404, 'This organisation has no request access');
  });

  // Start-up lookup: `?pager=default` (all), optional `domain`, `limit`, `offset`.
  app.get('/organisations', async (c) => {
    const { limit, offset } = paging((n) => c.req.query(n));
    const domain = c.req.query('domain');
    const where = domain === undefined ? '' : 'WHERE domain = $1';
    const filter = domain === undefined ? [] : [isDomainCode(domain) ? domain : ''];
    const n = filter.length;
    const [rows, total] = await Promise.all([
      d.db.query<OrganisationRow>(
        `SELECT ${ORGANISATION_COLUMNS} FROM organisations ${where} ORDER BY name LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...filter, limit, offset],
      ),
      d.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM organisations ${where}`, filter),
    ]);
    return c.json({ results: rows.rows.map(toOrganisation), count: total.rows[0]?.n ?? 0 });
  });

  return app;
}
