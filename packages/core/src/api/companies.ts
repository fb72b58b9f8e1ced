/**
 * Companies (core-records §2.7, §4.2, §7; analysis-tools §7 "fullCompanyServer"; dissemination-feedback §7).
 *
 * The spec names no paths here ("company endpoint"); chosen, and listed in api/PATHS.md for the server:
 *   GET  /api/companies            list (pager=limit, limit, offset, created__gte, created__lte, domain,
 *                                  created_by, status, search, ordering) → {results, count}
 *   POST /api/companies            create (whole company plus created_by, domain, modified_by)
 *   PUT  /api/companies/{id}       update (whole record; status changes too)
 *   GET  /api/companies/approveall approve all pending companies of the user's organisation
 */
import { request, seg, type ListResponse } from './http.js';
import { stamp } from './stamp.js';
import type { Company } from './types.js';

export interface CompanyListQuery {
  limit?: number;
  offset?: number;
  created__gte?: string;
  created__lte?: string;
  domain?: string;
  created_by?: string;
  status?: string;
  /** One of the company crime list: the dashboard's offence links. */
  currentcrimetype?: string;
  /** Sent only when longer than 1 character. */
  search?: string;
  ordering?: string;
}

/** GET /api/companies?pager=limit&... */
export function list(query: CompanyListQuery = {}): Promise<ListResponse<Company>> {
  return request('/companies', { query: { pager: 'limit', ...query } });
}

/** GET /api/companies/{id}: one company (by id or companyid), for the form. */
export function get(id: string): Promise<Company> {
  return request(`/companies/${seg(id)}`);
}

/** POST /api/companies. */
export function create(company: Partial<Company>): Promise<Company> {
  return request('/companies', { method: 'POST', body: stamp(company, true) });
}

/** PUT /api/companies/{id}: the whole record. */
export function update(id: string, company: Partial<Company>): Promise<Company> {
  return request(`/companies/${seg(id)}`, { method: 'PUT', body: stamp({ ...company, id }, false) });
}

/** GET /api/companies/approveall. */
export function approveAll(): Promise<unknown> {
  return request('/companies/approveall');
}
