import { describe, expect, it } from 'vitest';
import type { AnalysisReport, Timing } from './analysis-bench.js';
import { compare, comparisonMarkdown } from './compare.js';

const timing = (name: string, medianMs: number, p95Ms: number): Timing => ({ name, via: 'route', medianMs, p95Ms, minMs: medianMs, maxMs: p95Ms, rows: 3 });
const report = (generated: string, cases: Timing[]) =>
  ({
    generated,
    machine: { loadAverage: { atStart: [1, 2, 3], atEnd: [4, 5, 6] } },
    databases: [{ database: 'postgres', version: 'PostgreSQL 15', cases }],
  }) as unknown as AnalysisReport;

describe('compare', () => {
  it('pairs the calls of two runs by name, a call missing on one side shown as –', () => {
    const c = compare(report('t0', [timing('a', 1000, 2000), timing('gone', 5, 6)]), report('t1', [timing('a', 50, 100), timing('new', 7, 8)]), 'T');
    expect(c.databases[0]!.calls.map((x) => [x.name, x.before?.medianMs ?? null, x.after?.medianMs ?? null])).toEqual([
      ['a', 1000, 50],
      ['gone', 5, null],
      ['new', null, 7],
    ]);
    const md = comparisonMarkdown(c);
    expect(md).toContain('| a | 1000 | 50 | 2000 | 100 | 20.0× | 3 |');
    expect(md).toContain('| gone | 5 | – | 6 | – | – | 3 |');
    expect(md).toContain('load 1 / 2 / 3 → 4 / 5 / 6');
  });
});
