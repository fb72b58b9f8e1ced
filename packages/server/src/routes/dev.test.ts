import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, makeApp, openTestDb, type TestDb } from '../testing/index.js';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

describe('GET /api/dev/mailbox', () => {
  it('in demo mode: [{to, subject, text, sent}] newest first, without a session', async () => {
    const t = await makeApp(db, { demo: true });
    for (const username of ['analyst', 'viewer']) {
      await t.app.request('/api/login/2factor', jsonPost({ username, domain: 'fiu', password: 'Demo#2026', scope: 'fiu-web' }));
      t.clock.advance(1000);
    }
    const res = await t.app.request('/api/dev/mailbox');
    expect(res.status).toBe(200);
    const mails = await res.json();
    expect(mails).toHaveLength(2);
    expect(Object.keys(mails[0]).sort()).toEqual(['sent', 'subject', 'text', 'to']);
    expect(mails[0].to).toBe('viewer@fiu.example');
    expect(mails[1].to).toBe('analyst@fiu.example');
    expect(mails[0].text).toMatch(/^Secret key: [A-Z2-9]{8}$/m);
    expect(new Date(mails[0].sent).getTime()).toBeGreaterThan(new Date(mails[1].sent).getTime());
    await t.cleanup();
  });

  it('outside demo mode it does not exist', async () => {
    const t = await makeApp(db, { demo: false });
    expect(t.app.routes.some((r) => r.path === '/api/dev/mailbox')).toBe(false);
    const res = await t.app.request('/api/dev/mailbox');
    expect(res.status).toBe(404);
    // An unknown path, answered before authentication (issue 7 item 10).
    expect(await res.json()).toEqual({ error: 'Unknown API path: /api/dev/mailbox', code: 'unknown_api_path' });
    await t.cleanup();
  });
});
