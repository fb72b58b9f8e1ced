/**
 * Field bindings: the props of a ui TextField / Select / Checkbox for one record field, so a form says
 * `<TextField label="Surname" {...b.text('surname')} />` and gets its value, change handler, message and
 * read-only state in one place. Values keep the record's types: '' from a select or number input becomes
 * null (an enum or number field may be absent, never ''), numbers stay numbers.
 */
import type { ChangeEvent } from 'react';

type InputEvent = ChangeEvent<HTMLInputElement & HTMLTextAreaElement>;

/** The form underneath: values, changes and messages by full dotted path. */
export interface BindSource {
  get(path: string): unknown;
  set(path: string, value: unknown): void;
  error(path: string): string | undefined;
  readOnly: boolean;
}

export interface Option {
  readonly value: string | number;
  readonly label: string;
}

interface Common {
  name: string;
  error: string | undefined;
}
export interface TextBinding extends Common {
  value: string;
  onChange(e: InputEvent): void;
  readOnly: boolean;
}
/** A date field (ui's DateField): ISO text in and out. */
export interface DateBinding extends Common {
  value: string;
  onChange(value: string): void;
  readOnly: boolean;
}
export interface NumberBinding extends TextBinding {
  type: 'number';
  inputMode: 'numeric' | 'decimal';
  step: string;
}
export interface SelectBinding extends Common {
  value: string;
  options: { value: string; label: string }[];
  onChange(e: ChangeEvent<HTMLSelectElement>): void;
  disabled: boolean;
}
export interface CheckBinding {
  name: string;
  checked: boolean;
  onChange(e: ChangeEvent<HTMLInputElement>): void;
  disabled: boolean;
}

export interface Binder {
  readonly readOnly: boolean;
  /** Keys are relative to the binder's prefix. */
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  error(key: string): string | undefined;
  /** The full path of a key (the `name` attribute). */
  name(key: string): string;
  /** The bindings of a nested object or list item: `b.at('telephones.0.')`. */
  at(prefix: string): Binder;
  /** A text input or text area. */
  text(key: string): TextBinding;
  /** A date field: its ISO text ('' when cleared; typed text that is not a date, for the check to refuse). */
  date(key: string): DateBinding;
  /** A number input: '' → null, else a number (integers with `int`). */
  num(key: string, opts?: { int?: boolean; step?: string }): NumberBinding;
  /** A native select over `options`; '' → null, numeric option values come back as numbers. */
  select(key: string, options: readonly Option[]): SelectBinding;
  /** A checkbox (neither it nor a select can be read-only: both are disabled instead). */
  check(key: string): CheckBinding;
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * Bindings for the fields under `prefix` ('' for the record itself, 'telephones.0.' for a list item):
 * keys are relative to it, and the `name` attribute is the full path (useTouched reads it).
 */
export function binder(form: BindSource, prefix = ''): Binder {
  const name = (key: string) => `${prefix}${key}`;
  const get = (key: string) => form.get(name(key));
  const set = (key: string, value: unknown) => form.set(name(key), value);
  const error = (key: string) => form.error(name(key));
  const readOnly = form.readOnly;
  const text = (key: string): TextBinding => ({
    name: name(key),
    value: str(get(key)),
    onChange: (e) => set(key, e.currentTarget.value),
    error: error(key),
    readOnly,
  });
  return {
    readOnly,
    get,
    set,
    error,
    name,
    at: (sub) => binder(form, name(sub)),
    text,
    date: (key) => ({ name: name(key), value: str(get(key)), onChange: (v) => set(key, v), error: error(key), readOnly }),
    num: (key, opts = {}) => ({
      ...text(key),
      type: 'number',
      inputMode: opts.int ? 'numeric' : 'decimal',
      step: opts.step ?? (opts.int ? '1' : 'any'),
      onChange: (e) => {
        const raw = e.currentTarget.value.trim();
        const n = Number(raw);
        set(key, raw === '' ? null : Number.isNaN(n) ? raw : n);
      },
    }),
    select: (key, options) => {
      const current = str(get(key));
      const list = options.map((o) => ({ value: String(o.value), label: o.label }));
      // A stored value the list does not know (older data) stays visible and selected.
      if (current !== '' && !list.some((o) => o.value === current)) list.unshift({ value: current, label: current });
      return {
        name: name(key),
        value: current,
        options: list,
        onChange: (e) => {
          const v = e.currentTarget.value;
          set(key, v === '' ? null : (options.find((x) => String(x.value) === v)?.value ?? v));
        },
        error: error(key),
        disabled: readOnly,
      };
    },
    check: (key) => ({
      name: name(key),
      checked: get(key) === true,
      onChange: (e) => set(key, e.currentTarget.checked),
      disabled: readOnly,
    }),
  };
}
