#!/usr/bin/env -S node --import tsx
/**
 * Two runs of analysis-bench side by side, call by call (median and p95 before → after, per database):
 *
 *   npx tsx bench/analysis/compare.ts --before A.json --after B.json --out bench/results --name analysis.before-after [--title TEXT]
 *
 * The load average of each run is printed beside it: the machine is shared, so a figure is only as good as its load.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { runIfMain, writeReportFiles } from '../lib/report.js';
import type { AnalysisReport, Timing } from './analysis-bench.js';

export interface Comparison {
  title: string;
  before: { generated: string; loadAverage: AnalysisReport['machine']['loadAverage'] };
  after: { generated: string; loadAverage: AnalysisReport['machine']['loadAverage'] };
  databases: { database: string; calls: { name: string; before: Timing | null; after: Timing | null }[] }[];
}

export function compare(before: AnalysisReport, after: AnalysisReport, title: string): Comparison {
  const databases = after.databases.map((d) => {
    const old = before.databases.find((b) => b.database === d.database);
    const names = [...new Set([...(old?.cases ?? []).map((c) => c.name), ...d.cases.map((c) => c.name)])];
    return {
      database: d.version,
      calls: names.map((name) => ({ name, before: old?.cases.find((c) => c.name === name) ?? null, after: d.cases.find((c) => c.name === name) ?? null })),
    };
  });
  const run = (r: AnalysisReport) => ({ generated: r.generated, loadAverage: r.machine.loadAverage });
  return { title, before: run(before), after: run(after), databases };
}

const ms = (t: Timing | null, k: 'medianMs' | 'p95Ms') => (t ? String(t[k]) : '–');
const ratio = (b: Timing | null, a: Timing | null) => (b && a && a.medianMs > 0 ? `${(b.medianMs / a.medianMs).toFixed(1)}×` : '–');
const load = (l: AnalysisReport['machine']['loadAverage']) => `load ${l.atStart.join(' / ')} → ${l.atEnd.join(' / ')}`;

export function comparisonMarkdown(c: Comparison): string {
  const lines = [
    `# ${c.title}`,
    '',
    `Before: ${c.before.generated} (${load(c.before.loadAverage)}). After: ${c.after.generated} (${load(c.after.loadAverage)}).`,
    'The machine is shared (other sessions build and test on it): compare within a row, and read p95 as the worst of a few runs.',
    '',
  ];
  for (const d of c.databases) {
    lines.push(`## ${d.database}`, '', '| call | median before | median after | p95 before | p95 after | median before / after | rows |', '|---|---:|---:|---:|---:|---:|---:|');
    for (const x of d.calls) lines.push(`| ${x.name} | ${ms(x.before, 'medianMs')} | ${ms(x.after, 'medianMs')} | ${ms(x.before, 'p95Ms')} | ${ms(x.after, 'p95Ms')} | ${ratio(x.before, x.after)} | ${x.after?.rows ?? x.before?.rows ?? '–'} |`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      before: { type: 'string' },
      after: { type: 'string' },
      out: { type: 'string', default: fileURLToPath(new URL('../results/', import.meta.url)) },
      name: { type: 'string', default: 'analysis.before-after' },
      title: { type: 'string', default: 'Analysis calls before and after' },
    },
  });
  if (!values.before || !values.after) throw new Error('--before and --after: two analysis-bench JSON reports');
  const read = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as AnalysisReport;
  const c = compare(read(values.before), read(values.after), values.title!);
  const files = writeReportFiles(values.out!, values.name!, c, comparisonMarkdown(c));
  console.log(`[compare] wrote ${files.json} and ${files.md}`);
}

runIfMain(import.meta.url, main);
