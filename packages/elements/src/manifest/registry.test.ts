import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elements } from '../descriptors';
import { documented } from '../docs';
import { descriptorsText, docsText, pascalOf, screensIn } from './registry';

const src = join(import.meta.dirname, '..');
const regenerate = 'run `npm run gen:registry`';

describe('the registry of elements comes from the screen folders', () => {
  it(`descriptors.ts and docs.ts are up to date with the folders (${regenerate})`, () => {
    const screens = screensIn(src);
    expect(readFileSync(join(src, 'descriptors.ts'), 'utf8')).toBe(descriptorsText(screens));
    expect(readFileSync(join(src, 'docs.ts'), 'utf8')).toBe(docsText(screens));
  });

  it('lists every screen folder once, with its tag and component module', () => {
    const screens = screensIn(src);
    expect(screens.length).toBeGreaterThanOrEqual(10);
    expect(elements.map(([d]) => d.tag)).toEqual(screens.map((s) => `fiu-${s.folder}`));
    expect(documented.map((d) => d.tag)).toEqual(screens.map((s) => `fiu-${s.folder}`));
    for (const s of screens) expect(existsSync(join(src, s.folder, `${s.pascal}.tsx`)), s.folder).toBe(true);
  });

  it('names a folder as its component', () => {
    expect(pascalOf('reset-password')).toBe('ResetPassword');
    expect(pascalOf('example-screen')).toBe('ExampleScreen');
    expect(pascalOf('login')).toBe('Login');
  });
});
