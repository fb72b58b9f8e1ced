/** What a chosen subject fills in of an import form's bio fields (the form's own field names). */
import type { SubjectBrief } from '@fiu/core/api/types';

export interface BioNames {
  first: string;
  last: string;
  gender: string;
  phone?: string;
}

const GENDER: Record<string, string> = { male: 'Male', female: 'Female', m: 'Male', f: 'Female' };

export function bioOf(s: SubjectBrief, names: BioNames): Record<string, string> {
  const out: Record<string, string> = { Suspect: String(s.id ?? s.suspectid ?? '') };
  if (s.othernames) out[names.first] = s.othernames;
  if (s.surname) out[names.last] = s.surname;
  const gender = GENDER[String(s.gender ?? '').toLowerCase()];
  if (gender) out[names.gender] = gender;
  const phone = s.telephones?.map((t) => (t as { telephone?: unknown }).telephone).find((t) => typeof t === 'string' && t);
  if (names.phone && typeof phone === 'string') out[names.phone] = phone;
  return out;
}
