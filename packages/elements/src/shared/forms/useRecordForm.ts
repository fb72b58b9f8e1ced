/**
 * The lifecycle every record form shares (ARCHITECTURE.md "Record forms share one lifecycle"): load the record
 * or start a blank one, offer a kept draft back, validate live with core's schema, save (one at a time, nothing
 * lost on a failure), discard, the 'saved' toast, `fiu-saved`, and back to the list. A form describes its kind
 * of record once (RecordKind) and keeps only its fields; RecordFormFrame draws what this hook knows.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { getConfig } from '@fiu/core/config';
import { isApiError } from '@fiu/core/api/http';
import type { Mode, PermUser } from '@fiu/core/permissions/types';
import type { Organisation } from '@fiu/core/schemas/auth';
import type { Validation } from '@fiu/core/schemas/validate';
import { sessionStore } from '@fiu/core/session/store';
import { useToast } from '@fiu/ui/ToastProvider';
import type { Emit } from '../../define/types';
import { useSession } from '../../define/useSession';
import { useLater } from '../useLater';
import { binder, type Binder } from './bind';
import { errorAt, visibleErrors, type FieldErrors } from './fieldErrors';
import { getPath, setPath, type Rec } from './paths';
import { sameRecord } from './recordShape';
import { draftKey, draftsAllowed, readDraft, removeDraft, useDraft } from './useDraft';
import { PartlySaved, useSave, type SaveFailure } from './useSave';
import { useTouched } from './useTouched';

/** Standalone: back to the list this long after a save, once the toast has been seen. */
export const NAVIGATE_DELAY_MS = 1000;

/** What a form says about one kind of record: the only part that differs between record forms. */
export interface RecordKind<R extends Rec> {
  /** 'subject', 'company': the draft key and `fiu-saved` {kind, id, [kind]: record}. */
  kind: string;
  /** The record as users name it, for the texts: 'subject' / 'subjects'. */
  noun: string;
  nouns: string;
  /** The list the form belongs to: `fiu-back`, and `fiu-navigate` after a save (standalone). */
  listPath: string;
  load(id: string): Promise<R>;
  /** A new record: the defaults of the user's organisation (e.g. the status of core-records §4.1). */
  blank(org: Organisation | null): R;
  /** The live check (core's schema), loaded beside the record so the schema is not in the form's first chunk. */
  rules(): Promise<(record: R) => Validation<R>>;
  /** Core's rule: the form shows the record without letting it change. */
  isReadOnly(user: PermUser | null, record: R | null, mode: Mode): boolean;
  /** Core's rule: whether the user may add or change records of this kind at all. */
  mayChange(user: PermUser | null, mode: Mode): boolean;
  create(record: R): Promise<R>;
  update(id: string, record: R): Promise<R>;
  /**
   * A part saved by its own call once the record is saved (the subject's photo): `split` takes it out of the
   * record to send (null: nothing to do), `save` saves it on the saved record. If that second step fails the
   * record stays saved and the part stays in the form, to be saved by the next Save.
   */
  later?: {
    /** What it is, for the message when it fails: 'its photo'. */
    what: string;
    split(record: R, base: R | null): { record: R; rest: Partial<R> } | null;
    save(saved: R, rest: Partial<R>): Promise<R>;
  };
  /** A smaller draft when the full one does not fit in the tab's storage (without files). */
  shrinkDraft?(record: R): R;
  /** Paths whose messages show once `path` was touched (a bank shows the NUBAN message on its account number). */
  related?(path: string): readonly string[];
  /** Called once per record shown (the subject's audit call, core-records §2.6). */
  viewed?(id: string): void;
  /** Tells drafts of the same kind apart beyond the record's id (a new feedback per report). */
  draftScope?: string;
  /** The toast after a save (default '<Noun> saved'); `wasNew`: the record was created. */
  savedText?(wasNew: boolean): string;
  /** How long after a save the form goes back to its list (default NAVIGATE_DELAY_MS). */
  navigateDelayMs?: number;
}

export type Phase = { state: 'loading' } | { state: 'ready' } | { state: 'missing' } | { state: 'failed'; message: string };

export type ReadOnlyReason = 'investigate' | 'no-permission' | 'other-organisation';

export interface RecordFormOptions<R extends Rec> {
  emit: Emit;
  /** The `mode` attribute; none: the page's configured mode. */
  mode?: string;
  /** The record to open; '' for a new one. */
  id?: string;
  /** A record the host already has (the element's property): shown without loading when its id is `id`. */
  given?: Partial<R> | null;
  /** The paths with messages after a refused save, first the form's own (e.g. to open their tab). */
  onInvalid?(paths: string[]): void;
}

