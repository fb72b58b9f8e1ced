// `npm run new:element` (scripts/new-element.mjs): the files it writes and its edit of the standalone routes.
// The full round trip (generate fiu-example-screen, build, load it by the script tag, find it in the manifest,
// pass its generated test, remove it) is in docs/contributing.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module without types
import { TAG, screenFiles, withRouteElement, withoutRouteElement } from '../../scripts/new-element-lib.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const routesTs = readFileSync(resolve(ROOT, 'standalone/src/routes.ts'), 'utf8');

describe('new:element', () => {
  it('writes a screen folder in the sign-in screens’ shape', () => {
    const files = screenFiles('fiu-example-screen') as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual([
      'example-screen/ExampleScreen.test.tsx',
      'example-screen/ExampleScreen.tsx',
      'example-screen/descriptor.ts',
      'example-screen/example-screen.css.ts',
    ]);
    expect(files['example-screen/descriptor.ts']).toContain("export const exampleScreenDescriptor = {\n  tag: 'fiu-example-screen',");
    expect(files['example-screen/descriptor.ts']).toContain('export const exampleScreenDocs = {');
    expect(files['example-screen/ExampleScreen.tsx']).toContain('export default function ExampleScreen(');
    expect(files['example-screen/ExampleScreen.tsx']).toContain('useSubmit()');
    expect(files['example-screen/ExampleScreen.test.tsx']).toContain("import('./ExampleScreen')");
  });

  it('accepts only tags of the house', () => {
    expect(TAG.test('fiu-example-screen')).toBe(true);
    for (const bad of ['example', 'fiu-', 'fiu-Example', 'fiu-x1', 'fiu--x']) expect(TAG.test(bad), bad).toBe(false);
  });

  it('puts the element on a placeholder route of the spec, and takes it off again', () => {
    const withErf = withRouteElement(routesTs, '/erf', 'fiu-erf') as string;
    expect(withErf).toContain("prot('/erf', 'ERF', 'fiu-erf'),");
    expect(withErf.split('\n').filter((l, i) => l !== routesTs.split('\n')[i])).toHaveLength(1);
    expect(withoutRouteElement(withErf, 'fiu-erf')).toBe(routesTs);
  });

  it('refuses a route that has an element already or is not in the spec', () => {
    expect(withRouteElement(routesTs, '/login', 'fiu-x')).toBeNull();
    expect(withRouteElement(routesTs, '/example-screen', 'fiu-x')).toBeNull();
  });
});
