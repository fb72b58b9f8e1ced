#!/usr/bin/env -S node --import tsx
/**
 * The analysis grids over a 1,000,000-row statement (issue 10 item 8, server side).
 *
 *   npx tsx bench/grids/grids-bench.ts [--rows 1000000] [--runs 15] [--warmup 2] [--only pglite|postgres] [--keep NAME] [--name grids]
 *       [--cases 'sort: Description|search']   (only the cases whose name holds one of these; no jump alternatives, no export)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5461/postgres npx tsx bench/grids/grids-bench.ts
 *
 * Seeds bench/grids/world.ts (one subject set holding every row), then times each case of cases.ts through the
 * Hono app (app.request with the analyst's session: guard, audit, SQL, JSON), and the SQL alternatives for a
 * jump to row 900,000. Then the export of a filtered set and of every row, with the process's peak RSS while it
 * streams. Writes bench/results/<name>.json and .md with the machine's load average.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrate } from '../../packages/server/src/db/migrate.js';
import { openPglite } from '../../packages/server/src/db/pglite.js';
import { openPostgres } from '../../packages/server/src/db/postgres.js';
import type { Db } from '../../packages/server/src/db/types.js';
import { makeApp, signIn } from '../../packages/server/src/testing/index.js';
import { forgetCounts } from '../../packages/server/src/lib/grid/count.js';
import { gridCases, JUMP_SQL, type GridCase } from './cases.js';

const grid = '/analysis/grid/statement';
import { gridWorld, WORLD_PERIOD } from './world.js';

interface Timing {
  name: string;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
  /** CPU time per run (median): this process (PGlite runs in it) plus, for PostgreSQL, the cluster's processes. */
  cpuMs?: number;
  total?: number;
  rows?: number;
}

/**
 * CPU milliseconds used so far by this process and by the PostgreSQL cluster whose postmaster is `pgPid` (its
 * children: the backends). Wall-clock on a shared machine measures the other sessions too; CPU time does not.
 */
function cpuNow(pgPid: number | undefined): number {
  const own = process.cpuUsage();
  let ms = (own.user + own.system) / 1000;
  if (pgPid) {
    const tick = 1000 / 100; // USER_HZ
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      } catch {
        continue;
      }
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields after the name: state ppid … utime(11) stime(12)
      if (Number(d) === pgPid || Number(f[1]) === pgPid) ms += (Number(f[11]) + Number(f[12])) * tick;
    }
  }
  return ms;
}
let clusterPid: number | undefined;

const round = (n: number) => Math.round(n * 10) / 10;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function time(runs: number, warmup: number, call: () => Promise<{ total?: number; rows?: number }>): Promise<Omit<Timing, 'name'>> {
  let last: { total?: number; rows?: number } = {};
  for (let i = 0; i < warmup; i++) last = await call();
  const t: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = cpuNow(clusterPid);
    const s = performance.now();
    last = await call();
    t.push(performance.now() - s);
    cpu.push(cpuNow(clusterPid) - c);
  }
  t.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { medianMs: round(pct(t, 50)), p95Ms: round(pct(t, 95)), minMs: round(t[0]!), maxMs: round(t[t.length - 1]!), cpuMs: round(pct(cpu, 50)), ...last };
}

async function openDb(kind: 'pglite' | 'postgres', keep: string | undefined, url: string | undefined) {
  if (kind === 'pglite') {
    const dir = keep ? join(tmpdir(), `${keep}-pglite`) : mkdtempSync(join(tmpdir(), 'fiu-bench-grids-'));
    mkdirSync(dir, { recursive: true });
    const db = await openPglite(join(dir, 'pglite'));
    return { db, cleanup: async () => { await db.close(); if (!keep) rmSync(dir, { recursive: true, force: true }); } };
  }
  const schema = keep ?? `fiu_bench_grids_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.end();
  const db = await openPostgres({ connectionString: url!, schema, max: 4 });
  return {
    db,
    cleanup: async () => {
      await db.close();
      if (keep) return;
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

async function explain(db: Db, sql: string, params: unknown[]): Promise<string> {
  const r = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${sql}`, params);
  return r.rows.map((x) => Object.values(x)[0]).join('\n');
}

