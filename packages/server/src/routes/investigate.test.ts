import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../core.js';
import { jsonPost, makeApp, openTestDb, type TestApp, type TestDb } from '../testing/index.js';
import { TICKET_REFUSED } from './investigate.js';

let db: TestDb;
let t: TestApp;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db, { demo: false, allowedOrigins: ['https://host.example'], investigateServiceKey: 'test-service-key' });
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const HOST = 'https://host.example';
const askTicket = (body: Record<string, unknown>, key = 'test-service-key', app = t.app) =>
  app.request('/api/investigate/ticket', jsonPost(body, { Authorization: `Bearer ${key}` }));
const exchange = (ticket: string, origin: string | null = HOST) =>
  t.app.request('/api/investigate/session', jsonPost({ ticket }, origin ? { Origin: origin } : {}));
const ticketFor = async (username = 'analyst', domain = 'fiu', origin = HOST) => {
  const res = await askTicket({ origin, username, domain });
  expect(res.status).toBe(201);
  return (await res.json()) as { ticket: string; expires: string };
};

describe('POST /api/investigate/ticket', () => {
  it('201 {ticket, expires} in 60 s for the service credential; only a hash is stored', async () => {
    const before = t.clock().getTime();
    const { ticket, expires } = await ticketFor();
    expect(Buffer.from(ticket, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(new Date(expires).getTime() - before).toBe(60_000);
    const rows = await db.query<{ j: string }>('SELECT json_agg(x)::text AS j FROM investigate_tickets x');
    expect(rows.rows[0]!.j).not.toContain(ticket);
  });

  it('401 without or with a wrong service credential', async () => {
    expect((await t.app.request('/api/investigate/ticket', jsonPost({ origin: HOST, username: 'analyst', domain: 'fiu' }))).status).toBe(401);
    expect((await askTicket({ origin: HOST, username: 'analyst', domain: 'fiu' }, 'wrong')).status).toBe(401);
  });

  it('400 for an origin that is not allowed or not an origin; unknown fields refused', async () => {
    for (const origin of ['https://evil.example', 'https://host.example/page', 'javascript:alert(1)']) {
      expect((await askTicket({ origin, username: 'analyst', domain: 'fiu' })).status, origin).toBe(400);
    }
    expect((await askTicket({ origin: HOST, username: 'analyst', domain: 'fiu', role: 'fiu' })).status).toBe(400);
  });

  it('404 unknown user, 403 inactive or mobile_entry', async () => {
    expect((await askTicket({ origin: HOST, username: 'nobody', domain: 'fiu' })).status).toBe(404);
    const inactive = await askTicket({ origin: HOST, username: 'inactive', domain: 'eca' });
    expect(inactive.status).toBe(403);
    expect(await inactive.json()).toEqual({ error: MSG.userNotActive });
    const mobile = await askTicket({ origin: HOST, username: 'mobile', domain: 'eca' });
    expect(await mobile.json()).toEqual({ error: MSG.roleNotConfigured });
  });

  it('is off (404) when no service credential is configured; the demo value works only in demo mode', async () => {
    const off = await makeApp(db, { demo: false, investigateServiceKey: null });
    expect((await askTicket({ origin: HOST, username: 'analyst', domain: 'fiu' }, 'demo-investigate-service-key', off.app)).status).toBe(404);
    await off.cleanup();
    const demo = await makeApp(db, { demo: true, investigateServiceKey: undefined, allowedOrigins: [] });
    const res = await askTicket({ origin: 'http://localhost:5173', username: 'analyst', domain: 'fiu' }, 'demo-investigate-service-key', demo.app);
    expect(res.status).toBe(201);
    await demo.cleanup();
  });
});

describe('POST /api/investigate/session', () => {
  it('200 SignedInUser with a session in investigate mode, from the ticket\'s origin', async () => {
    const { ticket } = await ticketFor('ceo', 'eca');
    const res = await exchange(ticket);
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(user).toMatchObject({ username: 'ceo', domain: 'eca', token: expect.any(String), session: expect.any(String) });
    const s = await db.query<{ mode: string }>('SELECT mode FROM sessions WHERE id = $1', [user.session]);
    expect(s.rows[0]!.mode).toBe('investigate');
    expect((await t.app.request(`/api/users/${user._id}`, { headers: { Token: user.token, Session: user.session } })).status).toBe(200);
  });

  it('single use, also under two simultaneous exchanges', async () => {
    const { ticket } = await ticketFor();
    const results = await Promise.all([exchange(ticket), exchange(ticket)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect((await exchange(ticket)).status).toBe(403);
  });

  it('403 from another origin or without Origin (and the ticket is spent)', async () => {
    const { ticket } = await ticketFor();
    const res = await exchange(ticket, 'https://evil.example');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: TICKET_REFUSED });
    expect((await exchange(ticket)).status).toBe(403);
    const second = await ticketFor();
    expect((await exchange(second.ticket, null)).status).toBe(403);
  });

  it('403 after 60 s', async () => {
    const { ticket } = await ticketFor();
    t.clock.advance(60_001);
    expect((await exchange(ticket)).status).toBe(403);
  });

  it('400 for a malformed body', async () => {
    expect((await t.app.request('/api/investigate/session', jsonPost({ ticket: 1 }, { Origin: HOST }))).status).toBe(400);
    expect((await t.app.request('/api/investigate/session', jsonPost({}, { Origin: HOST }))).status).toBe(400);
  });
});
