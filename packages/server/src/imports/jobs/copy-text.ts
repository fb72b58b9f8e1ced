/**
 * PostgreSQL's COPY text format, for the import stores (store.ts): one line per row, values separated by tabs,
 * NULL as \N, and the backslash, tab, newline and carriage return of a value escaped, so every value arrives
 * exactly as it was (a text cell stays text: nothing in the format is evaluated).
 */

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value as COPY text: strings as they are, numbers and bigints in decimal, dates as ISO 8601, null as \N. */
export function copyValue(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  let s: string;
  if (typeof v === 'string') s = v;
  else if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`COPY: ${v} is not a number PostgreSQL stores`);
    return String(v);
  } else if (typeof v === 'bigint') return String(v);
  else if (typeof v === 'boolean') return v ? 't' : 'f';
  else if (v instanceof Date) return v.toISOString();
  else throw new Error(`COPY: cannot write a ${typeof v}`);
  return SPECIAL.test(s) ? s.replace(SPECIALS, (c) => ESCAPES[c]!) : s;
}

/**
 * A row as one COPY text line, with its newline. Joined, not concatenated: the line is one flat string and its newline,
 * not a rope of two nodes per value (the import keeps its lines for a batch or two: bench/results/imports-timeline.md).
 */
export function copyLine(values: readonly unknown[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) parts[i] = copyValue(values[i]);
  return `${parts.join('\t')}\n`;
}
