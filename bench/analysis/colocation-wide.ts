#!/usr/bin/env -S node --import tsx
/**
 * Co-location (GET /cdr/colocation, issue 10 item 7) for the widest subject set a request may ask: the 50 subjects
 * with the most call records, over the year of a world kept by analysis-bench.ts (`--keep NAME`), at the panel's
 * defaults and at wider settings, on PGlite and (when DATABASE_URL is set) PostgreSQL in the same run, one after
 * the other. Times the library call (the route adds the guard, the audit and JSON) and each of its queries on the
 * last run; CPU time beside wall-clock: this process's (PGlite runs inside it; for PostgreSQL it is the client's
 * JSON and the in-memory pairing) plus, on PostgreSQL, the server backend's (/proc/PID/stat of pg_backend_pid()).
 * The findings of each setting are digested and compared between the two databases.
 *
 *   npx tsx bench/analysis/analysis-bench.ts --size 20000 --only pglite --no-duck --case co-location --keep world_coloc
 *   DATABASE_URL=postgres://… npx tsx bench/analysis/analysis-bench.ts --size 20000 --only postgres --no-duck --case co-location --keep world_coloc
 *   DATABASE_URL=postgres://… npx tsx bench/analysis/colocation-wide.ts world_coloc [--runs 10] [--json out.json]
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite } from '../../packages/server/src/db/pglite.js';
import { openPostgres } from '../../packages/server/src/db/postgres.js';
import type { Db, Queryable } from '../../packages/server/src/db/types.js';
import type { ColocationEvidence, ColocationResult } from '../../packages/server/src/core.js';
import { colocation } from '../../packages/server/src/lib/analysis/colocation.js';
import { resolveSubjects } from '../../packages/server/src/lib/analysis/subjects.js';

const SETTINGS = [[30, 500], [120, 5000], [360, 20_000], [1440, 50_000]] as const;
const PERIOD = { start: '2025-01-01', end: '2025-12-31' };

interface SettingReport {
  window: number;
  distance: number;
  /** The warm-up call: the first of this setting (on PGlite the first setting's starts with empty buffers). */
  firstMs: number;
  ms: number[];
  medianMs: number;
  maxMs: number;
  /** CPU milliseconds per call (median): this process, and the PostgreSQL backend. */
  clientCpuMs: number;
  serverCpuMs: number | null;
  perQueryMs: number[];
  meetings: string;
  contacts: string;
  digest: string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => loadavg().map((x) => x.toFixed(1)).join(' / ');

/** An evidence row's fields in one order (whatever order the code built the object in). */
const fields = (e: ColocationEvidence) => Object.keys(e).sort().map((k) => [k, e[k as keyof ColocationEvidence]]);

/** The findings with their evidence rows, without the subjects' display names: compared between the databases and before/after a change. */
function digest(r: ColocationResult): string {
  const plain = {
    meetings: r.meetings.map((m) => [m.subjects.map((s) => [s.id, s.phone]), m.sites, m.distance, m.first, m.last, m.evidenceCount, m.evidence.map(fields)]),
    contacts: r.contacts.map((c) => [c.number, c.name, c.calls, c.subjects.map((s) => [s.id, s.calls]), c.evidenceCount, c.evidence.map(fields)]),
    truncated: r.truncated,
  };
  return createHash('sha256').update(JSON.stringify(plain)).digest('hex').slice(0, 12);
}

/** CPU milliseconds (user + system) a process has used so far, from /proc (the PostgreSQL server runs on this machine). */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in ticks of 1/100 s
}
const ownCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

interface Busiest {
  ids: string[];
  calls: number;
}

/** The 50 subjects with the most call records (a scan of every call: done before the timing, on its own connection). */
async function busiest(db: Queryable): Promise<Busiest> {
  const busy = await db.query<{ subject_id: string; n: number }>(`
    SELECT sp.subject_id::text, count(*)::int AS n FROM subject_phones sp
      JOIN call_records cr ON cr.originating_number = sp.phone OR cr.terminating_number = sp.phone
     GROUP BY sp.subject_id ORDER BY n DESC, sp.subject_id LIMIT 50`);
  return { ids: busy.rows.map((r) => r.subject_id), calls: busy.rows.reduce((s, r) => s + r.n, 0) };
}

