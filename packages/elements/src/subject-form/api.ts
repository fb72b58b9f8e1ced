/**
 * The subject form's calls, typed with the form's record. Imported from the area module, not core's whole
 * `api` object (see shared/api.ts).
 */
import { mediaUrl, requestRaw } from '@fiu/core/api/http';
import { audit, create, get, update, uploadPhoto } from '@fiu/core/api/subjects';
import type { SubjectRecord } from './model';

/**
 * A stored photo as an object URL: /media needs the session (the file's record must be readable by the
 * user), so it is read with the Token/Session headers as a Blob, never with a token in a URL.
 */
export async function photoUrl(file: string): Promise<string> {
  const res = await requestRaw<Blob>(mediaUrl(file), { base: 'absolute', responseType: 'blob' });
  return URL.createObjectURL(res.data);
}

export const subjectsApi = {
  get: get as (id: string) => Promise<SubjectRecord>,
  create: create as (s: SubjectRecord) => Promise<SubjectRecord>,
  update: update as (id: string, s: SubjectRecord) => Promise<SubjectRecord>,
  uploadPhoto,
  audit,
  photoUrl,
};
