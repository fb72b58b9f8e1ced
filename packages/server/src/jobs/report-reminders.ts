/**
 * Overdue-feedback reminders (issue 11 item 5) as durable jobs. A scan, at start and every N minutes, queues
 * one job per report and overdue feedback not yet reminded (lib/report-due-reminders.ts); the job mails the
 * recipient organisation's admin-like users once.
 *
 * Once, even across a kill: the job records the reminder (report_reminders, keyed by report and due) and
 * writes the mails in one transaction. On the dev outbox the mails are rows of that transaction, so a server
 * killed before the commit leaves neither (the job runs again and sends), and one killed after it leaves both
 * (the job runs again, finds the record, sends nothing). Over SMTP the mails are handed over just before the
 * commit: only a commit that fails after that could repeat one.
 */
import type { Db } from '../db/types.js';
import { REMINDER_JOB, enqueueOverdueReminders, readReminderTarget, recordReminder, reminderRecipients } from '../lib/report-due-reminders.js';
import type { Mail, Mailer } from '../mail/index.js';
import type { Clock, Logger } from '../types.js';
import { createJobRunner, type JobHandler, type JobRunner } from './runner.js';


/** How often the scan runs by default; FIU_REMINDER_SCAN_MINUTES changes it, 0 turns reminders off. */
export const DEFAULT_SCAN_MINUTES = 60;

/** FIU_REMINDER_SCAN_MINUTES: a whole number of minutes (0: no reminders), at most a day. */
export function reminderScanMinutes(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_SCAN_MINUTES;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1440) throw new Error(`FIU_REMINDER_SCAN_MINUTES must be a whole number of minutes from 0 to 1440, not '${value}'`);
  return n;
}

const longDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The reminder mail to one user. */
export function reminderMail(
  to: { name: string; email: string },
  r: { internal_reference: string; report_title: string; organisation: string | null; disseminated_on: Date; due_on: string },
  due: 'interim' | 'final',
  unitCode: string,
): Mail {
  const unit = unitCode.toUpperCase();
  const kind = due === 'interim' ? 'interim' : 'final';
  return {
    to: to.email,
    subject: `Feedback overdue: ${r.internal_reference}`,
    text: [
      `Dear ${to.name},`,
      '',
      `The ${kind} feedback on the intelligence report ${r.internal_reference} ("${r.report_title}"), disseminated to ${r.organisation ?? 'your organisation'} on ${longDate(r.disseminated_on.toISOString().slice(0, 10))}, was due on ${longDate(r.due_on)} and has not been received.`,
      '',
      `Please sign in and answer it from Intelligence Reports: the report's row shows it as Overdue.`,
      '',
      `This reminder is sent once. ${unit}`,
    ].join('\n'),
  };
}

/** The job: mails the reminder of one report and due, once (see the top of this file). */
export function reportReminderHandler(o: { mailer: Mailer; unitCode: string }): JobHandler {
  return async (job, ctx) => {
    const reportId = String(job.payload.report);
    const due = job.payload.due === 'final' ? 'final' : 'interim';
    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock();
      const target = await readReminderTarget(tx, reportId, due, now);
      // Feedback given since the scan, or the report gone: nothing to remind.
      if (!target?.overdue) return;
      const to = await reminderRecipients(tx, target.domain);
      if (!(await recordReminder(tx, { reportId, due, dueOn: target.due_on, recipients: to.length, now }))) return;
      if (!to.length) ctx.log.warn(`[jobs] ${target.internal_reference}: ${due} feedback overdue, but ${target.domain} has no active admin-like user to remind`);
      for (const user of to) await o.mailer.send(reminderMail(user, target, due, o.unitCode), tx);
    });
  };
}

export interface ReportReminders {
  runner: JobRunner;
  /** Queues the reminders due now and wakes the runner; answers how many were queued. */
  scan(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the runner and the scan (at once, then every `scanMinutes`). */
export function startReportReminders(o: { db: Db; mailer: Mailer; clock: Clock; log: Logger; unitCode?: string; scanMinutes: number; pollMs?: number; leaseMs?: number }): ReportReminders {
  const runner = createJobRunner({
    db: o.db,
    clock: o.clock,
    log: o.log,
    handlers: { [REMINDER_JOB]: reportReminderHandler({ mailer: o.mailer, unitCode: o.unitCode ?? 'fiu' }) },
    ...(o.pollMs ? { pollMs: o.pollMs } : {}),
    ...(o.leaseMs ? { leaseMs: o.leaseMs } : {}),
  });
  const scan = async () => {
    const n = await enqueueOverdueReminders(o.db, o.clock());
    if (n) {
      o.log.info(`[jobs] ${n} overdue-feedback reminder${n === 1 ? '' : 's'} queued`);
      runner.wake();
    }
    return n;
  };
  const safeScan = () => void scan().catch((err) => o.log.error('[jobs] reminder scan:', err));
  runner.start();
  safeScan();
  const timer = setInterval(safeScan, o.scanMinutes * 60_000);
  timer.unref();
  return {
    runner,
    scan,
    async stop() {
      clearInterval(timer);
      await runner.stop();
    },
  };
}
