import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUserSchema } from '../core.js';
import { demoUserId } from '../db/seed.js';
import { allKeys, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { USER_NOT_FOUND } from './users.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, ceo: Signed, forex: Signed;
const id = demoUserId;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  [analyst, ceo, forex] = [await signIn(t, 'analyst', 'fiu'), await signIn(t, 'ceo', 'eca'), await signIn(t, 'forex', 'cbn')];
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const get = (userId: string, who: Signed) => t.app.request(`/api/users/${userId}`, { headers: who.headers });

describe('GET /api/users (scope, domain)', () => {
  const list = async (who: Signed, query = '') => {
    const res = await t.app.request(`/api/users?scope=fiu-web${query}`, { headers: who.headers });
    expect(res.status).toBe(200);
    return (await res.json()) as { results: { domain: string; username: string }[]; count: number };
  };

  it('a partner user gets its own organisation only, even when it asks for another', async () => {
    for (const query of ['', '&domain=fiu']) {
      const { results, count } = await list(ceo, query);
      expect(count).toBe(results.length);
      expect(results.map((u) => u.username).sort()).toEqual(['admin', 'ceo', 'entry', 'inactive', 'mobile']);
      for (const u of results) expect(allKeys(u).has('password_hash')).toBe(false);
    }
  });

  it('the central unit gets every organisation, or one with domain', async () => {
    const all = await list(analyst);
    expect(new Set(all.results.map((u) => u.domain))).toEqual(new Set(['fiu', 'eca', 'cbn', 'mission']));
    const cbn = await list(analyst, '&domain=cbn');
    expect(cbn.results.map((u) => u.username).sort()).toEqual(['cbnadmin', 'forex']);
  });

  it('needs a session', async () => {
    expect((await t.app.request('/api/users')).status).toBe(401);
  });
});

describe('GET /api/users/{id}', () => {
  it('a user of the same organisation: 200 PublicUser with exactly the schema\'s fields', async () => {
    const res = await get(id('entry', 'eca'), ceo);
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(Object.keys(user).sort()).toEqual(Object.keys((publicUserSchema as unknown as { def: { shape: object } }).def.shape).sort());
    expect(user).toMatchObject({ _id: id('entry', 'eca'), username: 'entry', domain: 'eca', role: 'data_entry', active: true });
    for (const k of ['password_hash', 'token', 'token_hash', 'password']) expect(allKeys(user).has(k)).toBe(false);
  });

  it('the central unit reads users of every organisation', async () => {
    for (const [u, d] of [['entry', 'eca'], ['forex', 'cbn'], ['missionentry', 'mission']]) {
      expect((await get(id(u!, d!), analyst)).status).toBe(200);
    }
  });

  it('another organisation\'s user is 404 (object-level rule), the same as a missing one', async () => {
    for (const [who, target] of [[forex, id('entry', 'eca')], [ceo, id('analyst', 'fiu')], [ceo, id('forex', 'cbn')]] as const) {
      const res = await get(target, who);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: USER_NOT_FOUND });
    }
    const missing = await get('00000000-0000-4000-8000-000000000000', ceo);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: USER_NOT_FOUND });
    expect((await get('not-a-uuid', ceo)).status).toBe(404);
  });

  it('promise 10: audits reads and refusals with who, what and the request id, and no secrets', async () => {
    await get(id('entry', 'eca'), forex);
    const rows = await db.query<{ action: string; outcome: string; actor: string; domain: string; request_id: string; detail: object }>(
      "SELECT action, outcome, actor, domain, request_id, detail FROM audit_log WHERE action IN ('user.read', 'authz.refused') ORDER BY id",
    );
    expect(rows.rows).toContainEqual(expect.objectContaining({ action: 'user.read', outcome: 'ok', actor: 'ceo@eca', domain: 'eca' }));
    const refused = rows.rows.filter((r) => r.action === 'authz.refused' && r.actor === 'forex@cbn');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.request_id).toBeTruthy();
    const all = JSON.stringify(rows.rows);
    for (const s of [analyst.token, ceo.token, forex.token]) expect(all).not.toContain(s);
  });

  it('promise 10: the audit log is append-only', async () => {
    await expect(db.query("UPDATE audit_log SET outcome = 'ok'")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});
