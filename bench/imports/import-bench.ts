#!/usr/bin/env -S node --import tsx
/**
 * Imports end to end (issue 9, items 2 and 7): a 200,000-row call-record .xlsx and a 50,000-row statement .xlsx
 * uploaded over HTTP (multipart) to the real server in a process of its own, until the job is done and its rows
 * are stored; rows/s and the server's peak RSS (sampled every 100 ms from /proc), on PGlite and PostgreSQL in
 * the same run. Beside them, the same machine's ceilings: the readers alone (imports/read over the same file)
 * and storing alone (COPY, and the handlers' batch insert, of the same rows). Then the memory proof: a ~20 MB
 * and a ~200 MB call-record CSV through the same path, their peak RSS side by side.
 *
 *   npx tsx bench/imports/import-bench.ts [--runs 3] [--cdr-rows 200000] [--statement-rows 50000]
 *       [--small-mb 20] [--big-mb 200] [--no-memory] [--only pglite|postgres] [--dir /tmp/fiu-bench-imports] [--out bench/results]
 *       [--cpu-prof FOLDER]   (the server's CPU profile, node --cpu-prof)
 *       [--before OLD.json --before-note TEXT]   (an earlier run beside this one)
 *       [--ceiling-rows N]   (storing alone over the first N stored rows only)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5431/postgres npx tsx bench/imports/import-bench.ts   (PGlite, then PostgreSQL)
 *
 * Writes bench/results/imports.json and imports.md. The figures are facts to commit, never a test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openAsBlob, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { readRows } from '../../packages/server/src/imports/read/index.js';
import { CDR_MAPPING, writeCdrCsv, writeCdrXlsx, writeStatementXlsx } from './generate.js';
import { mainThreadCpuMs, parentPid, postgresCpuMs, processCpuMs } from './cpu.js';
import type { StoreCeiling } from './store-ceiling.js';
import { stagesMarkdown, type StagesReport } from './stages-table.js';

type Database = 'pglite' | 'postgres';
type FileKind = 'cdr' | 'statement';

export interface BenchOptions {
  runs: number;
  cdrRows: number;
  statementRows: number;
  smallMb: number;
  bigMb: number;
  memory: boolean;
  databases: Database[];
  url?: string;
  dir: string;
  out: string;
  /** First port of the servers (PGlite on it, PostgreSQL on the next). */
  port: number;
  /** Write the server's CPU profile (node --cpu-prof) into this folder. */
  cpuProf?: string;
  /** Storing alone over at most this many of the rows an import stored (all when absent). */
  ceilingRows?: number;
  /** An earlier imports.json to show beside this run (before/after), and a line saying what it was. */
  before?: { file: string; note: string };
  log?: (line: string) => void;
}

interface BenchFile {
  name: string;
  kind: FileKind;
  path: string;
  bytes: number;
  /** Data rows (the header and title lines not counted). */
  rows: number;
}

export interface ImportRun {
  ms: number;
  uploadMs: number;
  jobMs: number;
  rowsRead: number;
  rowsStored: number;
  rowsRefused: number;
  rowsPerSecond: number;
  baselineRssMb: number;
  peakRssMb: number;
  loadAverage: number;
  /** The readers alone over the same file, measured just before this run (the same load). */
  parserRowsPerSecond: number;
  /** CPU time of the server process during the run (PGlite included: it runs inside). */
  serverCpuMs?: number;
  /** Of serverCpuMs, the main thread's (the event loop; not the import's reader thread, GC or compiler threads). */
  serverMainThreadCpuMs?: number;
  /** CPU time of the local PostgreSQL's processes during the run; null on PGlite or when /proc cannot tell. */
  databaseCpuMs?: number | null;
  /** The readers alone, per CPU-second. */
  parserCpuRowsPerSecond?: number;
}

