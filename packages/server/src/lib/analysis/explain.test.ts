/**
 * Issue 9 item 5: the heaviest analysis queries walk the indexes of 0004 — statement rows by account and time
 * (statement_account_time), call records by number and time (call_records_originating / _terminating).
 *
 * The fixture is small, so the planner would rightly read its few pages whole; with sequential scans priced out
 * (SET LOCAL enable_seqscan = off) the plans show which index each query can walk, which is the plan a table of
 * real size gets. Each query is captured as the library runs it and explained with the same parameters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/types.js';
import { openTestDb, type TestDb } from '../../testing/index.js';
import { FX_SUBJECTS, insertAnalysisFixture } from '../../testing/analysisFixture.js';
import { basicStatement } from './basic.js';
import { callAnalysis } from './callAnalysis.js';
import { listCalls } from './calls.js';
import { accountsOfContacts, statementRows } from './statement.js';
import { resolveSubjects, subjectAccounts } from './subjects.js';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
  await insertAnalysisFixture(db);
});
afterAll(() => db.close());

/** Runs `fn` against a Queryable that answers each query with its EXPLAIN text instead of rows. */
async function plans(fn: (q: Queryable) => Promise<unknown>): Promise<string[]> {
  let out: string[] = [];
  const rollback = new Error('rollback');
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    // 0008's grid indexes (an order across accounts) hidden for this transaction: on a table this small, with no
    // statistics and sequential scans priced out, the planner takes any index that gives the ORDER BY. On a
    // table of real size it keeps statement_account_time for a subject set (plans in bench/results/grids.md).
    await tx.exec('DROP INDEX statement_grid_time, statement_grid_inflow, statement_grid_outflow');
    const found: string[] = [];
    const explaining: Queryable = {
      exec: (sql) => tx.exec(sql),
      async query<T>(sql: string, params?: unknown[]) {
        const r = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
        found.push(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
        return { rows: [] as T[], rowCount: 0 };
      },
    };
    await fn(explaining).catch(() => undefined);
    if (process.env.SHOW_PLANS) console.log(found.join('\n----\n'));
    out = found;
    throw rollback;
  }).catch((e: unknown) => {
    if (e !== rollback) throw e;
  });
  return out;
}

const period = { start: '2024-01-10T00:00:00Z', end: '2024-03-01' };

describe('EXPLAIN: the analysis queries walk the indexes of 0004', () => {
  it('statement rows: statement_account_time (account and time)', async () => {
    const subjects = await resolveSubjects(db, FX_SUBJECTS.map((s) => s.id));
    const accounts = await subjectAccounts(db, subjects.map((s) => s.id));
    const [plan] = await plans((q) => statementRows(q, accounts.map((a) => a.id), period));
    expect(plan).toContain('statement_account_time');
    expect(plan).not.toMatch(/Seq Scan on statement_transactions/);
  });

  it('dashboard aggregates: statement_account_time', async () => {
    const subjects = await resolveSubjects(db, FX_SUBJECTS.map((s) => s.id));
    const all = await plans((q) => basicStatement(q, subjects, period));
    for (const plan of all) {
      expect(plan).toContain('statement_account_time');
      expect(plan).not.toMatch(/Seq Scan on statement_transactions/);
    }
  });

  it('call lists: call_records_originating or _terminating (number and time), both for either side', async () => {
    const numbers = FX_SUBJECTS.map((s) => s.phone);
    const base = { numbers, period, limit: 100, offset: 0, withCount: true };
    const [orig] = await plans((q) => listCalls(q, { ...base, side: 'originating' }));
    expect(orig).toContain('call_records_originating');
    const [term] = await plans((q) => listCalls(q, { ...base, side: 'terminating' }));
    expect(term).toContain('call_records_terminating');
    const [either] = await plans((q) => listCalls(q, base));
    expect(either).toContain('call_records_originating');
    expect(either).toContain('call_records_terminating');
    for (const p of [orig, term, either]) expect(p).not.toMatch(/Seq Scan on call_records/);
  });

  it('call dashboard: both call indexes, no scan of call_records', async () => {
    const subjects = await resolveSubjects(db, FX_SUBJECTS.map((s) => s.id));
    const all = await plans((q) => callAnalysis(q, subjects, period));
    const joined = all.join('\n');
    expect(joined).toContain('call_records_originating');
    expect(joined).toContain('call_records_terminating');
    expect(joined).not.toMatch(/Seq Scan on call_records/);
  });

  it("contacts' accounts by subscriber name: accounts_holder_name_key of 0010, no scan of accounts", async () => {
    const subjects = await resolveSubjects(db, FX_SUBJECTS.map((s) => s.id));
    const [plan] = await plans((q) => accountsOfContacts(q, subjects.map((s) => s.id), FX_SUBJECTS.map((s) => s.phone)));
    expect(plan).toContain('accounts_holder_name_key');
    expect(plan).not.toMatch(/Seq Scan on accounts/);
  });
});

describe('fiu_name_key (0010): a name word by word, in any order and case', () => {
  it('the same key for the same words, null for no word', async () => {
    const r = await db.query<{ a: string; b: string; c: string | null; d: string | null; e: string }>(
      `SELECT fiu_name_key('OKAFOR  John') AS a, fiu_name_key(' john okafor ') AS b, fiu_name_key('   ') AS c, fiu_name_key(NULL) AS d,
              fiu_name_key('Okafor John Chukwu') AS e`,
    );
    expect(r.rows[0]).toEqual({ a: 'john okafor', b: 'john okafor', c: null, d: null, e: 'chukwu john okafor' });
  });
});
