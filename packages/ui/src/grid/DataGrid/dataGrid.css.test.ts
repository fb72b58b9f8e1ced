import { describe, expect, it } from 'vitest';
import { tokensCss } from '../../tokens.css';
import { dataGridCss } from './dataGrid.css';

describe('dataGridCss', () => {
  it('reads only --fiu-* properties that tokensCss defines, or that the grid sets on itself', () => {
    const defined = new Set([...tokensCss.matchAll(/(--fiu-[a-z0-9-]+)\s*:/g)].map((m) => m[1]));
    const own = new Set(['--fiu-dgrid-height', '--fiu-dgrid-row', '--fiu-dgrid-head', '--fiu-dgrid-filter-row']);
    const used = [...dataGridCss.matchAll(/var\((--fiu-[a-z0-9-]+)/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((v) => !defined.has(v) && !own.has(v))).toEqual([]);
  });

  it('styles every fiu-dgrid class the grid uses', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir)
      .filter((f: string) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
      .map((f: string) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    const classes = new Set([...sources.matchAll(/fiu-dgrid__[a-z0-9-]+/g)].map((m) => m[0]));
    expect(classes.size).toBeGreaterThan(20);
    expect([...classes].filter((c) => !dataGridCss.includes(`.${c}`))).toEqual([]);
  });
});