export interface ImportCase {
  database: Database;
  file: string;
  bytes: number;
  rows: number;
  runs: ImportRun[];
  medianRowsPerSecond: number;
  p95Ms: number;
  medianMs: number;
  peakRssMb: number;
  /** Median of the runs' parser rates. */
  parserRowsPerSecond: number;
  /** Median over the runs of end to end ÷ the parser measured just before it: the target is ≥ 0.5. */
  ofParser: number;
}

export interface ImportReport {
  generated: string;
  machine: { node: string; cpus: number; cpuModel: string; platform: string; loadAverage: { atStart: number[]; atEnd: number[] } };
  files: BenchFile[];
  cases: ImportCase[];
  ceilings: (StoreCeiling & { database: Database })[];
  memory: { database: Database; file: string; bytes: number; rows: number; baselineRssMb: number; peakRssMb: number; rowsPerSecond: number; parserRowsPerSecond: number }[];
  /** An earlier report's cases, for the before/after table (--before FILE). */
  before?: { note: string; cases: ImportCase[] };
}

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const MB = 1024 * 1024;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** RSS of a process in bytes, from /proc (Linux); 0 when it cannot be read. */
function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every 100 ms until stopped; answers the peak. */
function sampleRss(pid: number): { stop(): number } {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssOf(pid));
    },
  };
}

/** The benchmark's files, generated once into `dir` (reused when present: generation is deterministic). */
function files(o: BenchOptions, log: (l: string) => void): { imports: BenchFile[]; memory: BenchFile[] } {
  mkdirSync(o.dir, { recursive: true });
  const make = (name: string, kind: FileKind, rows: number, write: (path: string) => number | void): BenchFile => {
    const path = join(o.dir, name);
    const count = join(o.dir, `${name}.rows`);
    if (!existsSync(path) || !existsSync(count)) {
      const t0 = performance.now();
      const n = write(path) ?? rows;
      writeFileSync(count, String(n));
      log(`[bench] wrote ${name} (${round(statSync(path).size / MB)} MB) in ${round((performance.now() - t0) / 1000)} s`);
    }
    return { name, kind, path, bytes: statSync(path).size, rows: Number(readFileSync(count, 'utf8')) };
  };
  const imports = [
    make(`calls-${o.cdrRows}.xlsx`, 'cdr', o.cdrRows, (p) => writeCdrXlsx(p, o.cdrRows)),
    make(`statement-${o.statementRows}.xlsx`, 'statement', o.statementRows, (p) => writeStatementXlsx(p, o.statementRows)),
  ];
  const memory = o.memory
    ? [o.smallMb, o.bigMb].map((mb) => make(`calls-${mb}mb.csv`, 'cdr', 0, (p) => writeCdrCsv(p, mb * 1_000_000)))
    : [];
  return { imports, memory };
}

/** The readers alone over a file: every row read, nothing kept. */
async function parse(file: BenchFile): Promise<{ ms: number; cpuMs: number; rows: number }> {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let rows = 0;
  for await (const r of readRows(file.path)) if (r.cells.length) rows++;
  const c = process.cpuUsage(c0);
  return { ms: performance.now() - t0, cpuMs: (c.user + c.system) / 1000, rows };
}

/**
 * What a run would reach with a core each for the server and the database (the machine idle otherwise): rows
 * over the larger of the two CPU times. A bound read from the work done, not a measurement of wall time.
 */
export const cpuBoundRate = (r: ImportRun) => (r.serverCpuMs ? Math.round(r.rowsRead / (Math.max(r.serverCpuMs, r.databaseCpuMs ?? 0) / 1000)) : 0);

