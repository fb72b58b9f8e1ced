/**
 * Cases, their subjects and their handler assignments (core-records §2.8, §3.8, §4.3): the SQL. Every rule is
 * the route's (core's canSeeCases, canSeeCaseAssignments, canChangeCaseHandlerStatus); this file reads and writes.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import type { AuthUser } from '../types.js';
import { likeContains } from './records.js';

export interface CaseSubjectOut {
  id: string;
  suspect: string;
  /** The subject's readable ID and name, for the list and the picker. */
  suspectid: string | null;
  name: string;
}

export interface CaseAssignmentOut {
  id: string;
  case: string;
  handler: string;
  handler_name: string;
  handler_username: string;
  status: 'open' | 'archived';
}

export interface CaseOut {
  id: string;
  label: string;
  domain: string;
  created_by: string | null;
  modified_by: string | null;
  created: string;
  modified: string;
  suspects: CaseSubjectOut[];
  assignments: CaseAssignmentOut[];
}

interface CaseRow {
  id: string;
  label: string;
  domain: string;
  created_by: string | null;
  modified_by: string | null;
  created: Date | string;
  modified: Date | string;
}

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** The cases with these ids, their subjects and assignments, in the order of `ids`. */
async function readCases(db: Queryable, ids: string[]): Promise<CaseOut[]> {
  if (ids.length === 0) return [];
  const [cases, subjects, assignments] = await Promise.all([
    db.query<CaseRow>('SELECT id, label, domain, created_by, modified_by, created, modified FROM cases WHERE id = ANY($1::uuid[])', [ids]),
    db.query<{ id: string; case_id: string; suspect: string; suspectid: string | null; surname: string | null; othernames: string | null }>(
      `SELECT cs.id, cs.case_id, cs.suspect, s.suspectid, s.surname, s.othernames
         FROM case_subjects cs JOIN subjects s ON s.id = cs.suspect
        WHERE cs.case_id = ANY($1::uuid[]) ORDER BY s.surname, s.othernames, cs.id`,
      [ids],
    ),
    db.query<{ id: string; case_id: string; handler: string; name: string; username: string; status: 'open' | 'archived' }>(
      `SELECT a.id, a.case_id, a.handler, u.name, u.username, a.status
         FROM case_assignments a JOIN users u ON u.id = a.handler
        WHERE a.case_id = ANY($1::uuid[]) ORDER BY u.name, a.id`,
      [ids],
    ),
  ]);
  const byId = new Map<string, CaseOut>();
  for (const r of cases.rows) {
    byId.set(r.id, {
      id: r.id,
      label: r.label,
      domain: r.domain,
      created_by: r.created_by,
      modified_by: r.modified_by,
      created: iso(r.created),
      modified: iso(r.modified),
      suspects: [],
      assignments: [],
    });
  }
  for (const s of subjects.rows) {
    byId.get(s.case_id)?.suspects.push({
      id: s.id,
      suspect: s.suspect,
      suspectid: s.suspectid,
      name: [s.surname, s.othernames].filter(Boolean).join(' '),
    });
  }
  for (const a of assignments.rows) {
    byId.get(a.case_id)?.assignments.push({ id: a.id, case: a.case_id, handler: a.handler, handler_name: a.name, handler_username: a.username, status: a.status });
  }
  return ids.map((id) => byId.get(id)).filter((c): c is CaseOut => c !== undefined);
}

export async function readCase(db: Queryable, id: string): Promise<CaseOut | null> {
  return (await readCases(db, [id]))[0] ?? null;
}

export interface CaseListQuery {
  limit: number;
  offset: number;
  /** Longer than one character: matches the label. */
  search?: string;
  /** The cases holding this subject. */
  suspect?: string;
  /** The cases assigned to this handler (assigned=me); with `status`, the handler's own status there. */
  handler?: string;
  /** Cases with an assignment of this status (the handler's, when `handler` is given). */
  status?: 'open' | 'archived';
}

