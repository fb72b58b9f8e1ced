/** Batch requests (dissemination-feedback §2 "Batch Request", §3, §7). Chosen paths: /api/batch, /api/batch/{id}. */
import { request, seg, type ListQuery, type ListResponse } from './http.js';
import { stamp } from './stamp.js';
import type { BatchRequest } from './types.js';

/** GET /api/batch?limit&offset&search. */
export function list(query: ListQuery = {}): Promise<ListResponse<BatchRequest>> {
  return request('/batch', { query: { ...query } });
}

/** POST /api/batch {files, notes, report_type: 'batch'}. */
export function create(batch: Partial<BatchRequest>): Promise<BatchRequest> {
  return request('/batch', { method: 'POST', body: stamp({ ...batch, report_type: 'batch' }, true) });
}

/** PUT /api/batch/{id}. */
export function update(id: string, batch: Partial<BatchRequest>): Promise<BatchRequest> {
  return request(`/batch/${seg(id)}`, { method: 'PUT', body: stamp({ ...batch, id, report_type: 'batch' }, false) });
}
