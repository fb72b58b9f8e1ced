/**
 * The sort by Description: byte order (COLLATE "C"), the same on every database, paged by keyset exactly as one
 * ordered read both ways, and answered from migration 0028's index rather than by sorting the subject set's rows.
 * Expectations come from a plain JS sort of the same rows (UTF-8 bytes, then the Transaction_ID).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../testing/index.js';
import { FX_ACCOUNTS, FX_SUBJECTS, FX_TRANSACTIONS, insertAnalysisFixture } from '../../testing/analysisFixture.js';
import { afterSql, orderBySql, sortKeys } from './order.js';
import { gridPage } from './query.js';
import { gridScope, type GridBase } from './scope.js';
import { SOURCE_COLUMNS } from './sources.js';
import { SqlParams } from './translate.js';

const ACCOUNT = FX_ACCOUNTS[0]!;
// Case, punctuation, digits, accents and ties: what a linguistic collation would order differently from bytes.
const EXTRA = ['apple', 'Apple', 'APPLE', 'Zebra', 'zebra', 'éclair', 'Eclair', '_under', '-dash', '10 NAIRA', '9 NAIRA', 'TRF TO OKAFOR', 'TRF TO OKAFOR', 'TRF-TO OKAFOR', 'Ọ̀ṢUN', '']
  .map((description, i) => ({ id: `X-ORD-${String(i).padStart(2, '0')}`, description }));

const bytes = (s: string) => Buffer.from(s, 'utf8');
const byDescription = (a: { id: string; description: string }, b: { id: string; description: string }) =>
  Buffer.compare(bytes(a.description), bytes(b.description)) || Buffer.compare(bytes(a.id), bytes(b.id));

let db: TestDb;
let base: GridBase;
let all: { id: string; description: string }[];
beforeAll(async () => {
  db = await openTestDb();
  await insertAnalysisFixture(db);
  await db.query(
    `INSERT INTO statement_transactions (transaction_id, account_id, transaction_date, description)
     SELECT id, $2::uuid, timestamptz '2024-06-03T10:00:00Z', description FROM jsonb_to_recordset($1::jsonb) AS x(id text, description text)`,
    [JSON.stringify(EXTRA), ACCOUNT.id],
  );
  base = (await gridScope(db, 'statement', { Suspect: FX_SUBJECTS.map((s) => s.id) })).base;
  all = [...FX_TRANSACTIONS.map((t) => ({ id: t.transaction_id, description: t.description })), ...EXTRA];
});
afterAll(async () => {
  await db.close();
});

async function readAll(desc: boolean, limit: number): Promise<string[]> {
  const sort = [{ column: 'Transaction_Description', desc }];
  const seen: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await gridPage(db, 'statement', base, { sort, limit, after });
    seen.push(...page.rows.map((r) => r.Transaction_ID as string));
    if (!page.next) return seen;
    after = page.next;
  }
}

describe('the sort by Description', () => {
  it('is byte order with the Transaction_ID as tie-break, in one read and page by page, both ways', async () => {
    const expected = [...all].sort(byDescription).map((r) => r.id);
    expect(await readAll(false, 500)).toEqual(expected);
    expect(await readAll(false, 3)).toEqual(expected);
    expect(await readAll(true, 4)).toEqual([...expected].reverse());
  });

  it('jumps to a row from either end as the keyset reads it', async () => {
    const expected = [...all].sort(byDescription).map((r) => r.id);
    const sort = [{ column: 'Transaction_Description' }];
    for (const at of [1, Math.floor(expected.length / 2) + 1, expected.length - 3]) {
      const page = await gridPage(db, 'statement', base, { sort, at, limit: 3 });
      expect(page.rows.map((r) => r.Transaction_ID)).toEqual(expected.slice(at, at + 3));
    }
  });

  it('is read from the index of migration 0028, the first page and each page after a cursor', async () => {
    const keys = sortKeys(SOURCE_COLUMNS.statement, [{ column: 'Transaction_Description' }]);
    const p = new SqlParams();
    const after = afterSql(keys, ['TRF TO OKAFOR', 'X-ORD-11'], p);
    await db.transaction(async (tx) => {
      // A table this small is cheaper to sort: the planner is told not to, so the plan shows whether the index fits.
      await tx.exec('SET LOCAL enable_sort = off; SET LOCAL enable_seqscan = off');
      const plan = async (sql: string, params: unknown[] = []) =>
        (await tx.query<Record<string, string>>(`EXPLAIN ${sql}`, params)).rows.map((r) => Object.values(r)[0]).join('\n');
      const first = await plan(`SELECT st.transaction_id FROM statement_transactions st ORDER BY ${orderBySql(keys)} LIMIT 10`);
      expect(first).toMatch(/Index (Only )?Scan using statement_grid_description/);
      expect(first).not.toMatch(/Sort/);
      const next = await plan(`SELECT st.transaction_id FROM statement_transactions st WHERE ${after} ORDER BY ${orderBySql(keys)} LIMIT 10`, p.values);
      expect(next).toMatch(/Index (Only )?Scan using statement_grid_description[^\n]*\n\s*Index Cond: \(ROW\([^)]*description[^)]*transaction_id\) > ROW\(/);
    });
  });
});
