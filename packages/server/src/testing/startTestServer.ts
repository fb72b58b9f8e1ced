/**
 * `@fiu/server/testing`: the reference server for the tests of other packages. The real Hono app on a fresh
 * in-memory PGlite (a schema of DATABASE_URL when that is set), migrated and seeded with the demo generator,
 * served over HTTP on 127.0.0.1 on a free port, in demo mode; demo users sign in over HTTP on request, with the
 * key read from the dev mailbox. The server's own tests call `app.request` instead (./index.ts).
 *
 * It runs in a worker thread of the test's process, never in the test's own realm. Element tests run under
 * happy-dom, which replaces the realm's Request, Response and Headers with its own: @hono/node-server builds
 * every request from those, and all of them failed (500, happy-dom's Headers cannot read a Node request's
 * headers). Vite also rewrites `new URL('./migrations/', import.meta.url)` there, so the migrations would need
 * another loader. A worker has Node's own globals and no vite, and dies with the test's process; it starts as
 * fast as a child process did (both about 8 s, nearly all of it PGlite's start) without one to keep or reap.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SignedInUser } from '@fiu/core';
import { DEMO_PASSWORD, DEMO_USERS } from '../core.js';
import type { DemoServerOptions } from './demoServer.js';
import type { TestReport } from './reports.js';

export type { TestReport };

export type TestServerOptions = Partial<DemoServerOptions>;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** ISO instant. */
  sent: string;
}

export interface TestServer {
  /** `http://127.0.0.1:PORT`: the API under /api, media under /media. */
  origin: string;
  /** Signs a demo user ('entry@eca') in through the two steps, reading the key from the dev mailbox: a fresh session each time. */
  signIn(ref: string): Promise<SignedInUser>;
  /** The dev outbox, newest first. */
  mailbox(): Promise<Mail[]>;
  /** The newest `Label: KEY` line mailed to `to` ('Secret key' for sign-in, 'Reset key' for a password reset). */
  keyMailedTo(to: string, label?: string): Promise<string>;
  /** Subjects and companies back to what the seed made; users and sessions stay. */
  reset(): Promise<void>;
  /**
   * Gives a demo user ('missionentry@mission') these permissions (no demo user has the combination a test
   * needs); its sessions have them from their next request, and they stay until set again (reset keeps users).
   */
  setPermissions(ref: string, permissions: string[]): Promise<void>;
  /** An intelligence report written into the database (testing/reports.ts); resolves with its id. */
  addReport(report: TestReport): Promise<string>;
  close(): Promise<void>;
}

/** Starts the server (seed size 0 unless told: organisations, users and lookups only). */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const workerData: DemoServerOptions = { seedSize: opts.seedSize ?? 0, ...(opts.allowedOrigins ? { allowedOrigins: opts.allowedOrigins } : {}) };
  // A path, not `new URL('./worker.mjs', import.meta.url)`: vite rewrites that pattern in a happy-dom test.
  const worker = new Worker(join(dirname(fileURLToPath(import.meta.url)), 'worker.mjs'), { workerData });
  worker.unref();
  const origin = await new Promise<string>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the test server's worker exited (${code}) before it was ready`)));
    worker.once('message', (m: { ready: string }) => resolve(m.ready));
  });

  let calls = 0;
  const pending = new Map<number, { resolve: (value?: unknown) => void; reject: (e: Error) => void }>();
  worker.on('message', (m: { id?: number; value?: unknown; error?: string }) => {
    const p = m.id === undefined ? undefined : pending.get(m.id);
    if (!p) return;
    pending.delete(m.id!);
    if (m.error) p.reject(new Error(m.error));
    else p.resolve(m.value);
  });
  const call = <T = void>(op: 'reset' | 'close' | 'permissions' | 'report', args: { ref?: string; permissions?: string[]; report?: TestReport } = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = ++calls;
      pending.set(id, { resolve: resolve as (value?: unknown) => void, reject });
      worker.postMessage({ id, op, ...args });
    });

  const json = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetch(`${origin}${path}`, init);
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const mailbox = () => json<Mail[]>('/api/dev/mailbox');
  const keyMailedTo = async (to: string, label = 'Secret key') => {
    const mail = (await mailbox()).find((m) => m.to === to && m.text.includes(`${label}: `));
    const key = mail && new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.text)?.[1];
    if (!key) throw new Error(`no "${label}:" mailed to ${to}`);
    return key;
  };

  // One sign-in at a time: two at once for one user would each read the newest key.
  let queue: Promise<unknown> = Promise.resolve();
  const signInNow = async (ref: string): Promise<SignedInUser> => {
    const [username, domain] = ref.split('@') as [string, string];
    const demo = DEMO_USERS.find((u) => u.username === username && u.domain === domain);
    if (!demo) throw new Error(`${ref} is not a demo user (core's demo fixtures)`);
    const { attempt } = await json<{ attempt: string }>('/api/login/2factor', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, domain, password: DEMO_PASSWORD, scope: 'fiu-web' }),
    });
    const key = await keyMailedTo(demo.email);
    return json<SignedInUser>(`/api/login/2factor/validate/${encodeURIComponent(key)}/${encodeURIComponent(domain)}`, { headers: { Attempt: attempt } });
  };

  return {
    origin,
    signIn(ref) {
      const next = queue.then(() => signInNow(ref));
      queue = next.catch(() => {});
      return next;
    },
    mailbox,
    keyMailedTo,
    reset: () => call('reset'),
    setPermissions: (ref, permissions) => call('permissions', { ref, permissions }),
    addReport: (report) => call<string>('report', { report }),
    async close() {
      await call('close');
      await worker.terminate();
    },
  };
}
