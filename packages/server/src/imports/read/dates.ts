/**
 * Spreadsheet dates: a cell holds a serial number (days since the workbook's epoch) and only its number format
 * says it is a date. These helpers tell date formats apart and turn serials into ISO 8601 text.
 */

export type DateKind = 'date' | 'datetime' | 'time';

/** Excel's built-in date and time formats (ECMA-376 §18.8.30): 14–17 dates, 18–21 times, 22 date-time, 45–47 times. */
const BUILTIN: Record<number, DateKind> = {
  14: 'date', 15: 'date', 16: 'date', 17: 'date',
  18: 'time', 19: 'time', 20: 'time', 21: 'time',
  22: 'datetime',
  45: 'time', 46: 'time', 47: 'time',
  // Locale variants that Excel writes for East Asian dates (27–36, 50–58) are dates too.
  27: 'date', 28: 'date', 29: 'date', 30: 'date', 31: 'date', 32: 'time', 33: 'time', 34: 'time', 35: 'time', 36: 'date',
  50: 'date', 51: 'date', 52: 'date', 53: 'date', 54: 'date', 55: 'time', 56: 'time', 57: 'date', 58: 'date',
};

export function builtinDateKind(numFmtId: number): DateKind | null {
  return BUILTIN[numFmtId] ?? null;
}

/**
 * Whether a custom format code shows a date or a time: it has y/m/d/h/s tokens outside quoted text,
 * escapes and [colour]/[$-locale] brackets (elapsed-time brackets [h] [mm] [ss] count as time).
 * Linear scan, no regular expression over the user's text.
 */
export function customDateKind(code: string): DateKind | null {
  const section = code.split(';')[0] ?? '';
  let hasDate = false;
  let hasTime = false;
  for (let i = 0; i < section.length; i++) {
    const ch = section[i]!;
    if (ch === '"') {
      const end = section.indexOf('"', i + 1);
      i = end < 0 ? section.length : end;
    } else if (ch === '\\' || ch === '_' || ch === '*') {
      i++;
    } else if (ch === '[') {
      const end = section.indexOf(']', i + 1);
      const inner = section.slice(i + 1, end < 0 ? section.length : end).toLowerCase();
      if (/^(h+|m+|s+)$/.test(inner)) hasTime = true;
      i = end < 0 ? section.length : end;
    } else {
      const c = ch.toLowerCase();
      if (c === 'y' || c === 'd') hasDate = true;
      else if (c === 'h' || c === 's') hasTime = true;
      else if (c === 'm') hasDate = true; // month or minute: either way a date/time format
      else if (c === 'e' && section.slice(i, i + 2).toLowerCase() === 'e+') return null; // scientific
    }
  }
  if (hasDate && hasTime) return 'datetime';
  if (hasDate) {
    // "mm:ss" or "h:mm" only: m next to h or s means minutes.
    const lower = section.toLowerCase();
    if (!lower.includes('y') && !lower.includes('d') && (lower.includes('h') || lower.includes('s'))) return 'time';
    return 'date';
  }
  return hasTime ? 'time' : null;
}

const MS_PER_DAY = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/**
 * A serial as ISO text. The 1900 system counts the non-existent 1900-02-29 (serial 60, Lotus's bug kept by
 * Excel), so serials before it are one day early against the usual epoch. Times are rounded to the second.
 */
export function serialToIso(serial: number, kind: DateKind, date1904: boolean): string {
  if (!Number.isFinite(serial)) return String(serial);
  let days = serial;
  if (!date1904 && serial < 60) days = serial + 1;
  const epoch = date1904 ? EPOCH_1904 : EPOCH_1900;
  const ms = Math.round(days * MS_PER_DAY / 1000) * 1000;
  const d = new Date(epoch + ms);
  if (Number.isNaN(d.getTime())) return String(serial);
  const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  if (kind === 'date') return date;
  if (kind === 'time') {
    if (serial >= 1) return `${date}T${time}`; // a duration past a day keeps its date rather than losing it
    return time;
  }
  return `${date}T${time}`;
}
