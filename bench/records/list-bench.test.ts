import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { percentile, runBench, writeReport } from './list-bench.js';

describe('bench/records/list-bench', () => {
  it('percentile: nearest rank', () => {
    const xs = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(percentile(xs, 50)).toBe(15);
    expect(percentile(xs, 95)).toBe(29);
    expect(percentile([7], 95)).toBe(7);
  });

  it('runs end to end at a tiny size and writes its report (timings are not judged)', async () => {
    const out = await mkdtemp(join(tmpdir(), 'fiu-bench-out-'));
    try {
      const report = await runBench({ subjects: 300, companies: 60, runs: 2, warmup: 1, out, database: 'pglite', log: () => {} });
      expect(report.cases.length).toBeGreaterThan(10);
      const first = report.cases[0]!;
      expect(first).toMatchObject({ count: 300, rows: 20 });
      expect(report.cases.find((c) => c.user === 'entry@eca')!.count).toBeLessThan(300);
      expect(report.plans[0]!.plan).toMatch(/Index (Only )?Scan/);
      const files = writeReport(report, out);
      expect(JSON.parse(await readFile(files.json, 'utf8')).sizes).toEqual({ subjects: 300, companies: 60 });
      expect(await readFile(files.md, 'utf8')).toContain('| case | user | median ms | p95 ms |');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 120_000);
});
