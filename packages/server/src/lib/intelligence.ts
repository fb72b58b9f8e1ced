/**
 * Every query of intelligence_reports (migration 0011) for the kind described in lib/kinds.ts (REPORTS): the
 * list (scope, downloaded filter, search, ordering, paging, count), reading one report within the user's scope,
 * creating, saving, disseminating and marking a report downloaded, and the report as the API answers it.
 *
 * Scope, in SQL: the central unit reads every report (disseminated or not); a partner user reads the reports
 * disseminated to its own organisation only; anything else does not exist for that user (404).
 */
import { isCentral } from '../core.js';
import type { Queryable } from '../db/types.js';
import type { AuthUser } from '../types.js';
import { badRequest, type FieldErrors } from './errors.js';
import { REPORTS } from './kinds.js';
import { isDomainCode } from './params.js';
import { likeContains } from './records.js';
import { DUE_JOIN, dueColumnsSql, dueFields, overdueSql, parseOverdueParam, utcDay, type DueColumns } from './report-due.js';
import { isUuid } from './secrets.js';

/** Page size of the Intelligence Reports list (dissemination-feedback §9), and the most one call may ask for. */
export const REPORT_PAGE = 50;
export const REPORT_MAX_PAGE = 100;
const MAX_OFFSET = 10_000_000;
const MAX_SEARCH = 100;

/** Read-only fields the API adds to a report; dropped when a client sends a report back. */
export const REPORT_DISPLAY_FIELDS = ['domain_name', 'created_by_name', 'modified_by_name', 'disseminated_by_name', 'number_of_files', 'interim_due_on', 'final_due_on', 'overdue'] as const;

export interface ReportRow {
  id: string;
  domain: string;
  disseminated: boolean;
  disseminated_on: Date | null;
  disseminated_by: string | null;
  downloaded: boolean;
  has_interim_feedback: boolean;
  has_final_feedback: boolean;
  skip_update_feedback: boolean;
  created_by: string | null;
  modified_by: string | null;
  created: Date;
  modified: Date;
  data: Record<string, unknown>;
  domain_name: string | null;
  created_by_name: string | null;
  modified_by_name: string | null;
  disseminated_by_name: string | null;
}

const iso = (d: Date | string | null): string | null => (d == null ? null : (d instanceof Date ? d : new Date(d)).toISOString());

const SELECT = `r.id, r.domain, r.disseminated, r.disseminated_on, r.disseminated_by, r.downloaded, r.has_interim_feedback,
   r.has_final_feedback, r.skip_update_feedback, r.created_by, r.modified_by, r.created, r.modified, r.data,
   o.name AS domain_name, cu.name AS created_by_name, mu.name AS modified_by_name, du.name AS disseminated_by_name`;
const JOINS = `LEFT JOIN organisations o ON o.domain = r.domain
   LEFT JOIN users cu ON cu.id = r.created_by
   LEFT JOIN users mu ON mu.id = r.modified_by
   LEFT JOIN users du ON du.id = r.disseminated_by`;

/** A report as the API answers it: the saved body, then the server-owned fields, then the display fields. */
export function toReport(r: ReportRow): Record<string, unknown> {
  const attachments = Array.isArray(r.data.attachments) ? r.data.attachments : [];
  return {
    ...r.data,
    id: r.id,
    domain: r.domain,
    disseminated: r.disseminated,
    disseminated_on: iso(r.disseminated_on),
    disseminated_by: r.disseminated_by,
    downloaded: r.downloaded,
    has_interim_feedback: r.has_interim_feedback,
    has_final_feedback: r.has_final_feedback,
    skip_update_feedback: r.skip_update_feedback,
    created_by: r.created_by,
    modified_by: r.modified_by,
    created: iso(r.created),
    modified: iso(r.modified),
    domain_name: r.domain_name ?? '',
    created_by_name: r.created_by_name ?? '',
    modified_by_name: r.modified_by_name ?? '',
    disseminated_by_name: r.disseminated_by_name ?? '',
    number_of_files: attachments.length,
  };
}

/** The condition "report `r` is readable by me" (pushes its parameter onto `params`). */
export function reportScopeSql(me: AuthUser, unitCode: string, params: unknown[]): string {
  if (isCentral(me, unitCode)) return 'TRUE';
  params.push(me.domain);
  return REPORTS.partnerScope('r', `$${params.length}`);
}

