import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBJECT, seedRegistries } from '../imports/registry/test/fixtures.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { create, get, nuban, subjectBody } from '../testing/records.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, entry: Signed;
let subject: { id: string; suspectid: string };
let other: { id: string; suspectid: string };
const account = nuban('044', '076543210');

beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  analyst = await signIn(t, 'analyst', 'fiu');
  entry = await signIn(t, 'entry', 'eca');
  const s = await create(t, analyst, 'suspects', subjectBody({ ...DEMO_SUBJECT, bank_accounts: [{ bank: '044', accountno: account, accountname: 'Musa Bello' }] }));
  subject = { id: s.id, suspectid: s.suspectid as string };
  const o = await create(t, entry, 'suspects', subjectBody({ surname: 'Okafor', othernames: 'Chinedu' }));
  other = { id: o.id, suspectid: o.suspectid as string };
  await seedRegistries(db, account);
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

type Row = Record<string, unknown> & { confidence: number; reasons: string[]; match_criterion: string };
const results = async (path: string, who = analyst): Promise<Row[]> => {
  const res = await get(t, who, path);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  const body = (await res.json()) as { results: Row[] };
  const confidences = body.results.map((r) => r.confidence);
  expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
  return body.results;
};
const pick = (rows: Row[], key: string) => rows.map((r) => [r[key], r.confidence, r.reasons]);

describe('the demo subject\'s matches come back with scores and reasons', () => {
  it('companies: by director NIN, phone, name; by the linked company\'s RC number and name; ≥ 25, highest first', async () => {
    const rows = await results(`/api/companymatch?suspect_id=${subject.suspectid}&confidence=25`);
    expect(pick(rows, 'companyName')).toEqual([
      ['Bello Agro Ventures Ltd', 100, ['director Alhaji Musa D. Bello: NIN equal', 'director Alhaji Musa D. Bello: name 0.90 similar, same date of birth', 'RC number equal', 'company name equal']],
      ['Sahel Logistics Nig Ltd', 90, ['director Mohammed Bello: phone equal']],
      ['BELLO AGRO VENTURES LIMITED', 60, ['company name equal']],
      ['Danjuma Holdings', 60, ['director Musa Bello: name equal']],
    ]);
    expect(rows[0]).toMatchObject({
      rcNumber: 'RC778899', match_criterion: 'NIN', match_value: '12345678901', api_source: 'CAC', company_type: 2, companyType: 'Company',
      affiliates: [expect.objectContaining({ index: 1, name: 'Alhaji Musa D. Bello', identityNumber: '12345678901', dateOfBirth: '1980-03-14' }), expect.objectContaining({ index: 2, name: 'Halima Sadiq' })],
    });
    expect(rows[2]).toMatchObject({ api_source: 'OpenCorporates' });
  });

  it('companies: the confidence parameter leaves out weaker ones; 0 shows the name whose date of birth differs', async () => {
    expect((await results(`/api/companymatch?suspect_id=${subject.id}&confidence=80`)).map((r) => r.confidence)).toEqual([100, 90]);
    const all = await results(`/api/companymatch?suspect_id=${subject.id}&confidence=0`);
    expect(pick(all, 'companyName').at(-1)).toEqual(['Kano Textiles Ltd', 20, ['director Musa Bello: name equal, date of birth differs']]);
  });

  it('accounts: by account number, BVN, phone with name; a name alone is not the subject\'s account', async () => {
    const rows = await results(`/api/accounts?id=${subject.suspectid}`);
    expect(pick(rows, 'tac_account')).toEqual([
      [account, 100, ['account number equal', 'name 0.90 similar']],
      ['2001112223', 100, ['BVN equal', 'name equal']],
      ['3004445556', 100, ['name equal', 'phone equal']],
    ]);
    expect(rows[1]).toMatchObject({ tac_client_number: '22212345678', tac_institution_name: 'Zenith Bank', match_criterion: 'BVN', match_value: '22212345678' });
  });

  it('vehicles: by the plate on the subject record, the owner\'s phone, the owner\'s name', async () => {
    const rows = await results(`/api/vehicles?id=${subject.suspectid}`);
    expect(pick(rows, 'number_plate')).toEqual([
      ['ABJ123XY', 100, ['number plate equal']],
      ['LAG555AA', 90, ['phone equal']],
      ['KAN001BB', 60, ['name equal']],
    ]);
    expect(rows[2]).toMatchObject({ owner_firstname: 'Bello', owner_lastnamee: 'Musa' });
  });

  it('tax details: the linked company\'s RC number, the subject\'s phone and name', async () => {
    const rows = await results(`/api/taxdetails?suspect_id=${subject.suspectid}`);
    expect(pick(rows, 'TIN')).toEqual([
      ['12345678-0001', 100, ['RC number equal', 'company name equal']],
      ['22345678-0001', 100, ['name equal', 'phone equal']],
    ]);
    expect(rows[0]).toMatchObject({ TaxPayerName: 'Bello Agro Ventures Ltd', RCNumber: 'RC778899', TaxPayerType: 'corporate' });
  });

  it('national ID: NIN equal, name with the same date of birth; not a name alone or another date of birth', async () => {
    const rows = await results(`/api/nin?suspect_id=${subject.suspectid}`);
    expect(pick(rows, 'nin')).toEqual([
      ['12345678901', 100, ['NIN equal', 'name equal, same date of birth', 'phone equal']],
      ['98765432109', 95, ['name equal, same date of birth']],
    ]);
    expect(rows[0]).toMatchObject({ birthstate: 'Kano', birthdate: '1980-03-14' });
  });

  it('CRIMS: NIN, an alias with the same date of birth, phone', async () => {
    const rows = await results(`/api/crimsmatch?suspect_id=${subject.suspectid}`);
    expect(pick(rows, 'crims_number')).toEqual([
      ['CR-001', 100, ['NIN equal', 'name equal']],
      ['CR-002', 95, ['name equal, same date of birth']],
      ['CR-003', 90, ['phone equal']],
    ]);
  });

  it('every read is audited with the subject', async () => {
    await results(`/api/nin?suspect_id=${subject.id}`);
    const r = await db.query<{ target: string; detail: { subjects: string[] } }>(
      `SELECT target, detail FROM audit_log WHERE action = 'analysis.read' ORDER BY id DESC LIMIT 1`,
    );
    expect(r.rows[0]).toMatchObject({ target: 'nin', detail: { subjects: [subject.suspectid] } });
  });
});

