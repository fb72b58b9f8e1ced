/** Issue 7 item 5: a non-demo start on a database that still holds the demo users with the published password is refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsersWithPublishedPassword, refuseDemoUsers } from './startup.js';
import { hashPassword } from './lib/passwords.js';
import { FAST_SCRYPT, openTestDb, type TestDb } from './testing/index.js';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

describe('demo users with the published password', () => {
  it('the demo seed: every demo user is found, and a non-demo start is refused naming them', async () => {
    const found = await demoUsersWithPublishedPassword(db);
    expect(found).toContain('analyst@fiu');
    expect(found).toContain('ceo@eca');
    const err = await refuseDemoUsers(db).then(() => null, (e: Error) => e);
    expect(err?.message).toMatch(/^This database still holds the demo users with the published demo password \(analyst@fiu, /);
    expect(err?.message).toMatch(/Change their passwords or remove them, or start with --demo\.$/);
  });

  it('once their passwords are changed (or the users removed), the start goes on', async () => {
    const other = await hashPassword('Another#2026x', FAST_SCRYPT);
    await db.query("UPDATE users SET password_hash = $1 WHERE username <> 'analyst'", [other]);
    expect(await demoUsersWithPublishedPassword(db)).toEqual(['analyst@fiu']);
    await db.query("DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE username = 'analyst')");
    await db.query("UPDATE users SET password_hash = $1 WHERE username = 'analyst'", [other]);
    expect(await demoUsersWithPublishedPassword(db)).toEqual([]);
    await expect(refuseDemoUsers(db)).resolves.toBeUndefined();
  });
});
