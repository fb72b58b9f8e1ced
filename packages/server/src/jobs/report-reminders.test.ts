import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/types.js';
import { REMINDER_JOB, enqueueOverdueReminders } from '../lib/report-due-reminders.js';
import { createOutboxMailer, type Mail, type Mailer } from '../mail/index.js';
import { openTestDb, quietLog, testClock, type TestDb } from '../testing/index.js';
import { insertReport } from '../testing/reports.js';
import { claimJob } from './queue.js';
import { DEFAULT_SCAN_MINUTES, reminderScanMinutes, reportReminderHandler, startReportReminders } from './report-reminders.js';
import { createJobRunner } from './runner.js';

let db: TestDb;
const NOW = new Date('2026-06-30T10:00:00Z');
const clock = testClock(NOW);
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);
let outbox: Mailer;
beforeAll(async () => {
  db = await openTestDb();
  outbox = createOutboxMailer(db, clock, quietLog);
});
afterAll(() => db.close());

const mailsAbout = async (ref: string) =>
  (await db.query<{ to: string; subject: string; text: string }>('SELECT "to", subject, text FROM outbox_mails WHERE subject = $1 ORDER BY "to"', [`Feedback overdue: ${ref}`])).rows;
const jobOf = async (reportId: string, due = 'interim') =>
  (await db.query<{ id: string; status: string; attempts: number }>('SELECT id, status, attempts FROM jobs WHERE key = $1', [`${REMINDER_JOB}:${reportId}:${due}`])).rows[0];
const handler = (mailer: Mailer = outbox) => reportReminderHandler({ mailer, unitCode: 'fiu' });
const runAll = async () => {
  const runner = createJobRunner({ db, clock, log: quietLog, handlers: { [REMINDER_JOB]: handler() } });
  while (await runner.runOnce());
  await runner.stop();
};
/** A runner's server killed while it worked the job: the job was claimed, maybe worked, never completed. */
const killedWhileWorking = async (reportId: string, work: (job: Parameters<ReturnType<typeof handler>>[0]) => Promise<void>) => {
  const claimed = await claimJob(db, { owner: `killed-${reportId}`, now: clock(), leaseMs: 60_000, maxAttempts: 5, kinds: [REMINDER_JOB] });
  if (!claimed || !('job' in claimed)) throw new Error('nothing claimed');
  expect(claimed.job.payload).toEqual({ report: reportId, due: 'interim' });
  await work(claimed.job).catch(() => {});
};

