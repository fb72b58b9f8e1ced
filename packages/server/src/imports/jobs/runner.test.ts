import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertImport } from '../../lib/imports.js';
import { createOutboxMailer } from '../../mail/index.js';
import { lastMail, openTestDb, quietLog, testClock, type TestDb } from '../../testing/index.js';
import { createImportRunner, IMPORT_INTERNAL_ERROR } from './runner.js';
import { storeRows } from './store.js';
import { ImportRefused, type ImportContext, type ImportHandler } from './types.js';

let db: TestDb;
let dir: string;
let user: { id: string; domain: string; email: string };
const clock = testClock(new Date('2026-03-01T10:00:00Z'));
const mailer = () => createOutboxMailer(db, clock, quietLog);

beforeAll(async () => {
  db = await openTestDb();
  dir = await mkdtemp(join(tmpdir(), 'fiu-jobs-'));
  user = (await db.query<typeof user>("SELECT id, domain, email FROM users ORDER BY username LIMIT 1")).rows[0]!;
  await db.exec('CREATE TABLE job_test_rows (k text PRIMARY KEY, import_id uuid, sheet text, source_row integer, v text)');
});
afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.exec('TRUNCATE job_test_rows');
});

/** A "file" of lines: `key` or `!reason` for a row the handler refuses. */
async function queue(lines: string[], kind: 'cdr' | 'statement' = 'cdr'): Promise<{ id: string; file: string }> {
  const id = randomUUID();
  const file = join(dir, `${id}.txt`);
  await writeFile(file, lines.join('\n'));
  await insertImport(db, { id, kind, fileName: 'calls.csv', sha256: null, size: null, storedFile: file, createdBy: user.id, domain: user.domain, now: clock() });
  clock.advance(1);
  return { id, file };
}

/** The handler contract under test: batches of 10, idempotent stores, refused rows, progress per batch. */
function lineHandler(hooks: { afterBatch?: (n: number, ctx: ImportContext) => Promise<void> } = {}): ImportHandler {
  return async (ctx) => {
    const lines = (await readFile(ctx.job.stored_file!, 'utf8')).split('\n');
    await ctx.progress({ total: lines.length });
    for (let b = 0; b * 10 < lines.length; b++) {
      const batch = lines.slice(b * 10, b * 10 + 10).map((text, i) => ({ text, row: b * 10 + i + 2 }));
      const ok = batch.filter((l) => !l.text.startsWith('!'));
      for (const bad of batch.filter((l) => l.text.startsWith('!'))) await ctx.refuse({ sheet: '', row: bad.row, reason: bad.text.slice(1), cells: [bad.text] });
      const r = await storeRows(ctx.db, { table: 'job_test_rows', key: 'k', columns: [{ name: 'v', type: 'text' }] }, ctx.job.id, ok.map((l) => ({ key: l.text, sheet: '', row: l.row, values: [l.text] })));
      await ctx.progress({ read: batch.length, stored: r.stored, duplicate: r.duplicate, refused: batch.length - ok.length });
      await hooks.afterBatch?.(b, ctx);
    }
    return { quality: [{ check: 'duplicate_transaction', count: 0, message: 'No duplicates', rows: [] }] };
  };
}

/** The imports row, its bigint counters as numbers (node-postgres gives them as text, PGlite as numbers). */
const job = (id: string) =>
  db.query<Record<string, unknown>>('SELECT * FROM imports WHERE id = $1', [id]).then((r) =>
    Object.fromEntries(Object.entries(r.rows[0]!).map(([k, v]) => [k, k.startsWith('rows_') && v !== null ? Number(v) : v])),
  );
const rowsOf = (id: string) => db.query<{ n: string }>('SELECT count(*) AS n FROM job_test_rows WHERE import_id = $1', [id]).then((r) => Number(r.rows[0]!.n));
const lines = (n: number, refuseEvery = 0) => Array.from({ length: n }, (_, i) => (refuseEvery && i % refuseEvery === 0 ? `!bad row ${i}` : `key-${i}`));