async function benchDatabase(kind: 'pglite' | 'postgres', db: Db, busy: Busiest, runs: number, log: (l: string) => void): Promise<{ subjects: string[]; calls: number; settings: SettingReport[] }> {
  const subjects = await resolveSubjects(db, busy.ids);
  const backend = kind === 'postgres' ? (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid : null;
  const spent: number[] = [];
  const timed: Queryable = {
    exec: (sql) => db.exec(sql),
    async query<T>(sql: string, params?: unknown[]) {
      const t = performance.now();
      const out = await db.query<T>(sql, params);
      spent.push(Math.round(performance.now() - t));
      return out;
    },
  };
  const calls = busy.calls;
  log(`${kind}: load ${load()}; the 50 busiest subjects: ${calls} call records`);
  const settings: SettingReport[] = [];
  for (const [window, distance] of SETTINGS) {
    const q = { subjects, period: PERIOD, window, distance };
    const f0 = performance.now();
    let last = await colocation(timed, q);
    const firstMs = Math.round(performance.now() - f0);
    const ms: number[] = [];
    const client: number[] = [];
    const server: number[] = [];
    for (let i = 0; i < runs; i++) {
      spent.length = 0;
      const [c0, s0, t0] = [ownCpuMs(), backend ? processCpuMs(backend) : 0, performance.now()];
      last = await colocation(timed, q);
      ms.push(performance.now() - t0);
      client.push(ownCpuMs() - c0);
      if (backend) server.push(processCpuMs(backend) - s0);
    }
    const r: SettingReport = {
      window, distance, firstMs, ms: ms.map(Math.round), medianMs: Math.round(median(ms)), maxMs: Math.round(Math.max(...ms)),
      clientCpuMs: Math.round(median(client)), serverCpuMs: backend ? Math.round(median(server)) : null, perQueryMs: [...spent],
      meetings: `${last.meetings.length}${last.truncated.meetings ? '+' : ''}`, contacts: `${last.contacts.length}${last.truncated.contacts ? '+' : ''}`,
      digest: digest(last),
    };
    settings.push(r);
    log(`| ${window} min | ${distance.toLocaleString('en-GB')} m | ${r.firstMs} | ${r.medianMs} | ${r.maxMs} | ${r.clientCpuMs}${r.serverCpuMs === null ? '' : ` + ${r.serverCpuMs}`} | ${r.perQueryMs.join(' / ')} | ${r.meetings} | ${r.contacts} | ${r.digest} |`);
  }
  log(`${kind}: load at end ${load()}`);
  return { subjects: subjects.map((s) => s.id), calls, settings };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '10' }, json: { type: 'string' }, only: { type: 'string' } } });
  const name = positionals[0] ?? 'world_bench';
  const runs = Number(values.runs);
  const url = process.env.DATABASE_URL;
  const log = (l: string) => console.log(l);
  const start = { at: new Date().toISOString(), load: load() };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  log(`${start.at}; load ${start.load}; ${runs} runs per setting after 1 warm-up`);
  log('| window | distance | first ms | median ms | max ms | CPU ms (process + backend) | per query ms | meetings | shared contacts | findings digest |');
  const out: Record<string, Awaited<ReturnType<typeof benchDatabase>>> = {};
  if (values.only !== 'postgres') {
    // Opened twice: the timed calls start on a fresh PGlite (empty buffers), as after a server start.
    const dir = join(tmpdir(), `${name}-pglite`, 'pglite');
    const picking = await openPglite(dir);
    const busy = await busiest(picking);
    await picking.close();
    const db = await openPglite(dir);
    out.pglite = await benchDatabase('pglite', db, busy, runs, log);
    await db.close();
  }
  if (url && values.only !== 'pglite') {
    const db = await openPostgres({ connectionString: url, schema: name, max: 1 });
    out.postgres = await benchDatabase('postgres', db, await busiest(db), runs, log);
    await db.close();
  }
  const cpu = process.cpuUsage(cpu0);
  log(`end ${new Date().toISOString()}; load ${load()}; this process: user ${(cpu.user / 1e6).toFixed(1)} s, sys ${(cpu.system / 1e6).toFixed(1)} s, wall ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (out.pglite && out.postgres) {
    const sameSubjects = out.pglite.subjects.join() === out.postgres.subjects.join();
    const sameFindings = out.pglite.settings.every((s, i) => s.digest === out.postgres!.settings[i]!.digest);
    log(`same 50 subjects on both: ${sameSubjects}; the same findings at every setting: ${sameFindings}`);
  }
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ start, end: { at: new Date().toISOString(), load: load() }, runs, ...out }, null, 2)}\n`);
}
void main();
