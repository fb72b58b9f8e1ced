// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { MSG, configure, resetSharedCore, setOrganisation, signIn, type Organisation, type SignedInUser } from '@fiu/core';
import { button, field, mountElement, type, waitFor, type Mounted } from '../test/harness';
import { startServer, type ElementTestServer, type Recorded } from '../test/server';
import { companyListDescriptor } from './descriptor';

let server: ElementTestServer;
let organisations: Organisation[];
const users = {} as Record<Who, SignedInUser>;
const load = () => import('./CompanyList');

// A demo seed of 84 makes 25 companies (0.3 × 84), every organisation's; eca's with approval, so some pending.
const COMPANIES = 25;

beforeAll(async () => {
  server = await startServer({ seedSize: 84 });
  for (const who of ['analyst@fiu', 'entry@eca', 'admin@eca'] as const) users[who.split('@')[0] as Who] = await server.signIn(who);
  ({ results: organisations } = await server.call<{ results: Organisation[] }>(null, '/api/organisations?pager=default'));
  await Promise.all([load(), import('../define/runtime')]);
});
afterAll(() => server.close());

type Who = 'analyst' | 'entry' | 'admin';
type Row = Record<string, unknown> & { id: string; companyid: string; name: string; status: string };

/** A test that changes records puts the seed's back when it ends. */
const changesRecords = () => onTestFinished(() => server.reset());

async function mountAs(who: Who, attrs: Record<string, string> = {}): Promise<Mounted> {
  document.body.replaceChildren();
  resetSharedCore();
  localStorage.clear();
  // Every column shown, as a user would choose in the column chooser (the defaults have a test of their own).
  localStorage.setItem('fiu.columns.subjects', '[]');
  localStorage.setItem('fiu.columns.companies', '[]');
  sessionStorage.clear();
  configure({ apiBase: server.origin, mode: 'standalone' });
  await server.settle(); // what the test before sent is not this one's
  server.clear();
  signIn(users[who]);
  setOrganisation(organisations.find((o) => o.domain === users[who].domain)!);
  const m = await mountElement(companyListDescriptor, load, attrs);
  await waitFor(() => expect(rows(m.root).length).toBeGreaterThan(0));
  return m;
}

