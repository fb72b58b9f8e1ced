/**
 * The queries of feedback: the questionnaires on intelligence reports (report_feedback, 0011) and the older
 * generic and request feedback of the /feedback register (feedback, 0013). Scope rules are in the routes
 * (core's canSendFeedback / canViewFeedbackRegister); the reading rule for a report is here, in the query.
 */
import { randomUUID } from 'node:crypto';
import { isCentral, type FeedbackKind } from '../core.js';
import type { Queryable } from '../db/types.js';
import type { AuthUser } from '../types.js';
import type { FeedbackKindSpec } from './kinds.js';
import { likeContains } from './records.js';

/** A report as the questionnaires see it. */
export interface FeedbackReportRow {
  id: string;
  domain: string;
  disseminated: boolean;
  internal_reference: string;
  external_reference: string | null;
  report_title: string;
  report_type: string;
  has_interim_feedback: boolean;
  has_final_feedback: boolean;
}

const REPORT_COLUMNS = `r.id, r.domain, r.disseminated, r.internal_reference, r.external_reference, r.report_title, r.report_type,
  r.has_interim_feedback, r.has_final_feedback`;

/**
 * The report if this user may read it, else null (a 404): the central unit reads every report; a partner user
 * only the disseminated reports of its own organisation (never an undisseminated one).
 */
export async function readReportForFeedback(db: Queryable, me: AuthUser, unitCode: string, id: string, lock = false): Promise<FeedbackReportRow | null> {
  const params: unknown[] = [id];
  let scope = '';
  if (!isCentral(me, unitCode)) {
    params.push(me.domain);
    scope = ` AND r.domain = $2 AND r.disseminated`;
  }
  const r = await db.query<FeedbackReportRow>(
    `SELECT ${REPORT_COLUMNS} FROM intelligence_reports r WHERE r.id = $1 AND NOT r._deleted${scope}${lock ? ' FOR UPDATE' : ''}`,
    params,
  );
  return r.rows[0] ?? null;
}

/** What the API answers for the report of a questionnaire (internal_reference is shown as the case reference). */
export const reportContext = (r: FeedbackReportRow) => ({
  id: r.id,
  internal_reference: r.internal_reference,
  external_reference: r.external_reference,
  report_title: r.report_title,
  report_type: r.report_type,
  has_interim_feedback: r.has_interim_feedback,
  has_final_feedback: r.has_final_feedback,
});

interface FeedbackRow {
  id: string;
  report_id: string;
  kind: FeedbackKind;
  case_number: string;
  subject_name: string;
  domain: string;
  created_by: string | null;
  modified_by: string | null;
  created: Date;
  modified: Date;
  answers: Record<string, unknown>;
}

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** A questionnaire as the API answers it: the answers, then the fields the server decides. */
export function toFeedback(row: FeedbackRow): Record<string, unknown> {
  return {
    ...row.answers,
    id: row.id,
    report: row.report_id,
    // Always fiu_case_number, whatever the unit's code (core's schema: one shape across deployments).
    fiu_case_number: row.case_number,
    subject_name: row.subject_name,
    domain: row.domain,
    created_by: row.created_by,
    modified_by: row.modified_by,
    created: iso(row.created),
    modified: iso(row.modified),
  };
}

/** The newest answers of one kind for a report, or null. */
export async function latestFeedback(db: Queryable, reportId: string, kind: FeedbackKind): Promise<FeedbackRow | null> {
  const r = await db.query<FeedbackRow>(
    'SELECT * FROM report_feedback WHERE report_id = $1 AND kind = $2 ORDER BY modified DESC, id DESC LIMIT 1',
    [reportId, kind],
  );
  return r.rows[0] ?? null;
}

/** One questionnaire of a kind by id (scope is the report's: checked by the caller). */
export async function readFeedback(db: Queryable, id: string, kind: FeedbackKind, lock = false): Promise<FeedbackRow | null> {
  const r = await db.query<FeedbackRow>(`SELECT * FROM report_feedback WHERE id = $1 AND kind = $2${lock ? ' FOR UPDATE' : ''}`, [id, kind]);
  return r.rows[0] ?? null;
}

/**
 * Saves a questionnaire and sets its report's flag, in the caller's transaction. Case number and subject name
 * are the report's (internal_reference, report_title), whatever the client sent.
 */
export async function insertFeedback(
  tx: Queryable,
  spec: FeedbackKindSpec,
  report: FeedbackReportRow,
  me: AuthUser,
  answers: Record<string, unknown>,
  now: Date,
): Promise<FeedbackRow> {
  const r = await tx.query<FeedbackRow>(
    `INSERT INTO report_feedback (id, report_id, kind, case_number, subject_name, domain, created_by, modified_by, created, modified, answers)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $8, $9) RETURNING *`,
    [randomUUID(), report.id, spec.kind, report.internal_reference, report.report_title, report.domain, me.id, now, JSON.stringify(answers)],
  );
  await setReportFlag(tx, spec, report.id, me, now);
  return r.rows[0]!;
}

