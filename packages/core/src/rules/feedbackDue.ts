/**
 * What a recipient owes next on a report and by when (issue 11 item 5), from the list answer's due fields. No
 * zod here: the IR list reads this without the record schemas (its first-load budget).
 */

/** Which feedback a due date is for. */
export type FeedbackDue = 'interim' | 'final';

/** The due fields of a report in the list answer (dates as YYYY-MM-DD, in UTC). */
export interface ReportDueFields {
  interim_due_on?: string | null;
  final_due_on?: string | null;
  /** The earliest feedback past its due date and not given; null when nothing is overdue. */
  overdue?: FeedbackDue | null;
  has_interim_feedback?: boolean | null;
  has_final_feedback?: boolean | null;
}

/**
 * The feedback a recipient owes next and by when: the interim until it (or the final) is given, then the final;
 * null when nothing is owed (not disseminated, no period for its type, or the final feedback given).
 */
export function nextFeedbackDue(r: ReportDueFields): { due: FeedbackDue; on: string; overdue: boolean } | null {
  if (r.has_final_feedback) return null;
  if (!r.has_interim_feedback && r.interim_due_on) return { due: 'interim', on: r.interim_due_on, overdue: r.overdue === 'interim' };
  if (r.final_due_on) return { due: 'final', on: r.final_due_on, overdue: r.overdue === 'final' };
  return null;
}
