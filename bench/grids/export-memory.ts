#!/usr/bin/env -S node --import tsx
/**
 * Where the export route's memory goes while it streams every row of the bench world (1,000,000) into .xlsx:
 * the process's RSS beside V8's heap (total and used), `external` and `arrayBuffers` (Buffers and typed arrays
 * outside the heap), sampled every 100 ms, and their peaks over the start.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/grids/export-memory.ts [--db postgres|pglite] [--schema grid_bench]
 *
 * The world must exist (grids-bench.ts --keep grid_bench). Prints one JSON line.
 */
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from '../../packages/server/src/db/migrate.js';
import { openPglite } from '../../packages/server/src/db/pglite.js';
import { openPostgres } from '../../packages/server/src/db/postgres.js';
import type { Db } from '../../packages/server/src/db/types.js';
import { makeApp, signIn } from '../../packages/server/src/testing/index.js';
import { gridWorld, WORLD_PERIOD } from './world.js';

const { values } = parseArgs({ options: { db: { type: 'string', default: 'postgres' }, schema: { type: 'string', default: 'grid_bench' } } });
const db: Db =
  values.db === 'pglite'
    ? await openPglite(join(tmpdir(), 'grid_bench-pglite', 'pglite'))
    : await openPostgres({ connectionString: process.env.DATABASE_URL!, schema: values.schema!, max: 4 });
await migrate(db);
const world = await gridWorld(db, 1_000_000, () => {});
const t = await makeApp(db, { demo: true });
const analyst = await signIn(t, 'analyst', 'fiu');
const scope = { Suspect: [world.subject.suspectid], ...WORLD_PERIOD };

const mb = (n: number) => Math.round(n / 2 ** 20);
const sample = () => {
  const m = process.memoryUsage();
  return { rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) };
};
(globalThis as { gc?: () => void }).gc?.();
const start = sample();
const peak = { ...start };
const timeline: ReturnType<typeof sample>[] = [];
const timer = setInterval(() => {
  const s = sample();
  timeline.push(s);
  for (const k of Object.keys(peak) as (keyof typeof peak)[]) peak[k] = Math.max(peak[k], s[k]);
}, 100);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const res = await t.app.request('/api/analysis/grid/statement/export', {
  method: 'POST',
  headers: { ...analyst.headers, 'Content-Type': 'application/json' },
  body: JSON.stringify({ scope, query: {} }),
});
let bytes = 0;
const reader = res.body!.getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.length;
}
clearInterval(timer);
const cpu = process.cpuUsage(cpu0);
const every = Math.max(1, Math.floor(timeline.length / 12));
console.log(
  JSON.stringify({
    db: values.db,
    load: loadavg().map((x) => x.toFixed(2)).join(' '),
    seconds: Math.round((performance.now() - t0) / 100) / 10,
    cpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10,
    mb: Math.round((bytes / 2 ** 20) * 10) / 10,
    start,
    peak,
    growth: Object.fromEntries(Object.keys(peak).map((k) => [k, peak[k as keyof typeof peak] - start[k as keyof typeof start]])),
    timelineRss: timeline.filter((_, i) => i % every === 0).map((s) => `${s.rss}/${s.heapTotal}/${s.heapUsed}/${s.external}`).join(' '),
  }),
);
await t.cleanup();
await db.close();
