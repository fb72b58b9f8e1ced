/**
 * The Pivot's monthly pre-aggregates (migration 0025, lib/grid/pivotTotals.ts): the answer read from them equals
 * the answer summed from the rows, for open periods, whole months and periods cut inside months, with the filters
 * the aggregates keep and those they do not, and after rows are added, changed and removed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GridFilterNode } from '../../core.js';
import { periodBounds } from '../analysis/period.js';
import { openTestDb, type TestDb } from '../../testing/index.js';
import { FX_ACCOUNTS, FX_SUBJECTS, insertAnalysisFixture } from '../../testing/analysisFixture.js';
import { pivotCells, type PivotScope } from './pivot.js';
import { monthDay, wholeMonths } from './pivotTotals.js';
import { gridScope } from './scope.js';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
  await insertAnalysisFixture(db);
});
afterAll(async () => {
  await db.close();
});

async function scopeOf(start?: string, end?: string): Promise<PivotScope> {
  const s = await gridScope(db, 'statement', { Suspect: FX_SUBJECTS.map((x) => x.suspectid), start, end });
  return { base: s.base, accountIds: s.accountIds!, bounds: s.bounds! };
}

// The fixture's rows run from 2024-01-01 for 100 days, every 12 hours.
const PERIODS: [string | undefined, string | undefined][] = [
  [undefined, undefined],
  ['2024-01-01', '2024-03-31'],
  ['2024-01-10', '2024-03-20'],
  ['2024-02-05', '2024-02-25'],
  [undefined, '2024-02-14'],
  ['2024-02-14', undefined],
];
const FILTERS: (GridFilterNode | undefined)[] = [
  undefined,
  { type: 'in', column: 'Account_Number', values: [FX_ACCOUNTS[0]!.number, FX_ACCOUNTS[3]!.number] },
  { type: 'compare', column: 'Counterparty', op: 'contains', value: 'okafor' },
  { type: 'group', join: 'or', not: true, items: [{ type: 'blank', column: 'Counterparty' }] },
  // Not kept by the aggregates: summed from the rows.
  { type: 'compare', column: 'Inflows', op: 'gt', value: 1000 },
  { type: 'weekend', column: 'Transaction_Date' },
];

async function expectSame(): Promise<number> {
  let cells = 0;
  for (const [start, end] of PERIODS) {
    const scope = await scopeOf(start, end);
    for (const rows of ['Account_Number', 'Counterparty'] as const) {
      for (const filter of FILTERS) {
        const fromTotals = await pivotCells(db, scope, rows, filter);
        const fromRows = await pivotCells(db, scope, rows, filter, { totals: false });
        expect(fromTotals, `${start}..${end} ${rows} ${JSON.stringify(filter)}`).toEqual(fromRows);
        cells += fromRows.cells.length;
      }
    }
  }
  return cells;
}

describe('the pivot from monthly pre-aggregates', () => {
  it('answers exactly what summing the rows answers, for every period, row field and filter', async () => {
    expect(await expectSame()).toBeGreaterThan(100);
  });

  it('stays exact after rows are added, changed and removed (the triggers keep the aggregates)', async () => {
    const account = FX_ACCOUNTS[1]!.id;
    await db.query(
      `INSERT INTO statement_transactions (transaction_id, account_id, transaction_date, description, inflow, outflow, channel, counterparty_name)
       SELECT 'X-PIVOT-' || n, $1::uuid, timestamptz '2024-01-31T23:30:00Z' + n * interval '1 day', 'added', n * 1000.25, 0.01, 'transfer', CASE WHEN n % 2 = 0 THEN 'NEW PARTY' END
         FROM generate_series(1, 40) n`,
      [account],
    );
    await db.query(`UPDATE statement_transactions SET inflow = inflow + 0.5, transaction_date = transaction_date + interval '20 days' WHERE transaction_id LIKE 'X-PIVOT-1%'`);
    await db.query(`UPDATE statement_transactions SET counterparty_name = 'RENAMED' WHERE transaction_id IN ('FX-TRX-0001', 'FX-TRX-0002', 'X-PIVOT-4')`);
    await db.query(`DELETE FROM statement_transactions WHERE transaction_id LIKE 'X-PIVOT-2%' OR transaction_id = 'FX-TRX-0010'`);
    await expectSame();
    const held = await db.query<{ n: string }>(`SELECT sum(n)::text AS n FROM statement_month_totals`);
    const rows = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM statement_transactions`);
    expect(held.rows[0]!.n).toBe(rows.rows[0]!.n);
    expect((await db.query(`SELECT 1 FROM statement_month_totals WHERE n <= 0`)).rows).toEqual([]);
  });
});

describe('wholeMonths', () => {
  const whole = (start?: string, end?: string) => {
    const w = wholeMonths(periodBounds({ start, end }));
    return w && [w.from && monthDay(w.from), w.until && monthDay(w.until)];
  };
  it('takes the months wholly inside the period, in Nigeria', () => {
    expect(whole('2024-01-01', '2024-03-31')).toEqual(['2024-01-01', '2024-04-01']);
    expect(whole('2024-01-10', '2024-03-20')).toEqual(['2024-02-01', '2024-03-01']);
    expect(whole('2024-01-02', '2024-01-31')).toBeNull();
    expect(whole('2024-02-05', '2024-02-25')).toBeNull();
    expect(whole(undefined, '2024-02-14')).toEqual([null, '2024-02-01']);
    expect(whole('2023-12-31', undefined)).toEqual(['2024-01-01', null]);
    expect(whole()).toEqual([null, null]);
  });
});
