/**
 * fiu-feedback-form: the feedback questionnaires on an intelligence report (dissemination-feedback §2
 * "Feedback forms", §3, §4 "Feedback submit").
 *
 * The lifecycle (load, draft kept across a reload or a failed submit, live validation with core's schema for the
 * kind, save, back) and the frame are the shared record form's (shared/forms); the questions are core's
 * (feedbackQuestions.ts). §4: locked while sending; 'Submitted' (or 'Updated') and back to /ireport after 2 s,
 * locked until then; 'Failed' as a warning and unlocked, the answers still in the form.
 */
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { FeedbackReport } from '@fiu/core/api/feedback';
import { reportTypeLabel } from '@fiu/core/refdata/intelligenceLists';
import { FEEDBACK_QUESTIONNAIRES } from '@fiu/core/schemas/feedbackQuestions';
import { isFeedbackKind, type FeedbackKind } from '@fiu/core/schemas/feedbackPaths';
import { Button } from '@fiu/ui/Button';
import { EmptyState } from '@fiu/ui/EmptyState';
import { ToastProvider, useToast } from '@fiu/ui/ToastProvider';
import type { ElementProps, Emit } from '../define/types';
import { RecordFormFrame } from '../shared/forms/RecordFormFrame';
import { recordFormCss } from '../shared/forms/recordForm.css';
import { useRecordForm } from '../shared/forms/useRecordForm';
import { feedbackFormCss } from './feedback-form.css';
import { FEEDBACK_TEXT, feedbackRecordKind } from './kind';
import { Question } from './Question';

export const css = recordFormCss + feedbackFormCss;

export interface FeedbackFormProps {
  kind?: string;
  reportId?: string;
  /** The report from the list's route state: its id, or the row with its id. */
  report?: unknown;
  readonly?: boolean;
}

/** The report's id from the attribute, else from the property (an id or an object with one). */
export function reportIdOf(reportId: unknown, report: unknown): string {
  if (typeof reportId === 'string' && reportId.trim()) return reportId.trim();
  if (typeof report === 'string') return report.trim();
  const id = report && typeof report === 'object' ? (report as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id.trim() : '';
}

export const NO_REPORT = 'Open this questionnaire from the Intelligence Reports list: no report was given.';
export const UNKNOWN_KIND = 'Unknown questionnaire.';
export const NOTHING_TO_VIEW = 'No case progress update has been sent for this report yet.';

export default function FeedbackFormElement(props: ElementProps<FeedbackFormProps>): ReactElement {
  const kind = props.kind ?? '';
  const report = reportIdOf(props.reportId, props.report);
  const problem = !isFeedbackKind(kind) ? UNKNOWN_KIND : !report ? NO_REPORT : null;
  return (
    <ToastProvider>
      {problem || !isFeedbackKind(kind) ? (
        <div className="fiu-rf fiu-rf--state" part="form">
          <EmptyState title={problem ?? UNKNOWN_KIND} action={<Button onClick={() => props.emit('fiu-back', { path: '/ireport' })}>Back</Button>} />
        </div>
      ) : (
        <FeedbackForm key={`${kind}:${report}`} emit={props.emit} mode={props.mode} kind={kind} report={report} readonly={props.readonly === true} />
      )}
    </ToastProvider>
  );
}

interface FormProps {
  emit: Emit;
  mode?: string;
  kind: FeedbackKind;
  report: string;
  readonly: boolean;
}

function FeedbackForm({ emit, mode, kind, report, readonly }: FormProps): ReactElement {
  const toast = useToast();
  const questionnaire = FEEDBACK_QUESTIONNAIRES[kind];
  const [context, setContext] = useState<FeedbackReport | null>(null);
  /** Sent: the form stays locked until it goes back to the list. */
  const [sent, setSent] = useState(false);
  const recordKind = useMemo(
    () => feedbackRecordKind({ kind, report, readonly, noun: questionnaire.title.toLowerCase(), onReport: setContext }),
    [kind, report, readonly, questionnaire.title],
  );
  const emitSeen: Emit = (name, detail) => {
    if (name === 'fiu-saved') setSent(true);
    emit(name, name === 'fiu-saved' ? { kind, id: (detail as { id?: string } | undefined)?.id } : detail);
  };
  const form = useRecordForm(recordKind, { emit: emitSeen, mode, id: report });
  const { b } = form;

  // §4: on failure 'Failed' as a warning; the form unlocks with the answers still in it (and in the draft).
  const shown = useRef(form.failure);
  useEffect(() => {
    if (form.failure && form.failure !== shown.current) toast.warning(FEEDBACK_TEXT.failed);
    shown.current = form.failure;
  }, [form.failure, toast]);

  if (form.phase.state === 'ready' && readonly && form.isNew) {
    return (
      <div className="fiu-rf fiu-rf--state" part="form">
        <EmptyState title={NOTHING_TO_VIEW} action={<Button onClick={form.back}>Back</Button>} />
      </div>
    );
  }

  const locked = form.sending || sent;
  // The frame disables Submit while sending: after a success it stays so until the page goes back to the list.
  const framed = sent ? { ...form, sending: true, save: async () => {} } : form;

  return (
    <RecordFormFrame
      form={framed}
      heading={questionnaire.title}
      title={questionnaire.title}
      code={{ label: 'Case Reference', value: context?.internal_reference }}
      labels={{ fields: Object.fromEntries(questionnaire.sections.flatMap((s) => s.questions.map((q) => [q.name, q.label]))), items: {} }}
      submitLabel={FEEDBACK_TEXT.submit}
      readOnlyNote={readonly ? 'These answers were sent and can no longer be changed here.' : undefined}
      meta={
        context ? (
          <>
            <span>
              Report <strong>{context.report_title}</strong>
            </span>
            <span>
              Type <strong>{reportTypeLabel(context.report_type)}</strong>
            </span>
            {context.external_reference ? (
              <span>
                External reference <strong>{context.external_reference}</strong>
              </span>
            ) : null}
          </>
        ) : null
      }
    >
      <p className="fb-intro">{questionnaire.intro}</p>
      <fieldset className="fb-lock" disabled={locked} aria-busy={form.sending || undefined}>
        {questionnaire.sections.map((section) => (
          <fieldset key={section.legend} className="fiu-rf__section fb-section">
            <legend className="fiu-rf__section-title">{section.legend}</legend>
            {section.questions.map((q) => (
              <Question key={q.name} q={q} b={b} />
            ))}
          </fieldset>
        ))}
      </fieldset>
    </RecordFormFrame>
  );
}
