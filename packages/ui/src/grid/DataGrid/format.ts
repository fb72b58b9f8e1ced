import { formatDate } from '../../dayMonthYear';
import type { GridColumnType, GridScalar } from '../query';

/** '1234567' → '1,234,567' (digits only; no float in between). */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Decimal text (or a number) → '₦1,234,567.50': two decimals rounded half away from zero on the text itself,
 * so '0.125' and amounts past 2^53 are exact. Anything unreadable is shown as it is.
 */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? numberText(value) : '') : String(value).trim();
  const m = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) return text;
  const frac = (m[3] ?? '').padEnd(3, '0');
  let cents = BigInt(m[2]! + frac.slice(0, 2));
  if (frac[2]! >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const sign = m[1] && cents !== 0n ? '-' : '';
  return `${sign}₦${groupDigits(digits.slice(0, -2))}.${digits.slice(-2)}`;
}

/** A number's plain decimal text (no exponent for the amounts a grid holds). */
function numberText(n: number): string {
  return Math.abs(n) < 1e21 ? n.toFixed(Math.min(20, Math.max(0, (String(n).split('.')[1] ?? '').length))) : String(n);
}

/** A number as the grid shows it: grouped digits, its own decimals. */
export function formatNumber(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'number' ? numberText(value) : String(value).trim();
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  return m ? `${m[1]}${groupDigits(m[2]!)}${m[3] ?? ''}` : text;
}

const lagosTime = /* @__PURE__ */ (() => {
  try {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Lagos',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    return null;
  }
})();

const ZONED = /[T ]\d{2}:\d{2}.*(Z|[+-]\d{2}(:?\d{2})?)$/;

/** An instant with a zone in Lagos time (WAT) as 'DD/MM/YYYY HH:mm', or null when it is not one. */
function lagos(text: string): string | null {
  if (!ZONED.test(text) || !lagosTime) return null;
  const d = new Date(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  return Number.isNaN(d.getTime()) ? null : lagosTime.format(d).replace(',', '');
}

/** A date-time: an instant with a zone is shown in Lagos time (WAT), a local one as written; day first. */
export function formatDateTimeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  const zoned = lagos(text);
  if (zoned) return zoned;
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(text);
  return m ? `${formatDate(m[1]!)} ${m[2]}` : formatDate(text);
}

/** A date: the Nigerian day of an instant (23:30 UTC is the next day in Lagos), a plain day as it is. */
export function formatDateValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  return lagos(text)?.slice(0, 10) ?? formatDate(text);
}

/** A cell's text by its column type. */
export function formatCell(type: GridColumnType, value: unknown): string {
  switch (type) {
    case 'money':
      return formatMoney(value);
    case 'number':
      return formatNumber(value);
    case 'date':
      return formatDateValue(value);
    case 'datetime':
      return formatDateTimeValue(value);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** A filter value as a sentence says it. */
export function formatValue(type: GridColumnType, value: GridScalar): string {
  if (type === 'money' || type === 'number') return formatNumber(value);
  if (type === 'date' || type === 'datetime') return formatDate(String(value));
  return `'${String(value)}'`;
}
