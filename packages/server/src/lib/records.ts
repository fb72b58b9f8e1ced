/**
 * Every query of the record tables (subjects, companies), for any kind described in lib/kinds.ts: the list
 * query (filters, search, ordering, paging, counts), reading one record within the user's scope, creating,
 * saving and approving records, and the record as the API answers it. The rule of who reads what is in
 * lib/scope.ts and docs/scoping.md; every query here applies it in SQL.
 */
import { isCentral, isDateText } from '../core.js';
import type { Queryable } from '../db/types.js';
import type { AuthUser } from '../types.js';
import { badRequest, type FieldErrors } from './errors.js';
import type { KindSpec } from './kinds.js';
import { isDomainCode } from './params.js';
import { readScopeSql, readsAll } from './scope.js';
import { isUuid } from './secrets.js';

export { COMPANIES, SUBJECTS, type KindSpec } from './kinds.js';

/** Page size of the Subjects and Companies lists (core-records §9), and the most one call may ask for. */
export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;
const MAX_OFFSET = 10_000_000;
const MAX_SEARCH = 100;

/** Read-only display fields the API adds to every record; ignored when a client sends a record back. */
export const DISPLAY_FIELDS = ['domain_name', 'created_by_name', 'modified_by_name'] as const;

export interface RecordRow {
  id: string;
  code: string;
  domain: string;
  status: string;
  is_primary: boolean;
  photograph?: string | null;
  created_by: string | null;
  modified_by: string | null;
  created: Date;
  modified: Date;
  approved_on: Date | null;
  data: Record<string, unknown>;
  domain_name: string | null;
  created_by_name: string | null;
  modified_by_name: string | null;
}

const iso = (d: Date | string | null): string | null => (d == null ? null : (d instanceof Date ? d : new Date(d)).toISOString());

/** The columns of a record row (table aliased `s`) with its organisation's and users' names. */
export const recordSelect = (spec: KindSpec): string =>
  `s.id, s.${spec.code} AS code, s.domain, s.status, s.is_primary, s.created_by, s.modified_by, s.created, s.modified,
   s.approved_on, s.data, o.name AS domain_name, cu.name AS created_by_name, mu.name AS modified_by_name`;

export const recordJoins = `LEFT JOIN organisations o ON o.domain = s.domain
   LEFT JOIN users cu ON cu.id = s.created_by
   LEFT JOIN users mu ON mu.id = s.modified_by`;

/** A record as the API answers it: the saved body, then the server-owned fields, then the display names. */
export function toRecord(spec: KindSpec, r: RecordRow): Record<string, unknown> {
  return {
    ...r.data,
    id: r.id,
    [spec.code]: r.code,
    domain: r.domain,
    status: r.status,
    is_primary: r.is_primary,
    created_by: r.created_by,
    modified_by: r.modified_by,
    created: iso(r.created),
    modified: iso(r.modified),
    // core's companySchema has no approved_on: companies keep it in the database only.
    ...(spec.answersApprovedOn ? { approved_on: iso(r.approved_on) } : {}),
    domain_name: r.domain_name ?? '',
    created_by_name: r.created_by_name ?? '',
    modified_by_name: r.modified_by_name ?? '',
  };
}

/** A record just written, as the API answers it (read again with its names). */
export async function readAnswer(db: Queryable, spec: KindSpec, id: string): Promise<Record<string, unknown>> {
  const r = await db.query<RecordRow>(`SELECT ${recordSelect(spec)} FROM ${spec.table} s ${recordJoins} WHERE s.id = $1`, [id]);
  return toRecord(spec, r.rows[0]!);
}

/**
 * One record by id (uuid) or by its readable ID (suspectid / companyid), only when the user may read it:
 * null otherwise, so that "not yours" and "not there" look the same (404).
 */
export async function readRecord(
  db: Queryable,
  spec: KindSpec,
  me: AuthUser,
  unitCode: string,
  ref: string,
  opts: { forUpdate?: boolean } = {},
): Promise<RecordRow | null> {
  const length: number = ref.length;
  // A NUL cannot be in any stored code (PostgreSQL text refuses it): not found, without asking the database.
  const hasNul = ref.includes('\u0000');
  const byId = isUuid(ref);
  if (!byId && (length === 0 || length > 200 || hasNul)) return null;
  const params: unknown[] = [ref];
  const scope = readScopeSql(me, spec.kind, unitCode, 's', params);
  // FOR UPDATE cannot lock the nullable side of an outer join: lock the record row only.
  const r = await db.query<RecordRow>(
    `SELECT ${recordSelect(spec)}${spec.files ? `, s.${spec.files.photo} AS photograph` : ''}
       FROM ${spec.table} s ${recordJoins}
      WHERE ${byId ? 's.id = $1' : `s.${spec.code} = $1`} AND NOT s._deleted AND ${scope}
      ${opts.forUpdate ? 'FOR UPDATE OF s' : ''}`,
    params,
  );
  return r.rows[0] ?? null;
}

