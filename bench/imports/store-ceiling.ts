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
}

const TABLES: Record<string, StoreTable> = { call_records: CALL_RECORDS, statement_transactions: STATEMENT_TRANSACTIONS };
const perSecond = (rows: number, ms: number) => Math.round(rows / (ms / 1000));

export async function storeCeiling(db: Db, pglite: PGlite | null, table: 'call_records' | 'statement_transactions'): Promise<StoreCeiling> {
  const t = TABLES[table]!;
  const cols = [t.key, 'import_id', 'sheet', 'source_row', ...t.columns.map((c) => c.name)];
  const list = cols.join(', ');
  const copy = `bench_copy_${table}`;
  const rows = Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`)).rows[0]!.n);
  const fresh = () => db.exec(`DROP TABLE IF EXISTS ${copy}; CREATE TABLE ${copy} (LIKE ${table} INCLUDING ALL)`);

  await fresh();
  let copyMs: number;
  if (pglite) {
    const dump = await pglite.query(`COPY (SELECT ${list} FROM ${table}) TO '/dev/blob' WITH (FORMAT csv)`);
    const t0 = performance.now();
    await pglite.query(`COPY ${copy} (${list}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: dump.blob! });
    copyMs = performance.now() - t0;
  } else {
    const file = `/tmp/fiu-bench-imports-${table}.csv`;
    await db.query(`COPY (SELECT ${list} FROM ${table}) TO '${file}' WITH (FORMAT csv)`);
    const t0 = performance.now();
    await db.query(`COPY ${copy} (${list}) FROM '${file}' WITH (FORMAT csv)`);
    copyMs = performance.now() - t0;
    rmSync(file, { force: true });
  }

  const storeAll = async (store: typeof storeRows | typeof insertByUnnest | typeof insertByStaging): Promise<number> => {
    await fresh();
    let ms = 0;
    let after = '';
    for (;;) {
      const page = await db.query<Record<string, unknown>>(`SELECT ${list} FROM ${table} WHERE ${t.key} > $1 ORDER BY ${t.key} LIMIT ${BATCH_ROWS}`, [after]);
      if (!page.rows.length) break;
      const batch: StoreRow[] = page.rows.map((r) => ({
        key: String(r[t.key]),
        sheet: String(r.sheet),
        row: Number(r.source_row),
        values: t.columns.map((c) => r[c.name]),
      }));
      after = batch[batch.length - 1]!.key;
      const t0 = performance.now();
      await store(db, { ...t, table: copy }, String(page.rows[0]!.import_id), batch);
      ms += performance.now() - t0;
    }
    return ms;
  };
  const batchInsertMs = await storeAll(storeRows);
  const unnestInsertMs = await storeAll(insertByUnnest);
  const stagedInsertMs = await storeAll(insertByStaging);
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
  };
}