/** One report by id, only when the user may read it: null otherwise ("not yours" and "not there" look alike). */
export async function readReport(db: Queryable, me: AuthUser, unitCode: string, ref: string, opts: { forUpdate?: boolean } = {}): Promise<ReportRow | null> {
  if (!isUuid(ref)) return null;
  const params: unknown[] = [ref.toLowerCase()];
  const scope = reportScopeSql(me, unitCode, params);
  const r = await db.query<ReportRow>(
    `SELECT ${SELECT} FROM intelligence_reports r ${JOINS}
      WHERE r.id = $1 AND NOT r._deleted AND ${scope} ${opts.forUpdate ? 'FOR UPDATE OF r' : ''}`,
    params,
  );
  return r.rows[0] ?? null;
}

/** A report just written, as the API answers it. */
export async function reportAnswer(db: Queryable, id: string): Promise<Record<string, unknown>> {
  const r = await db.query<ReportRow>(`SELECT ${SELECT} FROM intelligence_reports r ${JOINS} WHERE r.id = $1`, [id]);
  return toReport(r.rows[0]!);
}

export interface ReportListQuery {
  limit: number;
  offset: number;
  ordering: string;
  search?: string;
  downloaded?: boolean;
  /** Only reports with overdue feedback (lib/report-due.ts). */
  overdue?: boolean;
  /** The reports for one recipient organisation (within the reader's scope). */
  domain?: string;
}

/**
 * The list parameters of dissemination-feedback §7: limit, offset, ordering (-disseminated_on by default,
 * disseminated_on, downloaded, -downloaded), search (counted only when longer than 1 character) and
 * downloaded=true|false, and domain (the recipient organisation, the dashboard's link). Unknown parameters are ignored; a known one with a bad value is a 400 naming it.
 */
