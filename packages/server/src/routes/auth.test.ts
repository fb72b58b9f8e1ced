import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, signedInUserSchema, validate } from '../core.js';
import {
  jsonPost, lastMail, makeApp, openTestDb, signIn, startSignIn, validateKey, keyFrom,
  type TestApp, type TestDb,
} from '../testing/index.js';
import { KEY_REFUSED } from './auth.js';

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

const step1 = (body: Record<string, unknown>) => t.app.request('/api/login/2factor', jsonPost(body));
const creds = (username: string, domain: string, password = 'Demo#2026') => ({ username, domain, password, scope: 'fiu-web' });

describe('POST /api/login/2factor', () => {
  it('200 {attempt, sent:true} and mails the key on a line "Secret key: KEY"', async () => {
    const res = await step1(creds('analyst', 'fiu'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ attempt: expect.stringMatching(/^[0-9a-f-]{36}$/), sent: true });
    const mail = await lastMail(db, 'analyst@fiu.example');
    const key = keyFrom(mail!.text);
    expect(key).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
    expect(mail!.text.split('\n')).toContain(`Secret key: ${key}`);
  });

  it('keys come from a secure random source: 8 characters, all different over many sign-ins', async () => {
    const keys = new Set<string>();
    for (let i = 0; i < 10; i++) keys.add((await startSignIn(t, 'viewer', 'fiu')).key);
    expect(keys.size).toBe(10);
  });

  it('accepts the username in any case', async () => {
    expect((await step1(creds('ANALYST', 'fiu'))).status).toBe(200);
  });

  it('403 "Password is incorrect" for a wrong password', async () => {
    const res = await step1(creds('analyst', 'fiu', 'Wrong#2026'));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: MSG.passwordIncorrect });
  });

  it('404 "Username not registered for this organisation" for an unknown user or another organisation', async () => {
    for (const [u, d] of [['nobody', 'fiu'], ['analyst', 'eca'], ['analyst', 'nowhere']] as const) {
      const res = await step1(creds(u, d));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: MSG.usernameNotRegistered });
    }
  });

  it('400 with field errors for missing or unknown fields, and for malformed JSON', async () => {
    const missing = await step1({ username: 'analyst', domain: 'fiu', scope: 'fiu-web' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toHaveProperty('password');
    const extra = await step1({ ...creds('analyst', 'fiu'), admin: true });
    expect(extra.status).toBe(400);
    expect((await extra.json()).errors).toHaveProperty('admin');
    const bad = await t.app.request('/api/login/2factor', jsonPost('{"username": "analyst",'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: expect.any(String) });
  });

  it('does not write the password, key or hashes into the audit log', async () => {
    const { key } = await startSignIn(t, 'analyst', 'fiu');
    const rows = await db.query<{ row: string }>("SELECT row_to_json(a)::text AS row FROM audit_log a WHERE action LIKE 'signin%'");
    expect(rows.rows.length).toBeGreaterThan(0);
    const all = rows.rows.map((r) => r.row).join('\n');
    expect(all).not.toContain('Demo#2026');
    expect(all).not.toContain(key);
    expect(all).not.toMatch(/scrypt\$/);
  });
});

