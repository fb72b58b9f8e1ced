// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import {
  COMPANY_CRIME_TYPES,
  MSG,
  PERMISSIONS,
  configure,
  demoUser,
  isValidNuban,
  resetSharedCore,
  setOrganisation,
  signIn,
  type Organisation,
  type SignedInUser,
} from '@fiu/core';
import { defineElement } from '../define/defineElement';
import { button, field, fieldError, mountElement, waitFor, type Mounted } from '../test/harness';
import { companyFormDescriptor } from './descriptor';
import { FORM_TEXT } from '../shared/forms/RecordFormFrame';
import { NAVIGATE_DELAY_MS as NAVIGATE_AFTER_SAVE_MS } from '../shared/forms/useRecordForm';
import { DROP, startServer, type ElementTestServer } from '../test/server';
import { draftKey } from '../shared/forms/useDraft';

const TEXT = {
  ...FORM_TEXT,
  saved: FORM_TEXT.saved('company'),
  notFound: FORM_TEXT.notFoundBody('company'),
  readOnly: {
    investigate: FORM_TEXT.readOnly('investigate', 'company', 'companies'),
    'other-organisation': FORM_TEXT.readOnly('other-organisation', 'company', 'companies'),
  },
};

let server: ElementTestServer;
let organisations: Organisation[];
const load = () => import('./CompanyForm');

type Who = 'analyst' | 'entry' | 'forex' | 'cbnadmin';
/** Demo users, signed in for real (analyst@fiu: central, every permission; entry@eca; forex@cbn; cbnadmin@cbn). */
const USERS = {} as Record<Who, SignedInUser>;

const MISSION = 'missionentry@mission';
/**
 * missionentry@mission with these permissions for this test (no demo user has them), signed in afresh:
 * ['can.view.all.companies'] reads other organisations' companies but may not change them; with
 * 'can.edit.subjects' too it may.
 */
async function missionUserWith(permissions: string[]): Promise<SignedInUser> {
  await server.setPermissions(MISSION, permissions);
  onTestFinished(() => server.setPermissions(MISSION, [...demoUser(MISSION)!.permissions]));
  return server.signIn(MISSION);
}

/** A company of `by`'s organisation, stored by the server (ids, code and bookkeeping are the server's). */
async function stored(by: SignedInUser, over: Record<string, unknown> = {}): Promise<Record<string, unknown> & { id: string; companyid: string }> {
  return server.call(by, '/api/companies', {
    method: 'POST',
    body: {
      name: 'Kaduna Agro Ltd', case_reference: 'EFCC/2026/114', information_needed: 'Beneficial owners',
      currentcrimetype: 'Bank Fraud', crimetype_description: '', inc_number: 'RC123456', company_type: 2, tax_identification_number: '1234-5678',
      status: 'pending', remark: '', is_primary: true, parent_companies: [], directors: [], bank_accounts: [], addresses: [], ...over,
    },
  });
}

beforeAll(async () => {
  // The element's modules are transformed once here, not inside the first test's wait for its form.
  [server] = await Promise.all([startServer(), load()]);
  for (const ref of ['analyst@fiu', 'entry@eca', 'forex@cbn', 'cbnadmin@cbn']) USERS[ref.split('@')[0] as Who] = await server.signIn(ref);
  ({ results: organisations } = await server.call<{ results: Organisation[] }>(null, '/api/organisations?pager=default'));
}, 120_000);
afterAll(async () => {
  // Unmounted first: the last save's timers (the navigation after it) go with the element, not after the page.
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 50));
  await server.close();
});

async function as(user: SignedInUser, mode: 'standalone' | 'investigate' = 'standalone') {
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 50)); // requests of the previous element land first
  resetSharedCore();
  localStorage.clear();
  sessionStorage.clear();
  configure({ apiBase: server.origin, mode });
  server.clear();
  signIn(user);
  setOrganisation(organisations.find((o) => o.domain === user.domain)!);
}
beforeEach(async () => {
  await as(USERS.entry);
});

