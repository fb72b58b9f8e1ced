/**
 * The store the issue proposed, measured before choosing (bench/results/imports.md): COPY the batch into a
 * temporary staging table (emptied at each commit), then one INSERT ... SELECT ... ON CONFLICT DO NOTHING into the
 * real table, in one transaction; the conflicting keys looked up as the old store did. It was no faster than the
 * old store (unnest-insert.ts), so imports/jobs/store.ts COPYs into the table itself under a table lock instead.
 */
import type { Db } from '../../packages/server/src/db/types.js';
import { copyLine } from '../../packages/server/src/imports/jobs/copy-text.js';
import type { StoreRow, StoreTable, Stored } from '../../packages/server/src/imports/jobs/store.js';

export async function insertByStaging(db: Db, t: StoreTable, importId: string, rows: StoreRow[]): Promise<Stored> {
  if (!rows.length) return { stored: 0, duplicate: 0, repeated: [] };
  const stage = `bench_stage_${t.table}`;
  const values = t.columns.map((c) => c.name).join(', ');
  const inserted = await db.transaction(async (tx) => {
    await tx.exec(
      `CREATE TEMP TABLE IF NOT EXISTS ${stage} (pos integer, key text, sheet text, source_row integer${t.columns.map((c) => `, ${c.name} ${c.type}`).join('')}) ON COMMIT DELETE ROWS`,
    );
    await tx.copyFrom(`COPY ${stage} (pos, key, sheet, source_row, ${values}) FROM STDIN`, rows.map((r, i) => copyLine([i, r.key, r.sheet, r.row, ...r.values])).join(''));
    const r = await tx.query<{ key: string }>(
      `INSERT INTO ${t.table} (${t.key}, import_id, sheet, source_row, ${values}) SELECT key, $1, sheet, source_row, ${values} FROM ${stage} ORDER BY pos ` +
        `ON CONFLICT (${t.key}) DO NOTHING RETURNING ${t.key} AS key`,
      [importId],
    );
    return new Set(r.rows.map((x) => x.key));
  });
  // As the old store: the keys not inserted, looked up to tell this import's rows from an earlier import's.
  const conflicts = [...new Set(rows.map((r) => r.key))].filter((k) => !inserted.has(k));
  const mine = conflicts.length
    ? await db.query<{ key: string; sheet: string; source_row: number }>(`SELECT ${t.key} AS key, sheet, source_row FROM ${t.table} WHERE ${t.key} = ANY($1::text[]) AND import_id = $2`, [conflicts, importId])
    : { rows: [] };
  const byUs = new Map(mine.rows.map((r) => [r.key, r]));
  const first = new Map<string, StoreRow>();
  for (const r of rows) if (!first.has(r.key)) first.set(r.key, r);
  let ours = 0;
  const repeated: Stored['repeated'] = [];
  for (const r of rows) {
    if (inserted.has(r.key)) {
      if (first.get(r.key) !== r) repeated.push({ row: r, of: first.get(r.key)!.row });
      continue;
    }
    const e = byUs.get(r.key);
    if (!e) continue;
    if (e.sheet === r.sheet && e.source_row === r.row) ours++;
    else repeated.push({ row: r, of: e.source_row });
  }
  const stored = inserted.size + ours;
  return { stored, duplicate: rows.length - stored - repeated.length, repeated };
}
