/**
 * fiu-subject-form: one subject (person), core-records §2.6, §3.1, §4.1, §4.6, §5, §6.4, §7, §8.
 *
 * - `subject-id` loads GET /api/suspects/{id}; none: a new subject with the generated suspectid, nationality
 *   NG and the default status of §4.1. Viewing an existing subject posts the audit call once.
 * - Tabs Identification, Bio-Information, History, and (central unit only) Map and Cases.
 * - Live validation with core's subjectSchema (the server applies the same schema); a tab with messages
 *   shows a mark. Save uploads a new photo first (PUT /api/upload/{name}), then POSTs or PUTs the whole record.
 * - Read-only (§4.6, §6.4): another organisation's subject without can.edit.subjects, a user who may not
 *   change subjects, and always in investigate mode (no Save, no Add; Back dispatches fiu-back for the host).
 * - Nothing lost (issue 3): a failed save keeps every value and says so; standalone, the unsaved form is kept
 *   as a draft in this tab's sessionStorage and offered back after a reload.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { MSG } from '@fiu/core/messages';
import { STATUS_LABELS } from '@fiu/core/refdata/lists';
import { canSeeSubjectMapAndCasesTabs, isSubjectReadOnly, subjectStatusFieldHidden, subjectStatusOptions } from '@fiu/core/permissions/actions';
import { getConfig } from '@fiu/core/config';
import { isApiError } from '@fiu/core/api/http';
import { sessionStore } from '@fiu/core/session/store';
// ui components by module, not through the '@fiu/ui' barrel: a barrel import makes esbuild tie every ui module
// the screen's lazy parts use (camera, upload) to this chunk, which defeats splitting them off.
import { Badge, type BadgeTone } from '@fiu/ui/Badge';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { EmptyState } from '@fiu/ui/EmptyState';
import { ErrorsPanel } from '@fiu/ui/ErrorsPanel';
import { Spinner } from '@fiu/ui/Spinner';
import { Tabs } from '@fiu/ui/Tabs';
import { ToastProvider, useToast } from '@fiu/ui/ToastProvider';
import { recordsCss } from '@fiu/ui/records.css';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { binder, type BindSource, type Binder } from '../shared/forms/bind';
import { errorAt, visibleErrors, type FieldErrors } from '../shared/forms/fieldErrors';
import { getPath, setPath, topKey } from '../shared/forms/paths';
import { draftKey, draftsAllowed, readDraft, removeDraft, useDraft } from '../shared/forms/useDraft';
import { useSave } from '../shared/forms/useSave';
import { useTouched } from '../shared/forms/useTouched';
import { useLater } from '../shared/useLater';
import { subjectsApi } from './api';
import { Identification, PhotoEditor, type StatusField } from './Identification';
import { lazyPart } from './lazy';
import type { MapTabProps } from './MapTab';
import {
  BIO_FIELDS,
  HISTORY_FIELDS,
  photoName,
  reading,
  sameRecord,
  subjectName,
  tabOf,
  type SubjectRecord,
  type TabId,
} from './model';
import { statusOptions } from './options';
import { subjectFormCss } from './subject-form.css';

/** ui's records styles (repeatable lists, photo field) and the form's own. */
export const css = recordsCss + subjectFormCss;

/** Standalone: go back to the list about 1 s after a save, once the toast has been seen. */
export const NAVIGATE_DELAY_MS = 1000;
export const SAVED_TEXT = 'Subject saved';
export const RESTORED_TEXT = 'Restored unsaved changes';
export const DISCARD_TEXT = 'Discard changes';
export const KEPT_TEXT = 'Your changes are still here: nothing was lost. Check the connection, then save again.';

export interface SubjectFormProps extends ElementProps {
  subjectId?: string;
  mapTiles?: string;
  subject?: SubjectRecord | null;
}

type Phase = 'loading' | 'ready' | 'missing' | 'failed';

interface DraftData {
  record: SubjectRecord;
  /** A new photo (data URL), null when removed; absent when unchanged. */
  photo?: string | null;
}

/** Without the files, when a draft does not fit in the tab's storage. */
const shrinkDraft = (d: DraftData): DraftData => ({
  record: {
    ...d.record,
    attachments: Array.isArray(d.record.attachments)
      ? (d.record.attachments as Record<string, unknown>[]).filter((a) => !String(a?.attachment ?? '').startsWith('data:'))
      : d.record.attachments,
  },
});

