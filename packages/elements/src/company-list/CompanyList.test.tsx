// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, configure, resetSharedCore, setOrganisation, signIn } from '@fiu/core';
import { button, field, mountElement, type, type Mounted } from '../test/harness';
import { ORGS, makeCompanies, sessionUser, startRecordsServer, type RecordsServer } from '../shared/records/testServer';
import { companyListDescriptor } from './descriptor';

let server: RecordsServer;
const load = () => import('./CompanyList');

beforeAll(async () => {
  server = await startRecordsServer({ companies: 25 });
  await Promise.all([load(), import('../define/runtime')]);
});
afterAll(() => server.close());

type Who = 'analyst' | 'entry' | 'admin';

async function mountAs(who: Who, attrs: Record<string, string> = {}): Promise<Mounted> {
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 60)); // requests of the previous test land first
  resetSharedCore();
  localStorage.clear();
  sessionStorage.clear();
  configure({ apiBase: server.origin, mode: 'standalone' });
  server.companies = makeCompanies(25);
  server.scope.domain = who === 'analyst' ? null : 'eca';
  server.seen.length = 0;
  signIn(sessionUser(who) as never);
  setOrganisation((who === 'analyst' ? ORGS[0] : ORGS[1]) as never);
  const m = await mountElement(companyListDescriptor, load, attrs);
  await vi.waitFor(() => expect(rows(m.root).length).toBeGreaterThan(0));
  return m;
}

