/**
 * The form's record against the real reference server (the element tests' server, test/server.ts): what the
 * form's check + applyCompanyInheritance produce is what the server's strict companySchema accepts, a stored
 * company comes back into the form unchanged, and the server's scoping agrees with core's isCompanyReadOnly,
 * which the form uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCompanyReadOnly, isValidNuban, type SignedInUser } from '@fiu/core';
import { startServer, type ElementTestServer } from '../test/server';
import { applyCompanyInheritance } from '@fiu/core/rules/companyInheritance';
import { companyKind } from './kind';
import { NEW_ROW, type CompanyRecord } from './model';
import { checkCompany } from './rules';

let server: ElementTestServer;
let entry: SignedInUser;
let cbnadmin: SignedInUser;
let analyst: SignedInUser;

beforeAll(async () => {
  server = await startServer();
  [entry, cbnadmin, analyst] = await Promise.all([server.signIn('entry@eca'), server.signIn('cbnadmin@cbn'), server.signIn('analyst@fiu')]);
}, 120_000);
afterAll(() => server?.close());

/** An account number that forms a valid NUBAN with GTBank (CBN code 058), and not with Access Bank (044). */
const account = (() => {
  for (let d = 0; d < 10; d++) if (isValidNuban('000058', `001122334${d}`) && !isValidNuban('000044', `001122334${d}`)) return `001122334${d}`;
  throw new Error('no check digit');
})();

/** What the form sends for a record: its checked record with the §4.2 inheritance, as core's create/update stamp it. */
function body(record: CompanyRecord, user: SignedInUser, { refused = false } = {}) {
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
    const res = await server.send<Record<string, unknown>>(entry, '/api/companies', { method: 'POST', body: body(draft, entry) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const saved = res.json;
    expect(saved).toMatchObject({ domain: 'eca', is_primary: true, status: 'pending', company_type: 3 });
    expect((saved.directors as Record<string, unknown>[])[0]).toMatchObject({ surname: 'Sani', is_primary: false, status: 'pending', currentcrimetype: 'Tax Evasion' });

    const got = await server.send<CompanyRecord>(entry, `/api/companies/${saved.id as string}`);
    expect(got.status).toBe(200);
    const again = got.json;
    for (const key of ['name', 'case_reference', 'information_needed', 'currentcrimetype', 'company_type', 'tax_identification_number', 'status'] as const) {
      expect(again[key]).toEqual(draft[key]);
    }
    expect(again.bank_accounts![0]).toMatchObject({ bank: '058', accountno: account });
    expect(again.addresses![0]).toMatchObject({ state: 'Kano', lga: 'Dala' });

    // Saving it again unchanged (the whole record, ids and server fields included) is accepted too.
    const put = await server.send(entry, `/api/companies/${saved.id as string}`, { method: 'PUT', body: body(again, entry) });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
  });

  it("answers a bad record with 400 {error, errors} keyed by the form's field paths", async () => {
    const draft = { ...filled(), bank_accounts: [{ ...NEW_ROW.bank_accounts(), bank: '044', accountno: account }] };
    const res = await server.send<{ error: string; errors: Record<string, string[]> }>(entry, '/api/companies', { method: 'POST', body: body(draft, entry, { refused: true }) });
    expect(res.status).toBe(400);
    const err = res.json;
    expect(typeof err.error).toBe('string');
    expect(Object.keys(err.errors)).toContain('bank_accounts.0.accountno');
  });

  it("agrees with isCompanyReadOnly on another organisation's company", async () => {
    const cbnCompany = await server.call<{ id: string; domain: string }>(cbnadmin, '/api/companies', { method: 'POST', body: body(filled(), cbnadmin) });
    // entry@eca: not readable at all (404); the form is never shown.
    expect((await server.send(entry, `/api/companies/${cbnCompany.id}`)).status).toBe(404);
    // analyst@fiu (central, can.edit.subjects): readable and changeable, and the form agrees.
    const got = await server.send<Record<string, unknown>>(analyst, `/api/companies/${cbnCompany.id}`);
    expect(got.status).toBe(200);
    const record = got.json;
    expect(isCompanyReadOnly({ role: 'fiu', domain: 'fiu', permissions: ['can.view.all.companies', 'can.edit.subjects'] }, record, 'standalone')).toBe(false);
    const put = await server.send(analyst, `/api/companies/${cbnCompany.id}`, { method: 'PUT', body: body(record as CompanyRecord, analyst) });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
  });
});
