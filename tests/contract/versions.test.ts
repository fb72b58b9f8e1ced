// The registry's audit endpoint does not answer here, so SECURITY.md's version table is checked offline:
// every installed copy of a listed package (hoisted or nested) must meet its minimum.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

type Rule = { min?: string; exact?: string; major?: number; reason: string };

// Mirrors the table in ../shared/SECURITY.md. Packages not installed yet are checked once they are.
export const MINIMUMS: Record<string, Rule> = {
  'pdfjs-dist': { min: '6.2.108', reason: 'CVE-2024-4367, CVE-2026-16633' },
  quill: { exact: '2.0.3', reason: 'CVE-2025-15056 has no fixed release; sanitise all HTML' },
  leaflet: { exact: '1.9.4', reason: 'popup XSS; popups from DOM nodes' },
  uplot: { min: '1.6.31', reason: 'CVE-2024-21489' },
  rollup: { min: '4.59.0', reason: 'CVE-2024-47068, CVE-2026-27606' },
  tsup: { min: '9.0.0', reason: 'CVE-2024-53384' },
  'happy-dom': { min: '20.8.9', reason: 'sandbox-escape CVEs' },
  vitest: { min: '4.1.11', reason: 'several advisories' },
  playwright: { min: '1.55.1', reason: 'GHSA-7mvr' },
  'playwright-core': { min: '1.55.1', reason: 'GHSA-7mvr' },
  hono: { major: 4, min: '4.12.0', reason: 'CORS, body-limit and mount bypass advisories' },
  preact: { major: 11, min: '11.0.0', reason: 'CVE-2026-22028 in 10.26.5-10.28.1' },
  dompurify: { min: '3.4.17', reason: 'fixes through GHSA-cg2g' },
};

export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.+-]/).slice(0, 3).map(Number);
  const pb = b.split(/[.+-]/).slice(0, 3).map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** Every installed copy of `name` under node_modules, nested ones included. */
function installedCopies(name: string): { path: string; version: string }[] {
  const found: { path: string; version: string }[] = [];
  const visit = (dir: string, depth: number) => {
    if (depth > 6 || !existsSync(dir)) return;
    const pkg = join(dir, name, 'package.json');
    if (existsSync(pkg)) found.push({ path: pkg, version: JSON.parse(readFileSync(pkg, 'utf8')).version });
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const sub = join(dir, entry.name);
      if (entry.name.startsWith('@')) {
        for (const scoped of readdirSync(sub, { withFileTypes: true })) {
          if (scoped.isDirectory()) visit(join(sub, scoped.name, 'node_modules'), depth + 1);
        }
      } else visit(join(sub, 'node_modules'), depth + 1);
    }
  };
  visit(join(root, 'node_modules'), 0);
  for (const ws of ['packages/core', 'packages/ui', 'packages/elements', 'packages/server', 'standalone']) {
    visit(join(root, ws, 'node_modules'), 0);
  }
  return found;
}

describe('installed package versions meet SECURITY.md', () => {
  it('compares versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.4')).toBe(1);
    expect(compareVersions('4.59.0', '4.59.0')).toBe(0);
    expect(compareVersions('20.8.8', '20.8.9')).toBe(-1);
  });

  for (const [name, rule] of Object.entries(MINIMUMS)) {
    it(`${name}: ${rule.reason}`, () => {
      for (const copy of installedCopies(name)) {
        const where = `${copy.path} has ${copy.version}`;
        if (rule.exact) expect(copy.version, where).toBe(rule.exact);
        if (rule.min) expect(compareVersions(copy.version, rule.min), where).toBeGreaterThanOrEqual(0);
        if (rule.major) expect(Number(copy.version.split('.')[0]), where).toBe(rule.major);
      }
    });
  }

  it('xlsx, when used, is the SheetJS CE 0.20.3 republish, never npm xlsx 0.18.5', () => {
    const manifests = ['package.json', 'packages/core/package.json', 'packages/ui/package.json', 'packages/elements/package.json', 'packages/server/package.json', 'standalone/package.json'];
    for (const m of manifests) {
      const pkg = JSON.parse(readFileSync(join(root, m), 'utf8'));
      const spec = { ...pkg.dependencies, ...pkg.devDependencies }.xlsx as string | undefined;
      if (spec !== undefined) expect(spec, m).toBe('npm:@e965/xlsx@0.20.3');
    }
    for (const copy of installedCopies('xlsx')) expect(compareVersions(copy.version, '0.20.3'), copy.path).toBeGreaterThanOrEqual(0);
  });

  it('the core packages of the foundation are installed at all (the check is not vacuous)', () => {
    for (const name of ['tsup', 'rollup', 'vitest', 'happy-dom', 'hono', 'preact', 'playwright']) {
      expect(installedCopies(name).length, name).toBeGreaterThan(0);
    }
  });
});
