import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, posix, resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import { findRepoRoot } from './lib/paths.js';
import { APP_CSP } from './middleware/security-headers/index.js';
import type { AppEnv } from './types.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Host pages of examples/ are third-party stand-ins served on the app's own origin (demo mode only): their
 * inline hostile CSS is allowed, but scripts come from this origin only. Otherwise `?api=` could make the
 * page load a foreign script that reads the app's session from this origin's storage (issue 7 item 1).
 */
export const EXAMPLES_CSP = "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

/**
 * A chunk name with a content hash (esbuild: `name-ABCD1234.js`) never changes content. A hash has a digit or
 * an upper-case letter, which tells it from a word such as `fiu-elements.js` (the loader, always revalidated).
 */
const HASHED = /-(?=[A-Za-z0-9_]*[A-Z0-9])[A-Za-z0-9_]{8,}\.(?:m?js|css|map)$/;

/** The script tag's documented file (the classic loader) and the ES module entry beside it. */
const LOADER = 'fiu-elements.js';
const MODULE_ENTRY = 'fiu-elements.esm.js';

export interface StaticOptions {
  /** Repository root; default: found from this module. */
  root?: string;
  /** CORS for /elements/*: the same origin list as the API. */
  isOriginAllowed: (origin: string) => boolean;
  /** Serve examples/ under /examples (demo mode only; the production server never serves them). */
  examples?: boolean;
}

/**
 * The file under `root` that `urlPath` names, or null. Refuses anything that would leave the folder:
 * `..` (plain or encoded), NUL, dot-files, and symlinks pointing outside.
 */
export async function resolveInside(root: string, urlPath: string): Promise<string | null> {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // The precompressed twins are sent in place of their file, never as files of their own.
  if (rel.includes('\0') || rel.includes('\\') || TWIN.test(rel)) return null;
  const normal = posix.normalize('/' + rel);
  if (normal.split('/').some((s) => s.startsWith('.'))) return null;
  const base = resolve(root);
  const full = resolve(base, '.' + normal);
  if (full !== base && !full.startsWith(base + sep)) return null;
  try {
    let path = full;
    if ((await stat(path)).isDirectory()) path = join(path, 'index.html');
    const [real, realBase] = await Promise.all([realpath(path), realpath(base)]);
    if (!real.startsWith(realBase + sep)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

/** The build's precompressed twins (tsup.precompress.ts), best first: `name.js.br`, `name.js.gz`. */
const TWINS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;
const TWIN = /\.(?:br|gz)$/i;

/** May the answer use this content coding? (RFC 9110 §12.5.3: q=0 refuses; `*` stands for the others.) */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  let star: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name.trim() === coding) return q > 0;
    if (name.trim() === '*') star = q;
  }
  return star !== undefined && star > 0;
}

/** Strong ETags of the files sent, by content; recomputed when a file's size or time changes (a new build). */
const etags = new Map<string, { stamp: string; etag: string }>();
async function etagOf(path: string, body: Buffer, stamp: string): Promise<string> {
  const known = etags.get(path);
  if (known?.stamp === stamp) return known.etag;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  etags.set(path, { stamp, etag });
  return etag;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/**
 * Sends `file`, or its precompressed twin when the browser accepts that coding (Vary: Accept-Encoding), with
 * a strong ETag of the bytes sent; a revalidation whose If-None-Match still matches gets 304 and no body.
 */
async function send(c: Context, file: string, headers: Record<string, string>): Promise<Response> {
  const accept = c.req.header('accept-encoding');
  let path = file;
  let encoding: string | undefined;
  for (const [coding, ext] of TWINS) {
    if (acceptsEncoding(accept, coding) && (await stat(file + ext).then((s) => s.isFile(), () => false))) {
      path = file + ext;
      encoding = coding;
      break;
    }
  }
  const [body, info] = await Promise.all([readFile(path), stat(path)]);
  const etag = await etagOf(path, body, `${info.size}:${info.mtimeMs}`);
  const common = { ...headers, Vary: headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding', ETag: etag };
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, common);
  return c.body(body, 200, {
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...common,
  });
}

/**
 * Static files for `npm start` (main.ts): /elements/* (script-tag build), /examples/* (demo mode), and the standalone
 * app for every other GET with the SPA fallback to its index.html.
 */
export function registerStatic(app: Hono<AppEnv>, opts: StaticOptions): void {
  const root = opts.root ?? findRepoRoot();
  const elementsDir = join(root, 'packages/elements/dist/script');
  const examplesDir = join(root, 'examples');
  const appDir = join(root, 'standalone/dist');
  const notFound = (c: Context) => c.json({ error: 'Not found' }, 404);
  // The raw (still percent-encoded) path: resolveInside decodes it exactly once.
  const rawPath = (c: Context) => new URL(c.req.url).pathname;

  app.get('/elements/*', async (c) => {
    const origin = c.req.header('origin');
    const cors: Record<string, string> = { Vary: 'Origin, Sec-Fetch-Mode' };
    if (origin && opts.isOriginAllowed(origin)) cors['Access-Control-Allow-Origin'] = origin;
    let path = rawPath(c).slice('/elements'.length);
    // One documented URL, both ways: a module request for the loader (`<script type="module">`, `import {
    // configure }`: always CORS mode) gets the ES module entry; a classic `<script src>` the classic loader.
    if (path === `/${LOADER}` && c.req.header('sec-fetch-mode') === 'cors') path = `/${MODULE_ENTRY}`;
    const file = await resolveInside(elementsDir, path);
    if (!file) return c.json({ error: 'Not found' }, 404, cors);
    // The loader's name is fixed, so it must be revalidated; hashed chunks never change.
    const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
    return send(c, file, { ...cors, 'Cache-Control': cache, 'Cross-Origin-Resource-Policy': 'cross-origin' });
  });

  app.get('/examples/*', async (c) => {
    if (!opts.examples) return notFound(c);
    const file = await resolveInside(examplesDir, rawPath(c).slice('/examples'.length));
    if (!file) return notFound(c);
    return send(c, file, { 'Cache-Control': 'no-cache', ...(file.endsWith('.html') ? { 'Content-Security-Policy': EXAMPLES_CSP } : {}) });
  });

  app.get('*', async (c) => {
    const path = rawPath(c);
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return notFound(c);
    const file = (await resolveInside(appDir, path)) ?? (extname(path) === '' ? await resolveInside(appDir, '/index.html') : null);
    if (!file) return notFound(c);
    const html = file.endsWith('.html');
    return send(c, file, {
      'Cache-Control': html || !HASHED.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(html ? { 'Content-Security-Policy': APP_CSP, 'Cross-Origin-Opener-Policy': 'same-origin' } : {}),
    });
  });
}
