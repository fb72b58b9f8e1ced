#!/usr/bin/env -S node --import tsx
/**
 * The query plans of co-location for the widest subject set (the 50 subjects with the most call records) over a
 * world kept by analysis-bench.ts (`--keep NAME`): each query the library sends, EXPLAIN (ANALYZE) with its
 * parameters, the slowest plan nodes first. For finding where co-location's time goes (colocation-wide.ts times it).
 *
 *   npx tsx bench/analysis/colocation-explain.ts world_coloc [window minutes] [distance metres]
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../../packages/server/src/db/pglite.js';
import type { Queryable } from '../../packages/server/src/db/types.js';
import { colocation } from '../../packages/server/src/lib/analysis/colocation.js';
import { resolveSubjects } from '../../packages/server/src/lib/analysis/subjects.js';

async function main(): Promise<void> {
  const [name = 'world_bench', window = '30', distance = '500'] = process.argv.slice(2);
  const db = await openPglite(join(tmpdir(), `${name}-pglite`, 'pglite'));
  const busy = await db.query<{ subject_id: string }>(`
    SELECT sp.subject_id::text FROM subject_phones sp
      JOIN call_records cr ON cr.originating_number = sp.phone OR cr.terminating_number = sp.phone
     GROUP BY sp.subject_id ORDER BY count(*) DESC, sp.subject_id LIMIT 50`);
  const subjects = await resolveSubjects(db, busy.rows.map((r) => r.subject_id));
  const sent: { sql: string; params: unknown[] }[] = [];
  const recording: Queryable = {
    exec: (sql) => db.exec(sql),
    query: (sql, params) => {
      sent.push({ sql, params: params ?? [] });
      return db.query(sql, params);
    },
  };
  await colocation(recording, { subjects, period: { start: '2025-01-01', end: '2025-12-31' }, window: Number(window), distance: Number(distance) });
  for (const [i, q] of sent.entries()) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${q.sql}`, q.params);
    console.log(`\n── query ${i + 1} of ${sent.length} ──`);
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
  }
  await db.close();
}
void main();
