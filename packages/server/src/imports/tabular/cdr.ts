/**
 * The 'cdr' import handler: a call-record file's rows, mapped (the confirmed mapping, else the proposal), into
 * call_records. Numbers normalised (core normalisePhone), the time stamp parsed (several formats; a date column
 * and a cdr_time column are joined), durations whole seconds ≥ 0, the call type one of the four of §3,
 * coordinates in range. A row that cannot be read is refused with its reason. record_id is a hash of the
 * call's own content (not of the import), so the same calls sent again are duplicates, not new rows.
 */
import { hash } from 'node:crypto';
import { normalisePhone } from '../../core.js';
import type { ImportHandler } from '../jobs/types.js';
import { storeBatch, withCopyLines, type StoreRow, type StoreTable } from '../jobs/store.js';
import { openMapped, type MappedRow } from './rows.js';
import { storeBehind } from './store-behind.js';
import { normaliseCallType, parseCoordinate, parseDateTime, parseDuration, parseTimeOfDay, toTimestamp, toUtcIso } from './values.js';

const TEXT_COLUMNS = [
  'msc_call_type',
  'imei_originating',
  'imei_terminating',
  'imsi_originating',
  'imsi_terminating',
  'originating_sitename',
  'terminating_sitename',
  'originating_lga',
  'terminating_lga',
  'originating_city',
  'terminating_city',
  'originating_state',
  'terminating_state',
  'calling_subscriber_name',
  'called_subscriber_name',
] as const;
const PHONE_COLUMNS = ['originating_number', 'terminating_number', 'calling_number', 'called_number'] as const;
const COORDINATES = [
  ['originating_latitude', 90],
  ['originating_longitude', 180],
  ['terminating_latitude', 90],
  ['terminating_longitude', 180],
] as const;

export const CALL_RECORDS: StoreTable = {
  table: 'call_records',
  key: 'record_id',
  columns: [
    ...PHONE_COLUMNS.map((name) => ({ name, type: 'text' })),
    { name: 'cdr_ts', type: 'timestamptz' },
    { name: 'call_duration', type: 'integer' },
    { name: 'call_type', type: 'text' },
    ...TEXT_COLUMNS.map((name) => ({ name, type: 'text' })),
    ...COORDINATES.map(([name]) => ({ name, type: 'float8' })),
  ],
};

const MAX_TEXT = 500;
const quote = (s: string) => `'${s.length > 40 ? `${s.slice(0, 40)}…` : s}'`;

/**
 * A bounded memo of a pure function of short cells: a call-record file repeats its numbers (the target's
 * SIMs, a circle of contacts) and its few call types on every row. Forgotten whole when full.
 */
function memo<T>(fn: (key: string) => T, max: number): (key: string) => T {
  const seen = new Map<string, T>();
  return (key) => {
    let v = seen.get(key);
    if (v === undefined && !seen.has(key)) {
      v = fn(key);
      if (seen.size >= max) seen.clear();
      seen.set(key, v);
    }
    return v as T;
  };
}
const phoneOf = memo(normalisePhone, 50_000);
// normaliseCallType reads the words of its cells joined by a space: one key for both cells.
const callTypeOf = memo((cells: string) => normaliseCallType(cells), 1_000);

/** One row as call_records values, or the reason it is refused. */
export function callRecordOf(r: MappedRow): { key: string; values: unknown[] } | { reason: string } {
  // In CALL_RECORDS.columns order; the call's time stamp (index 4) is set below.
  const values: unknown[] = [];
  for (const col of PHONE_COLUMNS) {
    const raw = r.get(col);
    if (!raw) {
      values.push(null);
      continue;
    }
    const phone = phoneOf(raw);
    // The other party may be a short code ('56788') or a service ('internet'): kept as written.
    if (!phone && (col === 'originating_number' || col === 'calling_number')) return { reason: `${col}: not a phone number (${quote(raw)})` };
    values.push(phone ?? raw.slice(0, 40));
  }
  if (!values[0] && !values[2]) return { reason: 'originating_number: empty' };
  const tsRaw = r.get('cdr_ts');
  const parsed = parseDateTime(tsRaw);
  if (!parsed) return { reason: tsRaw ? `cdr_ts: not a date (${quote(tsRaw)})` : 'cdr_ts: empty' };
  let time = parsed.time;
  const timeRaw = r.get('cdr_time');
  if (timeRaw) {
    time = parseTimeOfDay(timeRaw);
    if (!time) return { reason: `cdr_time: not a time (${quote(timeRaw)})` };
  }
  const durationRaw = r.get('call_duration');
  const duration = parseDuration(durationRaw);
  if (duration === 'invalid') return { reason: `call_duration: not a whole number of seconds ≥ 0 (${quote(durationRaw)})` };
  values.push(toUtcIso(parsed, time), duration, callTypeOf(`${r.get('call_type')} ${r.get('msc_call_type')}`));
  for (const col of TEXT_COLUMNS) values.push(r.get(col).slice(0, MAX_TEXT) || null);
  for (const [col, limit] of COORDINATES) {
    const raw = r.get(col);
    const v = parseCoordinate(raw, limit);
    if (v === 'invalid') return { reason: `${col}: not a coordinate within ±${limit} (${quote(raw)})` };
    values.push(v);
  }
  // The call's content, independent of the import and of its position: the same call sent again is the same
  // record. Its time stamp in UTC (as the hash has always read it), then as the file's local time for the store.
  const key = hash('sha256', JSON.stringify(values), 'hex').slice(0, 40);
  values[4] = toTimestamp(parsed, time);
  return { key, values };
}

export const cdrHandler: ImportHandler = async (ctx) => {
  const file = await openMapped(ctx, 'cdr');
  await storeBehind(
    file.batches,
    async (batch) => {
      const rows: StoreRow[] = [];
      let refused = 0;
      for (const r of batch) {
        const rec = callRecordOf(r);
        if ('reason' in rec) {
          refused++;
          await ctx.refuse({ sheet: r.sheet, row: r.row, reason: rec.reason, cells: r.cells });
        } else rows.push({ key: rec.key, sheet: r.sheet, row: r.row, values: rec.values, cells: r.cells });
      }
      return { rows: withCopyLines(ctx.job.id, rows), read: batch.length, refused };
    },
    async ({ rows, read, refused }) => {
      await storeBatch(ctx, CALL_RECORDS, rows, { read, refused });
    },
  );
  return {};
};
