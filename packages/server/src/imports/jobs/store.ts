/**
 * Idempotent batch inserts for the import handlers: one multi-row INSERT (unnest of one array per column)
 * ... ON CONFLICT DO NOTHING, and what became of each row. A row whose key is already stored is:
 *  - stored, when this same import stored it from the same sheet and row in an earlier attempt (a re-run after
 *    a restart), so the counters of a re-run match those of an uninterrupted run;
 *  - repeated, when this import stored it from an earlier row of the same file: the file holds the same
 *    record twice (the analyst is told which row it repeats; it is stored once);
 *  - a duplicate (already present), when an earlier import stored it.
 */
import type { Queryable } from '../../db/types.js';
import type { ImportContext } from './types.js';

export interface StoreColumn {
  name: string;
  /** The PostgreSQL array element type of the column ('text', 'timestamptz', 'numeric', 'integer', ...). */
  type: string;
}

export interface StoreTable {
  /** Table and column names come from code, never from a file. */
  table: string;
  /** The natural key column (unique). */
  key: string;
  columns: StoreColumn[];
}

/** A row to store: its values in `columns` order, and its position in the file (provenance). */
export interface StoreRow {
  key: string;
  sheet: string;
  row: number;
  values: unknown[];
  /** The row's cells as read, for the list of repeated rows. */
  cells?: string[];
}

export interface Stored {
  stored: number;
  duplicate: number;
  /** Rows identical to an earlier row of this file, with the row they repeat. */
  repeated: { row: StoreRow; of: number }[];
}

export async function storeRows(db: Queryable, t: StoreTable, importId: string, rows: StoreRow[]): Promise<Stored> {
  if (!rows.length) return { stored: 0, duplicate: 0, repeated: [] };
  const cols = [t.key, 'import_id', 'sheet', 'source_row', ...t.columns.map((c) => c.name)];
  const types = ['text', 'uuid', 'text', 'integer', ...t.columns.map((c) => c.type)];
  const arrays: unknown[][] = cols.map(() => []);
  for (const r of rows) {
    arrays[0]!.push(r.key);
    arrays[1]!.push(importId);
    arrays[2]!.push(r.sheet);
    arrays[3]!.push(r.row);
    r.values.forEach((v, i) => arrays[i + 4]!.push(v));
  }
  const sql =
    `INSERT INTO ${t.table} (${cols.join(', ')}) SELECT * FROM unnest(${types.map((ty, i) => `$${i + 1}::${ty}[]`).join(', ')}) ` +
    `ON CONFLICT (${t.key}) DO NOTHING RETURNING ${t.key} AS key`;
  const inserted = await db.query<{ key: string }>(sql, arrays);
  const stored = new Set(inserted.rows.map((r) => r.key));
  const conflicts = [...new Set(rows.map((r) => r.key))].filter((k) => !stored.has(k));
  let ours = 0;
  const repeated: Stored['repeated'] = [];
  // The first row of each key in this batch: the one the INSERT stored when the batch holds a key twice.
  const firstInBatch = new Map<string, StoreRow>();
  for (const r of rows) if (!firstInBatch.has(r.key)) firstInBatch.set(r.key, r);
  const mine = conflicts.length
    ? await db.query<{ key: string; sheet: string; source_row: number }>(
        `SELECT ${t.key} AS key, sheet, source_row FROM ${t.table} WHERE ${t.key} = ANY($1::text[]) AND import_id = $2`,
        [conflicts, importId],
      )
    : { rows: [] };
  const storedByUs = new Map(mine.rows.map((r) => [r.key, r]));
  for (const r of rows) {
    if (stored.has(r.key)) {
      const first = firstInBatch.get(r.key)!;
      if (first !== r) repeated.push({ row: r, of: first.row });
      continue;
    }
    const earlier = storedByUs.get(r.key);
    if (!earlier) continue; // stored by an earlier import: already present
    if (earlier.sheet === r.sheet && earlier.source_row === r.row) ours++;
    else repeated.push({ row: r, of: earlier.source_row });
  }
  const storedCount = inserted.rows.length + ours;
  return { stored: storedCount, duplicate: rows.length - storedCount - repeated.length, repeated };
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
