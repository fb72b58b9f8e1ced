/** Cases (core-records §2.8, §4.3, §7). */
import { request, seg, type ListResponse } from './http.js';
import { stamp } from './stamp.js';
import type { Case, CaseAssignmentUpdate } from './types.js';

export interface CaseListQuery {
  limit?: number;
  offset?: number;
  search?: string;
  /** The cases holding this subject. */
  suspects__suspect__id?: string;
  /** 'me': the cases assigned to the signed-in user. */
  assigned?: 'me';
  /** The signed-in handler's status ('open' or 'archived'); with assigned=me. */
  status?: 'open' | 'archived';
}

/** A case as the server answers it: its subjects and handlers with their names (chosen fields beside §3.8's). */
export interface CaseRow {
  id: string;
  label: string;
  domain: string;
  created_by: string | null;
  modified_by: string | null;
  created: string;
  modified: string;
  suspects: { id: string; suspect: string; suspectid: string | null; name: string }[];
  assignments: { id: string; case: string; handler: string; handler_name: string; handler_username: string; status: 'open' | 'archived' }[];
}

/** GET /api/cases. */
export function list(query: CaseListQuery = {}): Promise<ListResponse<CaseRow>> {
  return request('/cases', { query: { ...query } });
}

/** GET /api/cases/{id}: one case, as the list gives it (the case form). */
export function get(id: string): Promise<CaseRow> {
  return request(`/cases/${seg(id)}`);
}

/** POST /api/cases {label, suspects[{suspect}], assignments[{handler, status}], domain, created_by, modified_by}. */
export function create(c: Partial<Case>): Promise<CaseRow> {
  return request('/cases', { method: 'POST', body: stamp(c, true) });
}

/** PUT /api/cases/{id}. */
export function update(id: string, c: Partial<Case>): Promise<CaseRow> {
  return request(`/cases/${seg(id)}`, { method: 'PUT', body: stamp({ ...c, id }, false) });
}

/** PUT /api/case/assignments/{id} {status}: a handler's open/archived status. */
export function updateAssignment(id: string, assignment: CaseAssignmentUpdate): Promise<unknown> {
  return request(`/case/assignments/${seg(id)}`, { method: 'PUT', body: { status: assignment.status } });
}
