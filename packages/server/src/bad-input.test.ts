/**
 * Issue 7 item 8 (SECURITY.md promise 11, bad input never costs availability): numbers in queries are
 * validated and sent as SQL parameters; deeply nested JSON is refused with a clear 4xx, never a RangeError 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from './testing/index.js';
import { subjectBody } from './testing/records.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  analyst = await signIn(t, 'analyst', 'fiu');
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const get = (path: string) => t.app.request(path, { headers: analyst.headers });

describe('numbers in queries: validated, 400 naming the parameter', () => {
  for (const path of ['/api/users', '/api/organisations', '/api/institutions', '/api/providers']) {
    for (const [name, value] of [
      ['offset', 'Infinity'],
      ['offset', '-1'],
      ['offset', '1e3'],
      ['offset', 'abc'],
      ['limit', '1.5'],
      ['limit', 'NaN'],
      ['limit', '99999999999999999999'],
    ] as const) {
      it(`GET ${path}?${name}=${value} → 400`, async () => {
        const res = await get(`${path}?${name}=${encodeURIComponent(value)}`);
        expect(res.status).toBe(400);
        const body = (await res.json()) as { error: string; errors: Record<string, string[]> };
        expect(body.error).toBe(`${name}: Must be a whole number of 0 or more`);
        expect(body.errors).toEqual({ [name]: ['Must be a whole number of 0 or more'] });
      });
    }
  }

  it('GET /api/users: good paging still pages (limit above the page size is capped at 300)', async () => {
    const all = (await (await get('/api/users?limit=500')).json()) as { results: { username: string }[]; count: number };
    expect(all.results.length).toBe(all.count);
    const page = (await (await get('/api/users?limit=2&offset=1')).json()) as { results: { username: string }[]; count: number };
    expect(page.results.map((u) => u.username)).toEqual(all.results.slice(1, 3).map((u) => u.username));
    expect(page.count).toBe(all.count);
  });
});

describe('deeply nested JSON bodies: 400 with a clear message, not a RangeError 500', () => {
  const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);
  const message = 'JSON is nested too deeply (at most 32 levels)';

  it('a subject save whose field nests 100,000 levels deep', async () => {
    const body = JSON.stringify(subjectBody()).replace(/}$/, `,"addresses":${nested(100_000)}}`);
    const res = await t.app.request('/api/suspects', jsonPost(body, analyst.headers));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });

  it('a public call (registration) with nested objects', async () => {
    const res = await t.app.request('/api/register', jsonPost('{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000), {}));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });

  it('33 levels are refused, 32 pass the depth check (and reach validation)', async () => {
    const deep = (d: number) => JSON.stringify({ name: 'x', username: 'y', email: 'a@b.example', role: 'ceo', domain: 'eca', scope: 'fiu-web', extra: JSON.parse(nested(d - 1)) });
    const refused = await t.app.request('/api/register', jsonPost(deep(33), {}));
    expect(await refused.json()).toEqual({ error: message });
    const checked = await t.app.request('/api/register', jsonPost(deep(32), {}));
    expect(checked.status).toBe(400);
    expect(((await checked.json()) as { error: string }).error).not.toBe(message);
  });

  it('brackets inside strings do not count', async () => {
    const res = await t.app.request('/api/register', jsonPost(JSON.stringify({ name: '['.repeat(100) + '{'.repeat(100) }), {}));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).not.toBe(message);
  });
});