describe('import runner', () => {
  it('runs a job to the end: counters, quality, refused rows, file removed, mail sent', async () => {
    const { id, file } = await queue(lines(95, 10));
    const runner = createImportRunner({ db, mailer: mailer(), clock, log: quietLog, handlers: { cdr: lineHandler() }, progressEveryMs: 0 });
    expect(await runner.runOnce()).toBe(id);
    const j = await job(id);
    expect(j).toMatchObject({ status: 'done', rows_read: 95, rows_stored: 85, rows_duplicate: 0, rows_refused: 10, rows_total: 95, error: null, stored_file: null });
    expect(j.quality).toEqual([{ check: 'duplicate_transaction', count: 0, message: 'No duplicates', rows: [] }]);
    expect(existsSync(file)).toBe(false);
    expect(await rowsOf(id)).toBe(85);
    const refused = await db.query('SELECT count(*)::int AS n FROM import_refused_rows WHERE import_id = $1', [id]);
    expect(refused.rows[0]).toEqual({ n: 10 });
    const mail = await lastMail(db, user.email);
    expect(mail!.subject).toBe('Import finished: call records "calls.csv"');
    expect(mail!.text).toContain('Rows read: 95\nStored: 85\nAlready present (not stored again): 0\nRefused: 10');
    expect(mail!.text).toContain(`/api/imports/${id}/refused`);
    expect(mail!.text).not.toContain('key-1');
    expect(await runner.runOnce()).toBeNull();
  });

  it('a shutdown mid-file stops at a batch boundary; the next runner re-runs it: every row once, counters right', async () => {
    const { id } = await queue(lines(100, 7));
    let reached!: () => void;
    const atBatch3 = new Promise<void>((r) => (reached = r));
    let go!: () => void;
    const gate = new Promise<void>((r) => (go = r));
    const a = createImportRunner({
      db, mailer: mailer(), clock, log: quietLog, progressEveryMs: 0,
      handlers: { cdr: lineHandler({ afterBatch: async (b) => { if (b === 3) { reached(); await gate; } } }) },
    });
    const running = a.runOnce();
    await atBatch3;
    const stopped = a.stop();
    go();
    await stopped;
    await running;
    expect(await job(id)).toMatchObject({ status: 'queued', lease_owner: null, attempts: 0 });
    expect(await rowsOf(id)).toBeGreaterThan(0);
    expect(await rowsOf(id)).toBeLessThan(85);

    const b = createImportRunner({ db, mailer: mailer(), clock, log: quietLog, handlers: { cdr: lineHandler() } });
    expect(await b.runOnce()).toBe(id);
    expect(await job(id)).toMatchObject({ status: 'done', rows_read: 100, rows_stored: 85, rows_duplicate: 0, rows_refused: 15, attempts: 1 });
    expect(await rowsOf(id)).toBe(85);
  });

  it('a job whose server died (lease expired) is claimed again and completes with every row exactly once', async () => {
    const { id } = await queue(lines(60));
    // The dead server's state: half the rows stored, the job running under its lease.
    const half = lines(30).map((k, i) => ({ key: k, sheet: '', row: i + 2, values: [k] }));
    await storeRows(db, { table: 'job_test_rows', key: 'k', columns: [{ name: 'v', type: 'text' }] }, id, half);
    await db.query("UPDATE imports SET status = 'running', attempts = 1, lease_owner = 'dead', lease_until = $2, rows_read = 30 WHERE id = $1", [id, new Date(clock().getTime() + 60_000)]);
    const b = createImportRunner({ db, mailer: mailer(), clock, log: quietLog, handlers: { cdr: lineHandler() }, leaseMs: 60_000 });
    expect(await b.runOnce()).toBeNull(); // the lease still holds
    clock.advance(60_001);
    expect(await b.runOnce()).toBe(id);
    expect(await job(id)).toMatchObject({ status: 'done', rows_read: 60, rows_stored: 60, rows_duplicate: 0, attempts: 2 });
    expect(await rowsOf(id)).toBe(60);
  });

  it('the same rows from another import are duplicates, not new rows', async () => {
    const first = await queue(lines(20));
    const second = await queue(lines(25));
    const r = createImportRunner({ db, mailer: mailer(), clock, log: quietLog, handlers: { cdr: lineHandler() } });
    await r.runOnce();
    await r.runOnce();
    expect(await job(second.id)).toMatchObject({ rows_read: 25, rows_stored: 5, rows_duplicate: 20 });
    expect(await rowsOf(first.id)).toBe(20);
  });

  it('two runners on one database never run one job twice', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => queue(lines(5)).then((q) => q.id)));
    const runs = new Map<string, number>();
    const counting: ImportHandler = async (ctx) => {
      runs.set(ctx.job.id, (runs.get(ctx.job.id) ?? 0) + 1);
      await ctx.progress({ read: 1, stored: 1 });
      await new Promise((r) => setImmediate(r));
      return {};
    };
    const a = createImportRunner({ db, mailer: mailer(), clock, log: quietLog, handlers: { cdr: counting }, pollMs: 20 });
    const b = createImportRunner({ db, mailer: mailer(), clock, log: quietLog, handlers: { cdr: counting }, pollMs: 20 });
    a.start();
    b.start();
    for (;;) {
      const r = await db.query<{ n: string }>("SELECT count(*) AS n FROM imports WHERE id = ANY($1) AND status = 'done'", [ids]);
      if (Number(r.rows[0]!.n) === ids.length) break;
      await new Promise((res) => setTimeout(res, 20));
    }
    await Promise.all([a.stop(), b.stop()]);
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
  });

  it('a handler that refuses the file fails the job with its message, and the user is told', async () => {
    const { id, file } = await queue(lines(3));
    const refusing: ImportHandler = async () => {
      throw new ImportRefused('File not uploaded check Excel headers');
    };
    await createImportRunner({ db, mailer: mailer(), clock, log: quietLog, handlers: { cdr: refusing } }).runOnce();
    expect(await job(id)).toMatchObject({ status: 'failed', error: 'File not uploaded check Excel headers', stored_file: null });
    expect(existsSync(file)).toBe(false);
    const mail = await lastMail(db, user.email);
    expect(mail!.subject).toBe('Import failed: call records "calls.csv"');
    expect(mail!.text).toContain('failed: File not uploaded check Excel headers');
  });

  it('a defect in a handler fails the job with a generic text (the details go to the log)', async () => {
    const { id } = await queue(lines(3));
    const logged: unknown[] = [];
    const broken: ImportHandler = async () => {
      throw new Error('relation "secret_table" does not exist');
    };
    await createImportRunner({ db, mailer: mailer(), clock, log: { ...quietLog, error: (...a) => void logged.push(a) }, handlers: { cdr: broken } }).runOnce();
    expect(await job(id)).toMatchObject({ status: 'failed', error: IMPORT_INTERNAL_ERROR });
    expect(logged).toHaveLength(1);
  });

  it('a job that keeps killing its server is failed after its last attempt', async () => {
    const { id } = await queue(lines(3));
    await db.query("UPDATE imports SET status = 'running', attempts = 3, lease_owner = 'dead', lease_until = $2 WHERE id = $1", [id, new Date(clock().getTime() - 1)]);
    await createImportRunner({ db, mailer: mailer(), clock, log: quietLog, handlers: { cdr: lineHandler() } }).runOnce();
    expect(await job(id)).toMatchObject({ status: 'failed', error: 'The import was stopped after 3 attempts; the file may be damaged or too large for this server.' });
  });
});
