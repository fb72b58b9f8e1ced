// Test code stays out of what ships (ARCHITECTURE.md, Tests): test helpers live in test folders (test/,
// testing/), and no production module imports vitest, another test library, or a test helper. A helper beside
// production modules that imports vitest is itself a production module importing vitest, so this finds both.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Libraries only tests use, and the server's testing entry. */
const TEST_LIBRARIES = /^(?:(?:vitest|happy-dom|@playwright\/test|fast-check|big-list-of-naughty-strings|@fiu\/server\/testing)(?:\/|$)|@vitest\/|@fast-check\/)/;

const isTestFile = (path: string) => /\.(test|test-d|spec)\.[cm]?[jt]sx?$/.test(path);
const inTestFolder = (path: string) => /(^|\/)(test|testing)\//.test(path);
const isTestCode = (path: string) => isTestFile(path) || inTestFolder(path);
/** An import's target, whose extension may be left out. */
const isTestTarget = (path: string) => inTestFolder(path) || /\.(test|test-d|spec)(\.[cm]?[jt]sx?)?$/.test(path);

/** The module specifiers of a source: import and export … from, side-effect imports, literal import(). */
function specifiers(source: string): string[] {
  const found = [
    ...source.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return found.map((m) => m[1]!);
}

/** What a production module at `path` (from the repository root) may not import, with the reason. */
function testImports(path: string, source: string): string[] {
  return specifiers(source).flatMap((spec) => {
    if (TEST_LIBRARIES.test(spec)) return [`${path}: '${spec}' is test code`];
    const target = spec.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(path), spec)) : /^@fiu\/[^/]+\/(.+)$/.exec(spec)?.[1];
    return target && isTestTarget(target) ? [`${path}: '${spec}' is a test helper`] : [];
  });
}

function productionSources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : productionSources(path);
    return /\.[cm]?[jt]sx?$/.test(e.name) && !isTestCode(path) ? [path] : [];
  });
}

const srcFolders = () => [
  ...readdirSync(join(ROOT, 'packages')).map((p) => `packages/${p}/src`),
  'standalone/src',
];

describe('test code in production modules', () => {
  it('is found: test libraries, test folders and test files, by any import form', () => {
    expect(testImports('packages/core/src/x.ts', "import { expect } from 'vitest';")).toHaveLength(1);
    expect(testImports('packages/core/src/x.ts', "import type { Mock } from '@vitest/spy';")).toHaveLength(1);
    expect(testImports('packages/elements/src/login/Login.tsx', "export { startServer } from '../test/server';")).toHaveLength(1);
    expect(testImports('packages/elements/src/login/Login.tsx', "const s = await import('@fiu/server/testing');")).toHaveLength(1);
    expect(testImports('packages/elements/src/x.ts', "import { forwardTo } from '@fiu/core/test/recorder';")).toHaveLength(1);
    expect(testImports('packages/core/src/api/x.ts', "import '../schemas/subject.test';")).toHaveLength(1);
    expect(testImports('packages/core/src/x.ts', "import { latest } from './testing-data';\nimport { z } from 'zod/mini';")).toEqual([]);
  });

  it('is nowhere in the packages and the standalone app', () => {
    const offences = srcFolders().flatMap((dir) => productionSources(dir).flatMap((path) => testImports(path, readFileSync(join(ROOT, path), 'utf8'))));
    expect(offences).toEqual([]);
  });
});
