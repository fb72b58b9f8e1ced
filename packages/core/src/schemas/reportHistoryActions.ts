/**
 * What an intelligence report's history calls its entries (issue 11 item 5). Plain data, no zod: the report
 * form's History panel needs only these words (schemas/reportHistory.ts holds the entry's schema).
 */
import type { FeedbackKind } from './feedbackKinds.js';

/** The audit actions that make up a report's history, with what the panel calls them. */
export const REPORT_HISTORY_ACTIONS = {
  'report.create': 'Created',
  'report.update': 'Changed',
  'report.disseminate': 'Disseminated',
  'report.view': 'Viewed',
  'report.download': 'Downloaded',
  'report.feedback': 'Feedback sent',
} as const;
export type ReportHistoryAction = keyof typeof REPORT_HISTORY_ACTIONS;
export const REPORT_HISTORY_ACTION_NAMES = Object.keys(REPORT_HISTORY_ACTIONS) as ReportHistoryAction[];

/** Which questionnaire a 'report.feedback' entry was, as the panel words it. */
export const FEEDBACK_KIND_NOUNS: Record<FeedbackKind, string> = {
  'proactive-interim': 'proactive interim feedback',
  'reactive-interim': 'reactive interim feedback',
  final: 'final feedback',
  'case-update': 'case progress update',
};

/** What an entry says happened: 'Downloaded', 'Feedback sent: final feedback', 'Feedback updated: ...'. */
export function reportHistoryWhat(e: { action: string; feedback_kind?: string | null; change?: string | null }): string {
  const base: string = Object.hasOwn(REPORT_HISTORY_ACTIONS, e.action) ? REPORT_HISTORY_ACTIONS[e.action as ReportHistoryAction] : e.action;
  if (e.action !== 'report.feedback') return base;
  const noun = e.feedback_kind && Object.hasOwn(FEEDBACK_KIND_NOUNS, e.feedback_kind) ? FEEDBACK_KIND_NOUNS[e.feedback_kind as FeedbackKind] : null;
  const verb = e.change === 'update' ? 'Feedback updated' : base;
  return noun ? `${verb}: ${noun}` : verb;
}
