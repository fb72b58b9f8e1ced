import naughty from 'big-list-of-naughty-strings' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, makeApp, openTestDb, type TestApp, type TestDb } from '../testing/index.js';
import { USERNAME_TAKEN } from './register.js';

let db: TestDb;
let t: TestApp;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
});
afterAll(async () => {
  // Bad input must be refused by validation, not caught by the database (and the 4xx safety net).
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const register = (body: Record<string, unknown>) => t.app.request('/api/register', jsonPost(body));
const person = (username: string, extra: Record<string, unknown> = {}) => ({
  name: 'New Person', username, email: `${username}@eca.example`, role: 'data_entry', domain: 'eca', scope: 'fiu-web', ...extra,
});

describe('POST /api/register', () => {
  it('201 {ok:true} and creates an inactive user without a password', async () => {
    const res = await register(person('newbie'));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const r = await db.query<{ active: boolean; password_hash: string | null; role: string; permissions: string[] }>(
      "SELECT active, password_hash, role, permissions FROM users WHERE domain = 'eca' AND username = 'newbie'",
    );
    expect(r.rows[0]).toEqual({ active: false, password_hash: null, role: 'data_entry', permissions: [] });
  });

  it('the new user cannot sign in (no password) until a reset and an administrator enable the account', async () => {
    const res = await t.app.request('/api/login/2factor', jsonPost({ username: 'newbie', domain: 'eca', password: 'Anything#1', scope: 'fiu-web' }));
    expect(res.status).toBe(403);
  });

  it('409 when the username exists in that organisation (in any case)', async () => {
    for (const username of ['entry', 'ENTRY', 'newbie']) {
      const res = await register(person(username));
      expect(res.status, username).toBe(409);
      expect(await res.json()).toEqual({ error: USERNAME_TAKEN, errors: { username: [USERNAME_TAKEN] } });
    }
    // Same username in another organisation is fine.
    expect((await register(person('entry', { domain: 'ssa' }))).status).toBe(201);
  });

  it('400 with field errors: missing fields, bad e-mail, unknown organisation, unknown fields', async () => {
    const missing = await register({ domain: 'eca', scope: 'fiu-web' });
    expect(missing.status).toBe(400);
    const m = await missing.json();
    expect(Object.keys(m.errors)).toEqual(expect.arrayContaining(['name', 'username', 'email', 'role']));
    expect(typeof m.error).toBe('string');

    expect((await register(person('x1', { email: 'not-an-email' }))).status).toBe(400);
    const org = await register(person('x2', { domain: 'nowhere' }));
    expect(org.status).toBe(400);
    expect((await org.json()).errors).toHaveProperty('domain');
    const extra = await register(person('x3', { active: true }));
    expect(extra.status).toBe(400);
    expect((await extra.json()).errors).toHaveProperty('active');
    const perms = await register(person('x4', { permissions: ['can.view.users'] }));
    expect(perms.status).toBe(400);
  });

  it('400 for roles registration does not offer (the central role, ceo, forex)', async () => {
    for (const role of ['fiu', 'ceo', 'forex', 'superuser']) {
      expect((await register(person(`r-${role}`, { role }))).status, role).toBe(400);
    }
    for (const role of ['ict_admin', 'admin', 'data_entry', 'mobile_entry']) {
      expect((await register(person(`r-${role}`, { role }))).status, role).toBe(201);
    }
  });

  it('naughty strings in every text field never give a 500', async () => {
    const statuses = new Set<number>();
    for (const [i, s] of (naughty as string[]).entries()) {
      for (const field of ['name', 'username', 'email'] as const) {
        const res = await register(person(`n${i}${field}`, { [field]: s }));
        expect(res.status, `${field}=${JSON.stringify(s)}`).toBeLessThan(500);
        statuses.add(res.status);
        await res.arrayBuffer();
      }
    }
    expect([...statuses].every((s) => [201, 400, 409].includes(s))).toBe(true);
  }, 120_000);
});
