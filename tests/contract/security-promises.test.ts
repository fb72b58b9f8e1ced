import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// SECURITY.md: "Promises, each a test". Each numbered promise is named ("promise N", or "promise M/N") in at
// least one test file, so a reader finds the test that proves it and a promise added there without a test fails here.
const root = fileURLToPath(new URL('../../', import.meta.url));
// SECURITY.md lives beside the repository in the project's workspace; skip when it is not there (as messages.test).
const securityMd = fileURLToPath(new URL('../../../shared/SECURITY.md', import.meta.url));

function testFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) testFiles(path, out);
    else if (/\.(test|spec)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

it.skipIf(!existsSync(securityMd))('every promise of SECURITY.md is named in a test that proves it', () => {
  const promises = [...readFileSync(securityMd, 'utf8').matchAll(/^(\d+)\. \*\*/gm)].map((m) => Number(m[1]));
  expect(promises.length).toBeGreaterThanOrEqual(11);
  const named = new Set<number>();
  for (const file of [...testFiles(join(root, 'packages')), ...testFiles(join(root, 'tests'))]) {
    if (file.endsWith('security-promises.test.ts')) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/promises? (\d+(?:\/\d+)*)/g)) for (const n of m[1]!.split('/')) named.add(Number(n));
  }
  expect(promises.filter((n) => !named.has(n))).toEqual([]);
});
