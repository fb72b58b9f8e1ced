/**
 * Forex evacuation requests and their statuses (dissemination-feedback §2 "Forex evacuation", §3, §4, §7).
 * Chosen paths: /api/forex/requests(/{id}), /api/forex/statuses(/{id}) (?request=), /api/forex/statusfiles (?status=).
 */
import { request, seg, type ListQuery, type ListResponse } from './http.js';
import { stamp } from './stamp.js';
import type { EvacuationRequest, EvacuationStatus, EvacuationStatusFile } from './types.js';

/** GET /api/forex/requests?limit&offset&search. */
export function listRequests(query: ListQuery = {}): Promise<ListResponse<EvacuationRequest>> {
  return request('/forex/requests', { query: { ...query } });
}

/** POST /api/forex/requests {institution, provider}. */
export function createRequest(req: Partial<EvacuationRequest>): Promise<EvacuationRequest> {
  return request('/forex/requests', { method: 'POST', body: stamp(req, true) });
}

/** PUT /api/forex/requests/{id}. */
export function updateRequest(id: string, req: Partial<EvacuationRequest>): Promise<EvacuationRequest> {
  return request(`/forex/requests/${seg(id)}`, { method: 'PUT', body: stamp({ ...req, id }, false) });
}

/** GET /api/forex/statuses?request={id}&limit&offset&search: the statuses of one request. */
export function listStatuses(requestId: string, query: ListQuery = {}): Promise<ListResponse<EvacuationStatus>> {
  return request('/forex/statuses', { query: { ...query, request: requestId } });
}

/** POST /api/forex/statuses {status_type, notes, attachments, request}. */
export function createStatus(status: Partial<EvacuationStatus> & { request: string }): Promise<EvacuationStatus> {
  return request('/forex/statuses', { method: 'POST', body: stamp(status, true) });
}

/** PUT /api/forex/statuses/{id}. */
export function updateStatus(id: string, status: Partial<EvacuationStatus>): Promise<EvacuationStatus> {
  return request(`/forex/statuses/${seg(id)}`, { method: 'PUT', body: stamp({ ...status, id }, false) });
}

/** GET /api/forex/statusfiles?status={id}: the files of one status, with attachment URLs (download with reports.downloadMedia). */
export function statusFiles(statusId: string): Promise<ListResponse<EvacuationStatusFile>> {
  return request('/forex/statusfiles', { query: { status: statusId } });
}
