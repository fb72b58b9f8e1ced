import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allKeys, jsonPost, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from './testing/index.js';
import { PUBLIC_ROUTES, isPublicRoute } from './routes/public.js';
import { UNKNOWN_API_PATH } from './core.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  analyst = await signIn(t, 'analyst', 'fiu');
});
afterAll(async () => {
  // Bad input must be refused by validation, not caught by the database (and the 4xx safety net).
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

/** A concrete path for a route pattern. */
const concrete = (path: string) => path.replace(/:[^/]+/g, (p) => (p === ':id' ? '00000000-0000-4000-8000-000000000000' : 'x'));
const routes = () => {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
};

describe('promise 4: deny by default', () => {
  it('has the public list the security promise names, and nothing else', () => {
    expect(PUBLIC_ROUTES).toEqual(
      expect.arrayContaining([
        'GET /api/domain/:urlcode', 'POST /api/login/2factor', 'GET /api/login/2factor/validate/:key/:domain',
        'POST /api/password/reset', 'POST /api/password/validate/:key', 'POST /api/register', 'POST /api/reportupload',
        'GET /api/organisations', 'GET /api/institutions', 'GET /api/providers',
      ]),
    );
    expect(PUBLIC_ROUTES).toHaveLength(15);
  });

  it('every registered route not on the public list answers 401 without a session', async () => {
    const privateRoutes = routes().filter((r) => !isPublicRoute(r.method, r.path));
    expect(privateRoutes.length).toBeGreaterThan(0);
    for (const r of privateRoutes) {
      const path = concrete(r.path);
      const init = r.method === 'GET' ? {} : jsonPost({});
      const anon = await t.app.request(path, { ...init, method: r.method });
      expect(anon.status, `${r.method} ${r.path}`).toBe(401);
      expect(await anon.json()).toEqual({ error: expect.any(String) });
      const forged = await t.app.request(path, { ...init, method: r.method, headers: { ...(init.headers ?? {}), Token: 'forged-token' } });
      expect(forged.status, `${r.method} ${r.path} with a forged token`).toBe(401);
    }
  });

  it('every public route answers without a session (never 401)', async () => {
    for (const r of routes().filter((r) => isPublicRoute(r.method, r.path))) {
      const res = await t.app.request(concrete(r.path), r.method === 'GET' ? {} : { ...jsonPost({}), method: r.method });
      if (r.path === '/api/investigate/ticket') {
        // Public for sessions, but it has its own credential (the host server's service key).
        expect(await res.json()).toEqual({ error: 'Service credential required' });
        continue;
      }
      expect(res.status, `${r.method} ${r.path}`).not.toBe(401);
    }
  });

  it('an unknown API path is 404 with a clear message before authentication (issue 7 item 10), with or without a session', async () => {
    for (const headers of [{}, analyst.headers]) {
      const res = await t.app.request('/api/nothing/here', { headers });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Unknown API path: /api/nothing/here', code: UNKNOWN_API_PATH });
    }
  });

  it("api-base mistakenly ending in /api (/api/api/...): 404 unknown path, readable by the host page's origin", async () => {
    const res = await t.app.request('/api/api/domain/fiudemocodexxxxxxxxxxxxxxxxxxxxx', { headers: { Origin: 'https://host.example' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://host.example');
    expect(((await res.json()) as { code: string }).code).toBe(UNKNOWN_API_PATH);
  });

  it('a known path with a method it does not have: 405 with Allow, before authentication', async () => {
    const res = await t.app.request('/api/users', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
    expect(await res.json()).toEqual({ error: 'Method DELETE is not allowed on /api/users' });
  });

  it('known paths still need a session (deny by default is unchanged)', async () => {
    for (const path of ['/api/users', '/api/users/x', '/api/suspects', '/api/suspects/1']) {
      expect((await t.app.request(path)).status, path).toBe(401);
    }
  });

  it('the public matcher does not let look-alike paths through', () => {
    expect(isPublicRoute('GET', '/api/domain/abc')).toBe(true);
    expect(isPublicRoute('HEAD', '/api/domain/abc')).toBe(true);
    expect(isPublicRoute('POST', '/api/domain/abc')).toBe(false);
    expect(isPublicRoute('GET', '/api/domain/abc/users')).toBe(false);
    expect(isPublicRoute('GET', '/api/domainx/abc')).toBe(false);
    expect(isPublicRoute('GET', '/api/users/1')).toBe(false);
    expect(isPublicRoute('POST', '/api/logout')).toBe(false);
  });
});

describe('promise 9: headers', () => {
  it('API answers carry no-store, nosniff, no-referrer and a request id — errors too', async () => {
    for (const res of [
      await t.app.request('/api/organisations?pager=default'),
      await t.app.request('/api/users/x'),
      await t.app.request('/api/login/2factor', jsonPost('{')),
    ]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });
});

describe('request ids', () => {
  it('every answer has a fresh X-Request-Id, never the caller\'s', async () => {
    const res = await t.app.request('/api/health', { headers: { 'X-Request-Id': 'chosen-by-caller' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('CORS', () => {
  it('answers a listed origin (and localhost in demo mode), not others', async () => {
    for (const origin of ['https://host.example', 'http://localhost:5173', 'http://127.0.0.1:4000']) {
      const res = await t.app.request('/api/organisations', { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const refused = await t.app.request('/api/organisations', { headers: { Origin: 'https://evil.example' } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('preflight allows the Token, Session and Attempt headers', async () => {
    const res = await t.app.request('/api/users/x', {
      method: 'OPTIONS',
      headers: { Origin: 'https://host.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'token,session' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://host.example');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Token.*Session.*Attempt/);
  });

  it('outside demo mode localhost origins are refused unless listed', async () => {
    const prod = await makeApp(db, { demo: false, allowedOrigins: ['https://host.example'] });
    const res = await prod.app.request('/api/organisations', { headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    await prod.cleanup();
  });
});

describe('bad input is a 4xx with {error}, never a 500', () => {
  it('malformed JSON → 400', async () => {
    for (const path of ['/api/login/2factor', '/api/register', '/api/password/reset', '/api/reportupload']) {
      const res = await t.app.request(path, jsonPost('{"name": '));
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('a body that is not declared JSON → 415', async () => {
    const res = await t.app.request('/api/login/2factor', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });

  it('JSON that is not an object → 400', async () => {
    for (const body of ['[]', '"x"', '42', 'null']) {
      const res = await t.app.request('/api/login/2factor', jsonPost(body));
      expect(res.status, body).toBe(400);
    }
  });

  it('an oversized JSON body → 413', async () => {
    const small = await makeApp(db, { limits: { jsonBody: 1024 } });
    const res = await small.app.request('/api/register', jsonPost({ name: 'x'.repeat(5000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    await small.cleanup();
  });

  it('NUL characters → 400', async () => {
    const res = await t.app.request('/api/login/2factor', jsonPost({ username: 'a\u0000b', domain: 'fiu', password: 'x', scope: 'fiu-web' }));
    expect(res.status).toBe(400);
  });

  it('odd path parameters → 4xx', async () => {
    for (const path of ['/api/domain/%00', '/api/domain/..%2f..', '/api/hasrfi/%E2%80%AE', `/api/users/${encodeURIComponent("1' OR '1'='1")}`]) {
      const res = await t.app.request(path, { headers: analyst.headers });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

describe('promise 1/11: every limited endpoint answers a burst with 429 + Retry-After', () => {
  it('sign-in, key, reset (and reset validate), register, upload, investigate', async () => {
    const one = { limit: 1, windowMs: 60_000 };
    const limited = await makeApp(db, { rateLimits: { signIn: one, key: one, reset: one, register: one, upload: one } });
    const calls: [string, RequestInit][] = [
      ['/api/login/2factor', jsonPost({})],
      ['/api/login/2factor/validate/AAAAAAAA/fiu', {}],
      ['/api/password/reset', jsonPost({})],
      ['/api/register', jsonPost({})],
      ['/api/reportupload', jsonPost({})],
    ];
    for (const [path, init] of calls) {
      expect((await limited.app.request(path, init)).status, path).not.toBe(429);
      const res = await limited.app.request(path, init);
      expect(res.status, path).toBe(429);
      expect(Number(res.headers.get('retry-after')), path).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    // Shared buckets: reset validate counts with reset, investigate calls with the key step.
    expect((await limited.app.request('/api/password/validate/AAAAAAAA', jsonPost({}))).status).toBe(429);
    expect((await limited.app.request('/api/investigate/session', jsonPost({}))).status).toBe(429);
    // Other calls are not limited by these buckets.
    expect((await limited.app.request('/api/organisations')).status).toBe(200);
    await limited.cleanup();
  });
});

describe('promise 6: unknown fields are refused on every body', () => {
  it('400 with the unknown field named', async () => {
    const bodies: [string, Record<string, unknown>, Record<string, string>?][] = [
      ['/api/login/2factor', { username: 'analyst', domain: 'fiu', password: 'Demo#2026', scope: 'fiu-web' }],
      ['/api/password/reset', { email: 'ceo@eca.example', domain: 'eca', scope: 'fiu-web' }],
      ['/api/password/validate/AAAAAAAA', { password: 'Good#Pass2026' }],
      ['/api/register', { name: 'N', username: 'u1', email: 'u1@eca.example', role: 'admin', domain: 'eca', scope: 'fiu-web' }],
      ['/api/reportupload', { name: 'N', email: 'n@x.example', reports: ['data:application/pdf;base64,JVBERi0x'], domain: 'cbn' }],
      ['/api/investigate/ticket', { origin: 'https://host.example', username: 'analyst', domain: 'fiu' }, { Authorization: 'Bearer test-service-key' }],
      ['/api/investigate/session', { ticket: 'abc' }],
    ];
    for (const [path, body, headers] of bodies) {
      const res = await t.app.request(path, jsonPost({ ...body, is_admin: true }, headers));
      expect(res.status, path).toBe(400);
      expect((await res.json()).errors, path).toHaveProperty('is_admin');
    }
  });
});

describe('promise 6: responses never carry hashes or other users\' tokens', () => {
  it('no answer of the public calls or user reads contains password_hash, token_hash or a scrypt string', async () => {
    const answers = [
      await t.app.request(`/api/users/${analyst._id}`, { headers: analyst.headers }),
      await t.app.request('/api/organisations?pager=default'),
      await t.app.request('/api/domain/fiudemocodexxxxxxxxxxxxxxxxxxxxx'),
      await t.app.request('/api/dev/mailbox'),
    ];
    for (const res of answers) {
      const text = await res.text();
      expect(text).not.toMatch(/password_hash|token_hash|key_hash|scrypt\$/);
      const keys = allKeys(JSON.parse(text));
      for (const k of ['password', 'password_hash', 'token_hash', 'key_hash', 'token']) expect(keys.has(k)).toBe(false);
    }
  });
});

describe('GET /api/health', () => {
  it('answers without a session', async () => {
    expect(await (await t.app.request('/api/health')).json()).toEqual({ ok: true });
  });

  it('503 {error} when the database does not answer', async () => {
    const broken = { ...db, query: async () => { throw new Error('connection refused'); } };
    const b = await makeApp(broken);
    const res = await b.app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'Database unavailable' });
    await b.cleanup();
  });
});

describe('genuine bugs', () => {
  it('are logged and answered 500 {error: "Internal error"} without details', async () => {
    const broken = { ...db, query: async () => { throw new Error('secret internals: relation xyz'); } };
    const b = await makeApp(broken);
    const res = await b.app.request('/api/organisations');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Internal error' });
    expect(b.problems.join('\n')).toContain('secret internals');
    await b.cleanup();
  });
});
