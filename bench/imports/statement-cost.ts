#!/usr/bin/env -S node --import tsx
/**
 * What each piece of statement_transactions costs a stored row: the same 50,000 rows (the import benchmark's
 * statement file, stored once by the real import) COPYed again into the real table, whole, then with each piece
 * dropped in turn — the primary key, the Transaction_ID key, each btree index, each trigram GIN index, the
 * monthly-total triggers, the grid_data_changes trigger, each foreign key, the CHECKs — and with all of them
 * dropped (the heap alone). A piece's cost is the whole table's minus the table without it.
 *
 * The rows go in as the import writes them: batches of the import's size (BATCH_ROWS), one COPY each, each its
 * own transaction (the statement-level triggers fire once a batch). PostgreSQL reads server-side files (no client,
 * no network counted); PGlite reads '/dev/blob'. CPU time, µs per row: PostgreSQL's processes from /proc (the
 * autovacuum is off for the table during the bench, so nothing of another's lands in a variant), PGlite's
 * process. A GIN index with fastupdate (the default) leaves up to gin_pending_list_limit of its entries in a
 * pending list that a later insert, a vacuum or gin_clean_pending_list merges: the bench cleans the lists after
 * each variant and counts that apart ("+ merge"), so a piece's deferred work is not lost.
 *
 *   npx tsx bench/imports/statement-cost.ts --db pglite [--runs 3] [--only 'NAME|NAME'] [--json FILE]
 *   npx tsx bench/imports/statement-cost.ts --render pglite.json,postgres.json   (the markdown table of two runs)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:8219/postgres npx tsx bench/imports/statement-cost.ts --db postgres
 *
 * PostgreSQL must run on this machine as a superuser (server-side COPY files, /proc for its CPU). The figures are
 * facts for bench/results/statement-cost.md, never a test.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../packages/server/src/db/migrate.js';
import { createPglite, pgliteDb } from '../../packages/server/src/db/pglite.js';
import { openBenchSchema, type BenchSchema } from '../lib/schema.js';
import { seed } from '../../packages/server/src/db/seed.js';
import type { Db } from '../../packages/server/src/db/types.js';
import { createImportRunner } from '../../packages/server/src/imports/jobs/runner.js';
import { BATCH_ROWS } from '../../packages/server/src/imports/tabular/rows.js';
import { insertImport } from '../../packages/server/src/lib/imports.js';
import { createOutboxMailer } from '../../packages/server/src/mail/index.js';
import { FAST_SCRYPT } from '../../packages/server/src/testing/index.js';
import { parentPid, postgresCpuMs } from './cpu.js';
import { writeStatementXlsx } from './generate.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    rows: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '3' },
    dir: { type: 'string', default: '/tmp/fiu-bench-imports' },
    only: { type: 'string' },
    json: { type: 'string' },
    render: { type: 'string' },
  },
});
if (values.render) {
  console.log(renderTable(values.render.split(',').map((f) => JSON.parse(readFileSync(f, 'utf8')) as Report)));
  process.exit(0);
}
const TABLE = 'statement_transactions';
const rowsWanted = Number(values.rows);
const runs = Number(values.runs);
const quiet = { info: () => {}, warn: console.error, error: console.error };

// ── The database and the rows ───────────────────────────────────────────────────────────────────────────────
mkdirSync(values.dir!, { recursive: true });
const file = join(values.dir!, `statement-${rowsWanted}.xlsx`);
if (!existsSync(file)) writeStatementXlsx(file, rowsWanted);
const work = join(values.dir!, `stmtcost-${randomBytes(4).toString('hex')}`);
mkdirSync(work, { recursive: true });
chmodSync(work, 0o777); // PostgreSQL writes and reads the batch files as its own user
let db: Db;
let pglite: PGlite | null = null;
let postmaster: number | null = null;
let schema: BenchSchema | null = null;
if (values.db === 'postgres') {
  schema = await openBenchSchema(process.env.DATABASE_URL!, 'fiu_bench_stmtcost', 2);
  db = schema.db;
  postmaster = parentPid((await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid);
} else {
  pglite = await createPglite(join(work, 'pglite'));
  db = pgliteDb(pglite);
}
await migrate(db);
await seed(db, { passwordParams: FAST_SCRYPT, size: 0 });
const version = (await db.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v.split(' on ')[0]!;

/** The statement file imported once by the real runner: the rows to COPY again. */
async function importOnce(): Promise<void> {
  const user = (await db.query<{ id: string; domain: string }>("SELECT id, domain FROM users WHERE username = 'analyst'")).rows[0]!;
  const accountId = randomUUID();
  await db.query("INSERT INTO accounts (id, account_number, bank_name, currency, created, modified) VALUES ($1, '0123456789', 'Guaranty Trust Bank', 'NGN', now(), now())", [accountId]);
  const copy = join(work, 'upload.xlsx');
  copyFileSync(file, copy);
  const id = randomUUID();
  await insertImport(db, { id, kind: 'statement', fileName: file, sha256: null, size: null, storedFile: copy, accountId, mapping: null, createdBy: user.id, domain: user.domain, now: new Date(), status: 'queued' });
  const runner = createImportRunner({ db, mailer: createOutboxMailer(db, () => new Date(), quiet), clock: () => new Date(), log: quiet });
  await runner.runOnce();
  await runner.stop();
  const r = (await db.query<{ status: string; error: string | null }>('SELECT status, error FROM imports WHERE id = $1', [id])).rows[0]!;
  if (r.status !== 'done') throw new Error(`the import failed: ${r.error}`);
}
await importOnce();
const stored = Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${TABLE}`)).rows[0]!.n);
const COLUMNS = 'id, transaction_id, import_id, sheet, source_row, account_id, transaction_date, value_date, description, inflow, outflow, currency, balance, channel, counterparty_name, counterparty_account, counterparty_bank';

/** The rows as the import's batches: CSV files (PostgreSQL) or blobs (PGlite). */
const batches: { path: string; blob: Blob | null }[] = [];
for (let from = 0; from < stored; from += BATCH_ROWS) {
  const select = `SELECT ${COLUMNS} FROM ${TABLE} ORDER BY id LIMIT ${BATCH_ROWS} OFFSET ${from}`;
  const path = join(work, `batch-${from}.csv`);
  if (pglite) batches.push({ path, blob: (await pglite.query(`COPY (${select}) TO '/dev/blob' WITH (FORMAT csv)`)).blob! });
  else {
    await db.query(`COPY (${select}) TO '${path}' WITH (FORMAT csv)`);
    batches.push({ path, blob: null });
  }
}
const distinctDescriptions = Number((await db.query<{ n: string }>(`SELECT count(DISTINCT description)::text AS n FROM ${TABLE}`)).rows[0]!.n);

// ── The pieces ──────────────────────────────────────────────────────────────────────────────────────────────
interface Piece {
  name: string;
  what: string;
  /** The change before the COPY: a piece dropped, or (a what-if) an index added or a setting changed. */
  drop: string;
  /** Undoes what restore() cannot (an index added, a setting changed). */
  reset?: string;
  whatIf?: boolean;
}
interface Saved {
  name: string;
  kind: 'constraint' | 'index' | 'trigger';
  table: string;
  create: string;
}

/** Everything on the table (and the keys of other tables that point at it), to drop and put back. */
async function catalog(): Promise<Saved[]> {
  const constraints = await db.query<{ name: string; tbl: string; def: string }>(
    `SELECT c.conname AS name, c.conrelid::regclass::text AS tbl, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c WHERE (c.conrelid = $1::regclass OR c.confrelid = $1::regclass) AND c.contype IN ('p', 'u', 'f', 'c')`,
    [TABLE],
  );
  const indexes = await db.query<{ name: string; def: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid AND c.conrelid = x.indrelid)`,
    [TABLE],
  );
  const triggers = await db.query<{ name: string; def: string }>(
    'SELECT tgname AS name, pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgrelid = $1::regclass AND NOT tgisinternal',
    [TABLE],
  );
  return [
    ...constraints.rows.map((c) => ({ name: c.name, kind: 'constraint' as const, table: c.tbl, create: `ALTER TABLE ${c.tbl} ADD CONSTRAINT ${c.name} ${c.def}` })),
    ...indexes.rows.map((i) => ({ name: i.name, kind: 'index' as const, table: TABLE, create: i.def })),
    ...triggers.rows.map((t) => ({ name: t.name, kind: 'trigger' as const, table: TABLE, create: t.def })),
  ];
}
const saved = await catalog();

