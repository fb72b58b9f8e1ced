import { describe, expect, it } from 'vitest';
import { GRID_COLUMNS, GRID_LIMITS, GRID_ROW_KEY, GRID_SOURCES, gridQuerySchema, gridRequestSchema, type GridFilterNode } from './gridQuery';

const weekendsWithBigInflow: GridFilterNode = {
  type: 'group',
  join: 'and',
  items: [
    { type: 'weekend', column: 'Transaction_Date' },
    { type: 'compare', column: 'Inflows', op: 'gt', value: '5000000' },
  ],
};

describe('gridQuerySchema', () => {
  it('takes a filter tree, a search, sorts, columns and a page', () => {
    const r = gridQuerySchema.safeParse({
      filter: weekendsWithBigInflow,
      search: ' transfer ',
      sort: [{ column: 'Inflows', desc: true }],
      columns: ['Transaction_Date', 'Inflows'],
      limit: 100,
    });
    expect(r.success).toBe(true);
    expect(r.data?.search).toBe('transfer');
  });

  it('refuses unknown node types, extra keys, a page too big, and after with at', () => {
    expect(gridQuerySchema.safeParse({ filter: { type: 'sql', column: 'x', value: '1' } }).success).toBe(false);
    expect(gridQuerySchema.safeParse({ filter: { type: 'blank', column: 'x', raw: 'DROP' } }).success).toBe(false);
    expect(gridQuerySchema.safeParse({ limit: GRID_LIMITS.maxPage + 1 }).success).toBe(false);
    expect(gridQuerySchema.safeParse({ limit: 1.5 }).success).toBe(false);
    expect(gridQuerySchema.safeParse({ after: 'c', at: 10 }).success).toBe(false);
    expect(gridQuerySchema.safeParse({ filter: { type: 'compare', column: 'Inflows', op: 'gt', value: Number.NaN } }).success).toBe(false);
  });

  it('bounds a filter tree in depth and size', () => {
    let deep: GridFilterNode = { type: 'blank', column: 'Inflows' };
    for (let i = 0; i < GRID_LIMITS.maxDepth; i++) deep = { type: 'group', join: 'or', items: [deep] };
    expect(gridQuerySchema.safeParse({ filter: deep }).success).toBe(false);
    const wide: GridFilterNode = {
      type: 'group',
      join: 'or',
      items: Array.from({ length: GRID_LIMITS.maxNodes }, () => ({ type: 'blank', column: 'Inflows' }) as const),
    };
    expect(gridQuerySchema.safeParse({ filter: wide }).success).toBe(false);
  });

  it('a request carries the workspace scope: at least one subject, Start not after Stop', () => {
    expect(gridRequestSchema.safeParse({ scope: { Suspect: ['S1'] }, query: {} }).success).toBe(true);
    expect(gridRequestSchema.safeParse({ scope: { Suspect: [] }, query: {} }).success).toBe(false);
    expect(
      gridRequestSchema.safeParse({ scope: { Suspect: ['S1'], start: '2026-02-01', end: '2026-01-01' }, query: {} }).success,
    ).toBe(false);
  });

  it('every source has columns, unique ids, and its row key among them', () => {
    for (const source of GRID_SOURCES) {
      const ids = GRID_COLUMNS[source].map((c) => c.id);
      expect(new Set(ids).size, source).toBe(ids.length);
      if (source !== 'goaml' && source !== 'calls') expect(ids, source).toContain(GRID_ROW_KEY[source]);
    }
  });
});
