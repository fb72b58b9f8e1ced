/**
 * Test helper: a real HTTP server on 127.0.0.1 that records each request and answers from a handler the test
 * sets. Used instead of mocking fetch, so headers, paths, query strings and bodies are checked as they go over
 * the wire. With `forwardTo(origin)` as its handler it stands in front of a real server (elements' test/server.ts
 * puts it before the reference server) and a test answers only the requests it wants to fail.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  /** Path and query as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The body's bytes as sent. */
  body: Buffer;
  /** The body as UTF-8 text. */
  text: string;
  /** Parsed JSON body, or undefined. */
  json: unknown;
  /** What the recorder answered: the status, and the body parsed when it was JSON. Set once answered. */
  answer?: { status: number; json: unknown };
}

export interface Reply {
  status?: number;
  json?: unknown;
  body?: string | Buffer;
  headers?: OutgoingHttpHeaders;
  /** Close the connection without an answer: the client sees a network failure. */
  drop?: boolean;
}

export type Handler = (req: Recorded) => Reply | Promise<Reply>;

export interface Recorder {
  origin: string;
  requests: Recorded[];
  /** Set how the next requests are answered (default: 200 `{}`). */
  handle(fn: Handler): void;
  last(): Recorded;
  /** Stops taking requests; those in flight are answered first (for at most 2 s). */
  close(): Promise<void>;
}

/** Headers that describe one connection or one encoding of a body: the recorder writes its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const withoutHopByHop = (headers: IncomingHttpHeaders | OutgoingHttpHeaders): OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())));

function parsed(body: string | Buffer, type: OutgoingHttpHeaders[string]): unknown {
  if (!String(type ?? '').includes('json') || !body.length) return undefined;
  try {
    return JSON.parse(body.toString());
  } catch {
    return undefined;
  }
}

export async function startRecorder(): Promise<Recorder> {
  const requests: Recorded[] = [];
  let handler: Handler = () => ({ json: {} });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        const u = new URL(req.url ?? '/', 'http://x');
        const rec: Recorded = { method: req.method ?? '', url: req.url ?? '', path: u.pathname, query: u.searchParams, headers: req.headers, body, text, json };
        requests.push(rec);
        let reply: Reply;
        try {
          reply = await handler(rec);
        } catch (error) {
          console.error('[recorder] the handler failed:', error);
          reply = { status: 599, json: { error: `recorder handler failed: ${String(error)}` } };
        }
        if (reply.drop) {
          req.socket.destroy();
          return;
        }
        const headers = withoutHopByHop(reply.headers ?? {});
        let out: string | Buffer = '';
        if (reply.json !== undefined) {
          out = JSON.stringify(reply.json);
          headers['content-type'] ??= 'application/json';
        } else if (reply.body !== undefined) {
          out = reply.body;
        }
        rec.answer = { status: reply.status ?? 200, json: reply.json ?? parsed(out, headers['content-type']) };
        res.writeHead(reply.status ?? 200, headers);
        res.end(req.method === 'HEAD' ? undefined : out);
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
    // Requests in flight get their answers (a page torn down later would print each cut one as an error);
    // after 2 s the rest are cut.
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      }),
  };
}

/**
 * A handler that passes each request on to `origin` unchanged (method, path, query, headers, bytes) and answers
 * with what that server answered; a connection that server cuts is cut here too. Node's own http client, so it
 * works in a happy-dom test too (whose fetch is a browser's, with CORS).
 */
export function forwardTo(origin: string): (req: Recorded) => Promise<Reply> {
  const to = new URL(origin);
  return (req) =>
    new Promise<Reply>((resolve) => {
      const cut = () => resolve({ drop: true });
      const out = httpRequest(
        // A connection of its own each time: a kept-alive one may be closed by the server as it is reused.
        { host: to.hostname, port: to.port, method: req.method, path: req.url, agent: false, headers: { ...withoutHopByHop(req.headers), host: to.host, 'content-length': req.body.length } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: withoutHopByHop(res.headers), body: Buffer.concat(chunks) }));
          res.on('error', cut);
        },
      );
      out.on('error', cut);
      out.end(req.body);
    });
}

/** An origin where nothing listens (a server started and closed): calls to it fail at the network level. */
export async function deadOrigin(): Promise<string> {
  const s = await startRecorder();
  await s.close();
  return s.origin;
}
