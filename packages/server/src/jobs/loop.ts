/**
 * The claim loop of every durable job runner (the small queue's, runner.ts, and the imports', imports/jobs/
 * runner.ts): this runner's lock held (lease.ts), the jobs of dead runners taken up, one job claimed and worked
 * at a time, and when none is due a sleep until the next poll or a wake. stop() ends the loop after the job
 * being worked (the runner's handler sees `stopping` aborted and stops at its next boundary).
 */
import type { Db } from '../db/types.js';
import type { Logger } from '../types.js';
import { runnerLock, runnerLockName, runnersHere, takeOverOrphans, type LeasedTable } from './lease.js';

export interface ClaimLoopOptions {
  db: Db;
  log: Logger;
  table: LeasedTable;
  owner: string;
  pollMs: number;
  /** How the log names this runner's work: '[imports]' … 'import'. */
  label: string;
  noun: string;
  /** Claims one job and works it: its id, or null when none is due. Called with this runner's lock held. */
  claimAndWork(): Promise<string | null>;
  /** Wakes from elsewhere (an upload in this process): the loop's wake is subscribed while it sleeps. */
  subscribe?(wake: () => void): () => void;
}

export interface ClaimLoop {
  readonly owner: string;
  /** Aborted by stop(): a handler stops at its next boundary. */
  readonly stopping: AbortSignal;
  runOnce(): Promise<string | null>;
  start(): void;
  /** Looks for work now, when sleeping. */
  wake(): void;
  stop(): Promise<void>;
}

export function claimLoop(o: ClaimLoopOptions): ClaimLoop {
  runnersHere.add(o.owner);
  const stopping = new AbortController();
  // PostgreSQL: this runner's session lock, taken before its first claim.
  const alive = runnerLock(o.db, runnerLockName(o.table, o.owner));
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;

  async function runOnce(): Promise<string | null> {
    if (stopping.signal.aborted) return null;
    await alive.hold();
    return o.claimAndWork();
  }

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, o.pollMs);
      const off = o.subscribe?.(done);
      wakeUp = done;
      function done() {
        clearTimeout(timer);
        off?.();
        wakeUp = null;
        resolve();
      }
    });

  const orphans = (n: number) => o.log.info(`${o.label} ${n} ${o.noun}${n === 1 ? '' : 's'} left running by a stopped server: taken up again`);

  return {
    owner: o.owner,
    stopping: stopping.signal,
    runOnce,
    wake: () => wakeUp?.(),
    start() {
      if (loop) return;
      loop = (async () => {
        let first = true;
        while (!stopping.signal.aborted) {
          let id: string | null = null;
          try {
            // PGlite: once, at the start (no other process can take a lease later); PostgreSQL: at every look.
            if (first || o.db.kind !== 'pglite') await takeOverOrphans(o.db, o.table, o.owner, orphans);
            first = false;
            id = await runOnce();
          } catch (err) {
            o.log.error(`${o.label} runner:`, err);
          }
          if (!id && !stopping.signal.aborted) await idle();
        }
      })();
    },
    async stop() {
      stopping.abort();
      wakeUp?.();
      await loop;
      runnersHere.delete(o.owner);
      await alive.release();
    },
  };
}
