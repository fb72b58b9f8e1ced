/**
 * Field builders shared by the schema modules, so every bound and message is spelt once.
 * Conventions:
 * - optional fields accept undefined and null (the server sends null; null values count as absent);
 * - optional formatted text (BVN, tax id, e-mail, dates) also accepts '' (an empty form input);
 * - required text refuses '' and whitespace-only text with MSG.required (or a field's own message).
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { MSG } from '../messages.js';
import {
  isDateText,
  isDigitsOnly,
  isNotInFuture,
  isValidBankAccountNumber,
  isValidBvn,
  isValidEmail,
  isValidTaxId,
} from '../validators/index.js';

export { isDateText };

export const opt = <T extends z.core.SomeType>(schema: T) => z.optional(z.nullable(schema));

const maxLen = (n: number) => z.maxLength(n, MSG.maxLength(n));
const notBlank = (message: string) => z.refine<string>((v: string) => v.trim().length > 0, message);
/** A format check that leaves '' alone, so an empty optional input is not a format error. */
export const format = (test: (v: string) => boolean, message: string) =>
  z.refine<string>((v: string) => v === '' || test(v), message);

/** Text with an optional maximum length. */
export const text = (max?: number) => (max === undefined ? z.string() : z.string().check(maxLen(max)));
export const optText = (max?: number) => opt(text(max));
/** Text that must not be empty. `message` replaces MSG.required where the spec has its own text. */
export const reqText = (max?: number, message: string = MSG.required) => {
  const required = { error: (iss: { input?: unknown }) => (iss.input == null ? message : undefined) };
  return max === undefined
    ? z.string(required).check(notBlank(message))
    : z.string(required).check(notBlank(message), maxLen(max));
};

const emailFormat = () => format(isValidEmail, MSG.invalidEmail);
export const optEmail = () => opt(z.string().check(emailFormat()));
export const reqEmail = (message: string = MSG.required) => reqText(undefined, message).check(emailFormat());

export const bvn = () => z.string().check(format(isValidBvn, MSG.bvn));
export const taxId = (max = 50) => z.string().check(maxLen(max), format(isValidTaxId, MSG.taxId));
export const accountNumber = () => z.string().check(maxLen(10), format(isValidBankAccountNumber, MSG.bankAccount));
export const digits = () => z.string().check(format(isDigitsOnly, MSG.digitsOnly));

const dateChecks = (notFuture = false) =>
  notFuture
    ? [format(isDateText, MSG.invalidDate), format((v) => !isDateText(v) || isNotInFuture(v), MSG.dateInFuture)]
    : [format(isDateText, MSG.invalidDate)];

/** A date as text; with `notFuture`, later than today (date) or now (date-time) fails with MSG.dateInFuture. */
export const date = (opts: { notFuture?: boolean } = {}) => z.string().check(...dateChecks(opts.notFuture));
export const reqDate = (opts: { notFuture?: boolean } = {}, message: string = MSG.required) =>
  reqText(undefined, message).check(...dateChecks(opts.notFuture));
export const optDate = (opts: { notFuture?: boolean } = {}) => opt(date(opts));

export const optNum = () => opt(z.number());
export const optInt = () => opt(z.int());
export const optBool = () => opt(z.boolean());

/** Identifiers are text (the reference server uses UUIDs). */
export const id = () => reqText();
export const optId = () => opt(z.string());

/** A list that must hold at least one item (message MSG.required, or the field's own). */
export const reqList = <T extends z.core.SomeType>(item: T, message: string = MSG.required) =>
  z.array(item, { error: (iss) => (iss.input == null ? message : undefined) }).check(z.minLength(1, message));
export const optList = <T extends z.core.SomeType>(item: T) => opt(z.array(item));

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*)(;base64)?,/i;

/** The MIME type of a data URL, '' when it has none, or null when the text is not a data URL. */
export function dataUrlMime(v: string): string | null {
  const m = DATA_URL.exec(v);
  return m ? (m[1] ?? '').toLowerCase() : null;
}

/**
 * A file: a data URL of one of `mimes` (a new upload), or, with `stored`, any other non-empty text
 * (the name or URL of a file the server already holds, sent back when a whole record is saved).
 * The server checks the bytes themselves (SECURITY.md promise 7); this check is for the form.
 */
export const file = (mimes: readonly string[], opts: { stored?: boolean; message?: string } = {}) =>
  reqText(undefined, opts.message).check(
    z.refine<string>((v: string) => {
      if (v.trim() === '') return true;
      const mime = dataUrlMime(v);
      return mime === null ? opts.stored === true : mimes.includes(mime);
    }, MSG.fileType),
  );

export const PDF = ['application/pdf'] as const;
export const IMAGES = ['image/png', 'image/jpeg'] as const;
/** Browsers often report no type or application/octet-stream for .xls, so those pass too (the server sniffs). */
export const SPREADSHEETS = [
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
  '',
] as const;

/** Fields every stored record carries (set by the server; optional when a client sends a new record). */
export const bookkeeping = {
  id: optId(),
  domain: optText(),
  created_by: optText(),
  modified_by: optText(),
  created: optText(),
  modified: optText(),
};
