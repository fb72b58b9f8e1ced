/**
 * The goAML grid reads the same rows as getGoamlStatement (the imported goAML fixtures, two subjects found by
 * account number and by BVN), worked in SQL: filters on its columns, keyset paging, its export.
 */
import { randomUUID } from 'node:crypto';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGoamlFixtures } from '../imports/goaml/test/context.js';
import { jsonPost, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed;
const S1 = randomUUID();
const S2 = randomUUID();

beforeAll(async () => {
  db = await openTestDb({ seed: true });
  t = await makeApp(db);
  const subject = (id: string, suspectid: string, surname: string, data: Record<string, unknown>) =>
    db.query(`INSERT INTO subjects (id, suspectid, surname, othernames, status, domain, created, modified, data) VALUES ($1, $2, $3, 'X', 'approved', 'fiu', now(), now(), $4)`, [id, suspectid, surname, JSON.stringify(data)]);
  await subject(S1, 'GRID-G-1', 'OKAFOR', {});
  await subject(S2, 'GRID-G-2', 'BELLO', { id_types: [{ idtype: 'O', idnumber: '22287654321' }] });
  const acc = randomUUID();
  await db.query(`INSERT INTO accounts (id, account_number, bank_code, bank_name, created, modified) VALUES ($1, '0123456785', '058', 'Guaranty Trust Bank', now(), now())`, [acc]);
  await db.query(`INSERT INTO subject_accounts (subject_id, account_id, source, created) VALUES ($1, $2, 'record', now())`, [S1, acc]);
  await importGoamlFixtures(db);
  analyst = await signIn(t, 'analyst', 'fiu');
});
afterAll(async () => {
  await t?.cleanup();
  await db?.close();
});

type Row = Record<string, unknown>;
const scope = { Suspect: ['GRID-G-1', 'GRID-G-2'] };
const post = (path: string, body: unknown) => t.app.request(`/api${path}`, jsonPost(body, analyst.headers));
async function legacy(): Promise<Row[]> {
  const res = await t.app.request('/api/analysis/goaml?Suspect=GRID-G-1&Suspect=GRID-G-2', { headers: analyst.headers });
  return ((await res.json()) as { Statement: Row[] }).Statement;
}
const idOf = (r: Row) => `${r.ReportCode as string}:${r.TransactionNumber as string}:${r.Direction as string}`;

describe('POST /api/analysis/grid/goaml', () => {
  it('answers the rows of getGoamlStatement, paged by keyset, each once', async () => {
    const old = await legacy();
    expect(old.length).toBeGreaterThan(2);
    const rows: Row[] = [];
    let after: string | undefined;
    do {
      const res = await post('/analysis/grid/goaml', { scope, query: { limit: 2, sort: [{ column: 'LocalAmount', desc: true }], ...(after ? { after } : {}) } });
      expect(res.status).toBe(200);
      const page = (await res.json()) as { rows: Row[]; next: string | null; total: number };
      expect(page.total).toBe(old.length);
      rows.push(...page.rows);
      after = page.next ?? undefined;
    } while (after);
    expect(rows.map((r) => r.Transaction_ID).sort()).toEqual(old.map(idOf).sort());
    const amounts = rows.map((r) => Number(r.LocalAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const r of rows) {
      const o = old.find((x) => idOf(x) === r.Transaction_ID)!;
      expect(r).toMatchObject({ LocalAmount: o.LocalAmount, SourceAccountNo: o.SourceAccountNo, DestinationAccountName: o.DestinationAccountName, Direction: o.Direction });
    }
  });

  it('filters on its own columns: Direction, a money band, a bank name', async () => {
    const old = await legacy();
    const res = await post('/analysis/grid/goaml', {
      scope,
      query: { filter: { type: 'group', join: 'and', items: [{ type: 'in', column: 'Direction', values: ['OUT'] }, { type: 'between', column: 'LocalAmount', from: 1 }] }, limit: 500 },
    });
    const body = (await res.json()) as { rows: Row[] };
    expect(body.rows.map((r) => r.Transaction_ID).sort()).toEqual(old.filter((r) => r.Direction === 'OUT' && Number(r.LocalAmount) >= 1).map(idOf).sort());
    const unknown = await post('/analysis/grid/goaml', { scope, query: { filter: { type: 'blank', column: 'Inflows' } } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Row).error).toBe('Unknown column: Inflows');
  });

  it('exports DataGrid.xlsx with every row', async () => {
    const res = await post('/analysis/grid/goaml/export', { scope, query: {} });
    expect(res.status).toBe(200);
    const ws = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' }).Sheets.Sheet1!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1 });
    expect(rows[0]).toContain('Local Amount');
    expect(rows.length - 1).toBe((await legacy()).length);
  });
});