interface Server {
  child: ChildProcess;
  origin: string;
  headers: Record<string, string>;
  subjectId: string;
  /** The local PostgreSQL's postmaster (its processes' CPU is read from /proc); null on PGlite. */
  postmaster: number | null;
  /** Sends a command line and waits for the JSON line that answers it. */
  command(line: string, answer: string): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

async function startServer(database: Database, o: BenchOptions, where: string, port: number): Promise<Server> {
  const prof = o.cpuProf ? ['--cpu-prof', '--cpu-prof-dir', o.cpuProf] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url)), where, String(port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...(database === 'postgres' ? { DATABASE_URL: o.url } : {}) },
  });
  const waiting: { key: string; resolve: (v: Record<string, unknown>) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    let msg: Record<string, unknown>;
    try {
      msg = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    const i = waiting.findIndex((w) => w.key in msg);
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(msg);
  });
  const expect = (key: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the bench server exited (${code}) before answering ${key}`));
      child.once('exit', exited);
      waiting.push({ key, resolve: (v) => (child.off('exit', exited), resolve(v)) });
    });
  const ready = await expect('ready');
  let postmaster: number | null = null;
  if (database === 'postgres') {
    const c = new pg.Client({ connectionString: o.url });
    await c.connect();
    postmaster = parentPid(((await c.query('SELECT pg_backend_pid() AS pid')).rows[0] as { pid: number }).pid);
    await c.end();
  }
  return {
    child,
    postmaster,
    origin: `http://127.0.0.1:${port}`,
    headers: ready.headers as Record<string, string>,
    subjectId: String(ready.subjectId),
    command(line, answer) {
      const p = expect(answer);
      child.stdin!.write(`${line}\n`);
      return p;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.stdin!.write('quit\n');
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

async function form(file: BenchFile, s: Server): Promise<{ path: string; method: string; body: FormData }> {
  const body = new FormData();
  const blob = await openAsBlob(file.path);
  if (file.kind === 'cdr') {
    // The column-mapping flow (PUT /api/cdr): the file and the confirmed mapping.
    body.append('file', blob, file.name);
    body.append('mapping', JSON.stringify(CDR_MAPPING));
    return { path: '/api/cdr', method: 'PUT', body };
  }
  const fields: Record<string, string> = {
    Suspect: s.subjectId,
    First_Name: 'Musa',
    Last_Name: 'Bello',
    Gender: 'Male',
    DOB: '1980-01-02',
    Account_Number: '0123456789',
    BVN: '22212345678',
    Bank_Name: 'Guaranty Trust Bank',
    Account_Holder: 'Individual',
    Account_Type: 'Savings',
    Currency: 'Naira',
  };
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append('file_field', blob, file.name);
  // The smallest PNG signature the server's sniffing accepts as the BVN photo.
  body.append('BVN_Photo', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])]), 'bvn.png');
  return { path: '/api/import/statement', method: 'POST', body };
}

interface Job {
  status: string;
  rows_read: number;
  rows_stored: number;
  rows_refused: number;
  error: string | null;
  started: string | null;
  finished: string | null;
}

