/**
 * The storing ceilings of the import benchmark, over the very rows an import just stored: into an empty copy of
 * the table with every index (CREATE TABLE ... LIKE ... INCLUDING ALL),
 * - COPY alone: one COPY of the rows as CSV (PGlite: '/dev/blob'; PostgreSQL: a server-side file, so neither
 *   the network nor a client library is counted);
 * - the handlers' store alone: storeRows (imports/jobs/store.ts: the batch's keys looked up under a table lock,
 *   the new rows COPYed into the table) in batches of the handlers' size, the rows read back beforehand page by page (only
 *   the stores are timed);
 * - the store before COPY (unnest-insert.ts: one INSERT of one array per column), the same way, as the reference
 *   the change is measured against; and the store the issue proposed (staged-insert.ts: COPY into a temporary
 *   staging table, then INSERT ... SELECT ... ON CONFLICT DO NOTHING).
 */
import { rmSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../packages/server/src/db/types.js';
import { storeRows, type StoreRow, type StoreTable } from '../../packages/server/src/imports/jobs/store.js';
import { parentPid, postgresCpuMs } from './cpu.js';
import { insertByStaging } from './staged-insert.js';
import { insertByUnnest } from './unnest-insert.js';
import { CALL_RECORDS } from '../../packages/server/src/imports/tabular/cdr.js';
import { BATCH_ROWS } from '../../packages/server/src/imports/tabular/rows.js';
import { STATEMENT_TRANSACTIONS } from '../../packages/server/src/imports/tabular/statement.js';

export interface StoreCeiling {
  table: string;
  rows: number;
  copyMs: number;
  copyRowsPerSecond: number;
  /** storeRows (today's store): the keys looked up under a table lock, the new rows COPYed in. */
  batchInsertMs: number;
  batchInsertRowsPerSecond: number;
  /** The store before COPY (unnest-insert.ts). */
  unnestInsertMs: number;
  unnestInsertRowsPerSecond: number;
  /** COPY into a staging table, then INSERT ... ON CONFLICT (staged-insert.ts). */
  stagedInsertMs?: number;
  stagedInsertRowsPerSecond?: number;
  batchRows: number;
  /**
   * CPU microseconds per row of each way (Node: this process; database: a local PostgreSQL's processes, null on
   * PGlite, which runs in this process, and when /proc cannot be read): the cost, whatever the machine's load.
   */
  cpuMicrosPerRow?: Record<'copy' | 'store' | 'unnest' | 'staged', { node: number; database: number | null }>;
}

const TABLES: Record<string, StoreTable> = { call_records: CALL_RECORDS, statement_transactions: STATEMENT_TRANSACTIONS };
const perSecond = (rows: number, ms: number) => Math.round(rows / (ms / 1000));

/** Wall and CPU time of `fn`. */
async function timed(db: Db, fn: () => Promise<void>): Promise<{ ms: number; nodeMs: number; databaseMs: number | null }> {
  const postmaster = db.kind === 'postgres' ? parentPid((await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid) : null;
  const cpu = () => {
    const u = process.cpuUsage();
    return { node: (u.user + u.system) / 1000, database: postmaster ? postgresCpuMs(postmaster) : null };
  };
  const c0 = cpu();
  const t0 = performance.now();
  await fn();
  const ms = performance.now() - t0;
  const c1 = cpu();
  return { ms, nodeMs: c1.node - c0.node, databaseMs: c0.database === null || c1.database === null ? null : c1.database - c0.database };
}

/** `limit`: the first rows only (by key), when the machine's load makes all of them take too long. */
export async function storeCeiling(db: Db, pglite: PGlite | null, table: 'call_records' | 'statement_transactions', limit = Number.MAX_SAFE_INTEGER): Promise<StoreCeiling> {
  const t = TABLES[table]!;
  const cols = [t.key, 'import_id', 'sheet', 'source_row', ...t.columns.map((c) => c.name)];
  const list = cols.join(', ');
  const copy = `bench_copy_${table}`;
  const rows = Math.min(limit, Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`)).rows[0]!.n));
  const source = `(SELECT * FROM ${table} ORDER BY ${t.key} LIMIT ${rows}) AS limited`;
  const fresh = () => db.exec(`DROP TABLE IF EXISTS ${copy}; CREATE TABLE ${copy} (LIKE ${table} INCLUDING ALL)`);

  await fresh();
  let copyBlob: Blob | null = null;
  const file = `/tmp/fiu-bench-imports-${table}.csv`;
  if (pglite) copyBlob = (await pglite.query(`COPY (SELECT ${list} FROM ${source}) TO '/dev/blob' WITH (FORMAT csv)`)).blob!;
  else await db.query(`COPY (SELECT ${list} FROM ${source}) TO '${file}' WITH (FORMAT csv)`);
  const copyTimed = await timed(db, async () => {
    if (pglite) await pglite.query(`COPY ${copy} (${list}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: copyBlob! });
    else await db.query(`COPY ${copy} (${list}) FROM '${file}' WITH (FORMAT csv)`);
  });
  rmSync(file, { force: true });
  const copyMs = copyTimed.ms;

  const storeAll = async (store: typeof storeRows | typeof insertByUnnest | typeof insertByStaging) => {
    await fresh();
    const spent = { ms: 0, nodeMs: 0, databaseMs: 0 as number | null };
    let after = '';
    for (;;) {
      const page = await db.query<Record<string, unknown>>(`SELECT ${list} FROM ${source} WHERE ${t.key} > $1 ORDER BY ${t.key} LIMIT ${BATCH_ROWS}`, [after]);
      if (!page.rows.length) break;
      const batch: StoreRow[] = page.rows.map((r) => ({
        key: String(r[t.key]),
        sheet: String(r.sheet),
        row: Number(r.source_row),
        values: t.columns.map((c) => r[c.name]),
      }));
      after = batch[batch.length - 1]!.key;
      const x = await timed(db, async () => void (await store(db, { ...t, table: copy }, String(page.rows[0]!.import_id), batch)));
      spent.ms += x.ms;
      spent.nodeMs += x.nodeMs;
      spent.databaseMs = spent.databaseMs === null || x.databaseMs === null ? null : spent.databaseMs + x.databaseMs;
    }
    return spent;
  };
  const store = await storeAll(storeRows);
  const unnest = await storeAll(insertByUnnest);
  const staged = await storeAll(insertByStaging);
  const batchInsertMs = store.ms;
  const unnestInsertMs = unnest.ms;
  const stagedInsertMs = staged.ms;
  const perRow = (x: { nodeMs: number; databaseMs: number | null }) => ({
    node: Math.round((x.nodeMs * 10_000) / rows) / 10,
    database: x.databaseMs === null ? null : Math.round((x.databaseMs * 10_000) / rows) / 10,
  });
  await db.exec(`DROP TABLE ${copy}`);
  return {
    table,
    rows,
    copyMs: Math.round(copyMs),
    copyRowsPerSecond: perSecond(rows, copyMs),
    batchInsertMs: Math.round(batchInsertMs),
    batchInsertRowsPerSecond: perSecond(rows, batchInsertMs),
    unnestInsertMs: Math.round(unnestInsertMs),
    unnestInsertRowsPerSecond: perSecond(rows, unnestInsertMs),
    stagedInsertMs: Math.round(stagedInsertMs),
    stagedInsertRowsPerSecond: perSecond(rows, stagedInsertMs),
    batchRows: BATCH_ROWS,
    cpuMicrosPerRow: { copy: perRow(copyTimed), store: perRow(store), unnest: perRow(unnest), staged: perRow(staged) },
  };
}
