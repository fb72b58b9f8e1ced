/**
 * The import runner: takes queued imports from the `imports` table and works them with their kind's handler.
 *
 * Why not pg-boss or graphile-worker (ARCHITECTURE.md asks for a maintained queue where one runs on both
 * databases): graphile-worker needs a node-postgres pool and LISTEN/NOTIFY, which PGlite (one connection in
 * this process) does not give; pg-boss runs on PGlite only through a hand-made client that inlines the
 * parameters into the SQL text (pg-boss issue #563), which we will not do. The `imports` row is already the
 * job the screens follow, so the queue is this table: claimed with FOR UPDATE SKIP LOCKED, held by a lease
 * that every progress write renews. A job whose lease ran out (its server died) is claimed again and re-run
 * from the start; handlers are idempotent (natural keys, ON CONFLICT DO NOTHING), so every row ends up once.
 * A killed server's jobs are taken up at once, not when their lease runs out: on PGlite no other process can
 * hold a lease (the data folder is locked to one process), so a runner that starts expires the leases of
 * runners not in this process; on PostgreSQL each runner holds a session advisory lock on a connection of its
 * own while it lives (db.holdLock), and a runner looking for work expires the leases whose owner's lock is free
 * (its connection dropped with its process). The loop that does this (lock, orphans, claim, sleep, wake, stop)
 * is the durable job queue's own (jobs/loop.ts); this file is what an import job is.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { ImportQualityFinding } from '../../core.js';
import type { Db } from '../../db/types.js';
import type { Mailer } from '../../mail/index.js';
import { claimLoop } from '../../jobs/loop.js';
import type { Clock, Logger } from '../../types.js';
import { IMPORT_HANDLERS, type ImportHandlers } from './handlers.js';
import { importMail } from './mail.js';
import { IMPORT_LEASES, claimJob, finishJob, insertRefusedRow, releaseJob, userEmail, writeProgress, zeroCounters, type Counters } from './queue.js';
import { RepeatedRows, repeatedReason } from './repeated.js';
import { ImportRefused, type ImportContext, type ImportJobRow, type ProgressDelta } from './types.js';
import { onWake } from './wake.js';
import { flushTimeline, span } from './timeline.js';

export interface ImportRunnerOptions {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: Logger;
  handlers?: ImportHandlers;
  /** This runner's name in the lease (default: a random id). */
  owner?: string;
  /** How long a claim holds without a progress write before another runner may take the job over. */
  leaseMs?: number;
  /** How often an idle runner looks for work (an upload in this process wakes it at once). */
  pollMs?: number;
  /** Progress is written at most this often (the screen polls it). */
  progressEveryMs?: number;
  /** Claims of one job before it is failed for good (a file that kills its server is not retried for ever). */
  maxAttempts?: number;
}

export interface ImportRunner {
  readonly owner: string;
  /** Works queued jobs until stop(). */
  start(): void;
  /** Stops at the running job's next batch boundary; the job waits again for the next start. */
  stop(): Promise<void>;
  /** Claims and works one job; its id, or null when none waits. */
  runOnce(): Promise<string | null>;
}

/** Messages of these errors are written for the user; anything else is a defect, logged, with a generic text. */
const isUserFacing = (err: unknown): err is Error =>
  err instanceof ImportRefused || (err instanceof Error && (err.name === 'ReadError' || err.name === 'ImportRefused'));

export const IMPORT_INTERNAL_ERROR = 'The import failed on the server; the administrators have the details in the log.';

