/**
 * A filter's or a cursor's value checked against the column's type before it becomes a query parameter, so a
 * value PostgreSQL would refuse is a 400 naming it, never a 500 from the database.
 */
import { ApiError } from '../errors.js';
import { NIGERIA_OFFSET } from '../analysis/period.js';
import type { PgType } from './sources.js';

const DECIMAL = /^-?\d{1,18}(\.\d{1,6})?$/;
const INTEGER = /^-?\d{1,9}$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO instant with its offset, or PostgreSQL's own timestamptz text ('2024-05-04 10:00:00.123+00'). */
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
const DAY_MS = 86_400_000;

export const isDateOnly = (v: string): boolean => {
  const m = DATE_ONLY.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
};

const isInstant = (v: string): boolean => INSTANT.test(v) && isDateOnly(v.slice(0, 10)) && !Number.isNaN(Date.parse(v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')));

/** The first instant of a day in Nigeria (West Africa Time), and of the day after. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00${NIGERIA_OFFSET}`);
export const nextDayStart = (day: string): Date => new Date(dayStart(day).getTime() + DAY_MS);

/** The Nigerian day of an instant (YYYY-MM-DD). */
export const lagosDay = (instant: string): string => new Date(Date.parse(instant.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')) + 3_600_000).toISOString().slice(0, 10);

const bad = (column: string, value: unknown, what: string) =>
  new ApiError(400, `${what} for ${column}: ${JSON.stringify(value).slice(0, 80)}`);

/** Text as a parameter: NUL and unpaired surrogates are refused (PostgreSQL cannot compare them). */
export function textValue(value: string | number): string {
  const s = String(value);
  if (s.includes('\u0000')) throw new ApiError(400, 'Text must not contain NUL characters');
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s)) throw new ApiError(400, 'Text must not contain unpaired surrogate characters');
  return s;
}

/** A number as exact decimal text (money and counts are compared as numeric, never through a float). */
export function numericValue(column: string, value: string | number, pg: 'numeric' | 'int'): string {
  const s = typeof value === 'number' ? String(value) : value.trim();
  if (!(pg === 'int' ? INTEGER : DECIMAL).test(s)) throw bad(column, value, pg === 'int' ? 'Not a whole number' : 'Not an amount');
  return s;
}

/** A date value: a day (YYYY-MM-DD, a day in Nigeria) or an instant with its offset. */
export function dateValue(column: string, value: string | number): { day: string } | { instant: string } {
  if (typeof value === 'string') {
    const v = value.trim();
    if (isDateOnly(v)) return { day: v };
    if (isInstant(v)) return { instant: v };
  }
  throw bad(column, value, 'Not a date');
}

/** A cursor's value of a column of this type, as the SQL text it came out as (null allowed where noted). */
export function cursorValueOk(pg: PgType, v: unknown): boolean {
  if (v === null) return true;
  if (typeof v !== 'string' || v.length > 512) return false;
  switch (pg) {
    case 'text':
      return !v.includes('\u0000');
    case 'numeric':
      return DECIMAL.test(v);
    case 'int':
      return INTEGER.test(v);
    case 'date':
      return isDateOnly(v);
    case 'timestamptz':
      return isInstant(v);
  }
}
