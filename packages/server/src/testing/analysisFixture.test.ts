import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from './index.js';
import { FX_CALLS, FX_SUBJECTS, FX_TRANSACTIONS, insertAnalysisFixture, kobo, naira } from './analysisFixture.js';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
  await insertAnalysisFixture(db);
});
afterAll(() => db.close());

describe('the analysis fixture', () => {
  it('stores every row as written, money exact', async () => {
    const count = async (t: string) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${t}`)).rows[0]!.n);
    expect(await count('statement_transactions')).toBe(200);
    expect(await count('call_records')).toBe(FX_CALLS.length);
    const sum = (await db.query<{ s: string }>('SELECT sum(inflow)::text AS s FROM statement_transactions')).rows[0]!.s;
    expect(sum).toBe(naira(FX_TRANSACTIONS.reduce((k, t) => k + kobo(t.inflow), 0)));
  });

  it("fills subject_phones from the subjects' telephones (the 0004 trigger)", async () => {
    const r = await db.query<{ phone: string }>('SELECT phone FROM subject_phones ORDER BY phone');
    expect(r.rows.map((x) => x.phone)).toEqual(FX_SUBJECTS.map((s) => s.phone));
  });
});
