/**
 * Requests for information (core-records §2.12, §3.4): the SQL. The scope rule is the route's (core's
 * canViewRfis / canChangeRfi); `domain` null reads every organisation's requests (the central unit).
 */
import type { Queryable } from '../db/types.js';
import type { AuthUser } from '../types.js';
import { likeContains } from './records.js';

interface RfiRow {
  id: string;
  domain: string;
  created_by: string | null;
  modified_by: string | null;
  created: Date | string;
  modified: Date | string;
  data: Record<string, unknown>;
  domain_name: string | null;
  created_by_name: string | null;
}

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

export function toRfi(row: RfiRow): Record<string, unknown> {
  return {
    ...row.data,
    id: row.id,
    domain: row.domain,
    created_by: row.created_by,
    modified_by: row.modified_by,
    created: iso(row.created),
    modified: iso(row.modified),
    domain_name: row.domain_name ?? '',
    created_by_name: row.created_by_name ?? '',
  };
}

const SELECT = `SELECT r.id, r.domain, r.created_by, r.modified_by, r.created, r.modified, r.data,
  o.name AS domain_name, u.name AS created_by_name
  FROM rfi r LEFT JOIN organisations o ON o.domain = r.domain LEFT JOIN users u ON u.id = r.created_by`;

/** One page of requests, newest change first; `search` (longer than 1 character) matches reference and subject. */
export async function listRfi(
  db: Queryable,
  q: { domain: string | null; only?: string; search?: string; limit: number; offset: number },
): Promise<{ results: Record<string, unknown>[]; count: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (q.domain !== null) {
    params.push(q.domain);
    where.push(`r.domain = $${params.length}`);
  }
  // `only`: the requests of one organisation (the list's domain filter), within the reader's scope.
  if (q.only !== undefined) {
    params.push(q.only);
    where.push(`r.domain = $${params.length}`);
  }
  if (q.search) {
    params.push(likeContains(q.search));
    where.push(`r.search LIKE '%' || lower($${params.length}) || '%'`);
  }
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const [count, page] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rfi r${whereSql}`, params),
    db.query<RfiRow>(`${SELECT}${whereSql} ORDER BY r.modified DESC, r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
      ...params,
      q.limit,
      q.offset,
    ]),
  ]);
  return { results: page.rows.map(toRfi), count: count.rows[0]?.n ?? 0 };
}

/** The request, if it exists and `domain` (null: any) owns it. */
export async function readRfi(db: Queryable, id: string, domain: string | null, lock = false): Promise<RfiRow | null> {
  const r = await db.query<RfiRow>(`${SELECT} WHERE r.id = $1${domain === null ? '' : ' AND r.domain = $2'}${lock ? ' FOR UPDATE OF r' : ''}`, domain === null ? [id] : [id, domain]);
  return r.rows[0] ?? null;
}

export async function updateRfi(db: Queryable, me: AuthUser, id: string, data: Record<string, unknown>, now: Date): Promise<void> {
  const text = (k: string) => String(data[k] ?? '');
  await db.query('UPDATE rfi SET reference_number = $2, subject_name = $3, modified_by = $4, modified = $5, data = $6 WHERE id = $1', [
    id,
    text('reference_number'),
    text('subject_name'),
    me.id,
    now,
    JSON.stringify(data),
  ]);
}

/** A request row as the demo seed and tests write it (submission is closed to the API). */
export async function insertRfi(db: Queryable, r: { id: string; domain: string; created_by: string | null; now: Date; data: Record<string, unknown> }): Promise<void> {
  await db.query(
    `INSERT INTO rfi (id, reference_number, subject_name, domain, created_by, modified_by, created, modified, data)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $6, $7)`,
    [r.id, String(r.data.reference_number ?? ''), String(r.data.subject_name ?? ''), r.domain, r.created_by, r.now, JSON.stringify(r.data)],
  );
}
