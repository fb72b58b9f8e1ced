export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True when the date is not later than now (core-records §3.1 birthdate 'not later than today';
 * dissemination-feedback §3 authorized_on; analysis-tools date pickers 'cannot choose a moment after now').
 * - A date-only string 'YYYY-MM-DD' is a calendar day: today is allowed, tomorrow is not (local time).
 * - Anything else (Date, timestamp, ISO date-time) is compared as an instant with `now`.
 * - null/undefined/'' are absent → true (whether the field is required is the form's business).
 * - An unparsable value → false.
 */
export function isNotInFuture(date: DateInput | null | undefined, now: Date = new Date()): boolean {
  if (date === null || date === undefined || date === '') return true;
  if (typeof date === 'string') {
    const m = DATE_ONLY.exec(date.trim());
    if (m) {
      const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const day = new Date(y, mo - 1, d);
      if (day.getFullYear() !== y || day.getMonth() !== mo - 1 || day.getDate() !== d) return false;
      const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
      return day.getTime() <= today.getTime();
    }
  }
  const t = date instanceof Date ? date.getTime() : new Date(date).getTime();
  if (Number.isNaN(t)) return false;
  return t <= now.getTime();
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/** 'YYYY-MM-DD' (a real calendar day) or an ISO date-time. */
export function isDateText(v: string): boolean {
  if (DATE_ONLY.test(v)) {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const day = new Date(Date.UTC(y, m - 1, d));
    return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  }
  return DATE_TIME.test(v) && !Number.isNaN(Date.parse(v));
}
