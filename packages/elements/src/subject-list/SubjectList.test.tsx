// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { MSG, configure, resetSharedCore, setOrganisation, signIn, type Organisation, type SignedInUser } from '@fiu/core';
import { button, field, mountElement, pressEnter, type, waitFor, type Mounted } from '../test/harness';
import { startServer, type ElementTestServer, type Recorded } from '../test/server';
import { subjectListDescriptor } from './descriptor';

let server: ElementTestServer;
let organisations: Organisation[];
const users = {} as Record<Who, SignedInUser>;
const load = () => import('./SubjectList');

// 45 subjects of the demo seed (every organisation; eca's with approval, so with pending ones).
const SUBJECTS = 45;

beforeAll(async () => {
  server = await startServer({ seedSize: SUBJECTS });
  for (const who of ['analyst@fiu', 'entry@eca', 'admin@eca', 'forex@cbn'] as const) users[who.split('@')[0] as Who] = await server.signIn(who);
  ({ results: organisations } = await server.call<{ results: Organisation[] }>(null, '/api/organisations?pager=default'));
  // Warm the module graph up: the first mount must not spend the harness's wait on compiling.
  await Promise.all([load(), import('../define/runtime')]);
});
afterAll(() => server.close());

type Who = 'analyst' | 'entry' | 'admin' | 'forex';
const organisation = (domain: string) => organisations.find((o) => o.domain === domain)!;
const domainOf = (who: Who) => users[who].domain;

/** A test that changes records puts the seed's back when it ends. */
const changesRecords = () => onTestFinished(() => server.reset());

/** A clean page: no element, no session, no requests seen. */
async function fresh(): Promise<void> {
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
}

async function mountAs(who: Who, attrs: Record<string, string> = {}): Promise<Mounted> {
  await fresh();
  signIn(users[who]);
  setOrganisation(organisation(domainOf(who)));
  const m = await mountElement(subjectListDescriptor, load, attrs);
  await waitFor(() => expect(rows(m.root).length).toBeGreaterThan(0));
  return m;
}

type Row = Record<string, unknown> & { id: string; suspectid: string; surname: string; othernames: string; status: string; photograph: string | null };

