/**
 * The analysis routes' test world (routes/analysis.test.ts, routes/cdr.test.ts): a fresh database with the
 * analysis fixture, the app, the central unit's analyst and a partner organisation's admin signed in, and a GET
 * that takes repeated parameters (`Suspect`) as arrays. No vitest here: the test files hook it up.
 */
import { insertAnalysisFixture } from './analysisFixture.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from './index.js';

export type Params = Record<string, string | string[] | undefined>;
export type Rec = Record<string, unknown>;

export interface AnalysisWorld {
  db: TestDb;
  t: TestApp;
  analyst: Signed;
  partner: Signed;
  /** GET /api{path}?{params} as `who` (the analyst unless said): the status and the parsed body. */
  call(path: string, params: Params, who?: Signed): Promise<{ status: number; body: Rec & Rec[] }>;
  /** Closes the app and the database; answers what the app logged as problems ('' when nothing). */
  close(): Promise<string>;
}

/** The query string of `params`, an array giving the parameter once per value, undefined leaving it out. */
export function queryString(params: Params): string {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const x of v === undefined ? [] : Array.isArray(v) ? v : [v]) u.append(k, x);
  return u.toString();
}

export async function openAnalysisWorld(): Promise<AnalysisWorld> {
  const db = await openTestDb();
  await insertAnalysisFixture(db);
  const t = await makeApp(db);
  const analyst = await signIn(t, 'analyst', 'fiu');
  const partner = await signIn(t, 'admin', 'eca');
  return {
    db,
    t,
    analyst,
    partner,
    async call(path, params, who = analyst) {
      const res = await t.app.request(`/api${path}?${queryString(params)}`, { headers: who.headers });
      return { status: res.status, body: (await res.json()) as Rec & Rec[] };
    },
    async close() {
      const problems = t.problems.join('\n');
      await t.cleanup();
      await db.close();
      return problems;
    },
  };
}
