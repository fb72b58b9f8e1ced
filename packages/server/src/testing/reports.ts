/**
 * An intelligence report written straight into the database, for tests of what hangs off a report (its
 * feedback) before or apart from the report routes. Not shipped.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';

export interface TestReport {
  id?: string;
  domain: string;
  report_title?: string;
  report_type?: string;
  internal_reference?: string;
  external_reference?: string | null;
  disseminated?: boolean;
  has_interim_feedback?: boolean;
  has_final_feedback?: boolean;
}

export async function insertReport(db: Queryable, r: TestReport, now = new Date()): Promise<string> {
  const id = r.id ?? randomUUID();
  const row = {
    report_title: r.report_title ?? 'Flows through shell companies',
    report_type: r.report_type ?? 'Disclosure',
    internal_reference: r.internal_reference ?? `FIU/IR/${id.slice(0, 8).toUpperCase()}`,
    external_reference: r.external_reference === undefined ? 'ECA/CASE/2026/17' : r.external_reference,
  };
  const disseminated = r.disseminated ?? true;
  await db.query(
    `INSERT INTO intelligence_reports (id, report_title, report_type, internal_reference, external_reference, domain, disseminated,
       disseminated_on, has_interim_feedback, has_final_feedback, created, modified, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12)`,
    [id, row.report_title, row.report_type, row.internal_reference, row.external_reference, r.domain, disseminated, disseminated ? now : null,
      r.has_interim_feedback ?? false, r.has_final_feedback ?? false, now, JSON.stringify({ ...row, domain: r.domain, attachments: [] })],
  );
  return id;
}