describe('overdue-feedback reminders', () => {
  it('mails the recipient organisation\'s admin-like users once per report and due', async () => {
    const late = await insertReport(db, { domain: 'eca', report_type: 'RFI', internal_reference: 'FIU/IR/LATE/1', report_title: 'Late one' }, daysAgo(31));
    const fine = await insertReport(db, { domain: 'eca', report_type: 'Disclosure', internal_reference: 'FIU/IR/FINE/1' }, daysAgo(10));
    const answered = await insertReport(db, { domain: 'cbn', report_type: 'RFI', internal_reference: 'FIU/IR/DONE/1', has_interim_feedback: true }, daysAgo(40));
    expect(await enqueueOverdueReminders(db, clock())).toBe(1);
    expect(await enqueueOverdueReminders(db, clock())).toBe(0); // the same scan again: queued once
    await runAll();
    const mails = await mailsAbout('FIU/IR/LATE/1');
    // eca's ceo and admin (admin-like, active); never its data-entry users.
    expect(mails.map((m) => m.to)).toEqual(['admin@eca.example', 'ceo@eca.example']);
    expect(mails[0]!.text).toContain('The interim feedback on the intelligence report FIU/IR/LATE/1 ("Late one"), disseminated to Economic Crimes Agency on 30 May 2026, was due on 29 June 2026 and has not been received.');
    expect(await jobOf(late)).toMatchObject({ status: 'done', attempts: 1 });
    expect((await db.query('SELECT due, due_on::text AS due_on, recipients FROM report_reminders WHERE report_id = $1', [late])).rows).toEqual([{ due: 'interim', due_on: '2026-06-29', recipients: 2 }]);
    expect(await mailsAbout('FIU/IR/FINE/1')).toEqual([]);
    expect(await mailsAbout('FIU/IR/DONE/1')).toEqual([]);
    expect(await jobOf(fine)).toBeUndefined();
    expect(await jobOf(answered)).toBeUndefined();
    // Later scans find it reminded; only a new due (the final, after 90 days) brings a new reminder.
    expect(await enqueueOverdueReminders(db, clock())).toBe(0);
    await db.query('UPDATE intelligence_reports SET has_final_feedback = true WHERE id = ANY($1::uuid[])', [[fine, answered]]);
    clock.set(new Date(NOW.getTime() + 60 * DAY));
    expect(await enqueueOverdueReminders(db, clock())).toBe(1);
    await runAll();
    const all = await mailsAbout('FIU/IR/LATE/1');
    expect(all).toHaveLength(4);
    expect(all.filter((m) => m.text.includes('The final feedback') && m.text.includes('was due on 28 August 2026'))).toHaveLength(2);
    clock.set(NOW);
  });

  it('sends nothing when the feedback arrived between the scan and the job', async () => {
    const id = await insertReport(db, { domain: 'eca', report_type: 'RFI', internal_reference: 'FIU/IR/ANSWERED/1' }, daysAgo(45));
    expect(await enqueueOverdueReminders(db, clock())).toBe(1);
    await db.query('UPDATE intelligence_reports SET has_interim_feedback = true WHERE id = $1', [id]);
    await runAll();
    expect(await mailsAbout('FIU/IR/ANSWERED/1')).toEqual([]);
    expect(await jobOf(id)).toMatchObject({ status: 'done' });
  });

  it('killed before its transaction committed: the next server sends the reminder, exactly once', async () => {
    const id = await insertReport(db, { domain: 'eca', report_type: 'RFI', internal_reference: 'FIU/IR/KILL/1' }, daysAgo(35));
    await enqueueOverdueReminders(db, clock());
    // The process dies after writing the first mail inside the transaction: PostgreSQL rolls it all back.
    const dying: Mailer = {
      kind: 'outbox',
      async send(mail: Mail, via?: Queryable) {
        await outbox.send(mail, via);
        throw new Error('killed');
      },
    };
    await killedWhileWorking(id, (job) => handler(dying)(job, { db, clock, log: quietLog, signal: new AbortController().signal }));
    expect(await mailsAbout('FIU/IR/KILL/1')).toEqual([]);
    expect(await jobOf(id)).toMatchObject({ status: 'running', attempts: 1 });
    // A new server on the same database: its runner takes the orphan up at start (PGlite), and a scan adds nothing.
    const next = startReportReminders({ db, mailer: outbox, clock, log: quietLog, scanMinutes: DEFAULT_SCAN_MINUTES, pollMs: 50 });
    await expect.poll(async () => (await jobOf(id))?.status, { timeout: 10_000 }).toBe('done');
    await next.stop();
    expect((await mailsAbout('FIU/IR/KILL/1')).map((m) => m.to)).toEqual(['admin@eca.example', 'ceo@eca.example']);
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('killed after its transaction committed but before the job was marked done: the next server sends nothing more', async () => {
    const id = await insertReport(db, { domain: 'eca', report_type: 'RFI', internal_reference: 'FIU/IR/KILL/2' }, daysAgo(35));
    await enqueueOverdueReminders(db, clock());
    await killedWhileWorking(id, (job) => handler()(job, { db, clock, log: quietLog, signal: new AbortController().signal }));
    expect(await mailsAbout('FIU/IR/KILL/2')).toHaveLength(2);
    expect(await jobOf(id)).toMatchObject({ status: 'running' });
    const next = startReportReminders({ db, mailer: outbox, clock, log: quietLog, scanMinutes: DEFAULT_SCAN_MINUTES, pollMs: 50 });
    await expect.poll(async () => (await jobOf(id))?.status, { timeout: 10_000 }).toBe('done');
    await next.stop();
    expect(await mailsAbout('FIU/IR/KILL/2')).toHaveLength(2);
  });

  it('reads the scan interval from FIU_REMINDER_SCAN_MINUTES', () => {
    expect(reminderScanMinutes(undefined)).toBe(60);
    expect(reminderScanMinutes(' ')).toBe(60);
    expect(reminderScanMinutes('5')).toBe(5);
    expect(reminderScanMinutes('0')).toBe(0);
    for (const bad of ['-1', '1.5', 'often', '1441']) expect(() => reminderScanMinutes(bad)).toThrow(/FIU_REMINDER_SCAN_MINUTES/);
  });
});
