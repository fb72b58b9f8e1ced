#!/usr/bin/env -S node --import tsx
/**
 * The analysis calls over the synthetic world (issue 9, item 7).
 *
 *   npx tsx bench/analysis/analysis-bench.ts [--size 20000] [--runs 20] [--warmup 3] [--only pglite|postgres] [--no-duck] [--keep NAME] [--case TEXT]
 *
 * Seeds a fresh PGlite (and, when DATABASE_URL is set, a fresh schema of that PostgreSQL) with the demo generator
 * at the seed size (--size 20000: 20,000 subjects, 6,000 companies, 1,000,000 statement rows, 1,000,000 call
 * records; db/seed-analysis.ts), timing the seed per table (rows/s) and measuring each big table bytes per
 * row. Then, for the 5 busiest subjects (the worst case for a 5-subject set), times every analysis call of
 * bench/analysis/cases.ts: through the Hono app (app.request, session, guard, audit, SQL, JSON) where the route
 * is on the server, else its SQL straight on the database (the report says which). Finally the same rows go to
 * DuckDB (CSV export, read_csv) and the same aggregates run there. Writes bench/results/analysis.json and .md.
 * --case TEXT times only the cases whose name holds TEXT. --keep NAME keeps the seeded database (PGlite folder /tmp/NAME-pglite, PostgreSQL schema NAME) and reuses it on
 * the next run, so a later run times routes that landed since without seeding again.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../../packages/server/src/db/migrate.js';
import { stableUuid } from '../../packages/server/src/db/ids.js';
import { openPglite } from '../../packages/server/src/db/pglite.js';
import { openPostgres } from '../../packages/server/src/db/postgres.js';
import { createPrng } from '../../packages/server/src/db/prng.js';
import { SEED_TIME, demoUserId, seed } from '../../packages/server/src/db/seed.js';
import { seedAnalysis, worldCounts } from '../../packages/server/src/db/seed-analysis.js';
import { recordCounts, seedRecords } from '../../packages/server/src/db/seed-records.js';
import type { Db } from '../../packages/server/src/db/types.js';
import { FAST_SCRYPT, makeApp, signIn } from '../../packages/server/src/testing/index.js';
import { percentile, round, runIfMain, writeReportFiles } from '../lib/report.js';
import { CASES, compileCase, type CaseInput, type RouteContext } from './cases.js';
import { exportCsv, openDuck, setSubjectSet } from './duck.js';

export interface AnalysisBenchOptions {
  size: number;
  runs: number;
  warmup: number;
  databases: ('pglite' | 'postgres')[];
  url?: string;
  duck: boolean;
  keep?: string;
  /** Skip the database's cases (a DuckDB-only run over a kept world). */
  duckOnly?: boolean;
  /** Only the cases whose name holds this text (a re-run of the calls just changed). */
  only?: string;
  log?: (line: string) => void;
}

export interface Timing {
  name: string;
  via: string;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
  rows: number;
}

export interface DatabaseReport {
  database: string;
  version: string;
  reused: boolean;
  seed: { ms: Record<string, number>; rows: Record<string, number>; rowsPerSecond: Record<string, number>; vacuumAnalyzeMs: number; totalMs: number };
  storage: { table: string; rows: number; heapBytes: number; indexBytes: number; totalBytes: number; bytesPerRow: number }[];
  subjectSet: { subjects: string[]; accounts: number; phones: number; statementRows: number; callRecords: number; pair: [string, string] };
  cases: Timing[];
}

export interface AnalysisReport {
  generated: string;
  machine: { node: string; cpus: number; cpuModel: string; platform: string; loadAverage: { atStart: number[]; atEnd: number[] } };
  size: number;
  counts: { subjects: number; companies: number; statementRows: number; callRecords: number };
  runs: number;
  warmup: number;
  period: { start: string; end: string };
  databases: DatabaseReport[];
  duck: { version: string; exportMs: number; loadMs: number; rows: Record<string, number>; cases: Timing[] } | null;
}

