/**
 * Cell values of statements and call records, parsed strictly: a value that cannot be read is a reason to
 * refuse the row (returned as text), never a guess. Money stays exact: decimal text and integer kobo (BigInt),
 * never a JS float.
 */

/** Local times without an offset are Nigerian time (WAT, UTC+1, no daylight saving). */
export const LOCAL_OFFSET = '+01:00';

const MONTHS: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12 };

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function validDate(y: number, m: number, d: number): boolean {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return false;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= (m === 2 && leap ? 29 : DAYS_IN_MONTH[m - 1]!);
}

function validTime(h: number, mi: number, s: number): boolean {
  return h >= 0 && h <= 23 && mi >= 0 && mi <= 59 && s >= 0 && s <= 59;
}

export interface ParsedDate {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS, or null when the cell has no time. */
  time: string | null;
  /** The offset the text gave ('Z', '+01:00'), else null (local). */
  offset: string | null;
}

const DATE_PART =
  /^(?:(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})|(\d{1,2})[-/. ](\d{1,2}|[A-Za-z]{3,9})[-/. ](\d{4}|\d{2})|(\d{4})(\d{2})(\d{2}))$/;
const TIME_PART = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?\s*([AaPp][Mm])?$/;
/** What the .xlsx reader writes for a date cell ('2025-03-01', '2025-03-01T14:05:09'): read without the general path. */
const READER_ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?$/;

function readerIso(s: string): ParsedDate | null | undefined {
  const m = READER_ISO.exec(s);
  if (!m) return undefined;
  if (!validDate(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  if (m[4] === undefined) return { date: s, time: null, offset: null };
  if (!validTime(Number(m[4]), Number(m[5]), Number(m[6]))) return null;
  return { date: s.slice(0, 10), time: s.slice(11), offset: null };
}

/**
 * A date and optional time as the files write them: ISO ('2024-03-01', '2024-03-01T10:00:00Z', the readers'
 * own output), day first ('01/03/2024 10:00', '1-Mar-2024', '01.03.24'), compact ('20240301'). Day-first is the
 * Nigerian and British order; a text like '03/13/2024' (month first) is refused rather than guessed.
 */
export function parseDateTime(raw: string): ParsedDate | null {
  const s = raw.trim();
  if (!s || s.length > 40) return null;
  const iso = readerIso(s);
  if (iso !== undefined) return iso;
  let offset: string | null = null;
  let rest = s;
  const off = /(Z|[+-]\d{2}:?\d{2})$/.exec(rest);
  if (off && /\d{2}:\d{2}(:\d{2})?(?:[.,]\d+)?(Z|[+-]\d{2}:?\d{2})$/.test(rest)) {
    offset = off[1] === 'Z' ? 'Z' : `${off[1]!.slice(0, 3)}:${off[1]!.slice(-2)}`;
    rest = rest.slice(0, -off[1]!.length);
  }
  const [datePart, ...timeParts] = rest.split(/[T ]+(?=\d{1,2}:)/);
  const timeText = timeParts.join(' ').trim();
  const m = DATE_PART.exec(datePart!.trim());
  if (!m) return null;
  let y: number, mo: number, d: number;
  if (m[1]) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if (m[7]) [y, mo, d] = [Number(m[7]), Number(m[8]), Number(m[9])];
  else {
    d = Number(m[4]);
    const month = m[5]!;
    mo = /^\d+$/.test(month) ? Number(month) : (MONTHS[month.toLowerCase().slice(0, month.length > 3 && month.toLowerCase().startsWith('sept') ? 4 : 3)] ?? 0);
    const year = m[6]!;
    y = year.length === 2 ? 2000 + Number(year) : Number(year);
  }
  if (!validDate(y, mo, d)) return null;
  let time: string | null = null;
  if (timeText) {
    const t = TIME_PART.exec(timeText);
    if (!t) return null;
    let h = Number(t[1]);
    const mi = Number(t[2]);
    const sec = Number(t[3] ?? 0);
    if (t[4]) {
      if (h < 1 || h > 12) return null;
      h = (h % 12) + (t[4].toLowerCase() === 'pm' ? 12 : 0);
    }
    if (!validTime(h, mi, sec)) return null;
    time = `${pad(h)}:${pad(mi)}:${pad(sec)}`;
  }
  return { date: `${pad(y, 4)}-${pad(mo)}-${pad(d)}`, time, offset };
}

/** A time of day alone ('8:43:47', '08:43', '8:43 PM'), as HH:MM:SS. */
export function parseTimeOfDay(raw: string): string | null {
  const t = TIME_PART.exec(raw.trim());
  if (!t) return null;
  let h = Number(t[1]);
  if (t[4]) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (t[4].toLowerCase() === 'pm' ? 12 : 0);
  }
  const mi = Number(t[2]);
  const s = Number(t[3] ?? 0);
  return validTime(h, mi, s) ? `${pad(h)}:${pad(mi)}:${pad(s)}` : null;
}

/** An instant for a timestamptz column: the date, its time (midnight when none) and its offset (WAT when none). */
export function toTimestamp(p: ParsedDate, time: string | null = p.time): string {
  return `${p.date}T${time ?? '00:00:00'}${p.offset ?? LOCAL_OFFSET}`;
}

/**
 * The same instant as toTimestamp, in UTC as Date.toISOString writes it ('2025-03-01T13:05:09.000Z'), computed
 * from the parts instead of parsing the text again.
 */
export function toUtcIso(p: ParsedDate, time: string | null = p.time): string {
  const t = time ?? '00:00:00';
  const offset = p.offset ?? LOCAL_OFFSET;
  let offsetMinutes = 0;
  if (offset !== 'Z') {
    offsetMinutes = Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6));
    if (offset[0] === '-') offsetMinutes = -offsetMinutes;
  }
  const d = p.date;
  const ms = Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)), Number(t.slice(0, 2)), Number(t.slice(3, 5)), Number(t.slice(6, 8)));
  return new Date(ms - offsetMinutes * 60_000).toISOString();
}

