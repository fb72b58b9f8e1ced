/** Requests for information and their feedback (core-records §2.12, §3.4, §3.5, §7). */
import { request, seg, type ListQuery, type ListResponse } from './http.js';
import { stamp } from './stamp.js';
import type { Rfi, RfiFeedback } from './types.js';

/** GET /api/rfi?limit&offset&search&domain&created__gte&created__lte (the dashboard's links: one organisation, a period). */
export function list(query: ListQuery & { domain?: string; created__gte?: string; created__lte?: string } = {}): Promise<ListResponse<Rfi>> {
  return request('/rfi', { query: { ...query } });
}

/** POST /api/rfi (submission is disabled in the product; kept for completeness of the call table). */
export function create(rfi: Partial<Rfi>): Promise<Rfi> {
  return request('/rfi', { method: 'POST', body: rfi });
}

/** PUT /api/rfi/{id}. */
export function update(id: string, rfi: Partial<Rfi>): Promise<Rfi> {
  return request(`/rfi/${seg(id)}`, { method: 'PUT', body: { ...rfi, id } });
}

/** POST /api/feedback {rfi, subject_name, domain, created_by, modified_by, other_comments}. */
export function createFeedback(feedback: Partial<RfiFeedback>): Promise<RfiFeedback> {
  return request('/feedback', { method: 'POST', body: stamp(feedback, true) });
}

/** PUT /api/feedback/{id}. */
export function updateFeedback(id: string, feedback: Partial<RfiFeedback>): Promise<RfiFeedback> {
  return request(`/feedback/${seg(id)}`, { method: 'PUT', body: stamp({ ...feedback, id }, false) });
}