const rows = (root: ShadowRoot) => [...root.querySelectorAll('tbody.fiu-datatable__body tr:not(.fiu-datatable__skeleton-row):not(.fiu-datatable__empty-row)')];
const headers = (root: ShadowRoot) => [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
const lists = () => server.of('GET', '/api/companies');
const lastList = () => Object.fromEntries(lists().at(-1)!.query);
/** The companies the server answered a list call with. */
const answered = (list: Recorded | undefined) => ((list?.answer?.json ?? { results: [] }) as { results: Row[] }).results;
const rangeText = (root: ShadowRoot) => root.querySelector('.fiu-pagination__range')?.textContent;
const labelled = (root: ShadowRoot, label: string) => root.querySelector(`[aria-label="${label}"]`) as HTMLButtonElement;
const statusCell = (root: ShadowRoot, row: Element) => row.querySelectorAll('td')[headers(root).indexOf('Status')]!;
const settle = () => new Promise((r) => setTimeout(r, 20));
/** The company a row shows (from the newest answer the page received that has it). */
const recordOf = (row: Element) => lists().flatMap(answered).findLast((c) => row.textContent?.includes(c.companyid))!;

describe('fiu-company-list', () => {
  it('lists 20 a page, newest modified first, with the spec columns and x-y of total', async () => {
    const { root } = await mountAs('analyst');
    expect(Object.fromEntries(lists()[0]!.query)).toEqual({ pager: 'limit', ordering: '-modified', limit: '20', offset: '0' });
    expect(headers(root)).toEqual(['Subject ID', 'Case reference', 'Name', 'Primary', 'Organisation', 'Status', 'Created by', 'Created', 'Modified by', 'Modified', 'Actions']);
    expect(rows(root)).toHaveLength(20);
    // Subject ID is the companyid field, in the server's order.
    expect(rows(root).map((r) => r.querySelector('[data-open]')?.textContent)).toEqual(answered(lists()[0]).map((c) => c.companyid));
    expect(rangeText(root)).toBe(`1-20 of ${COMPANIES}`);
    labelled(root, 'Next page').click();
    await waitFor(() => expect(rangeText(root)).toBe(`21-25 of ${COMPANIES}`));
    expect(lastList().offset).toBe('20');
    labelled(root, 'Previous page').click();
    await waitFor(() => expect(rangeText(root)).toBe(`1-20 of ${COMPANIES}`));
  });

  it('filters on Apply (no gender), searches on Enter for more than 1 character, sorts on the server', async () => {
    const { root } = await mountAs('analyst');
    const name = answered(lists()[0])[2]!.name;
    (root.querySelector('.fiu-filter__toggle') as HTMLButtonElement).click();
    expect(() => field(root, 'Gender')).toThrow();
    const scopeUsers = () => ((server.of('GET', '/api/users').at(-1)?.answer?.json ?? { results: [] }) as { results: unknown[] }).results;
    await waitFor(() => expect(scopeUsers().length).toBeGreaterThan(1));
    await waitFor(() => expect((field(root, 'Created by') as unknown as HTMLSelectElement).options.length).toBe(scopeUsers().length + 1));
    type(field(root, 'Created from'), '2026-02-03T00:00');
    type(field(root, 'Created to'), '2026-02-20T23:59');
    type(field(root, 'Organisation'), 'eca');
    type(field(root, 'Created by'), users.entry._id);
    type(field(root, 'Status'), 'pending');
    expect([...(field(root, 'Status') as unknown as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'pending', 'approved', 'assigned', 'treated', 'disseminated']);
    button(root, 'Apply').click();
    await waitFor(() =>
      expect(lastList()).toEqual({
        pager: 'limit',
        created__gte: new Date('2026-02-03T00:00').toISOString(),
        created__lte: new Date('2026-02-20T23:59').toISOString(),
        domain: 'eca',
        created_by: users.entry._id,
        status: 'pending',
        ordering: '-modified',
        limit: '20',
        offset: '0',
      }),
    );
    await waitFor(() => expect(lists().at(-1)!.answer?.status).toBe(200)); // parameters the server takes
    button(root, 'Clear').click();
    await waitFor(() => expect(lastList().domain).toBeUndefined());

    const box = field(root, 'Search companies');
    const before = lists().length;
    type(box, name[0]!);
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await settle();
    expect(lists().length).toBe(before);
    type(box, name);
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(lastList().search).toBe(name));
    await waitFor(() => expect(rangeText(root)).not.toBe(`1-20 of ${COMPANIES}`));
    // The range text may change before the rows are drawn (a busy machine): wait for the rows themselves.
    await waitFor(() => expect(rows(root).length).toBeGreaterThan(0));
    expect(rows(root).every((r) => r.textContent?.includes(name))).toBe(true);

    const sortButton = (label: string) => [...root.querySelectorAll('th button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
    sortButton('Name').click();
    await waitFor(() => expect(lastList().ordering).toBe('name'));
    sortButton('Name').click();
    await waitFor(() => expect(lastList().ordering).toBe('-name'));
    expect(lastList().search).toBe(name); // the search stays in force while sorting
  });

  it('keeps the organisation column and filter and the Insights button for the central unit', async () => {
    const m = await mountAs('analyst');
    const first = answered(lists()[0])[0]!;
    await chooseAction(m.root, `Actions for ${first.companyid}`, 'Insights');
    expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([{ path: '/insight', state: { kind: 'company', id: first.id, companyid: first.companyid } }]);

    const p = await mountAs('entry');
    expect(headers(p.root)).toEqual(['Subject ID', 'Case reference', 'Name', 'Primary', 'Status', 'Created by', 'Created', 'Modified by', 'Modified']);
    (p.root.querySelector('.fiu-filter__toggle') as HTMLButtonElement).click();
    expect(() => field(p.root, 'Organisation')).toThrow();
    expect(p.root.querySelector('[aria-label^="Actions for"]')).toBeNull();
  });

  it('gives the central unit the five statuses and a partner user approved/pending on its own pending companies only', async () => {
    const a = await mountAs('analyst');
    for (const row of rows(a.root)) {
      const select = statusCell(a.root, row).querySelector('select')!;
      expect([...select.options].map((o) => o.value)).toEqual(['disseminated', 'treated', 'assigned', 'approved', 'pending']);
    }
    const e = await mountAs('entry');
    let selects = 0;
    for (const row of rows(e.root)) {
      const select = statusCell(e.root, row).querySelector('select');
      if (recordOf(row).status === 'pending') {
        selects++;
        expect([...select!.options].map((o) => o.value)).toEqual(['approved', 'pending']);
      } else {
        expect(select).toBeNull();
        expect(statusCell(e.root, row).querySelector('.fiu-badge')).not.toBeNull();
      }
    }
    expect(selects).toBeGreaterThan(0);
  });

  it('sends the whole company at once on a status change, then reloads', async () => {
    changesRecords();
    const { root } = await mountAs('entry');
    const row = rows(root).find((r) => recordOf(r).status === 'pending')!;
    // The row as the list received it, less the display fields the server adds to a list row.
    const { domain_name: _d, created_by_name: _c, modified_by_name: _m, ...record } = structuredClone(recordOf(row));
    const before = lists().length;
    type(statusCell(root, row).querySelector('select')!, 'approved');
    await waitFor(() => expect(server.of('PUT', `/api/companies/${record.id}`)).toHaveLength(1));
    const put = server.of('PUT', `/api/companies/${record.id}`)[0]!;
    // The whole record, plus the bookkeeping core's client fills (modified_by: the user).
    expect(put.json).toEqual({ ...record, status: 'approved', modified_by: users.entry._id });
    await waitFor(() => expect(lists().length).toBe(before + 1));
    expect(put.answer).toMatchObject({ status: 200, json: { id: record.id, status: 'approved' } });
    await waitFor(() => expect(statusCell(root, rows(root).find((r) => recordOf(r).id === record.id)!).querySelector('.fiu-badge')?.textContent).toBe('Approved'));
  });

  it("'Approve Pending' for admin at an organisation with approval: the spec's question, the call, a reload", async () => {
    changesRecords();
    const m = await mountAs('admin');
    button(m.root, 'Approve Pending').click();
    await waitFor(() => expect(m.root.querySelector('[role="alertdialog"] .fiu-dialog__description')?.textContent).toBe(MSG.approvePendingConfirm));
    const before = lists().length;
    button(m.root, 'Yes').click();
    await waitFor(() => expect(server.of('GET', '/api/companies/approveall')).toHaveLength(1));
    await waitFor(() => expect(lists().length).toBe(before + 1));
    expect(answered(lists().at(-1)).filter((c) => c.status === 'pending')).toEqual([]);

    const e = await mountAs('entry');
    expect([...e.root.querySelectorAll('button')].map((b) => b.textContent?.trim())).not.toContain('Approve Pending');
  });

  it('Add goes to a new company; a row opens its company', async () => {
    const m = await mountAs('entry');
    button(m.root, 'Add').click();
    const row = rows(m.root)[0]!;
    const record = recordOf(row);
    (row.querySelectorAll('td')[2] as HTMLElement).click(); // the name cell
    expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([{ path: '/companies/new' }, { path: `/companies/${record.id}` }]);
    expect(m.of('fiu-open').map((e) => e.detail)).toEqual([{ id: record.id, companyid: record.companyid }]);
  });

  it('reloads when a company is saved elsewhere on the page', async () => {
    await mountAs('analyst');
    const before = lists().length;
    document.dispatchEvent(new CustomEvent('fiu-saved', { detail: { kind: 'company', id: 'c-001' } }));
    await waitFor(() => expect(lists().length).toBe(before + 1));
  });
});

/** Opens a row's action menu and chooses an item in it. */
async function chooseAction(root: ShadowRoot, menu: string, item: string): Promise<void> {
  labelled(root, menu).click();
  await waitFor(() => expect(root.querySelector('[role="menu"]')).not.toBeNull());
  const found = [...root.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')].find((b) => b.textContent === item);
  expect(found, `menu item ${item}`).toBeTruthy();
  found!.click();
  await waitFor(() => expect(root.querySelector('[role="menu"]')).toBeNull());
}
