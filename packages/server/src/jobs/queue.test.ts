import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDb, quietLog, testClock, type TestDb } from '../testing/index.js';
import { claimJob, completeJob, enqueueJob, failJob, renewLease } from './queue.js';
import { createJobRunner, type JobHandler } from './runner.js';

let db: TestDb;
const clock = testClock(new Date('2026-06-30T10:00:00Z'));
const MIN = 60_000;
beforeAll(async () => {
  db = await openTestDb({ seed: false });
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('DELETE FROM jobs');
});

const row = async (key: string) =>
  (await db.query<{ status: string; attempts: number; lease_owner: string | null; error: string | null; run_after: Date }>('SELECT status, attempts, lease_owner, error, run_after FROM jobs WHERE key = $1', [key])).rows[0]!;
const claim = (owner: string, maxAttempts = 3) => claimJob(db, { owner, now: clock(), leaseMs: MIN, maxAttempts, kinds: ['test'] });
const log = { ...quietLog, error: () => {} };

describe('the job queue', () => {
  it('queues a key once, whatever its state', async () => {
    expect(await enqueueJob(db, { kind: 'test', key: 'k', payload: { n: 1 }, now: clock() })).toBe(true);
    expect(await enqueueJob(db, { kind: 'test', key: 'k', payload: { n: 2 }, now: clock() })).toBe(false);
    expect((await db.query('SELECT payload FROM jobs')).rows).toEqual([{ payload: { n: 1 } }]);
  });

  it('leases a claimed job: nobody else takes it until the lease runs out, then its old owner has lost it', async () => {
    await enqueueJob(db, { kind: 'test', key: 'lease', now: clock() });
    await enqueueJob(db, { kind: 'other', key: 'not-mine', now: clock() });
    const a = await claim('runner-a');
    expect(a && 'job' in a && a.job).toMatchObject({ key: 'lease', attempts: 1 });
    expect(await claim('runner-b')).toBeNull(); // leased; and 'other' is not a kind runner-b works
    expect(await renewLease(db, (a as { job: { id: string } }).job.id, 'runner-a', new Date(clock().getTime() + MIN))).toBe(true);
    clock.advance(MIN + 1);
    const b = await claim('runner-b');
    expect(b && 'job' in b && b.job).toMatchObject({ key: 'lease', attempts: 2 });
    const id = (b as { job: { id: string } }).job.id;
    expect(await completeJob(db, id, 'runner-a', clock())).toBe(false);
    expect(await renewLease(db, id, 'runner-a', clock())).toBe(false);
    expect(await completeJob(db, id, 'runner-b', clock())).toBe(true);
    expect(await row('lease')).toMatchObject({ status: 'done', attempts: 2, lease_owner: null });
    expect(await claim('runner-c')).toBeNull();
  });

  it('does not run a job before its time, and fails one that was claimed too often', async () => {
    await enqueueJob(db, { kind: 'test', key: 'later', now: clock(), runAfter: new Date(clock().getTime() + 5 * MIN) });
    expect(await claim('r')).toBeNull();
    clock.advance(5 * MIN);
    for (let i = 1; i <= 2; i++) {
      expect(await claim(`dies-${i}`, 2)).toMatchObject({ job: { attempts: i } });
      clock.advance(MIN + 1); // its server died holding it
    }
    const third = await claim('r', 2);
    expect(third && 'exhausted' in third).toBe(true);
    await failJob(db, (third as { exhausted: { id: string } }).exhausted.id, 'r', { error: 'Stopped after 2 attempts', now: clock(), retryAt: null });
    expect(await row('later')).toMatchObject({ status: 'failed', attempts: 2, error: 'Stopped after 2 attempts' });
  });

  it('retries a failing handler after a growing delay, then gives up', async () => {
    let calls = 0;
    const failing: JobHandler = async () => {
      calls++;
      throw new Error(`refused ${calls}`);
    };
    const runner = createJobRunner({ db, clock, log, handlers: { test: failing }, maxAttempts: 3, retryMs: MIN, owner: 'retrying' });
    await enqueueJob(db, { kind: 'test', key: 'retry', now: clock() });
    expect(await runner.runOnce()).not.toBeNull();
    expect(await row('retry')).toMatchObject({ status: 'queued', attempts: 1, error: 'refused 1', run_after: new Date(clock().getTime() + MIN) });
    expect(await runner.runOnce()).toBeNull(); // not yet
    clock.advance(MIN);
    await runner.runOnce();
    expect(await row('retry')).toMatchObject({ status: 'queued', attempts: 2, run_after: new Date(clock().getTime() + 2 * MIN) });
    clock.advance(2 * MIN);
    await runner.runOnce();
    expect(await row('retry')).toMatchObject({ status: 'failed', attempts: 3, error: 'refused 3' });
    expect(calls).toBe(3);
    await runner.stop();
  });

  it('takes up at once, on start, a job left running by a server that was killed (PGlite)', async () => {
    await enqueueJob(db, { kind: 'test', key: 'orphan', now: clock() });
    await claim('killed-server'); // its lease runs for another minute, but its process is gone
    const done: string[] = [];
    const runner = createJobRunner({ db, clock, log, handlers: { test: async (j) => void done.push(j.key) }, pollMs: 50 });
    runner.start();
    await expect.poll(() => row('orphan').then((r) => r.status), { timeout: 10_000 }).toBe('done');
    await runner.stop();
    expect(done).toEqual(['orphan']);
    expect((await row('orphan')).attempts).toBe(2);
  });
});