async function open(attrs: Record<string, string> = {}): Promise<Mounted> {
  const m = await mountElement(companyFormDescriptor, load, attrs);
  await waitFor(() => expect(m.root.querySelector('form, .fiu-denied, .fiu-empty, [role="alert"]')).not.toBeNull());
  return m;
}

/** Set a control's value the way React sees it (input, textarea or select). */
function put(el: Element | null, value: string): void {
  if (!el) throw new Error('no such control');
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
  el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}
const named = (root: ShadowRoot, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`);
const errorOf = (root: ShadowRoot, name: string): string => {
  const el = named(root, name);
  const id = (el?.getAttribute('aria-describedby') ?? '').split(/\s+/).find((x) => x.endsWith('-error'));
  return id ? (root.getElementById(id)?.textContent?.trim() ?? '') : '';
};
const save = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
const saves = () => server.requests.filter((s) => s.method !== 'GET');

async function fillRequired(root: ShadowRoot) {
  put(field(root, 'Name'), 'Lagos Logistics Ltd');
  put(field(root, 'Case reference'), 'EFCC/2026/201');
  put(field(root, 'Crime type'), 'Tax Evasion');
  put(field(root, 'Information needed'), 'Directors and bank accounts');
  await waitFor(() => expect((field(root, 'Name') as HTMLInputElement).value).toBe('Lagos Logistics Ltd'));
}

/** A 10-digit account number that forms a valid NUBAN with the bank's 6-digit code. */
function validAccount(nubanCode: string): string {
  for (let d = 0; d < 10; d++) if (isValidNuban(nubanCode, `012345678${d}`)) return `012345678${d}`;
  throw new Error('no check digit');
}

describe('fiu-company-form, fields (core-records §2.7, §3.3)', () => {
  it('has information_needed as a text area of exactly 8 rows, and every field of §3.3', async () => {
    const { root } = await open();
    const info = field(root, 'Information needed') as unknown as HTMLTextAreaElement;
    expect(info.tagName).toBe('TEXTAREA');
    expect(info.getAttribute('rows')).toBe('8');
    for (const label of ['Name', 'Case reference', 'Crime type', 'Crime type description', 'Incorporation number', 'Company type', 'Tax identification number', 'Status', 'Remark']) {
      expect(() => field(root, label)).not.toThrow();
    }
    expect(named(root, 'is_primary')?.closest('label')?.textContent).toBe('Primary record');
    const legends = [...root.querySelectorAll('.fiu-repeat__legend')].map((l) => l.textContent);
    expect(legends).toEqual(['Parent companies', 'Directors', 'Bank accounts', 'Addresses']);
    expect(root.querySelector('h1')?.textContent).toBe('New company');
  });

  it('shows a new company as the primary record it will be saved as (§4.2), and its Subject ID as given when saved', async () => {
    const { root } = await open();
    const box = named(root, 'is_primary') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
    expect(root.querySelector('.fiu-rf__meta')?.textContent).toContain(`Subject ID ${FORM_TEXT.codeOnSave}`);
  });

  it("offers the company crime list: 'Due Diligence' first, no Banditry", async () => {
    const { root } = await open();
    const options = [...(field(root, 'Crime type') as unknown as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    expect(options[0]).toBe('Due Diligence');
    expect(options).not.toContain('Banditry');
    expect(options).toEqual([...COMPANY_CRIME_TYPES]);
  });

  it('offers company types 1 Business Name, 2 Company, 3 Non-Profit and director genders -, male, female', async () => {
    const { root } = await open();
    const types = [...(field(root, 'Company type') as unknown as HTMLSelectElement).options].filter((o) => o.value).map((o) => `${o.value} ${o.text}`);
    expect(types).toEqual(['1 Business Name', '2 Company', '3 Non-Profit']);
    button(root, 'Add director').click();
    await waitFor(() => expect(named(root, 'directors.0.gender')).not.toBeNull());
    const genders = [...(named(root, 'directors.0.gender') as unknown as HTMLSelectElement).options].filter((o) => o.value).map((o) => o.value);
    expect(genders).toEqual(['-', 'male', 'female']);
  });

  it('refills the LGA list from the chosen state and drops an LGA of the old state', async () => {
    const { root } = await open();
    button(root, 'Add address').click();
    await waitFor(() => expect(named(root, 'addresses.0.state')).not.toBeNull());
    expect((named(root, 'addresses.0.country') as HTMLInputElement).value).toBe('NG');
    put(named(root, 'addresses.0.state'), 'Lagos');
    await waitFor(() => expect([...(named(root, 'addresses.0.lga') as unknown as HTMLSelectElement).options].map((o) => o.value)).toContain('Surulere'));
    put(named(root, 'addresses.0.lga'), 'Surulere');
    put(named(root, 'addresses.0.state'), 'Kano');
    await waitFor(() => expect((named(root, 'addresses.0.lga') as HTMLInputElement).value).toBe(''));
    const lgas = [...(named(root, 'addresses.0.lga') as unknown as HTMLSelectElement).options].map((o) => o.value);
    expect(lgas).toContain('Dala');
    expect(lgas).not.toContain('Surulere');
  });
});

describe('fiu-company-form, live validation (core-records §5)', () => {
  it('shows the required messages under the fields on Save and sends nothing', async () => {
    const { root } = await open();
    save(root);
    await waitFor(() => expect(fieldError(root, 'Name')).toBe(MSG.required));
    expect(fieldError(root, 'Case reference')).toBe(MSG.required);
    expect(fieldError(root, 'Information needed')).toBe(MSG.required);
    expect(fieldError(root, 'Crime type')).toBe(MSG.required);
    expect(root.querySelector('.fiu-rf__invalid')?.textContent).toBe(TEXT.fixFields(4));
    expect(saves()).toHaveLength(0);
  });

  it('shows a message as soon as a field is changed, not before', async () => {
    const { root } = await open();
    expect(fieldError(root, 'Name')).toBe('');
    put(field(root, 'Tax identification number'), '12A-34');
    await waitFor(() => expect(fieldError(root, 'Tax identification number')).toBe(MSG.taxId));
    expect(fieldError(root, 'Name')).toBe('');
    put(field(root, 'Name'), 'x'.repeat(257));
    await waitFor(() => expect(fieldError(root, 'Name')).toBe(MSG.maxLength(256)));
  });

  it('requires surname, other names and gender of a director, and the name of a parent company', async () => {
    const { root } = await open();
    button(root, 'Add director').click();
    button(root, 'Add parent company').click();
    await waitFor(() => expect(named(root, 'parent_companies.0.name')).not.toBeNull());
    save(root);
    await waitFor(() => expect(errorOf(root, 'directors.0.surname')).toBe(MSG.required));
    expect(errorOf(root, 'directors.0.othernames')).toBe(MSG.required);
    expect(errorOf(root, 'directors.0.gender')).toBe(MSG.required);
    expect(errorOf(root, 'parent_companies.0.name')).toBe(MSG.required);
  });

  it('checks bank account numbers (10 digits) and the bank-and-account NUBAN pair', async () => {
    const { root } = await open();
    button(root, 'Add bank account').click();
    await waitFor(() => expect(named(root, 'bank_accounts.0.accountno')).not.toBeNull());
    put(named(root, 'bank_accounts.0.accountno'), '12345');
    await waitFor(() => expect(errorOf(root, 'bank_accounts.0.accountno')).toBe(MSG.bankAccount));
    put(named(root, 'bank_accounts.0.accountno'), '01234567AB');
    await waitFor(() => expect(errorOf(root, 'bank_accounts.0.accountno')).toBe(MSG.bankAccount));

    const good = validAccount('000044');
    const bad = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`;
    put(named(root, 'bank_accounts.0.bank'), '044'); // Access Bank, by CBN code
    put(named(root, 'bank_accounts.0.accountno'), bad);
    await waitFor(() => expect(errorOf(root, 'bank_accounts.0.accountno')).toBe(MSG.nuban));
    put(named(root, 'bank_accounts.0.accountno'), good);
    await waitFor(() => expect(errorOf(root, 'bank_accounts.0.accountno')).toBe(''));
  });

  it('shows the NUBAN message on the account number when only the bank is changed', async () => {
    const { root } = await open();
    button(root, 'Add bank account').click();
    await waitFor(() => expect(named(root, 'bank_accounts.0.accountno')).not.toBeNull());
    const good = validAccount('000044');
    put(named(root, 'bank_accounts.0.bank'), '044');
    put(named(root, 'bank_accounts.0.accountno'), good);
    await waitFor(() => expect((named(root, 'bank_accounts.0.accountno') as HTMLInputElement).value).toBe(good));
    expect(errorOf(root, 'bank_accounts.0.accountno')).toBe('');
    put(named(root, 'bank_accounts.0.bank'), '058');
    await waitFor(() => expect(errorOf(root, 'bank_accounts.0.accountno')).toBe(isValidNuban('000058', good) ? '' : MSG.nuban));
  });
});

