/** The analysis pickers: call-record subscribers (GET /kycsuspect) and subjects (GET /suspectlookup). */
import type { Queryable } from '../../db/types.js';
import { readScopeSql } from '../scope.js';
import type { AuthUser } from '../../types.js';
import { idRefs } from './subjects.js';

const likeText = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Subscribers whose number or name contains `search` (phone_subscribers.search, trigram-indexed where available). */
export async function findSubscribers(db: Queryable, search: string | undefined, limit: number) {
  const params: unknown[] = [];
  let where = 'TRUE';
  if (search) {
    params.push(likeText(search));
    where = `search LIKE $1`;
    const digits = search.replace(/\D/g, '');
    if (digits.length >= 4 && digits.length === search.replace(/[\s+()-]/g, '').length) {
      // A typed number ('0803 123…') also matches in its national form ('234803123…').
      params.push(`%${digits.startsWith('0') ? digits.slice(1) : digits}%`);
      where = `(search LIKE $1 OR phone_number LIKE $2)`;
    }
  }
  params.push(limit);
  const r = await db.query(
    `SELECT phone_number AS "Subscriber_ID", first_name AS "First_Name", middle_name AS "Middle_Name", last_name AS "Last_Name",
            names AS "Alias", phone_number AS "Phone_Number"
       FROM phone_subscribers WHERE ${where} ORDER BY phone_number LIMIT $${params.length}`,
    params,
  );
  return r.rows as { Phone_Number: string }[];
}

/** Subjects by id or suspectid, or by a search on the name and suspectid; only subjects the user may read. */
export async function findSubjects(db: Queryable, me: AuthUser, unitCode: string, q: { refs?: readonly string[]; search?: string; limit: number }) {
  const params: unknown[] = [];
  const scope = readScopeSql(me, 'subject', unitCode, 's', params);
  let where: string;
  if (q.refs) {
    params.push(idRefs(q.refs), q.refs);
    where = `(s.id = ANY($${params.length - 1}::uuid[]) OR s.suspectid = ANY($${params.length}::text[]))`;
  } else {
    params.push(likeText(q.search ?? ''));
    where = `s.search LIKE $${params.length}`;
  }
  params.push(q.limit);
  const r = await db.query<{ id: string; suspectid: string; othernames: string | null; surname: string | null }>(
    `SELECT s.id::text AS id, s.suspectid, s.othernames, s.surname
       FROM subjects s WHERE NOT s._deleted AND ${scope} AND ${where}
      ORDER BY s.surname NULLS LAST, s.othernames NULLS LAST, s.id LIMIT $${params.length}`,
    params,
  );
  return r.rows;
}
