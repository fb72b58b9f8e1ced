#!/usr/bin/env -S node --import tsx
/**
 * The subjects and companies list at scale (issue 3, item 4).
 *
 *   npx tsx bench/records/list-bench.ts [--subjects 100000] [--companies 20000] [--runs 30] [--out bench/results]
 *   node --import tsx bench/records/list-bench.ts ...          (the same without npm)
 *
 * Seeds a fresh PGlite in a temporary folder (and, when DATABASE_URL is set, a fresh schema on that PostgreSQL)
 * with the demo generator (packages/server/src/db/seed-records.ts), then times the real list call through the
 * Hono app (`app.request`, with the session check, scope, SQL, count and JSON) for: the first page in the
 * default ordering, a filtered page, searches and a deep offset, for subjects and companies. Each case runs
 * after warm-up calls, `--runs` times; the report gives the median and the 95th percentile. It also stores
 * EXPLAIN (ANALYZE) of the default-ordering queries. Writes bench/results/records-list-<db>.json and .md.
 * Timings are facts to commit, never a test that fails.
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
import { percentile, round, runIfMain, writeReportFiles } from '../lib/report.js';
import { COMPANIES, SUBJECTS, buildListSql, parseListQuery, type KindSpec } from '../../packages/server/src/lib/records.js';
import { FAST_SCRYPT, makeApp, signIn, type Signed } from '../../packages/server/src/testing/index.js';
import type { AuthUser } from '../../packages/server/src/types.js';

export interface BenchOptions {
  subjects: number;
  companies: number;
  runs: number;
  warmup: number;
  /** Folder for the .json and .md results. */
  out: string;
  database: 'pglite' | 'postgres';
  /** PostgreSQL URL (database 'postgres'). */
  url?: string;
  log?: (line: string) => void;
}

export interface CaseResult {
  name: string;
  path: string;
  user: string;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
  count: number;
  rows: number;
}

export interface BenchReport {
  database: string;
  version: string;
  generated: string;
  machine: { node: string; cpus: number; cpuModel: string; platform: string; loadAverage: { atStart: number[]; atEnd: number[] } };
  sizes: { subjects: number; companies: number };
  runs: number;
  warmup: number;
  seedMs: { subjects: number; companies: number; vacuumAnalyze: number; total: number };
  countStrategy: string;
  searchIndex: string;
  cases: CaseResult[];
  plans: { name: string; sql: string; plan: string }[];
}

const USERS = new Map(
  ['analyst@fiu', 'entry@eca', 'admin@eca', 'ceo@eca', 'cbnadmin@cbn', 'missionentry@mission'].map((u) => {
    const [name, domain] = u.split('@') as [string, string];
    return [u, demoUserId(name, domain)];
  }),
);

export { percentile };

async function openBenchDb(o: BenchOptions): Promise<{ db: Db; cleanup: () => Promise<void> }> {
  if (o.database === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'fiu-bench-pglite-'));
    const db = await openPglite(join(dir, 'pglite'));
    return { db, cleanup: async () => { await db.close(); rmSync(dir, { recursive: true, force: true }); } };
  }
  const { db, drop } = await openBenchSchema(o.url!, 'fiu_bench', 4);
  return { db, cleanup: drop };
}