describe('fiu-company-form, saving (core-records §4.2, §7, §8)', () => {
  it('creates the company with the inheritance applied and the bookkeeping stamped, then toasts, emits and navigates', async () => {
    const m = await open();
    const { root } = m;
    await fillRequired(root);
    button(root, 'Add director').click();
    await waitFor(() => expect(named(root, 'directors.0.surname')).not.toBeNull());
    put(named(root, 'directors.0.surname'), 'Okafor');
    put(named(root, 'directors.0.othernames'), 'Chidi');
    put(named(root, 'directors.0.gender'), 'male');
    await waitFor(() => expect((named(root, 'directors.0.gender') as HTMLInputElement).value).toBe('male'));
    save(root);
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    const sent = saves()[0]!;
    expect(sent).toMatchObject({ method: 'POST', path: '/api/companies' });
    expect(sent.headers.token).toBe(USERS.entry.token);
    expect(sent.json).toMatchObject({
      name: 'Lagos Logistics Ltd', case_reference: 'EFCC/2026/201', currentcrimetype: 'Tax Evasion', status: 'approved', is_primary: true,
      created_by: USERS.entry._id, modified_by: USERS.entry._id, domain: 'eca',
      directors: [{ surname: 'Okafor', othernames: 'Chidi', gender: 'male', is_primary: false, status: 'approved', currentcrimetype: 'Tax Evasion', information_needed: 'Directors and bank accounts' }],
      parent_companies: [], bank_accounts: [], addresses: [],
    });
    expect(sent.answer?.status).toBe(201);
    const id = (sent.answer!.json as { id: string }).id;
    expect(m.of('fiu-saved')[0]!.detail).toMatchObject({ kind: 'company', id, company: { id, name: 'Lagos Logistics Ltd' } });
    await waitFor(() => expect(root.querySelector('.fiu-toast')?.textContent).toContain(TEXT.saved));
    await waitFor(() => expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([{ path: '/companies' }]), { timeout: NAVIGATE_AFTER_SAVE_MS + 2000 });
  });

  it("puts the server's error text and field errors in the red 'Errors' box above the form, keeping every value", async () => {
    const { root } = await open();
    await fillRequired(root);
    // The form sends only what the server accepts: a 400 with field errors is the test's own answer.
    server.answerNext('POST /api/companies', { status: 400, json: { error: 'The company could not be saved', errors: { case_reference: ['Case reference already used by another company'] } } });
    save(root);
    const box = await waitFor(() => {
      const b = root.querySelector('[part="errors"] .fiu-errors');
      expect(b).not.toBeNull();
      return b!;
    });
    expect(box.getAttribute('role')).toBe('alert');
    expect(box.querySelector('.fiu-errors__title')?.textContent).toBe('Errors');
    expect(box.querySelector('.fiu-errors__message')?.textContent).toBe('The company could not be saved');
    expect(box.querySelector('li')?.textContent).toBe('Case reference: Case reference already used by another company');
    // Above the form, and the field carries the server's message too.
    expect(box.compareDocumentPosition(root.querySelector('form')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(fieldError(root, 'Case reference')).toBe('Case reference already used by another company'));
    expect((field(root, 'Name') as HTMLInputElement).value).toBe('Lagos Logistics Ltd');
    expect((field(root, 'Information needed') as HTMLInputElement).value).toBe('Directors and bank accounts');
    expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
  });

  it("does not repeat a server text that only restates its field errors ('case_reference: ...')", async () => {
    const { root } = await open();
    await fillRequired(root);
    server.answerNext('POST /api/companies', { status: 400, json: { error: 'case_reference: Already used', errors: { case_reference: ['Already used'] } } });
    save(root);
    await waitFor(() => expect(root.querySelector('[part="errors"] .fiu-errors')).not.toBeNull());
    expect(root.querySelector('[part="errors"] .fiu-errors__message')).toBeNull();
    expect([...root.querySelectorAll('[part="errors"] li')].map((li) => li.textContent)).toEqual(['Case reference: Already used']);
  });

  it("shows a plain-text failure as the server's text, not the status text (core-records §8)", async () => {
    const { root } = await open();
    await fillRequired(root);
    server.answerNext('POST /api/companies', { status: 500, body: 'Database is read-only for maintenance', headers: { 'content-type': 'text/plain' } });
    save(root);
    await waitFor(() => expect(root.querySelector('[part="errors"] .fiu-errors__message')?.textContent).toBe('Database is read-only for maintenance'));
    expect(root.querySelector('[part="errors"]')?.textContent).not.toContain('Internal Server Error');
  });

  it("says 'An error occurred while saving' when no answer comes, keeps the values, and saves when retried", async () => {
    const m = await open();
    const { root } = m;
    await fillRequired(root);
    server.answerNext('POST /api/companies', DROP);
    save(root);
    await waitFor(() => expect(root.querySelector('[part="errors"] [role="alert"] .fiu-banner__title')?.textContent).toBe(MSG.errorWhileSaving));
    expect(root.querySelector('[part="errors"] .fiu-banner__body')?.textContent).toBe(TEXT.keptOffline);
    expect((field(root, 'Name') as HTMLInputElement).value).toBe('Lagos Logistics Ltd');
    expect(m.of('fiu-saved')).toHaveLength(0);
    save(root);
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    expect(root.querySelector('[part="errors"] [role="alert"]')).toBeNull();
  });

  it('disables Save while sending', async () => {
    const m = await open();
    await fillRequired(m.root);
    const release = server.hold('POST /api/companies');
    save(m.root);
    await waitFor(() => expect(m.root.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true));
    expect(m.root.querySelector('button[type="submit"]')!.getAttribute('aria-busy')).toBe('true');
    save(m.root); // a second press while sending sends nothing more
    release();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    expect(saves()).toHaveLength(1);
  });

  it('loads an existing company, shows it, and saves it with PUT', async () => {
    const company = await stored(USERS.entry);
    const m = await open({ 'company-id': company.id });
    const { root } = m;
    await waitFor(() => expect((field(root, 'Name') as HTMLInputElement).value).toBe('Kaduna Agro Ltd'));
    expect(root.querySelector('h1')?.textContent).toBe('Kaduna Agro Ltd');
    expect(root.querySelector('.fiu-rf__meta')?.textContent).toContain(`Subject ID ${company.companyid}`);
    expect(root.querySelector('.fiu-rf__meta')?.textContent).toContain('Organisation Economic Crimes Agency');
    expect((field(root, 'Company type') as unknown as HTMLSelectElement).value).toBe('2');
    put(field(root, 'Remark'), 'Checked with CAC');
    save(root);
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ method: 'PUT', path: `/api/companies/${company.id}`, json: { id: company.id, remark: 'Checked with CAC', company_type: 2, is_primary: true, modified_by: USERS.entry._id } });
    expect(company).toHaveProperty('domain_name'); // the server's display field: not part of the record
    expect(Object.keys(saves()[0]!.json as object)).not.toContain('domain_name');
    expect(saves()[0]!.answer?.status).toBe(200);
  });

  it('takes the record from the company property without loading it', async () => {
    defineElement(companyFormDescriptor, load);
    const el = document.createElement('fiu-company-form') as HTMLElement & { company?: unknown };
    el.company = await stored(USERS.entry, { name: 'Given Plc' });
    document.body.append(el);
    const root = el.shadowRoot!;
    await waitFor(() => expect((field(root, 'Name') as HTMLInputElement).value).toBe('Given Plc'));
    expect(server.requests.filter((s) => s.method === 'GET')).toHaveLength(0);
  });

  it('says when the company does not exist (404)', async () => {
    const { root } = await open({ 'company-id': 'nope' });
    await waitFor(() => expect(root.querySelector('.fiu-empty')?.textContent).toContain(TEXT.notFound));
  });

  it('Back emits one fiu-back naming /companies, and no fiu-navigate', async () => {
    const m = await open();
    button(m.root, 'Back').click();
    expect(m.of('fiu-back').map((e) => e.detail)).toEqual([{ path: '/companies' }]);
    expect(m.of('fiu-navigate')).toEqual([]);
  });
});

