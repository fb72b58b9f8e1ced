#!/usr/bin/env -S node --import tsx
/**
 * What the analysis world adds to the demo start (issue 9, item 6): the default seed (size 200) on a fresh
 * PGlite, with the subjects and companies only and with the analysis world as well, alternated --rounds times.
 * The rest of a start (migrations, password hashing, listening) is the same in both, so the difference is what
 * the world costs. Writes bench/results/analysis.demo-start.json and .md.
 *
 *   npx tsx bench/analysis/demo-start.ts [--size 200] [--rounds 5]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { seed } from '../../packages/server/src/db/seed.js';
import { seedAnalysisExtension, worldCounts } from '../../packages/server/src/db/seed-analysis.js';
import { seedRecordsExtension } from '../../packages/server/src/db/seed-records.js';
import { FAST_SCRYPT, openTestDb } from '../../packages/server/src/testing/index.js';
import { percentile } from '../lib/report.js';

export interface DemoStartReport {
  generated: string;
  size: number;
  world: { statementRows: number; callRecords: number };
  rounds: number;
  loadAverage: { atStart: number[]; atEnd: number[] };
  cpus: string;
  recordsOnlyMs: number[];
  withWorldMs: number[];
  medianRecordsOnlyMs: number;
  medianWithWorldMs: number;
  medianAddedMs: number;
}

const round = (n: number) => Math.round(n);

export async function measureDemoStart(size: number, rounds: number): Promise<DemoStartReport> {
  const atStart = loadavg().map((x) => Math.round(x * 100) / 100);
  const recordsOnly: number[] = [];
  const withWorld: number[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const [list, extensions] of [[recordsOnly, [seedRecordsExtension]], [withWorld, [seedRecordsExtension, seedAnalysisExtension]]] as const) {
      const db = await openTestDb({ seed: false });
      const t0 = performance.now();
      await seed(db, { passwordParams: FAST_SCRYPT, size, extensions: [...extensions] });
      list.push(round(performance.now() - t0));
      await db.close();
    }
  }
  const med = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
  return {
    generated: new Date().toISOString(), size, world: worldCounts(size), rounds,
    loadAverage: { atStart, atEnd: loadavg().map((x) => Math.round(x * 100) / 100) }, cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    recordsOnlyMs: recordsOnly, withWorldMs: withWorld, medianRecordsOnlyMs: med(recordsOnly), medianWithWorldMs: med(withWorld),
    medianAddedMs: med(withWorld) - med(recordsOnly),
  };
}

export function toMarkdown(r: DemoStartReport): string {
  return `${[
    '# What the analysis world adds to the demo start',
    '',
    `Generated ${r.generated} by \`bench/analysis/demo-start.ts\` on ${r.cpus} (load average ${r.loadAverage.atStart.join(' / ')} at the start, ${r.loadAverage.atEnd.join(' / ')} at the end: the machine is shared).`,
    '',
    `The default demo seed (size ${r.size}) on a fresh PGlite, ${r.rounds} rounds alternating: subjects and companies only, then with the analysis world (${r.world.statementRows.toLocaleString('en')} statement rows, ${r.world.callRecords.toLocaleString('en')} call records and the registries). Milliseconds.`,
    '',
    '| seed | runs | median |',
    '|---|---|---:|',
    `| subjects and companies | ${r.recordsOnlyMs.join(', ')} | ${r.medianRecordsOnlyMs} |`,
    `| with the analysis world | ${r.withWorldMs.join(', ')} | ${r.medianWithWorldMs} |`,
    '',
    `**Added by the world: ${(r.medianAddedMs / 1000).toFixed(1)} s (median).** Budget: under 3 s.`,
  ].join('\n')}\n`;
}

async function main() {
  const { values } = parseArgs({ options: { size: { type: 'string', default: '200' }, rounds: { type: 'string', default: '5' }, out: { type: 'string', default: fileURLToPath(new URL('../results/', import.meta.url)) } } });
  const r = await measureDemoStart(Number(values.size), Number(values.rounds));
  mkdirSync(values.out!, { recursive: true });
  writeFileSync(join(values.out!, 'analysis.demo-start.json'), `${JSON.stringify(r, null, 2)}\n`);
  writeFileSync(join(values.out!, 'analysis.demo-start.md'), toMarkdown(r));
  console.log(toMarkdown(r));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
