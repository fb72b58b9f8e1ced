/**
 * Requests for information (issue 12; core-records §2.12, §3.4, §6.3, §6.4, §7). HTTP only; SQL in lib/rfi.ts.
 *
 *   GET  /api/rfi?limit&offset&search&domain   core's canViewRfis (ceo, admin-like, or the central unit with
 *                                       can.view.all.rfis, when the user's organisation has request access);
 *                                       the central unit reads every organisation's requests, others their own
 *   PUT  /api/rfi/{id}                  core's canChangeRfi (can.change.rfi, admin-like or data_entry); a request
 *                                       of another organisation is a 404 for a partner user
 *   POST /api/rfi                       refused: submission is disabled (core's canAddRfi)
 */
import { Hono } from 'hono';
import { canAddRfi, canChangeRfi, canViewRfis, isCentral, rfiSchema, validate } from '../core.js';
import { readJson } from '../lib/body.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { hasRequestAccess } from '../lib/organisations.js';
import { isDomainCode, paging } from '../lib/params.js';
import { listRfi, readRfi, toRfi, updateRfi } from '../lib/rfi.js';
import { permUser } from '../lib/scope.js';
import { isUuid } from '../lib/secrets.js';
import type { AppContext, AppEnv, Deps } from '../types.js';

export const RFI_NOT_FOUND = 'Request not found';
export const MAY_NOT_VIEW_RFI = 'You may not view requests for information';
export const MAY_NOT_CHANGE_RFI = 'You may not change requests for information';
export const SUBMISSION_DISABLED = 'Submission of requests for information is disabled: use the Subjects/Companies page to submit new requests';
const MAX_SEARCH = 100;
const SERVER_FIELDS = new Set(['id', 'domain', 'created_by', 'modified_by', 'created', 'modified', 'domain_name', 'created_by_name']);

export function rfiRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const opts = { unitCode: d.unitCode };
  const refused = (c: AppContext, target: string, reason: string) =>
    d.audit(c, { action: 'authz.refused', outcome: 'refused', target: target.slice(0, 64), detail: { resource: 'rfi', reason } });

  app.get('/rfi', async (c) => {
    const me = c.get('user')!;
    if (!canViewRfis(permUser(me), await hasRequestAccess(d.db, me.domain), opts)) {
      await refused(c, '/rfi', 'may not view requests');
      throw new ApiError(403, MAY_NOT_VIEW_RFI);
    }
    const { limit, offset } = paging((n) => c.req.query(n), 100, 20);
    const search = c.req.query('search')?.trim() ?? '';
    if (search.length > MAX_SEARCH) throw badRequest({ search: [`At most ${MAX_SEARCH} characters`] });
    if (search.includes('\u0000')) throw badRequest({ search: ['Text must not contain NUL characters'] });
    const only = c.req.query('domain') || undefined;
    if (only !== undefined && !isDomainCode(only)) throw badRequest({ domain: ['Unknown organisation'] });
    const domain = isCentral(me, d.unitCode) ? null : me.domain;
    return c.json(await listRfi(d.db, { domain, limit, offset, ...(only ? { only } : {}), ...(search.length > 1 ? { search } : {}) }));
  });

  app.post('/rfi', async (c) => {
    if (!canAddRfi()) {
      await refused(c, '/rfi', 'submission disabled');
      throw new ApiError(403, SUBMISSION_DISABLED);
    }
    throw new ApiError(501, 'Not implemented');
  });

  app.put('/rfi/:id', async (c) => {
    const me = c.get('user')!;
    const id = c.req.param('id');
    const scope = isCentral(me, d.unitCode) ? null : me.domain;
    const row = isUuid(id) ? await readRfi(d.db, id.toLowerCase(), scope) : null;
    if (!row) throw new ApiError(404, RFI_NOT_FOUND);
    if (!canChangeRfi(permUser(me))) {
      await refused(c, row.id, 'may not change requests');
      throw new ApiError(403, MAY_NOT_CHANGE_RFI);
    }
    const body = await readJson(c);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'Expected a JSON object');
    const checked = validate(rfiSchema, body);
    if (!checked.ok) throw badRequest(checked.errors);
    const data = Object.fromEntries(Object.entries(checked.data as Record<string, unknown>).filter(([k, v]) => !SERVER_FIELDS.has(k) && v !== undefined));
    await d.db.transaction(async (tx) => {
      await readRfi(tx, row.id, scope, true);
      await updateRfi(tx, me, row.id, data, d.clock());
    });
    await d.audit(c, { action: 'rfi.update', outcome: 'ok', target: row.id, domain: row.domain });
    return c.json(toRfi((await readRfi(d.db, row.id, null))!));
  });

  return app;
}
