/**
 * The state of an import form: its values (text, files), the bindings ui fields take (shared/forms/bind), and
 * the check with core's schema, the same one the server applies. A file form has one message for every missing
 * required value (analysis-tools §5, §8); it is the form's alert, and each field it covers shows it too.
 * The values stay as typed after a failed upload: nothing is lost, the user fixes and sends again.
 * With `draft`, the typed text (never a file) is also kept as the tab's draft (shared/forms/useDraft: standalone
 * only, per user), so a reload does not lose it either; `clearDraft()` after an accepted upload.
 * Keys that start with '$' are the screen's own (a chosen subject's name, an image's preview): they are
 * neither checked nor sent.
 */
import { useMemo, useRef, useState } from 'react';
import { validate } from '@fiu/core/schemas/validate';
import { binder, type Binder } from '../forms/bind';
import { draftKey, readDraft, useDraft } from '../forms/useDraft';
import type { Problems } from '../checks';

export type ImportValues = Record<string, string | Blob | null | undefined>;

export interface ImportForm {
  values: ImportValues;
  b: Binder;
  set(key: string, value: ImportValues[string]): void;
  /** Set several values at once (a chosen subject fills the bio fields). */
  patch(values: ImportValues): void;
  errors: Problems;
  /** The schema's problems with the current values ({} when they pass); shows them under the fields. */
  check(): Problems;
  /** The values to send: empty text left out. */
  payload(): ImportValues;
  /** Forget the draft (after an accepted upload). */
  clearDraft(): void;
}

export interface ImportFormOptions {
  /** The draft's kind ('import-statement'); none: no draft. */
  draft?: string;
  mode?: string;
}

const textOnly = (v: ImportValues): Record<string, string> =>
  Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

const own = (key: string): boolean => key.startsWith('$');
const blank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

type Schema = Parameters<typeof validate>[0];

export function useImportForm(schema: Schema, { draft, mode }: ImportFormOptions = {}): ImportForm {
  const key = draftKey(draft ?? 'import', null);
  const [values, setValues] = useState<ImportValues>(() => (draft ? { ...readDraft<Record<string, string>>(key, mode)?.data } : {}));
  const texts = useMemo(() => textOnly(values), [values]);
  const clearDraft = useDraft(key, texts, { enabled: Boolean(draft), dirty: Object.keys(texts).length > 0, mode });
  const [errors, setErrors] = useState<Problems>({});
  const latest = useRef(values);
  latest.current = values;
  const checked = useRef(false);

  const problemsOf = (v: ImportValues): Problems => {
    const result = validate(schema, Object.fromEntries(Object.entries(v).filter(([k, x]) => !own(k) && !blank(x))));
    return result.ok ? {} : result.errors;
  };

  const update = (next: ImportValues): void => {
    latest.current = next;
    setValues(next);
    // After a first check, the messages follow the values (a fixed field loses its message at once).
    if (checked.current) setErrors(problemsOf(next));
  };

  const b = useMemo(
    () =>
      binder({
        get: (path) => values[path],
        set: (path, value) => update({ ...latest.current, [path]: value as ImportValues[string] }),
        error: (path) => errors[path]?.[0],
        readOnly: false,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, errors],
  );

  return {
    values,
    b,
    set: (key, value) => update({ ...latest.current, [key]: value }),
    patch: (more) => update({ ...latest.current, ...more }),
    errors,
    check: () => {
      checked.current = true;
      const found = problemsOf(latest.current);
      setErrors(found);
      return found;
    },
    payload: () => Object.fromEntries(Object.entries(latest.current).filter(([k, x]) => !own(k) && !blank(x))),
    clearDraft,
  };
}

/** The alert of a refused check: the form's own message when a required value is missing, else the first. */
export function alertOf(found: Problems, requiredMessage: string): string | null {
  const all = Object.values(found).flat();
  if (all.length === 0) return null;
  return all.includes(requiredMessage) ? requiredMessage : all[0]!;
}
