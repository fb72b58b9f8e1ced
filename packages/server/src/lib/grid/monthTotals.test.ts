/**
 * statement_month_totals (migration 0025) kept by statement-level triggers over transition tables: after imports
 * as the import writes them (storeRows: batches COPYed, one trigger firing per batch), a re-import of the same
 * rows (nothing stored twice), a change and a removal of rows, every total equals the sum of its rows, to the kobo.
 * The expectation is summed in JS from the rows read back, never by the SQL under test.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../testing/index.js';
import { FX_ACCOUNTS, insertAnalysisFixture, kobo } from '../../testing/analysisFixture.js';
import { storeRows, type StoreRow } from '../../imports/jobs/store.js';
import { STATEMENT_TRANSACTIONS } from '../../imports/tabular/statement.js';
import { insertImport } from '../imports.js';

let db: TestDb;
let user: { id: string; domain: string };
beforeAll(async () => {
  db = await openTestDb();
  await insertAnalysisFixture(db);
  user = (await db.query<typeof user>("SELECT id, domain FROM users WHERE username = 'analyst'")).rows[0]!;
});
afterAll(async () => {
  await db.close();
});

async function newImport(accountId: string): Promise<string> {
  const id = randomUUID();
  await insertImport(db, { id, kind: 'statement', fileName: 's.xlsx', sha256: null, size: null, storedFile: null, accountId, createdBy: user.id, domain: user.domain, now: new Date() });
  return id;
}

/** A statement row in STATEMENT_TRANSACTIONS' column order; months cross the WAT day line at their edges. */
function statementRow(accountId: string, n: number): StoreRow {
  const at = new Date(Date.UTC(2024, n % 7, 1) - 30 * 60_000 + (n % 3) * 3_600_000).toISOString();
  const counterparty = [null, '', '  ', 'OKAFOR JOHN', 'ADAMU BELLO'][n % 5];
  const inflow = n % 2 ? `${n * 1000}.${String(n % 100).padStart(2, '0')}` : '0.00';
  const outflow = n % 2 ? '0.00' : `${n * 7}.0${n % 10}`;
  return { key: `X-MT-${accountId.slice(-3)}-${n}`, sheet: 'Sheet1', row: n + 2, values: [accountId, at, null, `row ${n}`, inflow, outflow, 'NGN', null, 'transfer', counterparty, null, null] };
}

async function expectTotalsExact(): Promise<number> {
  const rows = await db.query<{ account_id: string; cp: string; month: string; inflow: string; outflow: string }>(
    `SELECT account_id::text, coalesce(counterparty_name, '') AS cp, to_char(transaction_date AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') AS month, inflow::text, outflow::text
       FROM statement_transactions`,
  );
  const expected = new Map<string, { inflow: bigint; outflow: bigint; n: number }>();
  for (const r of rows.rows) {
    const k = `${r.account_id}|${r.cp.trim()}|${r.month}`;
    const t = expected.get(k) ?? { inflow: 0n, outflow: 0n, n: 0 };
    expected.set(k, { inflow: t.inflow + BigInt(kobo(r.inflow)), outflow: t.outflow + BigInt(kobo(r.outflow)), n: t.n + 1 });
  }
  const held = await db.query<{ account_id: string; counterparty: string; month: string; inflow: string; outflow: string; n: string }>(
    `SELECT account_id::text, counterparty, to_char(month, 'YYYY-MM') AS month, inflow::text, outflow::text, n::text FROM statement_month_totals`,
  );
  const got = new Map(held.rows.map((h) => [`${h.account_id}|${h.counterparty}|${h.month}`, { inflow: BigInt(kobo(h.inflow)), outflow: BigInt(kobo(h.outflow)), n: Number(h.n) }]));
  expect(got).toEqual(expected);
  return got.size;
}

describe('the monthly totals under imports', () => {
  it('equal the rows after batched imports, a re-import, changes and removals', async () => {
    const a = FX_ACCOUNTS[0]!.id;
    const b = FX_ACCOUNTS[2]!.id;
    const rowsA = Array.from({ length: 120 }, (_, n) => statementRow(a, n));
    const rowsB = Array.from({ length: 45 }, (_, n) => statementRow(b, n));
    const first = await newImport(a);
    // Three batches, as the import's handler stores them (one COPY, one transaction, one trigger firing each).
    for (const batch of [rowsA.slice(0, 50), rowsA.slice(50, 100), rowsA.slice(100)]) await storeRows(db, STATEMENT_TRANSACTIONS, first, batch);
    await storeRows(db, STATEMENT_TRANSACTIONS, await newImport(b), rowsB);
    expect(await expectTotalsExact()).toBeGreaterThan(20);

    // The same file again: every row a duplicate, nothing added to the totals.
    const again = await storeRows(db, STATEMENT_TRANSACTIONS, await newImport(a), rowsA);
    expect(again.duplicate).toBe(rowsA.length);
    await expectTotalsExact();

    await db.query(`UPDATE statement_transactions SET transaction_date = transaction_date + interval '45 days', counterparty_name = 'MOVED' WHERE transaction_id LIKE 'X-MT-%-1_'`);
    await db.query(`DELETE FROM statement_transactions WHERE transaction_id LIKE 'X-MT-%-2_' OR transaction_id LIKE 'X-MT-%-3'`);
    await expectTotalsExact();
    expect((await db.query('SELECT 1 FROM statement_month_totals WHERE n <= 0')).rows).toEqual([]);
  });
});