/** A call's duration in whole seconds: '60', '60.0', '1:30' (m:ss), '00:01:30' (h:mm:ss). */
export function parseDuration(raw: string): number | null | 'invalid' {
  const s = raw.trim();
  if (!s) return null;
  if (/^\d{1,9}(\.0+)?$/.test(s)) return Number.parseInt(s, 10);
  const m = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{2})$/.exec(s);
  if (m) return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
  return 'invalid';
}

export interface Money {
  /** Exact amount in kobo (hundredths), signed. */
  kobo: bigint;
}

/**
 * An amount as statements write it: '1,234.50', '₦1,234.50', 'NGN 1234.5', '(500.00)' and '-500' (negative),
 * '500.00 DR' / '500.00 CR' (a suffix sign). More than two decimals is refused, not rounded.
 */
export function parseMoney(raw: string): Money | null | 'invalid' {
  let s = raw.trim();
  if (!s || s === '-' || s === '--') return null;
  let negative = false;
  const suffix = /\s*(DR|CR|D|C)\.?$/i.exec(s);
  if (suffix) {
    negative = suffix[1]!.toUpperCase().startsWith('D');
    s = s.slice(0, suffix.index).trim();
  }
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  s = s.replace(/^(?:NGN|N|₦|\$|USD|£|GBP|€|EUR)\s*/i, '');
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1).trim();
  } else if (s.startsWith('+')) s = s.slice(1).trim();
  s = s.replace(/^(?:NGN|N|₦)\s*/i, '');
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$|^\.\d{1,2}$/.test(s)) return 'invalid';
  const [whole = '0', frac = ''] = s.replace(/,/g, '').split('.');
  const kobo = BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
  if (kobo > 10n ** 19n) return 'invalid';
  return { kobo: negative ? -kobo : kobo };
}

/** Kobo as exact decimal text for a numeric column ('1234.50', '-0.05'). */
export function koboText(kobo: bigint): string {
  const neg = kobo < 0n;
  const abs = neg ? -kobo : kobo;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A coordinate in range ('6.5244', '-16.57'), null when empty, 'invalid' otherwise. */
export function parseCoordinate(raw: string, limit: 90 | 180): number | null | 'invalid' {
  const s = raw.trim();
  if (!s) return null;
  if (!/^[-+]?\d{1,3}(\.\d{1,12})?$/.test(s)) return 'invalid';
  const n = Number(s);
  return Math.abs(n) <= limit ? n : 'invalid';
}

export type CallType = 'Voice Originating' | 'Voice Terminating' | 'SMS Originating' | 'SMS Terminating';

/**
 * The four §3 call types from what the files write: the type itself, or a service (VOICE/CALL/MOC/SMS/MO-SMS)
 * and a direction (OUTGOING/INCOMING/MO/MT/ORIGINATING/TERMINATING), in one cell or two. Null when unknown.
 */
export function normaliseCallType(...cells: string[]): CallType | null {
  const text = cells.join(' ').toUpperCase();
  const words = new Set(text.split(/[^A-Z0-9]+/).filter(Boolean));
  const has = (...w: string[]) => w.some((x) => words.has(x));
  const sms = has('SMS', 'MOSMS', 'MTSMS', 'SMSMO', 'SMSMT', 'TEXT', 'MSG', 'MESSAGE');
  const voice = has('VOICE', 'CALL', 'MOC', 'MTC', 'VOC', 'TEL', 'TELEPHONY');
  const out = has('OUTGOING', 'OUT', 'ORIGINATING', 'MO', 'MOC', 'MOSMS', 'SMSMO', 'ORIG', 'OUTBOUND', 'O');
  const inc = has('INCOMING', 'IN', 'TERMINATING', 'MT', 'MTC', 'MTSMS', 'SMSMT', 'TERM', 'INBOUND', 'T');
  if (out === inc) return null;
  if (sms) return out ? 'SMS Originating' : 'SMS Terminating';
  if (voice || out || inc) return out ? 'Voice Originating' : 'Voice Terminating';
  return null;
}
