import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testClock, type TestDb } from '../testing/index.js';
import { createMailer } from './index.js';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb({ seed: false });
});
afterAll(async () => {
  await db.close();
});

describe('mailer', () => {
  it('without SMTP_URL: prints each mail to the log and stores it in the outbox', async () => {
    const lines: string[] = [];
    const log = { info: (m: string) => void lines.push(m), warn: () => {}, error: () => {} };
    const mailer = createMailer({ db, clock: testClock(new Date('2026-03-01T10:00:00Z')), log });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'a@b.example', subject: 'Hello', text: 'Line one\nSecret key: ABCD2345' });
    expect(lines.join('\n')).toContain('a@b.example');
    expect(lines.join('\n')).toContain('Secret key: ABCD2345');
    const r = await db.query<{ to: string; subject: string; text: string; sent: Date }>('SELECT "to", subject, text, sent FROM outbox_mails');
    expect(r.rows).toEqual([{ to: 'a@b.example', subject: 'Hello', text: 'Line one\nSecret key: ABCD2345', sent: new Date('2026-03-01T10:00:00Z') }]);
  });

  it('with SMTP_URL: uses SMTP and does not touch the outbox', () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', db, clock: testClock(), log: console });
    expect(mailer.kind).toBe('smtp');
  });
});
