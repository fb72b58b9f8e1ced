import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../tsup.precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fiu-precompress-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'fiu-elements.js'), `export const a = ${JSON.stringify('loader '.repeat(300))};`);
  writeFileSync(join(dir, 'chunks/Login-ABCD1234.js'), `export const b = ${JSON.stringify('login '.repeat(300))};`);
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>app</p>'.repeat(100)}`);
  writeFileSync(join(dir, 'tiny.js'), 'x');
  writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 1));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress (build step)', () => {
  it('writes a brotli and a gzip twin of every script, style and page, each the same bytes when decoded', async () => {
    const written = await precompress(dir);
    for (const file of ['fiu-elements.js', 'chunks/Login-ABCD1234.js', 'index.html']) {
      const original = readFileSync(join(dir, file));
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(gz.length);
      expect(gz.length, file).toBeLessThan(original.length);
    }
    expect(written.files).toBe(3);
  });

  it('skips files a twin would not make smaller and files that are already compressed', async () => {
    await precompress(dir);
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
  });

  it('makes the same twins again on a second run (no twins of twins)', async () => {
    await precompress(dir);
    const first = readFileSync(join(dir, 'fiu-elements.js.br'));
    await precompress(dir);
    expect(readFileSync(join(dir, 'fiu-elements.js.br')).equals(first)).toBe(true);
    expect(existsSync(join(dir, 'fiu-elements.js.br.gz'))).toBe(false);
  });
});
