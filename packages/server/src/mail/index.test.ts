import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testClock, type TestDb } from '../testing/index.js';
import { createMailer, MAIL_TRANSPORT_MISSING } from './index.js';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb({ seed: false });
});
afterAll(async () => {
  await db.close();
});

const recorder = () => {
  const lines: string[] = [];
  const push = (...a: unknown[]) => void lines.push(a.map(String).join(' '));
  return { lines, log: { info: push, warn: push, error: push } };
};
const outbox = async () => (await db.query<{ text: string }>('SELECT text FROM outbox_mails')).rows;

describe('mailer', () => {
  it('demo mode without SMTP_URL: prints each mail to the log and stores it in the outbox', async () => {
    const { lines, log } = recorder();
    const mailer = createMailer({ db, demo: true, clock: testClock(new Date('2026-03-01T10:00:00Z')), log });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'a@b.example', subject: 'Hello', text: 'Line one\nSecret key: ABCD2345' });
    expect(lines.join('\n')).toContain('a@b.example');
    expect(lines.join('\n')).toContain('Secret key: ABCD2345');
    const r = await db.query<{ to: string; subject: string; text: string; sent: Date }>('SELECT "to", subject, text, sent FROM outbox_mails');
    expect(r.rows).toEqual([{ to: 'a@b.example', subject: 'Hello', text: 'Line one\nSecret key: ABCD2345', sent: new Date('2026-03-01T10:00:00Z') }]);
    await db.query('DELETE FROM outbox_mails');
  });

  it('issue 7 item 4: outside demo mode there is no clear-text outbox; without SMTP_URL no mailer at all', () => {
    const { log } = recorder();
    expect(() => createMailer({ db, clock: testClock(), log })).toThrow(MAIL_TRANSPORT_MISSING);
    expect(() => createMailer({ db, demo: false, clock: testClock(), log })).toThrow(/SMTP_URL/);
  });

  it('with SMTP_URL (any mode): SMTP; a failed delivery is logged without the mail text, and nothing goes to the outbox', async () => {
    const { lines, log } = recorder();
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', db, clock: testClock(), log });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'a@b.example', subject: 'Your secret key', text: 'Secret key: ABCD2345' });
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain('delivery to a@b.example failed');
    expect(lines.join('\n')).not.toContain('ABCD2345');
    expect(await outbox()).toEqual([]);
  });
});
