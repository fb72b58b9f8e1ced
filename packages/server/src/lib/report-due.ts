/**
 * Feedback due dates (issue 11 item 5), in SQL: the one place that says when a report's interim and final
 * feedback are due and when they are overdue. The list (lib/intelligence.ts), its Overdue filter and the
 * reminder scan (jobs/reminders.ts) all use these expressions, so they never disagree.
 *
 * A report's feedback is due `interim_days` / `final_days` (report_due_periods, per report type) after the day
 * it was disseminated (UTC). It is overdue from the day after its due date while it has not been given:
 * the interim while neither interim nor final feedback exists (a final feedback answers for both), the final
 * while no final feedback exists. Undisseminated reports and types without a period have no due dates.
 */
import type { DuePeriod, FeedbackDue } from '../core.js';
import type { Queryable } from '../db/types.js';
import { badRequest, type FieldErrors } from './errors.js';

/** Joined to intelligence_reports `r`: the periods of the report's type. */
export const DUE_JOIN = 'LEFT JOIN report_due_periods dp ON dp.report_type = r.report_type';

const day = (col: string) => `((${col}) AT TIME ZONE 'UTC')::date`;
const interimDueOn = `CASE WHEN r.disseminated THEN ${day('r.disseminated_on')} + dp.interim_days END`;
const finalDueOn = `CASE WHEN r.disseminated THEN ${day('r.disseminated_on')} + dp.final_days END`;

/** "The interim feedback is overdue on `today`" (a SQL date parameter), for report `r` joined with DUE_JOIN. */
export const interimOverdueSql = (today: string) => `(NOT r.has_interim_feedback AND NOT r.has_final_feedback AND ${today}::date > ${interimDueOn})`;
/** "The final feedback is overdue on `today`". */
export const finalOverdueSql = (today: string) => `(NOT r.has_final_feedback AND ${today}::date > ${finalDueOn})`;
/** Either feedback overdue (the list's Overdue filter). */
export const overdueSql = (today: string) => `(${interimOverdueSql(today)} OR ${finalOverdueSql(today)})`;

/** The select list's due columns: interim_due_on, final_due_on (text, YYYY-MM-DD) and overdue ('interim', 'final' or null). */
export const dueColumnsSql = (today: string) =>
  `to_char(${interimDueOn}, 'YYYY-MM-DD') AS interim_due_on, to_char(${finalDueOn}, 'YYYY-MM-DD') AS final_due_on,
   CASE WHEN ${interimOverdueSql(today)} THEN 'interim' WHEN ${finalOverdueSql(today)} THEN 'final' END AS overdue`;

/** The UTC day of `now`, as the SQL date parameter the expressions above compare with. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

export interface DueColumns {
  interim_due_on?: string | null;
  final_due_on?: string | null;
  overdue?: FeedbackDue | null;
}

/** The due fields of a list row as the API answers them. */
export const dueFields = (r: DueColumns): Required<DueColumns> => ({
  interim_due_on: r.interim_due_on ?? null,
  final_due_on: r.final_due_on ?? null,
  overdue: r.overdue ?? null,
});

/** The list's `overdue` parameter: true (only overdue reports) or false/absent (all). */
export function parseOverdueParam(value: string | undefined, errors: FieldErrors): boolean | undefined {
  if (value === undefined || value === '' || value === 'false') return undefined;
  if (value === 'true') return true;
  errors.overdue = ['Must be true or false'];
  return undefined;
}

/** Every report type's periods, in the order of the report types' list. */
export async function readDuePeriods(db: Queryable, order: readonly string[]): Promise<DuePeriod[]> {
  const r = await db.query<DuePeriod>('SELECT report_type, interim_days, final_days FROM report_due_periods');
  const at = (t: string) => (order.includes(t) ? order.indexOf(t) : order.length);
  return r.rows.sort((a, b) => at(a.report_type) - at(b.report_type) || a.report_type.localeCompare(b.report_type));
}

/** Sets the given report types' periods (a type without a row yet gets one). */
export async function saveDuePeriods(db: Queryable, periods: readonly DuePeriod[], userId: string, now: Date): Promise<void> {
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  periods.forEach((p, i) => {
    if (seen.has(p.report_type)) errors[`results.${i}.report_type`] = ['This report type is given twice'];
    seen.add(p.report_type);
  });
  if (Object.keys(errors).length) throw badRequest(errors);
  for (const p of periods) {
    await db.query(
      `INSERT INTO report_due_periods (report_type, interim_days, final_days, modified_by, modified) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (report_type) DO UPDATE SET interim_days = $2, final_days = $3, modified_by = $4, modified = $5`,
      [p.report_type, p.interim_days, p.final_days, userId, now],
    );
  }
}