describe('fiu-company-form, status (core-records §4.2)', () => {
  const statusChoices = (root: ShadowRoot) => {
    const el = field(root, 'Status') as unknown as HTMLSelectElement;
    return el.tagName === 'SELECT' ? [...el.options].map((o) => o.value) : `text:${el.value}`;
  };

  it('central unit: any of disseminated, treated, assigned, approved, pending', async () => {
    const { id } = await stored(USERS.entry);
    await as(USERS.analyst);
    const { root } = await open({ 'company-id': id });
    await waitFor(() => expect((field(root, 'Name') as HTMLInputElement).value).toBe('Kaduna Agro Ltd'));
    expect(statusChoices(root)).toEqual(['disseminated', 'treated', 'assigned', 'approved', 'pending']);
  });

  it('own pending company: approved or pending; own approved company and a new one: read-only text', async () => {
    const pending = await stored(USERS.entry);
    const approved = await stored(USERS.entry, { status: 'approved' });
    let { root } = await open({ 'company-id': pending.id });
    await waitFor(() => expect((field(root, 'Name') as HTMLInputElement).value).toBe('Kaduna Agro Ltd'));
    expect(statusChoices(root)).toEqual(['approved', 'pending']);
    document.body.replaceChildren();
    ({ root } = await open({ 'company-id': approved.id }));
    await waitFor(() => expect((field(root, 'Name') as HTMLInputElement).value).toBe('Kaduna Agro Ltd'));
    expect(statusChoices(root)).toBe('text:Approved');
    document.body.replaceChildren();
    ({ root } = await open());
    expect(statusChoices(root)).toBe('text:Approved');
  });
});