/** One import: reset, upload, poll until done; the server's RSS sampled all along. */
async function importOnce(s: Server, file: BenchFile): Promise<ImportRun> {
  const parsed = await parse(file);
  await s.command('reset', 'reset');
  await sleep(300);
  const pid = s.child.pid!;
  const baseline = rssOf(pid);
  const rss = sampleRss(pid);
  const load = loadavg()[0]!;
  const serverCpu0 = processCpuMs(pid);
  const mainCpu0 = mainThreadCpuMs(pid);
  const databaseCpu0 = s.postmaster ? postgresCpuMs(s.postmaster) : null;
  const t0 = performance.now();
  const f = await form(file, s);
  const res = await fetch(`${s.origin}${f.path}`, { method: f.method, headers: s.headers, body: f.body });
  const uploadMs = performance.now() - t0;
  const accepted = (await res.json()) as { import_id?: string };
  if (res.status !== 202 || !accepted.import_id) throw new Error(`upload of ${file.name}: ${res.status} ${JSON.stringify(accepted)}`);
  let job: Job | null = null;
  for (let failures = 0; ; ) {
    await sleep(100);
    try {
      job = (await (await fetch(`${s.origin}/api/imports/${accepted.import_id}`, { headers: s.headers })).json()) as Job;
      failures = 0;
    } catch (err) {
      // A kept-alive socket the server closed just as the poll reused it (its event loop busy on PGlite): ask again.
      if (s.child.exitCode !== null || ++failures > 20) throw err;
      continue;
    }
    if (job.status === 'done' || job.status === 'failed') break;
  }
  const ms = performance.now() - t0;
  const serverCpuMs = processCpuMs(pid) - serverCpu0;
  const serverMainThreadCpuMs = mainThreadCpuMs(pid) - mainCpu0;
  const databaseCpu1 = s.postmaster ? postgresCpuMs(s.postmaster) : null;
  const peak = rss.stop();
  if (job.status !== 'done') throw new Error(`import of ${file.name} failed: ${job.error}`);
  return {
    ms: Math.round(ms),
    uploadMs: Math.round(uploadMs),
    jobMs: job.started && job.finished ? Date.parse(job.finished) - Date.parse(job.started) : 0,
    rowsRead: job.rows_read,
    rowsStored: job.rows_stored,
    rowsRefused: job.rows_refused,
    rowsPerSecond: Math.round(job.rows_read / (ms / 1000)),
    baselineRssMb: round(baseline / MB),
    peakRssMb: round(peak / MB),
    loadAverage: round(load, 2),
    parserRowsPerSecond: Math.round(parsed.rows / (parsed.ms / 1000)),
    serverCpuMs: Math.round(serverCpuMs),
    serverMainThreadCpuMs: Math.round(serverMainThreadCpuMs),
    databaseCpuMs: databaseCpu0 === null || databaseCpu1 === null ? null : Math.round(databaseCpu1 - databaseCpu0),
    parserCpuRowsPerSecond: Math.round(parsed.rows / (parsed.cpuMs / 1000)),
  };
}

async function postgresSchema(url: string, sql: (schema: string) => string, schema: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(sql(schema));
  await c.end();
}

