/**
 * The reference server for other packages' tests, in this thread: the real Hono app on a fresh database (an
 * in-memory PGlite, or a schema of DATABASE_URL), migrated and seeded with the demo generator, listening on
 * 127.0.0.1 on a free port, in demo mode (the dev mailbox, localhost origins). Tests reach it through
 * startTestServer.ts, which runs this in a worker thread.
 */
import type { AddressInfo } from 'node:net';
import { insertReport, type TestReport } from './reports.js';
import { serve } from '@hono/node-server';
import { seed } from '../db/seed.js';
import { createImportRunner } from '../imports/jobs/runner.js';
import { createOutboxMailer } from '../mail/index.js';
import { FAST_SCRYPT, makeApp, openTestDb } from './index.js';

export interface DemoServerOptions {
  /** The demo seed's size: N subjects and 0.3 N companies (db/seed-records.ts); 0 for organisations and users only. */
  seedSize: number;
  /** Exact origins CORS allows besides the demo's http://localhost:* and http://127.0.0.1:*. */
  allowedOrigins?: string[];
}

export interface DemoServer {
  origin: string;
  /** Subjects and companies back to what the seed made (sessions and users stay). */
  reset(): Promise<void>;
  /** Gives a demo user ('missionentry@mission') these permissions; its sessions have them from their next request. */
  setPermissions(ref: string, permissions: string[]): Promise<void>;
  /** An intelligence report written into the database (testing/reports.ts); resolves with its id. */
  addReport(report: TestReport): Promise<string>;
  close(): Promise<void>;
}

const say = (level: 'warn' | 'error') => (msg: string, ...rest: unknown[]) => console[level](`[test server] ${msg}`, ...rest);

export async function serveDemo(opts: DemoServerOptions): Promise<DemoServer> {
  const db = await openTestDb({ seed: false });
  // The wall clock (makeApp's default is a test clock that stands still) and the server's own warnings and
  // errors in the test's output: a 500 in an element test is a defect to see, not to guess at.
  const t = await makeApp(db, { clock: () => new Date(), allowedOrigins: opts.allowedOrigins ?? [], log: { info: () => {}, warn: say('warn'), error: say('error') } });
  // The seed is deterministic (its PRNG starts from the size), so seeding again after a delete remakes the same records.
  const seedAll = () => seed(db, { passwordParams: FAST_SCRYPT, size: opts.seedSize, filesDir: t.filesDir });
  await seedAll();
  // The imports the tests upload are worked as on a real server (end-of-import mails in the dev outbox).
  const log = { info: () => {}, warn: say('warn'), error: say('error') };
  const importRunner = createImportRunner({ db, mailer: createOutboxMailer(db, () => new Date(), log), clock: () => new Date(), log, pollMs: 500 });
  importRunner.start();
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async reset() {
      // CASCADE: every table that refers to a record (user state, phones, accounts, reports, ...) empties with
      // them, whatever later migrations add; TRUNCATE fires no DELETE triggers, so the counts are emptied too
      // and the seed's inserts count again.
      await db.exec('TRUNCATE subjects, companies, record_counts CASCADE');
      await seedAll();
    },
    async setPermissions(ref, permissions) {
      const [username, domain] = ref.split('@');
      const r = await db.query('UPDATE users SET permissions = $1 WHERE username = $2 AND domain = $3', [permissions, username, domain]);
      if (r.rowCount !== 1) throw new Error(`no user ${ref}`);
    },
    addReport: (report) => insertReport(db, report),
    async close() {
      await importRunner.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await db.close();
      await t.cleanup();
    },
  };
}