async function benchOne(kind: 'pglite' | 'postgres', o: { rows: number; runs: number; warmup: number; keep?: string; url?: string; exportAll: boolean; cases?: string[] }, log: (l: string) => void) {
  const { db, cleanup } = await openDb(kind, o.keep, o.url);
  try {
    await migrate(db);
    clusterPid = undefined;
    if (kind === 'postgres') {
      // The postmaster's pid, if the cluster runs on this machine (then its backends' CPU is counted).
      const dir = (await db.query<{ d: string }>("SELECT current_setting('data_directory') AS d")).rows[0]!.d;
      try {
        clusterPid = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      } catch {
        clusterPid = undefined;
      }
    }
    const version = (await db.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v.split(' on ')[0]!;
    log(`[grid-bench] ${kind}: ${version}`);
    const world = await gridWorld(db, o.rows, log);
    log(`[grid-bench] world ${world.reused ? 'reused' : `seeded in ${(world.seedMs / 1000).toFixed(1)} s`}`);
    const t = await makeApp(db, { demo: true });
    const analyst = await signIn(t, 'analyst', 'fiu');
    const scope = { Suspect: [world.subject.suspectid], ...WORLD_PERIOD };
    const send = (path: string, body: unknown) => t.app.request(`/api${path}`, { method: 'POST', headers: { ...analyst.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

    const cases: Timing[] = [];
    const jumpRow = Math.min(900_000, Math.floor(o.rows * 0.9));
    for (const c of gridCases(jumpRow).filter((x) => !o.cases || o.cases.some((n) => x.name.includes(n)))) {
      const body: Record<string, unknown> = { scope, ...c.body };
      if (c.afterJump !== undefined) {
        const res = await send(c.path, { scope, query: { at: c.afterJump, limit: 100 } });
        const next = ((await res.json()) as { next: string | null }).next;
        body.query = { ...(c.body.query as object), after: next };
      }
      const call = async () => {
        if (c.cold) forgetCounts(db);
        const res = await send(c.path, body);
        if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${await res.text()}`);
        const json = (await res.json()) as { rows?: unknown[]; total?: number; groups?: unknown[]; cells?: unknown[] };
        return { total: json.total, rows: (json.rows ?? json.groups ?? json.cells)?.length };
      };
      const r = { name: `${c.name}${c.cold ? ' [total counted]' : c.path === grid ? ' [total cached]' : ''}`, ...(await time(o.runs, o.warmup, call)) };
      cases.push(r);
      log(`[grid-bench]   ${r.name}: median ${r.medianMs} ms, p95 ${r.p95Ms} ms, CPU ${r.cpuMs} ms (total ${r.total ?? '-'})`);
    }

    // The jump to row 900,000: OFFSET against the alternatives, as SQL over the same scope.
    const accounts = (await db.query<{ id: string }>('SELECT account_id::text AS id FROM subject_accounts WHERE subject_id = $1::uuid', [world.subject.id])).rows.map((r) => r.id);
    const jump: (Timing & { plan: string })[] = [];
    for (const j of o.cases ? [] : JUMP_SQL) {
      const params = [accounts, new Date('2025-01-01T00:00:00+01:00'), new Date('2026-01-01T00:00:00+01:00'), ...j.params(o.rows, jumpRow)];
      const r = await time(Math.min(o.runs, 10), 1, async () => ({ rows: (await db.query(j.sql, params)).rows.length }));
      const plan = await explain(db, j.sql, params);
      jump.push({ name: j.name, ...r, plan });
      log(`[grid-bench]   ${j.name}: median ${r.medianMs} ms, p95 ${r.p95Ms} ms`);
    }

    // Export: a filtered set, then (--export-all) every row, with the peak RSS while it streams.
    const exports: { name: string; ms: number; bytes: number; rssBeforeMb: number; rssPeakMb: number }[] = [];
    const exportCases = [
      { name: 'export weekends with IN-FLOW over 5 million', query: { filter: { type: 'group', join: 'and', items: [{ type: 'weekend', column: 'Transaction_Date' }, { type: 'compare', column: 'Inflows', op: 'gt', value: 5_000_000 }] } } },
      ...(o.exportAll ? [{ name: `export every row (${o.rows.toLocaleString('en')})`, query: {} }] : []),
    ];
    for (const e of o.cases ? [] : exportCases) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);
      const s = performance.now();
      const res = await send('/analysis/grid/statement/export', { scope, query: e.query });
      if (res.status !== 200) throw new Error(`${e.name}: ${res.status}`);
      let bytes = 0;
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
      }
      const ms = performance.now() - s;
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      exports.push({ name: e.name, ms: Math.round(ms), bytes, rssBeforeMb: Math.round(before / 2 ** 20), rssPeakMb: Math.round(peak / 2 ** 20) });
      log(`[grid-bench]   ${e.name}: ${(ms / 1000).toFixed(1)} s, ${(bytes / 2 ** 20).toFixed(1)} MB, RSS ${Math.round(before / 2 ** 20)} → peak ${Math.round(peak / 2 ** 20)} MB`);
    }
    await t.cleanup();
    return { database: kind, version, world: { rows: world.rows, seedMs: world.seedMs, reused: world.reused }, cases, jump, exports };
  } finally {
    await cleanup();
  }
}

function markdown(report: Awaited<ReturnType<typeof run>>): string {
  const out = [
    '# Analysis grids over a 1,000,000-row statement',
    '',
    `Generated ${report.generated} by \`bench/grids/grids-bench.ts ${report.args}\` on ${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node}. ` +
      `Load average ${report.machine.loadAverage.atStart.join(' / ')} at the start, ${report.machine.loadAverage.atEnd.join(' / ')} at the end (a shared 2-core machine: other work inflates every figure).`,
    '',
    `World (bench/grids/world.ts): one subject holding 40 accounts with ${report.rows.toLocaleString('en')} statement rows over 2025; the grid's scope is that subject and the year, so every case works over all of them. ` +
      'Each case goes through the Hono app with the analyst\'s session (guard, audit, validation, SQL, JSON) and answers one page of 100 rows with the filtered total. Milliseconds.',
    '',
  ];
  for (const d of report.databases) {
    out.push(`## ${d.version}`, '', d.world.reused ? 'World reused (--keep).' : `World seeded in ${(d.world.seedMs / 1000).toFixed(1)} s.`, '');
    out.push('| case | median | p95 | min | max | CPU median | total | rows |', '|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const c of d.cases) out.push(`| ${c.name} | ${c.medianMs} | ${c.p95Ms} | ${c.minMs} | ${c.maxMs} | ${c.cpuMs ?? ''} | ${c.total?.toLocaleString('en') ?? ''} | ${c.rows ?? ''} |`);
    out.push('', '### Jump to row 900,000: OFFSET against the alternatives (SQL only, 100 rows)', '', '| way | median | p95 | min | max |', '|---|---:|---:|---:|---:|');
    for (const j of d.jump) out.push(`| ${j.name} | ${j.medianMs} | ${j.p95Ms} | ${j.minMs} | ${j.maxMs} |`);
    out.push('', '<details><summary>Plans</summary>', '');
    for (const j of d.jump) out.push(`**${j.name}**`, '', '```', j.plan, '```', '');
    out.push('</details>', '', '### Export (streamed .xlsx)', '', '| export | time | bytes | RSS before | RSS peak |', '|---|---:|---:|---:|---:|');
    for (const e of d.exports) out.push(`| ${e.name} | ${(e.ms / 1000).toFixed(1)} s | ${(e.bytes / 2 ** 20).toFixed(1)} MB | ${e.rssBeforeMb} MB | ${e.rssPeakMb} MB |`);
    out.push('');
  }
  return out.join('\n');
}

async function run(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      rows: { type: 'string', default: '1000000' },
      runs: { type: 'string', default: '15' },
      warmup: { type: 'string', default: '2' },
      only: { type: 'string' },
      keep: { type: 'string' },
      name: { type: 'string', default: 'grids' },
      out: { type: 'string', default: join(import.meta.dirname, '..', 'results') },
      'export-all': { type: 'boolean', default: false },
      cases: { type: 'string' },
    },
  });
  const log = (l: string) => console.log(l);
  const url = process.env.DATABASE_URL;
  const kinds = (values.only ? [values.only] : ['pglite', ...(url ? ['postgres'] : [])]) as ('pglite' | 'postgres')[];
  const atStart = loadavg().map((x) => Math.round(x * 100) / 100);
  const databases = [];
  for (const kind of kinds) databases.push(await benchOne(kind, { rows: Number(values.rows), runs: Number(values.runs), warmup: Number(values.warmup), keep: values.keep, url, exportAll: values['export-all']!, cases: values.cases?.split('|') }, log));
  const report = {
    generated: new Date().toISOString(),
    args: argv.join(' '),
    machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? '', loadAverage: { atStart, atEnd: loadavg().map((x) => Math.round(x * 100) / 100) } },
    rows: Number(values.rows),
    databases,
  };
  mkdirSync(values.out!, { recursive: true });
  writeFileSync(join(values.out!, `${values.name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(values.out!, `${values.name}.md`), `${markdown(report)}\n`);
  log(`[grid-bench] wrote ${join(values.out!, `${values.name}.{json,md}`)}`);
  return report;
}

export type { GridCase };
if (import.meta.url === `file://${process.argv[1]}`) await run(process.argv.slice(2));