export function createImportRunner(o: ImportRunnerOptions): ImportRunner {
  const handlers = o.handlers ?? IMPORT_HANDLERS;
  const leaseMs = o.leaseMs ?? 120_000;
  const progressEveryMs = o.progressEveryMs ?? 250;
  const maxAttempts = o.maxAttempts ?? 3;
  const loop = claimLoop({
    db: o.db,
    log: o.log,
    table: IMPORT_LEASES,
    owner: o.owner ?? `runner-${randomUUID()}`,
    pollMs: o.pollMs ?? 2_000,
    label: '[imports]',
    noun: 'import',
    claimAndWork,
    subscribe: onWake,
  });
  const owner = loop.owner;
  const stopping = loop.stopping;

  const lease = () => new Date(o.clock().getTime() + leaseMs);

  async function end(job: ImportJobRow, r: { status: 'done' | 'failed'; counters: Counters; quality: ImportQualityFinding[]; error: string | null }) {
    const mine = await finishJob(o.db, job.id, owner, { ...r, now: o.clock() });
    if (!mine) return;
    if (job.stored_file) await rm(job.stored_file, { force: true }).catch((err) => o.log.warn(`[imports] ${job.id}: could not remove ${job.stored_file}:`, err));
    try {
      const to = await userEmail(o.db, job.created_by);
      if (to) await o.mailer.send(importMail(to, job, r));
    } catch (err) {
      o.log.error(`[imports] ${job.id}: the end-of-import mail was not sent:`, err);
    }
  }

  async function work(job: ImportJobRow): Promise<void> {
    const counters = zeroCounters();
    const repeats = new RepeatedRows();
    const jobAbort = new AbortController();
    const onStop = () => jobAbort.abort(new Error('The server is shutting down'));
    stopping.addEventListener('abort', onStop);
    let leaseLost = false;
    let lastWrite = performance.now();
    let writing: Promise<void> = Promise.resolve();
    const flush = () => {
      lastWrite = performance.now();
      const snapshot = { ...counters };
      writing = writing.then(async () => {
        if (leaseLost) return;
        const end = span('job.progress-write');
        const mine = await writeProgress(o.db, job.id, owner, snapshot, lease());
        end();
        if (!mine) {
          leaseLost = true;
          jobAbort.abort(new Error('Another runner took this import over'));
        }
      });
      return writing;
    };
    // A handler busy on one slow batch still holds its lease.
    const heartbeat = setInterval(() => void flush().catch(() => {}), Math.max(1_000, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    const ctx: ImportContext = {
      db: o.db,
      job,
      clock: o.clock,
      log: o.log,
      signal: jobAbort.signal,
      async progress(d: ProgressDelta) {
        counters.read += d.read ?? 0;
        counters.stored += d.stored ?? 0;
        counters.duplicate += d.duplicate ?? 0;
        counters.repeated += d.repeated ?? 0;
        counters.refused += d.refused ?? 0;
        if (d.total !== undefined) counters.total = d.total;
        if (performance.now() - lastWrite >= progressEveryMs) await flush();
        if (jobAbort.signal.aborted) throw jobAbort.signal.reason;
      },
      refuse: (row) => insertRefusedRow(o.db, job.id, row),
      repeat(row) {
        repeats.add(row);
        return insertRefusedRow(o.db, job.id, { sheet: row.sheet, row: row.row, reason: repeatedReason(row.of), cells: row.cells });
      },
    };
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new ImportRefused(`No importer for ${job.kind} files`);
      const endHandler = span('job.handler', { kind: job.kind });
      const outcome = await handler(ctx);
      endHandler();
      clearInterval(heartbeat);
      await writing;
      if (leaseLost) return;
      if (stopping.aborted) return await releaseJob(o.db, job.id, owner);
      const endEnd = span('job.end');
      await end(job, { status: 'done', counters, quality: [...(outcome.quality ?? []), ...repeats.finding(counters.repeated)], error: null });
      endEnd();
    } catch (err) {
      clearInterval(heartbeat);
      await writing.catch(() => {});
      if (leaseLost) return;
      if (stopping.aborted) return await releaseJob(o.db, job.id, owner);
      if (!isUserFacing(err)) o.log.error(`[imports] ${job.id} (${job.kind}) failed:`, err);
      await end(job, { status: 'failed', counters, quality: [], error: isUserFacing(err) ? err.message : IMPORT_INTERNAL_ERROR });
    } finally {
      clearInterval(heartbeat);
      stopping.removeEventListener('abort', onStop);
      flushTimeline();
    }
  }

  async function claimAndWork(): Promise<string | null> {
    const endClaim = span('job.claim');
    const claimed = await claimJob(o.db, { owner, now: o.clock(), leaseMs, maxAttempts });
    if (!claimed) return null;
    endClaim();
    if ('exhausted' in claimed) {
      const message = `The import was stopped after ${claimed.attempts} attempts; the file may be damaged or too large for this server.`;
      await end(claimed.exhausted, { status: 'failed', counters: zeroCounters(), quality: [], error: message });
      return claimed.exhausted.id;
    }
    await work(claimed.job);
    return claimed.job.id;
  }

  return { owner, runOnce: loop.runOnce, start: loop.start, stop: loop.stop };
}
