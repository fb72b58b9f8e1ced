/**
 * Idempotent batch stores for the import handlers: each batch in one transaction that
 *  1. locks the table against other writers (SHARE ROW EXCLUSIVE: readers go on; another import's batch or a
 *     manual record waits for this batch's commit, a fraction of a second), so what step 2 reads stays true;
 *  2. reads which of the batch's keys are stored already (one index look-up per key);
 *  3. COPYs the rows whose keys are new straight into the table.
 * What became of each row follows from step 2. A row whose key is already stored is:
 *  - stored, when this same import stored it from the same sheet and row in an earlier attempt (a re-run after
 *    a restart), so the counters of a re-run match those of an uninterrupted run;
 *  - repeated, when this import stored it from an earlier row of the same file (or an earlier row of this
 *    batch holds the same key): the file holds the same record twice (the analyst is told which row it
 *    repeats; it is stored once);
 *  - a duplicate (already present), when an earlier import stored it.
 * Why not a staging table and INSERT ... SELECT ... ON CONFLICT DO NOTHING: measured in bench/imports
 * (store-ceiling.ts, bench/results/imports.md), COPY into a temporary table then the INSERT was no faster than
 * the old one-INSERT-of-arrays store (the INSERT's per-row conflict check and index work are the cost, and the
 * staging adds a write and a read); COPY into the table itself is the faster path, and the lock keeps the
 * dedupe exact without ON CONFLICT.
 */
import type { Copyable, Queryable } from '../../db/types.js';
import type { ImportContext } from './types.js';
import { copyLine } from './copy-text.js';
import { span } from './timeline.js';

export interface StoreColumn {
  name: string;
  /** The PostgreSQL type of the column ('text', 'timestamptz', 'numeric', 'integer', ...). */
  type: string;
}

export interface StoreTable {
  /** Table and column names come from code, never from a file. */
  table: string;
  /** The natural key column (unique). */
  key: string;
  columns: StoreColumn[];
  /** The table's identity column: storeRows reserves its values when a caller stores dependent rows with them. */
  identity?: string;
}

/** A row to store: its values in `columns` order, and its position in the file (provenance). */
export interface StoreRow {
  key: string;
  sheet: string;
  row: number;
  values: unknown[];
  /** The row's cells as read, for the list of repeated rows. */
  cells?: string[];
  /**
   * The row as a COPY line (withCopyLines), made while the batch before is stored: the store's transaction then
   * only joins the new rows' lines, and the database does not wait for Node to write them.
   */
  line?: string;
}

const NO_VALUES: unknown[] = [];

/**
 * Writes each row's COPY line (its key, import, provenance and values) ahead of storeRows, and lets its values
 * go (the line holds them): a batch waiting for the one before to be stored holds one string a row, not an
 * array of values, so less survives the young generation (the garbage collector was a quarter of the
 * server's CPU in a call-record import, bench/results/imports-timeline.md).
 */
export function withCopyLines(importId: string, rows: StoreRow[]): StoreRow[] {
  for (const r of rows) {
    r.line = copyLine([r.key, importId, r.sheet, r.row, ...r.values]);
    r.values = NO_VALUES;
  }
  return rows;
}

const lineOf = (importId: string, r: StoreRow): string => r.line ?? copyLine([r.key, importId, r.sheet, r.row, ...r.values]);

export interface Stored {
  stored: number;
  duplicate: number;
  /** Rows identical to an earlier row of this file, with the row they repeat. */
  repeated: { row: StoreRow; of: number }[];
}

/** A row storeRows COPYed, with the identity it was given. */
export interface CopiedRow {
  row: StoreRow;
  id: string;
}

/**
 * Rows that depend on the rows just COPYed (their identities), written in the same transaction: a row and its
 * dependants are stored together or not at all, so a re-run after a kill finds both or neither.
 */
export type StoreDependants = (tx: Queryable & Copyable, copied: CopiedRow[]) => Promise<void>;