export interface RecordForm<R extends Rec> {
  kind: RecordKind<R>;
  phase: Phase;
  mode: Mode;
  /** The record's id; '' while it is new. */
  id: string;
  isNew: boolean;
  /** The record as loaded (or last saved); null while new. */
  base: R | null;
  record: R;
  readOnly: boolean;
  /** Why the form is read-only, or null. */
  readOnlyReason: ReadOnlyReason | null;
  /** Binds fields to the record by path: `<TextField label="Surname" {...form.b.text('surname')} />`. */
  b: Binder;
  /** Messages shown now, by path: the live check's (touched fields, all after a Save) and the server's. */
  errors: FieldErrors;
  /** How many fields the live check refuses, once Save was pressed (0 before). */
  invalidCount: number;
  dirty: boolean;
  /** A draft of this tab was laid over the record: when it was kept, and whether the record changed since. */
  restored: { at: string; changedSince: boolean } | null;
  sending: boolean;
  failure: SaveFailure | null;
  formRef: RefObject<HTMLFormElement | null>;
  set(path: string, value: unknown): void;
  save(): Promise<void>;
  discard(): void;
  back(): void;
  /** Load again after a failed load. */
  retry(): void;
}

const NO_ERRORS: FieldErrors = {};

const idOf = (record: Rec | null | undefined): string =>
  typeof record?.id === 'string' || typeof record?.id === 'number' ? String(record.id) : '';

