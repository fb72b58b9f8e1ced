/**
 * Test helper (not part of the bundle): a real HTTP server on 127.0.0.1 that records each request and
 * answers from a handler the test sets. Used instead of mocking ofetch, so headers, paths, query strings
 * and bodies are checked as they go over the wire.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  /** Path and query as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Raw body text. */
  text: string;
  /** Parsed JSON body, or undefined. */
  json: unknown;
}

export interface Reply {
  status?: number;
  json?: unknown;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

export interface TestServer {
  origin: string;
  requests: Recorded[];
  /** Set how the next requests are answered (default: 200 `{}`). */
  handle(fn: (req: Recorded) => Reply | Promise<Reply>): void;
  last(): Recorded;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const requests: Recorded[] = [];
  let handler: (req: Recorded) => Reply | Promise<Reply> = () => ({ json: {} });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        const u = new URL(req.url ?? '/', 'http://x');
        const rec: Recorded = { method: req.method ?? '', url: req.url ?? '', path: u.pathname, query: u.searchParams, headers: req.headers, text, json };
        requests.push(rec);
        const reply = await handler(rec);
        const headers: Record<string, string> = { ...reply.headers };
        let body: string | Buffer = '';
        if (reply.json !== undefined) {
          body = JSON.stringify(reply.json);
          headers['content-type'] ??= 'application/json';
        } else if (reply.body !== undefined) {
          body = reply.body;
        }
        res.writeHead(reply.status ?? 200, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle(fn) {
      handler = fn;
    },
    last() {
      const r = requests.at(-1);
      if (!r) throw new Error('no request recorded');
      return r;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

/** An origin where nothing listens (a server started and closed): calls to it fail at the network level. */
export async function deadOrigin(): Promise<string> {
  const s = await startTestServer();
  await s.close();
  return s.origin;
}
