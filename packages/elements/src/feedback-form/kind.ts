/**
 * A feedback questionnaire as a record kind of the shared form lifecycle (shared/forms/useRecordForm). The
 * "record id" the lifecycle loads is the report's: its context call answers the report and this kind's answers
 * already sent, so the form opens as an update (PUT) when there are some and as a new questionnaire otherwise.
 */
import { context, submit, update, type FeedbackReport } from '@fiu/core/api/feedback';
import { getConfig } from '@fiu/core/config';
import { canUseFeedbackButtons } from '@fiu/core/permissions/intelligence';
import type { FeedbackKind } from '@fiu/core/schemas/feedbackPaths';
import type { Rec } from '../shared/forms/paths';
import type { RecordKind } from '../shared/forms/useRecordForm';

export type FeedbackRecord = Rec;

/** §4 "Feedback submit": the texts and the delay before returning to /ireport. */
export const FEEDBACK_TEXT = { submitted: 'Submitted', updated: 'Updated', failed: 'Failed', submit: 'Submit' } as const;
export const BACK_TO_LIST_MS = 2000;

export interface FeedbackKindOptions {
  kind: FeedbackKind;
  report: string;
  readonly: boolean;
  /** Which questionnaire this is, as users name it: 'proactive interim feedback'. */
  noun: string;
  /** The report's context arrived (shown in the header). */
  onReport(report: FeedbackReport): void;
}

export function feedbackRecordKind(o: FeedbackKindOptions): RecordKind<FeedbackRecord> {
  return {
    kind: o.kind,
    noun: o.noun,
    nouns: o.noun,
    listPath: '/ireport',
    draftScope: o.report,
    load: async (report) => {
      const ctx = await context(o.kind, report);
      o.onReport(ctx.report);
      // A new questionnaire starts with what the server copies from the report anyway (the live check needs it).
      return (ctx.feedback ?? { report: ctx.report.id, fiu_case_number: ctx.report.internal_reference, subject_name: ctx.report.report_title }) as FeedbackRecord;
    },
    blank: () => ({ report: o.report }),
    rules: () => import('./rules').then((m) => m.checkFeedback(o.kind)),
    isReadOnly: () => o.readonly,
    mayChange: (user, mode) => mode !== 'investigate' && canUseFeedbackButtons(user, { unitCode: getConfig().unitCode }),
    create: (record) => submit(o.kind, o.report, record) as Promise<FeedbackRecord>,
    update: (id, record) => update(o.kind, id, record) as Promise<FeedbackRecord>,
    savedText: (wasNew) => (wasNew ? FEEDBACK_TEXT.submitted : FEEDBACK_TEXT.updated),
    navigateDelayMs: BACK_TO_LIST_MS,
  };
}
