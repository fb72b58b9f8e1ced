import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImport } from '../../lib/imports.js';
import { createOutboxMailer } from '../../mail/index.js';
import { openTestDb, quietLog, testClock, type TestDb } from '../../testing/index.js';
import { createImportRunner } from '../jobs/runner.js';
import { normaliseCallType, parseDateTime, parseDuration, toTimestamp, toUtcIso } from './values.js';

// The call-record samples written by others, kept in the repository (tests/fixtures/README.md: provenance).
const REPO = join(import.meta.dirname, '../../../../..');
const SAMPLES = join(REPO, 'tests/fixtures');
const SAMPLE = join(SAMPLES, 'cdr-vega4n6-cdr-analyzer.csv');
const SMALL = join(SAMPLES, 'cdr-spatialdatacommons-sample.csv');

let db: TestDb;
let dir: string;
let user: { id: string; domain: string };
const clock = testClock(new Date('2026-03-01T10:00:00Z'));

beforeAll(async () => {
  db = await openTestDb();
  dir = await mkdtemp(join(tmpdir(), 'fiu-cdr-'));
  user = (await db.query<typeof user>("SELECT id, domain FROM users WHERE username = 'analyst'")).rows[0]!;
});
afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

async function importFile(source: string | { text: string }, mapping: Record<string, string> | null = null) {
  const id = randomUUID();
  const path = join(dir, id);
  if (typeof source === 'string') await copyFile(source, path);
  else await writeFile(path, source.text);
  await insertImport(db, { id, kind: 'cdr', fileName: 'calls.csv', sha256: null, size: null, storedFile: path, mapping, createdBy: user.id, domain: user.domain, now: clock() });
  clock.advance(1);
  const runner = createImportRunner({ db, mailer: createOutboxMailer(db, clock, quietLog), clock, log: quietLog });
  const t0 = performance.now();
  expect(await runner.runOnce()).toBe(id);
  const ms = performance.now() - t0;
  const job = (await db.query<Record<string, unknown>>('SELECT * FROM imports WHERE id = $1', [id])).rows[0]!;
  const n = (k: string) => Number(job[k]);
  return { id, ms, status: job.status, error: job.error, read: n('rows_read'), stored: n('rows_stored'), duplicate: n('rows_duplicate'), repeated: n('rows_repeated'), refused: n('rows_refused') };
}

describe('cdr values', () => {
  it('dates in the formats files use; impossible dates refused', () => {
    expect(parseDateTime('01/05/2022 20:10')).toEqual({ date: '2022-05-01', time: '20:10:00', offset: null });
    expect(parseDateTime('2024-03-01T10:00:00Z')).toEqual({ date: '2024-03-01', time: '10:00:00', offset: 'Z' });
    expect(parseDateTime('20160501')).toEqual({ date: '2016-05-01', time: null, offset: null });
    expect(parseDateTime('1-Mar-2024 8:05 PM')).toEqual({ date: '2024-03-01', time: '20:05:00', offset: null });
    expect(parseDateTime('31/02/2024')).toBeNull();
    expect(parseDateTime('03/13/2024')).toBeNull();
    expect(parseDateTime('yesterday')).toBeNull();
  });
  it("the readers' own ISO text (read without the general path) gives what the general path gave", () => {
    expect(parseDateTime('2024-02-29T23:59:59')).toEqual({ date: '2024-02-29', time: '23:59:59', offset: null });
    expect(parseDateTime('2024-02-29')).toEqual({ date: '2024-02-29', time: null, offset: null });
    expect(parseDateTime('2023-02-29')).toBeNull();
    expect(parseDateTime('1900-02-29')).toBeNull();
    expect(parseDateTime('2000-02-29')).toEqual({ date: '2000-02-29', time: null, offset: null });
    expect(parseDateTime('2024-04-31T10:00:00')).toBeNull();
    expect(parseDateTime('2024-13-01T10:00:00')).toBeNull();
    expect(parseDateTime('2024-03-01T24:00:00')).toBeNull();
    expect(parseDateTime('1899-12-31T10:00:00')).toBeNull();
  });
  it('the UTC instant computed from the parts is the one Date reads from the time stamp text', () => {
    for (const text of ['2024-03-01T00:30:00', '2024-01-01 00:00', '31/12/2024 23:59:59', '2024-03-01T10:00:00Z', '2024-03-01T00:10:00+05:30', '2024-12-31T22:00:00-03:30', '2024-03-01T10:00:00+0100', '29/02/2024', '1-Mar-2024 8:05 PM']) {
      const p = parseDateTime(text)!;
      expect(toUtcIso(p), text).toBe(new Date(toTimestamp(p)).toISOString());
      expect(toUtcIso(p, '23:59:59'), text).toBe(new Date(toTimestamp(p, '23:59:59')).toISOString());
    }
  });
  it('durations and call types', () => {
    expect(parseDuration('60')).toBe(60);
    expect(parseDuration('00:01:30')).toBe(90);
    expect(parseDuration('-5')).toBe('invalid');
    expect(parseDuration('')).toBeNull();
    expect(normaliseCallType('OUTGOING', 'CALL')).toBe('Voice Originating');
    expect(normaliseCallType('INCOMING', 'SMS')).toBe('SMS Terminating');
    expect(normaliseCallType('MO-SMS')).toBe('SMS Originating');
    expect(normaliseCallType('Voice Terminating')).toBe('Voice Terminating');
    expect(normaliseCallType('DATA')).toBeNull();
  });
});