export async function updateFeedback(
  tx: Queryable,
  spec: FeedbackKindSpec,
  row: FeedbackRow,
  report: FeedbackReportRow,
  me: AuthUser,
  answers: Record<string, unknown>,
  now: Date,
): Promise<FeedbackRow> {
  const r = await tx.query<FeedbackRow>(
    `UPDATE report_feedback SET answers = $2, case_number = $3, subject_name = $4, modified_by = $5, modified = $6 WHERE id = $1 RETURNING *`,
    [row.id, JSON.stringify(answers), report.internal_reference, report.report_title, me.id, now],
  );
  await setReportFlag(tx, spec, report.id, me, now);
  return r.rows[0]!;
}

async function setReportFlag(tx: Queryable, spec: FeedbackKindSpec, reportId: string, me: AuthUser, now: Date): Promise<void> {
  if (!spec.flag) return;
  // The column name comes from the kind's description (one of two literals), never from the request.
  await tx.query(`UPDATE intelligence_reports SET ${spec.flag} = true, modified = $2, modified_by = $3 WHERE id = $1`, [reportId, now, me.id]);
}

// ── The /feedback register: older generic feedback and feedback on requests ────────────────────────────

interface GenericRow {
  id: string;
  rfi: string | null;
  domain: string;
  created_by: string | null;
  modified_by: string | null;
  created: Date;
  modified: Date;
  data: Record<string, unknown>;
  domain_name: string | null;
  created_by_name: string | null;
}

export function toGeneric(row: GenericRow): Record<string, unknown> {
  return {
    ...row.data,
    id: row.id,
    rfi: row.rfi,
    domain: row.domain,
    created_by: row.created_by,
    modified_by: row.modified_by,
    created: iso(row.created),
    modified: iso(row.modified),
    domain_name: row.domain_name ?? '',
    created_by_name: row.created_by_name ?? '',
  };
}

const GENERIC_SELECT = `SELECT f.id, f.rfi, f.domain, f.created_by, f.modified_by, f.created, f.modified, f.data,
  o.name AS domain_name, u.name AS created_by_name
  FROM feedback f LEFT JOIN organisations o ON o.domain = f.domain LEFT JOIN users u ON u.id = f.created_by`;

/**
 * The register's page, newest first. `domain` null: every organisation (the central unit); else only that
 * organisation's feedback. `search` (already longer than 1 character) matches subject, case numbers, comments.
 */
export async function listGeneric(
  db: Queryable,
  q: { domain: string | null; search?: string; limit: number; offset: number },
): Promise<{ results: Record<string, unknown>[]; count: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (q.domain !== null) {
    params.push(q.domain);
    where.push(`f.domain = $${params.length}`);
  }
  if (q.search) {
    params.push(likeContains(q.search));
    where.push(`f.search LIKE '%' || lower($${params.length}) || '%'`);
  }
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM feedback f${whereSql}`, params);
  const page = await db.query<GenericRow>(
    `${GENERIC_SELECT}${whereSql} ORDER BY f.modified DESC, f.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.limit, q.offset],
  );
  return { results: page.rows.map(toGeneric), count: count.rows[0]?.n ?? 0 };
}

export async function readGeneric(db: Queryable, id: string): Promise<GenericRow | null> {
  const r = await db.query<GenericRow>(`${GENERIC_SELECT} WHERE f.id = $1`, [id]);
  return r.rows[0] ?? null;
}

const genericColumns = (data: Record<string, unknown>) => {
  const text = (k: string) => (typeof data[k] === 'string' ? (data[k] as string) : null);
  return [text('subject_name'), text('case_number'), text('fiu_case_number'), text('other_comments')];
};

export async function insertGeneric(db: Queryable, me: AuthUser, rfi: string | null, data: Record<string, unknown>, now: Date): Promise<GenericRow> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO feedback (id, rfi, domain, subject_name, case_number, fiu_case_number, other_comments, created_by, modified_by, created, modified, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $9, $10)`,
    [id, rfi, me.domain, ...genericColumns(data), me.id, now, JSON.stringify(data)],
  );
  return (await readGeneric(db, id))!;
}

export async function updateGeneric(db: Queryable, id: string, me: AuthUser, rfi: string | null, data: Record<string, unknown>, now: Date): Promise<GenericRow> {
  await db.query(
    `UPDATE feedback SET rfi = $2, subject_name = $3, case_number = $4, fiu_case_number = $5, other_comments = $6, modified_by = $7, modified = $8, data = $9
     WHERE id = $1`,
    [id, rfi, ...genericColumns(data), me.id, now, JSON.stringify(data)],
  );
  return (await readGeneric(db, id))!;
}
