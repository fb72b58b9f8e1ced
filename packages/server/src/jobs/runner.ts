/**
 * The runner of the small durable job queue (queue.ts): claims due jobs of the kinds it has handlers for,
 * renews the lease while a handler works, completes the job, or queues it again after a growing delay until
 * max attempts. A killed server's jobs are taken up again by the next runner (lease.ts); handlers must be
 * idempotent, since a job whose server died after the handler's work but before "done" runs again.
 *
 * Why not pg-boss or graphile-worker (ARCHITECTURE.md asks for a maintained queue where one runs on both
 * databases), measured 2026-11-27 on this machine (load 11-12): graphile-worker needs a node-postgres pool and
 * LISTEN/NOTIFY, which PGlite (one connection in this process) does not give. pg-boss 12.38 does run on PGlite
 * through a hand-made `db.executeSql` adapter, but its start (creating its own schema) took 13.5 s on a fresh
 * PGlite against a one-table migration here, and its maintenance needs every statement's rows of a
 * multi-statement query, which PGlite's exec does not return ("claim returned no lock row"). The import jobs
 * already hold the lease pattern; this queue shares it (lease.ts) instead of adding a second one.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types.js';
import type { Clock, Logger } from '../types.js';
import { claimLoop } from './loop.js';
import { JOB_LEASES, claimJob, completeJob, failJob, releaseJob, renewLease, type JobRow } from './queue.js';

export interface JobContext {
  db: Db;
  clock: Clock;
  log: Logger;
  /** Aborted when the server shuts down or another runner took the job over. */
  signal: AbortSignal;
}

export type JobHandler = (job: JobRow, ctx: JobContext) => Promise<void>;

export interface JobRunnerOptions {
  db: Db;
  clock: Clock;
  log: Logger;
  handlers: Record<string, JobHandler>;
  owner?: string;
  /** How long a claim holds without renewal before another runner may take the job over. */
  leaseMs?: number;
  /** How often an idle runner looks for due jobs. */
  pollMs?: number;
  /** Claims of one job before it fails for good. */
  maxAttempts?: number;
  /** The first retry's delay; doubled at each further attempt, at most an hour. */
  retryMs?: number;
}

export interface JobRunner {
  readonly owner: string;
  /** Claims and works one due job: its id, or null when none is due. */
  runOnce(): Promise<string | null>;
  /** Works due jobs until stop(). */
  start(): void;
  /** Looks for due jobs now (a scan that queued some). */
  wake(): void;
  stop(): Promise<void>;
}

const MAX_RETRY_MS = 3_600_000;

export function createJobRunner(o: JobRunnerOptions): JobRunner {
  const leaseMs = o.leaseMs ?? 60_000;
  const maxAttempts = o.maxAttempts ?? 5;
  const retryMs = o.retryMs ?? 30_000;
  const kinds = Object.keys(o.handlers);
  const loop = claimLoop({
    db: o.db,
    log: o.log,
    table: JOB_LEASES,
    owner: o.owner ?? `jobs-${randomUUID()}`,
    pollMs: o.pollMs ?? 5_000,
    label: '[jobs]',
    noun: 'job',
    claimAndWork,
  });
  const owner = loop.owner;

  async function work(job: JobRow): Promise<void> {
    const jobAbort = new AbortController();
    const onStop = () => jobAbort.abort(new Error('The server is shutting down'));
    loop.stopping.addEventListener('abort', onStop);
    let leaseLost = false;
    const heartbeat = setInterval(() => {
      void renewLease(o.db, job.id, owner, new Date(o.clock().getTime() + leaseMs))
        .then((mine) => {
          if (!mine && !leaseLost) {
            leaseLost = true;
            jobAbort.abort(new Error('Another runner took this job over'));
          }
        })
        .catch(() => {});
    }, Math.max(1_000, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    try {
      await o.handlers[job.kind]!(job, { db: o.db, clock: o.clock, log: o.log, signal: jobAbort.signal });
      clearInterval(heartbeat);
      if (!leaseLost) await completeJob(o.db, job.id, owner, o.clock());
    } catch (err) {
      clearInterval(heartbeat);
      if (leaseLost) return;
      if (loop.stopping.aborted) return await releaseJob(o.db, job.id, owner);
      const error = err instanceof Error ? err.message : String(err);
      const retryAt = job.attempts < maxAttempts ? new Date(o.clock().getTime() + Math.min(retryMs * 2 ** (job.attempts - 1), MAX_RETRY_MS)) : null;
      o.log.error(`[jobs] ${job.kind} ${job.key} failed (attempt ${job.attempts}${retryAt ? `, again at ${retryAt.toISOString()}` : ', given up'}):`, err);
      await failJob(o.db, job.id, owner, { error, now: o.clock(), retryAt });
    } finally {
      clearInterval(heartbeat);
      loop.stopping.removeEventListener('abort', onStop);
    }
  }

  async function claimAndWork(): Promise<string | null> {
    const claimed = await claimJob(o.db, { owner, now: o.clock(), leaseMs, maxAttempts, kinds });
    if (!claimed) return null;
    if ('exhausted' in claimed) {
      const j = claimed.exhausted;
      o.log.error(`[jobs] ${j.kind} ${j.key}: stopped after ${j.attempts} attempts`);
      await failJob(o.db, j.id, owner, { error: `Stopped after ${j.attempts} attempts`, now: o.clock(), retryAt: null });
      return j.id;
    }
    await work(claimed.job);
    return claimed.job.id;
  }

  return { owner, runOnce: loop.runOnce, wake: loop.wake, start: loop.start, stop: loop.stop };
}