export function useRecordForm<R extends Rec>(kind: RecordKind<R>, { emit, mode: modeAttr, id: requested = '', given, onInvalid }: RecordFormOptions<R>): RecordForm<R> {
  const user = useSession((s) => s.user);
  const toast = useToast();
  const later = useLater();
  const mode: Mode = modeAttr === 'investigate' || modeAttr === 'standalone' ? modeAttr : getConfig().mode;
  const wanted = requested.trim() || idOf(given);

  const [phase, setPhase] = useState<Phase>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [check, setCheck] = useState<((record: R) => Validation<R>) | null>(null);
  const [id, setId] = useState('');
  const [base, setBase] = useState<R | null>(null);
  /** What the form started from: the loaded (or last saved) record, or the blank one. */
  const [pristine, setPristine] = useState<R>({} as R);
  const [record, setRecord] = useState<R>({} as R);
  const [restored, setRestored] = useState<RecordForm<R>['restored']>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useRef(false);
  const viewed = useRef<string | null>(null);
  const { touched, touch, reset: resetTouched } = useTouched(formRef);

  const draftKind = kind.draftScope ? `${kind.kind}.${kind.draftScope}` : kind.kind;
  const ready = phase.state === 'ready';
  const readOnly = !ready || kind.isReadOnly(user, base, mode);
  const readOnlyReason: ReadOnlyReason | null = !ready || !readOnly ? null : mode === 'investigate' ? 'investigate' : !kind.mayChange(user, mode) ? 'no-permission' : 'other-organisation';

  // Load (or take, or start) the record, with the rules beside it; a draft this tab kept is laid over it.
  useEffect(() => {
    let live = true;
    setPhase({ state: 'loading' });
    const start = (rules: (record: R) => Validation<R>, loaded: R) => {
      if (!live) return;
      const loadedId = idOf(loaded);
      const editable = !kind.isReadOnly(sessionStore.getState().user, loadedId ? loaded : null, mode);
      const draft = editable ? readDraft<R>(draftKey(draftKind, loadedId), mode) : null;
      const useDraftValue = draft !== null && !sameRecord(draft.data, loaded);
      setCheck(() => rules);
      setId(loadedId);
      setBase(loadedId ? loaded : null);
      setPristine(loaded);
      setRecord(useDraftValue ? draft.data : loaded);
      setRestored(useDraftValue ? { at: draft.at, changedSince: (draft.data.modified ?? '') !== (loaded.modified ?? '') } : null);
      setSubmitted(false);
      setServerErrors({});
      resetTouched();
      setPhase({ state: 'ready' });
    };
    const blank = () => kind.blank(sessionStore.getState().organisation);
    const source: Promise<R> =
      given && (!wanted || idOf(given) === wanted)
        ? Promise.resolve((idOf(given) ? { ...given } : { ...blank(), ...given }) as R)
        : wanted
          ? kind.load(wanted)
          : Promise.resolve(blank());
    Promise.all([kind.rules(), source]).then(
      ([rules, loaded]) => start(rules, loaded),
      (error: unknown) => {
        if (!live) return;
        setPhase(isApiError(error) && error.status === 404 ? { state: 'missing' } : { state: 'failed', message: isApiError(error) ? error.message : '' });
      },
    );
    return () => {
      live = false;
    };
    // `id` and `given` name what to show; the kind and the mode never change under a mounted element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, given, attempt]);

  // Shown once per record (e.g. the audit of a viewed subject).
  useEffect(() => {
    if (!ready || !id || viewed.current === id) return;
    viewed.current = id;
    kind.viewed?.(id);
  }, [ready, id, kind]);

  const dirty = ready && !sameRecord(record, pristine);
  const clearDraft = useDraft(draftKey(draftKind, id), record, {
    enabled: ready && !readOnly && draftsAllowed(mode),
    dirty,
    mode,
    shrink: kind.shrinkDraft,
  });

  const result = useMemo(() => (check ? check(record) : ({ ok: true, data: record } as const)), [check, record]);
  const ownErrors: FieldErrors = result.ok ? NO_ERRORS : result.errors;
  const errors = useMemo(() => ({ ...visibleErrors(ownErrors, touched, submitted, kind.related), ...serverErrors }), [ownErrors, touched, submitted, serverErrors, kind.related]);

  const set = useCallback(
    (path: string, value: unknown) => {
      setRecord((r) => setPath(r, path, value));
      touch(path);
      // A whole list replaced (a row added, moved or removed): the server's messages for its rows no longer fit.
      const under = Array.isArray(value) ? `${path}.` : null;
      setServerErrors((e) => {
        const keep = Object.entries(e).filter(([p]) => p !== path && !(under && p.startsWith(under)));
        return keep.length === Object.keys(e).length ? e : Object.fromEntries(keep);
      });
    },
    [touch],
  );
  const b = binder({ get: (p) => getPath(record, p), set, error: (p) => errorAt(errors, p), readOnly });

  // After a refused save: the first marked field gets the focus (once its tab, if any, is shown).
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const saver = useSave<R>(async () => {
    if (!result.ok) throw new Error('invalid');
    const data = result.data;
    const split = kind.later?.split(data, base) ?? null;
    const sent = split?.record ?? data;
    const saved = id ? await kind.update(id, sent) : await kind.create(sent);
    if (!split || !kind.later) return saved;
    try {
      return await kind.later.save(saved, split.rest);
    } catch (error) {
      throw new PartlySaved(saved, split.rest, error);
    }
  });
  const { failure } = saver;

  /** The record is saved (`saved`): the form shows it, as an existing record, with `rest` still to save. */
  const adopt = useCallback(
    (saved: R, rest: Partial<R> | null) => {
      const savedId = idOf(saved) || id;
      clearDraft();
      viewed.current = savedId;
      setId(savedId);
      setBase(saved);
      setPristine(saved);
      setRecord(rest ? { ...saved, ...rest } : saved);
      setRestored(null);
      setSubmitted(false);
      resetTouched();
      emit('fiu-saved', { kind: kind.kind, id: savedId, [kind.kind]: saved });
      return savedId;
    },
    [clearDraft, emit, id, kind.kind, resetTouched],
  );

  // A failed save: the server's messages go to their fields; a partly saved record becomes the form's record.
  useEffect(() => {
    if (!failure) return;
    setServerErrors(failure.fieldErrors);
    if (failure.saved) adopt(failure.saved as R, (failure.rest as Partial<R>) ?? null);
    const paths = Object.keys(failure.fieldErrors);
    if (paths.length) onInvalid?.(paths);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);

  async function save(): Promise<void> {
    if (readOnly || saver.sending) return;
    setSubmitted(true);
    if (!result.ok) {
      saver.dismiss();
      onInvalid?.(Object.keys(result.errors));
      focusInvalid.current = true;
      return;
    }
    const wasNew = !id;
    const saved = await saver.save();
    if (!saved) return;
    setServerErrors({});
    adopt(saved, null);
    toast.success(kind.savedText ? kind.savedText(wasNew) : `${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1)} saved`);
    // The form stays usable (now an existing record): a host that does not route keeps a working form.
    if (mode !== 'investigate') later(() => emit('fiu-navigate', { path: kind.listPath }), kind.navigateDelayMs ?? NAVIGATE_DELAY_MS);
  }

  function discard(): void {
    removeDraft(draftKey(draftKind, id), mode);
    setRecord(pristine);
    setRestored(null);
    setSubmitted(false);
    setServerErrors({});
    saver.dismiss();
    resetTouched();
  }

  return {
    kind,
    phase,
    mode,
    id,
    isNew: !id,
    base,
    record,
    readOnly,
    readOnlyReason,
    b,
    errors,
    invalidCount: submitted ? Object.keys(ownErrors).length : 0,
    dirty,
    restored,
    sending: saver.sending,
    failure,
    formRef,
    set,
    save,
    discard,
    back: () => emit('fiu-back', { path: kind.listPath }),
    retry: () => setAttempt((n) => n + 1),
  };
}
