import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from './testing/index.js';

let db: TestDb;
let t: TestApp;
let ceo: Signed;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  ceo = await signIn(t, 'ceo', 'eca');
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
});
