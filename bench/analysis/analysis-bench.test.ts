import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASES, compileCase } from './cases.js';
import { runAnalysisBench, writeReport } from './analysis-bench.js';

describe('bench/analysis', () => {
  it('compiles each case for PostgreSQL with numbered parameters and for DuckDB with the set as temp tables', () => {
    const input = { start: '2025-01-01T00:00:00Z', end: '2026-01-01T00:00:00Z', accounts: ['a'], phones: ['234'], a: '1', b: '2' };
    for (const c of CASES.filter((x) => x.sql)) {
      const pg = compileCase(c, 'pg', input);
      expect(pg.sql).not.toMatch(/\{IN_|:start|:end|:a\b|:b\b/);
      expect(pg.params.length).toBe(new Set(pg.sql.match(/\$\d+/g)).size);
      const duck = compileCase(c, 'duck', input);
      expect(duck.sql).not.toMatch(/ANY\(/);
    }
  });

  it('runs end to end at a tiny size, PGlite and DuckDB, and writes its report (timings are not judged)', async () => {
    const out = await mkdtemp(join(tmpdir(), 'fiu-bench-analysis-out-'));
    try {
      const report = await runAnalysisBench({ size: 30, runs: 1, warmup: 1, databases: ['pglite'], duck: true, log: () => {} });
      expect(report.counts).toMatchObject({ statementRows: 150, callRecords: 150 });
      const d = report.databases[0]!;
      expect(d.storage.find((s) => s.table === 'statement_transactions')!.rows).toBe(150);
      expect(d.subjectSet.subjects).toHaveLength(5);
      // Every SQL case, and every route-only case whose route is on the server.
      expect(d.cases.length).toBeGreaterThanOrEqual(CASES.filter((c) => c.sql).length);
      expect(d.cases.every((c) => c.via)).toBe(true);
      expect(d.cases[0]!.rows).toBeGreaterThan(0);
      // DuckDB answers the same SQL with the same number of rows.
      // Every row reached DuckDB (keyset pages in key order).
      expect(report.duck!.rows).toMatchObject({ statement_transactions: 150, call_records: 150 });
      expect(report.duck!.cases).toHaveLength(CASES.filter((c) => c.sql).length);
      for (const c of d.cases.filter((x) => x.via.startsWith('SQL'))) expect(report.duck!.cases.find((x) => x.name === c.name)!.rows, c.name).toBe(c.rows);
      const files = writeReport(report, out);
      expect(JSON.parse(await readFile(files.json, 'utf8')).size).toBe(30);
      expect(await readFile(files.md, 'utf8')).toContain('| call | via | median | p95 |');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 180_000);
});
