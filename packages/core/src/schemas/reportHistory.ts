/**
 * An intelligence report's history (issue 11 item 5): who opened, downloaded, sent feedback on or changed the
 * report, when, and from which organisation. The server reads it from the audit log (GET
 * /api/intelligence/{id}/history); the report form's History panel shows it, newest first.
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { REPORT_HISTORY_ACTION_NAMES } from './reportHistoryActions.js';

export * from './reportHistoryActions.js';

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
