/**
 * fiu-company-form: the company record form of core-records §2.7, §3.3, §4.2, §5, §8.
 * - `company-id` empty → a new company; otherwise GET /api/companies/{id} (or the `company` property when the
 *   host already has the record).
 * - Every field and list of §3.3; information_needed is a text area of 8 rows (§2.7).
 * - Live validation with core's companySchema (the server applies the same schema): messages under the fields
 *   once a field was changed or left, all of them after Save.
 * - Save sends the whole company (create/update stamp created_by, domain, modified_by) after the §4.2
 *   inheritance (applyCompanyInheritance). A failure with a body → the red 'Errors' box above the form with the
 *   server's text; no answer → 'An error occurred while saving' (§8). Values stay as typed either way.
 * - Unsaved changes survive a reload (shared/forms useDraft: sessionStorage, standalone mode only).
 * - Read-only for another organisation's company without can.edit.subjects, without canChangeCompanies, and
 *   always in investigate mode (model.ts companyReadOnlyReason).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { MSG } from '@fiu/core/messages';
import { companySchema, type Company } from '@fiu/core/schemas/company';
import { companyStatusOptions } from '@fiu/core/permissions/actions';
import { formatLongDateTime } from '@fiu/core/format/date';
import { getConfig } from '@fiu/core/config';
import { lgasOf } from '@fiu/core/refdata/states';
import { validate } from '@fiu/core/schemas/validate';
import * as companies from '@fiu/core/api/companies';
import { recordsCss } from '@fiu/ui/records.css';
import { Badge, type BadgeTone } from '@fiu/ui/Badge';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { Checkbox } from '@fiu/ui/Checkbox';
import { ErrorsPanel } from '@fiu/ui/ErrorsPanel';
import { FormActions } from '@fiu/ui/FormActions';
import { FormGrid } from '@fiu/ui/FormGrid';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { RepeatableList } from '@fiu/ui/RepeatableList';
import { Select } from '@fiu/ui/Select';
import { Spinner } from '@fiu/ui/Spinner';
import { TextField } from '@fiu/ui/TextField';
import { ToastProvider, useToast } from '@fiu/ui/ToastProvider';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { binder, type Binder, type Option } from '../shared/forms/bind';
import { errorAt, mergeErrors, visibleErrors, type FieldErrors } from '../shared/forms/fieldErrors';
import { getPath, setPath } from '../shared/forms/paths';
import { draftKey, readDraft, removeDraft, useDraft } from '../shared/forms/useDraft';
import { useSave } from '../shared/forms/useSave';
import { useTouched } from '../shared/forms/useTouched';
import { statusOf, serverText } from '../shared/errors';
import { useLater } from '../shared/useLater';
import { companyFormCss } from './company-form.css';
import { applyCompanyInheritance } from './inheritance';
import {
  COMPANY_TYPE_CHOICES,
  COUNTRY_CHOICES,
  CRIME_CHOICES,
  GENDER_CHOICES,
  LIST_ITEM_LABELS,
  NEW_ROW,
  STATE_CHOICES,
  bankChoices,
  companyReadOnlyReason,
  lgaChoices,
  pathLabel,
  statusLabel,
  toDraft,
  toRecord,
  type CompanyDraft,
  type ListName,
  type ReadOnlyReason,
  type Row,
} from './model';

/** ui's records styles (RepeatableList) are not in the base uiCss every element adopts: this screen brings them. */
export const css = recordsCss + companyFormCss;

/** Texts of this screen that the spec does not print (ours). */
export const TEXT = {
  saved: 'Company saved',
  restored: 'Restored unsaved changes',
  discard: 'Discard changes',
  kept: 'Nothing was saved. Everything you entered is still in the form: correct it if needed and press Save again.',
  keptOffline: 'Nothing was saved. Everything you entered is still in the form: check the connection and press Save again.',
  notFound: 'This company does not exist, or it belongs to an organisation whose companies you cannot see.',
  fixFields: (n: number) => (n === 1 ? 'Check the field marked in red.' : `Check the ${n} fields marked in red.`),
  readOnly: {
    investigate: 'Companies are not added or changed in an investigation session.',
    'no-permission': 'Your role may not add or change companies.',
    'other-organisation': 'This company belongs to another organisation: you may read it but not change it.',
  } satisfies Record<Exclude<ReadOnlyReason, null>, string>,
} as const;

/** After a save, the list is shown again this much later, so the confirmation toast is seen first. */
export const NAVIGATE_AFTER_SAVE_MS = 1000;

export interface CompanyFormProps {
  companyId?: string;
  company?: Partial<Company> | null;
}

