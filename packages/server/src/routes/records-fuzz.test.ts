/**
 * SECURITY.md promise 11 for the record calls: fuzzed bodies, queries and path parameters never cost a 500, and
 * no bad input reaches the database unchecked (the app logs nothing).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { companyBody, create, jsonPut, subjectBody, type Rec } from '../testing/records.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, entry: Signed;
let S: Rec, K: Rec;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  [analyst, entry] = [await signIn(t, 'analyst', 'fiu'), await signIn(t, 'entry', 'eca')];
  S = await create(t, entry, 'suspects', subjectBody());
  K = await create(t, entry, 'companies', companyBody());
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const SUBJECT_KEYS = ['surname', 'othernames', 'gender', 'status', 'suspectid', 'case_reference', 'bvn', 'birthdate', 'height', 'facialmark', 'photograph',
  'telephones', 'bank_accounts', 'addresses', 'attachments', 'crime_history', 'call_logs', 'id_types', 'nationality', 'is_primary', '_deleted', 'latitude', 'id', 'domain'];
const COMPANY_KEYS = ['name', 'case_reference', 'information_needed', 'currentcrimetype', 'status', 'companyid', 'company_type', 'directors', 'parent_companies',
  'bank_accounts', 'addresses', 'tax_identification_number', 'is_primary', 'id', 'domain'];
const ITEM_KEYS = ['telephone', 'bank', 'accountno', 'attachment', 'surname', 'othernames', 'gender', 'name', 'idtype', 'idnumber', 'currentcrimetype', 'convicted', 'state'];

const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('', ' ', '../..', '%00', "' OR 1=1 --", 'data:image/png;base64,iVBORw0KGgo=', 'pending', 'approved', 'disseminated', 'male', '044', '2348031234567'));
const value: fc.Arbitrary<unknown> = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }),
  fc.array(fc.dictionary(fc.constantFrom(...ITEM_KEYS, 'extra', '__proto__'), fc.oneof(text, fc.integer(), fc.constant(null)), { maxKeys: 4 }), { maxLength: 3 }));
/** Bodies shaped like the real ones (right keys, any values), a valid record with one field spoilt, and anything at all. */
const shaped = (keys: string[], valid: () => Record<string, unknown>) =>
  fc.oneof(
    fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'), value, { maxKeys: keys.length }),
    fc.tuple(fc.constantFrom(...keys), value).map(([k, v]) => ({ ...valid(), [k]: v })),
    fc.jsonValue(),
  );

const send = async (path: string, init: RequestInit) => {
  const res = await t.app.request(path, init);
  await res.arrayBuffer();
  return res.status;
};

describe('promise 11: fuzzed record calls never cost a 500', () => {
  const bodies: [string, 'POST' | 'PUT', () => string, fc.Arbitrary<unknown>][] = [
    ['POST /api/suspects', 'POST', () => '/api/suspects', shaped(SUBJECT_KEYS, subjectBody)],
    ['PUT /api/suspects/{id}', 'PUT', () => `/api/suspects/${S.id}`, shaped(SUBJECT_KEYS, () => ({ ...S }))],
    ['POST /api/companies', 'POST', () => '/api/companies', shaped(COMPANY_KEYS, companyBody)],
    ['PUT /api/companies/{id}', 'PUT', () => `/api/companies/${K.id}`, shaped(COMPANY_KEYS, () => ({ ...K }))],
    ['POST /api/userstate', 'POST', () => '/api/userstate', shaped(['suspectid', 'selected_accounts', 'selected_vehicles', 'selected_tax_details', 'selected_companies'], () => ({ suspectid: S.suspectid }))],
    ['POST /api/audit', 'POST', () => '/api/audit', shaped(['resource', 'action', 'resourceType'], () => ({ resource: S.id, action: 'view', resourceType: 'suspect' }))],
    ['PUT /api/upload/{name}', 'PUT', () => '/api/upload/fuzz.png', shaped(['image'], () => ({ image: 'data:image/png;base64,iVBORw0KGgo=' }))],
  ];
  for (const [name, method, path, body] of bodies) {
    it(name, async () => {
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom(analyst, entry), async (v, who) => {
          const json = JSON.stringify(v) ?? 'null';
          const init = method === 'POST' ? jsonPost(json, who.headers) : jsonPut(JSON.parse(json), who.headers);
          return (await send(path(), init)) < 500;
        }),
        { numRuns: 120 },
      );
    }, 180_000);
  }

  it('list queries', async () => {
    const params = ['limit', 'offset', 'created__gte', 'created__lte', 'domain', 'created_by', 'gender', 'status', 'search', 'ordering', 'case', 'pager'];
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...params), fc.oneof(text, fc.integer().map(String), fc.constantFrom('-modified', 'surname,-created', '2026-01-01', '1e9'))), fc.constantFrom('suspects', 'companies'), async (q, kind) => {
        const qs = new URLSearchParams(q as Record<string, string>).toString();
        return (await send(`/api/${kind}?${qs}`, { headers: entry.headers })) < 500;
      }),
      { numRuns: 200 },
    );
  }, 180_000);

  it('path parameters', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (a) => {
        const seg = encodeURIComponent(a) || 'x';
        for (const path of [`/api/suspects/${seg}`, `/api/companies/${seg}`, `/media/${seg}`, `/api/userstate?suspectid=${seg}`]) {
          if ((await send(path, { headers: analyst.headers })) >= 500) return false;
        }
        if ((await send(`/api/suspects/${seg}`, jsonPut(subjectBody(), entry.headers))) >= 500) return false;
        return (await send(`/api/upload/${seg}`, jsonPut({ image: 'data:image/png;base64,iVBORw0KGgo=' }, entry.headers))) < 500;
      }),
      { numRuns: 150 },
    );
  }, 180_000);
});