describe('searches', () => {
  it('company search by name or RC number; by an account name', async () => {
    expect((await results('/api/companyquery?search=agro')).map((r) => r.companyName)).toEqual(
      expect.arrayContaining(['Bello Agro Ventures Ltd', 'BELLO AGRO VENTURES LIMITED']),
    );
    expect(pick(await results('/api/companyquery?search=RC%20300400'), 'companyName')).toEqual([['Danjuma Holdings', 100, ['RC number equal']]]);
    expect((await results('/api/companyquery?criterion=name&aname=Bello%20Agro%20Ventures%20Nig')).map((r) => r.companyName)).toEqual([
      'BELLO AGRO VENTURES LIMITED', 'Bello Agro Ventures Ltd',
    ]);
  });

  it('accounts by name', async () => {
    const rows = await results('/api/accounts/name?q=musa%20bello');
    expect(rows.map((r) => r.tac_account)).toEqual(expect.arrayContaining(['3004445556', '4007778889']));
    expect(rows[0]).toMatchObject({ confidence: 100, reasons: ['name equal'] });
  });
});

describe('refusals', () => {
  it.each([
    '/api/companymatch',
    '/api/companymatch?suspect_id=x&confidence=101',
    '/api/companymatch?suspect_id=x&confidence=abc',
    '/api/companyquery',
    '/api/companyquery?criterion=name',
    '/api/accounts',
    '/api/accounts/name?q=a',
    '/api/vehicles',
    '/api/taxdetails?suspect_id=',
    '/api/nin',
    '/api/crimsmatch?suspect_id=' + 'x'.repeat(65),
  ])('%s is a 400', async (path) => {
    const res = await get(t, analyst, path);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
  });

  it('an unknown subject, or one the user may not read, is a 404', async () => {
    expect((await get(t, analyst, '/api/nin?suspect_id=NOPE000000000000')).status).toBe(404);
    expect((await get(t, analyst, '/api/nin?suspect_id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('outside the central unit: Permission Denied', async () => {
    const res = await get(t, entry, `/api/nin?suspect_id=${other.suspectid}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Permission Denied' });
  });
});
