/**
 * Dashboard (core-records §2.13, §3.11, §7). Chosen paths: GET /api/dashboard (start_date, stop_date)
 * and GET /api/dashboard/locations.
 */
import { request, type ListResponse } from './http.js';
import type { Dashboard, OrganisationLocation } from './types.js';

const iso = (d: string | Date | undefined): string | undefined => (d instanceof Date ? d.toISOString() : d);

/** GET /api/dashboard?start_date&stop_date. */
export function get(query: { start_date?: string | Date; stop_date?: string | Date } = {}): Promise<Dashboard> {
  return request('/dashboard', { query: { start_date: iso(query.start_date), stop_date: iso(query.stop_date) } });
}

/** GET /api/dashboard/locations: organisation locations for the Map tab {latitude, longitude, domain__name}. */
export function locations(): Promise<ListResponse<OrganisationLocation>> {
  return request('/dashboard/locations');
}