export function parseReportListQuery(query: (name: string) => string | undefined): ReportListQuery {
  const errors: FieldErrors = {};
  const int = (name: string, dflt: number, max: number): number => {
    const v = query(name);
    if (v === undefined || v === '') return dflt;
    if (!/^\d{1,12}$/.test(v)) {
      errors[name] = ['Must be a whole number of 0 or more'];
      return dflt;
    }
    const n = Number(v);
    if (n > max && name === 'offset') errors[name] = [`At most ${max}`];
    return Math.min(n, max);
  };
  const q: ReportListQuery = { limit: int('limit', REPORT_PAGE, REPORT_MAX_PAGE), offset: int('offset', 0, MAX_OFFSET), ordering: REPORTS.defaultOrdering };
  const ordering = query('ordering');
  if (ordering) {
    if (Object.hasOwn(REPORTS.orderings, ordering)) q.ordering = ordering;
    else errors.ordering = [`Order by one of ${Object.keys(REPORTS.orderings).join(', ')}`];
  }
  const search = query('search')?.trim();
  if (search) {
    if (search.length > MAX_SEARCH) errors.search = [`At most ${MAX_SEARCH} characters`];
    else if (search.includes('\u0000')) errors.search = ['Text must not contain NUL characters'];
    else if (search.length > 1) q.search = search;
  }
  const downloaded = query('downloaded');
  if (downloaded === 'true') q.downloaded = true;
  else if (downloaded === 'false') q.downloaded = false;
  else if (downloaded !== undefined && downloaded !== '') errors.downloaded = ['Must be true or false'];
  const overdue = parseOverdueParam(query('overdue'), errors);
  if (overdue) q.overdue = overdue;
  const domain = query('domain');
  if (domain) {
    if (isDomainCode(domain)) q.domain = domain;
    else errors.domain = ['Unknown organisation'];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return q;
}

/** One page of the reports the user may read and the exact count of all matches; scope and filters in one WHERE. */
export async function listReports(db: Queryable, me: AuthUser, unitCode: string, q: ReportListQuery, now: Date = new Date()): Promise<{ results: Record<string, unknown>[]; count: number }> {
  const params: unknown[] = [];
  const add = (v: unknown) => (params.push(v), `$${params.length}`);
  // The due dates' "today": one parameter, in the count's only when its filter uses it (an unused one has no type).
  let today: string | null = null;
  const todayParam = () => (today ??= add(utcDay(now)));
  const where = ['NOT r._deleted', reportScopeSql(me, unitCode, params)];
  if (q.downloaded !== undefined) where.push(`r.downloaded = ${add(q.downloaded)}`);
  if (q.domain) where.push(`r.domain = ${add(q.domain)}`);
  if (q.search) where.push(`r.search LIKE '%' || lower(${add(likeContains(q.search))}) || '%'`);
  if (q.overdue) where.push(overdueSql(todayParam()));
  const whereSql = where.filter((w) => w !== 'TRUE').join(' AND ');
  const countParams = [...params];
  const page = db.query<ReportRow & DueColumns>(
    `SELECT ${SELECT}, ${dueColumnsSql(todayParam())} FROM intelligence_reports r ${JOINS} ${DUE_JOIN} WHERE ${whereSql}
      ORDER BY ${REPORTS.orderings[q.ordering]} LIMIT ${add(q.limit)} OFFSET ${add(q.offset)}`,
    params,
  );
  const count = db.query<{ n: number }>(`SELECT count(*)::int AS n FROM intelligence_reports r ${DUE_JOIN} WHERE ${whereSql}`, countParams);
  const [rows, n] = await Promise.all([page, count]);
  return { results: rows.rows.map((r) => ({ ...toReport(r), ...dueFields(r) })), count: n.rows[0]?.n ?? 0 };
}

const mapped = (data: Record<string, unknown>): [string, unknown][] => Object.entries(REPORTS.columns).map(([col, value]) => [col, value(data)]);

/** Inserts a new (not yet disseminated) report. */
export async function insertReport(db: Queryable, rec: { id: string; data: Record<string, unknown>; userId: string; now: Date }): Promise<void> {
  const cols: [string, unknown][] = [
    ['id', rec.id],
    ['created_by', rec.userId],
    ['modified_by', rec.userId],
    ['created', rec.now],
    ['modified', rec.now],
    ['data', JSON.stringify(rec.data)],
    ...mapped(rec.data),
  ];
  await db.query(`INSERT INTO intelligence_reports (${cols.map(([c]) => c).join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`, cols.map(([, v]) => v));
}

/** Saves a report's body (its id, creation, dissemination and feedback flags stay). */
export async function updateReport(db: Queryable, id: string, rec: { data: Record<string, unknown>; userId: string; now: Date }): Promise<void> {
  const cols: [string, unknown][] = [['modified_by', rec.userId], ['modified', rec.now], ['data', JSON.stringify(rec.data)], ...mapped(rec.data)];
  await db.query(`UPDATE intelligence_reports SET ${cols.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...cols.map(([, v]) => v)]);
}

/**
 * Disseminates a report: once (the WHERE refuses a second time atomically, even under two simultaneous
 * calls). disseminated_on and disseminated_by are the server's: now and the user. False when it already was.
 */
export async function markDisseminated(db: Queryable, id: string, userId: string, now: Date): Promise<boolean> {
  const r = await db.query(
    `UPDATE intelligence_reports SET disseminated = true, disseminated_on = $2, disseminated_by = $3, modified = $2, modified_by = $3
      WHERE id = $1 AND NOT disseminated`,
    [id, now, userId],
  );
  return (r.rowCount ?? 0) > 0;
}

/** The recipient organisation has downloaded the report (the list's Downloaded Yes). */
export async function markDownloaded(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE intelligence_reports SET downloaded = true WHERE id = $1 AND NOT downloaded', [id]);
}

/** Whether `domain` is an organisation a report may be disseminated to (any but a central unit). */
export async function isRecipientOrganisation(db: Queryable, domain: string): Promise<boolean> {
  const r = await db.query("SELECT 1 FROM organisations WHERE domain = $1 AND org_type <> 'central'", [domain]);
  return (r.rowCount ?? 0) > 0;
}

/** The stored files of a report (media_files, record_kind 'report'). */
export async function reportFileNames(db: Queryable, id: string): Promise<Set<string>> {
  const r = await db.query<{ name: string }>("SELECT name FROM media_files WHERE record_kind = 'report' AND record_id = $1", [id]);
  return new Set(r.rows.map((row) => row.name));
}
