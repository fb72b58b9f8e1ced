/**
 * The form's record against the real reference server (packages/server: Hono on an in-memory PGlite, called
 * in-process with app.request): what the form's check + applyCompanyInheritance produce is what the server's
 * strict companySchema accepts, a stored company comes back into the form unchanged, and the server's scoping
 * agrees with core's isCompanyReadOnly, which the form uses. (Node environment: the server's database does not
 * run under happy-dom.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCompanyReadOnly, isValidNuban } from '@fiu/core';
import { jsonPost, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../../../server/src/testing/index';
import { applyCompanyInheritance } from './inheritance';
import { companyKind } from './kind';
import { NEW_ROW, type CompanyRecord } from './model';
import { checkCompany } from './rules';

let db: TestDb;
let t: TestApp;
let entry: Signed;
let cbnadmin: Signed;
let analyst: Signed;

beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  [entry, cbnadmin, analyst] = await Promise.all([signIn(t, 'entry', 'eca'), signIn(t, 'cbnadmin', 'cbn'), signIn(t, 'analyst', 'fiu')]);
}, 120_000);
afterAll(async () => {
  await t?.cleanup();
  await db?.close();
});

/** An account number that forms a valid NUBAN with GTBank (CBN code 058), and not with Access Bank (044). */
const account = (() => {
  for (let d = 0; d < 10; d++) if (isValidNuban('000058', `001122334${d}`) && !isValidNuban('000044', `001122334${d}`)) return `001122334${d}`;
  throw new Error('no check digit');
})();

/** What the form sends for a record: its checked record with the §4.2 inheritance, as core's create/update stamp it. */
function body(record: CompanyRecord, user: Signed, { refused = false } = {}) {
  const checked = checkCompany(record);
  // The form refuses what the server refuses: a record it would not send is sent here only to see the server agree.
  expect(checked.ok).toBe(!refused);
  const data = checked.ok ? checked.data : record;
  return { ...applyCompanyInheritance(data), domain: user.domain, created_by: user._id, modified_by: user._id };
}

function filled(): CompanyRecord {
  const d = companyKind.blank(null);
  return {
    ...d,
    name: 'Kano Textiles Ltd', case_reference: 'ECA/2026/777', information_needed: 'Accounts\nand directors', currentcrimetype: 'Tax Evasion',
    company_type: 3, tax_identification_number: '1234-5678', status: 'pending',
    parent_companies: [{ ...NEW_ROW.parent_companies(), name: 'Kano Holdings', company_type: 2 }],
    directors: [{ ...NEW_ROW.directors(), surname: 'Sani', othernames: 'Musa', gender: '-' }],
    bank_accounts: [{ ...NEW_ROW.bank_accounts(), bank: '058', accountno: account, accountname: 'Kano Textiles' }],
    addresses: [{ ...NEW_ROW.addresses(), state: 'Kano', lga: 'Dala', town: 'Kano', streetname: '1 Bank Road' }],
  };
}

describe('the company form record on the real server', () => {
  it('is accepted as created, and comes back into the form as it was sent', async () => {
    const draft = filled();
    const res = await t.app.request('/api/companies', jsonPost(body(draft, entry), entry.headers));
    expect(res.status, await res.clone().text()).toBe(201);
    const saved = (await res.json()) as Record<string, unknown>;
    expect(saved).toMatchObject({ domain: 'eca', is_primary: true, status: 'pending', company_type: 3 });
    expect((saved.directors as Record<string, unknown>[])[0]).toMatchObject({ surname: 'Sani', is_primary: false, status: 'pending', currentcrimetype: 'Tax Evasion' });

    const got = await t.app.request(`/api/companies/${saved.id as string}`, { headers: entry.headers });
    expect(got.status).toBe(200);
    const again = (await got.json()) as CompanyRecord;
    for (const key of ['name', 'case_reference', 'information_needed', 'currentcrimetype', 'company_type', 'tax_identification_number', 'status'] as const) {
      expect(again[key]).toEqual(draft[key]);
    }
    expect(again.bank_accounts![0]).toMatchObject({ bank: '058', accountno: account });
    expect(again.addresses![0]).toMatchObject({ state: 'Kano', lga: 'Dala' });

    // Saving it again unchanged (the whole record, ids and server fields included) is accepted too.
    const put = await t.app.request(`/api/companies/${saved.id as string}`, { ...jsonPost(body(again, entry), entry.headers), method: 'PUT' });
    expect(put.status, await put.clone().text()).toBe(200);
  });

  it("answers a bad record with 400 {error, errors} keyed by the form's field paths", async () => {
    const draft = { ...filled(), bank_accounts: [{ ...NEW_ROW.bank_accounts(), bank: '044', accountno: account }] };
    const res = await t.app.request('/api/companies', jsonPost(body(draft, entry, { refused: true }), entry.headers));
    expect(res.status).toBe(400);
    const err = (await res.json()) as { error: string; errors: Record<string, string[]> };
    expect(typeof err.error).toBe('string');
    expect(Object.keys(err.errors)).toContain('bank_accounts.0.accountno');
  });

  it("agrees with isCompanyReadOnly on another organisation's company", async () => {
    const res = await t.app.request('/api/companies', jsonPost(body(filled(), cbnadmin), cbnadmin.headers));
    const cbnCompany = (await res.json()) as { id: string; domain: string };
    // entry@eca: not readable at all (404); the form is never shown.
    expect((await t.app.request(`/api/companies/${cbnCompany.id}`, { headers: entry.headers })).status).toBe(404);
    // analyst@fiu (central, can.edit.subjects): readable and changeable, and the form agrees.
    const got = await t.app.request(`/api/companies/${cbnCompany.id}`, { headers: analyst.headers });
    expect(got.status).toBe(200);
    const record = (await got.json()) as Record<string, unknown>;
    expect(isCompanyReadOnly({ role: 'fiu', domain: 'fiu', permissions: ['can.view.all.companies', 'can.edit.subjects'] }, record, 'standalone')).toBe(false);
    const put = await t.app.request(`/api/companies/${cbnCompany.id}`, { ...jsonPost(body(record as CompanyRecord, analyst), analyst.headers), method: 'PUT' });
    expect(put.status, await put.clone().text()).toBe(200);
  });
});
