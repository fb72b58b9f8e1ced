// Measures the main thread while a 1,000,000-row DataGrid scrolls in Chromium: every long task (> 50 ms) from
// a PerformanceObserver, during wheel scrolling, a drag of the scrollbar to row 900,000, and Page Down presses;
// and the time from the jump to row 900,000's cells painted. Run by hand:
//   node tests/perf/grid-scroll/run.mjs
import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { mainThreadTasks } from '../trace.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '../../..');
const out = mkdtempSync(join(tmpdir(), 'grid-scroll-'));
await build({
  entryPoints: [join(here, 'page.tsx')],
  bundle: true,
  minify: !process.env.PROFILE,
  format: 'iife',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: { '@fiu/ui': join(root, 'packages/ui/src') },
  outfile: join(out, 'page.js'),
  logLevel: 'warning',
});
writeFileSync(join(out, 'index.html'), '<!doctype html><meta charset="utf-8"><title>grid scroll</title><body><script src="page.js"></script>');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.addInitScript(() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
});
page.on('pageerror', (e) => console.error('page error:', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.error('console:', m.text()); });
await page.goto(`file://${join(out, 'index.html')}`);
await page.waitForSelector('[data-row="0"] .fiu-dgrid__td:not(:empty)');
await page.waitForTimeout(500);
const since = await page.evaluate(() => performance.now());
const tasksSince = (t) => page.evaluate((t0) => window.longTasks.filter((x) => x.start >= t0), t);

// 1. Wheel: 200 notches of 120 px at ~60 Hz.
const box = await page.locator('.fiu-dgrid__scroll').boundingBox();
await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
const cdp = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
if (cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}
const wheelStart = await page.evaluate(() => performance.now());
// A trace of the wheel scrolling gives each main-thread task's wall time and its CPU time: on a shared, loaded
// machine the wall time includes the time the thread waited for a core, the CPU time does not.
if (!cdp) await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
for (let i = 0; i < 200; i++) {
  await page.mouse.wheel(0, 120);
  await page.waitForTimeout(16);
}
await page.waitForTimeout(300);
const wheel = await tasksSince(wheelStart);
const trace = cdp ? null : JSON.parse((await browser.stopTracing()).toString());
const mainTasks = trace ? mainThreadTasks(trace) : null;
if (cdp) {
  // PROFILE=1: the functions that took the main thread while wheeling, by self time.
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map();
  const dt = profile.timeDeltas;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  console.error([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(1)} ms  ${k}`).join('\n'));
}

// 2. The scrollbar dragged to row 900,000 (scrollTop set as a drag does), then the time until its cells paint.
const jump = await page.evaluate(async () => {
  const el = document.querySelector('.fiu-dgrid__scroll');
  const body = document.querySelector('.fiu-dgrid__body');
  const drawn = parseFloat(body.style.height);
  const viewport = el.clientHeight - 76;
  const total = 1_000_000 * 32;
  const t0 = performance.now();
  el.scrollTop = (900_000 * 32 * (drawn - viewport)) / (total - viewport);
  return new Promise((resolve) => {
    const check = () => {
      const cell = document.querySelector('[data-row="900000"] .fiu-dgrid__td');
      if (cell && cell.textContent) {
        requestAnimationFrame(() => resolve({ ms: performance.now() - t0, text: cell.textContent }));
      } else requestAnimationFrame(check);
    };
    check();
  });
});
const jumpStart = since;
await page.waitForTimeout(300);

// 3. Page Down twenty times from a focused cell.
await page.locator('[data-row="900000"] [data-col="0"]').click();
const keysStart = await page.evaluate(() => performance.now());
for (let i = 0; i < 20; i++) {
  await page.keyboard.press('PageDown');
  await page.waitForTimeout(50);
}
await page.waitForTimeout(300);
const keys = await tasksSince(keysStart);
const all = await tasksSince(jumpStart);
// Control: the same wheel scrolling over a plain box with no script, to tell the machine's own stalls (a busy
// shared machine) from the grid's.
const control = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await control.setContent(
  '<div id="box" style="height:600px;overflow:auto;margin:16px"><div style="height:8000000px;background:repeating-linear-gradient(#fff 0 32px,#eee 32px 64px)"></div></div>',
);
await control.evaluate(() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask' });
});
await control.mouse.move(400, 300);
for (let i = 0; i < 200; i++) {
  await control.mouse.wheel(0, 120);
  await control.waitForTimeout(16);
}
await control.waitForTimeout(300);
const controlTasks = await control.evaluate(() => window.longTasks);
await control.close();

const rendered = await page.evaluate(() => document.querySelectorAll('.fiu-dgrid__window [role="row"]').length);
const atQueries = await page.evaluate(() => window.gridQueries.filter((q) => q.at !== undefined).length);
const afterQueries = await page.evaluate(() => window.gridQueries.filter((q) => q.after !== undefined).length);
await browser.close();

const summary = (tasks) => ({ count: tasks.length, maxMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))) });
console.log(
  JSON.stringify(
    {
      load: loadavg().map((l) => l.toFixed(2)).join(' '),
      rowsInDom: rendered,
      fetches: { byPosition: atQueries, byKeyset: afterQueries },
      wheelLongTasks: summary(wheel),
      wheelMainThreadTrace: mainTasks,
      controlPlainBoxWheelLongTasks: summary(controlTasks),
      jumpTo900000: { ms: Math.round(jump.ms), firstCell: jump.text },
      pageDownLongTasks: summary(keys),
      allLongTasksAfterLoad: summary(all),
    },
    null,
    2,
  ),
);