describe("the 'cdr' handler", () => {
  it('imports the 3,620-row sample through the proposed mapping; the same file again adds nothing', async () => {
    const first = await importFile(SAMPLE);
    expect(first).toMatchObject({ status: 'done', error: null, read: 3620 });
    expect(first.stored + first.duplicate + first.repeated + first.refused).toBe(3620);
    const stored = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM call_records WHERE import_id = $1', [first.id]);
    expect(stored.rows[0]!.n).toBe(first.stored);
    expect(first.stored).toBeGreaterThan(3000);
    console.log(`[measure] cdr sample: ${first.read} rows in ${first.ms.toFixed(0)} ms = ${Math.round((first.read / first.ms) * 1000)} rows/s (${db.label})`);
    const row = await db.query('SELECT originating_number, terminating_number, cdr_ts, call_type, originating_latitude FROM call_records WHERE import_id = $1 AND source_row = 2', [first.id]);
    expect(row.rows[0]).toMatchObject({ originating_number: '923310000000', terminating_number: '933402000000', originating_latitude: 37.6734 });
    expect((row.rows[0]!.cdr_ts as Date).toISOString()).toBe('2022-05-01T19:10:00.000Z');

    const again = await importFile(SAMPLE);
    expect(again).toMatchObject({ status: 'done', read: 3620, stored: 0, refused: first.refused, duplicate: first.stored + first.repeated });
  });

  it('the small sample: date and time in two columns joined by the mapping', async () => {
    const r = await importFile(SMALL, { originating_number: 'SUBID', cdr_ts: 'CDATE', cdr_time: 'CTIME', call_duration: 'DURATION', originating_latitude: 'LATITUDE', originating_longitude: 'LONGITUDE', call_type: 'call_type' });
    expect(r).toMatchObject({ status: 'done', read: 17, refused: 0 });
    const row = await db.query('SELECT cdr_ts, call_duration FROM call_records WHERE import_id = $1 AND source_row = 2', [r.id]);
    expect((row.rows[0]!.cdr_ts as Date).toISOString()).toBe('2016-05-01T07:43:47.000Z');
    expect(row.rows[0]!.call_duration).toBe(96);
  });

  it('refuses each unreadable row with its reason, and stores the rest', async () => {
    const text = [
      'A Number,B Number,Start Time,Duration,Latitude',
      '08031234567,08039876543,01/03/2024 10:00,60,6.5',
      '08031234567,08039876543,31/02/2024 10:00,60,6.5',
      ',08039876543,01/03/2024 10:00,60,6.5',
      '08031234567,08039876543,01/03/2024 11:00,-3,6.5',
      '08031234567,08039876543,01/03/2024 12:00,60,95',
      '08031234567,08039876543,01/03/2024 10:00,60,6.5',
    ].join('\n');
    const r = await importFile({ text });
    expect(r).toMatchObject({ status: 'done', read: 6, stored: 1, duplicate: 0, repeated: 1, refused: 4 });
    const reasons = await db.query('SELECT row_number, reason FROM import_refused_rows WHERE import_id = $1 ORDER BY row_number', [r.id]);
    expect(reasons.rows).toEqual([
      { row_number: 3, reason: "cdr_ts: not a date ('31/02/2024 10:00')" },
      { row_number: 4, reason: 'originating_number: empty' },
      { row_number: 5, reason: "call_duration: not a whole number of seconds ≥ 0 ('-3')" },
      { row_number: 6, reason: "originating_latitude: not a coordinate within ±90 ('95')" },
      { row_number: 7, reason: 'Repeats row 2 of this file (every mapped value equal): stored once, from row 2' },
    ]);
  });
});