describe('fiu-company-form, who may change it (§6.4, issue 3 scoping)', () => {
  const expectReadOnly = async (root: ShadowRoot) => {
    await waitFor(() => expect((field(root, 'Name') as HTMLInputElement).value).toBe('Kaduna Agro Ltd'));
    expect((field(root, 'Name') as HTMLInputElement).readOnly).toBe(true);
    expect((field(root, 'Information needed') as HTMLInputElement).readOnly).toBe(true);
    expect((field(root, 'Crime type') as unknown as HTMLElement).tagName).toBe('INPUT');
    expect((field(root, 'Crime type') as HTMLInputElement).value).toBe('Bank Fraud');
    expect(root.querySelector('button[type="submit"]')).toBeNull();
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Add director');
  };

  it("is read-only for another organisation's company without can.edit.subjects", async () => {
    const { id } = await stored(USERS.entry, { directors: [{ surname: 'Bello', othernames: 'Amina', gender: 'female' }] });
    await as(await missionUserWith([PERMISSIONS.viewAllCompanies]));
    const { root } = await open({ 'company-id': id });
    await expectReadOnly(root);
    expect(root.querySelector('[part="notice"]')?.textContent).toContain(TEXT.readOnly['other-organisation']);
    expect((named(root, 'directors.0.surname') as HTMLInputElement).readOnly).toBe(true);
    expect(sessionStorage.length).toBe(1); // only core's session entry: no draft
  });

  it("may change another organisation's company with can.edit.subjects", async () => {
    const { id } = await stored(USERS.entry);
    await as(await missionUserWith([PERMISSIONS.viewAllCompanies, PERMISSIONS.editSubjects]));
    const { root } = await open({ 'company-id': id });
    await waitFor(() => expect((field(root, 'Name') as HTMLInputElement).value).toBe('Kaduna Agro Ltd'));
    expect((field(root, 'Name') as HTMLInputElement).readOnly).toBe(false);
    expect(root.querySelector('button[type="submit"]')).not.toBeNull();
  });

  it('is read-only in investigate mode, even for the central unit, and offers no new company', async () => {
    const { id } = await stored(USERS.entry);
    await as(USERS.analyst, 'investigate');
    let { root } = await open({ 'company-id': id, mode: 'investigate' });
    await expectReadOnly(root);
    expect(root.querySelector('[part="notice"]')?.textContent).toContain(TEXT.readOnly.investigate);
    document.body.replaceChildren();
    ({ root } = await open({ mode: 'investigate' }));
    expect(root.querySelector('.fiu-denied__title')?.textContent).toBe('Permission Denied');
    expect(root.querySelector('form')).toBeNull();
  });

  it('a role that may not change companies gets Permission Denied for a new one and read-only for an existing one', async () => {
    await as(USERS.forex);
    let { root } = await open();
    expect(root.querySelector('.fiu-denied__title')?.textContent).toBe('Permission Denied');
    document.body.replaceChildren();
    const { id } = await stored(USERS.cbnadmin);
    ({ root } = await open({ 'company-id': id }));
    await expectReadOnly(root);
  });
});

