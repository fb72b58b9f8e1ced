import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDashboardBench, writeDashboardReport } from './dashboard-bench.js';

describe('bench/records/dashboard-bench', () => {
  it('runs end to end at a tiny size on PGlite and writes its report (timings are not judged)', async () => {
    const out = await mkdtemp(join(tmpdir(), 'fiu-bench-dash-out-'));
    try {
      const report = await runDashboardBench({ subjects: 200, companies: 40, runs: 2, warmup: 1, out, only: 'pglite', log: () => {} });
      const [pglite] = report.databases;
      expect(pglite!.calls.map((c) => c.user)).toEqual(['analyst@fiu', 'analyst@fiu', 'admin@eca']);
      expect(pglite!.calls[0]!.number_suspects).toBe(200);
      expect(pglite!.calls[2]!.number_suspects).toBeLessThan(200);
      expect(pglite!.beforeAfter.planAfter).toMatch(/subjects_dashboard/);
      const files = writeDashboardReport(report, out);
      expect(JSON.parse(await readFile(files.json, 'utf8')).sizes).toEqual({ subjects: 200, companies: 40 });
      expect(await readFile(files.md, 'utf8')).toContain('| call | PGlite median ms | PGlite p95 ms |');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 180_000);
});
