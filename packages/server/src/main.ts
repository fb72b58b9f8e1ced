#!/usr/bin/env node
/**
 * `node packages/server/dist/main.js [--demo] [--seed-size N]`
 *
 * Environment: PORT (8080), HOST (demo mode: 127.0.0.1 unless set; else every interface), DATABASE_URL
 * (PostgreSQL; without it PGlite in FIU_DATA_DIR/pglite), FIU_DATA_DIR (<repo>/.fiu-data; uploads in its files/
 * folder), FIU_DEMO=1 (same as --demo), SMTP_URL and MAIL_FROM (required outside demo mode; demo mode without
 * them uses the dev outbox), ALLOWED_ORIGINS (comma-separated exact origins for CORS),
 * FIU_INVESTIGATE_SERVICE_KEY, TRUST_PROXY=N (trusted proxy hops), FIU_RATE_LIMIT_MAX.
 */
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { parseServerConfig } from './config.js';
import { DEMO_ORGANISATIONS, DEMO_PASSWORD, DEMO_USERS } from './core.js';
import { migrate, openDatabase } from './db/index.js';
import { isSeeded, seed } from './db/seed.js';
import { createImportRunner } from './imports/jobs/runner.js';
import { reminderScanMinutes, startReportReminders } from './jobs/report-reminders.js';
import { createMailer } from './mail/index.js';
import { originPolicy } from './middleware/cors/index.js';
import { dataDir } from './lib/paths.js';
import { refuseDemoUsers } from './startup.js';
import { registerStatic } from './static.js';

let config;
try {
  config = parseServerConfig(process.argv.slice(2), process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
// SMTP_URL (required outside demo mode, checked above) and MAIL_FROM are read by createApp's mailer.
const { demo, seedSize, port, host, allowedOrigins, rateLimits, trustProxy } = config;

const db = await openDatabase();
const applied = await migrate(db);
if (applied.length) console.log(`[db] applied migrations: ${applied.join(', ')}`);
if (!(await isSeeded(db))) {
  if (demo) {
    const n = await seed(db, { onlyIfEmpty: true, filesDir: join(dataDir(), 'files'), ...(seedSize === undefined ? {} : { size: seedSize }) });
    if (n) console.log(`[db] seeded demo data: ${n.organisations} organisations, ${n.users} users`);
  } else {
    // Demo users have a published password: they are never created outside demo mode.
    console.warn('[db] no organisations yet. Start with --demo for the demo data, or add organisations and users.');
  }
}

if (!demo) {
  // Issue 7 item 5: the demo password is published; a database that still has it is not safe outside demo mode.
  try {
    await refuseDemoUsers(db);
  } catch (err) {
    console.error((err as Error).message);
    await db.close();
    process.exit(2);
  }
}

// PGlite has no autovacuum: fresh statistics and visibility maps keep the record lists on their indexes
// (index-only scans for deep pages). Cheap at demo sizes; a few seconds at 100,000 records.
if (db.kind === 'pglite') {
  for (const table of ['subjects', 'companies']) await db.exec(`VACUUM ANALYZE ${table}`);
}

// One mailer for the API and the import runner (its end-of-import mails).
const clock = () => new Date();
const mailer = createMailer({ smtpUrl: process.env.SMTP_URL, from: process.env.MAIL_FROM, demo, db, clock, log: console });
const app = createApp({ db, demo, mailer, allowedOrigins, trustProxy, ...(rateLimits ? { rateLimits } : {}) });
// Imports run as durable jobs beside the API (imports/jobs): an unfinished one is taken up again after a restart.
const importRunner = createImportRunner({ db, mailer, clock, log: console });
importRunner.start();
// Overdue-feedback reminders (issue 11 item 5): a scan at start and every FIU_REMINDER_SCAN_MINUTES (0: off).
const scanMinutes = reminderScanMinutes(process.env.FIU_REMINDER_SCAN_MINUTES);
const reminders = scanMinutes > 0 ? startReportReminders({ db, mailer, clock, log: console, scanMinutes }) : null;
registerStatic(app, { isOriginAllowed: originPolicy({ allowedOrigins, demo }), examples: demo });

const server = serve({ fetch: app.fetch, port, ...(host ? { hostname: host } : {}) }, (info) => {
  const url = `http://localhost:${info.port}`;
  console.log(`FIU server on ${url} (${db.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}${demo ? ', demo mode' : ''})`);
  console.log(`  Listening on ${host ? `${host}, port ${info.port}` : `every interface, port ${info.port}`}`);
  if (demo) {
    // Issue 7 item 5: the demo hands out every key (/api/dev/mailbox); it stays on this machine unless told otherwise.
    console.log(
      host === '127.0.0.1' && !process.env.HOST?.trim()
        ? '  Demo mode listens on 127.0.0.1 only (this machine). Set HOST to listen elsewhere: whoever reaches it reads every key.'
        : `  Demo mode on HOST=${host}: whoever reaches this address reads every key at /api/dev/mailbox.`,
    );
    console.log(`  Organisation URL codes: ${DEMO_ORGANISATIONS.map((o) => `${o.url_code} (${o.domain})`).join(', ')}`);
    console.log(`  Demo users, password ${DEMO_PASSWORD}: ${DEMO_USERS.map((u) => `${u.username}@${u.domain}`).join(', ')}`);
    console.log(`  Secret keys are printed below and listed at ${url}/api/dev/mailbox`);
  }
});

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  // The running import stops at its next batch and waits for the next start (it re-runs without duplicates).
  server.close(() => void Promise.all([importRunner.stop(), reminders?.stop()]).finally(() => db.close().finally(() => process.exit(0))));
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