const rows = (root: ShadowRoot) => [...root.querySelectorAll('tbody.fiu-datatable__body tr:not(.fiu-datatable__skeleton-row):not(.fiu-datatable__empty-row)')];
const headers = (root: ShadowRoot) => [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
const lists = () => server.of('GET', '/api/companies');
const lastList = () => lists().at(-1)!.query;
const rangeText = (root: ShadowRoot) => root.querySelector('.fiu-pagination__range')?.textContent;
const labelled = (root: ShadowRoot, label: string) => root.querySelector(`[aria-label="${label}"]`) as HTMLButtonElement;
const statusCell = (root: ShadowRoot, row: Element) => row.querySelectorAll('td')[headers(root).indexOf('Status')]!;
const settle = () => new Promise((r) => setTimeout(r, 20));
const recordOf = (row: Element) => server.companies.find((c) => row.textContent?.includes(c.companyid as string))!;

describe('fiu-company-list', () => {
  it('lists 20 a page, newest modified first, with the spec columns and x-y of total', async () => {
    const { root } = await mountAs('analyst');
    expect(lists()[0]!.query).toEqual({ pager: 'limit', ordering: '-modified', limit: '20', offset: '0' });
    expect(headers(root)).toEqual(['Subject ID', 'Case reference', 'Name', 'Primary', 'Organisation', 'Status', 'Created by', 'Created', 'Modified by', 'Modified', 'Actions']);
    expect(rows(root)).toHaveLength(20);
    // Subject ID is the companyid field.
    expect(rows(root)[0]!.querySelector('[data-open]')?.textContent).toBe(server.companies[24]!.companyid);
    expect(rangeText(root)).toBe('1-20 of 25');
    labelled(root, 'Next page').click();
    await vi.waitFor(() => expect(rangeText(root)).toBe('21-25 of 25'));
    expect(lastList().offset).toBe('20');
    labelled(root, 'Previous page').click();
    await vi.waitFor(() => expect(rangeText(root)).toBe('1-20 of 25'));
  });

  it('filters on Apply (no gender), searches on Enter for more than 1 character, sorts on the server', async () => {
    const { root } = await mountAs('analyst');
    (root.querySelector('.fiu-filter__toggle') as HTMLButtonElement).click();
    expect(() => field(root, 'Gender')).toThrow();
    await vi.waitFor(() => expect((field(root, 'Created by') as unknown as HTMLSelectElement).options.length).toBe(4));
    type(field(root, 'Created from'), '2026-02-03T00:00');
    type(field(root, 'Created to'), '2026-02-20T23:59');
    type(field(root, 'Organisation'), 'eca');
    type(field(root, 'Created by'), 'u-entry');
    type(field(root, 'Status'), 'pending');
    expect([...(field(root, 'Status') as unknown as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'pending', 'approved', 'assigned', 'treated', 'disseminated']);
    button(root, 'Apply').click();
    await vi.waitFor(() =>
      expect(lastList()).toEqual({
        pager: 'limit',
        created__gte: new Date('2026-02-03T00:00').toISOString(),
        created__lte: new Date('2026-02-20T23:59').toISOString(),
        domain: 'eca',
        created_by: 'u-entry',
        status: 'pending',
        ordering: '-modified',
        limit: '20',
        offset: '0',
      }),
    );
    button(root, 'Clear').click();
    await vi.waitFor(() => expect(lastList().domain).toBeUndefined());

    const box = field(root, 'Search companies');
    const before = lists().length;
    type(box, '7');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await settle();
    expect(lists().length).toBe(before);
    type(box, 'Company 7');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await vi.waitFor(() => expect(lastList().search).toBe('Company 7'));
    await vi.waitFor(() => expect(rows(root)).toHaveLength(1));

    const sortButton = (name: string) => [...root.querySelectorAll('th button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;
    sortButton('Name').click();
    await vi.waitFor(() => expect(lastList().ordering).toBe('name'));
    sortButton('Name').click();
    await vi.waitFor(() => expect(lastList().ordering).toBe('-name'));
    expect(lastList().search).toBe('Company 7'); // the search stays in force while sorting
  });

  it('keeps the organisation column and filter and the Insights button for the central unit', async () => {
    const m = await mountAs('analyst');
    const first = server.companies[24]!;
    labelled(m.root, `Insights for ${first.companyid}`).click();
    expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([{ path: '/insight', state: { kind: 'company', id: first.id, companyid: first.companyid } }]);

    const p = await mountAs('entry');
    expect(headers(p.root)).toEqual(['Subject ID', 'Case reference', 'Name', 'Primary', 'Status', 'Created by', 'Created', 'Modified by', 'Modified']);
    (p.root.querySelector('.fiu-filter__toggle') as HTMLButtonElement).click();
    expect(() => field(p.root, 'Organisation')).toThrow();
    expect(p.root.querySelector('[aria-label^="Insights for"]')).toBeNull();
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
    const { root } = await mountAs('entry');
    const row = rows(root).find((r) => recordOf(r).status === 'pending')!;
    const record = structuredClone(recordOf(row));
    const before = lists().length;
    type(statusCell(root, row).querySelector('select')!, 'approved');
    await vi.waitFor(() => expect(server.of('PUT', `/api/companies/${record.id}`)).toHaveLength(1));
    // The whole record, plus the bookkeeping core's client fills (modified_by: the user).
    expect(server.of('PUT', `/api/companies/${record.id}`)[0]!.json).toEqual({ ...record, status: 'approved', modified_by: 'u-entry' });
    await vi.waitFor(() => expect(lists().length).toBe(before + 1));
    await vi.waitFor(() => expect(statusCell(root, rows(root).find((r) => recordOf(r).id === record.id)!).querySelector('.fiu-badge')?.textContent).toBe('Approved'));
  });

  it("'Approve Pending' for admin at an organisation with approval: the spec's question, the call, a reload", async () => {
    const m = await mountAs('admin');
    button(m.root, 'Approve Pending').click();
    await vi.waitFor(() => expect(m.root.querySelector('[role="alertdialog"] .fiu-dialog__description')?.textContent).toBe(MSG.approvePendingConfirm));
    const before = lists().length;
    button(m.root, 'Yes').click();
    await vi.waitFor(() => expect(server.of('GET', '/api/companies/approveall')).toHaveLength(1));
    await vi.waitFor(() => expect(lists().length).toBe(before + 1));

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
    await vi.waitFor(() => expect(lists().length).toBe(before + 1));
  });
});
