import { Hono } from 'hono';
import { ApiError } from '../lib/errors.js';
import { hasRequestAccess, listOrganisations, organisationByUrlCode, toOrganisation } from '../lib/organisations.js';
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
    const org = await organisationByUrlCode(d.db, code);
    if (!org) throw new ApiError(404, URL_CODE_UNKNOWN);
    return c.json(toOrganisation(org));
  });

  // Any 2xx means request access is on (core-records §7).
  app.get('/hasrfi/:domain', async (c) => {
    const domain = c.req.param('domain');
    if (isDomainCode(domain) && (await hasRequestAccess(d.db, domain))) return c.body(null, 204);
    throw new ApiError(404, 'This organisation has no request access');
  });

  // Start-up lookup: `?pager=default` (all), optional `domain`, `limit`, `offset`.
  app.get('/organisations', async (c) => {
    const { limit, offset } = paging((n) => c.req.query(n));
    const domain = c.req.query('domain');
    const page = await listOrganisations(d.db, { ...(domain === undefined ? {} : { domain: isDomainCode(domain) ? domain : '' }), limit, offset });
    return c.json({ results: page.rows.map(toOrganisation), count: page.count });
  });

  return app;
}
