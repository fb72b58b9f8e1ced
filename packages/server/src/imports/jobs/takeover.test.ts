/**
 * PostgreSQL: a server killed mid-import leaves its job under a lease of 120 s; the runner of a live server takes
 * it up as soon as the dead server's database session is gone (its advisory lock freed), and not while it lives.
 * The dead server is a second connection pool on the same schema whose runner claimed the job and never ends it;
 * killing it closes its connections, as the death of its process does. PGlite has its own way (runner.ts:
 * one process per data folder; restart.test.ts kills a real server), so this file runs with DATABASE_URL only.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/postgres.js';
import type { Db } from '../../db/types.js';
import { insertImport } from '../../lib/imports.js';
import { createOutboxMailer } from '../../mail/index.js';
import { openTestDb, quietLog, type TestDb } from '../../testing/index.js';
import { createImportRunner } from './runner.js';

const url = process.env.DATABASE_URL;
let db: TestDb;
let dir: string;
const clock = () => new Date();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  if (!url) return;
  db = await openTestDb();
  dir = await mkdtemp(join(tmpdir(), 'fiu-takeover-'));
});
afterAll(async () => {
  if (!url) return;
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

const jobOf = (id: string) => db.query<{ status: string; lease_owner: string | null; attempts: number }>('SELECT status, lease_owner, attempts FROM imports WHERE id = $1', [id]).then((r) => r.rows[0]!);

async function until(what: string, test: () => Promise<boolean>, ms: number): Promise<number> {
  const t0 = Date.now();
  while (!(await test())) {
    if (Date.now() - t0 > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(50);
  }
  return Date.now() - t0;
}

describe.runIf(url)('lease takeover on PostgreSQL', () => {
  it("a killed server's import is taken up at once by a live runner, not while the server lives, and completes once", async () => {
    const user = (await db.query<{ id: string; domain: string }>("SELECT id, domain FROM users WHERE username = 'analyst'")).rows[0]!;
    const id = randomUUID();
    const file = join(dir, `${id}.txt`);
    await writeFile(file, 'calls');
    await insertImport(db, { id, kind: 'cdr', fileName: 'calls.csv', sha256: null, size: null, storedFile: file, createdBy: user.id, domain: user.domain, now: clock() });

    // The server that will be killed: its runner claims the job (120 s lease) and works on it for ever.
    const doomed: Db = await openPostgres({ connectionString: url!, schema: db.label, max: 2 });
    const a = createImportRunner({ db: doomed, mailer: createOutboxMailer(doomed, clock, quietLog), clock, log: quietLog, leaseMs: 120_000, handlers: { cdr: () => new Promise(() => {}) } });
    void a.runOnce().catch(() => {});
    await until('the first runner claims the job', async () => (await jobOf(id)).lease_owner === a.owner, 10_000);

    let ran = 0;
    const b = createImportRunner({
      db, mailer: createOutboxMailer(db, clock, quietLog), clock, log: quietLog, leaseMs: 120_000, pollMs: 100,
      handlers: { cdr: async () => ((ran += 1), {}) },
    });
    b.start();
    try {
      // While the first server lives, its lease stands.
      await sleep(1_500);
      expect(await jobOf(id)).toMatchObject({ status: 'running', lease_owner: a.owner });
      expect(ran).toBe(0);

      await doomed.close(); // the process dies: its connections drop, its session lock with them
      const ms = await until('the live runner takes the job up and finishes it', async () => (await jobOf(id)).status === 'done', 20_000);
      expect(ms).toBeLessThan(20_000); // not the 120 s of the lease
      expect(ran).toBe(1);
      expect(await jobOf(id)).toMatchObject({ status: 'done', lease_owner: null, attempts: 2 });
    } finally {
      await b.stop();
    }
  });
});
