#!/usr/bin/env -S node --import tsx
/**
 * Issue 10 item 8's comparison: the same 1,000,000-row operations in AG Grid Community's client-side row model
 * (the rows downloaded and held in the browser, load time included) and in our DataGrid (the rows worked on the
 * server: the Hono app with the analyst's session over bench/grids/world.ts), both in Chromium, from the action
 * to the rows painted.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/grids/aggrid/run.ts [--db postgres|pglite] [--runs 5] [--port 8172]
 *
 * The world must exist (bench/grids/grids-bench.ts --keep grid_bench seeds it: schema grid_bench on PostgreSQL,
 * $TMPDIR/grid_bench-pglite on PGlite). Writes bench/results/grids-aggrid.<db>.{json,md}.
 */
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync, createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { migrate } from '../../../packages/server/src/db/migrate.js';
import { openPglite } from '../../../packages/server/src/db/pglite.js';
import { openPostgres } from '../../../packages/server/src/db/postgres.js';
import type { Db } from '../../../packages/server/src/db/types.js';
import { forgetCounts } from '../../../packages/server/src/lib/grid/count.js';
import { makeApp, signIn } from '../../../packages/server/src/testing/index.js';
import { gridWorld, WORLD_PERIOD } from '../world.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '8172' },
    out: { type: 'string', default: join(import.meta.dirname, '..', '..', 'results') },
  },
});
const runs = Number(values.runs);
const here = import.meta.dirname;
const root = join(here, '../../..');
const log = (l: string) => console.log(l);
const loadAtStart = loadavg().map((x) => x.toFixed(2));

const db: Db =
  values.db === 'pglite'
    ? await openPglite(join(tmpdir(), 'grid_bench-pglite', 'pglite'))
    : await openPostgres({ connectionString: process.env.DATABASE_URL!, schema: 'grid_bench', max: 4 });
await migrate(db);
const world = await gridWorld(db, 1_000_000, log);
if (!world.reused) throw new Error('expected the bench world (run grids-bench.ts --keep grid_bench first)');
const t = await makeApp(db, { demo: true });
const analyst = await signIn(t, 'analyst', 'fiu');
const scope = { Suspect: [world.subject.suspectid], ...WORLD_PERIOD };

// The rows as an AG Grid user's page downloads them: one JSON array, a row an array (mapped to objects in the page).
const rowsFile = join(tmpdir(), 'grid-aggrid-rows.json');
if (!existsSync(rowsFile)) {
  log('[aggrid] writing the rows file');
  const out = createWriteStream(rowsFile);
  out.write('[');
  let after = '';
  let first = true;
  for (;;) {
    const r = await db.query<{ j: string; id: string }>(
      `SELECT st.transaction_id AS id, json_build_array(st.transaction_id, to_char(st.transaction_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
              st.value_date::text, a.account_number, st.description, st.inflow::float8, st.outflow::float8, st.currency)::text AS j
         FROM statement_transactions st JOIN accounts a ON a.id = st.account_id
        WHERE st.transaction_id LIKE 'GB-%' AND st.transaction_id > $1 ORDER BY st.transaction_id LIMIT 50000`,
      [after],
    );
    if (!r.rows.length) break;
    out.write((first ? '' : ',') + r.rows.map((x) => x.j).join(','));
    first = false;
    after = r.rows[r.rows.length - 1]!.id;
  }
  await new Promise<void>((resolve) => out.end(']', () => resolve()));
}
const rowsMb = statSync(rowsFile).size / 2 ** 20;

const dist = join(tmpdir(), 'grid-aggrid-pages');
mkdirSync(dist, { recursive: true });
await build({
  entryPoints: { aggrid: join(here, 'aggrid-page.ts'), ours: join(here, 'ours-page.tsx') },
  bundle: true,
  minify: true,
  format: 'esm',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: { '@fiu/ui': join(root, 'packages/ui/src') },
  outdir: dist,
  logLevel: 'warning',
});

const html = (script: string) => `<!doctype html><meta charset="utf-8"><title>${script}</title><body><script type="module" src="/${script}.js"></script>`;
const server = createServer((req, res) => {
  const url = req.url ?? '/';
  if (url === '/aggrid.html' || url === '/ours.html') {
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(html(url.slice(1, -5)));
  } else if (url === '/aggrid.js' || url === '/ours.js') {
    res.writeHead(200, { 'Content-Type': 'text/javascript' });
    createReadStream(join(dist, url.slice(1))).pipe(res);
  } else if (url === '/rows.json') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    createReadStream(rowsFile).pipe(res);
  } else if (url === '/grid' && req.method === 'POST') {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const query = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
      void Promise.resolve(t.app
        .request('/api/analysis/grid/statement', { method: 'POST', headers: { ...analyst.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ scope, query }) }))
        .then(async (r: Response) => res.writeHead(r.status, { 'Content-Type': 'application/json' }).end(await r.text()));
    });
  } else res.writeHead(404).end();
});
const port = Number(values.port);
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info', '--js-flags=--max-old-space-size=8192'] });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const round = (n: number) => Math.round(n);
type Bench = { bench: { load(): Promise<{ ms: number; rows: number; heapMb: number }>; reset(): Promise<void>; op(n: string): Promise<{ ms: number; rows: number; first: string }> } };

