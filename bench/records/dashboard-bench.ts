/**
 * The dashboard call over the records benchmark's seed (issue 12 item 3): p95 on PGlite and PostgreSQL side by
 * side in one run. Targets: p95 < 1 s on PGlite, < 300 ms on PostgreSQL.
 *
 *   npx tsx bench/records/dashboard-bench.ts [--subjects 100000] [--companies 20000] [--runs 30] [--out bench/results]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:8115/postgres npx tsx bench/records/dashboard-bench.ts   # PGlite, then PostgreSQL
 *
 * Each database: a fresh PGlite in a temporary folder (and a fresh schema on DATABASE_URL), migrated, seeded
 * with the demo generator (db/seed-records.ts, as bench/records/list-bench.ts), VACUUM ANALYZE; then the real
 * GET /api/dashboard through the Hono app (session, rule, SQL, JSON) for the central unit, the central unit with
 * a period, and a partner organisation. Before/after of migration 0022: the subjects' grouping pass timed with
 * the offence read from the jsonb body (before) and from the stored column over its covering index (after),
 * with their EXPLAIN (ANALYZE). Writes bench/results/dashboard.json and .md. Timings are facts, never a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { migrate } from '../../packages/server/src/db/migrate.js';
import { stableUuid } from '../../packages/server/src/db/ids.js';
import { openPglite } from '../../packages/server/src/db/pglite.js';
import { openBenchSchema } from '../lib/schema.js';
import { createPrng } from '../../packages/server/src/db/prng.js';
import { SEED_TIME, demoUserId, seed } from '../../packages/server/src/db/seed.js';
import { seedRecords } from '../../packages/server/src/db/seed-records.js';
import type { Db } from '../../packages/server/src/db/types.js';
import { FAST_SCRYPT, makeApp, signIn, testClock, type Signed } from '../../packages/server/src/testing/index.js';
import { percentile, round, runIfMain, writeReportFiles } from '../lib/report.js';

export interface DashboardBenchOptions {
  subjects: number;
  companies: number;
  runs: number;
  warmup: number;
  out: string;
  /** PostgreSQL URL (database 'postgres'); without it only PGlite runs. */
  url?: string;
  only?: 'pglite' | 'postgres';
  log?: (line: string) => void;
}

export interface Timing {
  name: string;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
}

export interface DatabaseResult {
  database: 'pglite' | 'postgres';
  version: string;
  seedMs: number;
  calls: (Timing & { path: string; user: string; number_suspects: number | undefined })[];
  /** The subjects' grouping pass: offence from the jsonb body (before 0022) and from the stored column (after). */
  beforeAfter: { before: Timing; after: Timing; planBefore: string; planAfter: string };
}

export interface DashboardBenchReport {
  generated: string;
  machine: { node: string; cpus: number; cpuModel: string; platform: string; uptimeAtStart: string; uptimeAtEnd: string };
  sizes: { subjects: number; companies: number };
  runs: number;
  warmup: number;
  targets: { pgliteP95Ms: number; postgresP95Ms: number };
  databases: DatabaseResult[];
}

const USERS = new Map(
  ['analyst@fiu', 'entry@eca', 'admin@eca', 'ceo@eca', 'cbnadmin@cbn', 'missionentry@mission'].map((u) => {
    const [name, domain] = u.split('@') as [string, string];
    return [u, demoUserId(name, domain)];
  }),
);

/** What `uptime` prints: the load averages of the last 1, 5 and 15 minutes. */
const uptime = () => `load average: ${loadavg().map((n) => n.toFixed(2)).join(', ')}`;

async function openBenchDb(database: 'pglite' | 'postgres', url?: string): Promise<{ db: Db; cleanup: () => Promise<void> }> {
  if (database === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'fiu-bench-dash-'));
    const db = await openPglite(join(dir, 'pglite'));
    return { db, cleanup: async () => { await db.close(); rmSync(dir, { recursive: true, force: true }); } };
  }
  const { db, drop } = await openBenchSchema(url!, 'fiu_bench', 4);
  return { db, cleanup: drop };
}

async function time(name: string, runs: number, warmup: number, fn: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await fn();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return { name, medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), minMs: round(times[0]!), maxMs: round(times[times.length - 1]!) };
}

