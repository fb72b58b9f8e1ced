/**
 * A `name__gte` / `name__lte` pair of list parameters (created__gte, disseminated_on__lte, ...) read as the
 * records lists read them (lib/records.ts): a date or an ISO date-time; a date alone as the upper bound means
 * that whole day (up to the next midnight, UTC). A bad value is an error naming the parameter.
 */
import { isDateText } from '../core.js';
import type { FieldErrors } from './errors.js';

export interface DateRange {
  /** column >= gte */
  gte?: Date;
  /** column < lt (a date alone as the upper bound) */
  lt?: Date;
  /** column <= lte */
  lte?: Date;
}

const DAY_MS = 86_400_000;
export const DATE_RANGE_MESSAGE = 'Enter a date (YYYY-MM-DD) or a date and time (ISO 8601)';

export function parseDateRange(query: (name: string) => string | undefined, base: string, errors: FieldErrors): DateRange {
  const range: DateRange = {};
  const from = query(`${base}__gte`);
  if (from) {
    if (isDateText(from)) range.gte = new Date(Date.parse(from));
    else errors[`${base}__gte`] = [DATE_RANGE_MESSAGE];
  }
  const to = query(`${base}__lte`);
  if (to) {
    if (!isDateText(to)) errors[`${base}__lte`] = [DATE_RANGE_MESSAGE];
    else if (/^\d{4}-\d{2}-\d{2}$/.test(to)) range.lt = new Date(Date.parse(to) + DAY_MS);
    else range.lte = new Date(Date.parse(to));
  }
  return range;
}

/** The SQL conditions of a range on `column`, parameters pushed onto `params`. */
export function dateRangeSql(column: string, range: DateRange, params: unknown[]): string[] {
  const where: string[] = [];
  if (range.gte) where.push(`${column} >= $${params.push(range.gte)}`);
  if (range.lt) where.push(`${column} < $${params.push(range.lt)}`);
  if (range.lte) where.push(`${column} <= $${params.push(range.lte)}`);
  return where;
}