export interface ListQuery {
  limit: number;
  offset: number;
  createdGte?: Date;
  createdLt?: Date;
  createdLte?: Date;
  domain?: string;
  createdBy?: string;
  gender?: string;
  status?: string;
  /** One of the kind's crime list (the dashboard's offence links). */
  currentcrimetype?: string;
  search?: string;
  /** [column, descending] pairs from `ordering`; default [['modified', true]]. */
  order: [string, boolean][];
  /** `case`: the subjects of one case. */
  caseId?: string;
}

const DAY_MS = 86_400_000;

/**
 * The list parameters of core-records §7. Unknown parameters are ignored; a known one with a bad value is a 400
 * naming it. `search` counts only when longer than 1 character (§5), as the client sends it.
 */
export function parseListQuery(spec: KindSpec, query: (name: string) => string | undefined): ListQuery {
  const errors: FieldErrors = {};
  const fail = (name: string, message: string) => void (errors[name] = [message]);
  const int = (name: string, dflt: number, max: number): number => {
    const v = query(name);
    if (v === undefined || v === '') return dflt;
    const n = Number(v);
    if (!/^\d{1,12}$/.test(v) || !Number.isSafeInteger(n)) {
      fail(name, 'Must be a whole number of 0 or more');
      return dflt;
    }
    if (n > max) {
      if (name === 'offset') fail(name, `At most ${max}`);
      return max;
    }
    return n;
  };
  const q: ListQuery = { limit: int('limit', DEFAULT_PAGE, MAX_PAGE), offset: int('offset', 0, MAX_OFFSET), order: [] };

  for (const name of ['created__gte', 'created__lte'] as const) {
    const v = query(name);
    if (v === undefined || v === '') continue;
    if (!isDateText(v)) {
      fail(name, 'Enter a date (YYYY-MM-DD) or a date and time (ISO 8601)');
      continue;
    }
    const at = new Date(Date.parse(v));
    if (name === 'created__gte') q.createdGte = at;
    // A date alone means the whole day: up to the next midnight (UTC).
    else if (/^\d{4}-\d{2}-\d{2}$/.test(v)) q.createdLt = new Date(at.getTime() + DAY_MS);
    else q.createdLte = at;
  }
  const domain = query('domain');
  if (domain) {
    if (isDomainCode(domain)) q.domain = domain;
    else fail('domain', 'Unknown organisation');
  }
  const createdBy = query('created_by');
  if (createdBy) {
    if (isUuid(createdBy)) q.createdBy = createdBy.toLowerCase();
    else fail('created_by', 'Must be a user id');
  }
  const gender = query('gender');
  if (spec.gender && gender) {
    if (gender === 'male' || gender === 'female') q.gender = gender;
    else fail('gender', 'Must be male or female');
  }
  const status = query('status');
  if (status) {
    if (spec.statuses.includes(status)) q.status = status;
    else fail('status', `Must be one of ${spec.statuses.join(', ')}`);
  }
  const crime = query('currentcrimetype');
  if (crime) {
    if (spec.crimeTypes.includes(crime)) q.currentcrimetype = crime;
    else fail('currentcrimetype', 'Must be one of the crime list');
  }
  const search = query('search')?.trim();
  if (search) {
    if (search.length > MAX_SEARCH) fail('search', `At most ${MAX_SEARCH} characters`);
    else if (search.includes('\u0000')) fail('search', 'Text must not contain NUL characters');
    else if (search.length > 1) q.search = search;
  }
  const ordering = query('ordering');
  if (ordering) {
    for (const part of ordering.split(',').slice(0, 3)) {
      const desc = part.startsWith('-');
      const column = desc ? part.slice(1) : part;
      if (!spec.orderable.includes(column)) {
        fail('ordering', `Order by one of ${spec.orderable.join(', ')} (prefix '-' for descending)`);
        break;
      }
      if (!q.order.some(([c]) => c === column)) q.order.push([column, desc]);
    }
  }
  if (q.order.length === 0) q.order.push(['modified', true]);
  if (spec.caseFilter) {
    const c = query('case');
    if (c !== undefined && c !== '') q.caseId = c;
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return q;
}

/** `%term%` for LIKE with the term's own wildcards escaped (the default escape character is '\'). */
export const likeContains = (term: string): string => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export interface ListResult {
  results: Record<string, unknown>[];
  count: number;
}

export interface ListSql {
  /** The page: ids chosen first, then their rows with names. */
  page: { sql: string; params: unknown[] };
  /** The exact count, or null when the trigger-kept counters answer it (no filter but the organisation). */
  count: { sql: string; params: unknown[] } | null;
}

/** The SQL of one list call (also what the benchmark EXPLAINs). */
export function buildListSql(spec: KindSpec, me: AuthUser, unitCode: string, q: ListQuery): ListSql {
  const params: unknown[] = [];
  const add = (v: unknown) => (params.push(v), `$${params.length}`);
  const where = ['NOT s._deleted', readScopeSql(me, spec.kind, unitCode, 's', params)];
  if (q.domain) where.push(`s.domain = ${add(q.domain)}`);
  if (q.createdBy) where.push(`s.created_by = ${add(q.createdBy)}`);
  if (q.gender) where.push(`s.gender = ${add(q.gender)}`);
  if (q.status) where.push(`s.status = ${add(q.status)}`);
  // The stored copy of data->>'currentcrimetype' (migration 0022).
  if (q.currentcrimetype) where.push(`s.currentcrimetype = ${add(q.currentcrimetype)}`);
  if (q.createdGte) where.push(`s.created >= ${add(q.createdGte)}`);
  if (q.createdLt) where.push(`s.created < ${add(q.createdLt)}`);
  if (q.createdLte) where.push(`s.created <= ${add(q.createdLte)}`);
  // lower() in SQL, like the stored search column, so both sides fold case the same way.
  if (q.caseId) where.push(`EXISTS (SELECT 1 FROM case_subjects cs WHERE cs.case_id = ${add(q.caseId.toLowerCase())} AND cs.suspect = s.id)`);
  if (q.search) where.push(`s.search LIKE '%' || lower(${add(likeContains(q.search))}) || '%'`);
  const whereSql = where.filter((w) => w !== 'TRUE').join(' AND ');

  const tieDesc = q.order[0]![1];
  const orderSql = (alias: string) =>
    [...q.order.map(([col, desc]) => `${alias}.${col} ${desc ? 'DESC' : 'ASC'}`), `${alias}.id ${tieDesc ? 'DESC' : 'ASC'}`].join(', ');

  const countParams = [...params];
  const pageSql = `SELECT ${recordSelect(spec)}
       FROM (SELECT s.id FROM ${spec.table} s WHERE ${whereSql} ORDER BY ${orderSql('s')} LIMIT ${add(q.limit)} OFFSET ${add(q.offset)}) p
       JOIN ${spec.table} s ON s.id = p.id
       ${recordJoins}
      ORDER BY ${orderSql('s')}`;
  const onlyScope = !q.caseId && !q.createdBy && !q.gender && !q.status && !q.currentcrimetype && !q.createdGte && !q.createdLt && !q.createdLte && !q.search;
  return {
    page: { sql: pageSql, params },
    count: onlyScope ? null : { sql: `SELECT count(*)::int AS n FROM ${spec.table} s WHERE ${whereSql}`, params: countParams },
  };
}

/**
 * One page of records the user may read, newest change first by default, and the exact count of all matches.
 *
 * - Scope, filters and search are one WHERE clause: nothing is filtered after the query.
 * - The page is chosen over ids alone (an index walk for the default ordering; an index-only scan where the
 *   visibility map allows), then only its rows are read with their names ("deferred join"), so a deep offset
 *   does not fetch the records it skips.
 * - count: with no filter but the organisation, from record_counts (kept exact by triggers, one tiny read);
 *   otherwise count(*) over the same WHERE clause (exact).
 */
export async function listRecords(db: Queryable, spec: KindSpec, me: AuthUser, unitCode: string, q: ListQuery): Promise<ListResult> {
  // The subjects of a case: cases are the central unit's (core's canSeeCases), so for anyone else none is in one.
  if (q.caseId !== undefined && (!isUuid(q.caseId) || !isCentral(me, unitCode))) return { results: [], count: 0 };
  const sql = buildListSql(spec, me, unitCode, q);
  const page = db.query<RecordRow>(sql.page.sql, sql.page.params);
  const count = sql.count ? exactCount(db, sql.count.sql, sql.count.params) : cheapCount(db, spec, me, unitCode, q.domain);
  const [rows, n] = await Promise.all([page, count]);
  return { results: rows.rows.map((r) => toRecord(spec, r)), count: n };
}

async function exactCount(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const r = await db.query<{ n: number }>(sql, params);
  return r.rows[0]?.n ?? 0;
}

/** The count of every readable record (optionally of one organisation), from the trigger-kept counters. */
async function cheapCount(db: Queryable, spec: KindSpec, me: AuthUser, unitCode: string, domain: string | undefined): Promise<number> {
  const own = readsAll(me, spec.kind, unitCode) ? null : me.domain;
  if (own && domain && domain !== own) return 0;
  const only = domain ?? own;
  const r = await db.query<{ n: number }>(
    `SELECT coalesce(sum(n), 0)::int AS n FROM record_counts WHERE kind = $1${only ? ' AND domain = $2' : ''}`,
    only ? [spec.kind, only] : [spec.kind],
  );
  return r.rows[0]?.n ?? 0;
}

/** The fields of a record row the server writes on a save, besides the kind's column map. */
export interface RecordWrite {
  status: string;
  isPrimary: boolean;
  userId: string;
  now: Date;
  approvedOn: Date | null;
  /** The record's data (the saved body): the column map's columns are copied from it. */
  data: Record<string, unknown>;
}

const mapped = (spec: KindSpec, w: RecordWrite): [string, unknown][] => Object.entries(spec.columns).map(([col, value]) => [col, value(w.data, w.status)]);

/** Inserts a new record; false when its readable ID is taken (the caller draws another). */
export async function insertRecord(db: Queryable, spec: KindSpec, rec: RecordWrite & { id: string; code: string; domain: string }): Promise<boolean> {
  const cols: [string, unknown][] = [
    ['id', rec.id],
    [spec.code, rec.code],
    ['status', rec.status],
    ['domain', rec.domain],
    ['is_primary', rec.isPrimary],
    ['created_by', rec.userId],
    ['modified_by', rec.userId],
    ['created', rec.now],
    ['modified', rec.now],
    ['approved_on', rec.approvedOn],
    ['data', JSON.stringify(rec.data)],
    ...mapped(spec, rec),
  ];
  const r = await db.query(
    `INSERT INTO ${spec.table} (${cols.map(([c]) => c).join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (${spec.code}) DO NOTHING`,
    cols.map(([, v]) => v),
  );
  return (r.rowCount ?? 0) > 0;
}

/** Saves a whole record (its id, readable ID, organisation and creation stay). */
export async function updateRecord(db: Queryable, spec: KindSpec, id: string, rec: RecordWrite): Promise<void> {
  const cols: [string, unknown][] = [
    ['status', rec.status],
    ['is_primary', rec.isPrimary],
    ['modified_by', rec.userId],
    ['modified', rec.now],
    ['approved_on', rec.approvedOn],
    ['data', JSON.stringify(rec.data)],
    ...mapped(spec, rec),
  ];
  await db.query(`UPDATE ${spec.table} SET ${cols.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...cols.map(([, v]) => v)]);
}

/**
 * Approves every pending record of one organisation; the kind's status rules (withStatus) apply to each, as on
 * any other status change. Answers how many were approved.
 */
export async function approvePending(db: Queryable, spec: KindSpec, domain: string, userId: string, now: Date): Promise<number> {
  const r = await db.query<{ id: string; data: Record<string, unknown> }>(
    `UPDATE ${spec.table} SET status = 'approved', approved_on = $2, modified = $2, modified_by = $3
      WHERE domain = $1 AND status = 'pending' AND NOT _deleted RETURNING id, data`,
    [domain, now, userId],
  );
  if (spec.withStatus) {
    for (const row of r.rows) await db.query(`UPDATE ${spec.table} SET data = $2 WHERE id = $1`, [row.id, JSON.stringify(spec.withStatus(row.data, 'approved'))]);
  }
  return r.rowCount ?? 0;
}
