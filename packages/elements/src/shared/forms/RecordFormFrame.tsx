/**
 * The frame every record form shares: the header (Back, title, the record's code, organisation, status,
 * modified), the notices (read-only, restored draft), the failures (network, the server's Errors panel, a
 * partly saved record), the form itself, and the actions (Save, Back, unsaved mark, the count of fields to
 * correct). The states before a form exists (loading, not found, not loaded, may not add) are drawn here too.
 */
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { RECORDS_MSG } from '@fiu/core/messages.records';
import { formatLongDateTime } from '@fiu/core/format/date';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { EmptyState } from '@fiu/ui/EmptyState';
import { FormActions } from '@fiu/ui/FormActions';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { Spinner } from '@fiu/ui/Spinner';
import { useSession } from '../../define/useSession';
import { StatusBadge } from '../StatusBadge';
import type { FieldLabels } from './errorText';
import { lazyPart } from './lazyPart';
import type { Rec } from './paths';
import type { ReadOnlyReason, RecordForm } from './useRecordForm';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The frame's texts (ours: the spec prints none of them but 'An error occurred while saving' and 'Errors'). */
export const FORM_TEXT = {
  restored: 'Restored unsaved changes',
  discard: 'Discard changes',
  unsaved: 'Unsaved changes',
  codeOnSave: 'given when saved',
  kept: 'Nothing was saved. Everything you entered is still in the form: correct it if needed and press Save again.',
  keptOffline: 'Nothing was saved. Everything you entered is still in the form: check the connection and press Save again.',
  saved: (noun: string) => `${cap(noun)} saved`,
  notFound: (noun: string) => `${cap(noun)} not found`,
  notFoundBody: (noun: string) => `This ${noun} does not exist, or your organisation may not see it.`,
  notLoaded: (noun: string) => `The ${noun} could not be loaded.`,
  partly: (noun: string, what: string) => `The ${noun} was saved, but not ${what}`,
  partlyBody: 'Press Save to try again: everything else is saved.',
  restoredAt: (at: string) => `Your changes of ${formatLongDateTime(at)} are back in the form. They are not saved yet.`,
  restoredChanged: (noun: string) => `Your unsaved changes are back in the form, but the ${noun} was changed by someone else since: check it before saving.`,
  fixFields: (n: number) => (n === 1 ? 'Check the field marked in red.' : `Check the ${n} fields marked in red.`),
  readOnly: (reason: ReadOnlyReason, noun: string, nouns: string): string =>
    reason === 'investigate'
      ? `${cap(nouns)} cannot be changed from this page.`
      : reason === 'no-permission'
        ? `Your role does not allow changing ${nouns}.`
        : `This ${noun} belongs to another organisation: you can view it but not change it.`,
  cannotAdd: (reason: ReadOnlyReason, nouns: string): string =>
    reason === 'investigate' ? `${cap(nouns)} cannot be added from this page.` : `Your role does not allow adding ${nouns}.`,
} as const;

/** The 'Errors' box of a refused save: its own chunk, fetched once the form is shown. */
const SaveErrors = lazyPart<import('./SaveErrors').SaveErrorsProps>(() => import('./SaveErrors'));

export interface RecordFormFrameProps<R extends Rec> {
  form: RecordForm<R>;
  /** The title of an existing record (its name); a new one is 'New <noun>'. */
  title: string;
  /** The record's code: 'Subject ID' and its value (the server gives it on the first save). */
  code: { label: string; value: unknown };
  /** Field and list-item labels, for the Errors panel. */
  labels: FieldLabels;
  /** More facts for the header line. */
  meta?: ReactNode;
  /** The heading in place of the record's title / 'New <noun>' (a questionnaire keeps its own name). */
  heading?: string;
  /** The submit button's label (default 'Save'). */
  submitLabel?: string;
  /** The read-only notice's text in place of the reason's (a form that is a view). */
  readOnlyNote?: string;
  children: ReactNode;
}