export async function runBench(o: BenchOptions): Promise<BenchReport> {
  const log = o.log ?? ((l: string) => console.log(l));
  const loadAtStart = loadavg().map(round);
  const { db, cleanup } = await openBenchDb(o);
  try {
    await migrate(db);
    await seed(db, { passwordParams: FAST_SCRYPT, size: 0 });
    const version = (await db.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v;
    log(`[bench] ${o.database}: ${version.split(' on ')[0]}`);

    // Seeding, in one transaction per kind, with progress.
    const t0 = performance.now();
    let tSubjects = 0;
    const rng = createPrng(0xbe9c4);
    let last = 0;
    const progress = (kind: string, done: number, total: number) => {
      if (done - last >= total / 10 || done === total) {
        log(`[bench]   ${kind === 'company' ? 'companies' : 'subjects'} ${done}/${total} (${Math.round((performance.now() - t0) / 1000)} s)`);
        last = done === total ? 0 : done;
      }
    };
    await db.transaction((tx) =>
      seedRecords(tx, { subjects: o.subjects, companies: 0, rng, now: SEED_TIME, userIds: USERS, uuid: (s) => stableUuid(`bench:${s}`), onBatch: progress }),
    );
    tSubjects = performance.now() - t0;
    await db.transaction((tx) =>
      seedRecords(tx, { subjects: 0, companies: o.companies, rng, now: SEED_TIME, userIds: USERS, uuid: (s) => stableUuid(`bench:${s}`), onBatch: progress }),
    );
    const tCompanies = performance.now() - t0 - tSubjects;
    const tv = performance.now();
    for (const table of ['subjects', 'companies']) await db.exec(`VACUUM ANALYZE ${table}`);
    const tVacuum = performance.now() - tv;
    const seedMs = { subjects: round(tSubjects), companies: round(tCompanies), vacuumAnalyze: round(tVacuum), total: round(performance.now() - t0) };
    log(`[bench] seeded in ${(seedMs.total / 1000).toFixed(1)} s (subjects ${(tSubjects / 1000).toFixed(1)} s, companies ${(tCompanies / 1000).toFixed(1)} s, VACUUM ANALYZE ${(tVacuum / 1000).toFixed(1)} s)`);
    const trgm = (await db.query("SELECT 1 FROM pg_indexes WHERE indexname = 'subjects_search_trgm'")).rowCount > 0;

    const t = await makeApp(db, { demo: true });
    const analyst = await signIn(t, 'analyst', 'fiu');
    const entry = await signIn(t, 'entry', 'eca');
    const users: Record<string, Signed> = { 'analyst@fiu': analyst, 'entry@eca': entry };

    // Search terms from the data: a common surname, one case reference, one exact subject ID.
    const some = (await db.query<{ suspectid: string; case_reference: string }>('SELECT suspectid, case_reference FROM subjects ORDER BY id LIMIT 1')).rows[0]!;
    const deepSubjects = Math.max(0, Math.min(90_000, Math.floor(o.subjects * 0.9)));
    const deepCompanies = Math.max(0, Math.min(18_000, Math.floor(o.companies * 0.9)));
    const cases: { name: string; path: string; user: string }[] = [
      { name: 'subjects: first page, default ordering (-modified), central unit', path: '/api/suspects?pager=limit&limit=20&offset=0', user: 'analyst@fiu' },
      { name: 'subjects: first page, default ordering, partner user (own organisation)', path: '/api/suspects?pager=limit&limit=20&offset=0', user: 'entry@eca' },
      { name: 'subjects: filtered page (status + gender + domain)', path: '/api/suspects?pager=limit&limit=20&offset=0&status=approved&gender=female&domain=eca', user: 'analyst@fiu' },
      { name: 'subjects: filtered page (created range, last 30 days)', path: `/api/suspects?pager=limit&limit=20&offset=0&created__gte=${new Date(SEED_TIME.getTime() - 30 * 86_400_000).toISOString().slice(0, 10)}`, user: 'analyst@fiu' },
      { name: 'subjects: search, common surname (okafor)', path: '/api/suspects?pager=limit&limit=20&offset=0&search=okafor', user: 'analyst@fiu' },
      { name: 'subjects: search, one case reference', path: `/api/suspects?pager=limit&limit=20&offset=0&search=${encodeURIComponent(some.case_reference)}`, user: 'analyst@fiu' },
      { name: 'subjects: search, one subject ID', path: `/api/suspects?pager=limit&limit=20&offset=0&search=${some.suspectid}`, user: 'analyst@fiu' },
      { name: `subjects: deep offset (${deepSubjects})`, path: `/api/suspects?pager=limit&limit=20&offset=${deepSubjects}`, user: 'analyst@fiu' },
      { name: 'subjects: sorted by surname', path: '/api/suspects?pager=limit&limit=20&offset=0&ordering=surname', user: 'analyst@fiu' },
      { name: 'companies: first page, default ordering (-modified), central unit', path: '/api/companies?pager=limit&limit=20&offset=0', user: 'analyst@fiu' },
      { name: 'companies: first page, default ordering, partner user', path: '/api/companies?pager=limit&limit=20&offset=0', user: 'entry@eca' },
      { name: 'companies: filtered page (status + domain)', path: '/api/companies?pager=limit&limit=20&offset=0&status=approved&domain=eca', user: 'analyst@fiu' },
      { name: 'companies: search (zenith)', path: '/api/companies?pager=limit&limit=20&offset=0&search=zenith', user: 'analyst@fiu' },
      { name: `companies: deep offset (${deepCompanies})`, path: `/api/companies?pager=limit&limit=20&offset=${deepCompanies}`, user: 'analyst@fiu' },
    ];

    const results: CaseResult[] = [];
    for (const c of cases) {
      const who = users[c.user]!;
      const call = async () => {
        const res = await t.app.request(c.path, { headers: who.headers });
        if (res.status !== 200) throw new Error(`${c.path}: ${res.status} ${await res.text()}`);
        return (await res.json()) as { results: unknown[]; count: number };
      };
      let body = await call();
      for (let i = 1; i < o.warmup; i++) body = await call();
      const times: number[] = [];
      for (let i = 0; i < o.runs; i++) {
        const s = performance.now();
        await call();
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      const r: CaseResult = {
        name: c.name,
        path: c.path,
        user: c.user,
        medianMs: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
        minMs: round(times[0]!),
        maxMs: round(times[times.length - 1]!),
        count: body.count,
        rows: body.results.length,
      };
      results.push(r);
      log(`[bench] ${r.name}: median ${r.medianMs} ms, p95 ${r.p95Ms} ms (count ${r.count})`);
    }

    // EXPLAIN (ANALYZE) of the page queries the server runs.
    const authUser = (u: string, role: string, permissions: string[] = []): AuthUser => {
      const [name, domain] = u.split('@') as [string, string];
      return { id: USERS.get(u)!, username: name, name, email: `${u}.example`, role, domain, active: true, permissions };
    };
    const central = authUser('analyst@fiu', 'fiu');
    const partner = authUser('entry@eca', 'data_entry');
    const explained: [string, KindSpec, AuthUser, string, 'page' | 'count'][] = [
      ['subjects, default ordering, central unit (page)', SUBJECTS, central, '', 'page'],
      ['subjects, default ordering, partner user (page)', SUBJECTS, partner, '', 'page'],
      [`subjects, deep offset ${deepSubjects} (page)`, SUBJECTS, central, `offset=${deepSubjects}`, 'page'],
      ['subjects, status + gender + domain (page)', SUBJECTS, central, 'status=approved&gender=female&domain=eca', 'page'],
      ['subjects, status + gender + domain (count)', SUBJECTS, central, 'status=approved&gender=female&domain=eca', 'count'],
      ['subjects, search okafor (page)', SUBJECTS, central, 'search=okafor', 'page'],
      ['subjects, search okafor (count)', SUBJECTS, central, 'search=okafor', 'count'],
      ['companies, default ordering, central unit (page)', COMPANIES, central, '', 'page'],
    ];
    const plans: BenchReport['plans'] = [];
    for (const [name, spec, me, qs, part] of explained) {
      const params = new URLSearchParams(qs);
      const sql = buildListSql(spec, me, 'fiu', parseListQuery(spec, (n) => params.get(n) ?? undefined));
      const q = part === 'page' ? sql.page : sql.count!;
      const rows = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) ${q.sql}`, q.params)).rows;
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      plans.push({ name, sql: q.sql.replace(/\s+/g, ' ').trim(), plan });
    }
    const defaultPlan = plans[0]!.plan;
    if (/Seq Scan on subjects/.test(defaultPlan)) log('[bench] WARNING: the default ordering scans the subjects table');

    await t.cleanup();
    return {
      database: o.database,
      version,
      generated: new Date().toISOString(),
      machine: {
        node: process.version,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        platform: `${process.platform} ${process.arch}`,
        loadAverage: { atStart: loadAtStart, atEnd: loadavg().map(round) },
      },
      sizes: { subjects: o.subjects, companies: o.companies },
      runs: o.runs,
      warmup: o.warmup,
      seedMs,
      countStrategy:
        'Unfiltered lists (no filter but the organisation) read the count from record_counts, kept exact per kind and organisation by statement-level triggers; every filtered list or search counts exactly with count(*) over the same WHERE clause.',
      searchIndex: trgm ? 'pg_trgm GIN index over the lower-cased search text (LIKE %term%)' : 'no pg_trgm: LIKE %term% over the search column without an index',
      cases: results,
      plans,
    };
  } finally {
    await cleanup();
  }
}

export function toMarkdown(r: BenchReport): string {
  const lines = [
    `# Records list benchmark (${r.database})`,
    '',
    `Generated ${r.generated} by \`bench/records/list-bench.ts\` on ${r.machine.cpus} × ${r.machine.cpuModel}, Node ${r.machine.node}, ${r.machine.platform}` +
      ` (load average ${r.machine.loadAverage.atStart.join(' / ')} at the start, ${r.machine.loadAverage.atEnd.join(' / ')} at the end: other work on the machine inflates the numbers).`,
    `Database: ${r.version.split(' on ')[0]}.`,
    '',
    `**${r.sizes.subjects.toLocaleString('en')} subjects and ${r.sizes.companies.toLocaleString('en')} companies.** Each case: ${r.warmup} warm-up calls, then ${r.runs} timed calls of the real list endpoint through the Hono app (session check, scope, SQL, count, JSON).`,
    '',
    `Seed time: ${(r.seedMs.total / 1000).toFixed(1)} s in all (subjects ${(r.seedMs.subjects / 1000).toFixed(1)} s, companies ${(r.seedMs.companies / 1000).toFixed(1)} s, VACUUM ANALYZE ${(r.seedMs.vacuumAnalyze / 1000).toFixed(1)} s).`,
    '',
    '| case | user | median ms | p95 ms | min ms | max ms | count |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...r.cases.map((c) => `| ${c.name} | ${c.user} | ${c.medianMs} | ${c.p95Ms} | ${c.minMs} | ${c.maxMs} | ${c.count.toLocaleString('en')} |`),
    '',
    `Counts: ${r.countStrategy}`,
    '',
    `Search: ${r.searchIndex}.`,
    '',
    '## Query plans (EXPLAIN ANALYZE)',
    '',
  ];
  for (const p of r.plans) lines.push(`### ${p.name}`, '', '```sql', p.sql, '```', '', '```', p.plan, '```', '');
  return `${lines.join('\n')}\n`;
}

export function writeReport(r: BenchReport, out: string): { json: string; md: string } {
  return writeReportFiles(out, `records-list-${r.database}`, r, toMarkdown(r));
}

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
  const base = {
    subjects: Number(values.subjects),
    companies: Number(values.companies),
    runs: Number(values.runs),
    warmup: Number(values.warmup),
    out: values.out!,
  };
  const targets: ('pglite' | 'postgres')[] = values.only ? [values.only as 'pglite' | 'postgres'] : ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];
  for (const database of targets) {
    const report = await runBench({ ...base, database, ...(database === 'postgres' ? { url: process.env.DATABASE_URL! } : {}) });
    const files = writeReport(report, base.out);
    console.log(`[bench] wrote ${files.json} and ${files.md}`);
  }
}

runIfMain(import.meta.url, main);
