import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from './testing/index.js';

let db: TestDb;
let t: TestApp;
let ceo: Signed;
let analyst: Signed;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  ceo = await signIn(t, 'ceo', 'eca');
  analyst = await signIn(t, 'analyst', 'fiu');
});
afterAll(async () => {
  // Bad input must be refused by validation, not caught by the database (and the 4xx safety net).
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

/** Bodies shaped like the real ones (right keys, any values) and anything at all. */
const shaped = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'), fc.jsonValue(), { maxKeys: keys.length + 2 });
const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('', ' ', '\u0000', '../..', '%00', "' OR 1=1 --"));

const endpoints: [string, fc.Arbitrary<unknown>, Record<string, string>?][] = [
  ['/api/login/2factor', fc.oneof(shaped(['username', 'domain', 'password', 'scope']), fc.jsonValue())],
  ['/api/password/reset', fc.oneof(shaped(['email', 'domain', 'scope']), fc.jsonValue())],
  ['/api/password/validate/AAAAAAAA', fc.oneof(shaped(['password']), fc.jsonValue())],
  ['/api/register', fc.oneof(shaped(['name', 'username', 'email', 'role', 'domain', 'scope']), fc.jsonValue())],
  ['/api/reportupload', fc.oneof(shaped(['name', 'email', 'reports', 'domain']), fc.jsonValue())],
  ['/api/investigate/ticket', fc.oneof(shaped(['origin', 'username', 'domain']), fc.jsonValue()), { Authorization: 'Bearer test-service-key' }],
  ['/api/investigate/session', fc.oneof(shaped(['ticket']), fc.jsonValue()), { Origin: 'https://host.example' }],
];

describe('promise 11: fuzzed input never costs a 500', () => {
  for (const [path, body, headers] of endpoints) {
    it(`POST ${path}`, async () => {
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          const res = await t.app.request(path, jsonPost(JSON.stringify(value) ?? 'null', headers));
          await res.arrayBuffer();
          return res.status < 500;
        }),
        { numRuns: path === '/api/login/2factor' ? 40 : 100 },
      );
    }, 120_000);
  }

  it('path parameters', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (a, b) => {
        const seg = (s: string) => encodeURIComponent(s) || 'x';
        for (const path of [`/api/domain/${seg(a)}`, `/api/hasrfi/${seg(a)}`, `/api/login/2factor/validate/${seg(a)}/${seg(b)}`, `/api/users/${seg(a)}`]) {
          const res = await t.app.request(path, { headers: { ...ceo.headers, Attempt: a.replace(/[^\x20-\x7e]/g, '') } });
          await res.arrayBuffer();
          if (res.status >= 500) return false;
        }
        return true;
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  /**
   * Every registered route (read from the app, so a route added later is covered without editing this list):
   * fuzzed path parameters, a query of the spec's parameter names with number-like and hostile values, and
   * for writes a fuzzed body (any JSON, malformed text, deep nesting). Issue 7 item 8: `offset=Infinity` on
   * /api/users was a 500.
   */
  const QUERY_NAMES = ['limit', 'offset', 'pager', 'domain', 'scope', 'search', 'ordering', 'status', 'gender', 'case', 'created_by', 'created__gte', 'created__lte', 'suspectid', 'id', 'action'];
  const numberish = fc.constantFrom('Infinity', '-Infinity', '-1', '1e3', '1.5', 'NaN', '0', '300', '99999999999999999999', '0x10', ' 1', '1 ', 'default', 'limit');
  const queryValue = fc.oneof(numberish, text, fc.constantFrom('-modified', 'name', 'created', 'pending', 'male', 'fiu', 'eca', '2026-01-01', '2026-13-45'));
  // Paging numbers in about half the calls each (the numbers pasted into SQL were the 500s), then any others.
  const query = fc
    .tuple(
      fc.record({ limit: numberish, offset: numberish }, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 8 })), queryValue, { maxKeys: 4 }),
    )
    .map(([paging, rest]) => ({ ...rest, ...paging }));
  const nested = fc.tuple(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}'])).map(([d, [open, close]]) => open.repeat(d) + (open === '[' ? '' : '1') + close.repeat(d));
  const rawBody = fc.oneof(fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'), nested, fc.string());
  const routes = () => {
    const seen = new Set<string>();
    return t.app.routes
      .filter((r) => r.method !== 'ALL' && r.path !== '/api/logout')
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => (seen.has(key) ? false : (seen.add(key), true)));
  };

  it('every route: fuzzed path parameters, query and body', async () => {
    const list = routes();
    expect(list).toContain('GET /api/users');
    for (const route of list) {
      const [method, pattern] = route.split(' ') as [string, string];
      await fc.assert(
        fc.asyncProperty(fc.array(text, { minLength: 4, maxLength: 4 }), query, rawBody, fc.boolean(), async (params, q, body, central) => {
          let i = 0;
          const path = pattern.replace(/:[a-z_]+/gi, () => encodeURIComponent(params[i++ % params.length]!) || 'x');
          const qs = new URLSearchParams(q).toString();
          const who = central ? analyst : ceo;
          const init: RequestInit = method === 'GET' ? { headers: who.headers } : { ...jsonPost(body, who.headers), method };
          const res = await t.app.request(qs ? `${path}?${qs}` : path, init);
          await res.arrayBuffer();
          if (res.status >= 500) throw new Error(`${method} ${path}?${qs} answered ${res.status}`);
          return true;
        }),
        { numRuns: 25 },
      );
    }
  }, 300_000);
});
