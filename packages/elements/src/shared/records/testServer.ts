/**
 * Test helper (never bundled): a small real HTTP server on 127.0.0.1, port 0, answering the record-list calls
 * of core-records §7 (GET/PUT /api/suspects, GET /api/approveall, the company calls of api/PATHS.md, GET
 * /api/users, GET /api/organisations, GET /media/{file}) from in-memory records, with filters, search,
 * ordering and paging. The list tests drive the real API client against it and read the requests it saw.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  json: unknown;
}

export const TOKEN = 'tok-records-0123456789abcdef012345';
export const SESSION = 'sess-records';

export const ORGS = [
  { domain: 'fiu', name: 'Financial Intelligence Unit', approval_status_enabled: false, batch_enabled: true, request_access: true, org_type: 'central' },
  { domain: 'eca', name: 'Economic Crimes Agency', approval_status_enabled: true, batch_enabled: true, request_access: true, org_type: 'partner' },
  { domain: 'cbn', name: 'Central Bank', approval_status_enabled: false, batch_enabled: false, request_access: false, org_type: 'central_bank' },
] as const;

export const USERS = [
  { _id: 'u-analyst', username: 'analyst', name: 'Ada Analyst', email: 'analyst@fiu.example', role: 'fiu', domain: 'fiu', active: true, permissions: [], phones: [], groups: [], created: '', modified: '' },
  { _id: 'u-entry', username: 'entry', name: 'Efe Entry', email: 'entry@eca.example', role: 'data_entry', domain: 'eca', active: true, permissions: [], phones: [], groups: [], created: '', modified: '' },
  { _id: 'u-admin', username: 'admin', name: 'Ade Admin', email: 'admin@eca.example', role: 'admin', domain: 'eca', active: true, permissions: [], phones: [], groups: [], created: '', modified: '' },
];

/** A signed-in user for the session store (no real sign-in needed: the server checks the token only). */
export function sessionUser(kind: 'analyst' | 'entry' | 'admin') {
  const u = USERS.find((x) => x.username === kind)!;
  const permissions = kind === 'analyst' ? ['can.view.all.subjects', 'can.view.all.companies', 'can.change.subjects', 'can.edit.subjects'] : [];
  return { ...u, permissions, token: TOKEN, session: SESSION };
}

const SURNAMES = ['Okafor', 'Bello', 'Adeyemi', 'Eze', 'Ibrahim', 'Nwosu', 'Abdullahi', 'Okonkwo'];
const OTHERS = ['Chinedu Paul', 'Amina', 'Tunde', 'Ngozi', 'Musa Sani', 'Ifeoma', 'Halima', 'Emeka'];
const STATUSES = ['pending', 'approved', 'assigned', 'treated', 'disseminated', 'archived'];

export type Row = Record<string, unknown> & { id: string; domain: string; status: string; created: string; modified: string };

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `n` subjects, deterministic: alternating organisations eca/cbn/fiu, statuses and genders. */
export function makeSubjects(n: number): Row[] {
  return Array.from({ length: n }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 1 + i, 9, i % 60));
    const domain = ['eca', 'cbn', 'fiu'][i % 3]!;
    return {
      id: `s-${pad(i, 3)}`,
      suspectid: `ABCD2601${pad((i % 28) + 1)}${pad(9 + (i % 8))}${pad(i % 60)}${pad(i % 60)}`,
      case_reference: `CASE/${pad(i, 3)}`,
      is_primary: i % 4 === 0,
      surname: SURNAMES[i % SURNAMES.length],
      othernames: OTHERS[i % OTHERS.length],
      gender: i % 2 ? 'female' : 'male',
      domain,
      status: STATUSES[i % STATUSES.length]!,
      created_by: domain === 'eca' ? 'u-entry' : 'u-analyst',
      modified_by: domain === 'eca' ? 'u-admin' : 'u-analyst',
      created: day.toISOString(),
      modified: new Date(day.getTime() + 3_600_000).toISOString(),
      photograph: i === 0 ? 'photo-0.png' : null,
      nationality: 'NG',
      telephones: [{ telephone: `23480300000${pad(i)}` }],
      information_needed: `Information ${i}`,
    };
  });
}

export function makeCompanies(n: number): Row[] {
  return Array.from({ length: n }, (_, i) => {
    const day = new Date(Date.UTC(2026, 1, 1 + i, 10, 0));
    const domain = ['eca', 'cbn', 'fiu'][i % 3]!;
    return {
      id: `c-${pad(i, 3)}`,
      companyid: `COMP2602${pad((i % 28) + 1)}1000${pad(i)}`,
      case_reference: `CO/${pad(i, 3)}`,
      name: `Company ${i} Limited`,
      is_primary: i % 3 === 0,
      domain,
      status: ['pending', 'approved', 'assigned', 'treated', 'disseminated'][i % 5]!,
      created_by: domain === 'eca' ? 'u-entry' : 'u-analyst',
      modified_by: domain === 'eca' ? 'u-entry' : 'u-analyst',
      created: day.toISOString(),
      modified: new Date(day.getTime() + 60_000).toISOString(),
      information_needed: 'Directors and accounts',
      currentcrimetype: 'Bank Fraud',
      directors: [{ surname: 'Ade', othernames: 'Bola', gender: 'male' }],
    };
  });
}