/** One page of cases, newest change first, and the count of all that match. */
export async function listCases(db: Queryable, q: CaseListQuery): Promise<{ results: CaseOut[]; count: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (q.search) {
    params.push(likeContains(q.search));
    where.push(`c.search LIKE '%' || lower($${params.length}) || '%'`);
  }
  if (q.suspect) {
    params.push(q.suspect);
    where.push(`EXISTS (SELECT 1 FROM case_subjects cs WHERE cs.case_id = c.id AND cs.suspect = $${params.length})`);
  }
  if (q.handler !== undefined || q.status !== undefined) {
    const cond = ['a.case_id = c.id'];
    if (q.handler !== undefined) cond.push(`a.handler = $${params.push(q.handler)}`);
    if (q.status !== undefined) cond.push(`a.status = $${params.push(q.status)}`);
    where.push(`EXISTS (SELECT 1 FROM case_assignments a WHERE ${cond.join(' AND ')})`);
  }
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const [count, page] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cases c${whereSql}`, params),
    db.query<{ id: string }>(
      `SELECT c.id FROM cases c${whereSql} ORDER BY c.modified DESC, c.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.limit, q.offset],
    ),
  ]);
  return { results: await readCases(db, page.rows.map((r) => r.id)), count: count.rows[0]?.n ?? 0 };
}

/** Which of these subject ids are missing (or deleted). */
export async function missingSubjects(db: Queryable, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const r = await db.query<{ id: string }>('SELECT id FROM subjects WHERE id = ANY($1::uuid[]) AND NOT _deleted', [ids]);
  const found = new Set(r.rows.map((x) => x.id));
  return ids.filter((id) => !found.has(id));
}

/** Which of these user ids are not users of the central unit (role = unitCode): only they handle cases. */
export async function notHandlers(db: Queryable, ids: string[], unitCode: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const r = await db.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::uuid[]) AND role = $2', [ids, unitCode]);
  const found = new Set(r.rows.map((x) => x.id));
  return ids.filter((id) => !found.has(id));
}

export interface CaseWrite {
  label: string;
  suspects: string[];
  /** null: leave the assignments as they are. */
  assignments: { handler: string; status: 'open' | 'archived' }[] | null;
}

export async function insertCase(db: Queryable, me: AuthUser, w: CaseWrite, now: Date): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO cases (id, label, domain, created_by, modified_by, created, modified) VALUES ($1, $2, $3, $4, $4, $5, $5)', [
    id,
    w.label,
    me.domain,
    me.id,
    now,
  ]);
  await writeChildren(db, me, id, w, now);
  return id;
}

export async function updateCase(db: Queryable, me: AuthUser, id: string, w: CaseWrite, now: Date): Promise<void> {
  await db.query('UPDATE cases SET label = $2, modified_by = $3, modified = $4 WHERE id = $1', [id, w.label, me.id, now]);
  await writeChildren(db, me, id, w, now);
}

/** The case's subjects become exactly `w.suspects`; its assignments exactly `w.assignments` (kept ids for kept handlers). */
async function writeChildren(db: Queryable, me: AuthUser, caseId: string, w: CaseWrite, now: Date): Promise<void> {
  await db.query('DELETE FROM case_subjects WHERE case_id = $1 AND NOT (suspect = ANY($2::uuid[]))', [caseId, w.suspects]);
  for (const suspect of w.suspects) {
    await db.query('INSERT INTO case_subjects (id, case_id, suspect) VALUES ($1, $2, $3) ON CONFLICT (case_id, suspect) DO NOTHING', [randomUUID(), caseId, suspect]);
  }
  if (w.assignments === null) return;
  await db.query('DELETE FROM case_assignments WHERE case_id = $1 AND NOT (handler = ANY($2::uuid[]))', [caseId, w.assignments.map((a) => a.handler)]);
  for (const a of w.assignments) {
    await db.query(
      `INSERT INTO case_assignments (id, case_id, handler, status, modified_by, modified) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (case_id, handler) DO UPDATE SET status = EXCLUDED.status,
         modified_by = CASE WHEN case_assignments.status = EXCLUDED.status THEN case_assignments.modified_by ELSE EXCLUDED.modified_by END,
         modified = CASE WHEN case_assignments.status = EXCLUDED.status THEN case_assignments.modified ELSE EXCLUDED.modified END`,
      [randomUUID(), caseId, a.handler, a.status, me.id, now],
    );
  }
}

export interface AssignmentRow {
  id: string;
  case_id: string;
  handler: string;
  handler_username: string;
  status: 'open' | 'archived';
}

export async function readAssignment(db: Queryable, id: string, lock = false): Promise<AssignmentRow | null> {
  const r = await db.query<AssignmentRow>(
    `SELECT a.id, a.case_id, a.handler, u.username AS handler_username, a.status
       FROM case_assignments a JOIN users u ON u.id = a.handler WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

export async function setAssignmentStatus(db: Queryable, me: AuthUser, id: string, status: 'open' | 'archived', now: Date): Promise<void> {
  await db.query('UPDATE case_assignments SET status = $2, modified_by = $3, modified = $4 WHERE id = $1', [id, status, me.id, now]);
}
