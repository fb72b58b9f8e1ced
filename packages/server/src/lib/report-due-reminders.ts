/**
 * The queries of the overdue-feedback reminders (issue 11 item 5; the job is jobs/report-reminders.ts): which
 * reports are overdue and not yet reminded, the report a reminder is about, the record that it was sent, and
 * who receives it. "Overdue" is lib/report-due.ts's rule, the same as the list's.
 */
import { ADMIN_LIKE_ROLES, type FeedbackDue } from '../core.js';
import type { Queryable } from '../db/types.js';
import { DUE_JOIN, finalOverdueSql, interimOverdueSql, utcDay } from './report-due.js';

export const REMINDER_JOB = 'report-reminder';

/**
 * Queues one reminder job per report and overdue feedback that has no reminder yet (the job's key makes it
 * once, even when scans overlap or run on several servers). Answers how many were queued.
 */
export async function enqueueOverdueReminders(db: Queryable, now: Date): Promise<number> {
  const r = await db.query(
    `INSERT INTO jobs (id, kind, key, payload, run_after, created)
     SELECT gen_random_uuid(), $2, $2 || ':' || r.id || ':' || v.due, jsonb_build_object('report', r.id, 'due', v.due), $3, $3
       FROM intelligence_reports r ${DUE_JOIN}
       CROSS JOIN LATERAL (VALUES ('interim', ${interimOverdueSql('$1')}), ('final', ${finalOverdueSql('$1')})) AS v (due, late)
      WHERE NOT r._deleted AND r.disseminated AND v.late
        AND NOT EXISTS (SELECT 1 FROM report_reminders rr WHERE rr.report_id = r.id AND rr.due = v.due)
     ON CONFLICT (key) DO NOTHING`,
    [utcDay(now), REMINDER_JOB, now],
  );
  return r.rowCount ?? 0;
}

export interface ReminderTarget {
  id: string;
  internal_reference: string;
  report_title: string;
  domain: string;
  organisation: string | null;
  disseminated_on: Date;
  due_on: string;
  overdue: boolean;
}

/** The report a reminder is about, locked for the transaction; null when it is gone. `overdue` is re-checked now. */
export async function readReminderTarget(tx: Queryable, reportId: string, due: FeedbackDue, now: Date): Promise<ReminderTarget | null> {
  const late = due === 'interim' ? interimOverdueSql('$2') : finalOverdueSql('$2');
  const days = due === 'interim' ? 'dp.interim_days' : 'dp.final_days';
  const r = await tx.query<ReminderTarget>(
    `SELECT r.id, r.internal_reference, r.report_title, r.domain, o.name AS organisation, r.disseminated_on,
            to_char(((r.disseminated_on) AT TIME ZONE 'UTC')::date + ${days}, 'YYYY-MM-DD') AS due_on, coalesce(${late}, false) AS overdue
       FROM intelligence_reports r ${DUE_JOIN} LEFT JOIN organisations o ON o.domain = r.domain
      WHERE r.id = $1 AND NOT r._deleted AND r.disseminated FOR UPDATE OF r`,
    [reportId, utcDay(now)],
  );
  return r.rows[0] ?? null;
}

/** Records that the reminder was sent; false when it already was (then nothing is sent again). */
export async function recordReminder(tx: Queryable, rec: { reportId: string; due: FeedbackDue; dueOn: string; recipients: number; now: Date }): Promise<boolean> {
  const r = await tx.query(
    `INSERT INTO report_reminders (report_id, due, due_on, recipients, sent) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [rec.reportId, rec.due, rec.dueOn, rec.recipients, rec.now],
  );
  return (r.rowCount ?? 0) > 0;
}

/** Who is reminded: the recipient organisation's active admin-like users (core's ADMIN_LIKE_ROLES) with an address. */
export async function reminderRecipients(tx: Queryable, domain: string): Promise<{ name: string; email: string }[]> {
  const r = await tx.query<{ name: string; email: string }>(
    `SELECT name, email FROM users WHERE domain = $1 AND active AND role = ANY($2::text[]) AND email <> '' ORDER BY lower(email)`,
    [domain, ADMIN_LIKE_ROLES],
  );
  return r.rows;
}
