// Elements import core and ui modules directly, never their barrels: esbuild puts a module into the chunk of
// every entry that can reach it, and a barrel reaches everything, so one barrel import in a screen moved all
// of ui and the reference data into the shared chunk of the script-tag build (scripts/deep-imports.ts
// rewrites such imports).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'types' || e.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('element sources', () => {
  it('import @fiu/core and @fiu/ui modules, not the barrels (values; types are free)', () => {
    const offenders = sources(src).filter((file) =>
      /^import\s+(?!type\b)[^;]*from\s+'@fiu\/(core|ui)'/m.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((f) => f.slice(src.length + 1))).toEqual([]);
  });
});