describe('fiu-company-form, nothing lost (issue 3)', () => {
  it("restores unsaved changes after a reload with 'Restored unsaved changes', and 'Discard changes' drops them", async () => {
    let { root } = await open();
    put(field(root, 'Name'), 'Half-typed Ltd');
    put(field(root, 'Information needed'), 'Line one\nLine two');
    await waitFor(() => expect(sessionStorage.getItem(draftKey('company', null))).toContain('Half-typed Ltd'), { timeout: 2000 });
    expect(sessionStorage.getItem(draftKey('company', null))).not.toContain(USERS.entry.token);

    document.body.replaceChildren(); // "reload"
    await new Promise((r) => setTimeout(r, 0));
    ({ root } = await open());
    await waitFor(() => expect((field(root, 'Name') as HTMLInputElement).value).toBe('Half-typed Ltd'));
    expect((field(root, 'Information needed') as HTMLInputElement).value).toBe('Line one\nLine two');
    const notice = root.querySelector('[part="notice"]')!;
    expect(notice.querySelector('.fiu-banner__title')?.textContent).toBe(TEXT.restored);

    button(root, TEXT.discard).click();
    await waitFor(() => expect((field(root, 'Name') as HTMLInputElement).value).toBe(''));
    expect(root.querySelector('[part="notice"] .fiu-banner')).toBeNull();
    expect(sessionStorage.getItem(draftKey('company', null))).toBeNull();
  });

  it('keeps a draft per company id, and removes it once saved', async () => {
    const { id } = await stored(USERS.entry);
    const m = await open({ 'company-id': id });
    await waitFor(() => expect((field(m.root, 'Name') as HTMLInputElement).value).toBe('Kaduna Agro Ltd'));
    put(field(m.root, 'Remark'), 'draft remark');
    await waitFor(() => expect(sessionStorage.getItem(draftKey('company', id))).toContain('draft remark'), { timeout: 2000 });
    save(m.root);
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 700));
    expect(sessionStorage.getItem(draftKey('company', id))).toBeNull();
  });

  it('writes no draft in investigate mode', async () => {
    const { id } = await stored(USERS.entry);
    await as(USERS.analyst, 'investigate');
    const { root } = await open({ 'company-id': id, mode: 'investigate' });
    await waitFor(() => expect((field(root, 'Name') as HTMLInputElement).value).toBe('Kaduna Agro Ltd'));
    await new Promise((r) => setTimeout(r, 700));
    expect(sessionStorage.length).toBe(0);
  });
});
