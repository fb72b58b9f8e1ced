// @vitest-environment happy-dom
/**
 * fiu-subject-list and fiu-company-list against the REAL server (test/server.ts: the Hono app on PGlite with
 * the demo seed, over HTTP), driven through every parameter at once. Proves the list's requests are ones the server takes (parameter names, ordering
 * values, ISO instants) and that a list row sent back whole on a status change passes the server's strict
 * schema and status rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, resetSharedCore, setOrganisation, signIn, type SignedInUser } from '@fiu/core';
import { button, field, mountElement, type, waitFor } from '../test/harness';
import { startServer, type ElementTestServer } from '../test/server';
import { companyListDescriptor } from '../company-list/descriptor';
import { subjectListDescriptor } from './descriptor';

let server: ElementTestServer;
let analyst: SignedInUser;
const loadSubjects = () => import('./SubjectList');
const loadCompanies = () => import('../company-list/CompanyList');

beforeAll(async () => {
  server = await startServer({ seedSize: 60 });
  analyst = await server.signIn('analyst@fiu');
  await Promise.all([loadSubjects(), loadCompanies(), import('../define/runtime')]);
});

afterAll(() => server.close());

async function as(username: string, domain: string): Promise<void> {
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 60));
  resetSharedCore();
  localStorage.clear();
  // Every column shown, as a user would choose in the column chooser (the defaults have a test of their own).
  localStorage.setItem('fiu.columns.subjects', '[]');
  localStorage.setItem('fiu.columns.companies', '[]');
  sessionStorage.clear();
  configure({ apiBase: server.origin, mode: 'standalone' });
  signIn(username === 'analyst' ? analyst : await server.signIn(`${username}@${domain}`));
  setOrganisation(await server.organisation(domain));
}

/** Read records as the central unit (what the server now holds). */
const read = (kind: 'suspects' | 'companies', query: Record<string, string>) =>
  server.call<{ results: Array<Record<string, unknown>>; count: number }>(analyst, `/api/${kind}?${new URLSearchParams({ pager: 'limit', limit: '100', ...query })}`);

