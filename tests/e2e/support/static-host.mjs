// A third-party host for the examples on another origin (127.0.0.1:STATIC_PORT) while the API runs on
// localhost: the cross-origin case a real host page is in. Plain node:http, no dependencies.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../examples/', import.meta.url));
const port = Number(process.env.STATIC_PORT ?? 8092);
const host = process.env.STATIC_HOST ?? '127.0.0.1';
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css' };

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  // A test's own host page, served from this real origin: /page?html=<the page> (a page that Playwright
  // fulfils itself has no address, and Chromium then refuses its requests to the loopback API).
  // A host page without an icon: no 404 in the console of every page served here.
  if (url.pathname === '/favicon.ico') {
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === '/page') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(url.searchParams.get('html') ?? '');
    return;
  }
  const path = decodeURIComponent(url.pathname);
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  // Never serve outside examples/, and never the investigate host's server code.
  if (!file.startsWith(root) || file.split(sep).some((p) => p.startsWith('.')) || file.endsWith('host-server.mjs')) {
    res.writeHead(404).end('not found');
    return;
  }
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}).listen(port, host, () => console.log(`static host: http://${host}:${port}/`));