const TONES: Record<string, BadgeTone> = { pending: 'warning', approved: 'success', disseminated: 'info', archived: 'archived', assigned: 'info', treated: 'neutral' };
const statusText = (s: unknown): string => STATUS_LABELS[s as keyof typeof STATUS_LABELS] ?? String(s ?? '');

/** Display names of fields for the Errors panel ('bank_accounts.0.accountno' → 'Bank accounts 1, account number'). */
const FIELD_NAMES: Record<string, string> = {
  suspectid: 'Subject ID',
  othernames: 'Other names',
  bvn: 'BVN',
  tax_identification_number: 'Tax identification number',
  birthdate: 'Date of birth',
  accountno: 'Account number',
  currentcrimetype: 'Crime type',
};
const nameOf = (key: string): string => FIELD_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');
function fieldName(path: string): string {
  const [head = '', ...rest] = path.split('.');
  let out = nameOf(head);
  for (const p of rest) out += /^\d+$/.test(p) ? ` ${Number(p) + 1}` : `, ${nameOf(p).toLowerCase()}`;
  return out;
}

/** A chosen bank shows the NUBAN message on its account number. */
const related = (path: string): string[] => (path.endsWith('.bank') ? [`${path.slice(0, -4)}accountno`] : []);

type Rules = typeof import('./rules');
let rulesLoad: Promise<Rules> | null = null;
/** The schema and its helpers: fetched with the record, so opening the form waits for nothing extra. */
const loadRules = (): Promise<Rules> =>
  (rulesLoad ??= import('./rules').catch((error: unknown) => {
    rulesLoad = null;
    throw error;
  }));

/** The rarely used tabs load on demand (preloaded once the form is shown). */
const Bio = lazyPart<{ b: Binder }>(() => import('./Bio'));
const History = lazyPart<{ b: Binder }>(() => import('./History'));
/** Central unit only; the Map tab brings '@fiu/ui/map' (and leaflet) only when it first opens. */
const MapTab = lazyPart<MapTabProps>(() => import('./MapTab'));
const CasesTab = lazyPart<{ cases: unknown }>(() => import('./CasesTab'));

export default function SubjectForm(props: SubjectFormProps): ReactElement {
  return (
    <ToastProvider>
      <Form {...props} />
    </ToastProvider>
  );
}