describe('GET /api/login/2factor/validate/{key}/{domain}', () => {
  it('200 SignedInUser for the mailed key (trimmed, any case)', async () => {
    const { attempt, key } = await startSignIn(t, 'analyst', 'fiu');
    const res = await validateKey(t, attempt, ` ${key.toLowerCase()} `, 'fiu');
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(Object.keys(user).sort()).toEqual(['_id', 'active', 'domain', 'email', 'name', 'permissions', 'role', 'session', 'token', 'username']);
    expect(user).toMatchObject({ username: 'analyst', domain: 'fiu', role: 'fiu', active: true, email: 'analyst@fiu.example' });
    expect(validate(signedInUserSchema, user)).toEqual({ ok: true, data: user });
  });

  it('403 for a wrong key, a missing Attempt header or an unknown attempt', async () => {
    const { attempt } = await startSignIn(t, 'viewer', 'fiu');
    for (const res of [
      await validateKey(t, attempt, 'ZZZZZZZZ', 'fiu'),
      await t.app.request('/api/login/2factor/validate/ZZZZZZZZ/fiu'),
      await validateKey(t, '00000000-0000-4000-8000-000000000000', 'ZZZZZZZZ', 'fiu'),
      await validateKey(t, 'not-a-uuid', 'ZZZZZZZZ', 'fiu'),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: KEY_REFUSED });
    }
  });

  it('404 when the attempt belongs to a user of another organisation', async () => {
    const { attempt, key } = await startSignIn(t, 'viewer', 'fiu');
    const res = await validateKey(t, attempt, key, 'eca');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: MSG.usernameNotRegistered });
  });

  it('403 "User account not active" for the inactive user, with no session', async () => {
    const { attempt, key } = await startSignIn(t, 'inactive', 'eca');
    const res = await validateKey(t, attempt, key, 'eca');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: MSG.userNotActive });
  });

  it('403 "User role not configured for access" for mobile_entry, with no session', async () => {
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    const { attempt, key } = await startSignIn(t, 'mobile', 'eca');
    const res = await validateKey(t, attempt, key, 'eca');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: MSG.roleNotConfigured });
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  describe('promise 1: one-time keys', () => {
    it('two simultaneous submits of the same key: exactly one 200', async () => {
      const { attempt, key } = await startSignIn(t, 'ceo', 'eca');
      const results = await Promise.all([validateKey(t, attempt, key, 'eca'), validateKey(t, attempt, key, 'eca'), validateKey(t, attempt, key, 'eca')]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 403, 403]);
    });

    it('a used key does not work again', async () => {
      const { attempt, key } = await startSignIn(t, 'admin', 'eca');
      expect((await validateKey(t, attempt, key, 'eca')).status).toBe(200);
      expect((await validateKey(t, attempt, key, 'eca')).status).toBe(403);
    });

    it('after 5 wrong tries the right key is refused too', async () => {
      const { attempt, key } = await startSignIn(t, 'entry', 'eca');
      for (let i = 0; i < 5; i++) expect((await validateKey(t, attempt, 'WRONGKEY', 'eca')).status).toBe(403);
      const res = await validateKey(t, attempt, key, 'eca');
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: KEY_REFUSED });
    });

    it('4 wrong tries still leave the right key working', async () => {
      const { attempt, key } = await startSignIn(t, 'entry', 'eca');
      for (let i = 0; i < 4; i++) await validateKey(t, attempt, 'WRONGKEY', 'eca');
      expect((await validateKey(t, attempt, key, 'eca')).status).toBe(200);
    });

    it('a key expires after 10 minutes', async () => {
      const a = await startSignIn(t, 'forex', 'cbn');
      t.clock.advance(9 * 60_000 + 59_000);
      expect((await validateKey(t, a.attempt, a.key, 'cbn')).status).toBe(200);
      const b = await startSignIn(t, 'forex', 'cbn');
      t.clock.advance(10 * 60_000 + 1);
      expect((await validateKey(t, b.attempt, b.key, 'cbn')).status).toBe(403);
    });

    it('a key is bound to its attempt: another attempt of the same user does not take it', async () => {
      const a = await startSignIn(t, 'cbnadmin', 'cbn');
      const b = await startSignIn(t, 'cbnadmin', 'cbn');
      expect((await validateKey(t, b.attempt, a.key, 'cbn')).status).toBe(403);
      expect((await validateKey(t, a.attempt, a.key, 'cbn')).status).toBe(200);
    });

    it('stores only a hash of the key', async () => {
      const { attempt, key } = await startSignIn(t, 'viewer', 'fiu');
      const r = await db.query<Record<string, unknown>>('SELECT * FROM sign_in_attempts WHERE id = $1', [attempt]);
      expect(JSON.stringify(r.rows[0])).not.toContain(key);
      expect(r.rows[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });
});

