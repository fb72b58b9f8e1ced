// The investigation host's own small server (demo). It serves the host page and, on GET /ticket, asks the
// FIU API for a short-lived, single-use ticket bound to this page's origin, using a service credential that
// only this server knows (SECURITY.md promise 3). The browser never sees the credential.
//
//   FIU_API            the FIU server's origin                    (default http://localhost:8080)
//   FIU_SERVICE_KEY    the service credential, from the environment only (npm start sets the demo one)
//   HOST_PORT          this server's port                         (default 8081)
//   HOST               the interface to listen on                 (default 127.0.0.1: this machine only)
//   HOST_ORIGIN        the page's origin the ticket is bound to   (default: from the request's Host header)
//   FIU_USERNAME, FIU_DOMAIN   whom the ticket signs in            (default analyst @ fiu)
//   FIU_SUBJECT        the subject this host's case shows         (default: the first seeded demo subject)
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const api = (process.env.FIU_API ?? 'http://localhost:8080').replace(/\/+$/, '');
const serviceKey = process.env.FIU_SERVICE_KEY ?? '';
const port = Number(process.env.HOST_PORT ?? 8081);
const username = process.env.FIU_USERNAME ?? 'analyst';
const domain = process.env.FIU_DOMAIN ?? 'fiu';
// The demo seed gives its first subject a stable id (stableUuid('fiu-demo-subject:0') in the server's seed).
const subject = process.env.FIU_SUBJECT ?? '939055fd-868a-5a92-9390-f7244eef8709';
const here = (file) => fileURLToPath(new URL(file, import.meta.url));

if (!serviceKey) {
  console.error('investigate host: set FIU_SERVICE_KEY (the demo server accepts the one scripts/start.mjs sets)');
  process.exit(1);
}

const pages = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/index.html': ['index.html', 'text/html; charset=utf-8'],
  '/host.js': ['host.js', 'text/javascript; charset=utf-8'],
  '/workspace.html': ['workspace.html', 'text/html; charset=utf-8'],
  '/workspace.js': ['workspace.js', 'text/javascript; charset=utf-8'],
};

function send(res, status, body, type = 'application/json') {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://host');
  try {
    if (req.method === 'GET' && pathname === '/config') {
      // What the page needs to know; never the credential.
      return send(res, 200, { apiBase: api, domain, username, subject });
    }
    if (req.method === 'GET' && pathname === '/ticket') {
      // A real host checks its own user's session here before asking for a ticket on their behalf.
      const origin = process.env.HOST_ORIGIN ?? `http://${req.headers.host ?? `localhost:${port}`}`;
      const answer = await fetch(`${api}/api/investigate/ticket`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${serviceKey}` },
        body: JSON.stringify({ origin, username, domain }),
      });
      const body = await answer.json().catch(() => ({}));
      if (!answer.ok || typeof body.ticket !== 'string') {
        return send(res, 502, { error: body.error ?? `ticket refused (${answer.status})` });
      }
      return send(res, 200, { ticket: body.ticket });
    }
    const page = req.method === 'GET' ? pages[pathname] : undefined;
    if (page) return send(res, 200, await readFile(here(page[0])), page[1]);
    return send(res, 404, { error: 'not found' });
  } catch (error) {
    return send(res, 502, { error: `FIU API unreachable: ${error instanceof Error ? error.message : String(error)}` });
  }
  // Its /ticket hands a central-unit session to whoever asks: this machine only, unless HOST says otherwise.
}).listen(port, process.env.HOST || '127.0.0.1', () => console.log(`investigate host: http://localhost:${port}/ (FIU API ${api}; listening on ${process.env.HOST || '127.0.0.1'})`));
