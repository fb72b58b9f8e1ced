import type { Hono } from 'hono';
import { COMPANIES } from '../lib/records.js';
import type { AppEnv, Deps } from '../types.js';
import { recordRoutes } from './records.js';

export const MAY_NOT_ADD_COMPANIES = 'You may not add companies';

/**
 * Companies (core-records §2.7, §3.3, §4.2; paths chosen in packages/core/src/api/PATHS.md):
 *   GET  /api/companies             list: pager=limit, limit, offset, created__gte, created__lte, domain, created_by,
 *                                   status, search (> 1 character), ordering
 *   GET  /api/companies/{id}        one company (uuid, or its companyid)
 *   POST /api/companies             create (201); companyid generated like a subject ID when absent
 *   PUT  /api/companies/{id}        save the whole company
 *   GET  /api/companies/approveall  approve every pending company of the user's own organisation → {approved}
 * Children (parent companies, directors) inherit status, currentcrimetype and information_needed on the client
 * (§4.2); the server validates them with core's companySchema.
 */
export function companyRoutes(d: Deps): Hono<AppEnv> {
  return recordRoutes(d, COMPANIES, { base: '/companies', approveAll: '/companies/approveall', mayNotAdd: MAY_NOT_ADD_COMPANIES });
}
