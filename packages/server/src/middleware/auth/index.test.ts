import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../../db/seed.js';
import { createSession } from '../../lib/users.js';
import { openTestDb, testClock, type TestDb } from '../../testing/index.js';
import type { AppEnv } from '../../types.js';
import { auth } from './index.js';

let db: TestDb;
const clock = testClock();
const refusals: string[] = [];
const app = new Hono<AppEnv>();
beforeAll(async () => {
  db = await openTestDb();
  app.use(
    '*',
    auth({
      db,
      clock,
      isPublic: (method, path) => method === 'GET' && path === '/open',
      idleMs: 60 * 60_000,
      maxMs: 2 * 60 * 60_000,
      onRefused: async (_c, reason) => void refusals.push(reason),
    }),
  );
  app.get('/open', (c) => c.json({ user: c.get('user') ?? null }));
  app.get('/closed', (c) => c.json({ user: c.get('user')!.username, session: c.get('session') }));
});
afterAll(async () => {
  await db.close();
});

const newSession = (username = 'ceo', domain = 'eca') => createSession(db, demoUserId(username, domain), 'standalone', clock());

describe('auth middleware', () => {
  it('lets public routes through without a session', async () => {
    expect(await (await app.request('/open')).json()).toEqual({ user: null });
  });

  it('refuses a missing, unknown or oversized token with 401 {error}', async () => {
    for (const headers of [{}, { Token: 'nope' }, { Token: 'x'.repeat(1000) }, { Token: '' }] as Record<string, string>[]) {
      const res = await app.request('/closed', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    expect(refusals.length).toBeGreaterThanOrEqual(4);
  });

  it('sets user and session for a valid token; a Session header must match and be well-formed', async () => {
    const s = await newSession();
    const ok = await app.request('/closed', { headers: { Token: s.token, Session: s.id } });
    expect(await ok.json()).toEqual({ user: 'ceo', session: { id: s.id, mode: 'standalone' } });
    expect((await app.request('/closed', { headers: { Token: s.token, Session: randomUUID() } })).status).toBe(401);
    expect((await app.request('/closed', { headers: { Token: s.token, Session: "x' OR 1=1" } })).status).toBe(401);
  });

  it('a revoked session is refused', async () => {
    const s = await newSession();
    await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [s.id]);
    expect((await app.request('/closed', { headers: { Token: s.token } })).status).toBe(401);
  });

  it('idle and absolute time limits end a session; use keeps it alive until the absolute limit', async () => {
    const s = await newSession('entry', 'eca');
    clock.advance(50 * 60_000);
    expect((await app.request('/closed', { headers: { Token: s.token } })).status).toBe(200);
    clock.advance(50 * 60_000);
    expect((await app.request('/closed', { headers: { Token: s.token } })).status).toBe(200);
    clock.advance(50 * 60_000);
    expect((await app.request('/closed', { headers: { Token: s.token } })).status).toBe(401); // never idle 1 h, but over 2 h in all
    const idle = await newSession('entry', 'eca');
    clock.advance(61 * 60_000);
    expect((await app.request('/closed', { headers: { Token: idle.token } })).status).toBe(401);
  });

  it('a deactivated user is refused and all their sessions are revoked', async () => {
    const a = await newSession('admin', 'eca');
    const b = await newSession('admin', 'eca');
    await db.query('UPDATE users SET active = false WHERE id = $1', [demoUserId('admin', 'eca')]);
    const res = await app.request('/closed', { headers: { Token: a.token } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'User account not active' });
    const live = await db.query('SELECT 1 FROM sessions WHERE id = ANY($1::uuid[]) AND revoked_at IS NULL', [[a.id, b.id]]);
    expect(live.rowCount).toBe(0);
  });
});
