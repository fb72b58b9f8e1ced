/**
 * An intelligence report's history (issue 11 item 5): who opened, downloaded, sent feedback on or changed the
 * report, when, and from which organisation. The server reads it from the audit log (GET
 * /api/intelligence/{id}/history); the report form's History panel shows it, newest first.
 */
import './zodConfig.js';
import * as z from 'zod/mini';
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

/** One entry as the server answers it. */
export const reportHistoryEntrySchema = z.strictObject({
  id: z.string(),
  /** ISO date-time. */
  at: z.string(),
  action: z.enum(REPORT_HISTORY_ACTION_NAMES),
  /** 'username@domain' as the audit log holds it. */
  actor: z.string(),
  /** The user's display name when the user still exists. */
  actor_name: z.nullable(z.string()),
  /** The acting organisation's code and name. */
  domain: z.nullable(z.string()),
  domain_name: z.nullable(z.string()),
  /** For feedback: which questionnaire, and whether it was sent first or updated. */
  feedback_kind: z.nullable(z.string()),
  change: z.nullable(z.enum(['create', 'update'])),
});
export type ReportHistoryEntry = z.infer<typeof reportHistoryEntrySchema>;

/** What an entry says happened: 'Downloaded', 'Feedback sent: final feedback', 'Feedback updated: ...'. */
export function reportHistoryWhat(e: Pick<ReportHistoryEntry, 'action' | 'feedback_kind' | 'change'>): string {
  const base: string = REPORT_HISTORY_ACTIONS[e.action] ?? e.action;
  if (e.action !== 'report.feedback') return base;
  const noun = e.feedback_kind && Object.hasOwn(FEEDBACK_KIND_NOUNS, e.feedback_kind) ? FEEDBACK_KIND_NOUNS[e.feedback_kind as FeedbackKind] : null;
  const verb = e.change === 'update' ? 'Feedback updated' : base;
  return noun ? `${verb}: ${noun}` : verb;
}
