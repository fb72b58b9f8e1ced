/**
 * Idempotent batch inserts for the import handlers: one multi-row INSERT (unnest of one array per column)
 * ... ON CONFLICT DO NOTHING, and the count of what it stored. A row already present is a duplicate, except
 * when this same import stored it from the same sheet and row in an earlier attempt (a re-run after a
 * restart): that row counts as stored, so the counters of a re-run match those of an uninterrupted run.
 */
import type { Queryable } from '../../db/types.js';

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
}

export async function storeRows(db: Queryable, t: StoreTable, importId: string, rows: StoreRow[]): Promise<{ stored: number; duplicate: number }> {
  if (!rows.length) return { stored: 0, duplicate: 0 };
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
  if (conflicts.length) {
    const mine = await db.query<{ key: string; sheet: string; source_row: number }>(
      `SELECT ${t.key} AS key, sheet, source_row FROM ${t.table} WHERE ${t.key} = ANY($1::text[]) AND import_id = $2`,
      [conflicts, importId],
    );
    const earlier = new Set(mine.rows.map((r) => `${r.key}\u0000${r.sheet}\u0000${r.source_row}`));
    ours = rows.filter((r) => !stored.has(r.key) && earlier.has(`${r.key}\u0000${r.sheet}\u0000${r.row}`)).length;
  }
  const storedCount = inserted.rows.length + ours;
  return { stored: storedCount, duplicate: rows.length - storedCount };
}
