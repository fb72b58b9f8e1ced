/**
 * The call pivot on the seeded PGlite (analysis fixture): counts and durations by row field and month computed
 * from the fixture's plain data, the direction and the filter applied, `top`, the PivotTable.xlsx read back with
 * SheetJS, hostile input refused with a 400, and the central-unit guard and audit.
 */
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { FX_CALLS, FX_SUBJECTS, insertAnalysisFixture } from '../testing/analysisFixture.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, partner: Signed;
beforeAll(async () => {
  db = await openTestDb();
  await insertAnalysisFixture(db);
  t = await makeApp(db);
  analyst = await signIn(t, 'analyst', 'fiu');
  partner = await signIn(t, 'admin', 'eca');
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

type Cell = { row: string; month: string; count: number; duration: number };
const A = FX_SUBJECTS[0]!;
const phones = FX_SUBJECTS.map((s) => s.phone);
const scope = { Suspect: FX_SUBJECTS.map((s) => s.suspectid) };
const post = (path: string, body: unknown, who: Signed = analyst) => t.app.request(`/api${path}`, jsonPost(body, who.headers));
async function cells(body: unknown): Promise<{ cells: Cell[]; truncated: boolean }> {
  const res = await post('/analysis/pivot/calls', body);
  const json = (await res.json()) as { cells: Cell[]; truncated: boolean };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json;
}

/** What the pivot must answer, from the fixture's plain data (months in Nigeria: the fixture's calls are mid-day UTC). */
function expected(keep: (c: (typeof FX_CALLS)[number]) => boolean, rowOf: (c: (typeof FX_CALLS)[number]) => string): Cell[] {
  const by = new Map<string, Cell>();
  for (const c of FX_CALLS.filter(keep)) {
    const month = new Date(Date.parse(c.cdr_ts) + 3_600_000).toISOString().slice(0, 7);
    const k = `${rowOf(c)}|${month}`;
    const cell = by.get(k) ?? { row: rowOf(c), month, count: 0, duration: 0 };
    cell.count += 1;
    cell.duration += c.call_duration;
    by.set(k, cell);
  }
  return [...by.values()].sort((a, b) => (a.row < b.row ? -1 : a.row > b.row ? 1 : a.month < b.month ? -1 : 1));
}

describe('POST /api/analysis/pivot/calls', () => {
  it('counts the calls and sums their seconds by the number called and month, in SQL, exactly', async () => {
    const body = await cells({ scope, direction: 'originating', rows: 'terminating_number' });
    expect(body.truncated).toBe(false);
    expect(body.cells).toEqual(expected((c) => phones.includes(c.originating_number), (c) => c.terminating_number));
    expect(body.cells.length).toBeGreaterThan(3);
  });

  it('keeps the medium of the direction (Voice or SMS) and the side (who called in)', async () => {
    const sms = await cells({ scope, direction: 'sms originating', rows: 'terminating_number' });
    expect(sms.cells).toEqual(expected((c) => phones.includes(c.originating_number) && c.call_type.startsWith('SMS'), (c) => c.terminating_number));
    expect(sms.cells.every((c) => c.duration === 0)).toBe(true);
    const incoming = await cells({ scope: { Suspect: [A.id] }, direction: 'voice terminating', rows: 'originating_number' });
    expect(incoming.cells).toEqual(expected((c) => c.terminating_number === A.phone && c.call_type.startsWith('Voice'), (c) => c.originating_number));
  });

  it('top keeps the row values with the most calls (ties: the longer duration), every month of them', async () => {
    const all = await cells({ scope: { Suspect: [A.id] }, direction: 'originating', rows: 'terminating_number' });
    const totals = new Map<string, { n: number; d: number }>();
    for (const c of all.cells) {
      const x = totals.get(c.row) ?? { n: 0, d: 0 };
      totals.set(c.row, { n: x.n + c.count, d: x.d + c.duration });
    }
    const best = [...totals].sort((a, b) => b[1].n - a[1].n || b[1].d - a[1].d || (a[0] < b[0] ? -1 : 1)).slice(0, 3).map(([k]) => k);
    const top = await cells({ scope: { Suspect: [A.id] }, direction: 'originating', rows: 'terminating_number', top: 3 });
    expect([...new Set(top.cells.map((c) => c.row))].sort()).toEqual([...best].sort());
    expect(top.cells).toEqual(all.cells.filter((c) => best.includes(c.row)));
  });

  it('applies the grid filter; calls without the field are one row, empty', async () => {
    const long = await cells({ scope, rows: 'call_type', filter: { type: 'compare', column: 'call_duration', op: 'gt', value: 100 } });
    const mine = (c: (typeof FX_CALLS)[number]) => phones.includes(c.originating_number) || phones.includes(c.terminating_number);
    expect(long.cells).toEqual(expected((c) => mine(c) && c.call_duration > 100, (c) => c.call_type));
    const names = await cells({ scope, rows: 'called_subscriber_name' });
    expect(names.cells.reduce((k, c) => k + c.count, 0)).toBe(FX_CALLS.filter(mine).length);
  });

  it('refuses a row field, a column or a top outside the allow-list with a clear 400, never a 500', async () => {
    for (const body of [
      { scope, rows: 'cr.id; DROP TABLE call_records' },
      { scope, rows: 'Record_ID' },
      { scope, rows: 'call_type', top: 0 },
      { scope, rows: 'call_type', top: 101 },
      { scope, rows: 'call_type', filter: { type: 'compare', column: 'cr.call_type', op: 'eq', value: 'x' } },
      { scope, rows: 'call_type', filter: { type: 'compare', column: 'call_duration', op: 'eq', value: "1'; --" } },
      { scope, rows: 'call_type', direction: 'sideways' },
      { scope: { Suspect: [] }, rows: 'call_type' },
    ]) {
      const res = await post('/analysis/pivot/calls', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error?: string }).error).toBeTruthy();
    }
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM call_records')).rows[0]!.n).toBeGreaterThan(0);
  });

  it('exports PivotTable.xlsx: a line per row value, per month the calls and seconds, then the totals', async () => {
    const res = await post('/analysis/pivot/calls/export', { scope: { Suspect: [A.id] }, direction: 'originating', rows: 'terminating_number' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('PivotTable.xlsx');
    const sheet = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(sheet.Sheets[sheet.SheetNames[0]!]!, { header: 1 });
    const want = expected((c) => c.originating_number === A.phone, (c) => c.terminating_number);
    const months = [...new Set(want.map((c) => c.month))].sort();
    expect(rows[0]).toEqual(['terminating_number', ...months.flatMap((m) => [`${m} Calls`, `${m} Duration (seconds)`]), 'Total Calls', 'Total Duration (seconds)']);
    const byRow = [...new Set(want.map((c) => c.row))];
    expect(rows.length).toBe(byRow.length + 1);
    for (const line of rows.slice(1)) {
      const mine = want.filter((c) => c.row === String(line[0]));
      expect(line.at(-2)).toBe(mine.reduce((k, c) => k + c.count, 0));
      expect(line.at(-1)).toBe(mine.reduce((k, c) => k + c.duration, 0));
    }
  });
});

describe('the call pivot: central unit only, audited', () => {
  it("refuses a partner organisation's user with 403 'Permission Denied'", async () => {
    for (const path of ['/analysis/pivot/calls', '/analysis/pivot/calls/export']) {
      const res = await post(path, { scope, rows: 'call_type' }, partner);
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe('Permission Denied');
    }
  });
  it('audits the read with the subjects and the numbers', async () => {
    await cells({ scope: { Suspect: [A.id] }, rows: 'call_type' });
    const r = await db.query<{ detail: { subjects: string[]; numbers: string[] } }>(
      `SELECT detail FROM audit_log WHERE action = 'analysis.read' AND target = 'pivot/calls' ORDER BY id DESC LIMIT 1`,
    );
    expect(r.rows[0]!.detail.subjects).toEqual([A.id]);
    expect(r.rows[0]!.detail.numbers).toEqual([A.phone]);
  });
});
