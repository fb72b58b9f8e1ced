export type DateLike = Date | string | number;

function toDate(value: DateLike | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let d: Date;
  if (value instanceof Date) d = value;
  else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) {
    // a date-only value is a calendar day, not midnight UTC
    const [y, m, day] = value.trim().split('-').map(Number) as [number, number, number];
    d = new Date(y, m - 1, day);
  } else d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const LONG_DATE = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const TIME = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });

/** '21 November 2026' (en-GB long date, local time). Invalid or empty → ''. */
export function formatLongDate(value: DateLike | null | undefined): string {
  const d = toDate(value);
  return d ? LONG_DATE.format(d) : '';
}

/** '21 November 2026, 14:05' (en-GB, 24-hour, local time). Invalid or empty → ''. */
export function formatLongDateTime(value: DateLike | null | undefined): string {
  const d = toDate(value);
  return d ? `${LONG_DATE.format(d)}, ${TIME.format(d)}` : '';
}
