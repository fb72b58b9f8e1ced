/**
 * The server the import benchmark uploads to, in a process of its own (so its RSS is the server's alone):
 * the real Hono app and the real import runner, on a fresh PGlite folder or a fresh schema of DATABASE_URL,
 * migrated and seeded with the demo organisations and users, listening on 127.0.0.1:PORT. It signs the analyst
 * in and prints one JSON line (the session headers and a subject for the statement form), then obeys lines
 * on stdin: `reset` empties the imports and their rows (the next run imports the same file again),
 * `ceiling TABLE [ROWS]` times storing the rows an import left in TABLE again (store-ceiling.ts), `quit`.
 *
 *   node --import tsx bench/imports/server.ts <pglite-folder | postgres:SCHEMA> <port>
 */
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { serve } from '@hono/node-server';
import { migrate } from '../../packages/server/src/db/migrate.js';
import { createPglite, pgliteDb } from '../../packages/server/src/db/pglite.js';
import { openPostgres } from '../../packages/server/src/db/postgres.js';
import { seed } from '../../packages/server/src/db/seed.js';
import { createImportRunner } from '../../packages/server/src/imports/jobs/runner.js';
import { storeCeiling } from './store-ceiling.js';
import { createOutboxMailer } from '../../packages/server/src/mail/index.js';
import { FAST_SCRYPT, makeApp, signIn } from '../../packages/server/src/testing/index.js';

const [where, portText] = process.argv.slice(2) as [string, string];
const pglite = where.startsWith('postgres:') ? null : await createPglite(where);
const db = pglite ? pgliteDb(pglite) : await openPostgres({ connectionString: process.env.DATABASE_URL!, schema: where.slice('postgres:'.length), max: 4 });
await migrate(db);
const clock = () => new Date();
const log = { info: () => {}, warn: (...a: unknown[]) => console.error('[server]', ...a), error: (...a: unknown[]) => console.error('[server]', ...a) };
const t = await makeApp(db, { clock, log });
await seed(db, { passwordParams: FAST_SCRYPT, size: 0, filesDir: t.filesDir });
const subjectId = randomUUID();
await db.query(
  "INSERT INTO subjects (id, suspectid, surname, othernames, status, domain, created, modified, data) VALUES ($1, 'SUS-BENCH-1', 'Bello', 'Musa', 'Approved', 'fiu', now(), now(), '{}')",
  [subjectId],
);
const analyst = await signIn(t, 'analyst', 'fiu');
const runner = createImportRunner({ db, mailer: createOutboxMailer(db, clock, log), clock, log, pollMs: 200 });
runner.start();
const server = serve({ fetch: t.app.fetch, port: Number(portText), hostname: '127.0.0.1' }, () => {
  console.log(JSON.stringify({ ready: true, kind: db.kind, headers: analyst.headers, subjectId }));
});

const quit = async () => {
  await runner.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
  await t.cleanup();
  process.exit(0);
};
createInterface({ input: process.stdin }).on('line', (line) => {
  const command = line.trim();
  if (command === 'reset') {
    void db
      .exec('TRUNCATE call_records, statement_transactions, import_refused_rows, imports CASCADE')
      .then(() => console.log(JSON.stringify({ reset: true })))
      .catch((err: unknown) => console.log(JSON.stringify({ reset: false, error: String(err) })));
  } else if (command.startsWith('ceiling ')) {
    // After an import: the storing ceilings over the rows it stored (COPY alone; the handlers' batch insert alone).
    const [table, limit] = command.slice('ceiling '.length).split(' ') as ['call_records' | 'statement_transactions', string | undefined];
    void storeCeiling(db, pglite, table, limit ? Number(limit) : undefined)
      .then((r) => console.log(JSON.stringify({ ceiling: r })))
      .catch((err: unknown) => console.log(JSON.stringify({ ceiling: null, error: String(err) })));
  } else if (command === 'quit') void quit();
});
process.on('SIGTERM', () => void quit());
