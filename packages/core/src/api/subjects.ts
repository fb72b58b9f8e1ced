/** Subjects (persons), core-records §2.5, §2.6, §4.1, §7. */
import { request, seg, type ListResponse } from './http.js';
import type { Subject, UserState } from './types.js';

export interface SubjectListQuery {
  limit?: number;
  offset?: number;
  created__gte?: string;
  created__lte?: string;
  domain?: string;
  created_by?: string;
  gender?: 'male' | 'female';
  status?: string;
  /** One of the crime list (core-records §3.2): the dashboard's offence links. */
  currentcrimetype?: string;
  /** Sent only when longer than 1 character (the list's rule; check with isSearchTermUsable). */
  search?: string;
  ordering?: string;
  /** Case id: the subjects of one case. */
  case?: string;
}

/** GET /api/suspects?pager=limit&...: the subjects list. */
export function list(query: SubjectListQuery = {}): Promise<ListResponse<Subject>> {
  return request('/suspects', { query: { pager: 'limit', ...query } });
}

type Attachment = Record<string, unknown>;
/** Attachments carry their subject (core-records §7: "attachments get suspect_id and suspectid added"). */
function withAttachmentOwner<T extends Partial<Subject>>(subject: T): T {
  const attachments = (subject as { attachments?: unknown }).attachments;
  if (!Array.isArray(attachments)) return subject;
  const { id, suspectid } = subject as { id?: unknown; suspectid?: unknown };
  return {
    ...subject,
    attachments: attachments.map((a: Attachment) => ({
      ...a,
      ...(id !== undefined && id !== null ? { suspect_id: id } : {}),
      ...(suspectid !== undefined && suspectid !== null ? { suspectid } : {}),
    })),
  };
}

/** GET /api/suspects/{id}: one subject (by id or suspectid), for the form. */
export function get(id: string): Promise<Subject> {
  return request(`/suspects/${seg(id)}`);
}

/** POST /api/suspects: create a subject. */
export function create(subject: Partial<Subject>): Promise<Subject> {
  return request('/suspects', { method: 'POST', body: withAttachmentOwner(subject) });
}

/** PUT /api/suspects/{id}: save the whole subject (status changes too). */
export function update(id: string, subject: Partial<Subject>): Promise<Subject> {
  return request(`/suspects/${seg(id)}`, { method: 'PUT', body: withAttachmentOwner({ ...subject, id }) });
}

/** PUT /api/upload/{photograph} {image}: saves a photo (data URL) under a generated name; answers {filename}. */
export function uploadPhoto(name: string, dataUrl: string): Promise<{ filename: string }> {
  return request(`/upload/${seg(name)}`, { method: 'PUT', body: { image: dataUrl } });
}

/** POST /api/userstate {...state, suspectid}: per-user selections for a subject (analysis-tools §4). */
export function saveUserState(suspectid: string, state: Partial<UserState>): Promise<unknown> {
  return request('/userstate', { method: 'POST', body: { ...state, suspectid } });
}

/** GET /api/approveall: approve every pending subject of the user's organisation. */
export function approveAll(): Promise<unknown> {
  return request('/approveall');
}

/** POST /api/audit {resource, action: 'view', resourceType: 'suspect'}: logged when a subject is viewed. */
export function audit(resource: string): Promise<unknown> {
  return request('/audit', { method: 'POST', body: { resource, action: 'view', resourceType: 'suspect' } });
}
