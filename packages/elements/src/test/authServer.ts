/**
 * Test helper (never bundled): a tiny real HTTP server on 127.0.0.1, port 0, that answers the auth calls of
 * the HTTP contract (docs/wip/contracts.md) with the contract's statuses. Element tests drive the real API
 * client against it, so paths, headers and bodies go over the wire as they would in a page.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  json: unknown;
}

export const ORGS = [
  {
    domain: 'fiu', name: 'Financial Intelligence Unit', approval_status_enabled: false, batch_enabled: true,
    request_access: true, org_type: 'central',
  },
  {
    domain: 'eca', name: 'Economic Crimes Agency', approval_status_enabled: true, batch_enabled: true,
    request_access: true, org_type: 'partner',
  },
  {
    domain: 'cbn', name: 'Central Bank', approval_status_enabled: false, batch_enabled: false,
    request_access: false, org_type: 'central_bank',
  },
] as const;

export const URL_CODE = 'fiudemocodexxxxxxxxxxxxxxxxxxxxx';
export const PASSWORD = 'Demo#2026';
export const KEY = 'K7Q2XM';
export const ATTEMPT = 'attempt-1';

const user = (over: Record<string, unknown> = {}) => ({
  _id: 'u-analyst', username: 'analyst', name: 'Ada Analyst', email: 'analyst@fiu.example', role: 'fiu', domain: 'fiu',
  active: true, permissions: ['can.view.users'], token: 'tok-0123456789abcdef0123456789abcdef', session: 'sess-1', ...over,
});

/** Users by username: what the key step answers for them (the server sends inactive/mobile users too, to test the client's own check). */
const USERS: Record<string, ReturnType<typeof user>> = {
  analyst: user(),
  inactive: user({ _id: 'u-inactive', username: 'inactive', name: 'In Active', active: false, role: 'data_entry', domain: 'eca' }),
  mobile: user({ _id: 'u-mobile', username: 'mobile', name: 'Mo Bile', role: 'mobile_entry', domain: 'eca' }),
};

export interface AuthServer {
  origin: string;
  seen: Seen[];
  /** Answer the next call with this instead (status + json), once. */
  failNext(status: number, json: unknown): void;
  close(): Promise<void>;
}

export async function startAuthServer(): Promise<AuthServer> {
  const seen: Seen[] = [];
  let pendingFailure: { status: number; json: unknown } | null = null;
  let attemptUser: string | null = null;

  const route = (method: string, path: string, body: Record<string, unknown>, headers: IncomingHttpHeaders): [number, unknown] => {
    if (pendingFailure) {
      const f = pendingFailure;
      pendingFailure = null;
      return [f.status, f.json];
    }
    let m: RegExpExecArray | null;
    if (method === 'GET' && (m = /^\/api\/domain\/([^/]+)$/.exec(path))) {
      const code = decodeURIComponent(m[1]!);
      const org = ORGS.find((o) => code === `${o.domain}democode`.padEnd(32, 'x'));
      return org ? [200, org] : [404, { error: 'No organisation has this URL code' }];
    }
    if (method === 'GET' && path === '/api/organisations') return [200, { results: ORGS, count: ORGS.length }];
    if (method === 'POST' && path === '/api/login/2factor') {
      const u = USERS[String(body.username)];
      if (!u) return [404, { error: 'User not found' }];
      if (body.password !== PASSWORD) return [403, { error: 'Wrong password' }];
      attemptUser = u.username;
      return [200, { attempt: ATTEMPT, sent: true }];
    }
    if (method === 'GET' && (m = /^\/api\/login\/2factor\/validate\/([^/]+)\/([^/]+)$/.exec(path))) {
      if (headers.attempt !== ATTEMPT || !attemptUser) return [403, { error: 'This key is not valid for this sign-in' }];
      if (decodeURIComponent(m[1]!) !== KEY) return [403, { error: 'The secret key is wrong or has expired' }];
      const u = USERS[attemptUser]!;
      attemptUser = null;
      return [200, u];
    }
    if (method === 'POST' && path === '/api/password/reset') return [200, { sent: true }];
    if (method === 'POST' && (m = /^\/api\/password\/validate\/([^/]+)$/.exec(path))) {
      if (decodeURIComponent(m[1]!) !== 'RESET1') return [403, { error: 'The reset key is wrong or has expired' }];
      return [200, { ok: true }];
    }
    if (method === 'POST' && path === '/api/register') {
      if (body.username === 'analyst') return [409, { error: 'This username is taken' }];
      return [201, { ok: true }];
    }
    if (method === 'POST' && path === '/api/reportupload') return [201, { ok: true }];
    return [404, { error: `No route ${method} ${path}` }];
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Content-Type, Token, Session, Attempt, Accept',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
      };
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
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      seen.push({ method: req.method ?? '', path, headers: req.headers, json });
      const [status, answer] = route(req.method ?? '', path, (json ?? {}) as Record<string, unknown>, req.headers);
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    failNext(status, json) {
      pendingFailure = { status, json };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
