#!/usr/bin/env -S node --import tsx
/**
 * Where an import's CPU goes, per row: the pipeline's stages run in one process over the same file, each pass
 * doing one stage more than the one before (read; + map; + parse and normalise, the description parser and the
 * key's hash; + the COPY text; + the entities recognised; the whole handler storing into the database), so the difference between two passes is a stage's cost.
 * CPU time of this process (PGlite runs inside it) and of a local PostgreSQL's processes, from /proc; µs per
 * data row. The benchmark's files (generate.ts), generated when missing.
 *
 *   npx tsx bench/imports/stages.ts [--kind cdr|statement] [--db pglite|postgres] [--rows 200000] [--passes 1]
 *       [--dir /tmp/fiu-bench-imports] [--only read,map,...] [--json FILE]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5431/postgres npx tsx bench/imports/stages.ts --db postgres
 *   node --cpu-prof --cpu-prof-dir /tmp/prof --import tsx bench/imports/stages.ts --only handler   (the handler's profile)
 *
 * The figures are facts for bench/results/imports.md, never a test.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from '../../packages/server/src/db/migrate.js';
import { createPglite, pgliteDb } from '../../packages/server/src/db/pglite.js';
import { openBenchSchema, type BenchSchema } from '../lib/schema.js';
import { seed } from '../../packages/server/src/db/seed.js';
import type { Db } from '../../packages/server/src/db/types.js';
import { compromiseLanguage } from '../../packages/server/src/imports/describe/language.js';
import { recogniseRowEntities } from '../../packages/server/src/imports/describe/store-entities.js';
import { copyLine } from '../../packages/server/src/imports/jobs/copy-text.js';
import { createImportRunner } from '../../packages/server/src/imports/jobs/runner.js';
import type { ImportContext, ImportJobRow } from '../../packages/server/src/imports/jobs/types.js';
import type { StoreRow } from '../../packages/server/src/imports/jobs/store.js';
import { readRows } from '../../packages/server/src/imports/read/index.js';
import { callRecordOf } from '../../packages/server/src/imports/tabular/cdr.js';
import { StatementQuality } from '../../packages/server/src/imports/tabular/quality.js';
import { openMapped } from '../../packages/server/src/imports/tabular/rows.js';
import { statementRowOf, statementStoreRows } from '../../packages/server/src/imports/tabular/statement.js';
import { insertImport } from '../../packages/server/src/lib/imports.js';
import { createOutboxMailer } from '../../packages/server/src/mail/index.js';
import { FAST_SCRYPT } from '../../packages/server/src/testing/index.js';
import { parentPid, postgresCpuMs } from './cpu.js';
import { CDR_MAPPING, writeCdrXlsx, writeStatementXlsx } from './generate.js';

type Kind = 'cdr' | 'statement';
const STAGES = ['read', 'map', 'parse', 'describe', 'key', 'copy', 'entities', 'handler'] as const;
type Stage = (typeof STAGES)[number];

const { values } = parseArgs({
  options: {
    kind: { type: 'string', default: 'cdr' },
    db: { type: 'string', default: 'pglite' },
    rows: { type: 'string' },
    passes: { type: 'string', default: '1' },
    dir: { type: 'string', default: '/tmp/fiu-bench-imports' },
    only: { type: 'string' },
    json: { type: 'string' },
  },
});
const kind = values.kind as Kind;
const rowsWanted = Number(values.rows ?? (kind === 'cdr' ? 200_000 : 50_000));
const passes = Number(values.passes);
const only = values.only ? new Set(values.only.split(',')) : null;
mkdirSync(values.dir!, { recursive: true });
const file = join(values.dir!, kind === 'cdr' ? `calls-${rowsWanted}.xlsx` : `statement-${rowsWanted}.xlsx`);
if (!existsSync(file)) (kind === 'cdr' ? writeCdrXlsx : writeStatementXlsx)(file, rowsWanted);

// The database: a fresh PGlite folder or a fresh schema of DATABASE_URL, migrated, the demo users seeded.
const pgliteDir = join(values.dir!, `stages-${randomBytes(4).toString('hex')}`);
let db: Db;
let postmaster: number | null = null;
let schema: BenchSchema | null = null;
if (values.db === 'postgres') {
  schema = await openBenchSchema(process.env.DATABASE_URL!, 'fiu_bench_stages', 4);
  db = schema.db;
  postmaster = parentPid((await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid);
} else db = pgliteDb(await createPglite(pgliteDir));
await migrate(db);
await seed(db, { passwordParams: FAST_SCRYPT, size: 0 });
const user = (await db.query<{ id: string; domain: string }>("SELECT id, domain FROM users WHERE username = 'analyst'")).rows[0]!;
const accountId = randomUUID();
await db.query("INSERT INTO accounts (id, account_number, bank_name, currency, created, modified) VALUES ($1, '0123456789', 'Guaranty Trust Bank', 'NGN', now(), now())", [accountId]);

async function newJob(status: 'queued' | 'done' = 'queued', path = file): Promise<ImportJobRow> {
  const id = randomUUID();
  const mapping = kind === 'cdr' ? CDR_MAPPING : null;
  await insertImport(db, { id, kind, fileName: file, sha256: null, size: null, storedFile: path, accountId: kind === 'statement' ? accountId : null, mapping, createdBy: user.id, domain: user.domain, now: new Date(), status });
  return { id, kind, registry: null, file_name: file, stored_file: path, subject_id: null, account_id: kind === 'statement' ? accountId : null, mapping, form: null, created_by: user.id, domain: user.domain };
}

/** A context for the stages that only read (the handler pass goes through the real runner). */
async function readingContext(): Promise<ImportContext> {
  return {
    db,
    job: await newJob('done'), // not for the runner to claim
    clock: () => new Date(),
    log: { info: () => {}, warn: () => {}, error: console.error },
    progress: async () => {},
    refuse: async () => {},
    repeat: async () => {},
    signal: new AbortController().signal,
  };
}