type Phase = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; status: number; message: string };

const STATUS_TONE: Record<string, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  disseminated: 'info',
  archived: 'archived',
};

/**
 * The server's `error` often restates one field error ('case_reference: ...'); the Errors box lists the field
 * errors anyway, so such a text is not shown twice.
 */
export function errorsBoxText(message: string, fieldErrors: FieldErrors): string | null {
  const text = message.trim();
  const restates = Object.entries(fieldErrors).some(([path, list]) => list?.some((m) => text === m || text === `${path}: ${m}`));
  return restates ? null : text;
}

const sameRecord = (a: CompanyDraft, b: CompanyDraft): boolean => JSON.stringify(toRecord(a)) === JSON.stringify(toRecord(b));

/** A bank or a state decides what its row's account number or LGA may be: touching it shows their messages. */
const related = (path: string): string[] =>
  /\.bank$/.test(path) ? [path.replace(/bank$/, 'accountno')] : /\.state$/.test(path) ? [path.replace(/state$/, 'lga')] : [];

export default function CompanyFormElement(props: ElementProps<CompanyFormProps>): ReactElement {
  return (
    <ToastProvider>
      <CompanyForm {...props} />
    </ToastProvider>
  );
}

function CompanyForm({ emit, companyId, company, mode: modeAttr }: ElementProps<CompanyFormProps>): ReactElement {
  const user = useSession((s) => s.user);
  const organisation = useSession((s) => s.organisation);
  const mode = modeAttr === 'investigate' || (!modeAttr && getConfig().mode === 'investigate') ? 'investigate' : 'standalone';
  const toast = useToast();
  const later = useLater();

  const givenId = (companyId ?? '').trim() || (typeof company?.id === 'string' ? company.id : '');
  const [savedId, setSavedId] = useState('');
  const id = savedId || givenId;
  const key = draftKey('company', id);

  const [phase, setPhase] = useState<Phase>({ state: 'loading' });
  const [base, setBase] = useState<Partial<Company> | null>(null);
  const [draft, setDraft] = useState<CompanyDraft>(() => toDraft(null));
  const [restored, setRestored] = useState<{ at: string; changedSince: boolean } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errorsRef = useRef<HTMLDivElement>(null);
  const { touched, touch, reset: resetTouched } = useTouched(formRef);

  const reason = companyReadOnlyReason(user, base ?? { id }, mode);
  const readOnly = reason !== null;
  const baseDraft = useMemo(() => toDraft(base), [base]);

  // Load (or take) the record, then lay a stored draft over it.
  useEffect(() => {
    setSavedId('');
    let live = true;
    const start = (record: Partial<Company> | null) => {
      if (!live) return;
      const fresh = toDraft(record);
      const editable = companyReadOnlyReason(user, record ?? {}, mode) === null;
      const stored = editable ? readDraft<CompanyDraft>(draftKey('company', givenId), mode) : null;
      const value = stored ? toDraft({ ...fresh, ...stored.data } as Partial<Company>) : fresh;
      const useStored = stored !== null && !sameRecord(value, fresh);
      setBase(record);
      setDraft(useStored ? value : fresh);
      setRestored(useStored ? { at: stored.at, changedSince: (stored.data.modified ?? '') !== (fresh.modified ?? '') } : null);
      setSubmitted(false);
      setServerErrors({});
      resetTouched();
      setPhase({ state: 'ready' });
    };
    if (!givenId || company?.id === givenId) {
      start(company ?? null);
    } else {
      setPhase({ state: 'loading' });
      companies.get(givenId).then(start, (error: unknown) => {
        if (live) setPhase({ state: 'failed', status: statusOf(error), message: serverText(error) });
      });
    }
    return () => {
      live = false;
    };
    // The user and mode are read once per load: a change of session reloads the whole screen anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [givenId, company, attempt]);

  const record = useMemo(() => toRecord(draft), [draft]);
  const result = useMemo(() => validate(companySchema, record), [record]);
  const ownErrors: FieldErrors = result.ok ? {} : result.errors;
  const shown = mergeErrors(visibleErrors(ownErrors, touched, submitted, related), serverErrors);
  const dirty = phase.state === 'ready' && !sameRecord(draft, baseDraft);
  const clearDraft = useDraft(key, draft, { enabled: phase.state === 'ready' && !readOnly, dirty, mode });

  const saving = useSave<Company>(() => {
    if (!result.ok) return Promise.reject(new Error('invalid'));
    const payload = applyCompanyInheritance(result.data);
    return id ? companies.update(id, payload) : companies.create(payload);
  });
  const { failure, sending } = saving;

  useEffect(() => {
    if (!failure) return;
    setServerErrors(failure.fieldErrors);
    errorsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [failure]);

  function change(path: string, value: unknown): void {
    setDraft((d) => {
      let next = setPath(d, path, value);
      // The LGA list is refilled from the state: an LGA of the old state goes.
      const m = /^addresses\.(\d+)\.state$/.exec(path);
      if (m) {
        const lgaPath = `addresses.${m[1]}.lga`;
        const lga = getPath(next, lgaPath);
        if (typeof lga === 'string' && lga !== '' && !lgasOf(typeof value === 'string' ? value : '').includes(lga)) next = setPath(next, lgaPath, '');
      }
      return next;
    });
    touch(path);
    if (serverErrors[path]) setServerErrors(({ [path]: _gone, ...rest }) => rest);
  }

  /** One event: a host returns to its own view; the standalone shell goes to `path`. */
  function back(): void {
    emit('fiu-back', { path: '/companies' });
  }

  function discard(): void {
    removeDraft(key, mode);
    setDraft(baseDraft);
    setRestored(null);
    setSubmitted(false);
    setServerErrors({});
    resetTouched();
  }

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (readOnly || sending) return;
    setSubmitted(true);
    if (!result.ok) {
      saving.dismiss();
      queueMicrotask(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const saved = await saving.save();
    if (!saved) return;
    const record = { ...(saved && typeof saved === 'object' ? saved : {}) } as Company;
    const savedAs = typeof record.id === 'string' && record.id ? record.id : id;
    clearDraft();
    setSavedId(savedAs);
    setBase(record);
    setDraft(toDraft(record));
    setRestored(null);
    setSubmitted(false);
    setServerErrors({});
    resetTouched();
    toast.success(TEXT.saved);
    emit('fiu-saved', { kind: 'company', id: savedAs, company: record });
    later(() => emit('fiu-navigate', { path: '/companies' }), NAVIGATE_AFTER_SAVE_MS);
  }

  // ── Screens other than the form ────────────────────────────────────────────────────────────────
  const backButton = (
    <Button variant="secondary" onClick={back}>
      Back
    </Button>
  );
  if (phase.state === 'loading') {
    return (
      <div className="fiu-cf fiu-cf--state">
        <Spinner label="Loading company" showLabel />
      </div>
    );
  }
  if (phase.state === 'failed') {
    return (
      <div className="fiu-cf fiu-cf--state">
        <Banner
          variant="error"
          role="alert"
          title={phase.status === 404 ? 'Company not found' : 'The company could not be loaded'}
          actions={
            <>
              {phase.status === 404 ? null : <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>}
              {backButton}
            </>
          }
        >
          {phase.status === 404 ? TEXT.notFound : phase.message}
        </Banner>
      </div>
    );
  }
  if (!id && reason !== null) {
    return (
      <div className="fiu-cf fiu-cf--state">
        <PermissionDenied message={TEXT.readOnly[reason]} action={backButton} />
      </div>
    );
  }

  // ── Field builders ─────────────────────────────────────────────────────────────────────────────
  const top = binder({ get: (path) => getPath(draft, path), set: change, error: (path) => errorAt(shown, path), readOnly });

  const text = (b: Binder, key: string, label: string, extra: { required?: boolean; className?: string; hint?: ReactNode; inputMode?: 'numeric' } = {}) => (
    <TextField label={label} {...b.text(key)} required={extra.required && !b.readOnly} className={extra.className} hint={extra.hint} inputMode={extra.inputMode} />
  );
  const area = (b: Binder, key: string, label: string, rows: number, max: number, required = false) => {
    const length = String(b.get(key) ?? '').length;
    return (
      <TextField
        label={label}
        {...b.text(key)}
        multiline
        rows={rows}
        required={required && !readOnly}
        className="fiu-form-grid__full"
        hint={readOnly ? undefined : `${length} of ${max} characters`}
      />
    );
  };
  /** A select; read-only, the chosen label as read-only text (a disabled select would grey the value out). */
  const choice = (b: Binder, key: string, label: string, options: readonly Option[], extra: { required?: boolean; placeholder?: string; className?: string } = {}) => {
    if (b.readOnly) {
      const value = b.get(key);
      const shownValue = options.find((o) => String(o.value) === String(value ?? ''))?.label ?? String(value ?? '');
      return <TextField label={label} name={b.name(key)} value={shownValue} readOnly className={extra.className} />;
    }
    return <Select label={label} {...b.select(key, options)} required={extra.required} placeholder={extra.placeholder ?? 'Not set'} className={extra.className} />;
  };

  const primaryNote = (row: Row) =>
    row.is_primary === true ? (
      <p className="fiu-cf__primary fiu-form-grid__full">
        <Badge tone="info">Primary record</Badge> Keeps its own status, crime type and information needed.
      </p>
    ) : null;

  const list = (name: ListName, legend: string, renderRow: (b: Binder, row: Row) => ReactNode, description?: string, columns: 3 | 4 = 3) => (
    <section className="fiu-cf__section" aria-label={legend}>
      <RepeatableList<Row>
        items={draft[name]}
        onChange={(items) => {
          setDraft((d) => ({ ...d, [name]: items }));
          // Rows moved: the server's messages for this list no longer point at the right row.
          setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([p]) => !p.startsWith(`${name}.`))));
        }}
        renderItem={(row, index) => (
          <FormGrid columns={columns} className="fiu-cf__grid">
            {renderRow(top.at(`${name}.${index}.`), row)}
          </FormGrid>
        )}
        newItem={NEW_ROW[name]}
        legend={legend}
        itemLabel={(i) => `${LIST_ITEM_LABELS[name]} ${i + 1}`}
        addLabel={`Add ${LIST_ITEM_LABELS[name].toLowerCase()}`}
        readOnly={readOnly}
        emptyText={readOnly ? 'None recorded.' : `None added yet. Use "Add ${LIST_ITEM_LABELS[name].toLowerCase()}" to record one.`}
        errors={shown}
        name={name}
        description={readOnly ? undefined : description}
      />
    </section>
  );
  const INHERITS = "When saved, each one that is not a primary record takes this company's status, crime type and information needed.";

  const statusChoices = readOnly ? null : companyStatusOptions(user, base && base.id ? base : null, organisation, { unitCode: getConfig().unitCode });
  const statusOptions = statusChoices?.map((s) => ({ value: s, label: statusLabel(s) })) ?? [];
  const invalidCount = submitted ? Object.keys(ownErrors).length : 0;
  // The server answers the organisation's name as the display field domain_name (not part of the record).
  const recordDomain = typeof base?.domain === 'string' ? base.domain : '';
  const domainName = (base as { domain_name?: unknown } | null)?.domain_name;
  const orgName =
    typeof domainName === 'string' && domainName
      ? domainName
      : recordDomain && organisation?.domain === recordDomain
        ? organisation.name
        : recordDomain.toUpperCase();
  const title = id ? base?.name || 'Company' : 'New company';
  const modified = formatLongDateTime(base?.modified ?? null);

  return (
    <div className="fiu-cf">
      <header className="fiu-cf__header" part="header">
        <div className="fiu-cf__heading">
          <h1 className="fiu-cf__title">{title}</h1>
          {id ? (
            <p className="fiu-cf__meta">
              {base?.companyid ? (
                <span>
                  Subject ID <strong className="fiu-cf__mono">{base.companyid}</strong>
                </span>
              ) : null}
              {orgName ? <span>Organisation {orgName}</span> : null}
              {base?.status ? <Badge tone={STATUS_TONE[base.status] ?? 'neutral'}>{statusLabel(base.status)}</Badge> : null}
              {base?.is_primary ? <Badge tone="info">Primary record</Badge> : null}
              {modified ? <span>Modified {modified}</span> : null}
            </p>
          ) : (
            <p className="fiu-cf__meta">Fields marked * are required.</p>
          )}
        </div>
        {backButton}
      </header>

      <div className="fiu-cf__notices" part="notice">
        {reason ? (
          <Banner variant="info" title="Read-only" className="fiu-cf__readonly">
            {TEXT.readOnly[reason]}
          </Banner>
        ) : null}
        {restored && !readOnly ? (
          <Banner
            variant={restored.changedSince ? 'warning' : 'info'}
            role="status"
            title={TEXT.restored}
            actions={
              <Button size="sm" onClick={discard}>
                {TEXT.discard}
              </Button>
            }
          >
            {restored.changedSince
              ? 'Your unsaved changes are back in the form, but the company was changed by someone else since: check it before saving.'
              : `Your changes of ${formatLongDateTime(restored.at)} are back in the form. They are not saved yet.`}
          </Banner>
        ) : null}
      </div>

      <div ref={errorsRef} className="fiu-cf__errors" part="errors" tabIndex={-1}>
        {failure ? (
          <>
            <ErrorsPanel
              title={MSG.errorsHeading}
              error={errorsBoxText(failure.message, failure.fieldErrors)}
              fieldErrors={failure.fieldErrors}
              fieldLabels={Object.fromEntries(Object.keys(failure.fieldErrors).map((p) => [p, pathLabel(p)]))}
            />
            <p className="fiu-cf__kept">{failure.kind === 'network' ? TEXT.keptOffline : TEXT.kept}</p>
          </>
        ) : null}
      </div>

      <form ref={formRef} className="fiu-cf__form" part="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
        <section className="fiu-cf__section" aria-labelledby="fiu-cf-company">
          <h2 className="fiu-cf__section-title" id="fiu-cf-company">
            Company
          </h2>
          <FormGrid columns={4} className="fiu-cf__grid">
            {text(top, 'name', 'Name', { required: true, className: 'fiu-cf__span2' })}
            {text(top, 'inc_number', 'Incorporation number')}
            {choice(top, 'company_type', 'Company type', COMPANY_TYPE_CHOICES)}
            {text(top, 'tax_identification_number', 'Tax identification number')}
            {statusChoices && statusOptions.length > 0 ? (
              <Select label="Status" {...top.select('status', statusOptions)} />
            ) : (
              <TextField label="Status" name="status" value={statusLabel(draft.status)} readOnly />
            )}
            <div className="fiu-cf__check">
              <Checkbox label="Primary record" {...top.check('is_primary')} />
            </div>
          </FormGrid>
        </section>

        <section className="fiu-cf__section" aria-labelledby="fiu-cf-request">
          <h2 className="fiu-cf__section-title" id="fiu-cf-request">
            Request
          </h2>
          <FormGrid columns={3} className="fiu-cf__grid">
            {text(top, 'case_reference', 'Case reference', { required: true })}
            {choice(top, 'currentcrimetype', 'Crime type', CRIME_CHOICES, { required: true, placeholder: 'Select a crime type' })}
            {text(top, 'crimetype_description', 'Crime type description')}
            {area(top, 'information_needed', 'Information needed', 8, 1024, true)}
            {area(top, 'remark', 'Remark', 3, 1024)}
          </FormGrid>
        </section>

        {list(
          'parent_companies',
          'Parent companies',
          (b, row) => (
            <>
              {primaryNote(row)}
              {text(b, 'name', 'Name', { required: true })}
              {text(b, 'inc_number', 'Incorporation number')}
              {choice(b, 'company_type', 'Company type', COMPANY_TYPE_CHOICES)}
              {text(b, 'tax_identification_number', 'Tax identification number')}
            </>
          ),
          INHERITS,
          4,
        )}

        {list(
          'directors',
          'Directors',
          (b, row) => (
            <>
              {primaryNote(row)}
              {text(b, 'surname', 'Surname', { required: true })}
              {text(b, 'othernames', 'Other names', { required: true })}
              {choice(b, 'gender', 'Gender', GENDER_CHOICES, { required: true, placeholder: 'Select' })}
            </>
          ),
          INHERITS,
        )}

        {list('bank_accounts', 'Bank accounts', (b, row) => (
          <>
            {choice(b, 'bank', 'Bank', bankChoices(row.bank), { placeholder: 'Select a bank' })}
            {text(b, 'accountno', 'Account number', { inputMode: 'numeric', className: 'fiu-cf__mono-input' })}
            {text(b, 'accountname', 'Account name')}
            {text(b, 'bic_swift', 'BIC/SWIFT')}
            {text(b, 'iban', 'IBAN')}
            {text(b, 'sort_code', 'Sort code')}
          </>
        ))}

        {list('addresses', 'Addresses', (b, row) => {
          const nigeria = !row.country || row.country === 'NG';
          return (
            <>
              {choice(b, 'country', 'Country', COUNTRY_CHOICES, { placeholder: 'Select a country' })}
              {nigeria ? choice(b, 'state', 'State', STATE_CHOICES, { placeholder: 'Select a state' }) : text(b, 'state', 'State')}
              {nigeria
                ? choice(b, 'lga', 'LGA', lgaChoices(row.state), { placeholder: row.state ? 'Select an LGA' : 'Select a state first' })
                : text(b, 'lga', 'LGA')}
              {text(b, 'town', 'Town')}
              {text(b, 'streetname', 'Street', { className: 'fiu-cf__span2' })}
            </>
          );
        })}

        <FormActions className={readOnly ? 'fiu-cf__actions' : 'fiu-cf__actions fiu-cf__actions--sticky'} part="actions">
          {readOnly ? null : (
            <Button type="submit" variant="primary" busy={sending}>
              {sending ? 'Saving…' : 'Save'}
            </Button>
          )}
          {backButton}
          {invalidCount > 0 ? (
            <span className="fiu-cf__invalid" role="alert">
              {TEXT.fixFields(invalidCount)}
            </span>
          ) : null}
        </FormActions>
      </form>
    </div>
  );
}