const rows = (root: ShadowRoot) => [...root.querySelectorAll('tbody.fiu-datatable__body tr:not(.fiu-datatable__skeleton-row):not(.fiu-datatable__empty-row)')];
const headers = (root: ShadowRoot) => [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
const column = (root: ShadowRoot, name: string) => rows(root).map((r) => r.querySelectorAll('td')[headers(root).indexOf(name)]!);
const rangeText = (root: ShadowRoot) => root.querySelector('.fiu-pagination__range')?.textContent ?? '';
const tableError = (root: ShadowRoot) => root.querySelector('.fiu-datatable__error-text')?.textContent ?? '';
const loaded = async (root: ShadowRoot) => {
  await waitFor(() => expect(rows(root).length).toBeGreaterThan(0), { timeout: 10_000 });
};

describe('fiu-subject-list on the real server', () => {
  it('pages, sorts, filters and searches with parameters the server takes', async () => {
    await as('analyst', 'fiu');
    const { root } = await mountElement(subjectListDescriptor, loadSubjects);
    await loaded(root);
    expect(tableError(root)).toBe('');
    expect(rows(root)).toHaveLength(20);
    expect(rangeText(root)).toBe('1-20 of 60');
    // Every orderable column is accepted (a refused ordering would show an error in place).
    for (const name of ['Subject ID', 'Surname', 'Organisation', 'Status', 'Created by', 'Modified']) {
      ([...root.querySelectorAll('th button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement).click();
      await waitFor(() => expect(root.querySelector('th[aria-sort]')?.textContent).toBe(name));
      await new Promise((r) => setTimeout(r, 50));
      await waitFor(() => expect(root.querySelector('table')?.getAttribute('aria-busy')).toBeNull());
      expect(tableError(root)).toBe('');
      expect(rows(root)).toHaveLength(20);
    }
    (root.querySelector('.fiu-filter__toggle') as HTMLButtonElement).click();
    type(field(root, 'Gender'), 'female');
    type(field(root, 'Created from'), '2020-01-01T00:00');
    type(field(root, 'Created to'), '2030-01-01T00:00');
    button(root, 'Apply').click();
    await waitFor(() => expect(rangeText(root)).not.toBe('1-20 of 60'));
    expect(tableError(root)).toBe('');
    expect(column(root, 'Gender').every((td) => td.textContent === 'Female')).toBe(true);
    const surname = column(root, 'Surname')[0]!.textContent!;
    const box = field(root, 'Search subjects');
    type(box, surname);
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(column(root, 'Surname').every((td) => td.textContent === surname)).toBe(true));
    expect(tableError(root)).toBe('');
  });

  it('sends a row back whole on a status change, and the server takes it', async () => {
    await as('analyst', 'fiu');
    const { root } = await mountElement(subjectListDescriptor, loadSubjects);
    await loaded(root);
    const select = column(root, 'Status')[0]!.querySelector('select')!;
    const next = select.value === 'treated' ? 'assigned' : 'treated';
    const id = rows(root)[0]!.querySelector('[data-open]')!.textContent;
    type(select, next);
    await waitFor(() => expect(root.querySelector('.fiu-toast')?.textContent).toContain('Status changed to'), { timeout: 10_000 });
    await waitFor(async () => {
      const r = await read('suspects', { search: id! });
      expect(r.results.find((x) => x.suspectid === id)?.status).toBe(next);
    });
  });

  it("'Approve Pending' as admin at eca approves the organisation's pending subjects", async () => {
    await as('admin', 'eca');
    const { root } = await mountElement(subjectListDescriptor, loadSubjects);
    await loaded(root);
    button(root, 'Approve Pending').click();
    await waitFor(() => expect(root.querySelector('[role="alertdialog"]')).not.toBeNull());
    button(root, 'Yes').click();
    await waitFor(async () => expect((await read('suspects', { domain: 'eca', status: 'pending' })).count).toBe(0), { timeout: 10_000 });
    await waitFor(() => expect(column(root, 'Status').some((td) => td.querySelector('select'))).toBe(false), { timeout: 10_000 });
  });

  it('loads photos from /media with the session, as blob URLs', async () => {
    await as('analyst', 'fiu');
    const { root } = await mountElement(subjectListDescriptor, loadSubjects);
    await loaded(root);
    const all = await read('suspects', {});
    expect(all.results.some((x) => x.photograph)).toBe(true); // the seed writes photos
    // Some page has one: walk until a blob image appears.
    for (let page = 0; page < 3 && !root.querySelector('.fiu-records__photo img'); page++) {
      await new Promise((r) => setTimeout(r, 300));
      if (root.querySelector('.fiu-records__photo img')) break;
      (root.querySelector('[aria-label="Next page"]') as HTMLButtonElement).click();
      await waitFor(() => expect(root.querySelector('table')?.getAttribute('aria-busy')).toBeNull());
    }
    await waitFor(() => expect(root.querySelector('.fiu-records__photo img')?.getAttribute('src')).toMatch(/^blob:/), { timeout: 5000 });
  });
});

describe('fiu-company-list on the real server', () => {
  it('lists, filters by status and changes a pending company of its own organisation', async () => {
    await as('entry', 'eca');
    const { root } = await mountElement(companyListDescriptor, loadCompanies);
    await loaded(root);
    expect(tableError(root)).toBe('');
    expect(headers(root)).not.toContain('Organisation');
    (root.querySelector('.fiu-filter__toggle') as HTMLButtonElement).click();
    type(field(root, 'Status'), 'pending');
    button(root, 'Apply').click();
    const pending = (await read('companies', { domain: 'eca', status: 'pending' })).count;
    expect(pending).toBeGreaterThan(0);
    await waitFor(() => expect(rangeText(root)).toBe(`1-${Math.min(pending, 20)} of ${pending}`));
    expect(tableError(root)).toBe('');
    expect(column(root, 'Status').every((td) => td.querySelector('select')?.value === 'pending')).toBe(true);
    const id = rows(root)[0]!.querySelector('[data-open]')!.textContent;
    type(column(root, 'Status')[0]!.querySelector('select')!, 'approved');
    await waitFor(async () => {
      const r = await read('companies', { search: id! });
      expect(r.results.find((x) => x.companyid === id)?.status).toBe('approved');
    });
  });
});
