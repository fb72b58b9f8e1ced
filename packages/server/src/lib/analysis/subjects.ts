import type { Queryable } from '../../db/types.js';
import { ApiError } from '../errors.js';

/** A subject of the analysis set, with what the dashboards show of it. */
export interface AnalysisSubject {
  id: string;
  suspectid: string;
  name: string;
  description: string | null;
  photograph: string | null;
}

const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * The references that are ids in their canonical text form (what `id::text = ref` matched), to compare as uuids:
 * `id = ANY($n::uuid[])` walks the primary key where `id::text = ...` reads the whole table.
 */
export const idRefs = (refs: readonly string[]): string[] => refs.filter((ref) => CANONICAL_UUID.test(ref));
/** The reference as a uuid parameter when it is one in canonical form, else null (matching nothing). */
export const idRef = (ref: string): string | null => (CANONICAL_UUID.test(ref) ? ref : null);

/**
 * The `Suspect` values (ids or readable suspectids) → the subjects, in the order asked, without repeats.
 * An unknown or deleted subject is a 404 naming it (the analysis is of the set asked for, not of a part of it).
 * Analysis routes are central-unit only, and the central unit reads every organisation's subjects
 * (lib/scope.ts), so no further scope applies here.
 */
export async function resolveSubjects(db: Queryable, refs: readonly string[]): Promise<AnalysisSubject[]> {
  const r = await db.query<AnalysisSubject & { ref_id: string }>(
    `SELECT id::text AS id, suspectid, btrim(coalesce(othernames, '') || ' ' || coalesce(surname, '')) AS name,
            coalesce(data ->> 'crimetype_description', data ->> 'crimetype') AS description, photograph
       FROM subjects
      WHERE NOT _deleted AND (id = ANY($1::uuid[]) OR suspectid = ANY($2::text[]))`,
    [idRefs(refs), refs],
  );
  const out: AnalysisSubject[] = [];
  for (const ref of refs) {
    const s = r.rows.find((x) => x.id === ref.toLowerCase() || x.suspectid === ref);
    if (!s) throw new ApiError(404, `Subject not found: ${ref}`);
    if (!out.some((o) => o.id === s.id)) out.push(s);
  }
  return out;
}

/** How a dashboard (Dash board, call analysis) heads a subject's card. */
export const dashboardHead = (s: AnalysisSubject) => ({
  id: s.id,
  suspectid: s.suspectid,
  Subject_Name: s.name,
  Description: s.description,
  image: s.photograph,
});

/** The accounts the subjects hold (subject_accounts). */
export async function subjectAccounts(db: Queryable, subjectIds: readonly string[]): Promise<{ id: string; number: string; subject_id: string }[]> {
  const r = await db.query<{ id: string; number: string; subject_id: string }>(
    `SELECT a.id::text AS id, a.account_number AS number, sa.subject_id::text AS subject_id
       FROM subject_accounts sa JOIN accounts a ON a.id = sa.account_id
      WHERE sa.subject_id = ANY($1::uuid[]) ORDER BY a.account_number`,
    [subjectIds],
  );
  return r.rows;
}

/** The subjects' phone numbers (subject_phones, normalised). */
export async function subjectPhones(db: Queryable, subjectIds: readonly string[]): Promise<{ phone: string; subject_id: string }[]> {
  const r = await db.query<{ phone: string; subject_id: string }>(
    `SELECT DISTINCT phone, subject_id::text AS subject_id FROM subject_phones WHERE subject_id = ANY($1::uuid[]) ORDER BY phone`,
    [subjectIds],
  );
  return r.rows;
}