const OPS: [string, string][] = [
  ['weekends-inflow', 'filter: Weekends and IN-FLOW > 5 million'],
  ['outflow-band', 'filter: OUT-FLOW 500,000 - 3 Million'],
  ['contains', 'filter: Description contains "okafor"'],
  ['sort-inflow', 'sort: IN-FLOW descending'],
  ['search', 'search: "okafor"'],
  ['jump', 'jump: row 900,000'],
];
const results: { op: string; name: string; aggrid: number[]; ours: number[]; aggridRows?: number; oursRows?: number }[] = OPS.map(([op, name]) => ({ op, name, aggrid: [], ours: [] }));

// AG Grid: a fresh page per load (its load time is part of the comparison), then each operation from every row.
const loads: { ms: number; heapMb: number }[] = [];
for (let i = 0; i < Math.min(runs, 3); i++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => console.error('aggrid page error:', e.message));
  await page.goto(`http://127.0.0.1:${port}/aggrid.html`);
  await page.waitForFunction(() => 'bench' in window);
  const l = await page.evaluate(() => (window as unknown as Bench).bench.load());
  loads.push({ ms: l.ms, heapMb: l.heapMb });
  log(`[aggrid] load ${round(l.ms)} ms, ${l.rows} rows, heap ${l.heapMb} MB`);
  if (i === 0) {
    for (let r = 0; r < runs; r++) {
      for (const res of results) {
        await page.evaluate(() => (window as unknown as Bench).bench.reset());
        const o = await page.evaluate((n) => (window as unknown as Bench).bench.op(n), res.op);
        res.aggrid.push(o.ms);
        res.aggridRows = o.rows;
        log(`[aggrid]   ${res.name}: ${round(o.ms)} ms (${o.rows} rows, first ${o.first})`);
      }
    }
  }
  await page.close();
}

// Ours: the open grid, then each operation as a user makes it (a new filter's total is counted: no cached count).
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('pageerror', (e) => console.error('ours page error:', e.message));
forgetCounts(db);
const openStart = Date.now();
await page.goto(`http://127.0.0.1:${port}/ours.html`);
await page.waitForSelector('[data-row="0"] .fiu-dgrid__td:not(:empty)');
const oursOpenMs = Date.now() - openStart;
log(`[ours] page open to first rows: ${oursOpenMs} ms`);
for (let r = 0; r < runs; r++) {
  for (const res of results) {
    if (res.op === 'jump') await page.evaluate(() => (window as unknown as Bench).bench.op('open'));
    else forgetCounts(db);
    const o = await page.evaluate((n) => (window as unknown as Bench).bench.op(n), res.op);
    res.ours.push(o.ms);
    res.oursRows = o.rows;
    log(`[ours]   ${res.name}: ${round(o.ms)} ms (${o.rows} rows, first ${o.first})`);
  }
}
const oursHeap = await page.evaluate(() => Math.round(((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) / 2 ** 20));
await browser.close();
server.close();
await t.cleanup();
await db.close();

const report = {
  generated: new Date().toISOString(),
  database: values.db,
  machine: { cpus: cpus().length, load: { atStart: loadAtStart, atEnd: loadavg().map((x) => x.toFixed(2)) } },
  runs,
  rowsFileMb: Math.round(rowsMb),
  aggrid: { loadMs: loads.map((l) => round(l.ms)), heapMb: loads.map((l) => l.heapMb) },
  ours: { openMs: oursOpenMs, heapMb: oursHeap },
  operations: results.map((r) => ({ ...r, aggrid: r.aggrid.map(round), ours: r.ours.map(round) })),
};
const md = [
  `# AG Grid Community (client-side) beside our DataGrid (server-side), 1,000,000 rows in Chromium (${values.db})`,
  '',
  `Generated ${report.generated} by \`bench/grids/aggrid/run.ts --db ${values.db} --runs ${runs}\`; ${report.machine.cpus} cores, load average ${loadAtStart.join(' / ')} at the start, ${report.machine.load.atEnd.join(' / ')} at the end (a shared machine: every figure is pessimistic). Chromium (Debian's, headless, no GPU). Milliseconds from the action to the rows painted (medians of ${runs}; all runs listed).`,
  '',
  `AG Grid loads ${report.rowsFileMb} MB of JSON (the same rows: bench/grids/world.ts) and holds every row: load ${report.aggrid.loadMs.join(', ')} ms (download, parse, grid built, first rows painted), JS heap after load ${report.aggrid.heapMb.join(', ')} MB. Ours holds the rows in view plus a prefetch: page open to first rows ${oursOpenMs} ms, JS heap ${oursHeap} MB at the end. Each of ours counts its new filter's total (no cached count); the jump drags the scrollbar of the open grid.`,
  '',
  '| operation | AG Grid median | AG Grid runs | ours median | ours runs | rows (AG Grid / ours) |',
  '|---|---:|---|---:|---|---|',
  ...report.operations.map((o) => `| ${o.name} | ${median(o.aggrid)} | ${o.aggrid.join(', ')} | ${median(o.ours)} | ${o.ours.join(', ')} | ${o.aggridRows?.toLocaleString('en')} / ${o.oursRows?.toLocaleString('en')} |`),
  '',
].join('\n');
writeFileSync(join(values.out!, `grids-aggrid.${values.db}.json`), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(values.out!, `grids-aggrid.${values.db}.md`), md);
log(md);
