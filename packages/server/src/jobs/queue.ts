/**
 * The small durable job queue's queries (table `jobs`, migration 0021): enqueue once per key, claim with a
 * lease (FOR UPDATE SKIP LOCKED: several runners never take the same job), renew, complete, retry later or
 * fail for good. For work that is not an import (imports have their own table, imports/jobs).
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/types.js';
import type { LeasedTable } from './lease.js';

export const JOB_LEASES: LeasedTable = { table: 'jobs', running: "status = 'running'", lockPrefix: 'fiu-job-runner' };

export interface JobRow {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  /** Claims so far, this one included. */
  attempts: number;
}

/** Queues a job unless one with the same key exists (whatever its state): true when queued now. */
export async function enqueueJob(db: Queryable, j: { kind: string; key: string; payload?: Record<string, unknown>; now: Date; runAfter?: Date }): Promise<boolean> {
  const r = await db.query(
    `INSERT INTO jobs (id, kind, key, payload, run_after, created) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (key) DO NOTHING`,
    [randomUUID(), j.kind, j.key, JSON.stringify(j.payload ?? {}), j.runAfter ?? j.now, j.now],
  );
  return (r.rowCount ?? 0) > 0;
}

export type Claimed = { job: JobRow } | { exhausted: JobRow };

/**
 * Takes the oldest job due to run, or a running one whose lease expired (its server died), and leases it to
 * `owner`. A job already claimed `maxAttempts` times is answered as exhausted (and failed by the runner): a job
 * that kills its server is not retried for ever.
 */
export async function claimJob(db: Db, o: { owner: string; now: Date; leaseMs: number; maxAttempts: number; kinds: readonly string[] }): Promise<Claimed | null> {
  return db.transaction(async (tx) => {
    const found = await tx.query<{ id: string; attempts: number }>(
      `SELECT id, attempts FROM jobs
        WHERE kind = ANY($2::text[])
          AND ((status = 'queued' AND run_after <= $1) OR (status = 'running' AND (lease_until IS NULL OR lease_until < $1)))
        ORDER BY run_after, created, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [o.now, o.kinds],
    );
    const row = found.rows[0];
    if (!row) return null;
    const exhausted = row.attempts >= o.maxAttempts;
    const r = await tx.query<JobRow>(
      `UPDATE jobs SET status = 'running', attempts = attempts + $4, lease_owner = $2, lease_until = $3
        WHERE id = $1 RETURNING id, kind, key, payload, attempts`,
      [row.id, o.owner, new Date(o.now.getTime() + o.leaseMs), exhausted ? 0 : 1],
    );
    return exhausted ? { exhausted: r.rows[0]! } : { job: r.rows[0]! };
  });
}

/** Renews the lease; false when the job is no longer ours (another runner took it over). */
export async function renewLease(db: Queryable, id: string, owner: string, until: Date): Promise<boolean> {
  const r = await db.query(`UPDATE jobs SET lease_until = $3 WHERE id = $1 AND lease_owner = $2 AND status = 'running'`, [id, owner, until]);
  return r.rowCount === 1;
}

/** The job is done; false when it was no longer ours. */
export async function completeJob(db: Queryable, id: string, owner: string, now: Date): Promise<boolean> {
  const r = await db.query(
    `UPDATE jobs SET status = 'done', finished = $3, error = NULL, lease_owner = NULL, lease_until = NULL WHERE id = $1 AND lease_owner = $2 AND status = 'running'`,
    [id, owner, now],
  );
  return r.rowCount === 1;
}

/** The job failed: queued again to run at `retryAt`, or failed for good when `retryAt` is null. */
export async function failJob(db: Queryable, id: string, owner: string, f: { error: string; now: Date; retryAt: Date | null }): Promise<boolean> {
  const r = await db.query(
    `UPDATE jobs SET status = $3, error = $4, run_after = coalesce($5, run_after), finished = CASE WHEN $5::timestamptz IS NULL THEN $6::timestamptz END,
            lease_owner = NULL, lease_until = NULL
      WHERE id = $1 AND lease_owner = $2 AND status = 'running'`,
    [id, owner, f.retryAt ? 'queued' : 'failed', f.error.slice(0, 1000), f.retryAt, f.now],
  );
  return r.rowCount === 1;
}

/** A shutdown: the job waits again, and the attempt does not count (nothing went wrong with the job). */
export async function releaseJob(db: Queryable, id: string, owner: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET status = 'queued', attempts = greatest(attempts - 1, 0), lease_owner = NULL, lease_until = NULL
      WHERE id = $1 AND lease_owner = $2 AND status = 'running'`,
    [id, owner],
  );
}
