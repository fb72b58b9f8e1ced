/**
 * The subject form's calls. core's api.subjects has list/create/update/uploadPhoto/audit but no single
 * read yet, so `get` is here (GET /api/suspects/{id}, the record as the list returns it); asked of core in
 * docs/wip/NEEDS.md. Imported from the area module, not core's whole `api` object (see shared/api.ts).
 */
import { mediaUrl, request, requestRaw } from '@fiu/core/api/http';
import { audit, create, update, uploadPhoto } from '@fiu/core/api/subjects';
import type { SubjectRecord } from './model';

export function get(id: string): Promise<SubjectRecord> {
  return request<SubjectRecord>(`/suspects/${encodeURIComponent(id)}`);
}

/**
 * A stored photo as an object URL: /media needs the session (the file's record must be readable by the
 * user), so it is read with the Token/Session headers as a Blob, never with a token in a URL.
 */
export async function photoUrl(file: string): Promise<string> {
  const res = await requestRaw<Blob>(mediaUrl(file), { base: 'absolute', responseType: 'blob' });
  return URL.createObjectURL(res.data);
}

export const subjectsApi = {
  get,
  create: create as (s: SubjectRecord) => Promise<SubjectRecord>,
  update: update as (id: string, s: SubjectRecord) => Promise<SubjectRecord>,
  uploadPhoto,
  audit,
  photoUrl,
};