export function RecordFormFrame<R extends Rec>({ form, title, code, labels, meta, heading: ownHeading, submitLabel = 'Save', readOnlyNote, children }: RecordFormFrameProps<R>): ReactElement {
  const organisation = useSession((s) => s.organisation);
  const errorsRef = useRef<HTMLDivElement>(null);
  const { kind, phase, failure, base } = form;
  const { noun, nouns } = kind;

  useEffect(() => {
    if (failure) errorsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [failure]);
  // Fetch the Errors box while the user fills the form, so a refused save shows it at once.
  const ready = phase.state === 'ready';
  useEffect(() => {
    if (!ready) return undefined;
    const t = setTimeout(() => SaveErrors.preload(), 200);
    return () => clearTimeout(t);
  }, [ready]);

  const backButton = (
    <Button variant="ghost" onClick={form.back} className="fiu-rf__back">
      <span aria-hidden="true">←</span> Back
    </Button>
  );
  const state = (content: ReactNode) => (
    <div className="fiu-rf fiu-rf--state" part="form">
      {content}
    </div>
  );

  if (phase.state === 'loading') return state(<Spinner label={`Loading ${noun}…`} showLabel />);
  if (phase.state === 'missing') {
    return state(
      <EmptyState title={FORM_TEXT.notFound(noun)} action={backButton}>
        {FORM_TEXT.notFoundBody(noun)}
      </EmptyState>,
    );
  }
  if (phase.state === 'failed') {
    return state(
      <Banner
        variant="error"
        role="alert"
        title={FORM_TEXT.notLoaded(noun)}
        actions={
          <>
            <Button onClick={form.retry}>Try again</Button>
            {backButton}
          </>
        }
      >
        {phase.message || 'Check the connection and try again.'}
      </Banner>,
    );
  }
  if (form.isNew && form.readOnlyReason) {
    return state(<PermissionDenied message={FORM_TEXT.cannotAdd(form.readOnlyReason, nouns)} action={backButton} />);
  }

  const domain = typeof base?.domain === 'string' ? base.domain : '';
  const domainName = typeof base?.domain_name === 'string' && base.domain_name ? base.domain_name : organisation?.domain === domain ? organisation.name : domain;
  const modified = formatLongDateTime((base?.modified as string | null | undefined) ?? null);
  const codeValue = typeof code.value === 'string' && code.value ? code.value : null;
  const heading = ownHeading ?? (form.isNew ? `New ${noun}` : title || cap(noun));

  return (
    <div className={form.readOnly ? 'fiu-rf fiu-rf--readonly' : 'fiu-rf'}>
      <header className="fiu-rf__header" part="header">
        {backButton}
        <div className="fiu-rf__heading">
          <h1 className="fiu-rf__title" part="title">
            {heading}
          </h1>
          <p className="fiu-rf__meta">
            <span>
              {code.label}{' '}
              {codeValue ? <strong className="fiu-rf__code">{codeValue}</strong> : <em className="fiu-rf__pending">{FORM_TEXT.codeOnSave}</em>}
            </span>
            {domainName ? (
              <span>
                Organisation <strong>{domainName}</strong>
              </span>
            ) : null}
            {!form.isNew && base?.status ? <StatusBadge status={base.status} /> : null}
            {meta}
            {!form.isNew && modified ? <span>Modified {modified}</span> : null}
          </p>
        </div>
      </header>

      {form.readOnlyReason || (form.restored && !form.readOnly) ? (
        <div className="fiu-rf__notices" part="notice">
          {form.readOnlyReason ? (
            <Banner variant="info" title="Read-only">
              {readOnlyNote ?? FORM_TEXT.readOnly(form.readOnlyReason, noun, nouns)}
            </Banner>
          ) : null}
          {form.restored && !form.readOnly ? (
            <Banner
              variant={form.restored.changedSince ? 'warning' : 'info'}
              role="status"
              title={FORM_TEXT.restored}
              actions={
                <Button size="sm" onClick={form.discard}>
                  {FORM_TEXT.discard}
                </Button>
              }
            >
              {form.restored.changedSince ? FORM_TEXT.restoredChanged(noun) : FORM_TEXT.restoredAt(form.restored.at)}
            </Banner>
          ) : null}
        </div>
      ) : null}

      <div ref={errorsRef} className="fiu-rf__errors" part="errors" tabIndex={-1}>
        {failure?.saved ? (
          <Banner variant="warning" role="alert" title={FORM_TEXT.partly(noun, kind.later?.what ?? 'everything')}>
            {failure.message} {FORM_TEXT.partlyBody}
          </Banner>
        ) : failure?.kind === 'network' ? (
          <Banner
            variant="error"
            role="alert"
            title={RECORDS_MSG.errorWhileSaving}
            actions={
              <Button size="sm" onClick={() => void form.save()} disabled={form.sending}>
                Save again
              </Button>
            }
          >
            {FORM_TEXT.keptOffline}
          </Banner>
        ) : failure ? (
          <>
            <SaveErrors message={failure.message} fieldErrors={failure.fieldErrors} labels={labels} fallback={<Spinner label="Loading…" />} />
            <p className="fiu-rf__kept">{FORM_TEXT.kept}</p>
          </>
        ) : null}
      </div>

      <form
        ref={form.formRef}
        className="fiu-rf__form"
        part="form"
        noValidate
        aria-label={heading}
        onSubmit={(e) => {
          e.preventDefault();
          void form.save();
        }}
      >
        {children}
        <FormActions className="fiu-rf__actions" part="actions">
          {form.readOnly ? null : (
            <Button type="submit" variant="primary" busy={form.sending} disabled={form.sending}>
              {submitLabel}
            </Button>
          )}
          <Button onClick={form.back}>Back</Button>
          {form.invalidCount > 0 ? (
            <span className="fiu-rf__invalid" role="alert">
              {FORM_TEXT.fixFields(form.invalidCount)}
            </span>
          ) : form.dirty && !form.readOnly ? (
            <span className="fiu-rf__unsaved">{FORM_TEXT.unsaved}</span>
          ) : null}
        </FormActions>
      </form>
    </div>
  );
}
