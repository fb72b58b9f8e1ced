#!/usr/bin/env -S node --import tsx
/**
 * Co-location (GET /cdr/colocation, issue 10 item 7) for the widest subject set a request may ask: the 50 subjects
 * with the most call records, over the year of a world kept by analysis-bench.ts (`--keep NAME`), at the panel's
 * defaults and at wider settings. Times the library call (the route adds the guard, the audit and JSON), and
 * each of its three queries (meetings, shared contacts, evidence rows) on the last run.
 *
 *   npx tsx bench/analysis/analysis-bench.ts --size 20000 --only pglite --no-duck --case co-location --keep world_coloc
 *   npx tsx bench/analysis/colocation-wide.ts world_coloc
 */
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../../packages/server/src/db/pglite.js';
import type { Queryable } from '../../packages/server/src/db/types.js';
import { colocation } from '../../packages/server/src/lib/analysis/colocation.js';
import { resolveSubjects } from '../../packages/server/src/lib/analysis/subjects.js';

const SETTINGS = [[30, 500], [120, 5000], [360, 20_000], [1440, 50_000]] as const;

async function main(): Promise<void> {
  const db = await openPglite(join(tmpdir(), `${process.argv[2] ?? 'world_bench'}-pglite`, 'pglite'));
  const busy = await db.query<{ subject_id: string; n: number }>(`
    SELECT sp.subject_id::text, count(*)::int AS n FROM subject_phones sp
      JOIN call_records cr ON cr.originating_number = sp.phone OR cr.terminating_number = sp.phone
     GROUP BY sp.subject_id ORDER BY n DESC LIMIT 50`);
  const subjects = await resolveSubjects(db, busy.rows.map((r) => r.subject_id));
  const spent: number[] = [];
  const timed: Queryable = {
    exec: (sql) => db.exec(sql),
    async query<T>(sql: string, params?: unknown[]) {
      const t = performance.now();
      const out = await db.query<T>(sql, params);
      spent.push(Math.round(performance.now() - t));
      return out;
    },
  };
  console.log(`load ${loadavg().map((x) => x.toFixed(1)).join(' / ')}; the 50 busiest subjects: ${busy.rows.reduce((s, r) => s + r.n, 0)} call records`);
  for (const [window, distance] of SETTINGS) {
    const times: number[] = [];
    let last = await colocation(timed, { subjects, period: { start: '2025-01-01', end: '2025-12-31' }, window, distance });
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      last = await colocation(timed, { subjects, period: { start: '2025-01-01', end: '2025-12-31' }, window, distance });
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${window} min | ${distance.toLocaleString('en-GB')} m | ${times[2]!.toFixed(0)} | ${times[4]!.toFixed(0)} | ${spent.slice(-3).join(' / ')} | ` +
        `${last.meetings.length}${last.truncated.meetings ? '+' : ''} | ${last.contacts.length}${last.truncated.contacts ? '+' : ''} |`,
    );
  }
  await db.close();
}
void main();
