/** Lookups loaded at start (dissemination-feedback §3 "Lookups", §7): public, `pager=default`. */
import { request, type ListResponse } from './http.js';
import type { Institution, Organisation, Provider } from './types.js';

/** GET /api/organisations?pager=default (optionally one domain). */
export function organisations(query: { domain?: string } = {}): Promise<ListResponse<Organisation>> {
  return request('/organisations', { query: { pager: 'default', domain: query.domain }, auth: false });
}

/** GET /api/institutions?pager=default: financial institutions {id, name}. */
export function institutions(): Promise<ListResponse<Institution>> {
  return request('/institutions', { query: { pager: 'default' }, auth: false });
}

/** GET /api/providers?pager=default: service providers {id, name}. */
export function providers(): Promise<ListResponse<Provider>> {
  return request('/providers', { query: { pager: 'default' }, auth: false });
}
