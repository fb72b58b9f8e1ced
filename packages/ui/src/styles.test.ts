import { describe, expect, it } from 'vitest';
import { tokensCss } from './tokens.css';
import { mapCss } from './map/map.css';
import { allUiCss as uiCss } from './allUiCss';

const defined = new Set([...tokensCss.matchAll(/(--fiu-[a-z0-9-]+)\s*:/g)].map((m) => m[1]));

describe('styles', () => {
  it('every --fiu-* property the styles read is defined in tokensCss (or set by a component class)', () => {
    // Set locally by modifier classes or inline styles (FormGrid, FilterPanel, DataTable), each with a fallback or a default.
    const local = new Set([...uiCss.matchAll(/(--fiu-[a-z0-9-]+)\s*:/g)].map((m) => m[1]));
    const inline = new Set(['--fiu-form-columns', '--fiu-filter-min', '--fiu-datatable-view']);
    const used = [...(tokensCss + uiCss + mapCss).matchAll(/var\((--fiu-[a-z0-9-]+)/g)].map((m) => m[1]!);
    const missing = [...new Set(used)].filter((name) => !defined.has(name) && !local.has(name) && !inline.has(name));
    expect(missing).toEqual([]);
  });

  it('has the spec constants and the status colours', () => {
    expect(tokensCss).toMatch(/--fiu-drawer-width:\s*240px/);
    expect(tokensCss).toMatch(/--fiu-font-size:\s*14px/);
    for (const name of ['danger', 'warning', 'success', 'info', 'archived']) {
      expect(defined.has(`--fiu-color-${name}`)).toBe(true);
      expect(defined.has(`--fiu-color-${name}-subtle`)).toBe(true);
    }
  });

  it('stops host styles at :host and resets display', () => {
    expect(tokensCss).toMatch(/:host\s*\{\s*all:\s*initial;\s*display:\s*block;/);
  });

  it('all component classes are fiu- prefixed', () => {
    const classes = [...uiCss.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
    expect(classes.filter((c) => !c.startsWith('fiu-'))).toEqual([]);
  });

  it('braces balance (a stray brace silently drops the rules after it)', () => {
    for (const css of [tokensCss, uiCss, mapCss]) {
      let depth = 0;
      for (const ch of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
        if (ch === '{') depth++;
        if (ch === '}') depth--;
        expect(depth).toBeGreaterThanOrEqual(0);
      }
      expect(depth).toBe(0);
    }
  });
});