async function present(): Promise<Set<string>> {
  return new Set((await catalog()).map((s) => `${s.kind}:${s.name}`));
}
/** Puts back whatever a variant dropped (over an empty table: a moment). Constraints first: an FK needs its key. */
async function restore(): Promise<void> {
  const have = await present();
  const order = (s: Saved) => (s.kind === 'constraint' ? (s.create.includes('FOREIGN KEY') ? 1 : 0) : 2);
  for (const s of [...saved].sort((a, b) => order(a) - order(b))) if (!have.has(`${s.kind}:${s.name}`)) await db.exec(s.create);
}

const dropSaved = (s: Saved) =>
  s.kind === 'constraint' ? `ALTER TABLE ${s.table} DROP CONSTRAINT ${s.name} CASCADE` : s.kind === 'index' ? `DROP INDEX ${s.name}` : `DROP TRIGGER ${s.name} ON ${TABLE}`;

function pieces(): Piece[] {
  const out: Piece[] = [{ name: 'whole table', what: 'every index, constraint and trigger', drop: '' }];
  const mine = saved.filter((s) => s.table === TABLE);
  for (const s of mine.filter((x) => x.kind === 'constraint' && !x.create.includes(' CHECK '))) out.push({ name: s.name, what: s.create.replace(/^.*? ADD CONSTRAINT \S+ /, ''), drop: dropSaved(s) });
  for (const s of mine.filter((x) => x.kind === 'index')) out.push({ name: s.name, what: s.create.replace(/^.*? USING /, '').replace(/public\.|fiu_bench_\w+\./g, ''), drop: dropSaved(s) });
  const checks = mine.filter((x) => x.kind === 'constraint' && x.create.includes(' CHECK '));
  out.push({ name: 'CHECK constraints', what: checks.map((c) => c.name).join(', '), drop: checks.map((c) => `${dropSaved(c)};`).join('\n') });
  const byFunction = new Map<string, Saved[]>();
  for (const t of mine.filter((x) => x.kind === 'trigger')) {
    const fn = /EXECUTE (?:FUNCTION|PROCEDURE) (\S+?)\(/.exec(t.create)![1]!.replace(/^.*\./, '');
    byFunction.set(fn.replace(/_(add|remove|clear)$/, ''), [...(byFunction.get(fn.replace(/_(add|remove|clear)$/, '')) ?? []), t]);
  }
  for (const [fn, ts] of byFunction) out.push({ name: `trigger ${fn}`, what: ts.map((t) => t.name).join(', '), drop: ts.map((t) => `${dropSaved(t)};`).join('\n') });
  // The heap alone: every piece dropped at once (CASCADE takes the keys pointing at the table with them).
  out.push({ name: 'heap alone', what: 'no index, constraint or trigger', drop: mine.map((s) => `${dropSaved(s).replace(/^DROP (INDEX|TRIGGER) /, 'DROP $1 IF EXISTS ').replace('DROP CONSTRAINT ', 'DROP CONSTRAINT IF EXISTS ')};`).join('\n') });
  return [...out, ...whatIfs()];
}

/** Ways to cut the cost or to add the Description sort's index, each over the whole table. */
function whatIfs(): Piece[] {
  const trgm = saved.filter((s) => s.kind === 'index' && s.create.includes('gin_trgm_ops'));
  const ops = /(\S*gin_trgm_ops)/.exec(trgm[0]?.create ?? '')?.[1];
  const setAll = (setting: string) => trgm.map((t) => `ALTER INDEX ${t.name} SET (${setting});`).join('\n');
  const resetAll = (setting: string) => trgm.map((t) => `ALTER INDEX ${t.name} RESET (${setting});`).join('\n');
  const add = (name: string, what: string, create: string): Piece => ({ name, what, drop: create, reset: `DROP INDEX IF EXISTS bench_what_if;`, whatIf: true });
  return [
    ...(ops
      ? [
          { name: 'GIN pending list 64 MB', what: 'gin_pending_list_limit = 64 MB on the trigram indexes, the lists merged after the COPY', drop: setAll('gin_pending_list_limit = 65536'), reset: resetAll('gin_pending_list_limit'), whatIf: true },
          { name: 'GIN fastupdate off', what: 'every row into the trigram trees at once, no pending list', drop: setAll('fastupdate = off'), reset: resetAll('fastupdate'), whatIf: true },
          {
            name: 'one trigram index for both',
            what: 'the two trigram indexes replaced by one over lower(description) || chr(1) || lower(transaction_id)',
            drop: `${trgm.map((t) => `DROP INDEX ${t.name};`).join('\n')}\nCREATE INDEX bench_what_if ON ${TABLE} USING gin ((lower(description) || chr(1) || lower(transaction_id)) ${ops});`,
            reset: 'DROP INDEX IF EXISTS bench_what_if;',
            whatIf: true,
          },
        ]
      : []),
    ...(ops && trgm.some((t) => t.name === 'statement_transaction_id_trgm')
      ? [
          {
            name: 'Transaction_ID trigrams without the account prefix',
            what: "the Transaction_ID trigram index over the key less its leading '<account uuid>/' (a bank reference's key is the account's id, '/', the reference)",
            drop: `DROP INDEX statement_transaction_id_trgm;\nCREATE INDEX bench_what_if ON ${TABLE} USING gin (lower(regexp_replace(transaction_id, '^[0-9a-f-]{36}/', '')) ${ops});`,
            reset: 'DROP INDEX IF EXISTS bench_what_if;',
            whatIf: true,
          },
        ]
      : []),
    add('+ (description, transaction_id)', 'a btree for the Description sort, the database collation', `CREATE INDEX bench_what_if ON ${TABLE} (description, transaction_id)`),
    add('+ (description COLLATE "C", transaction_id)', 'a btree for the Description sort, byte order', `CREATE INDEX bench_what_if ON ${TABLE} (description COLLATE "C", transaction_id)`),
    add('+ (description COLLATE "C", transaction_id) INCLUDE (account_id)', 'the same, the account in the index', `CREATE INDEX bench_what_if ON ${TABLE} (description COLLATE "C", transaction_id) INCLUDE (account_id)`),
    add('+ (account_id, description COLLATE "C", transaction_id)', 'per account, byte order', `CREATE INDEX bench_what_if ON ${TABLE} (account_id, description COLLATE "C", transaction_id)`),
  ];
}

// ── Timing ──────────────────────────────────────────────────────────────────────────────────────────────────
const cpuNow = () => {
  const u = process.cpuUsage();
  return { node: (u.user + u.system) / 1000, database: postmaster ? postgresCpuMs(postmaster) : null };
};
/** CPU ms of `fn`: PGlite's process, or PostgreSQL's processes (the bench's own Node is idle meanwhile). */
async function cpuOf(fn: () => Promise<void>): Promise<{ cpuMs: number; wallMs: number }> {
  const c0 = cpuNow();
  const t0 = performance.now();
  await fn();
  const wallMs = performance.now() - t0;
  const c1 = cpuNow();
  return { cpuMs: postmaster ? c1.database! - c0.database! : c1.node - c0.node, wallMs };
}

async function copyAll(): Promise<void> {
  for (const b of batches) {
    if (pglite) await pglite.query(`COPY ${TABLE} (${COLUMNS}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: b.blob! });
    else await db.query(`COPY ${TABLE} (${COLUMNS}) FROM '${b.path}' WITH (FORMAT csv)`);
  }
}
async function cleanPendingLists(): Promise<void> {
  const gins = await db.query<{ name: string }>(
    "SELECT i.relname AS name FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_am am ON am.oid = i.relam WHERE x.indrelid = $1::regclass AND am.amname = 'gin'",
    [TABLE],
  );
  for (const g of gins.rows) await db.query('SELECT gin_clean_pending_list($1::regclass)', [g.name]);
}

await db.exec(`ALTER TABLE ${TABLE} SET (autovacuum_enabled = false)`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const us = (ms: number) => Math.round(((ms * 1000) / stored) * 10) / 10;
const only = values.only ? new Set(values.only.split('|')) : null;
const results: { name: string; what: string; whatIf: boolean; copyUs: number; mergeUs: number; totalUs: number; copyUsRuns: number[]; wallMs: number; load: number }[] = [];
const loadAtStart = loadavg().map((x) => Math.round(x * 100) / 100);
try {
  for (const p of pieces()) {
    if (only && !only.has(p.name) && p.name !== 'whole table') continue;
    const copyRuns: number[] = [];
    const mergeRuns: number[] = [];
    const walls: number[] = [];
    const load = loadavg()[0]!;
    for (let i = 0; i < runs; i++) {
      await db.exec(`TRUNCATE ${TABLE} CASCADE`);
      if (p.drop) await db.exec(p.drop);
      if (postmaster) await db.exec('CHECKPOINT');
      const c = await cpuOf(copyAll);
      const m = await cpuOf(cleanPendingLists);
      copyRuns.push(c.cpuMs);
      mergeRuns.push(m.cpuMs);
      walls.push(c.wallMs + m.wallMs);
      await db.exec(`TRUNCATE ${TABLE} CASCADE`);
      if (p.reset) await db.exec(p.reset);
      await restore();
    }
    const r = { name: p.name, what: p.what, whatIf: !!p.whatIf, copyUs: us(median(copyRuns)), mergeUs: us(median(mergeRuns)), totalUs: us(median(copyRuns.map((c, i) => c + mergeRuns[i]!))), copyUsRuns: copyRuns.map(us), wallMs: Math.round(median(walls)), load: Math.round(load * 100) / 100 };
    results.push(r);
    console.log(`[stmtcost] ${values.db} ${p.name}: COPY ${r.copyUs} µs/row (${r.copyUsRuns.join(', ')}) + merge ${r.mergeUs} = ${r.totalUs}; wall ${r.wallMs} ms; load ${r.load}`);
  }
} finally {
  if (schema) await schema.drop();
  else await db.close();
  rmSync(work, { recursive: true, force: true });
}
const out = { db: values.db, version, rows: stored, distinctDescriptions, batchRows: BATCH_ROWS, runs, generated: new Date().toISOString(), load: { atStart: loadAtStart, atEnd: loadavg().map((x) => Math.round(x * 100) / 100) }, results };
if (values.json) writeFileSync(values.json, `${JSON.stringify(out, null, 2)}\n`);

interface Result {
  name: string;
  what: string;
  whatIf: boolean;
  copyUs: number;
  mergeUs: number;
  totalUs: number;
  copyUsRuns: number[];
}
interface Report {
  db: string;
  version: string;
  rows: number;
  load: { atStart: number[]; atEnd: number[] };
  results: Result[];
}

/** One line per piece: its cost (the whole table's µs/row minus the table's without it) on each database. */
function renderTable(reports: Report[]): string {
  const whole = (r: Report) => r.results.find((x) => x.name === 'whole table')!.totalUs;
  const fig = (r: Report, name: string) => {
    const x = r.results.find((y) => y.name === name);
    if (!x) return '–';
    if (name === 'whole table' || name === 'heap alone') return `${x.totalUs}`;
    const d = Math.round((x.whatIf ? x.totalUs - whole(r) : whole(r) - x.totalUs) * 10) / 10;
    return `${d > 0 && x.whatIf ? '+' : ''}${d} (${x.totalUs})`;
  };
  const names = [...new Set(reports.flatMap((r) => r.results.map((x) => x.name)))];
  const what = (n: string) => reports.flatMap((r) => r.results).find((x) => x.name === n)!.what;
  const head = `| piece | what | ${reports.map((r) => `${r.db} µs/row (table without it)`).join(' | ')} |`;
  const lines = [head, `|---|---|${reports.map(() => '---:').join('|')}|`];
  for (const n of names) lines.push(`| ${n} | ${what(n).replace(/\|/g, '\\|')} | ${reports.map((r) => fig(r, n)).join(' | ')} |`);
  lines.push('', ...reports.map((r) => `${r.db}: ${r.version}, ${r.rows.toLocaleString('en')} rows, load ${r.load.atStart.join(' / ')} → ${r.load.atEnd.join(' / ')}`));
  return lines.join('\n');
}