function Form({ emit, mode: modeAttr, subjectId, mapTiles, subject }: SubjectFormProps): ReactElement {
  const user = useSession((s) => s.user);
  const org = useSession((s) => s.organisation);
  const toast = useToast();
  const later = useLater();
  const config = getConfig();
  const mode = modeAttr === 'investigate' || modeAttr === 'standalone' ? modeAttr : config.mode;
  const requested = subjectId || (typeof subject?.id === 'string' ? subject.id : '');

  const [phase, setPhase] = useState<Phase>('loading');
  const [rules, setRules] = useState<Rules | null>(null);
  const [reload, setReload] = useState(0);
  const [id, setId] = useState('');
  const [base, setBase] = useState<SubjectRecord | null>(null);
  const [record, setRecord] = useState<SubjectRecord>({});
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const [savedPhotoUrl, setSavedPhotoUrl] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [tab, setTab] = useState<TabId>('identification');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useRef(false);
  const audited = useRef<string | null>(null);
  const uploaded = useRef(new Map<string, string>());
  const { touched, touch, reset: resetTouched } = useTouched(formRef);

  const readOnly = phase !== 'ready' || isSubjectReadOnly(user, base, mode);
  const keepDrafts = draftsAllowed(mode);

  // Load (or start) the record; a draft of it, if this tab kept one, is offered back.
  useEffect(() => {
    let live = true;
    setPhase('loading');
    const start = ([r, loaded]: [Rules, SubjectRecord]) => {
      if (!live) return;
      setRules(r);
      const loadedId = typeof loaded.id === 'string' || typeof loaded.id === 'number' ? String(loaded.id) : '';
      const editable = !isSubjectReadOnly(sessionStore.getState().user, loaded, mode);
      const draft = editable ? readDraft<DraftData>(draftKey('subject', loadedId), mode) : null;
      setId(loadedId);
      setBase(loaded);
      setRecord(draft?.data.record ?? loaded);
      setPhoto(draft && 'photo' in draft.data ? draft.data.photo : undefined);
      setRestored(Boolean(draft));
      setSubmitted(false);
      setServerErrors({});
      resetTouched();
      setPhase('ready');
    };
    const given = subject && (!subjectId || String(subject.id ?? '') === subjectId) ? { ...subject } : null;
    Promise.all([loadRules(), given ?? (requested ? subjectsApi.get(requested) : null)]).then(
      ([r, loaded]) => start([r, loaded ?? r.blankSubject(sessionStore.getState().organisation)]),
      (error: unknown) => {
        if (live) setPhase(isApiError(error) && error.status === 404 ? 'missing' : 'failed');
      },
    );
    return () => {
      live = false;
    };
    // `subject` and `subjectId` name what to show; mode never changes under a mounted element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested, subject, reload]);

  // Fetch the on-demand parts while the user reads the first tab.
  useEffect(() => {
    if (phase !== 'ready') return undefined;
    const t = setTimeout(() => {
      Bio.preload();
      History.preload();
      if (!readOnly) PhotoEditor.preload();
    }, 200);
    return () => clearTimeout(t);
  }, [phase, readOnly]);

  // Viewing an existing subject is logged, once (core-records §2.6, §7).
  useEffect(() => {
    if (phase !== 'ready' || !id || audited.current === id) return;
    audited.current = id;
    subjectsApi.audit(id).catch(() => {});
  }, [phase, id]);

  // The stored photo, read with the session headers (never a token in a URL).
  const photograph = typeof base?.photograph === 'string' ? base.photograph : '';
  useEffect(() => {
    setSavedPhotoUrl(null);
    if (!photograph) return undefined;
    let live = true;
    let url: string | null = null;
    subjectsApi.photoUrl(photograph).then(
      (u) => {
        if (live) setSavedPhotoUrl((url = u));
        else URL.revokeObjectURL(u);
      },
      () => {},
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [photograph]);

  const dirty = phase === 'ready' && (photo !== undefined || !sameRecord(record, base));
  const draft = useMemo<DraftData>(() => (photo === undefined ? { record } : { record, photo }), [record, photo]);
  const clearDraft = useDraft(draftKey('subject', id), draft, {
    enabled: phase === 'ready' && !readOnly && keepDrafts,
    dirty,
    mode,
    shrink: shrinkDraft,
  });

  // Live validation: the record as the schema knows it.
  const check = useMemo(() => (rules ? rules.checkSubject(record) : ({ ok: true, data: record } as const)), [rules, record]);
  const ownErrors: FieldErrors = check.ok ? {} : check.errors;
  const shown = useMemo(
    () => ({ ...visibleErrors(ownErrors, touched, submitted, related), ...serverErrors }),
    [ownErrors, touched, submitted, serverErrors],
  );

  const set = useCallback(
    (path: string, value: unknown) => {
      setRecord((r) => setPath(r, path, value));
      touch(path);
      setServerErrors((e) => {
        if (!(path in e)) return e;
        const { [path]: _gone, ...rest } = e;
        return rest;
      });
    },
    [touch],
  );
  const form: BindSource = { get: (p) => getPath(record, p), set, error: (p) => errorAt(shown, p), readOnly };
  const b = binder(form);

  // After a refused save: the first marked field of the tab that was opened gets the focus.
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const saver = useSave(async () => {
    if (!check.ok) throw new Error('invalid');
    const data: SubjectRecord = { ...check.data };
    if (typeof photo === 'string') {
      // Uploaded once even when the record's save is retried.
      let name = uploaded.current.get(photo);
      if (!name) {
        const wanted = photoName(data.suspectid, photo);
        const answer = await subjectsApi.uploadPhoto(wanted, photo);
        name = (answer && typeof answer.filename === 'string' && answer.filename) || wanted;
        uploaded.current.set(photo, name);
      }
      data.photograph = name;
    } else if (photo === null) data.photograph = null;
    const answer = id ? await subjectsApi.update(id, data) : await subjectsApi.create(data);
    return answer && typeof answer === 'object' ? answer : { ...data, id };
  });
  const failure = saver.failure;

  useEffect(() => {
    if (!failure) return;
    setServerErrors(failure.fieldErrors);
    const firstField = Object.keys(failure.fieldErrors)[0];
    if (firstField) setTab(tabOf(topKey(firstField)));
  }, [failure]);

  async function save(): Promise<void> {
    if (readOnly || saver.sending) return;
    setSubmitted(true);
    if (!check.ok) {
      const first = Object.keys(check.errors)[0] ?? '';
      setTab(tabOf(topKey(first)));
      focusInvalid.current = true;
      return;
    }
    const saved = await saver.save();
    if (!saved) return;
    const newId = String(saved.id ?? id);
    clearDraft();
    audited.current = newId;
    setBase(saved);
    setRecord(saved);
    setPhoto(undefined);
    setId(newId);
    setSubmitted(false);
    setRestored(false);
    resetTouched();
    toast.success(SAVED_TEXT);
    emit('fiu-saved', { kind: 'subject', id: newId, subject: saved });
    // The form stays usable (now an existing subject): a host that does not route keeps a working form, and
    // a change made in the moment before the list opens is kept as a draft of this subject.
    if (mode !== 'investigate') later(() => emit('fiu-navigate', { path: '/list' }), NAVIGATE_DELAY_MS);
  }

  /** One event: a host returns to its own subject view; the standalone shell goes to `path`. */
  function back(): void {
    emit('fiu-back', { path: '/list' });
  }

  function discard(): void {
    removeDraft(draftKey('subject', id), mode);
    setRecord(base ?? {});
    setPhoto(undefined);
    setRestored(false);
    setSubmitted(false);
    setServerErrors({});
    resetTouched();
  }

  const loadingPart = <Spinner label="Loading…" showLabel />;
  const backButton = (
    <Button variant="ghost" onClick={back} className="sf-back">
      <span aria-hidden="true">←</span> Back
    </Button>
  );

  if (phase === 'loading') {
    return (
      <div className="sf" part="form">
        <Spinner label="Loading subject…" showLabel />
      </div>
    );
  }
  if (phase === 'missing' || phase === 'failed') {
    return (
      <div className="sf" part="form">
        {phase === 'missing' ? (
          <EmptyState title="Subject not found" action={backButton}>
            This subject does not exist, or your organisation may not see it.
          </EmptyState>
        ) : (
          <Banner
            variant="error"
            role="alert"
            title="The subject could not be loaded."
            actions={
              <>
                <Button onClick={() => setReload((n) => n + 1)}>Try again</Button>
                {backButton}
              </>
            }
          >
            Check the connection and try again.
          </Banner>
        )}
      </div>
    );
  }

  const isNew = !id;
  // Adding is never offered in investigate mode, nor to a user who may not change subjects (§6.4).
  if (isNew && readOnly) {
    return (
      <div className="sf" part="form">
        <EmptyState title="Subjects cannot be added here" action={backButton}>
          {mode === 'investigate' ? 'This page shows subjects only.' : 'Your role does not allow adding subjects.'}
        </EmptyState>
      </div>
    );
  }

  const central = canSeeSubjectMapAndCasesTabs(user, { unitCode: config.unitCode });
  const statusHidden = subjectStatusFieldHidden(user, base, org);
  const options = subjectStatusOptions(user, base, org, { unitCode: config.unitCode });
  const status: StatusField | undefined = statusHidden
    ? undefined
    : { options: options ? statusOptions(options) : null, label: statusText(record.status) };
  const otherOrg = !isNew && typeof base?.domain === 'string' && base.domain !== '' && base.domain !== user?.domain;

  const mark = (label: string, fields: (field: string) => boolean): ReactNode => {
    const bad = Object.keys(shown).some((p) => fields(topKey(p)));
    return bad ? (
      <span className="sf-tab">
        {label}
        <span className="sf-tab__mark" role="img" aria-label="has errors">
          !
        </span>
      </span>
    ) : (
      label
    );
  };
  const tabs = [
    { id: 'identification', label: mark('Identification', (f) => !BIO_FIELDS.has(f) && !HISTORY_FIELDS.has(f)) },
    { id: 'bio', label: mark('Bio-Information', (f) => BIO_FIELDS.has(f)) },
    { id: 'history', label: mark('History', (f) => HISTORY_FIELDS.has(f)) },
    ...(central ? [{ id: 'map', label: 'Map' }, { id: 'cases', label: 'Cases' }] : []),
  ];
  const current: TabId = tabs.some((t) => t.id === tab) ? tab : 'identification';
  const name = subjectName(record);
  const photoShown = photo !== undefined ? photo : savedPhotoUrl;
  const hasOwnErrors = submitted && !check.ok;

  return (
    <div className={readOnly ? 'sf sf--readonly' : 'sf'}>
      <header className="sf__header" part="header">
        {backButton}
        <div className="sf__heading">
          <h1 className="sf__title" part="title">
            {isNew ? 'New subject' : name || 'Subject'}
          </h1>
          <p className="sf__meta">
            <span>
              Subject ID <strong className="sf__id">{String(record.suspectid ?? '')}</strong>
            </span>
            {typeof base?.domain === 'string' && base.domain ? (
              <span>
                Organisation <strong>{typeof base.domain_name === 'string' && base.domain_name ? base.domain_name : base.domain}</strong>
              </span>
            ) : null}
            {!isNew && base?.status ? <Badge tone={TONES[String(base.status)] ?? 'neutral'}>{statusText(base.status)}</Badge> : null}
          </p>
        </div>
      </header>

      {restored ? (
        <Banner
          variant="warning"
          role="status"
          title={RESTORED_TEXT}
          actions={
            <Button size="sm" onClick={discard}>
              {DISCARD_TEXT}
            </Button>
          }
        >
          These changes were not saved yet. Save them, or discard them to see the subject as it was.
        </Banner>
      ) : null}
      {readOnly ? (
        <Banner variant="info" title="Read-only">
          {mode === 'investigate'
            ? 'Subjects cannot be changed from this page.'
            : otherOrg
              ? 'This subject belongs to another organisation: you can view it but not change it.'
              : 'Your role does not allow changing subjects.'}
        </Banner>
      ) : null}
      {failure?.kind === 'network' ? (
        <Banner
          variant="error"
          role="alert"
          title={MSG.errorWhileSaving}
          actions={
            <Button size="sm" onClick={() => void save()} disabled={saver.sending}>
              Save again
            </Button>
          }
        >
          {KEPT_TEXT}
        </Banner>
      ) : null}
      {failure?.kind === 'server' ? (
        <div className="sf__failed">
          <ErrorsPanel
            error={failure.message}
            fieldErrors={failure.fieldErrors}
            fieldLabels={Object.fromEntries(Object.keys(failure.fieldErrors).map((k) => [k, fieldName(k)]))}
          />
          <p className="sf__kept">Nothing was saved, and nothing was lost: correct what is listed, then save again.</p>
        </div>
      ) : null}
      {hasOwnErrors ? (
        <Banner variant="error" role="alert" title="Some fields need attention">
          The marked tabs have fields to correct before the subject can be saved.
        </Banner>
      ) : null}

      <form ref={formRef} className="sf__form" part="form" noValidate onSubmit={(e) => e.preventDefault()}>
        <Tabs tabs={tabs} value={current} onChange={(t) => setTab(t as TabId)} aria-label="Subject" activation="manual">
          {(t) =>
            t === 'bio' ? (
              <Bio b={b} fallback={loadingPart} />
            ) : t === 'history' ? (
              <History b={b} fallback={loadingPart} />
            ) : t === 'map' ? (
              <MapTab
                lat={reading(record.latitude)}
                lng={reading(record.longitude)}
                name={name || String(record.suspectid ?? 'Subject')}
                tiles={mapTiles}
                fallback={loadingPart}
              />
            ) : t === 'cases' ? (
              <CasesTab cases={(base as { cases?: unknown } | null)?.cases} fallback={loadingPart} />
            ) : (
              <Identification b={b} photo={photoShown} onPhoto={(p) => setPhoto(p)} status={status} record={record} isNew={isNew} />
            )
          }
        </Tabs>
        <div className="sf__actions fiu-form-actions" part="actions">
          {readOnly ? null : (
            <Button variant="primary" onClick={() => void save()} busy={saver.sending} disabled={saver.sending}>
              Save
            </Button>
          )}
          {backButton}
          {dirty && !readOnly ? <span className="sf__unsaved">Unsaved changes</span> : null}
        </div>
      </form>
    </div>
  );
}
