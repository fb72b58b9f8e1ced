import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { measure, toMarkdown, type Budgets } from './size-lib.mjs';

// A synthetic script-tag build shaped like esbuild's split output: loader, one chunk the loader imports,
// the element runtime (a lazy chunk every element loads), a core chunk every element imports, and a form
// chunk only one element uses.
const files: Record<string, string> = {
  'fiu-elements.js':
    'import{a as b}from"./chunk-LOAD.js";const r=()=>import("./runtime-RTRTRT12.js");b("fiu-authorize",()=>import("./Authorize-ABCDEF12.js"));b("fiu-login",()=>import("./Login-ABCDEF34.js"));',
  'runtime-RTRTRT12.js': 'import{x}from"./chunk-CORE.js";import{z}from"./chunk-RT.js";export const m=x+z;',
  'chunk-RT.js': 'export const z="renderer";',
  'chunk-LOAD.js': 'export const a=(t,l)=>customElements.define(t,class extends HTMLElement{});',
  'Authorize-ABCDEF12.js': 'import{x}from"./chunk-CORE.js";import{y}from"./chunk-FORM.js";export default x+y;',
  'Login-ABCDEF34.js': 'import{x}from"./chunk-CORE.js";export default x;',
  'chunk-CORE.js': `export const x=${JSON.stringify('core '.repeat(200))};`,
  'chunk-FORM.js': 'export const y="form";',
};
const roomy: Budgets = { loader: 5120, shared: 25600, screen: 10240, firstLoad: 35840 };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fiu-size-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('bench/size', () => {
  it('splits the build into loader, shared chunk and each element’s own code', () => {
    const report = measure(dir, roomy);
    expect(report.loader.files).toEqual(['chunk-LOAD.js', 'fiu-elements.js']);
    expect(report.shared.files).toEqual(['chunk-CORE.js', 'chunk-RT.js', 'runtime-RTRTRT12.js']);
    expect(report.screens.map((s) => [s.tag, s.files])).toEqual([
      ['fiu-authorize', ['Authorize-ABCDEF12.js', 'chunk-FORM.js']],
      ['fiu-login', ['Login-ABCDEF34.js']],
    ]);
    expect(report.problems).toEqual([]);
    const login = report.screens[1]!;
    expect(login.firstLoad.gzip).toBe(report.loader.initial.gzip + report.shared.gzip + login.gzip);
    expect(report.shared.gzip).toBeLessThan(report.shared.min);
  });

  it('counts the classic loader and the module entry it imports as the loader', () => {
    writeFileSync(join(dir, 'fiu-elements.esm.js'), files['fiu-elements.js']!);
    writeFileSync(join(dir, 'fiu-elements.js'), '(()=>{import(new URL("fiu-elements.esm.js",document.currentScript.src).href)})();');
    const report = measure(dir, roomy);
    expect(report.loader.files).toEqual(['chunk-LOAD.js', 'fiu-elements.esm.js', 'fiu-elements.js']);
    expect(report.screens.map((s) => s.tag)).toEqual(['fiu-authorize', 'fiu-login']);
  });

  it('names every budget that is exceeded', () => {
    const report = measure(dir, { loader: 10, shared: 10, screen: 10, firstLoad: 10 });
    expect(report.problems.join('\n')).toMatch(/loader fiu-elements\.js/);
    expect(report.problems.join('\n')).toMatch(/shared chunk\(s\) chunk-CORE\.js, chunk-RT\.js, runtime-RTRTRT12\.js/);
    expect(report.problems.join('\n')).toMatch(/fiu-login: own code/);
    expect(report.problems.join('\n')).toMatch(/fiu-authorize: first load/);
    expect(toMarkdown(report)).toContain('**over**');
  });

  it('lets a heavy screen carry its own budget', () => {
    const report = measure(dir, { ...roomy, screen: 10, screens: { 'fiu-authorize': 10240, 'fiu-login': 10240 } });
    expect(report.problems).toEqual([]);
  });

  it('holds the screens of a tier to its first-load number (no own-code check), a screen line still overriding it', () => {
    const tiers = { records: { firstLoad: 35840, screens: ['fiu-authorize', 'fiu-login'] } };
    expect(measure(dir, { ...roomy, screen: 10, tiers }).problems).toEqual([]);
    const tight = measure(dir, { ...roomy, tiers: { records: { firstLoad: 10, screens: ['fiu-login'] } } });
    expect(tight.problems).toEqual([expect.stringMatching(/^fiu-login: first load .* budget 0\.01 KB \(records tier\)$/)]);
    expect(toMarkdown(tight)).toMatch(/\| `fiu-login` \| [\d.]+ \| 0\.01 \| \*\*over\*\* \|/);
    const excepted = measure(dir, { ...roomy, tiers: { records: { firstLoad: 10, screens: ['fiu-login'] } }, screens: { 'fiu-login': { firstLoad: 35840 } } });
    expect(excepted.problems).toEqual([]);
  });

  it('refuses heavy libraries in the loader or the shared chunk, and React anywhere', () => {
    writeFileSync(join(dir, 'chunk-CORE.js'), 'export const x="leaflet-container";');
    writeFileSync(join(dir, 'chunk-LOAD.js'), 'export const a=()=>"ql-editor";');
    writeFileSync(join(dir, 'Login-ABCDEF34.js'), 'import{x}from"./chunk-CORE.js";throw Error("https://react.dev/errors/418");');
    const report = measure(dir, roomy);
    expect(report.forbidden.map((f) => `${f.lib}@${f.where}`).sort()).toEqual(['leaflet@shared', 'quill@loader', 'react@fiu-login']);
  });

  it('says to build first when there is no loader', () => {
    rmSync(join(dir, 'fiu-elements.js'));
    expect(() => measure(dir, roomy)).toThrow(/npm run build/);
  });
});