export async function runImportBench(o: BenchOptions): Promise<ImportReport> {
  const log = o.log ?? ((l: string) => console.log(l));
  const atStart = loadavg();
  const { imports, memory } = files(o, log);
  const report: ImportReport = {
    generated: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '?', platform: process.platform, loadAverage: { atStart, atEnd: [] } },
    files: [...imports, ...memory],
    cases: [],
    ceilings: [],
    memory: [],
    ...(o.before ? { before: { note: o.before.note, cases: (JSON.parse(readFileSync(o.before.file, 'utf8')) as ImportReport).cases } } : {}),
  };

  for (const [i, database] of o.databases.entries()) {
    const schema = `fiu_bench_imp_${randomBytes(4).toString('hex')}`;
    const pgliteDir = join(o.dir, `pglite-${randomBytes(4).toString('hex')}`);
    if (database === 'postgres') await postgresSchema(o.url!, (s) => `CREATE SCHEMA ${s}`, schema);
    const s = await startServer(database, o, database === 'postgres' ? `postgres:${schema}` : pgliteDir, o.port + i);
    try {
      for (const file of imports) {
        const runs: ImportRun[] = [];
        for (let r = 0; r < o.runs; r++) {
          const run = await importOnce(s, file);
          log(
            `[bench] ${database} ${file.name} run ${r + 1}: ${run.rowsRead} rows in ${round(run.ms / 1000, 2)} s (${run.rowsPerSecond} rows/s; parser alone ${run.parserRowsPerSecond}), ` +
              `CPU server ${run.serverCpuMs} ms (main thread ${run.serverMainThreadCpuMs}), database ${run.databaseCpuMs ?? '–'} ms (bound ${cpuBoundRate(run)} rows/s; parser ${run.parserCpuRowsPerSecond} rows/CPU-s), peak RSS ${run.peakRssMb} MB, load ${run.loadAverage}`,
          );
          runs.push(run);
        }
        const rate = median(runs.map((r) => r.rowsPerSecond));
        report.cases.push({
          database,
          file: file.name,
          bytes: file.bytes,
          rows: file.rows,
          runs,
          medianRowsPerSecond: rate,
          medianMs: median(runs.map((r) => r.ms)),
          p95Ms: percentile(runs.map((r) => r.ms).sort((a, b) => a - b), 95),
          peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)),
          parserRowsPerSecond: median(runs.map((r) => r.parserRowsPerSecond)),
          ofParser: round(median(runs.map((r) => r.rowsPerSecond / r.parserRowsPerSecond)), 2),
        });
        const table = file.kind === 'cdr' ? 'call_records' : 'statement_transactions';
        const c = await s.command(`ceiling ${table}${o.ceilingRows ? ` ${o.ceilingRows}` : ''}`, 'ceiling');
        if (!c.ceiling) throw new Error(`ceiling ${table}: ${String(c.error)}`);
        report.ceilings.push({ database, ...(c.ceiling as StoreCeiling) });
        log(`[bench] ${database} ${table} storing alone: ${JSON.stringify(c.ceiling)}`);
      }
      for (const file of memory) {
        const run = await importOnce(s, file);
        log(`[bench] ${database} memory ${file.name}: ${run.rowsRead} rows in ${round(run.ms / 1000, 1)} s, RSS ${run.baselineRssMb} → peak ${run.peakRssMb} MB (parser alone ${run.parserRowsPerSecond} rows/s)`);
        report.memory.push({ database, file: file.name, bytes: file.bytes, rows: run.rowsRead, baselineRssMb: run.baselineRssMb, peakRssMb: run.peakRssMb, rowsPerSecond: run.rowsPerSecond, parserRowsPerSecond: run.parserRowsPerSecond });
      }
    } finally {
      await s.stop();
      if (database === 'postgres') await postgresSchema(o.url!, (sc) => `DROP SCHEMA ${sc} CASCADE`, schema).catch((err: unknown) => log(`[bench] could not drop ${schema}: ${String(err)}`));
      rmSync(pgliteDir, { recursive: true, force: true });
    }
  }
  report.machine.loadAverage.atEnd = loadavg();
  mkdirSync(o.out, { recursive: true });
  writeFileSync(join(o.out, 'imports.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(o.out, 'imports.md'), markdown(report, readStages(o.out)));
  return report;
}

const n = (x: number) => x.toLocaleString('en');

/** The stage-by-stage runs kept beside the report (stages-merge.ts), when there are any. */
export function readStages(dir: string): StagesReport | undefined {
  const file = join(dir, 'imports.stages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StagesReport) : undefined;
}

export function markdown(r: ImportReport, stages?: StagesReport): string {
  const load = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(' / ');
  return [
    '# Imports end to end (upload → job done → rows stored)',
    '',
    `Generated ${r.generated} by \`bench/imports/import-bench.ts\` on ${r.machine.cpus} × ${r.machine.cpuModel}, Node ${r.machine.node}. ` +
      `Load average at start ${load(r.machine.loadAverage.atStart)}, at end ${load(r.machine.loadAverage.atEnd)}: the machine is shared with other ` +
      'work, so every figure is pessimistic and none is a pass/fail.',
    '',
    '## Files',
    '',
    '| file | bytes | data rows |',
    '|---|---:|---:|',
    ...r.files.map((f) => `| ${f.name} | ${n(f.bytes)} | ${n(f.rows)} |`),
    '',
    '## End to end, beside the ceilings',
    '',
    'Multipart upload over HTTP to the real server (its own process), the durable job, rows stored; rows/s over the whole ' +
      'time from the first byte sent to the job seen done. Parser alone: imports/read over the same file in the ' +
      'benchmark\'s process, just before each run (the same load), nothing kept; "of parser" is the median over the runs of ' +
      'end to end ÷ that run\'s parser rate. Peak RSS of the server process sampled every 100 ms (PGlite ' +
      'runs inside that process, so its RSS includes the database).',
    '',
    'CPU: the server process\'s CPU time during the run (PGlite included) and the local PostgreSQL\'s (all its processes), ' +
      'from /proc. On a machine loaded to many times its cores, wall time measures the queue for the cores; CPU time ' +
      'measures the work. "Bound" is rows ÷ the larger of the two CPU times: what the run would reach with a core each ' +
      'for the server and the database (on PGlite one thread does both) — read from the work done, not timed. "Bound of ' +
      'parser" is that ÷ the parser\'s rows per CPU-second.',
    '',
    '| database | file | runs | end to end rows/s (median) | median s | p95 s | parser alone rows/s (median) | of parser | server CPU s | database CPU s | bound rows/s | parser rows per CPU-s | bound of parser | peak RSS MB | load (1 min) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...r.cases.map((c) => {
      const cpu = (f: (x: ImportRun) => number | null | undefined) => {
        const xs = c.runs.map(f).filter((x): x is number => typeof x === 'number');
        return xs.length ? median(xs) : null;
      };
      const server = cpu((x) => x.serverCpuMs);
      const database = cpu((x) => x.databaseCpuMs);
      const bound = cpu((x) => cpuBoundRate(x) || null);
      const parserCpu = cpu((x) => x.parserCpuRowsPerSecond);
      const s1 = (ms: number | null) => (ms === null ? '–' : String(round(ms / 1000, 1)));
      return `| ${c.database} | ${c.file} | ${c.runs.length} | ${n(c.medianRowsPerSecond)} | ${round(c.medianMs / 1000, 2)} | ${round(c.p95Ms / 1000, 2)} | ${n(c.parserRowsPerSecond)} | ${Math.round(c.ofParser * 100)} % | ${s1(server)} | ${s1(database)} | ${bound ? n(bound) : '–'} | ${parserCpu ? n(parserCpu) : '–'} | ${bound && parserCpu ? `${Math.round((bound / parserCpu) * 100)} %` : '–'} | ${c.peakRssMb} | ${c.runs.map((x) => x.loadAverage).join(', ')} |`;
    }),
    '',
    'Target (issue 9 item 7): end to end ≥ 50 % of the parser\'s own rate ("of parser"; on a quiet machine, "bound of parser").',
    '',
    '## Storing alone',
    '',
    `The rows an import stored, again into an empty copy of the table with every index, in batches of ${n(r.ceilings[0]?.batchRows ?? 0)} rows: ` +
      'one COPY of them all (the ceiling: no dedupe, PostgreSQL reading a server-side file); the import store (imports/jobs/store.ts: keys ' +
      'looked up under a table lock, the new rows COPYed in); the staging store the issue proposed (COPY into a temporary table, then ' +
      'INSERT ... SELECT ... ON CONFLICT DO NOTHING: bench/imports/staged-insert.ts); the store before this change (one INSERT of one array per ' +
      'column: bench/imports/unnest-insert.ts). Rows/s in wall time, and CPU µs per row, Node + database (PGlite: Node only, the database inside).',
    '',
    '| database | table | rows | COPY alone rows/s | store rows/s | staging rows/s | before rows/s | COPY alone CPU µs/row | store CPU µs/row | staging CPU µs/row | before CPU µs/row |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...r.ceilings.map((c) => {
      const us = (k: 'copy' | 'store' | 'staged' | 'unnest') => {
        const x = c.cpuMicrosPerRow?.[k];
        return x ? (x.database === null ? `${x.node}` : `${x.node} + ${x.database}`) : '–';
      };
      return `| ${c.database} | ${c.table} | ${n(c.rows)} | ${n(c.copyRowsPerSecond)} | ${n(c.batchInsertRowsPerSecond)} | ${c.stagedInsertRowsPerSecond ? n(c.stagedInsertRowsPerSecond) : '–'} | ${n(c.unnestInsertRowsPerSecond)} | ${us('copy')} | ${us('store')} | ${us('staged')} | ${us('unnest')} |`;
    }),
    '',
    ...(r.before
      ? [
          '## Before and after',
          '',
          `Before: ${r.before.note}`,
          '',
          '| database | file | before: end to end rows/s | of parser | server + database CPU s | bound of parser | load | after: end to end rows/s | of parser | server + database CPU s | bound of parser | load |',
          '|---|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---|',
          ...r.cases.map((c) => {
            const b = r.before!.cases.find((x) => x.database === c.database && x.file === c.file);
            const side = (x: ImportCase) => {
              const run = x.runs[0];
              const cpu = run?.serverCpuMs ? `${round(run.serverCpuMs / 1000, 1)}${typeof run.databaseCpuMs === 'number' ? ` + ${round(run.databaseCpuMs / 1000, 1)}` : ''}` : '–';
              const bound = run && run.serverCpuMs && run.parserCpuRowsPerSecond ? `${Math.round((cpuBoundRate(run) / run.parserCpuRowsPerSecond) * 100)} %` : '–';
              return `${n(x.medianRowsPerSecond)} | ${Math.round(x.ofParser * 100)} % | ${cpu} | ${bound} | ${x.runs.map((y) => y.loadAverage).join(', ')}`;
            };
            return `| ${c.database} | ${c.file} | ${b ? side(b) : '– | – | – | – | –'} | ${side(c)} |`;
          }),
          '',
        ]
      : []),
    ...(stages ? stagesMarkdown(stages) : []),
    '## Memory does not grow with the file',
    '',
    '| database | file | bytes | rows | RSS before MB | peak RSS MB | end to end rows/s | parser alone rows/s |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...r.memory.map((m) => `| ${m.database} | ${m.file} | ${n(m.bytes)} | ${n(m.rows)} | ${m.baselineRssMb} | ${m.peakRssMb} | ${n(m.rowsPerSecond)} | ${n(m.parserRowsPerSecond)} |`),
    '',
    'Each file is imported after the same server has done the runs above: on PGlite "RSS before" includes the ' +
      'database\'s memory from them (PGlite keeps what its WASM heap has grown to).',
    '',
  ].join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'cdr-rows': { type: 'string', default: '200000' },
      'statement-rows': { type: 'string', default: '50000' },
      'small-mb': { type: 'string', default: '20' },
      'big-mb': { type: 'string', default: '200' },
      'no-memory': { type: 'boolean', default: false },
      only: { type: 'string' },
      port: { type: 'string', default: '8130' },
      dir: { type: 'string', default: '/tmp/fiu-bench-imports' },
      out: { type: 'string', default: fileURLToPath(new URL('../results/', import.meta.url)) },
      'cpu-prof': { type: 'string' },
      before: { type: 'string' },
      'ceiling-rows': { type: 'string' },
      'before-note': { type: 'string' },
    },
  });
  const url = process.env.DATABASE_URL;
  const databases = (['pglite', 'postgres'] as const).filter((d) => (!values.only || values.only === d) && (d === 'pglite' || url));
  if (!databases.length) throw new Error('--only postgres needs DATABASE_URL');
  await runImportBench({
    runs: Number(values.runs),
    cdrRows: Number(values['cdr-rows']),
    statementRows: Number(values['statement-rows']),
    smallMb: Number(values['small-mb']),
    bigMb: Number(values['big-mb']),
    memory: !values['no-memory'],
    databases: [...databases],
    ...(url ? { url } : {}),
    dir: values.dir!,
    out: values.out!,
    port: Number(values.port),
    ...(values['cpu-prof'] ? { cpuProf: values['cpu-prof'] } : {}),
    ...(values['ceiling-rows'] ? { ceilingRows: Number(values['ceiling-rows']) } : {}),
    ...(values.before ? { before: { file: values.before, note: values['before-note'] ?? values.before } } : {}),
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
