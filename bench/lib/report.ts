/**
 * What every benchmark of bench/ shares: the statistics of its timings, the report files it writes (JSON for
 * machines, Markdown for people, side by side in bench/results) and how its script runs from the command line.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest-rank percentile of ascending timings (NaN for none). */
export const percentile = (sorted: number[], p: number): number => {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
};

/** Milliseconds to two decimals, as the reports print them. */
export const round = (n: number) => Math.round(n * 100) / 100;

/** Writes `out/name.json` (the report) and `out/name.md` (its Markdown); answers the two paths. */
export function writeReportFiles(out: string, name: string, report: unknown, markdown: string): { json: string; md: string } {
  mkdirSync(out, { recursive: true });
  const json = join(out, `${name}.json`);
  const md = join(out, `${name}.md`);
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(md, markdown);
  return { json, md };
}

/** Runs `main` when the module at `moduleUrl` is the script node was started with; a failure exits 1. */
export function runIfMain(moduleUrl: string, main: () => Promise<void>): void {
  if (!process.argv[1] || fileURLToPath(moduleUrl) !== process.argv[1]) return;
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
