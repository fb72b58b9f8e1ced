/**
 * The grid's total is counted once per filter and data version (lib/grid/count.ts, migration 0025): paging,
 * sorting and jumping under one filter count once; a write to the statement makes the next page count again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/types.js';
import { openTestDb, type TestDb } from '../../testing/index.js';
import { FX_ACCOUNTS, FX_SUBJECTS, insertAnalysisFixture } from '../../testing/analysisFixture.js';
import { forgetCounts, gridDataVersion } from './count.js';
import { gridPage } from './query.js';
import { gridScope } from './scope.js';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
  await insertAnalysisFixture(db);
});
afterAll(async () => {
  await db.close();
});

/** The database, counting the grid's count queries it runs. */
function watched(): Queryable & { counts: number } {
  const w = {
    counts: 0,
    query: ((sql: string, params?: unknown[]) => {
      if (/SELECT count\(\*\)::text AS n FROM/.test(sql)) w.counts++;
      return db.query(sql, params);
    }) as Queryable['query'],
    exec: (sql: string) => db.exec(sql),
  };
  return w;
}

const inflowOver = (value: number) => ({ type: 'compare', column: 'Inflows', op: 'gt', value }) as const;

describe('the cached grid total', () => {
  it('counts a filter once while the pages, sorts and jumps under it change', async () => {
    const w = watched();
    const s = await gridScope(w, 'statement', { Suspect: FX_SUBJECTS.map((x) => x.suspectid) });
    const first = await gridPage(w, 'statement', s.base, { filter: inflowOver(1000), limit: 5 });
    expect(w.counts).toBe(1);
    const sorted = await gridPage(w, 'statement', s.base, { filter: inflowOver(1000), sort: [{ column: 'Inflows', desc: true }], limit: 5 });
    const next = await gridPage(w, 'statement', s.base, { filter: inflowOver(1000), after: first.next!, limit: 5 });
    const jump = await gridPage(w, 'statement', s.base, { filter: inflowOver(1000), at: first.total - 3, limit: 5 });
    expect(w.counts).toBe(1);
    expect([sorted.total, next.total, jump.total]).toEqual([first.total, first.total, first.total]);
    expect(jump.rows).toHaveLength(3);
    const direct = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM statement_transactions WHERE account_id = ANY($1::uuid[]) AND inflow > 1000`,
      [s.accountIds],
    );
    expect(first.total).toBe(direct.rows[0]!.n);

    await gridPage(w, 'statement', s.base, { filter: inflowOver(2000), limit: 5 });
    await gridPage(w, 'statement', s.base, { search: 'okafor', filter: inflowOver(1000), limit: 5 });
    expect(w.counts).toBe(3);
  });

  it('counts again after a write commits (the data version moves), and the total follows it', async () => {
    const w = watched();
    const s = await gridScope(w, 'statement', { Suspect: FX_SUBJECTS.map((x) => x.suspectid) });
    const before = await gridPage(w, 'statement', s.base, { filter: inflowOver(3000), limit: 1 });
    const v0 = await gridDataVersion(db);
    await db.query(
      `INSERT INTO statement_transactions (transaction_id, account_id, transaction_date, description, inflow, channel)
       VALUES ('X-COUNT-1', $1::uuid, '2024-01-05T10:00:00Z', 'new row', 5000, 'other')`,
      [FX_ACCOUNTS[0]!.id],
    );
    expect(await gridDataVersion(db)).not.toBe(v0);
    const after = await gridPage(w, 'statement', s.base, { filter: inflowOver(3000), limit: 1 });
    expect(after.total).toBe(before.total + 1);
    expect(w.counts).toBe(2);

    // A rolled-back write leaves the version as it was: the cached total stands.
    const v1 = await gridDataVersion(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`DELETE FROM statement_transactions WHERE transaction_id = 'X-COUNT-1'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await gridDataVersion(db)).toBe(v1);
    await gridPage(w, 'statement', s.base, { filter: inflowOver(3000), limit: 1 });
    expect(w.counts).toBe(2);

    await db.query(`DELETE FROM statement_transactions WHERE transaction_id = 'X-COUNT-1'`);
    expect((await gridPage(w, 'statement', s.base, { filter: inflowOver(3000), limit: 1 })).total).toBe(before.total);
    expect(w.counts).toBe(3);
  });

  it('shares one count between pages asked at once, and forgets on request', async () => {
    const w = watched();
    const s = await gridScope(w, 'statement', { Suspect: FX_SUBJECTS.map((x) => x.suspectid) });
    const q = { filter: inflowOver(4000), limit: 2 };
    const [a, b] = await Promise.all([gridPage(w, 'statement', s.base, q), gridPage(w, 'statement', s.base, { ...q, at: 4 })]);
    expect(a.total).toBe(b.total);
    expect(w.counts).toBe(1);
    forgetCounts(w);
    forgetCounts(db);
    await gridPage(w, 'statement', s.base, q);
    expect(w.counts).toBe(2);
  });

  it('counts every time for a source whose rows come from tables it does not watch (goAML)', async () => {
    const w = watched();
    const s = await gridScope(w, 'goaml', { Suspect: FX_SUBJECTS.map((x) => x.suspectid) });
    await gridPage(w, 'goaml', s.base, { limit: 2 });
    await gridPage(w, 'goaml', s.base, { limit: 2 });
    expect(w.counts).toBe(2);
  });
});
