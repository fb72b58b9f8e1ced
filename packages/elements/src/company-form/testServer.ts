/**
 * Test helper (never bundled): a tiny real HTTP server on 127.0.0.1 that answers the company calls of
 * packages/core/src/api/PATHS.md (GET /api/companies/{id}, POST /api/companies, PUT /api/companies/{id}), so
 * the form's tests drive the real API client over the wire. `failNext` answers the next save with an error
 * body; `dropNext` closes the connection without an answer (a network failure as the browser sees it).
 * Replace with the real Hono app (packages/server/src/testing) once its companies routes exist.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  json: Record<string, unknown> | undefined;
}

export interface CompanyServer {
  origin: string;
  seen: Seen[];
  /** Stored companies by id (tests put records here). */
  companies: Map<string, Record<string, unknown>>;
  failNext(status: number, json: unknown): void;
  dropNext(): void;
  /** Hold the next save's answer until the returned function is called. */
  holdNext(): () => void;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, Token, Session, Attempt, Accept',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
};

export async function startCompanyServer(): Promise<CompanyServer> {
  const seen: Seen[] = [];
  const companies = new Map<string, Record<string, unknown>>();
  let failure: { status: number; json: unknown } | 'drop' | null = null;
  let next = 1;
  let hold: Promise<void> | null = null;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      if (req.method !== 'OPTIONS' && req.method !== 'GET' && hold) {
        const wait = hold;
        hold = null;
        await wait;
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      let json: Record<string, unknown> | undefined;
      try {
        json = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      } catch {
        json = undefined;
      }
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      seen.push({ method: req.method ?? '', path, headers: req.headers, json });
      const send = (status: number, body: unknown) =>
        typeof body === 'string'
          ? res.writeHead(status, { ...CORS, 'Content-Type': 'text/plain' }).end(body)
          : res.writeHead(status, { ...CORS, 'Content-Type': 'application/json' }).end(JSON.stringify(body));

      if (failure && req.method !== 'GET') {
        const f = failure;
        failure = null;
        if (f === 'drop') {
          req.socket.destroy();
          return;
        }
        send(f.status, f.json);
        return;
      }
      const now = new Date().toISOString();
      const m = /^\/api\/companies(?:\/([^/]+))?$/.exec(path);
      if (!m) return send(404, { error: `No route ${req.method} ${path}` });
      const id = m[1] ? decodeURIComponent(m[1]) : null;
      if (req.method === 'GET' && id) {
        const c = companies.get(id);
        return c ? send(200, c) : send(404, { error: 'Not found' });
      }
      if (req.method === 'POST' && !id) {
        const newId = `c-${next++}`;
        const saved = { ...json, id: newId, companyid: `CMPY${String(next).padStart(4, '0')}`, created: now, modified: now };
        companies.set(newId, saved);
        return send(201, saved);
      }
      if (req.method === 'PUT' && id) {
        if (!companies.has(id)) return send(404, { error: 'Not found' });
        const saved = { ...companies.get(id), ...json, id, modified: now };
        companies.set(id, saved);
        return send(200, saved);
      }
      return send(405, { error: 'Method not allowed' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    companies,
    failNext(status, json) {
      failure = { status, json };
    },
    dropNext() {
      failure = 'drop';
    },
    holdNext() {
      let release = () => {};
      hold = new Promise<void>((r) => (release = r));
      return () => release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
