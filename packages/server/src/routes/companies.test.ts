import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../core.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { companyBody, create, get, nuban, post, put, type Rec } from '../testing/records.js';
import { MAY_NOT_ADD_COMPANIES } from './companies.js';
import { APPROVE_REFUSED, STATUS_REFUSED } from './records.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, entry: Signed, admin: Signed, cbn: Signed, forex: Signed;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  analyst = await signIn(t, 'analyst', 'fiu');
  entry = await signIn(t, 'entry', 'eca');
  admin = await signIn(t, 'admin', 'eca');
  cbn = await signIn(t, 'cbnadmin', 'cbn');
  forex = await signIn(t, 'forex', 'cbn');
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const one = async (who: Signed, id: string) => {
  const res = await get(t, who, `/api/companies/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Rec;
};

describe('POST /api/companies', () => {
  it('creates with the server\'s fields: own domain, creator, a generated companyid, approved by default, primary', async () => {
    const k = await create(t, entry, 'companies', companyBody({ domain: 'cbn', created_by: cbn._id, modified_by: cbn._id }));
    expect(k).toMatchObject({
      domain: 'eca',
      status: 'approved', // §3.3: default approved (not tied to the organisation's approval setting)
      is_primary: true,
      created_by: entry._id,
      modified_by: entry._id,
      created: t.clock().toISOString(),
      domain_name: 'Economic Crimes Agency',
      created_by_name: 'Funke Akindele',
    });
    expect(k.companyid).toMatch(/^[A-Z]{4}\d{12}$/);
    expect(k).not.toHaveProperty('approved_on'); // not a field of core's companySchema
    expect(await one(entry, k.id)).toEqual(k);
    expect(await one(entry, String(k.companyid))).toEqual(k);
  });

  it('keeps directors and parent companies with their inherited fields as sent', async () => {
    const inherited = { status: 'approved', currentcrimetype: 'Tax Evasion', information_needed: 'Who owns it?', is_primary: false };
    const k = await create(t, entry, 'companies', companyBody({
      currentcrimetype: 'Tax Evasion',
      information_needed: 'Who owns it?',
      directors: [{ ...inherited, surname: 'Bello', othernames: 'Amina', gender: 'female' }, { ...inherited, surname: 'Musa', othernames: 'Sani', gender: '-' }],
      parent_companies: [{ ...inherited, name: 'Parent Holdings Ltd', inc_number: 'RC123456', company_type: 2 }],
      addresses: [{ country: 'NG', state: 'Kano', lga: 'Nassarawa', town: 'Kano', streetname: '1 Bank Road' }],
    }));
    expect(k.directors).toHaveLength(2);
    expect((k.parent_companies as unknown[])[0]).toEqual({ ...inherited, name: 'Parent Holdings Ltd', inc_number: 'RC123456', company_type: 2 });
  });

  it('400 with the schema\'s messages: required fields, director gender, NUBAN, unknown fields', async () => {
    const res = await post(t, entry, '/api/companies', {
      name: ' ',
      information_needed: '',
      currentcrimetype: 'Banditry', // not in the company list
      directors: [{ surname: 'X', othernames: 'Y', gender: 'other' }],
      bank_accounts: [{ bank: '058', accountno: nuban('058', '111111111').replace(/\d$/, (d) => String((Number(d) + 3) % 10)) }],
      owner: 'me',
    });
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(Object.keys(errors).sort()).toEqual(['bank_accounts.0.accountno', 'case_reference', 'currentcrimetype', 'directors.0.gender', 'information_needed', 'name', 'owner']);
    expect(errors['bank_accounts.0.accountno']).toEqual([MSG.nuban]);
    expect(errors.name).toEqual([MSG.required]);
  });

  it('only users who may change companies add them: 403 for forex', async () => {
    const res = await post(t, forex, '/api/companies', companyBody());
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: MAY_NOT_ADD_COMPANIES });
  });

  it('the server owns companyid: a sent one is ignored (taken or free, no existence oracle); it never changes on update', async () => {
    const k = await create(t, entry, 'companies', companyBody({ companyid: 'QWER260101101010' }));
    expect(k.companyid).toMatch(/^[A-Z]{4}\d{12}$/);
    expect(k.companyid).not.toBe('QWER260101101010');
    const other = await post(t, cbn, '/api/companies', companyBody({ companyid: k.companyid }));
    expect(other.status).toBe(201);
    expect((await other.json()).companyid).not.toBe(k.companyid);
    const res = await put(t, entry, `/api/companies/${k.id}`, { ...k, companyid: 'OTHER', name: 'Renamed Ltd' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ companyid: k.companyid, name: 'Renamed Ltd' });
  });
});

describe('PUT /api/companies/{id}', () => {
  it('a failed save changes nothing', async () => {
    const k = await create(t, entry, 'companies', companyBody());
    const before = (await db.query('SELECT * FROM companies WHERE id = $1', [k.id])).rows[0];
    t.clock.advance(1000);
    expect((await put(t, entry, `/api/companies/${k.id}`, { ...k, name: '' })).status).toBe(400);
    expect((await put(t, entry, `/api/companies/${k.id}`, { ...k, name: 'New', status: 'treated' })).status).toBe(403);
    expect((await db.query('SELECT * FROM companies WHERE id = $1', [k.id])).rows[0]).toEqual(before);
  });
});

describe('status rules (§4.2) on the server', () => {
  it('a non-central user: new pending or approved; its own pending company between approved and pending; then fixed', async () => {
    expect((await post(t, entry, '/api/companies', companyBody({ status: 'assigned' }))).status).toBe(403);
    const k = await create(t, entry, 'companies', companyBody({ status: 'pending' }));
    expect(k.status).toBe('pending');
    const to = (status: string) => put(t, entry, `/api/companies/${k.id}`, { ...k, status });
    expect((await to('pending')).status).toBe(200);
    const refused = await to('treated');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: STATUS_REFUSED, errors: { status: [STATUS_REFUSED] } });
    expect((await to('approved')).status).toBe(200);
    expect((await to('pending')).status).toBe(403);
    // Leaving status out keeps it (the schema's default 'approved' is not applied to an update).
    const { status: _s, ...rest } = k;
    expect((await put(t, entry, `/api/companies/${k.id}`, rest)).status).toBe(200);
    expect((await one(entry, k.id)).status).toBe('approved');
  });

  it('the central unit sets any of disseminated, treated, assigned, approved, pending', async () => {
    const k = await create(t, cbn, 'companies', companyBody());
    for (const status of ['disseminated', 'treated', 'assigned', 'approved', 'pending']) {
      const res = await put(t, analyst, `/api/companies/${k.id}`, { ...k, status });
      expect(res.status, status).toBe(200);
    }
  });
});

describe('status inheritance (§4.2, issue 8 item 2): one rule, applied by the server for every way a status changes', () => {
  const children = (k: Rec) => [...(k.parent_companies as Rec[]), ...(k.directors as Rec[])].map((c) => ({ primary: c.is_primary, status: c.status, crime: c.currentcrimetype, needed: c.information_needed }));

  it('the list\'s status selector (the whole list row sent back, status changed): the non-primary parent company and director follow', async () => {
    const k = await create(t, cbn, 'companies', companyBody({
      currentcrimetype: 'Bank Fraud',
      information_needed: 'Statements.',
      parent_companies: [{ name: 'Parent Ltd', is_primary: false }, { name: 'Own Record Ltd', is_primary: true, status: 'pending', currentcrimetype: 'Tax Evasion' }],
      directors: [{ surname: 'Bello', othernames: 'Amina', gender: 'female', is_primary: false }],
    }));
    expect(children(k)).toEqual([
      { primary: false, status: 'approved', crime: 'Bank Fraud', needed: 'Statements.' },
      { primary: true, status: 'pending', crime: 'Tax Evasion', needed: undefined },
      { primary: false, status: 'approved', crime: 'Bank Fraud', needed: 'Statements.' },
    ]);
    // What the companies list does: its row, as GET /api/companies answered it, with the new status.
    const row = ((await (await get(t, analyst, `/api/companies?search=${encodeURIComponent(String(k.name))}`)).json()).results as Rec[]).find((r) => r.id === k.id)!;
    const res = await put(t, analyst, `/api/companies/${k.id}`, { ...row, status: 'treated' });
    expect(res.status).toBe(200);
    const after = (await res.json()) as Rec;
    expect(after.status).toBe('treated');
    expect(children(after)).toEqual([
      { primary: false, status: 'treated', crime: 'Bank Fraud', needed: 'Statements.' },
      { primary: true, status: 'pending', crime: 'Tax Evasion', needed: undefined },
      { primary: false, status: 'treated', crime: 'Bank Fraud', needed: 'Statements.' },
    ]);
    expect(await one(cbn, k.id)).toEqual(after);
  });

  it('approve-all passes the new status on to the non-primary children too', async () => {
    const k = await create(t, entry, 'companies', companyBody({ status: 'pending', directors: [{ surname: 'Musa', othernames: 'Sani', gender: 'male', is_primary: false }] }));
    expect((k.directors as Rec[])[0]!.status).toBe('pending');
    expect((await get(t, admin, '/api/companies/approveall')).status).toBe(200);
    const after = await one(entry, k.id);
    expect(after.status).toBe('approved');
    expect((after.directors as Rec[])[0]!.status).toBe('approved');
  });
});

describe('GET /api/companies/approveall', () => {
  it('approves the own organisation\'s pending companies only; 403 for others', async () => {
    const eca = await create(t, entry, 'companies', companyBody({ status: 'pending' }));
    const other = await create(t, cbn, 'companies', companyBody({ status: 'pending' }));
    const res = await get(t, admin, '/api/companies/approveall');
    expect(res.status).toBe(200);
    expect((await res.json()).approved).toBeGreaterThanOrEqual(1);
    expect((await one(entry, eca.id)).status).toBe('approved');
    expect((await one(cbn, other.id)).status).toBe('pending');
    for (const who of [entry, cbn, analyst]) {
      const r = await get(t, who, '/api/companies/approveall');
      expect(r.status).toBe(403);
      expect(await r.json()).toEqual({ error: APPROVE_REFUSED });
    }
  });

  it('approveall is never read as a company id', async () => {
    expect((await get(t, entry, '/api/companies/approveall')).status).toBe(403);
  });
});
