import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../core.js';
import { jsonPost, keyFrom, lastMail, makeApp, openTestDb, signIn, startSignIn, type TestApp, type TestDb } from '../testing/index.js';
import { RESET_KEY_REFUSED } from './password.js';

let db: TestDb;
let t: TestApp;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const reset = (email: string, domain: string) => t.app.request('/api/password/reset', jsonPost({ email, domain, scope: 'fiu-web' }));
const setPassword = (key: string, password: string) => t.app.request(`/api/password/validate/${encodeURIComponent(key)}`, jsonPost({ password }));
const mailCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_mails')).rows[0]!.n;

describe('POST /api/password/reset', () => {
  it('200 {sent:true} and a mail with a line "Reset key: KEY" for a user of that organisation', async () => {
    const res = await reset('Entry@eca.example', 'eca');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true });
    const mail = await lastMail(db, 'entry@eca.example');
    expect(keyFrom(mail!.text, 'Reset key')).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('the same 200 {sent:true} for an unknown address or organisation, and no mail', async () => {
    const before = await mailCount();
    for (const [email, domain] of [['nobody@eca.example', 'eca'], ['entry@eca.example', 'fiu'], ['entry@eca.example', 'nowhere']]) {
      const res = await reset(email!, domain!);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ sent: true });
    }
    expect(await mailCount()).toBe(before);
  });

  it('400 for a missing e-mail or unknown fields', async () => {
    const res = await t.app.request('/api/password/reset', jsonPost({ domain: 'eca', scope: 'fiu-web' }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveProperty('email');
    const extra = await t.app.request('/api/password/reset', jsonPost({ email: 'a@b.example', domain: 'eca', scope: 'fiu-web', role: 'fiu' }));
    expect(extra.status).toBe(400);
  });
});

describe('POST /api/password/validate/{key}', () => {
  it('sets the new password, ends the user\'s sessions, and the key works once', async () => {
    const session = await signIn(t, 'admin', 'eca');
    await reset('admin@eca.example', 'eca');
    const key = keyFrom((await lastMail(db, 'admin@eca.example'))!.text, 'Reset key');
    const res = await setPassword(` ${key} `, 'New#Pass2026');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    // Old session void, old password refused, new one works.
    expect((await t.app.request(`/api/users/${session._id}`, { headers: session.headers })).status).toBe(401);
    const old = await t.app.request('/api/login/2factor', jsonPost({ username: 'admin', domain: 'eca', password: 'Demo#2026', scope: 'fiu-web' }));
    expect(old.status).toBe(403);
    await startSignIn(t, 'admin', 'eca', 'New#Pass2026');
    // Single use.
    const again = await setPassword(key, 'Other#Pass2026');
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ error: RESET_KEY_REFUSED });
  });

  it('400 with the spec\'s password message when the rule is not met (and the key is kept)', async () => {
    await reset('ceo@eca.example', 'eca');
    const key = keyFrom((await lastMail(db, 'ceo@eca.example'))!.text, 'Reset key');
    for (const weak of ['Sh0rt#A', 'nouppercase1#', 'NoDigits#here', 'NoSpecial123']) {
      const res = await setPassword(key, weak);
      expect(res.status, weak).toBe(400);
      const body = await res.json();
      expect(body.error).toContain(MSG.password);
      expect(body.errors).toEqual({ password: [MSG.password] });
    }
    const empty = await setPassword(key, '');
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual({ password: [MSG.providePassword] });
    expect((await setPassword(key, 'Good#Pass2026')).status).toBe(200);
  });

  it('403 for a wrong key and for an expired key', async () => {
    expect((await setPassword('AAAAAAAA', 'Good#Pass2026')).status).toBe(403);
    expect((await setPassword('not a key!', 'Good#Pass2026')).status).toBe(403);
    await reset('forex@cbn.example', 'cbn');
    const key = keyFrom((await lastMail(db, 'forex@cbn.example'))!.text, 'Reset key');
    t.clock.advance(10 * 60_000 + 1);
    expect((await setPassword(key, 'Good#Pass2026')).status).toBe(403);
  });

  it('only the newest reset key of a user works', async () => {
    await reset('cbnadmin@cbn.example', 'cbn');
    const first = keyFrom((await lastMail(db, 'cbnadmin@cbn.example'))!.text, 'Reset key');
    await reset('cbnadmin@cbn.example', 'cbn');
    const second = keyFrom((await lastMail(db, 'cbnadmin@cbn.example'))!.text, 'Reset key');
    expect((await setPassword(first, 'Good#Pass2026')).status).toBe(403);
    expect((await setPassword(second, 'Good#Pass2026')).status).toBe(200);
  });

  it('stores only hashes of reset keys', async () => {
    await reset('viewer@fiu.example', 'fiu');
    const key = keyFrom((await lastMail(db, 'viewer@fiu.example'))!.text, 'Reset key');
    const all = await db.query<{ j: string }>('SELECT json_agg(k)::text AS j FROM password_reset_keys k');
    expect(all.rows[0]!.j).not.toContain(key);
  });
});
