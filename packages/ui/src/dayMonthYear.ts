/**
 * Dates as people in Nigeria write them, day first: '23/11/2026' on screen, '2026-11-23' (ISO) in records.
 * Also reads '23-11-2026', '23.11.2026', '3/2/2026' and a pasted ISO date; years have four digits (no century
 * guessing).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date as 'YYYY-MM-DD' (not toISOString, which gives the UTC date). */
export function localDateString(d: Date = new Date()): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The local date and time as 'YYYY-MM-DDTHH:mm'. */
export function localDateTimeString(d: Date = new Date()): string {
  return `${localDateString(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 'YYYY-MM-DD' of a real calendar day, or null. */
export function isoDate(y: number, m: number, d: number): string | null {
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return null;
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/** Typed text → 'YYYY-MM-DD', or null when it is not a date. */
export function parseDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(t);
  if (m) return isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** Typed text → 'YYYY-MM-DDTHH:mm', or null. */
export function parseDateTime(text: string): string | null {
  const m = /^(.+?)[\s,]+(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const day = parseDate(m[1]!);
  const h = Number(m[2]);
  const min = Number(m[3]);
  return day && h < 24 && min < 60 ? `${day}T${pad(h)}:${pad(min)}` : null;
}

/** 'YYYY-MM-DD' (or a date-time) → 'DD/MM/YYYY'; anything else as it is. */
export function formatDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** 'YYYY-MM-DDTHH:mm' → 'DD/MM/YYYY HH:mm'; anything else as it is. */
export function formatDateTime(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value);
  return m ? `${formatDate(m[1]!)} ${m[2]}` : value;
}