const rows = (root: ShadowRoot) => [...root.querySelectorAll('tbody.fiu-datatable__body tr:not(.fiu-datatable__skeleton-row):not(.fiu-datatable__empty-row)')];
const headers = (root: ShadowRoot) => [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
const lists = () => server.of('GET', '/api/suspects');
const lastList = () => Object.fromEntries(lists().at(-1)!.query);
/** The subjects the server answered a list call with. */
const answered = (list: Recorded | undefined) => ((list?.answer?.json ?? { results: [] }) as { results: Row[] }).results;
/** The subject a row shows (from the newest answer the page received that has it). */
const recordOf = (row: Element) => lists().flatMap(answered).findLast((s) => row.textContent?.includes(s.suspectid))!;
const rangeText = (root: ShadowRoot) => root.querySelector('.fiu-pagination__range')?.textContent;
const labelled = (root: ShadowRoot, label: string) => root.querySelector(`[aria-label="${label}"]`) as HTMLButtonElement;
const openFilters = (root: ShadowRoot) => (root.querySelector('.fiu-filter__toggle') as HTMLButtonElement).click();
const settle = () => new Promise((r) => setTimeout(r, 20));
/** The list is not loading (Apply is busy while it does). */
const idle = (root: ShadowRoot) => root.querySelector('table')?.getAttribute('aria-busy') !== 'true';


describe('fiu-subject-list: loading, paging, sorting', () => {
  it('asks for the first 20, newest modified first, with the session headers, and shows x-y of total', async () => {
    const { root } = await mountAs('analyst');
    const first = lists()[0]!;
    expect(Object.fromEntries(first.query)).toEqual({ pager: 'limit', ordering: '-modified', limit: '20', offset: '0' });
    expect(first.headers.token).toBe(users.analyst.token);
    expect(first.headers.session).toBe(users.analyst.session);
    expect(rows(root)).toHaveLength(20);
    expect(rangeText(root)).toBe(`1-20 of ${SUBJECTS}`);
    // Newest modified first: the server's order is kept.
    const order = answered(first);
    expect(order.map((s) => Date.parse(String(s.modified)))).toEqual(order.map((s) => Date.parse(String(s.modified))).sort((a, b) => b - a));
    rows(root).forEach((row, i) => expect(row.textContent).toContain(order[i]!.suspectid));
    expect(root.querySelector('th[aria-sort="descending"]')?.textContent).toBe('Modified');
  });

  it('pages with next and previous; previous is off on the first page and next on the last', async () => {
    const { root } = await mountAs('analyst');
    const prev = labelled(root, 'Previous page');
    const next = labelled(root, 'Next page');
    expect(prev.disabled).toBe(true);
    next.click();
    await waitFor(() => expect(rangeText(root)).toBe(`21-40 of ${SUBJECTS}`));
    expect(lastList().offset).toBe('20');
    next.click();
    await waitFor(() => expect(rangeText(root)).toBe(`41-45 of ${SUBJECTS}`));
    expect(rows(root)).toHaveLength(5);
    expect(labelled(root, 'Next page').disabled).toBe(true);
    labelled(root, 'Previous page').click();
    await waitFor(() => expect(rangeText(root)).toBe(`21-40 of ${SUBJECTS}`));
    expect(lastList().offset).toBe('20');
  });

  it("sorts on the server: a header click orders by that column, a second click reverses it ('-' prefix)", async () => {
    const { root } = await mountAs('analyst');
    labelled(root, 'Next page').click();
    await waitFor(() => expect(lastList().offset).toBe('20'));
    const sortButton = (name: string) => [...root.querySelectorAll('th button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;
    sortButton('Surname').click();
    await waitFor(() => expect(lastList().ordering).toBe('surname'));
    expect(lastList().offset).toBe('0'); // a new sort starts at the first page
    await waitFor(() => expect(root.querySelector('th[aria-sort="ascending"]')?.textContent).toBe('Surname'));
    sortButton('Surname').click();
    await waitFor(() => expect(lastList().ordering).toBe('-surname'));
    sortButton('Created').click(); // dates start newest first
    await waitFor(() => expect(lastList().ordering).toBe('-created'));
  });

  it('keeps the layout while loading and shows a failed load in place with Retry', async () => {
    const { root } = await mountAs('analyst');
    const release = server.hold('GET /api/suspects');
    labelled(root, 'Next page').click();
    await waitFor(() => expect(root.querySelector('table')?.getAttribute('aria-busy')).toBe('true'));
    expect(rows(root)).toHaveLength(20); // the previous rows stay (dimmed) while the page loads
    release();
    await waitFor(() => expect(rangeText(root)).toBe(`21-40 of ${SUBJECTS}`));

    server.answerNext('GET /api/suspects', { status: 500, json: { error: 'Database is down' } });
    labelled(root, 'Next page').click();
    await waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain('The subjects could not be loaded. Database is down'));
    button(root, 'Retry').click();
    await waitFor(() => expect(rangeText(root)).toBe(`41-45 of ${SUBJECTS}`));
    expect(root.querySelector('.fiu-datatable [role="alert"]')).toBeNull();
  });
});

describe('fiu-subject-list: search and filters', () => {
  it('searches on Enter only, and only for terms longer than 1 character', async () => {
    const { root } = await mountAs('analyst');
    const term = answered(lists()[0])[3]!.surname;
    const box = field(root, 'Search subjects');
    const before = lists().length;
    type(box, term);
    await settle();
    expect(lists().length).toBe(before); // typing alone asks nothing
    type(box, term[0]!);
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await settle();
    expect(lists().length).toBe(before); // one character: nothing sent
    type(box, term);
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(lastList().search).toBe(term));
    expect(lastList().offset).toBe('0');
    await waitFor(() => expect(rangeText(root)).not.toBe(`1-20 of ${SUBJECTS}`));
    await waitFor(() => expect(rows(root).length).toBeGreaterThan(0)); // the range may change before the rows are drawn
    expect(rows(root).every((r) => r.textContent?.toLowerCase().includes(term.toLowerCase()))).toBe(true);
    // Emptying the box and pressing Enter clears the search.
    type(box, '');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(lastList().search).toBeUndefined());
  });

  it('sends every filter as the list call parameters on Apply, and Clear removes them', async () => {
    const { root } = await mountAs('analyst');
    openFilters(root);
    const scopeUsers = () => ((server.of('GET', '/api/users').at(-1)?.answer?.json ?? { results: [] }) as { results: unknown[] }).results;
    await waitFor(() => expect((field(root, 'Organisation') as unknown as HTMLSelectElement).options.length).toBe(organisations.length + 1));
    await waitFor(() => expect(scopeUsers().length).toBeGreaterThan(1));
    await waitFor(() => expect((field(root, 'Created by') as unknown as HTMLSelectElement).options.length).toBe(scopeUsers().length + 1));
    type(field(root, 'Created from'), '2026-01-05T08:30');
    type(field(root, 'Created to'), '2026-02-10T17:00');
    type(field(root, 'Organisation'), 'eca');
    type(field(root, 'Created by'), users.entry._id);
    type(field(root, 'Gender'), 'female');
    type(field(root, 'Status'), 'treated');
    const before = lists().length;
    await settle();
    expect(lists().length).toBe(before); // nothing until Apply
    button(root, 'Apply').click();
    await waitFor(() => expect(lists().length).toBe(before + 1));
    expect(lastList()).toEqual({
      pager: 'limit',
      created__gte: new Date('2026-01-05T08:30').toISOString(),
      created__lte: new Date('2026-02-10T17:00').toISOString(),
      domain: 'eca',
      created_by: users.entry._id,
      gender: 'female',
      status: 'treated',
      ordering: '-modified',
      limit: '20',
      offset: '0',
    });
    await waitFor(() => expect(lists().at(-1)!.answer?.status).toBe(200)); // parameters the server takes
    await waitFor(() => expect(root.querySelector('.fiu-filter__count')?.textContent).toBe('6 active'));
    // The gender filter offers female or male.
    expect([...(field(root, 'Gender') as unknown as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'female', 'male']);
    button(root, 'Clear').click();
    await waitFor(() => expect(lastList()).toEqual({ pager: 'limit', ordering: '-modified', limit: '20', offset: '0' }));
  });

  it('says what to do when nothing matches', async () => {
    const { root } = await mountAs('analyst');
    openFilters(root);
    type(field(root, 'Created from'), '2030-01-01T00:00');
    button(root, 'Apply').click();
    await waitFor(() => expect(root.querySelector('.fiu-empty__title')?.textContent).toBe('No subjects match'));
    expect(rangeText(root)).toBe('0-0 of 0');
    button(root, 'Clear filters and search').click();
    await waitFor(() => expect(rows(root)).toHaveLength(20));
  });

  it("falls back to a text field for 'Created by' when the users call is unavailable", async () => {
    await fresh();
    signIn(users.entry);
    setOrganisation(organisation('eca'));
    server.answerNext('GET /api/users', { status: 404, json: { error: 'Not found' } }, Infinity);
    const { root } = await mountElement(subjectListDescriptor, load);
    await waitFor(() => expect(rows(root).length).toBeGreaterThan(0)); // Apply is busy while the list loads
    await waitFor(() => expect(idle(root)).toBe(true));
    openFilters(root);
    await waitFor(() => expect(field(root, 'Created by').tagName).toBe('INPUT'));
    type(field(root, 'Created by'), users.entry._id);
    button(root, 'Apply').click();
    await waitFor(() => expect(lastList().created_by).toBe(users.entry._id));
    // Non-central users ask for the users of their own organisation.
    expect(server.of('GET', '/api/users').at(-1)!.query.get('domain')).toBe('eca');
    // A value the server refuses is named by its filter, in place, and the old rows do not pose as its answer.
    await waitFor(() => expect(idle(root)).toBe(true));
    expect(rows(root).length).toBeGreaterThan(0);
    type(field(root, 'Created by'), 'entry');
    button(root, 'Apply').click();
    await waitFor(() => expect(root.querySelector('.fiu-datatable__error-text')?.textContent).toBe('The subjects could not be loaded. Created by: Must be a user id'));
    expect(lists().at(-1)!.answer!.status).toBe(400); // the real server's refusal
    expect(rows(root)).toHaveLength(0);
    expect(rangeText(root)).toBe('0-0 of 0');
  });
});

describe('fiu-subject-list: the central unit only', () => {
  it('shows the organisation column and filter and the Report and Insights buttons to the central unit', async () => {
    const m = await mountAs('analyst');
    expect(headers(m.root)).toContain('Organisation');
    openFilters(m.root);
    expect(() => field(m.root, 'Organisation')).not.toThrow();
    const first = answered(lists()[0])[0]!;
    await waitFor(() => expect(rows(m.root)[0]!.textContent).toContain(organisation(String(first.domain)).name));
    await chooseAction(m.root, `Actions for ${first.suspectid}`, 'Report');
    await chooseAction(m.root, `Actions for ${first.suspectid}`, 'Insights');
    expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([
      { path: '/generate', state: { kind: 'subject', id: first.id, suspectid: first.suspectid } },
      { path: '/insight', state: { kind: 'subject', id: first.id, suspectid: first.suspectid } },
    ]);
    expect(m.of('fiu-open')).toHaveLength(0); // the row buttons do not open the row
  });

  it('hides them from partner users', async () => {
    const m = await mountAs('entry');
    expect(headers(m.root)).not.toContain('Organisation');
    expect(headers(m.root)).toEqual(['Photo', 'Subject ID', 'Case reference', 'Primary', 'Surname', 'Other names', 'Gender', 'Status', 'Created by', 'Created', 'Modified by', 'Modified']);
    openFilters(m.root);
    expect(() => field(m.root, 'Organisation')).toThrow();
    expect(m.root.querySelector('[aria-label^="Actions for"]')).toBeNull();
    expect([...m.root.querySelectorAll('button')].some((b) => /^(Report|Insights)$/.test(b.textContent?.trim() ?? ''))).toBe(false);
    // Partner users' lists never name the organisation in the query: the server scopes them.
    expect(lastList().domain).toBeUndefined();
    expect(answered(lists().at(-1)).every((s) => s.domain === 'eca')).toBe(true);
  });
});

describe('fiu-subject-list: statuses (core-records §4.1)', () => {
  const statusCell = (root: ShadowRoot, row: Element) => {
    const i = headers(root).indexOf('Status');
    return row.querySelectorAll('td')[i]!;
  };

  it('gives the central unit a selector of disseminated, treated, assigned, approved, pending on every row', async () => {
    changesRecords();
    // An archived subject on the first page: archived by its organisation a moment ago.
    const pending = (await server.call<{ results: Row[] }>(users.entry, '/api/suspects?pager=limit&limit=100&status=pending')).results[0]!;
    await server.call(users.entry, `/api/suspects/${pending.id}`, { method: 'PUT', body: { ...(await server.call<Row>(users.entry, `/api/suspects/${pending.id}`)), status: 'archived' } });
    const { root } = await mountAs('analyst');
    for (const row of rows(root)) {
      const select = statusCell(root, row).querySelector('select')!;
      const enabled = [...select.options].filter((o) => !o.disabled).map((o) => o.value);
      expect(enabled).toEqual(['disseminated', 'treated', 'assigned', 'approved', 'pending']);
    }
    // An archived subject shows its status without offering it.
    const archived = rows(root).find((r) => statusCell(root, r).querySelector('select')!.value === 'archived')!;
    expect([...statusCell(root, archived).querySelector('select')!.options].find((o) => o.value === 'archived')!.disabled).toBe(true);
  });

  it('gives a partner user approved, pending, archived for its own pending subjects and text for the others', async () => {
    const { root } = await mountAs('entry');
    let selects = 0;
    for (const row of rows(root)) {
      const cell = statusCell(root, row);
      const select = cell.querySelector('select');
      if (select) {
        selects++;
        expect(select.value).toBe('pending');
        expect([...select.options].map((o) => o.value)).toEqual(['approved', 'pending', 'archived']);
      } else {
        expect(cell.querySelector('.fiu-badge')?.textContent).toMatch(/^(Approved|Assigned|Treated|Disseminated|Archived)$/);
      }
    }
    expect(selects).toBeGreaterThan(0);
  });

  it('sends the whole record at once, then reloads the list', async () => {
    changesRecords();
    const { root } = await mountAs('analyst');
    const row = rows(root)[0]!;
    // The row as the list received it, less the display fields the server adds to a list row.
    const { domain_name: _d, created_by_name: _c, modified_by_name: _m, ...record } = structuredClone(recordOf(row));
    const next = record.status === 'disseminated' ? 'treated' : 'disseminated';
    const select = statusCell(root, row).querySelector('select')!;
    const listsBefore = lists().length;
    type(select, next);
    await waitFor(() => expect(server.of('PUT', `/api/suspects/${record.id}`)).toHaveLength(1));
    const put = server.of('PUT', `/api/suspects/${record.id}`)[0]!;
    expect(put.json).toEqual({ ...record, status: next });
    await waitFor(() => expect(lists().length).toBe(listsBefore + 1));
    expect(put.answer).toMatchObject({ status: 200, json: { id: record.id, status: next } });
    await waitFor(() => expect(root.querySelector('.fiu-toast')?.textContent).toContain(`Status changed to ${next === 'treated' ? 'Treated' : 'Disseminated'}`));
  });

  it('keeps the old value and says why when the change fails', async () => {
    changesRecords();
    const { root } = await mountAs('entry');
    const row = rows(root).find((r) => statusCell(root, r).querySelector('select'))!;
    const select = statusCell(root, row).querySelector('select')!;
    const old = select.value;
    const { id } = recordOf(row);
    // Meanwhile the organisation's administrator approves everything pending: the row's choice is stale.
    await server.call(users.admin, '/api/approveall');
    const listsBefore = lists().length;
    type(select, 'archived');
    await waitFor(() => expect(server.of('PUT', `/api/suspects/${id}`)[0]?.answer?.status).toBe(403));
    const refusal = (server.of('PUT', `/api/suspects/${id}`)[0]!.answer!.json as { error: string }).error;
    await waitFor(() => expect(root.querySelector('.fiu-toast--error')?.textContent).toContain(refusal));
    await waitFor(() => expect(statusCell(root, row).querySelector('select')!.value).toBe(old));
    expect(lists().length).toBe(listsBefore);
  });
});

describe("fiu-subject-list: Add and 'Approve Pending'", () => {
  it("asks the spec's question before approving all pending reports, and reloads after", async () => {
    changesRecords();
    const m = await mountAs('admin');
    expect(m.root.querySelector('.fiu-datatable select')).not.toBeNull(); // something pending to approve
    button(m.root, 'Approve Pending').click();
    const dialog = await waitFor(() => {
      const d = m.root.querySelector('[role="alertdialog"]');
      expect(d).not.toBeNull();
      return d!;
    });
    expect(dialog.querySelector('.fiu-dialog__description')?.textContent).toBe(MSG.approvePendingConfirm);
    expect(MSG.approvePendingConfirm).toBe('Are you sure you would like to approve all pending reports for your organisation?');
    button(m.root, 'No').click();
    await waitFor(() => expect(m.root.querySelector('[role="alertdialog"]')).toBeNull());
    expect(server.of('GET', '/api/approveall')).toHaveLength(0);

    button(m.root, 'Approve Pending').click();
    await waitFor(() => expect(m.root.querySelector('[role="alertdialog"]')).not.toBeNull());
    const listsBefore = lists().length;
    button(m.root, 'Yes').click();
    await waitFor(() => expect(server.of('GET', '/api/approveall')).toHaveLength(1));
    await waitFor(() => expect(lists().length).toBe(listsBefore + 1));
    await waitFor(() => expect(m.root.querySelector('.fiu-datatable select')).toBeNull()); // nothing pending is left
  });

  it("shows 'Approve Pending' only to admin or the central unit when approval is enabled", async () => {
    let m = await mountAs('entry'); // data_entry at eca (approval enabled)
    expect([...m.root.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Approve Pending')).toBe(false);
    m = await mountAs('analyst'); // the central unit, whose organisation has approval off
    expect([...m.root.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Approve Pending')).toBe(false);
  });

  it('Add navigates to a new subject', async () => {
    const m = await mountAs('entry');
    button(m.root, 'Add').click();
    expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([{ path: '/list/new' }]);
  });

  it('offers no Add, no approval and no status change in investigate mode', async () => {
    const m = await mountAs('admin', { mode: 'investigate' });
    const captions = [...m.root.querySelectorAll('button')].map((b) => b.textContent?.trim());
    expect(captions).not.toContain('Add');
    expect(captions).not.toContain('Approve Pending');
    expect(m.root.querySelector('.fiu-datatable select')).toBeNull();
  });
});

describe('fiu-subject-list: opening a subject, photos, saved elsewhere', () => {
  it('opens a subject from its ID (keyboard) or a click on the row', async () => {
    const m = await mountAs('entry');
    const first = rows(m.root)[0]!;
    const record = recordOf(first);
    const id = first.querySelector('[data-open]') as HTMLButtonElement;
    expect(id.getAttribute('aria-label')).toBe(`Open subject ${record.suspectid} ${record.surname} ${record.othernames}`);
    id.click();
    (first.querySelectorAll('td')[4] as HTMLElement).click(); // the surname cell
    expect(m.of('fiu-open').map((e) => e.detail)).toEqual([
      { id: record.id, suspectid: record.suspectid },
      { id: record.id, suspectid: record.suspectid },
    ]);
    expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([{ path: `/list/${record.id}` }, { path: `/list/${record.id}` }]);
  });

  it('loads photos through the authenticated media call as blob URLs, and shows initials otherwise', async () => {
    const { root } = await mountAs('analyst');
    labelled(root, 'Next page').click();
    await waitFor(() => expect(lastList().offset).toBe('20'));
    labelled(root, 'Next page').click(); // while page 2 may still load: moves on from the page asked for
    await waitFor(() => expect(rangeText(root)).toBe(`41-45 of ${SUBJECTS}`));
    const shown = rows(root).map((row) => ({ row, record: recordOf(row) }));
    const withPhoto = shown.find((r) => r.record.photograph);
    const without = shown.find((r) => !r.record.photograph);
    expect(withPhoto && without, `the seed of ${SUBJECTS} has subjects with and without a photo on the last page`).toBeTruthy();
    await waitFor(() => expect(withPhoto!.row.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    const media = server.of('GET', `/media/${withPhoto!.record.photograph}`);
    expect(media).toHaveLength(1);
    expect(media[0]!.headers.token).toBe(users.analyst.token);
    expect([...media[0]!.query]).toEqual([]); // no credential in the URL
    expect(media[0]!.answer!.status).toBe(200);
    expect(without!.row.querySelector('img')).toBeNull();
    expect(without!.row.querySelector('.fiu-records__photo')?.textContent).toMatch(/^\p{Lu}{2}$/u);
  });

  it('reloads when a subject is saved elsewhere on the page', async () => {
    const { el } = await mountAs('analyst');
    const before = lists().length;
    el.dispatchEvent(new CustomEvent('fiu-saved', { detail: { kind: 'company', id: 'x' }, bubbles: true, composed: true }));
    await settle();
    expect(lists().length).toBe(before);
    document.body.dispatchEvent(new CustomEvent('fiu-saved', { detail: { kind: 'subject', id: 's-001' }, bubbles: true, composed: true }));
    await waitFor(() => expect(lists().length).toBe(before + 1));
  });

  it('honours the page-size attribute', async () => {
    const { root } = await mountAs('analyst', { 'page-size': '10' });
    expect(lists()[0]!.query.get('limit')).toBe('10');
    expect(rangeText(root)).toBe(`1-10 of ${SUBJECTS}`);
  });
});

describe('fiu-subject-list: no session, no permission', () => {
  it('asks to sign in and calls nothing when nobody is signed in', async () => {
    await fresh();
    const { root } = await mountElement(subjectListDescriptor, load);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Sign in to see the subjects.');
    await settle();
    expect(lists()).toHaveLength(0);
  });

  it("shows 'Permission Denied' to a user without the Subjects entry", async () => {
    await fresh();
    signIn(users.forex);
    setOrganisation(organisation('cbn'));
    const el = document.createElement('fiu-subject-list'); // defined by the mounts above
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot?.querySelector('h1')?.textContent).toBe('Permission Denied'));
    await settle();
    expect(lists()).toHaveLength(0);
  });
});

// Enter in a filter field applies the filters (implicit submission), like the Apply button.
describe('fiu-subject-list: keyboard', () => {
  it('applies the filters with Enter in a filter field', async () => {
    const { root } = await mountAs('analyst');
    openFilters(root);
    type(field(root, 'Created from'), '2026-01-20T00:00');
    pressEnter(field(root, 'Created from'));
    await waitFor(() => expect(lastList().created__gte).toBe(new Date('2026-01-20T00:00').toISOString()));
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
