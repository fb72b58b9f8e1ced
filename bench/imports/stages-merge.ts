#!/usr/bin/env -S node --import tsx
/**
 * Gathers runs of stages.ts (--json files) into bench/results/imports.stages.json, each labelled before or
 * after a change with the commit it measured; import-bench.ts renders that file into imports.md.
 *
 *   npx tsx bench/imports/stages-merge.ts --note TEXT before:COMMIT:run1.json,run2.json after:COMMIT:run3.json,...
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { StageRun, StagesReport } from './stages-table.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { note: { type: 'string', default: '' }, out: { type: 'string' } } });
const runs: StageRun[] = [];
for (const group of positionals) {
  const [label, commit, files] = group.split(':') as ['before' | 'after', string, string];
  for (const file of files.split(',')) {
    const run = JSON.parse(readFileSync(file, 'utf8')) as Omit<StageRun, 'label' | 'commit'>;
    runs.push({ label, commit, db: run.db, kind: run.kind, generated: run.generated, results: run.results });
  }
}
const report: StagesReport = { note: values.note!, runs };
const out = values.out ?? fileURLToPath(new URL('../results/imports.stages.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`[stages] ${runs.length} runs → ${out}`);