/** What can store a batch: the database (each batch in a transaction of its own). */
export interface StoreDb {
  transaction<T>(fn: (tx: Queryable & Copyable) => Promise<T>): Promise<T>;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

function statements(t: StoreTable) {
  for (const n of [t.table, t.key, ...t.columns.map((c) => c.name), ...(t.identity ? [t.identity] : [])]) if (!NAME.test(n)) throw new Error(`storeRows: bad name ${n}`);
  const columns = `${t.key}, import_id, sheet, source_row, ${t.columns.map((c) => c.name).join(', ')}`;
  return {
    // One round trip for both. A batch's commit does not wait for its WAL to reach the disk: the job's end (and
    // every progress write) is an ordinary commit, which flushes the WAL before it, batches included. A database
    // crash can lose only batches after the last such write, and the job, not yet done, is then run again.
    lock: `SET LOCAL synchronous_commit = off; LOCK TABLE ${t.table} IN SHARE ROW EXCLUSIVE MODE`,
    stored: `SELECT ${t.key} AS key, import_id = $2::uuid AS ours, sheet, source_row FROM ${t.table} WHERE ${t.key} = ANY($1::text[])`,
    copy: `COPY ${t.table} (${columns}) FROM STDIN`,
    // COPY writes the given values into an identity column (GENERATED ALWAYS included): reserved just before.
    reserve: t.identity ? `SELECT nextval(pg_get_serial_sequence('${t.table}', '${t.identity}'))::text AS id FROM generate_series(1, $1::integer)` : '',
    copyWithIds: t.identity ? `COPY ${t.table} (${t.identity}, ${columns}) FROM STDIN` : '',
  };
}

const prepared = new WeakMap<StoreTable, ReturnType<typeof statements>>();

export async function storeRows(db: StoreDb, t: StoreTable, importId: string, rows: StoreRow[], dependants?: StoreDependants): Promise<Stored> {
  if (!rows.length) return { stored: 0, duplicate: 0, repeated: [] };
  if (dependants && !t.identity) throw new Error(`storeRows: ${t.table} has no identity for dependent rows`);
  let sql = prepared.get(t);
  if (!sql) prepared.set(t, (sql = statements(t)));
  const first = new Map<string, StoreRow>();
  for (const r of rows) if (!first.has(r.key)) first.set(r.key, r);
  const endTx = span('store.tx', { rows: rows.length });
  const stored = await db.transaction(async (tx) => {
    let end = span('store.lock');
    await tx.exec(sql.lock);
    end();
    end = span('store.lookup');
    const before = await tx.query<{ key: string; ours: boolean; sheet: string | null; source_row: number | null }>(sql.stored, [[...first.keys()], importId]);
    end({ found: before.rows.length });
    const earlier = new Map(before.rows.map((e) => [e.key, e]));
    let again = 0;
    let duplicate = 0;
    const repeated: Stored['repeated'] = [];
    const fresh: StoreRow[] = [];
    for (const r of rows) {
      const e = earlier.get(r.key);
      if (e) {
        if (!e.ours) duplicate++;
        else if (e.sheet === r.sheet && e.source_row === r.row) again++;
        else repeated.push({ row: r, of: e.source_row! });
      } else if (first.get(r.key) !== r) repeated.push({ row: r, of: first.get(r.key)!.row });
      else fresh.push(r);
    }
    if (fresh.length && dependants) {
      end = span('store.reserve');
      const ids = (await tx.query<{ id: string }>(sql.reserve, [fresh.length])).rows;
      end();
      end = span('store.copy-text');
      let copy = '';
      for (let i = 0; i < fresh.length; i++) {
        const r = fresh[i]!;
        copy += `${ids[i]!.id}\t${lineOf(importId, r)}`;
      }
      end();
      end = span('store.copy', { rows: fresh.length });
      await tx.copyFrom(sql.copyWithIds, copy);
      end();
      end = span('store.dependants');
      await dependants(tx, fresh.map((row, i) => ({ row, id: ids[i]!.id })));
      end();
    } else if (fresh.length) {
      end = span('store.copy-text');
      let copy = '';
      for (const r of fresh) copy += lineOf(importId, r);
      end();
      end = span('store.copy', { rows: fresh.length });
      await tx.copyFrom(sql.copy, copy);
      end();
    }
    return { stored: fresh.length + again, duplicate, repeated };
  });
  endTx();
  return stored;
}

/**
 * storeRows for a handler: the repeated rows are listed (ctx.repeat) and every outcome is counted in the job's
 * progress, with the batch's `read` and `refused`.
 */
export async function storeBatch(ctx: ImportContext, t: StoreTable, rows: StoreRow[], batch: { read: number; refused: number }): Promise<void> {
  const r = await storeRows(ctx.db, t, ctx.job.id, rows);
  for (const { row, of } of r.repeated) await ctx.repeat({ sheet: row.sheet, row: row.row, of, cells: row.cells ?? [] });
  await ctx.progress({ ...batch, stored: r.stored, duplicate: r.duplicate, repeated: r.repeated.length });
}