let sink = 0;
/** One pass doing every stage up to `last`; answers the data rows seen. */
async function pass(last: Stage): Promise<number> {
  const upTo = (s: Stage) => STAGES.indexOf(s) <= STAGES.indexOf(last);
  if (last === 'read') {
    let n = 0;
    for await (const r of readRows(file)) if (r.cells.length) n++;
    return n - (kind === 'cdr' ? 1 : 0);
  }
  if (last === 'handler') {
    await db.exec('TRUNCATE call_records, statement_transactions, import_refused_rows CASCADE');
    // The runner removes the uploaded file when the job ends: it gets a copy.
    const copy = `${file}.${randomBytes(4).toString('hex')}`;
    copyFileSync(file, copy);
    const job = await newJob('queued', copy);
    const runner = createImportRunner({ db, mailer: createOutboxMailer(db, () => new Date(), { info: () => {}, warn: () => {}, error: console.error }), clock: () => new Date(), log: { info: () => {}, warn: console.error, error: console.error } });
    await runner.runOnce();
    await runner.stop();
    const r = (await db.query<{ status: string; rows_read: string; error: string | null }>('SELECT status, rows_read::text, error FROM imports WHERE id = $1', [job.id])).rows[0]!;
    if (r.status !== 'done') throw new Error(`the import failed: ${r.error}`);
    return Number(r.rows_read);
  }
  const ctx = await readingContext();
  const mapped = await openMapped(ctx, kind);
  const toRow = kind === 'statement' ? statementStoreRows(accountId, 'NGN', new StatementQuality(null)) : null;
  let n = 0;
  for await (const batch of mapped.batches) {
    n += batch.length;
    if (!upTo('parse')) continue;
    const rows: StoreRow[] = [];
    for (const r of batch) {
      if (kind === 'cdr') {
        // Parse, normalise and hash: one function (callRecordOf) for call records.
        const rec = callRecordOf(r);
        if ('key' in rec) rows.push({ key: rec.key, sheet: r.sheet, row: r.row, values: rec.values });
      } else {
        const t = statementRowOf(r);
        if ('reason' in t) continue;
        if (!upTo('describe')) {
          sink += t.inflow > 0n ? 1 : 0;
          continue;
        }
        rows.push(toRow!(r, t));
      }
    }
    if (upTo('copy')) {
      let text = '';
      for (const r of rows) text += copyLine([r.key, ctx.job.id, r.sheet, r.row, ...r.values]);
      sink += text.length;
    }
    if (upTo('entities') && kind === 'statement') {
      const cols = await recogniseRowEntities(db, ctx.job.id, rows.map((row) => ({ key: row.key, description: row.values[3] as string })));
      sink += cols[0]!.length;
    }
  }
  return n;
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return { node: (u.user + u.system) / 1000, database: postmaster ? postgresCpuMs(postmaster) : null };
};

// Calls: 'key' is parse + normalise + hash (callRecordOf); statements: 'describe' is parse + the description parser + the key.
// The NLP library loads on first use (once per server process): loaded before, so no stage is charged for it.
if (kind === 'statement') await compromiseLanguage();
const stages = STAGES.filter((s) => (!only || only.has(s)) && !(kind === 'cdr' ? ['parse', 'describe', 'entities'] : ['key']).includes(s));
const results: { stage: Stage; rows: number; wallMs: number; nodeUsPerRow: number; databaseUsPerRow: number | null; load: number }[] = [];
try {
  for (const stage of stages) {
    for (let p = 0; p < passes; p++) {
      const load = loadavg()[0]!;
      const c0 = cpuNow();
      const t0 = performance.now();
      const rows = await pass(stage);
      const wallMs = performance.now() - t0;
      const c1 = cpuNow();
      const us = (ms: number) => Math.round(((ms * 1000) / rows) * 10) / 10;
      const r = { stage, rows, wallMs: Math.round(wallMs), nodeUsPerRow: us(c1.node - c0.node), databaseUsPerRow: c0.database === null || c1.database === null ? null : us(c1.database - c0.database), load };
      results.push(r);
      console.log(`[stages] ${values.db} ${kind} ${stage}: ${rows} rows, ${r.wallMs} ms wall, CPU ${r.nodeUsPerRow} µs/row node${r.databaseUsPerRow === null ? '' : ` + ${r.databaseUsPerRow} database`}, load ${load.toFixed(2)}`);
    }
  }
} finally {
  if (schema) await schema.drop();
  else {
    await db.close();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}
if (values.json) writeFileSync(values.json, `${JSON.stringify({ kind, db: values.db, file, generated: new Date().toISOString(), results }, null, 2)}\n`);
if (sink < 0) console.log(sink);
