/**
 * Gzip sizes of the script-tag build (packages/elements/dist/script), by what a page downloads:
 * - loader: fiu-elements.js and the chunks it imports statically (what the <script> tag costs);
 * - shared: what the element runtime chunk pulls in beyond the loader (preact/compat, core, ui, r2wc...),
 *   plus chunks shared by two or more screens;
 * - each screen: what its own chunk adds beyond loader and shared.
 * Usage: node packages/elements/scripts/sizes.mjs [--json]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname, resolve, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/script');
const text = (f) => readFileSync(f, 'utf8');
const gz = (f) => gzipSync(readFileSync(f), { level: 9 }).length;
const rel = (f) => relative(dist, f);

const staticImports = (file) =>
  [...text(file).matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$\s{},*]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((m) => resolve(dirname(file), m[1]));
const dynamicImports = (file) => [...text(file).matchAll(/import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => resolve(dirname(file), m[1]));

function closure(start) {
  const seen = new Set();
  const walk = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const g of staticImports(f)) walk(g);
  };
  walk(start);
  return seen;
}

const loaderFile = join(dist, 'fiu-elements.js');
const loader = closure(loaderFile);
const lazy = [...new Set([...loader].flatMap(dynamicImports))];
// The runtime chunk is the lazy entry that holds the renderer; screens are the others.
const isRuntime = (f) => /(^|\/)runtime[-.]/.test(rel(f));
const runtimeFile = lazy.find(isRuntime);
const screens = lazy.filter((f) => f !== runtimeFile);
const runtime = runtimeFile ? closure(runtimeFile) : new Set();
const minus = (a, ...bs) => new Set([...a].filter((f) => !bs.some((b) => b.has(f))));

// Chunks used by two or more screens count as shared (the second screen gets them from the cache).
const counts = new Map();
for (const s of screens) for (const f of minus(closure(s), loader, runtime)) counts.set(f, (counts.get(f) ?? 0) + 1);
const sharedByScreens = new Set([...counts].filter(([, n]) => n > 1).map(([f]) => f));
const shared = new Set([...minus(runtime, loader), ...sharedByScreens]);

const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);
const raw = (files) => [...files].reduce((n, f) => n + readFileSync(f).length, 0);
const report = {
  loader: { gzip: sum(loader), min: raw(loader), files: [...loader].map(rel) },
  shared: { gzip: sum(shared), min: raw(shared), files: [...shared].map(rel) },
  screens: Object.fromEntries(
    screens.map((s) => {
      const own = minus(closure(s), loader, shared);
      return [rel(s), { gzip: sum(own), min: raw(own), files: [...own].map(rel) }];
    }),
  ),
  allFiles: readdirSync(dist, { recursive: true }).filter((f) => f.endsWith('.js')).length,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`loader  ${kb(report.loader.gzip)} gzip (${kb(report.loader.min)} min)  ${report.loader.files.join(', ')}`);
  console.log(`shared  ${kb(report.shared.gzip)} gzip (${kb(report.shared.min)} min)  ${report.shared.files.join(', ')}`);
  for (const [name, s] of Object.entries(report.screens)) console.log(`screen  ${kb(s.gzip)} gzip (${kb(s.min)} min)  ${name}`);
}
