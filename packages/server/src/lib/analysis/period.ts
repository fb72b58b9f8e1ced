/**
 * The analysis period (Start and Stop of the workspace's date bar), as SQL conditions.
 *
 * Chosen and written down (tests hold it): both ends are included. `start` is the first instant counted; `end`
 * is the last: a row stamped exactly at `end` is in. A date-only `end` ('2024-03-31') means that whole day (UTC),
 * and a date-only `start` its first instant. Either end may be absent (the spec sends both only with a Stop date;
 * we take whichever is given).
 */
export interface Period {
  start?: string;
  end?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `column >= $n AND column <op> $m` (op '<' for a date-only end's next day, '<=' for an instant), pushing the values. */
export function periodSql(column: string, p: Period, params: unknown[]): string {
  const parts: string[] = [];
  if (p.start) {
    params.push(new Date(p.start));
    parts.push(`${column} >= $${params.length}`);
  }
  if (p.end) {
    if (DATE_ONLY.test(p.end)) {
      const next = new Date(`${p.end}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      params.push(next);
      parts.push(`${column} < $${params.length}`);
    } else {
      params.push(new Date(p.end));
      parts.push(`${column} <= $${params.length}`);
    }
  }
  return parts.length ? parts.join(' AND ') : 'TRUE';
}
