/**
 * What every durable job table's runners share (the import jobs of imports/jobs and the small queue of this
 * folder): a claimed job is held by a lease (lease_owner, lease_until) its runner renews while it works; a job
 * whose lease ran out (its server died) is claimed again. A killed server's jobs are taken up at once instead:
 * - PGlite: no other process can hold a lease (the data folder is locked to one process), so a runner that
 *   starts expires the leases of every owner that is not a runner of this process (runnersHere);
 * - PostgreSQL: each runner holds a session advisory lock on a connection of its own while it lives
 *   (runnerLock), and a runner looking for work expires the leases whose owner's lock is free (its
 *   connection dropped with its process).
 */
import type { Db, Queryable } from '../db/types.js';

/** A table of leased jobs: its name, the condition of a running job, and the prefix of its runners' lock names. */
export interface LeasedTable {
  readonly table: 'imports' | 'jobs';
  readonly running: string;
  readonly lockPrefix: string;
}

/** The runners of this process, whatever their table (any other owner on a PGlite database belonged to a process that is gone). */
export const runnersHere = new Set<string>();

/** The session lock a runner holds on PostgreSQL while it lives: its name for a lease owner. */
export const runnerLockName = (t: LeasedTable, owner: string): string => `${t.lockPrefix}:${owner}`;

/** PGlite: gives up the leases of runners that are not `alive`, so their jobs are claimed at once. */
export async function expireLeasesExcept(db: Queryable, t: LeasedTable, alive: string[]): Promise<number> {
  const r = await db.query(
    `UPDATE ${t.table} SET lease_until = NULL
      WHERE ${t.running} AND lease_until IS NOT NULL AND (lease_owner IS NULL OR NOT (lease_owner = ANY($1::text[])))`,
    [alive],
  );
  return r.rowCount ?? 0;
}

/**
 * PostgreSQL: gives up the leases of runners whose database session is gone. A live runner holds its lock: the
 * try-lock fails and its lease stands. The try-lock is transaction-scoped, so it is released with this
 * statement. `self`: this runner, never expired.
 */
export async function expireLeasesOfDeadRunners(db: Queryable, t: LeasedTable, self: string): Promise<number> {
  const r = await db.query(
    `UPDATE ${t.table} SET lease_until = NULL
      WHERE ${t.running} AND lease_until IS NOT NULL AND lease_owner IS NOT NULL AND lease_owner <> $1
        AND pg_try_advisory_xact_lock(hashtextextended($2 || ':' || lease_owner, 0))`,
    [self, t.lockPrefix],
  );
  return r.rowCount ?? 0;
}

/** Takes up the jobs of dead runners as the database allows (see the top of this file); logs how many. */
export async function takeOverOrphans(db: Db, t: LeasedTable, self: string, say: (n: number) => void): Promise<void> {
  const n = db.kind === 'pglite' ? await expireLeasesExcept(db, t, [...runnersHere]) : db.holdLock ? await expireLeasesOfDeadRunners(db, t, self) : 0;
  if (n) say(n);
}

/**
 * PostgreSQL: the session lock a runner holds while it lives, taken before its first claim (so every lease it
 * writes has a live lock) and tried again at the next claim when taking it failed. Nothing on PGlite.
 */
export function runnerLock(db: Db, name: string): { hold(): Promise<unknown>; release(): Promise<void> } {
  let alive: Promise<{ release(): Promise<void> } | null> | null = null;
  return {
    hold() {
      if (!db.holdLock) return Promise.resolve(null);
      alive ??= db.holdLock(name).catch((err: unknown) => {
        alive = null;
        throw err;
      });
      return alive;
    },
    async release() {
      const held = await alive?.catch(() => null);
      alive = null;
      await held?.release();
    },
  };
}