const PERIOD = { start: '2025-01-01T00:00:00Z', end: '2026-01-01T00:00:00Z' };
const USERS = new Map(['analyst@fiu', 'entry@eca', 'admin@eca', 'ceo@eca', 'cbnadmin@cbn', 'missionentry@mission'].map((u) => {
  const [name, domain] = u.split('@') as [string, string];
  return [u, demoUserId(name, domain)];
}));

async function time(runs: number, warmup: number, call: () => Promise<number>): Promise<{ t: number[]; rows: number }> {
  let rows = 0;
  for (let i = 0; i < warmup; i++) rows = await call();
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    rows = await call();
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  return { t, rows };
}
const timing = (name: string, via: string, r: { t: number[]; rows: number }): Timing => ({
  name, via, medianMs: round(percentile(r.t, 50)), p95Ms: round(percentile(r.t, 95)), minMs: round(r.t[0]!), maxMs: round(r.t[r.t.length - 1]!), rows: r.rows,
});

async function openDb(database: 'pglite' | 'postgres', o: AnalysisBenchOptions): Promise<{ db: Db; cleanup: () => Promise<void> }> {
  if (database === 'pglite') {
    const dir = o.keep ? join(tmpdir(), `${o.keep}-pglite`) : mkdtempSync(join(tmpdir(), 'fiu-bench-analysis-'));
    const db = await openPglite(join(dir, 'pglite'));
    return { db, cleanup: async () => { await db.close(); if (!o.keep) rmSync(dir, { recursive: true, force: true }); } };
  }
  const schema = o.keep ?? `fiu_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: o.url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.end();
  const db = await openPostgres({ connectionString: o.url!, schema, max: 4 });
  return {
    db,
    cleanup: async () => {
      await db.close();
      if (o.keep) return;
      const c = new pg.Client({ connectionString: o.url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

async function seedWorld(db: Db, o: AnalysisBenchOptions, log: (l: string) => void): Promise<DatabaseReport['seed'] & { reused: boolean }> {
  const counts = worldCounts(o.size);
  const have = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM statement_transactions');
  if (o.keep && have.rows[0]!.n >= counts.statementRows && counts.statementRows > 0) {
    log(`[bench] reusing the seeded world (${have.rows[0]!.n} statement rows)`);
    return { ms: {}, rows: {}, rowsPerSecond: {}, vacuumAnalyzeMs: 0, totalMs: 0, reused: true };
  }
  await seed(db, { passwordParams: FAST_SCRYPT, size: 0 });
  const t0 = performance.now();
  const rc = recordCounts(o.size);
  await db.transaction((tx) => seedRecords(tx, { ...rc, rng: createPrng(0x5eed ^ o.size), now: SEED_TIME, userIds: USERS, uuid: (s) => stableUuid(`bench-analysis:${s}`) }));
  const tRecords = performance.now() - t0;
  log(`[bench]   ${rc.subjects} subjects and ${rc.companies} companies in ${(tRecords / 1000).toFixed(1)} s`);
  let last = 0;
  const stats = await db.transaction((tx) => seedAnalysis(tx, {
    ...counts,
    onProgress: (table, done, total) => {
      if (done - last >= total / 10 || done === total || done < last) {
        log(`[bench]   ${table} ${done}/${total} (${Math.round((performance.now() - t0) / 1000)} s)`);
        last = done === total ? 0 : done;
      }
    },
  }, SEED_TIME));
  const tv = performance.now();
  for (const table of ['accounts', 'subject_accounts', 'subject_phones', 'statement_transactions', 'description_entities', 'call_records', 'goaml_accounts', 'goaml_transactions']) {
    await db.exec(`VACUUM ANALYZE ${table}`);
  }
  const vacuumAnalyzeMs = round(performance.now() - tv);
  const ms: Record<string, number> = { 'subjects and companies': round(tRecords), ...stats.ms };
  const rows: Record<string, number> = { subjects: rc.subjects, companies: rc.companies, ...stats.rows };
  const rowsPerSecond: Record<string, number> = {};
  // statement_transactions' time includes its description_entities (inserted batch by batch with it).
  if (stats.ms.statement_transactions) rowsPerSecond.statement_transactions = Math.round(((stats.rows.statement_transactions ?? 0) + (stats.rows.description_entities ?? 0)) / (stats.ms.statement_transactions / 1000));
  if (stats.ms.call_records) rowsPerSecond.call_records = Math.round((stats.rows.call_records ?? 0) / (stats.ms.call_records / 1000));
  return { ms, rows, rowsPerSecond, vacuumAnalyzeMs, totalMs: round(performance.now() - t0), reused: false };
}

async function storage(db: Db): Promise<DatabaseReport['storage']> {
  const out: DatabaseReport['storage'] = [];
  for (const table of ['statement_transactions', 'description_entities', 'call_records']) {
    const r = (await db.query<{ rows: string; heap: string; idx: string; total: string }>(
      `SELECT (SELECT count(*) FROM ${table})::text AS rows, pg_table_size('${table}')::text AS heap, pg_indexes_size('${table}')::text AS idx, pg_total_relation_size('${table}')::text AS total`,
    )).rows[0]!;
    const rows = Number(r.rows);
    out.push({ table, rows, heapBytes: Number(r.heap), indexBytes: Number(r.idx), totalBytes: Number(r.total), bytesPerRow: rows ? Math.round(Number(r.total) / rows) : 0 });
  }
  return out;
}

async function subjectSet(db: Db): Promise<{ input: CaseInput; set: DatabaseReport['subjectSet'] }> {
  const busiest = (await db.query<{ subject_id: string }>(
    `SELECT sa.subject_id FROM statement_transactions st JOIN subject_accounts sa ON sa.account_id = st.account_id
      GROUP BY sa.subject_id ORDER BY count(*) DESC, sa.subject_id LIMIT 5`,
  )).rows.map((r) => r.subject_id);
  const accounts = (await db.query<{ id: string }>('SELECT DISTINCT account_id AS id FROM subject_accounts WHERE subject_id = ANY($1::uuid[]) ORDER BY 1', [busiest])).rows.map((r) => r.id);
  const phones = (await db.query<{ phone: string }>('SELECT DISTINCT phone FROM subject_phones WHERE subject_id = ANY($1::uuid[]) ORDER BY 1', [busiest])).rows.map((r) => r.phone);
  const pair = (await db.query<{ o: string; t: string }>(
    `SELECT originating_number AS o, terminating_number AS t FROM call_records WHERE originating_number = ANY($1::text[])
      GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 1`, [phones],
  )).rows[0] ?? { o: phones[0] ?? '', t: phones[1] ?? '' };
  const n = async (sql: string, p: unknown[]) => Number((await db.query<{ n: string }>(sql, p)).rows[0]!.n);
  const input: CaseInput = { ...PERIOD, accounts, phones, a: pair.o, b: pair.t };
  return {
    input,
    set: {
      subjects: busiest, accounts: accounts.length, phones: phones.length, pair: [pair.o, pair.t],
      statementRows: await n('SELECT count(*)::text AS n FROM statement_transactions WHERE account_id = ANY($1::uuid[])', [accounts]),
      callRecords: await n('SELECT count(*)::text AS n FROM call_records WHERE originating_number = ANY($1::text[]) OR terminating_number = ANY($1::text[])', [phones]),
    },
  };
}

async function benchDatabase(database: 'pglite' | 'postgres', o: AnalysisBenchOptions, log: (l: string) => void, onSeeded: (db: Db, input: CaseInput) => Promise<void>): Promise<DatabaseReport> {
  const { db, cleanup } = await openDb(database, o);
  try {
    await migrate(db);
    const version = (await db.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v.split(' on ')[0]!;
    log(`[bench] ${database}: ${version}`);
    const seeded = await seedWorld(db, o, log);
    const { reused, ...seedReport } = seeded;
    if (!reused) log(`[bench] seeded in ${(seedReport.totalMs / 1000).toFixed(1)} s: ${JSON.stringify(seedReport.rowsPerSecond)} rows/s`);
    const store = await storage(db);
    const { input, set } = await subjectSet(db);
    log(`[bench] subject set: ${set.subjects.length} subjects, ${set.accounts} accounts, ${set.phones} phones, ${set.statementRows} statement rows, ${set.callRecords} call records`);
    const t = await makeApp(db, { demo: true });
    const analyst = await signIn(t, 'analyst', 'fiu');
    const codes = new Map((await db.query<{ id: string; suspectid: string }>('SELECT id, suspectid FROM subjects WHERE id = ANY($1::uuid[])', [set.subjects])).rows.map((r) => [r.id, r.suspectid]));
    const suspects = set.subjects.map((id) => codes.get(id)!);
    const query = new URLSearchParams([...suspects.map((s) => ['Suspect', s] as [string, string]), ['start', PERIOD.start], ['end', PERIOD.end]]).toString();
    const goamlAccounts = (await db.query<{ id: string }>(
      `SELECT DISTINCT ga.id::text AS id FROM goaml_accounts ga JOIN accounts a ON a.account_number = ga.account AND a.bank_code = ga.institution_code
        WHERE a.id = ANY($1::uuid[]) ORDER BY 1`, [input.accounts],
    )).rows.map((r) => r.id);
    const ctx: RouteContext = { suspects, first: suspects[0] ?? '', query, goamlAccounts: goamlAccounts.length ? goamlAccounts : ['1'] };
    const cases: Timing[] = [];
    for (const c of o.duckOnly ? [] : CASES.filter((x) => !o.only || x.name.includes(o.only))) {
      let via = c.sql ? 'SQL (route not on the server yet)' : '';
      const req = c.request ? c.request(ctx)
        : c.route === '/api/cdr/timeline' ? { path: `${c.route}?${new URLSearchParams({ originating_number: input.a, terminating_number: input.b, start: PERIOD.start, end: PERIOD.end })}` }
        : c.route ? { path: `${c.route}?${query}` } : null;
      if (req) {
        const send = () => t.app.request(req.path, req.body === undefined
          ? { headers: analyst.headers }
          : { method: 'POST', headers: { ...analyst.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(req.body) });
        const probe = await send();
        if (probe.status === 200) {
          const call = async () => {
            const res = await send();
            if (res.status !== 200) throw new Error(`${req.path}: ${res.status}`);
            const body = (await res.json()) as unknown;
            return Array.isArray(body) ? body.length : Array.isArray((body as { results?: unknown[] }).results) ? (body as { results: unknown[] }).results.length : 1;
          };
          const r = timing(c.name, `route ${req.path.split('?')[0]}`, await time(o.runs, o.warmup, call));
          cases.push(r);
          log(`[bench]   ${r.name}: median ${r.medianMs} ms, p95 ${r.p95Ms} ms (${r.via})`);
          continue;
        }
        if (probe.status !== 404) {
          log(`[bench]   ${c.name}: ${req.path.split('?')[0]} answered ${probe.status} ${(await probe.text()).slice(0, 200)}`);
          via = c.sql ? `SQL (route ${req.path.split('?')[0]} answered ${probe.status})` : '';
        }
      } else {
        via = 'SQL';
      }
      if (!c.sql) continue;
      const q = compileCase(c, 'pg', input);
      const r = timing(c.name, via, await time(o.runs, o.warmup, async () => (await db.query(q.sql, q.params)).rows.length));
      cases.push(r);
      log(`[bench]   ${r.name}: median ${r.medianMs} ms, p95 ${r.p95Ms} ms (${r.via})`);
    }
    await t.cleanup();
    await onSeeded(db, input);
    return { database, version, reused, seed: seedReport, storage: store, subjectSet: set, cases };
  } finally {
    await cleanup();
  }
}

export async function runAnalysisBench(o: AnalysisBenchOptions): Promise<AnalysisReport> {
  const log = o.log ?? ((l: string) => console.log(l));
  const loadAtStart = loadavg().map(round);
  const databases: DatabaseReport[] = [];
  let duck: AnalysisReport['duck'] = null;
  for (const [i, database] of o.databases.entries()) {
    const last = i === o.databases.length - 1;
    databases.push(await benchDatabase(database, o, log, async (db, input) => {
      // DuckDB reads the rows of the last database (the same rows on each: the seed is deterministic).
      if (!o.duck || !last) return;
      const dir = mkdtempSync(join(tmpdir(), 'fiu-bench-duck-'));
      try {
        const te = performance.now();
        const rows = await exportCsv(db, dir);
        const exportMs = round(performance.now() - te);
        const tl = performance.now();
        const { con, close } = await openDuck(dir);
        const loadMs = round(performance.now() - tl);
        log(`[bench] DuckDB: exported in ${(exportMs / 1000).toFixed(1)} s, loaded in ${(loadMs / 1000).toFixed(1)} s`);
        try {
          const version = String((await con.runAndReadAll('SELECT version() AS v')).getRowObjectsJson()[0]!.v);
          await setSubjectSet(con, input.accounts, input.phones);
          const cases: Timing[] = [];
          for (const c of CASES.filter((x) => x.sql)) {
            const q = compileCase(c, 'duck', input);
            const r = timing(c.name, 'DuckDB SQL', await time(o.runs, o.warmup, async () => (await con.runAndReadAll(q.sql, q.params as string[])).getRowObjectsJson().length));
            cases.push(r);
            log(`[bench]   DuckDB ${r.name}: median ${r.medianMs} ms, p95 ${r.p95Ms} ms`);
          }
          duck = { version: `DuckDB ${version}`, exportMs, loadMs, rows, cases };
        } finally {
          close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }));
  }
  const counts = { ...recordCounts(o.size), ...worldCounts(o.size) };
  return {
    generated: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', platform: `${process.platform} ${process.arch}`, loadAverage: { atStart: loadAtStart, atEnd: loadavg().map(round) } },
    size: o.size,
    counts: { subjects: counts.subjects, companies: counts.companies, statementRows: counts.statementRows, callRecords: counts.callRecords },
    runs: o.runs,
    warmup: o.warmup,
    period: PERIOD,
    databases,
    duck,
  };
}

const n = (x: number) => x.toLocaleString('en');

export function toMarkdown(r: AnalysisReport): string {
  const lines = [
    '# Analysis calls over the synthetic world',
    '',
    `Generated ${r.generated} by \`bench/analysis/analysis-bench.ts --size ${r.size}\` on ${r.machine.cpus} × ${r.machine.cpuModel}, Node ${r.machine.node}` +
      ` (load average ${r.machine.loadAverage.atStart.join(' / ')} at the start, ${r.machine.loadAverage.atEnd.join(' / ')} at the end: the machine is shared, other work inflates the numbers).`,
    '',
    `**${n(r.counts.statementRows)} statement rows and ${n(r.counts.callRecords)} call records** (${n(r.counts.subjects)} subjects, ${n(r.counts.companies)} companies), period ${r.period.start} – ${r.period.end}.` +
      ` Subject set: the 5 subjects with the most statement rows (the worst case for a 5-subject set). Each case: ${r.warmup} warm-up runs, then ${r.runs} timed runs; milliseconds.`,
    '',
  ];
  for (const d of r.databases) {
    lines.push(`## ${d.version}`, '');
    if (d.reused) lines.push('Seed: reused from an earlier run (--keep).', '');
    else {
      lines.push(`Seed: ${(d.seed.totalMs / 1000).toFixed(1)} s in all, one transaction per step (${Object.entries(d.seed.ms).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join(', ')}; VACUUM ANALYZE ${(d.seed.vacuumAnalyzeMs / 1000).toFixed(1)} s).`);
      lines.push(`Insert rates through jsonb_to_recordset batches of 5,000 with every index in place: ${Object.entries(d.seed.rowsPerSecond).map(([k, v]) => `${k} ${n(v)} rows/s`).join(', ')} (statement rows counted with their description_entities rows).`, '');
      lines.push(`Rows: ${Object.entries(d.seed.rows).map(([k, v]) => `${k} ${n(v)}`).join(', ')}.`, '');
    }
    lines.push('| table | rows | heap bytes | index bytes | total bytes | bytes per row |', '|---|---:|---:|---:|---:|---:|');
    for (const s of d.storage) lines.push(`| ${s.table} | ${n(s.rows)} | ${n(s.heapBytes)} | ${n(s.indexBytes)} | ${n(s.totalBytes)} | ${n(s.bytesPerRow)} |`);
    lines.push('', `Subject set: ${d.subjectSet.accounts} accounts, ${d.subjectSet.phones} phone numbers, ${n(d.subjectSet.statementRows)} statement rows, ${n(d.subjectSet.callRecords)} call records; timeline pair ${d.subjectSet.pair.join(' ↔ ')}.`, '');
    lines.push('| call | via | median | p95 | min | max | rows |', '|---|---|---:|---:|---:|---:|---:|');
    for (const c of d.cases) lines.push(`| ${c.name} | ${c.via} | ${c.medianMs} | ${c.p95Ms} | ${c.minMs} | ${c.maxMs} | ${c.rows} |`);
    lines.push('');
  }
  if (r.duck) {
    lines.push(`## ${r.duck.version} (in memory, 2 threads): the reference`, '',
      `The same rows, exported as CSV in ${(r.duck.exportMs / 1000).toFixed(1)} s (keyset pages of SELECTs) and read with read_csv in ${(r.duck.loadMs / 1000).toFixed(1)} s; the same SQL (the set as temp tables).`, '',
      '| call | median | p95 | min | max | rows |', '|---|---:|---:|---:|---:|---:|');
    for (const c of r.duck.cases) lines.push(`| ${c.name} | ${c.medianMs} | ${c.p95Ms} | ${c.minMs} | ${c.maxMs} | ${c.rows} |`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

export function writeReport(r: AnalysisReport, out: string, name = 'analysis'): { json: string; md: string } {
  return writeReportFiles(out, name, r, toMarkdown(r));
}

async function main() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '20000' },
      runs: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '3' },
      out: { type: 'string', default: fileURLToPath(new URL('../results/', import.meta.url)) },
      name: { type: 'string', default: 'analysis' },
      only: { type: 'string' },
      keep: { type: 'string' },
      'no-duck': { type: 'boolean', default: false },
      'duck-only': { type: 'boolean', default: false },
      case: { type: 'string' },
    },
  });
  const url = process.env.DATABASE_URL;
  const databases: ('pglite' | 'postgres')[] = values.only ? [values.only as 'pglite' | 'postgres'] : ['pglite', ...(url ? (['postgres'] as const) : [])];
  if (values.keep && !/^[a-z_][a-z0-9_]{0,40}$/.test(values.keep)) throw new Error('--keep: a lower-case name (letters, digits, _)');
  const report = await runAnalysisBench({
    size: Number(values.size), runs: Number(values.runs), warmup: Number(values.warmup), databases, duck: !values['no-duck'], duckOnly: values['duck-only'],
    ...(url ? { url } : {}), ...(values.keep ? { keep: values.keep } : {}), ...(values.case ? { only: values.case } : {}),
  });
  const files = writeReport(report, values.out!, values.name!);
  console.log(`[bench] wrote ${files.json} and ${files.md}`);
}

runIfMain(import.meta.url, main);
