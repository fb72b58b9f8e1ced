#!/usr/bin/env node
// node bench/size.mjs [--check] [--dir packages/elements/dist/script]
// Measures the built script-tag bundle (it builds nothing itself; `npm run build` first), writes
// bench/results/size.json and size.md, and with --check exits 1 when a budget of bench/budgets.json is
// exceeded or a forbidden library is found in the loader or the shared chunk.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measure, toMarkdown } from './size-lib.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const dirArg = args.indexOf('--dir');
const repo = fileURLToPath(new URL('../', import.meta.url));
const dir = dirArg >= 0 ? args[dirArg + 1] : `${repo}packages/elements/dist/script`;
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

let report;
try {
  report = measure(dir, budgets);
} catch (error) {
  console.error(`size: ${error.message}`);
  process.exit(1);
}

const results = new URL('./results/', import.meta.url);
mkdirSync(results, { recursive: true });
writeFileSync(new URL('size.json', results), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(new URL('size.md', results), toMarkdown(report));

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
console.log(`loader ${kb(report.loader.initial.gzip)} gzip · shared ${kb(report.shared.gzip)} gzip · ${report.screens.length} element chunks`);
for (const s of report.screens) console.log(`  ${s.tag.padEnd(24)} own ${kb(s.gzip).padStart(9)} · first load ${kb(s.firstLoad.gzip)}`);
console.log('written: bench/results/size.json, bench/results/size.md');

if (report.problems.length) {
  console.error(`\nsize budget exceeded (bench/budgets.json):\n${report.problems.map((p) => `  - ${p}`).join('\n')}`);
  if (check) process.exit(1);
}
