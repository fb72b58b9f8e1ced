#!/usr/bin/env -S node --import tsx
/**
 * The server side of the call map: GET /api/cdr/points for one subject with 100,000 located calls in the period,
 * through the app (auth, validation, audit) on PGlite: the time to the answer and its size (JSON, and gzip as a
 * browser would receive it). The world is the analysis fixture plus 100,000 calls of subject A on 1,500 sites.
 *
 *   npx tsx bench/maps/points-bench.ts [--calls 100000] [--runs 5]
 *
 * Writes bench/results/maps-points.json and maps-points.md.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { insertAnalysisFixture, FX_SUBJECTS } from '../../packages/server/src/testing/analysisFixture.js';
import { makeApp, openTestDb, signIn } from '../../packages/server/src/testing/index.js';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '100000' }, runs: { type: 'string', default: '5' } } });
const CALLS = Number(values.calls);
const RUNS = Number(values.runs);
const repo = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

const db = await openTestDb();
await insertAnalysisFixture(db);
const A = FX_SUBJECTS[0]!;
// 100,000 calls made by A in 2025 on 1,500 cell sites, to 5,000 other numbers.
await db.query(
  `INSERT INTO call_records (record_id, originating_number, terminating_number, cdr_ts, call_duration, call_type,
     originating_sitename, originating_latitude, originating_longitude)
   SELECT 'BENCH-' || g, $1, '2348' || lpad((g % 5000)::text, 9, '0'), timestamptz '2025-01-01' + g * interval '5 minutes', g % 600,
          CASE WHEN g % 5 = 0 THEN 'SMS Originating' ELSE 'Voice Originating' END,
          'SITE-' || (g % 1500), 4.5 + (g % 1500) * 0.006, 3 + ((g * 7) % 1500) * 0.0073
     FROM generate_series(1, $2::int) g`,
  [A.phone, CALLS],
);
const t = await makeApp(db);
const analyst = await signIn(t, 'analyst', 'fiu');
const url = `/api/cdr/points?Suspect=${A.id}&start=2025-01-01&end=2025-12-31`;
const times: number[] = [];
let body = '';
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const res = await t.app.request(url, { headers: analyst.headers });
  body = await res.text();
  times.push(performance.now() - t0);
  if (res.status !== 200) throw new Error(`${res.status} ${body.slice(0, 200)}`);
}
const answer = JSON.parse(body) as { rows: unknown[]; count: number; truncated: boolean };
const sorted = [...times].sort((a, b) => a - b);
const result = {
  date: new Date().toISOString(),
  calls: CALLS,
  rows: answer.rows.length,
  truncated: answer.truncated,
  msMedian: Math.round(sorted[Math.floor(sorted.length / 2)]!),
  msAll: times.map(Math.round),
  jsonKB: Math.round(Buffer.byteLength(body) / 1024),
  gzipKB: Math.round(gzipSync(body).length / 1024),
  load: loadavg().map((l) => l.toFixed(2)).join(' '),
};
writeFileSync(join(repo, 'bench/results/maps-points.json'), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(
  join(repo, 'bench/results/maps-points.md'),
  `# GET /api/cdr/points with ${CALLS.toLocaleString('en-GB')} located calls (PGlite)

Written by \`npx tsx bench/maps/points-bench.ts\` on ${result.date.slice(0, 10)}; load average ${result.load} on 2 CPUs (a shared, busy machine).
One subject, ${CALLS.toLocaleString('en-GB')} calls in 2025 on 1,500 sites, through the app (session, validation, audit), ${RUNS} runs.

| rows answered | median (ms) | all runs (ms) | JSON | gzip |
|---:|---:|---|---:|---:|
| ${result.rows.toLocaleString('en-GB')}${result.truncated ? ' (truncated)' : ''} | ${result.msMedian} | ${result.msAll.join(', ')} | ${result.jsonKB.toLocaleString('en-GB')} KB | ${result.gzipKB.toLocaleString('en-GB')} KB |
`,
);
console.log(result);
await t.cleanup();
await db.close();
