/**
 * The analysis period (Start and Stop of the workspace's date bar): one rule for every analysis call.
 *
 * Chosen and written down (tests hold it): both ends are included. `start` is the first instant counted; `end`
 * is the last: a row stamped exactly at `end` is in. A date-only day is a day in Nigeria (West Africa Time,
 * UTC+01:00, no daylight saving), as the analysts, the banks' statements and the goAML files mean it: a date-only
 * `start` is that day's first instant, a date-only `end` includes that whole day. Either end may be absent (the
 * spec sends both only with a Stop date; we take whichever is given).
 */
export interface Period {
  start?: string;
  end?: string;
}

/** The period as instants: `from` included, `until` excluded (null when open). */
export interface PeriodBounds {
  from: Date | null;
  until: Date | null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** Nigerian time: West Africa Time. */
export const NIGERIA_OFFSET = '+01:00';
const dayStart = (day: string) => new Date(`${day}T00:00:00${NIGERIA_OFFSET}`);

export function periodBounds(p: Period): PeriodBounds {
  const from = p.start ? (DATE_ONLY.test(p.start) ? dayStart(p.start) : new Date(p.start)) : null;
  let until: Date | null = null;
  if (p.end) until = DATE_ONLY.test(p.end) ? new Date(dayStart(p.end).getTime() + DAY_MS) : new Date(new Date(p.end).getTime() + 1);
  return { from, until };
}

/** `column >= $n AND column < $m`, pushing the values. */
export function periodSql(column: string, p: Period, params: unknown[]): string {
  const { from, until } = periodBounds(p);
  const parts: string[] = [];
  if (from) {
    params.push(from);
    parts.push(`${column} >= $${params.length}`);
  }
  if (until) {
    params.push(until);
    parts.push(`${column} < $${params.length}`);
  }
  return parts.length ? parts.join(' AND ') : 'TRUE';
}