/** The subjects' pass of lib/dashboard.ts, with the offence from `offence` (a column or an expression). */
const groupingSql = (offence: string) => `SELECT domain, ${offence} AS crime, count(*)::int AS n,
    (count(*) FILTER (WHERE created >= $1))::int AS fresh, (count(*) FILTER (WHERE status = 'pending'))::int AS pending
  FROM subjects WHERE NOT _deleted GROUP BY domain, ${offence}`;

async function benchDatabase(database: 'pglite' | 'postgres', o: DashboardBenchOptions): Promise<DatabaseResult> {
  const log = o.log ?? ((l: string) => console.log(l));
  const { db, cleanup } = await openBenchDb(database, o.url);
  try {
    await migrate(db);
    await seed(db, { passwordParams: FAST_SCRYPT, size: 0 });
    const version = (await db.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v.split(' on ')[0]!;
    log(`[dashboard] ${database}: ${version}`);
    const t0 = performance.now();
    const rng = createPrng(0xbe9c4);
    for (const [subjects, companies] of [[o.subjects, 0], [0, o.companies]] as const) {
      await db.transaction((tx) => seedRecords(tx, { subjects, companies, rng, now: SEED_TIME, userIds: USERS, uuid: (s) => stableUuid(`bench:${s}`) }));
    }
    for (const table of ['subjects', 'companies', 'cases', 'case_assignments', 'rfi', 'intelligence_reports']) await db.exec(`VACUUM ANALYZE ${table}`);
    const seedMs = round(performance.now() - t0);
    log(`[dashboard] ${database}: seeded ${o.subjects} subjects and ${o.companies} companies in ${(seedMs / 1000).toFixed(1)} s`);

    // The server clock a day after the seed's newest records, so that "new" finds some.
    const t = await makeApp(db, { demo: true, clock: testClock(new Date(SEED_TIME.getTime() + 3_600_000)) });
    const users: Record<string, Signed> = { 'analyst@fiu': await signIn(t, 'analyst', 'fiu'), 'admin@eca': await signIn(t, 'admin', 'eca') };
    const monthBefore = new Date(SEED_TIME.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
    const cases = [
      { name: 'central unit, all time (every figure, every organisation)', path: '/api/dashboard', user: 'analyst@fiu' },
      { name: 'central unit, the last 30 days', path: `/api/dashboard?start_date=${monthBefore}&stop_date=${SEED_TIME.toISOString().slice(0, 10)}`, user: 'analyst@fiu' },
      { name: 'partner organisation (own subject, company and offence figures)', path: '/api/dashboard', user: 'admin@eca' },
    ];
    const calls: DatabaseResult['calls'] = [];
    for (const c of cases) {
      let last: { number_suspects?: number } = {};
      const call = async () => {
        const res = await t.app.request(c.path, { headers: users[c.user]!.headers });
        if (res.status !== 200) throw new Error(`${c.path}: ${res.status} ${await res.text()}`);
        last = (await res.json()) as { number_suspects?: number };
      };
      const timing = await time(c.name, o.runs, o.warmup, call);
      calls.push({ ...timing, path: c.path, user: c.user, number_suspects: last.number_suspects });
      log(`[dashboard] ${database}: ${c.name}: median ${timing.medianMs} ms, p95 ${timing.p95Ms} ms (${last.number_suspects} subjects)`);
    }
    await t.cleanup();

    const since = [new Date(SEED_TIME.getTime() - 86_400_000)];
    const before = await time('subjects pass, offence from the jsonb body (before 0022)', o.runs, o.warmup, () => db.query(groupingSql("data ->> 'currentcrimetype'"), since));
    const after = await time('subjects pass, stored column over subjects_dashboard (after 0022)', o.runs, o.warmup, () => db.query(groupingSql('currentcrimetype'), since));
    const explain = async (sql: string) =>
      (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) ${sql}`, since)).rows.map((r) => r['QUERY PLAN']).join('\n');
    const beforeAfter = { before, after, planBefore: await explain(groupingSql("data ->> 'currentcrimetype'")), planAfter: await explain(groupingSql('currentcrimetype')) };
    log(`[dashboard] ${database}: before 0022 p95 ${before.p95Ms} ms, after p95 ${after.p95Ms} ms`);
    return { database, version, seedMs, calls, beforeAfter };
  } finally {
    await cleanup();
  }
}

export async function runDashboardBench(o: DashboardBenchOptions): Promise<DashboardBenchReport> {
  const uptimeAtStart = uptime();
  const targets = o.only ? [o.only] : (['pglite', ...(o.url ? ['postgres' as const] : [])] as ('pglite' | 'postgres')[]);
  const databases: DatabaseResult[] = [];
  for (const database of targets) databases.push(await benchDatabase(database, o));
  return {
    generated: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', platform: `${process.platform} ${process.arch}`, uptimeAtStart, uptimeAtEnd: uptime() },
    sizes: { subjects: o.subjects, companies: o.companies },
    runs: o.runs,
    warmup: o.warmup,
    targets: { pgliteP95Ms: 1000, postgresP95Ms: 300 },
    databases,
  };
}

export function toMarkdown(r: DashboardBenchReport): string {
  const by = (d: 'pglite' | 'postgres') => r.databases.find((x) => x.database === d);
  const cell = (d: 'pglite' | 'postgres', i: number, k: 'medianMs' | 'p95Ms') => (by(d)?.calls[i] ? String(by(d)!.calls[i]![k]) : '–');
  const names = (r.databases[0]?.calls ?? []).map((c) => c.name);
  const lines = [
    '# Dashboard benchmark',
    '',
    `Generated ${r.generated} by \`bench/records/dashboard-bench.ts\` on ${r.machine.cpus} × ${r.machine.cpuModel}, Node ${r.machine.node}, ${r.machine.platform}.`,
    `\`uptime\` at the start: ${r.machine.uptimeAtStart}; at the end: ${r.machine.uptimeAtEnd} (a shared machine: other work inflates the numbers).`,
    '',
    `**${r.sizes.subjects.toLocaleString('en')} subjects and ${r.sizes.companies.toLocaleString('en')} companies** (the records benchmark's seed). Each case: ${r.warmup} warm-up calls, then ${r.runs} timed calls of the real GET /api/dashboard through the Hono app (session, rule, SQL, JSON).`,
    `Targets: p95 < ${r.targets.postgresP95Ms} ms on PostgreSQL, < ${r.targets.pgliteP95Ms} ms on PGlite.`,
    '',
    ...r.databases.map((d) => `- ${d.database}: ${d.version}; seed and VACUUM ANALYZE ${(d.seedMs / 1000).toFixed(1)} s.`),
    '',
    '| call | PGlite median ms | PGlite p95 ms | PostgreSQL median ms | PostgreSQL p95 ms |',
    '|---|---:|---:|---:|---:|',
    ...names.map((n, i) => `| ${n} | ${cell('pglite', i, 'medianMs')} | ${cell('pglite', i, 'p95Ms')} | ${cell('postgres', i, 'medianMs')} | ${cell('postgres', i, 'p95Ms')} |`),
    '',
    '## Before and after migration 0022',
    '',
    "The subjects' grouping pass (every live subject grouped by organisation and offence, with the \"new\" and \"pending\" counts as FILTER clauses), timed alone:",
    '',
    '| database | offence from the jsonb body (before) median / p95 ms | stored column, covering index (after) median / p95 ms |',
    '|---|---:|---:|',
    ...r.databases.map((d) => `| ${d.database} | ${d.beforeAfter.before.medianMs} / ${d.beforeAfter.before.p95Ms} | ${d.beforeAfter.after.medianMs} / ${d.beforeAfter.after.p95Ms} |`),
    '',
  ];
  for (const d of r.databases) {
    lines.push(`### ${d.database}: plan before`, '', '```', d.beforeAfter.planBefore, '```', '', `### ${d.database}: plan after`, '', '```', d.beforeAfter.planAfter, '```', '');
  }
  return `${lines.join('\n')}\n`;
}

export const writeDashboardReport = (r: DashboardBenchReport, out: string) => writeReportFiles(out, 'dashboard', r, toMarkdown(r));

async function main() {
  const { values } = parseArgs({
    options: {
      subjects: { type: 'string', default: '100000' },
      companies: { type: 'string', default: '20000' },
      runs: { type: 'string', default: '30' },
      warmup: { type: 'string', default: '5' },
      out: { type: 'string', default: fileURLToPath(new URL('../results/', import.meta.url)) },
      only: { type: 'string' },
    },
  });
  const report = await runDashboardBench({
    subjects: Number(values.subjects),
    companies: Number(values.companies),
    runs: Number(values.runs),
    warmup: Number(values.warmup),
    out: values.out!,
    ...(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {}),
    ...(values.only ? { only: values.only as 'pglite' | 'postgres' } : {}),
  });
  const files = writeDashboardReport(report, values.out!);
  console.log(`[dashboard] wrote ${files.json} and ${files.md}`);
}

runIfMain(import.meta.url, main);
