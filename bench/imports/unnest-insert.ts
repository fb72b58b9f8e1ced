/**
 * The import store before COPY staging (until 27 Nov 2026), kept here as the benchmark's reference: one multi-row
 * INSERT of one array per column (unnest) ... ON CONFLICT DO NOTHING RETURNING the keys, then a look-up of the
 * conflicting keys. store-ceiling.ts times it beside COPY alone and today's storeRows (imports/jobs/store.ts).
 */
import type { Queryable } from '../../packages/server/src/db/types.js';
import type { StoreRow, StoreTable, Stored } from '../../packages/server/src/imports/jobs/store.js';

export async function insertByUnnest(db: Queryable, t: StoreTable, importId: string, rows: StoreRow[]): Promise<Stored> {
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
