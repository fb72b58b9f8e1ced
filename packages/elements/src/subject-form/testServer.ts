/**
 * Test helper (never bundled): a tiny real HTTP server on 127.0.0.1 that keeps subjects in memory and answers
 * the subject form's calls as the HTTP contract says (docs/wip/contracts.md, core's api/PATHS.md):
 * GET/POST /api/suspects, PUT /api/suspects/{id}, PUT /api/upload/{name}, POST /api/audit, GET /media/{file}.
 * Records are checked with core's subjectSchema, as the reference server does, so a 400 carries real field
 * errors. The form's tests drive core's real API client against it over the wire.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { subjectSchema } from '@fiu/core/schemas/subject';
import { validate } from '@fiu/core/schemas/validate';

export interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  json: unknown;
}

type Rec = Record<string, unknown>;

export interface SubjectServer {
  origin: string;
  seen: Seen[];
  subjects: Map<string, Rec>;
  /** The domain new subjects are stamped with (the signed-in user's, as the real server does). */
  domain: string;
  /** Answer the next matching call (default: any) with this status and body, once. */
  failNext(status: number, json: unknown, match?: (method: string, path: string) => boolean): void;
  /** Drop the connection of the next matching call without an answer (a network failure), once. */
  dropNext(match?: (method: string, path: string) => boolean): void;
  /** Answer the next matching call only after `ms` milliseconds, once. */
  slowNext(ms: number, match?: (method: string, path: string) => boolean): void;
  /** Calls of one method and path prefix. */
  calls(method: string, prefix: string): Seen[];
  close(): Promise<void>;
}

/** A 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let counter = 0;
const newId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export async function startSubjectServer(initial: Rec[] = []): Promise<SubjectServer> {
  const seen: Seen[] = [];
  const subjects = new Map<string, Rec>(initial.map((s) => [String(s.id), s]));
  const failures: { status: number | 'drop'; json: unknown; match: (m: string, p: string) => boolean }[] = [];
  const delays: { ms: number; match: (m: string, p: string) => boolean }[] = [];
  const state = { domain: 'eca' };

  const save = (body: unknown, id: string | null): [number, unknown] => {
    const raw = (body ?? {}) as Rec;
    const { domain_name: _a, created_by_name: _b, modified_by_name: _c, ...rest } = raw;
    const v = validate(subjectSchema, rest);
    if (!v.ok) return [400, { error: 'The subject has errors', errors: v.errors }];
    const stored = id ? subjects.get(id) : undefined;
    if (id && !stored) return [404, { error: 'Subject not found' }];
    const now = new Date().toISOString();
    const record: Rec = {
      ...(v.data as Rec),
      id: id ?? newId(),
      domain: (stored?.domain as string | undefined) ?? state.domain,
      created_by: (stored?.created_by as string | undefined) ?? 'u-me',
      created: (stored?.created as string | undefined) ?? now,
      modified: now,
      domain_name: 'Display name',
    };
    subjects.set(String(record.id), record);
    return [id ? 200 : 201, record];
  };

  const route = (method: string, path: string, body: unknown): [number, unknown] => {
    let m: RegExpExecArray | null;
    if (method === 'GET' && (m = /^\/api\/suspects\/([^/]+)$/.exec(path))) {
      const s = subjects.get(decodeURIComponent(m[1]!));
      return s ? [200, s] : [404, { error: 'Subject not found' }];
    }
    if (method === 'POST' && path === '/api/suspects') return save(body, null);
    if (method === 'PUT' && (m = /^\/api\/suspects\/([^/]+)$/.exec(path))) return save(body, decodeURIComponent(m[1]!));
    if (method === 'PUT' && (m = /^\/api\/upload\/([^/]+)$/.exec(path))) {
      const image = (body as Rec | undefined)?.image;
      if (typeof image !== 'string' || !image.startsWith('data:image/')) return [400, { error: 'Not an image' }];
      return [200, { filename: `stored-${decodeURIComponent(m[1]!)}` }];
    }
    if (method === 'POST' && path === '/api/audit') return [201, { ok: true }];
    return [404, { error: `No route ${method} ${path}` }];
  };

  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Content-Type, Token, Session, Accept',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  };
  const send = (res: ServerResponse, status: number, answer: unknown) =>
    // A string answer goes as text/plain (a proxy's or framework's error page), anything else as JSON.
    typeof answer === 'string'
      ? res.writeHead(status, { ...cors, 'Content-Type': 'text/plain' }).end(answer)
      : res.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(answer));

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      const method = req.method ?? '';
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      seen.push({ method, path, headers: req.headers, json });
      const i = failures.findIndex((f) => f.match(method, path));
      if (i >= 0) {
        const [f] = failures.splice(i, 1);
        if (f!.status === 'drop') {
          req.socket.destroy();
          return;
        }
        send(res, f!.status, f!.json);
        return;
      }
      if (method === 'GET' && path.startsWith('/media/')) {
        res.writeHead(200, { ...cors, 'Content-Type': 'image/png' }).end(PNG_BYTES);
        return;
      }
      const [status, answer] = route(method, path, json);
      const d = delays.findIndex((x) => x.match(method, path));
      const wait = d >= 0 ? delays.splice(d, 1)[0]!.ms : 0;
      setTimeout(() => send(res, status, answer), wait);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const any = () => true;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    subjects,
    get domain() {
      return state.domain;
    },
    set domain(d: string) {
      state.domain = d;
    },
    failNext(status, json, match = any) {
      failures.push({ status, json, match });
    },
    dropNext(match = any) {
      failures.push({ status: 'drop', json: null, match });
    },
    slowNext(ms, match = any) {
      delays.push({ ms, match });
    },
    calls: (method, prefix) => seen.filter((s) => s.method === method && s.path.startsWith(prefix)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
