// @vitest-environment happy-dom
/**
 * fiu-subject-list and fiu-company-list opened filtered from an address (the `query` attribute, issue 12 item
 * 4), against the real server: the filters are in the filter fields, sent with every page, counted as the
 * server counts them; unknown names and bad values are left out; Clear shows everything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, resetSharedCore, setOrganisation, signIn, type SignedInUser } from '@fiu/core';
import { button, mountElement, waitFor } from '../test/harness';
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
}, 120_000);
afterAll(() => server.close());

async function asAnalyst(): Promise<void> {
  document.body.replaceChildren();
  resetSharedCore();
  localStorage.clear();
  sessionStorage.clear();
  configure({ apiBase: server.origin, mode: 'standalone' });
  signIn(analyst);
  setOrganisation(await server.organisation('fiu'));
  await server.settle(); // what the test before sent is not this one's
  server.clear();
}

type Page = { results: Array<Record<string, unknown>>; count: number };
const read = (kind: 'suspects' | 'companies', query: Record<string, string>) =>
  server.call<Page>(analyst, `/api/${kind}?${new URLSearchParams({ pager: 'limit', limit: '1', ...query })}`);
const total = (root: ShadowRoot) => root.querySelector('.fiu-records__total')?.textContent ?? '';
const select = (root: ShadowRoot, label: string) =>
  [...root.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label))?.control as HTMLSelectElement | null | undefined;
const lastQuery = (path: string) => server.of('GET', path).at(-1)?.query;

describe('fiu-subject-list opened from an address', () => {
  it('shows the filters in its fields, sends them with every page and counts what the server counts', async () => {
    // An offence and organisation the seed has, so the filter finds rows.
    const any = (await read('suspects', { domain: 'eca' })).results[0]!;
    const crime = String(any.currentcrimetype);
    const expected = (await read('suspects', { domain: 'eca', currentcrimetype: crime })).count;
    const all = (await read('suspects', {})).count;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);

    await asAnalyst();
    const { root, el } = await mountElement(subjectListDescriptor, loadSubjects, {
      query: `currentcrimetype=${encodeURIComponent(crime)}&domain=eca&limit=2&nonsense=1&status=lost`,
    });
    await waitFor(() => expect(total(root)).toBe(expected.toLocaleString('en-GB')), { timeout: 10_000 });
    const sent = lastQuery('/api/suspects')!;
    expect(sent.get('currentcrimetype')).toBe(crime);
    expect(sent.get('domain')).toBe('eca');
    // Unknown names and bad values never reach the server; the list's own paging stays.
    expect(sent.has('nonsense')).toBe(false);
    expect(sent.has('status')).toBe(false);
    expect(sent.get('limit')).toBe('20');
    // The panel is open, the fields say what filters the list.
    await waitFor(() => expect(select(root, 'Offence')?.value).toBe(crime));
    expect(select(root, 'Organisation')?.value).toBe('eca');
    expect(root.textContent).toContain('2 active');

    // Every page keeps them.
    if (expected > 20) {
      button(root, 'Next page').click();
      await waitFor(() => expect(lastQuery('/api/suspects')!.get('offset')).toBe('20'));
      expect(lastQuery('/api/suspects')!.get('currentcrimetype')).toBe(crime);
    }

    // Another address on the same element (the shell keeps it mounted): the new filters replace the old.
    el.setAttribute('query', 'status=pending');
    await waitFor(() => expect(lastQuery('/api/suspects')!.get('status')).toBe('pending'));
    expect(lastQuery('/api/suspects')!.has('currentcrimetype')).toBe(false);
    await waitFor(() => expect(select(root, 'Offence')?.value).toBe(''));

    // Clear: everything.
    button(root, 'Clear').click();
    await waitFor(() => expect(total(root)).toBe(all.toLocaleString('en-GB')));
    expect([...lastQuery('/api/suspects')!.keys()].sort()).toEqual(['limit', 'offset', 'ordering', 'pager']);
  });

  it('sends an address date and instant exactly as written (what the dashboard counted)', async () => {
    await asAnalyst();
    const { root } = await mountElement(subjectListDescriptor, loadSubjects, { query: 'created__gte=2020-01-01T10:00:00.123Z&created__lte=2030-12-31' });
    await waitFor(() => expect(lastQuery('/api/suspects')?.get('created__gte')).toBe('2020-01-01T10:00:00.123Z'));
    expect(lastQuery('/api/suspects')!.get('created__lte')).toBe('2030-12-31');
    const all = (await read('suspects', {})).count;
    await waitFor(() => expect(total(root)).toBe(all.toLocaleString('en-GB')));
    expect(root.textContent).toContain('2 active');
  });
});

describe('fiu-company-list opened from an address', () => {
  it('filters on the company crime list and drops a subject-only offence', async () => {
    const any = (await read('companies', {})).results[0]!;
    const crime = String(any.currentcrimetype);
    const expected = (await read('companies', { currentcrimetype: crime })).count;
    await asAnalyst();
    const { root } = await mountElement(companyListDescriptor, loadCompanies, { query: `currentcrimetype=${encodeURIComponent(crime)}` });
    await waitFor(() => expect(total(root)).toBe(expected.toLocaleString('en-GB')), { timeout: 10_000 });
    expect(lastQuery('/api/companies')!.get('currentcrimetype')).toBe(crime);
    await waitFor(() => expect(select(root, 'Offence')?.value).toBe(crime));

    const every = (await read('companies', {})).count;
    await asAnalyst();
    // Banditry is not on the company list: dropped, the list shows every company.
    const { root: all } = await mountElement(companyListDescriptor, loadCompanies, { query: 'currentcrimetype=Banditry' });
    await waitFor(() => expect(total(all)).toBe(every.toLocaleString('en-GB')), { timeout: 10_000 });
    expect(lastQuery('/api/companies')!.has('currentcrimetype')).toBe(false);
  });
});
