/**
 * The import queue's queries: the `imports` table as the runner sees it (claim with a lease, progress that
 * renews the lease, the end). The screens' queries of the same table are in lib/imports.ts.
 */
import type { Db, Queryable } from '../../db/types.js';
import type { ImportQualityFinding } from '../../core.js';
import type { LeasedTable } from '../../jobs/lease.js';
import type { ImportJobRow, RefusedRow } from './types.js';

export interface Counters {
  read: number;
  stored: number;
  duplicate: number;
  /** Identical to an earlier row of the same file. */
  repeated: number;
  refused: number;
  total: number | null;
}

export const zeroCounters = (): Counters => ({ read: 0, stored: 0, duplicate: 0, repeated: 0, refused: 0, total: null });

export type Claimed = { job: ImportJobRow; attempts: number } | { exhausted: ImportJobRow; attempts: number };

const JOB_COLUMNS = 'id, kind, registry, file_name, stored_file, subject_id, account_id, mapping, form, created_by, domain';

/**
 * Takes the oldest waiting job, or a running one whose lease expired (its server died), and leases it to
 * `owner`. SKIP LOCKED: several runners on one database never take the same job. The counters start again
 * from zero: a re-run counts every row once more, from the start of the file.
 */
export async function claimJob(db: Db, o: { owner: string; now: Date; leaseMs: number; maxAttempts: number }): Promise<Claimed | null> {
  return db.transaction(async (tx) => {
    const found = await tx.query<{ id: string; attempts: number }>(
      `SELECT id, attempts FROM imports
        WHERE status = 'queued' OR (status = 'running' AND (lease_until IS NULL OR lease_until < $1))
        ORDER BY created, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [o.now],
    );
    const row = found.rows[0];
    if (!row) return null;
    if (row.attempts >= o.maxAttempts) {
      const r = await tx.query<ImportJobRow>(
        `UPDATE imports SET status = 'running', lease_owner = $2, lease_until = $3 WHERE id = $1 RETURNING ${JOB_COLUMNS}`,
        [row.id, o.owner, new Date(o.now.getTime() + o.leaseMs)],
      );
      return { exhausted: r.rows[0]!, attempts: row.attempts };
    }
    const r = await tx.query<ImportJobRow>(
      `UPDATE imports SET status = 'running', attempts = attempts + 1, lease_owner = $2, lease_until = $3,
              started = coalesce(started, $4), rows_read = 0, rows_stored = 0, rows_duplicate = 0, rows_repeated = 0, rows_refused = 0,
              rows_total = NULL, quality = NULL, error = NULL
        WHERE id = $1 RETURNING ${JOB_COLUMNS}`,
      [row.id, o.owner, new Date(o.now.getTime() + o.leaseMs), o.now],
    );
    return { job: r.rows[0]!, attempts: row.attempts + 1 };
  });
}

/** The imports table as a leased job table (jobs/lease.ts: what the import runner and the small job queue share). */
export const IMPORT_LEASES: LeasedTable = { table: 'imports', running: "status = 'running'", lockPrefix: 'fiu-import-runner' };

/** Writes the counters and renews the lease; false when the lease is no longer ours (another runner took over). */
export async function writeProgress(db: Queryable, id: string, owner: string, c: Counters, leaseUntil: Date): Promise<boolean> {
  const r = await db.query(
    `UPDATE imports SET rows_read = $3, rows_stored = $4, rows_duplicate = $5, rows_refused = $6, rows_total = $7, lease_until = $8,
            rows_repeated = $9
      WHERE id = $1 AND lease_owner = $2 AND status = 'running'`,
    [id, owner, c.read, c.stored, c.duplicate, c.refused, c.total, leaseUntil, c.repeated],
  );
  return r.rowCount === 1;
}

/** The end of a job: done or failed, final counters, the stored file forgotten (the runner deletes it). */
export async function finishJob(
  db: Queryable,
  id: string,
  owner: string,
  end: { status: 'done' | 'failed'; counters: Counters; quality: ImportQualityFinding[]; error: string | null; now: Date },
): Promise<boolean> {
  const c = end.counters;
  const r = await db.query(
    `UPDATE imports SET status = $3, rows_read = $4::bigint, rows_stored = $5, rows_duplicate = $6, rows_refused = $7,
            rows_total = coalesce($8::bigint, $4::bigint), quality = $9, error = $10, finished = $11, stored_file = NULL,
            lease_owner = NULL, lease_until = NULL, rows_repeated = $12
      WHERE id = $1 AND lease_owner = $2`,
    [id, owner, end.status, c.read, c.stored, c.duplicate, c.refused, c.total, JSON.stringify(end.quality), end.error, end.now, c.repeated],
  );
  return r.rowCount === 1;
}

/** A shutdown: the job waits again (and the attempt does not count: nothing went wrong with the file). */
export async function releaseJob(db: Queryable, id: string, owner: string): Promise<void> {
  await db.query(
    `UPDATE imports SET status = 'queued', attempts = greatest(attempts - 1, 0), lease_owner = NULL, lease_until = NULL
      WHERE id = $1 AND lease_owner = $2 AND status = 'running'`,
    [id, owner],
  );
}

/** One refused row; a re-run lists it once (keyed by sheet and row). */
export async function insertRefusedRow(db: Queryable, importId: string, r: RefusedRow): Promise<void> {
  await db.query(
    `INSERT INTO import_refused_rows (import_id, sheet, row_number, reason, cells) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [importId, r.sheet, r.row, r.reason, JSON.stringify(r.cells)],
  );
}

/** Where the end-of-import mail goes: the account's own address (never an address typed into the form). */
export async function userEmail(db: Queryable, userId: string): Promise<string | null> {
  const r = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return r.rows[0]?.email ?? null;
}
