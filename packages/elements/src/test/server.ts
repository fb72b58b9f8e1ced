/**
 * Test helper: the one way an element test gets a server. The real reference server (`@fiu/server/testing`:
 * the Hono app on an in-memory PGlite with the demo seed, in a worker thread) behind core's request recorder,
 * which forwards every request to it unless the test says otherwise, and records what the page sent and what
 * came back. Start one per test file, in beforeAll, and close it in afterAll; give `origin` (the recorder's) to
 * `configure({ apiBase })`.
 *
 * A test answers a request itself only for a failure the real server cannot produce: a 500 or a 429, a
 * network drop, a plain-text body, a slow answer, an answer the server would never give (an inactive user
 * signed in). `answerNext` takes a reply, or a function that gets the request and `forward()` (the real
 * server's answer) to delay or alter it.
 *
 * Records a test needs are made on the server as a user would (`call(user, '/api/suspects', { method: 'POST',
 * body })`), so ids, codes and bookkeeping are the server's; a permission set no demo user has is given to a
 * demo user with `setPermissions` (and put back after the test).
 */
import { get } from 'node:http';
import { configure, resetSharedCore, setOrganisation, signIn, type Organisation, type SignedInUser } from '@fiu/core';
import { forwardTo, startRecorder, type Recorded, type Reply } from '@fiu/core/test/recorder';
import { startTestServer, type Mail, type TestReport } from '@fiu/server/testing';

export type { Recorded, Reply, Mail };

/** 'METHOD /path' or '/path' (any method but a CORS preflight), the path without its query; or a predicate. */
export type Match = string | ((req: Recorded) => boolean);

/** The real server's answer, JSON parsed when it is JSON (change `json` to alter the answer). */
export type Forward = () => Promise<Reply>;

/** Close the connection without an answer: a network failure. */
export const DROP: Reply = { drop: true };

/** The recorder's own path for `settle` (answered there, never forwarded). */
const SETTLE = '/__settle';

export interface ElementTestServer {
  /** The recorder's origin: what the page calls. */
  origin: string;
  /** The real server's own origin, for a test's own calls (not recorded). */
  serverOrigin: string;
  /** What the page sent, in order; CORS preflights (the browser's, not the page's) left out. */
  readonly requests: Recorded[];
  /** Requests of one method and path (without the query). */
  of(method: string, path: string): Recorded[];
  /** Forget the recorded requests, and the answers and holds not used yet: a clean slate for the next test. */
  clear(): void;
  /**
   * Resolves when the requests the page has sent so far have reached the recorder: one request of its own,
   * sent behind them and answered. Before `clear`, so that a load of an element of the test before (sent just
   * before the page was cleared) is not recorded as the next test's.
   */
  settle(): Promise<void>;
  /** A demo user ('entry@eca') signed in through both steps, key from the dev mailbox: a fresh session each time. */
  signIn(ref: string): Promise<SignedInUser>;
  /** A demo organisation as the server lists it. */
  organisation(domain: string): Promise<Organisation>;
  /** The dev outbox, newest first. */
  mailbox(): Promise<Mail[]>;
  /** The newest `Label: KEY` line mailed to `to` ('Secret key', or 'Reset key'). */
  keyMailedTo(to: string, label?: string): Promise<string>;
  /** The real server, not recorded, as `user` (null: anonymous): JSON in and out; throws unless 2xx. */
  call<T = unknown>(user: SignedInUser | null, path: string, init?: { method?: string; body?: unknown }): Promise<T>;
  /** As `call`, whatever the status: the status and the JSON answer (a refusal is what a test looks at). */
  send<T = unknown>(user: SignedInUser | null, path: string, init?: { method?: string; body?: unknown }): Promise<{ status: number; json: T }>;
  /** Answer the next request that matches with `reply` instead of the real server; `times` requests (default 1, or Infinity). */
  answerNext(match: Match, reply: Reply | ((req: Recorded, forward: Forward) => Reply | Promise<Reply>), times?: number): void;
  /** Hold the requests that match until the returned function is called (to look at loading states). */
  hold(match: Match): () => void;
  /** Subjects and companies back to the seed's (users and sessions stay). */
  reset(): Promise<void>;
  /**
   * Gives a demo user these permissions on the server (for a combination no demo user has); its sessions have
   * them from their next request, and a new `signIn` returns them. They stay until set again: put them back.
   */
  setPermissions(ref: string, permissions: string[]): Promise<void>;
  /** An intelligence report written into the server's database (no report routes needed); resolves with its id. */
  addReport(report: TestReport): Promise<string>;
  close(): Promise<void>;
}

function matcher(match: Match): (req: Recorded) => boolean {
  if (typeof match === 'function') return match;
  const [method, path] = match.includes(' ') ? match.split(' ', 2) : [null, match];
  return (req) => req.path === path && (method ? req.method === method : req.method !== 'OPTIONS');
}