/** A 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export interface RecordsServer {
  origin: string;
  seen: SeenRequest[];
  subjects: Row[];
  companies: Row[];
  /** Requests of one method and path (without query). */
  of(method: string, path: string): SeenRequest[];
  /** Answer the next request to this path with status + json, once. */
  failNext(path: string, status: number, json?: unknown): void;
  /** Hold answers to this path until `release()` (to look at loading states). */
  hold(path: string): () => void;
  /** The users call answers 404 (the 'created by' filter falls back to a text field). */
  usersUnavailable: boolean;
  /** Domain the signed-in test user belongs to (what the server scopes partner lists to). */
  scope: { domain: string | null };
  close(): Promise<void>;
}

function listOf(rows: Row[], q: Record<string, string>, searchFields: string[], scopeDomain: string | null): { results: Row[]; count: number } {
  let out = rows.filter((r) => (scopeDomain ? r.domain === scopeDomain : true));
  if (q.domain) out = out.filter((r) => r.domain === q.domain);
  if (q.status) out = out.filter((r) => r.status === q.status);
  if (q.gender) out = out.filter((r) => r.gender === q.gender);
  if (q.created_by) out = out.filter((r) => r.created_by === q.created_by);
  if (q.created__gte) out = out.filter((r) => r.created >= q.created__gte!);
  if (q.created__lte) out = out.filter((r) => r.created <= q.created__lte!);
  if (q.search) {
    const s = q.search.toLowerCase();
    out = out.filter((r) => searchFields.some((f) => String(r[f] ?? '').toLowerCase().includes(s)));
  }
  const ordering = q.ordering ?? '-modified';
  const desc = ordering.startsWith('-');
  const field = ordering.replace(/^-/, '');
  out = [...out].sort((a, b) => {
    const x = String(a[field] ?? '');
    const y = String(b[field] ?? '');
    return (x < y ? -1 : x > y ? 1 : 0) * (desc ? -1 : 1);
  });
  const offset = Number(q.offset ?? 0);
  const limit = Number(q.limit ?? 20);
  return { results: out.slice(offset, offset + limit), count: out.length };
}

export async function startRecordsServer(opts: { subjects?: number; companies?: number } = {}): Promise<RecordsServer> {
  const seen: SeenRequest[] = [];
  const failures = new Map<string, { status: number; json: unknown }>();
  const holds = new Map<string, Promise<void>>();
  const state: RecordsServer = {
    origin: '',
    seen,
    subjects: makeSubjects(opts.subjects ?? 45),
    companies: makeCompanies(opts.companies ?? 25),
    of: (method, path) => seen.filter((s) => s.method === method && s.path === path),
    failNext: (path, status, json = { error: 'Something failed on the server' }) => void failures.set(path, { status, json }),
    hold(path) {
      let release!: () => void;
      holds.set(path, new Promise<void>((r) => (release = r)));
      return () => {
        holds.delete(path);
        release();
      };
    },
    usersUnavailable: false,
    scope: { domain: null },
    close: async () => {},
  };

  const route = (method: string, path: string, q: Record<string, string>, body: unknown, headers: IncomingHttpHeaders): [number, unknown] => {
    const failure = failures.get(path);
    if (failure) {
      failures.delete(path);
      return [failure.status, failure.json];
    }
    if (method === 'GET' && path === '/api/organisations') return [200, { results: ORGS, count: ORGS.length }];
    if (headers.token !== TOKEN) return [401, { error: 'Not signed in' }];
    if (method === 'GET' && path === '/api/users') {
      if (state.usersUnavailable) return [404, { error: 'Not found' }];
      const list = USERS.filter((u) => !q.domain || u.domain === q.domain);
      return [200, { results: list, count: list.length }];
    }
    if (method === 'GET' && path === '/api/suspects') return [200, listOf(state.subjects, q, ['surname', 'othernames', 'suspectid', 'case_reference'], state.scope.domain)];
    if (method === 'GET' && path === '/api/companies') return [200, listOf(state.companies, q, ['name', 'companyid', 'case_reference'], state.scope.domain)];
    let m: RegExpExecArray | null;
    if (method === 'PUT' && (m = /^\/api\/(suspects|companies)\/([^/]+)$/.exec(path))) {
      const rows = m[1] === 'suspects' ? state.subjects : state.companies;
      const i = rows.findIndex((r) => r.id === decodeURIComponent(m![2]!));
      if (i < 0) return [404, { error: 'Not found' }];
      rows[i] = { ...(body as Row), modified: new Date().toISOString() };
      return [200, rows[i]];
    }
    if (method === 'GET' && (path === '/api/approveall' || path === '/api/companies/approveall')) {
      const rows = path === '/api/approveall' ? state.subjects : state.companies;
      for (const r of rows) if (r.status === 'pending' && r.domain === (state.scope.domain ?? r.domain)) r.status = 'approved';
      return [200, { ok: true }];
    }
    return [404, { error: `No route ${method} ${path}` }];
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text;
      }
      const query = Object.fromEntries(url.searchParams);
      const method = req.method ?? 'GET';
      seen.push({ method, path: url.pathname, query, headers: req.headers, json });
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': '*' };
      if (method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      const held = holds.get(url.pathname);
      if (held) await held;
      if (method === 'GET' && url.pathname.startsWith('/media/')) {
        if (req.headers.token !== TOKEN) {
          res.writeHead(401, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify({ error: 'Not signed in' }));
        } else {
          res.writeHead(200, { 'Content-Type': 'image/png', ...cors }).end(PNG);
        }
        return;
      }
      const [status, body] = route(method, url.pathname, query, json, req.headers);
      res.writeHead(status, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  state.origin = `http://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((r) => server.close(() => r()));
  return state;
}