describe('promise 1: rate limits on sign-in and key (429 + Retry-After)', () => {
  it('answers a burst with 429, Retry-After and an error text', async () => {
    const limited = await makeApp(db, { rateLimits: { signIn: { limit: 3, windowMs: 60_000 }, key: { limit: 2, windowMs: 60_000 } } });
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 5; i++) {
      last = await limited.app.request('/api/login/2factor', jsonPost(creds('analyst', 'fiu', 'Wrong#2026')));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([403, 403, 403, 429, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.json()).toEqual({ error: expect.any(String) });

    const keyStatuses: number[] = [];
    for (let i = 0; i < 3; i++) keyStatuses.push((await limited.app.request('/api/login/2factor/validate/AAAAAAAA/fiu')).status);
    expect(keyStatuses).toEqual([403, 403, 429]);
    await limited.cleanup();
  });
});

describe('promise 2: sessions', () => {
  it('token has at least 128 random bits and only its sha256 is stored', async () => {
    const u = await signIn(t, 'analyst', 'fiu');
    expect(Buffer.from(u.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM sessions WHERE id = $1', [u.session]);
    expect(rows.rows).toHaveLength(1);
    expect(JSON.stringify(rows.rows[0])).not.toContain(u.token);
    const { createHash } = await import('node:crypto');
    expect(rows.rows[0]!.token_hash).toBe(createHash('sha256').update(u.token).digest('hex'));
    // Nowhere else either.
    for (const table of ['audit_log', 'outbox_mails', 'sign_in_attempts']) {
      const all = await db.query<{ j: string }>(`SELECT coalesce(json_agg(x)::text, '') AS j FROM ${table} x`);
      expect(all.rows[0]!.j).not.toContain(u.token);
    }
  });

  it('a session works with Token (and matching Session) headers; a mismatching Session header is refused', async () => {
    const u = await signIn(t, 'viewer', 'fiu');
    expect((await t.app.request(`/api/users/${u._id}`, { headers: u.headers })).status).toBe(200);
    expect((await t.app.request(`/api/users/${u._id}`, { headers: { Token: u.token } })).status).toBe(200);
    const other = await signIn(t, 'viewer', 'fiu');
    expect((await t.app.request(`/api/users/${u._id}`, { headers: { Token: u.token, Session: other.session } })).status).toBe(401);
  });

  it('POST /api/logout answers 204 and the token is void afterwards', async () => {
    const u = await signIn(t, 'analyst', 'fiu');
    const out = await t.app.request('/api/logout', { method: 'POST', headers: u.headers });
    expect(out.status).toBe(204);
    const res = await t.app.request(`/api/users/${u._id}`, { headers: u.headers });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    expect((await t.app.request('/api/logout', { method: 'POST', headers: u.headers })).status).toBe(401);
  });

  it('deactivating the user voids the session at once', async () => {
    const u = await signIn(t, 'cbnadmin', 'cbn');
    expect((await t.app.request(`/api/users/${u._id}`, { headers: u.headers })).status).toBe(200);
    await db.query('UPDATE users SET active = false WHERE id = $1', [u._id]);
    const res = await t.app.request(`/api/users/${u._id}`, { headers: u.headers });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: MSG.userNotActive });
    // Reactivation does not revive it: the session was revoked.
    await db.query('UPDATE users SET active = true WHERE id = $1', [u._id]);
    expect((await t.app.request(`/api/users/${u._id}`, { headers: u.headers })).status).toBe(401);
  });

  it('a session unused for longer than the idle limit is void', async () => {
    const u = await signIn(t, 'forex', 'cbn');
    t.clock.advance(13 * 3_600_000);
    expect((await t.app.request(`/api/users/${u._id}`, { headers: u.headers })).status).toBe(401);
  });
});