/** An answer of the test's own gets the CORS headers the real server would send, or the page never sees it. */
function withCors(req: Recorded, reply: Reply): Reply {
  const origin = req.headers.origin;
  if (!origin || reply.drop || reply.headers?.['access-control-allow-origin']) return reply;
  return { ...reply, headers: { ...reply.headers, 'access-control-allow-origin': origin, 'access-control-expose-headers': 'Retry-After, X-Request-Id, Content-Disposition' } };
}

function withJson(reply: Reply): Reply {
  const type = String(reply.headers?.['content-type'] ?? '');
  if (!type.includes('json') || !reply.body?.length) return reply;
  return { ...reply, json: JSON.parse(reply.body.toString()) };
}

/** Starts the real server (`seedSize` subjects and 0.3 × as many companies; 0: organisations and users only) and the recorder. */
export async function startServer(opts: { seedSize?: number } = {}): Promise<ElementTestServer> {
  const [server, recorder] = await Promise.all([startTestServer({ seedSize: opts.seedSize ?? 0 }), startRecorder()]);
  const forward = forwardTo(server.origin);
  const answers: { match: (req: Recorded) => boolean; reply: Reply | ((req: Recorded, forward: Forward) => Reply | Promise<Reply>); times: number }[] = [];
  const holds: { match: (req: Recorded) => boolean; released: Promise<void>; release: () => void }[] = [];

  recorder.handle(async (req) => {
    if (req.path === SETTLE) return { status: 204 };
    for (const h of holds.filter((x) => x.match(req))) await h.released;
    const answer = answers.find((a) => a.match(req));
    if (!answer) return forward(req);
    if (--answer.times <= 0) answers.splice(answers.indexOf(answer), 1);
    const { reply } = answer;
    return withCors(req, typeof reply === 'function' ? await reply(req, async () => withJson(await forward(req))) : reply);
  });

  const fetchText = async (user: SignedInUser | null, path: string, init: { method?: string; body?: unknown }) => {
    const res = await fetch(`${server.origin}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(user ? { Token: user.token, Session: user.session } : {}), ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: res.status, ok: res.ok, text: await res.text() };
  };
  const call = async <T>(user: SignedInUser | null, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const { ok, status, text } = await fetchText(user, path, init);
    if (!ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const send = async <T>(user: SignedInUser | null, path: string, init: { method?: string; body?: unknown } = {}) => {
    const { status, text } = await fetchText(user, path, init);
    return { status, json: (text ? JSON.parse(text) : undefined) as T };
  };

  return {
    origin: recorder.origin,
    serverOrigin: server.origin,
    get requests() {
      return recorder.requests.filter((r) => r.method !== 'OPTIONS');
    },
    of(method, path) {
      return recorder.requests.filter((r) => r.method === method && r.path === path);
    },
    settle: () =>
      new Promise<void>((resolve, reject) => {
        get(`${recorder.origin}${SETTLE}`, (res) => res.resume().on('end', () => setImmediate(resolve))).on('error', reject);
      }),
    clear() {
      recorder.requests.length = 0;
      answers.length = 0;
      for (const h of holds.splice(0)) h.release();
    },
    signIn: (ref) => server.signIn(ref),
    async organisation(domain) {
      const { results } = await call<{ results: Organisation[] }>(null, `/api/organisations?pager=default&domain=${encodeURIComponent(domain)}`);
      if (!results[0]) throw new Error(`no organisation ${domain}`);
      return results[0];
    },
    mailbox: () => server.mailbox(),
    keyMailedTo: (to, label) => server.keyMailedTo(to, label),
    call,
    send,
    answerNext(match, reply, times = 1) {
      answers.push({ match: matcher(match), reply, times });
    },
    hold(match) {
      let release!: () => void;
      const hold = { match: matcher(match), released: new Promise<void>((r) => (release = r)), release: () => release() };
      holds.push(hold);
      return () => {
        if (holds.includes(hold)) holds.splice(holds.indexOf(hold), 1);
        release();
      };
    },
    reset: () => server.reset(),
    setPermissions: (ref, permissions) => server.setPermissions(ref, permissions),
    addReport: (report) => server.addReport(report),
    async close() {
      await recorder.close();
      await server.close();
    },
  };
}

/** Signs `user` in on this page, with their organisation (as the sign-in screens leave it). */
export async function signInAs(server: ElementTestServer, user: SignedInUser): Promise<void> {
  signIn(user);
  setOrganisation(await server.organisation(user.domain!));
}

/**
 * A clean page for the next test: no elements, a fresh shared core and storage, the server as the API base,
 * nothing recorded; signed in as `user` when one is given.
 */
export async function freshPage(server: ElementTestServer, user?: SignedInUser): Promise<void> {
  document.body.replaceChildren();
  resetSharedCore();
  localStorage.clear();
  sessionStorage.clear();
  configure({ apiBase: server.origin, mode: 'standalone' });
  if (user) await signInAs(server, user);
  await server.settle();
  server.clear();
}
