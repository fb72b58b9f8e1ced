import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStatic, resolveInside } from './static.js';
import type { AppEnv } from './types.js';

let root: string;
let outside: string;
const app = new Hono<AppEnv>();
/** The production server: no `examples` option, so no /examples. */
const production = new Hono<AppEnv>();
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fiu-static-'));
  outside = await mkdtemp(join(tmpdir(), 'fiu-outside-'));
  await writeFile(join(outside, 'secret.txt'), 'TOP SECRET');
  await mkdir(join(root, 'packages/elements/dist/script'), { recursive: true });
  await mkdir(join(root, 'examples/script-tag'), { recursive: true });
  await mkdir(join(root, 'standalone/dist/assets'), { recursive: true });
  await writeFile(join(root, 'packages/elements/dist/script/fiu-elements.js'), '(()=>{import("./fiu-elements.esm.js")})()');
  await writeFile(join(root, 'packages/elements/dist/script/fiu-elements.esm.js'), 'export const configure=1');
  await writeFile(join(root, 'packages/elements/dist/script/login-AB12CD34.js'), 'export {}');
  await writeFile(join(root, 'examples/script-tag/index.html'), '<h1>host</h1>');
  await writeFile(join(root, 'standalone/dist/index.html'), '<div id=root></div>');
  // Precompressed twins, as the build writes them (tsup.precompress.ts).
  await writeFile(join(root, 'packages/elements/dist/script/login-AB12CD34.js.br'), brotliCompressSync(Buffer.from('export {}')));
  await writeFile(join(root, 'packages/elements/dist/script/login-AB12CD34.js.gz'), gzipSync(Buffer.from('export {}')));
  await writeFile(join(root, 'standalone/dist/index.html.gz'), gzipSync(Buffer.from('<div id=root></div>')));
  await writeFile(join(root, 'standalone/dist/assets/app-ZZ99YY88.js'), 'console.log(1)');
  await writeFile(join(root, 'standalone/dist/.env'), 'SECRET=1');
  await writeFile(join(root, 'package.json'), '{"workspaces": []}');
  await symlink(join(outside, 'secret.txt'), join(root, 'standalone/dist/link.txt'));
  registerStatic(app, { root, examples: true, isOriginAllowed: (o) => o === 'https://host.example' });
  registerStatic(production, { root, isOriginAllowed: () => false });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves the loader with no-cache and hashed chunks with a long cache, CORS for allowed origins only', async () => {
    const loader = await app.request('/elements/fiu-elements.js', { headers: { Origin: 'https://host.example' } });
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toContain('javascript');
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    expect(loader.headers.get('access-control-allow-origin')).toBe('https://host.example');
    const chunk = await app.request('/elements/login-AB12CD34.js', { headers: { Origin: 'https://evil.example' } });
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the loader URL with the classic loader to a classic script and with the ES module to a module request', async () => {
    const classic = await app.request('/elements/fiu-elements.js', { headers: { 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' } });
    expect(await classic.text()).toContain('import("./fiu-elements.esm.js")');
    const module = await app.request('/elements/fiu-elements.js', { headers: { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'script', Origin: 'https://host.example' } });
    expect(await module.text()).toBe('export const configure=1');
    expect(module.headers.get('access-control-allow-origin')).toBe('https://host.example');
    for (const res of [classic, module]) expect(res.headers.get('vary')).toMatch(/Sec-Fetch-Mode/);
    // Without Fetch Metadata (an old browser, curl): the classic loader, which runs both ways.
    expect(await (await app.request('/elements/fiu-elements.js')).text()).toContain('import(');
    expect(await (await app.request('/elements/fiu-elements.esm.js')).text()).toBe('export const configure=1');
  });

  it('sends the precompressed twin the browser accepts (brotli, then gzip), varying on Accept-Encoding', async () => {
    const br = await app.request('/elements/login-AB12CD34.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(Buffer.from('export {}')));
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gz = await app.request('/elements/login-AB12CD34.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gz.arrayBuffer())).toEqual(gzipSync(Buffer.from('export {}')));
    const refused = await app.request('/elements/login-AB12CD34.js', { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe('export {}');
    // No twin for this file: sent as it is.
    const plain = await app.request('/elements/fiu-elements.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // The twins are not files of their own.
    expect((await app.request('/elements/login-AB12CD34.js.br')).status).toBe(404);
    expect((await app.request('/index.html.gz')).status).toBe(404);
  });

  it('gives entry files and HTML an ETag and answers a revalidation that still matches with 304', async () => {
    for (const [path, enc] of [
      ['/elements/fiu-elements.js', ''],
      ['/', 'gzip'],
      ['/login', 'gzip'],
      ['/elements/login-AB12CD34.js', 'br'],
    ] as const) {
      const first = await app.request(path, { headers: { 'Accept-Encoding': enc } });
      const etag = first.headers.get('etag')!;
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      if (!path.includes('AB12')) expect(first.headers.get('cache-control'), path).toBe('no-cache');
      const again = await app.request(path, { headers: { 'Accept-Encoding': enc, 'If-None-Match': etag } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect(again.headers.get('etag'), path).toBe(etag);
      const changed = await app.request(path, { headers: { 'Accept-Encoding': enc, 'If-None-Match': '"other"' } });
      expect(changed.status, path).toBe(200);
    }
    // Each encoding is its own representation: its own ETag.
    const a = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    const b = await app.request('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
    expect(a.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves examples (folder → index.html) in demo mode only, never letting them run a foreign script', async () => {
    const res = await app.request('/examples/script-tag/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>host</h1>');
    // SECURITY.md: the app origin never runs a script it did not ship (issue 7 item 1).
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(\*|http|unsafe)/);
    for (const path of ['/examples/script-tag/', '/examples/script-tag/host.js', '/examples/script-tag/index.html']) {
      const off = await production.request(path);
      expect(off.status, path).toBe(404);
      expect(await off.text(), path).not.toContain('host');
    }
  });

  it('serves the app with its strict CSP and falls back to index.html for app routes', async () => {
    for (const path of ['/', '/login', '/subjects/123']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe('<div id=root></div>');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
    }
    expect((await app.request('/assets/app-ZZ99YY88.js')).headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('never leaves its folders: traversal, encoded traversal, dot-files, NUL, symlinks out', async () => {
    for (const path of [
      '/elements/../../../../package.json',
      '/elements/..%2f..%2f..%2f..%2fpackage.json',
      '/elements/%2e%2e/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/examples/..%5c..%5cpackage.json',
      '/examples/%252e%252e/package.json',
      '/.env',
      '/%2eenv',
      '/link.txt',
      '/elements/fiu-elements.js%00.png',
      `/elements/${encodeURIComponent(join(outside, 'secret.txt'))}`,
    ]) {
      const res = await app.request(path);
      const body = await res.text();
      expect(body, path).not.toContain('TOP SECRET');
      expect(body, path).not.toContain('workspaces');
      expect(body, path).not.toContain('SECRET=1');
    }
    expect(await resolveInside(join(root, 'examples'), '/../package.json')).toBeNull();
    expect(await resolveInside(join(root, 'standalone/dist'), '/%2e%2e/%2e%2e/package.json')).toBeNull();
  });

  it('does not answer /api paths with the app', async () => {
    const res = await app.request('/api/whatever');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });
});
