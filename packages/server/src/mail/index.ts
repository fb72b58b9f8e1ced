import nodemailer from 'nodemailer';
import type { Db, Queryable } from '../db/types.js';
import type { Clock, Logger } from '../types.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /**
   * Resolves once the mail is accepted for delivery (SMTP) or stored (dev outbox). `via`: an open transaction
   * the outbox stores the mail in, so a mail and the record that it was sent commit together (jobs/report-reminders.ts).
   */
  send(mail: Mail, via?: Queryable): Promise<void>;
}

/**
 * Dev outbox, demo mode only (no SMTP_URL): each mail, keys included, is printed in the server log and stored
 * in clear in outbox_mails, which GET /api/dev/mailbox shows. Never used outside demo mode (createMailer).
 */
export function createOutboxMailer(db: Db, clock: Clock, log: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(mail, via) {
      log.info(`[mail] to: ${mail.to}\n[mail] subject: ${mail.subject}\n${mail.text.replace(/^/gm, '[mail] | ')}`);
      await (via ?? db).query('INSERT INTO outbox_mails ("to", subject, text, sent) VALUES ($1, $2, $3, $4)', [
        mail.to,
        mail.subject,
        mail.text,
        clock(),
      ]);
    },
  };
}

/**
 * SMTP through nodemailer. Delivery runs in the background: the caller's answer must not wait for (or
 * reveal, by its timing) whether a mail went out, e.g. a password reset for an unknown address.
 */
export function createSmtpMailer(url: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      transport
        .sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
        .catch((err: Error) => log.error(`[mail] delivery to ${mail.to} failed: ${err.message}`));
    },
  };
}

export const MAIL_TRANSPORT_MISSING =
  'No mail transport: set SMTP_URL. Outside demo mode sign-in and reset keys are never printed in the log or kept in the outbox.';

/**
 * SMTP when `smtpUrl` is set; else the dev outbox, in demo mode only (issue 7 item 4: outside demo mode no key
 * text is ever logged or stored in clear, so there is no mailer without SMTP and createMailer throws).
 */
export function createMailer(opts: { smtpUrl?: string | undefined; from?: string | undefined; demo?: boolean; db: Db; clock: Clock; log: Logger }): Mailer {
  if (opts.smtpUrl) return createSmtpMailer(opts.smtpUrl, opts.from ?? 'FIU <no-reply@fiu.example>', opts.log);
  if (opts.demo) return createOutboxMailer(opts.db, opts.clock, opts.log);
  throw new Error(MAIL_TRANSPORT_MISSING);
}
