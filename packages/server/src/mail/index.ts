import nodemailer from 'nodemailer';
import type { Db } from '../db/types.js';
import type { Clock, Logger } from '../types.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the mail is accepted for delivery (SMTP) or stored (dev outbox). */
  send(mail: Mail): Promise<void>;
}

/**
 * Dev outbox (no SMTP_URL): each mail is printed in the server log and stored in outbox_mails, which
 * GET /api/dev/mailbox shows in demo mode only.
 */
export function createOutboxMailer(db: Db, clock: Clock, log: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      log.info(`[mail] to: ${mail.to}\n[mail] subject: ${mail.subject}\n${mail.text.replace(/^/gm, '[mail] | ')}`);
      await db.query('INSERT INTO outbox_mails ("to", subject, text, sent) VALUES ($1, $2, $3, $4)', [
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

export function createMailer(opts: { smtpUrl?: string | undefined; from?: string; db: Db; clock: Clock; log: Logger }): Mailer {
  return opts.smtpUrl
    ? createSmtpMailer(opts.smtpUrl, opts.from ?? 'FIU <no-reply@fiu.example>', opts.log)
    : createOutboxMailer(opts.db, opts.clock, opts.log);
}
