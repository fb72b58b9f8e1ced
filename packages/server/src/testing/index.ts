/**
 * Test helpers (not shipped): a fresh database per test file, an app with a controllable clock and quiet
 * logs, and the two-step sign-in reading the key from the dev outbox.
 *
 * With DATABASE_URL set, each file gets its own schema on that PostgreSQL (dropped at close); otherwise an
 * in-memory PGlite, started from a migrated dump (./pgliteSnapshot.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp, type CreateAppOptions } from '../app.js';
import { createOutboxMailer } from '../mail/index.js';
import { migrate } from '../db/migrate.js';
import { openPostgres } from '../db/postgres.js';
import { seed } from '../db/seed.js';
import type { Db } from '../db/types.js';
import type { Logger } from '../types.js';
import { openMigratedPglite } from './pgliteSnapshot.js';

export const DEMO_PASSWORD = 'Demo#2026';
/** Fast scrypt for seeding tests (the parameters travel in the hash, so verification still works). */
export const FAST_SCRYPT = { N: 1024, r: 8, p: 1 };

export const quietLog: Logger = { info: () => {}, warn: () => {}, error: (...a: unknown[]) => console.error(...a) };

export interface TestDb extends Db {
  /** 'pglite' or the schema name on PostgreSQL. */
  readonly label: string;
}

export async function openTestDb(opts: { seed?: boolean } = {}): Promise<TestDb> {
  let db: Db;
  let label = 'pglite';
  let drop = async () => {};
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `fiu_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    db = await openPostgres({ connectionString: url, schema, max: 5 });
    label = schema;
    drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
  } else {
    db = await openMigratedPglite();
  }
  await migrate(db);
  if (opts.seed !== false) await seed(db, { passwordParams: FAST_SCRYPT, size: 0 });
  return {
    ...db,
    label,
    async close() {
      await db.close();
      await drop();
    },
  };
}

export interface TestClock {
  (): Date;
  advance(ms: number): void;
  set(d: Date): void;
}

export function testClock(start = new Date()): TestClock {
  let t = start.getTime();
  const clock = (() => new Date(t)) as TestClock;
  clock.advance = (ms) => void (t += ms);
  clock.set = (d) => void (t = d.getTime());
  return clock;
}

const generous = { limit: 10_000, windowMs: 60_000 };

export interface TestApp {
  app: ReturnType<typeof createApp>;
  /** Warnings and errors the app logged (e.g. input that reached the database unchecked). */
  problems: string[];
  db: Db;
  clock: TestClock;
  filesDir: string;
  cleanup(): Promise<void>;
}

export async function makeApp(db: Db, opts: Partial<CreateAppOptions> = {}): Promise<TestApp> {
  const filesDir = await mkdtemp(join(tmpdir(), 'fiu-files-'));
  const clock = (opts.clock as TestClock | undefined) ?? testClock();
  const problems: string[] = [];
  const record = (...a: unknown[]) => void problems.push(a.map(String).join(' '));
  const log = { info: () => {}, warn: record, error: record };
  const app = createApp({
    db,
    demo: true,
    // The dev outbox in every mode, so tests sign in by reading keys (a real non-demo server needs SMTP_URL).
    mailer: createOutboxMailer(db, clock, log),
    allowedOrigins: ['https://host.example'],
    filesDir,
    log,
    investigateServiceKey: 'test-service-key',
    ...opts,
    clock,
    rateLimits: { signIn: generous, key: generous, reset: generous, register: generous, upload: generous, ...opts.rateLimits },
  });
  return { app, db, clock, filesDir, problems, cleanup: () => rm(filesDir, { recursive: true, force: true }) };
}

export const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** The newest mail to `to` in the dev outbox. */
export async function lastMail(db: Db, to: string): Promise<{ subject: string; text: string } | null> {
  const r = await db.query<{ subject: string; text: string }>('SELECT subject, text FROM outbox_mails WHERE "to" = $1 ORDER BY id DESC LIMIT 1', [to]);
  return r.rows[0] ?? null;
}

export const keyFrom = (text: string, label = 'Secret key'): string => {
  const m = new RegExp(`^${label}: (\\S+)$`, 'm').exec(text);
  if (!m) throw new Error(`no "${label}:" line in mail:\n${text}`);
  return m[1]!;
};

/** Step one; returns the attempt id and the mailed key. */
export async function startSignIn(t: TestApp, username: string, domain: string, password = DEMO_PASSWORD) {
  const res = await t.app.request('/api/login/2factor', jsonPost({ username, domain, password, scope: 'fiu-web' }));
  if (res.status !== 200) throw new Error(`sign-in step 1 for ${username}@${domain}: ${res.status} ${await res.text()}`);
  const { attempt } = (await res.json()) as { attempt: string };
  const mail = await lastMail(t.db, `${username}@${domain}.example`);
  return { attempt, key: keyFrom(mail!.text) };
}

export const validateKey = (t: TestApp, attempt: string, key: string, domain: string) =>
  t.app.request(`/api/login/2factor/validate/${encodeURIComponent(key)}/${encodeURIComponent(domain)}`, { headers: { Attempt: attempt } });

export interface Signed {
  _id: string;
  token: string;
  session: string;
  role: string;
  domain: string;
  headers: Record<string, string>;
}

/** Both steps; returns the SignedInUser plus ready auth headers. */
export async function signIn(t: TestApp, username: string, domain: string): Promise<Signed> {
  const { attempt, key } = await startSignIn(t, username, domain);
  const res = await validateKey(t, attempt, key, domain);
  if (res.status !== 200) throw new Error(`sign-in step 2 for ${username}@${domain}: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as Omit<Signed, 'headers'>;
  return { ...user, headers: { Token: user.token, Session: user.session } };
}

/** Every key anywhere in a JSON value (to prove secrets never leave). */
export function allKeys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) (out.add(k), allKeys(v, out));
  return out;
}
