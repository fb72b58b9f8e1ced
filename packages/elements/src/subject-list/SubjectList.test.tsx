// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, configure, resetSharedCore, setOrganisation, signIn } from '@fiu/core';
import { button, field, mountElement, pressEnter, type, type Mounted } from '../test/harness';
import { ORGS, makeSubjects, sessionUser, startRecordsServer, type RecordsServer } from '../shared/records/testServer';
import { subjectListDescriptor } from './descriptor';

let server: RecordsServer;
const load = () => import('./SubjectList');

beforeAll(async () => {
  server = await startRecordsServer({ subjects: 45 });
  // Warm the module graph up: the first mount must not spend the harness's wait on compiling.
  await Promise.all([load(), import('../define/runtime')]);
});
afterAll(() => server.close());

type Who = 'analyst' | 'entry' | 'admin';

/** A clean page: no element, no session, fresh records, no requests seen. */
async function fresh(): Promise<void> {
  document.body.replaceChildren();
  // Let the previous test's requests in flight (photos, a reload) land before counting this test's.
  await new Promise((r) => setTimeout(r, 60));
  resetSharedCore();
  localStorage.clear();
  sessionStorage.clear();
  configure({ apiBase: server.origin, mode: 'standalone' });
  server.subjects = makeSubjects(45);
  server.scope.domain = null;
  server.usersUnavailable = false;
  server.seen.length = 0;
}

async function mountAs(who: Who, attrs: Record<string, string> = {}): Promise<Mounted> {
  await fresh();
  server.scope.domain = who === 'analyst' ? null : 'eca';
  signIn(sessionUser(who) as never);
  setOrganisation((who === 'analyst' ? ORGS[0] : ORGS[1]) as never);
  const m = await mountElement(subjectListDescriptor, load, attrs);
  await vi.waitFor(() => expect(rows(m.root).length).toBeGreaterThan(0));
  return m;
}

const rows = (root: ShadowRoot) => [...root.querySelectorAll('tbody.fiu-datatable__body tr:not(.fiu-datatable__skeleton-row):not(.fiu-datatable__empty-row)')];
const headers = (root: ShadowRoot) => [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
const lists = () => server.of('GET', '/api/suspects');
const lastList = () => lists().at(-1)!.query;
const rangeText = (root: ShadowRoot) => root.querySelector('.fiu-pagination__range')?.textContent;
const labelled = (root: ShadowRoot, label: string) => root.querySelector(`[aria-label="${label}"]`) as HTMLButtonElement;
const openFilters = (root: ShadowRoot) => (root.querySelector('.fiu-filter__toggle') as HTMLButtonElement).click();
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('fiu-subject-list: loading, paging, sorting', () => {
  it('asks for the first 20, newest modified first, with the session headers, and shows x-y of total', async () => {
    const { root } = await mountAs('analyst');
    const first = lists()[0]!;
    expect(first.query).toEqual({ pager: 'limit', ordering: '-modified', limit: '20', offset: '0' });
    expect(first.headers.token).toBe(sessionUser('analyst').token);
    expect(first.headers.session).toBe(sessionUser('analyst').session);
    expect(rows(root)).toHaveLength(20);
    expect(rangeText(root)).toBe('1-20 of 45');
    // Newest modified first: the server's order is kept.
    expect(rows(root)[0]!.textContent).toContain(server.subjects[44]!.suspectid as string);
    expect(root.querySelector('th[aria-sort="descending"]')?.textContent).toBe('Modified');
  });

  it('pages with next and previous; previous is off on the first page and next on the last', async () => {
    const { root } = await mountAs('analyst');
    const prev = labelled(root, 'Previous page');
    const next = labelled(root, 'Next page');
    expect(prev.disabled).toBe(true);
    next.click();
    await vi.waitFor(() => expect(rangeText(root)).toBe('21-40 of 45'));
    expect(lastList().offset).toBe('20');
    next.click();
    await vi.waitFor(() => expect(rangeText(root)).toBe('41-45 of 45'));
    expect(rows(root)).toHaveLength(5);
    expect(labelled(root, 'Next page').disabled).toBe(true);
    labelled(root, 'Previous page').click();
    await vi.waitFor(() => expect(rangeText(root)).toBe('21-40 of 45'));
    expect(lastList().offset).toBe('20');
  });

  it("sorts on the server: a header click orders by that column, a second click reverses it ('-' prefix)", async () => {
    const { root } = await mountAs('analyst');
    // A name no other test's stray request can ask for.
    const file = `photo-${Date.now()}.png`;
    server.subjects[0]!.photograph = file;
    labelled(root, 'Next page').click();
    await vi.waitFor(() => expect(lastList().offset).toBe('20'));
    const sortButton = (name: string) => [...root.querySelectorAll('th button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement;
    sortButton('Surname').click();
    await vi.waitFor(() => expect(lastList().ordering).toBe('surname'));
    expect(lastList().offset).toBe('0'); // a new sort starts at the first page
    await vi.waitFor(() => expect(root.querySelector('th[aria-sort="ascending"]')?.textContent).toBe('Surname'));
    sortButton('Surname').click();
    await vi.waitFor(() => expect(lastList().ordering).toBe('-surname'));
    sortButton('Created').click(); // dates start newest first
    await vi.waitFor(() => expect(lastList().ordering).toBe('-created'));
  });

  it('keeps the layout while loading and shows a failed load in place with Retry', async () => {
    const { root } = await mountAs('analyst');
    const release = server.hold('/api/suspects');
    labelled(root, 'Next page').click();
    await vi.waitFor(() => expect(root.querySelector('table')?.getAttribute('aria-busy')).toBe('true'));
    expect(rows(root)).toHaveLength(20); // the previous rows stay (dimmed) while the page loads
    release();
    await vi.waitFor(() => expect(rangeText(root)).toBe('21-40 of 45'));

    server.failNext('/api/suspects', 500, { error: 'Database is down' });
    labelled(root, 'Next page').click();
    await vi.waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain('The subjects could not be loaded. Database is down'));
    button(root, 'Retry').click();
    await vi.waitFor(() => expect(rangeText(root)).toBe('41-45 of 45'));
    expect(root.querySelector('.fiu-datatable [role="alert"]')).toBeNull();
  });
});

describe('fiu-subject-list: search and filters', () => {
  it('searches on Enter only, and only for terms longer than 1 character', async () => {
    const { root } = await mountAs('analyst');
    const box = field(root, 'Search subjects');
    const before = lists().length;
    type(box, 'Okafor');
    await settle();
    expect(lists().length).toBe(before); // typing alone asks nothing
    type(box, 'O');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await settle();
    expect(lists().length).toBe(before); // one character: nothing sent
    type(box, 'Okafor');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await vi.waitFor(() => expect(lastList().search).toBe('Okafor'));
    expect(lastList().offset).toBe('0');
    await vi.waitFor(() => expect(rows(root).every((r) => r.textContent?.includes('Okafor'))).toBe(true));
    // Emptying the box and pressing Enter clears the search.
    type(box, '');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await vi.waitFor(() => expect(lastList().search).toBeUndefined());
  });

  it('sends every filter as the list call parameters on Apply, and Clear removes them', async () => {
    const { root } = await mountAs('analyst');
    openFilters(root);
    await vi.waitFor(() => expect((field(root, 'Organisation') as unknown as HTMLSelectElement).options.length).toBe(4));
    await vi.waitFor(() => expect((field(root, 'Created by') as unknown as HTMLSelectElement).options.length).toBe(4));
    type(field(root, 'Created from'), '2026-01-05T08:30');
    type(field(root, 'Created to'), '2026-02-10T17:00');
    type(field(root, 'Organisation'), 'eca');
    type(field(root, 'Created by'), 'u-entry');
    type(field(root, 'Gender'), 'female');
    type(field(root, 'Status'), 'treated');
    const before = lists().length;
    await settle();
    expect(lists().length).toBe(before); // nothing until Apply
    button(root, 'Apply').click();
    await vi.waitFor(() => expect(lists().length).toBe(before + 1));
    expect(lastList()).toEqual({
      pager: 'limit',
      created__gte: new Date('2026-01-05T08:30').toISOString(),
      created__lte: new Date('2026-02-10T17:00').toISOString(),
      domain: 'eca',
      created_by: 'u-entry',
      gender: 'female',
      status: 'treated',
      ordering: '-modified',
      limit: '20',
      offset: '0',
    });
    await vi.waitFor(() => expect(root.querySelector('.fiu-filter__count')?.textContent).toBe('6 active'));
    // The gender filter offers female or male.
    expect([...(field(root, 'Gender') as unknown as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'female', 'male']);
    button(root, 'Clear').click();
    await vi.waitFor(() => expect(lastList()).toEqual({ pager: 'limit', ordering: '-modified', limit: '20', offset: '0' }));
  });

  it('says what to do when nothing matches', async () => {
    const { root } = await mountAs('analyst');
    openFilters(root);
    type(field(root, 'Created from'), '2030-01-01T00:00');
    button(root, 'Apply').click();
    await vi.waitFor(() => expect(root.querySelector('.fiu-empty__title')?.textContent).toBe('No subjects match'));
    expect(rangeText(root)).toBe('0-0 of 0');
    button(root, 'Clear filters and search').click();
    await vi.waitFor(() => expect(rows(root)).toHaveLength(20));
  });

  it("falls back to a text field for 'Created by' when the users call is unavailable", async () => {
    await fresh();
    server.scope.domain = 'eca';
    signIn(sessionUser('entry') as never);
    setOrganisation(ORGS[1] as never);
    server.usersUnavailable = true;
    const { root } = await mountElement(subjectListDescriptor, load);
    openFilters(root);
    await vi.waitFor(() => expect(field(root, 'Created by').tagName).toBe('INPUT'));
    type(field(root, 'Created by'), 'u-entry');
    button(root, 'Apply').click();
    await vi.waitFor(() => expect(lastList().created_by).toBe('u-entry'));
    // Non-central users ask for the users of their own organisation.
    expect(server.of('GET', '/api/users').at(-1)!.query.domain).toBe('eca');
    // A value the server refuses is named by its filter, in place, and the old rows do not pose as its answer.
    await vi.waitFor(() => expect(rows(root).length).toBeGreaterThan(0));
    server.failNext('/api/suspects', 400, { error: 'Invalid list parameters', errors: { created_by: ['Must be a user id'] } });
    type(field(root, 'Created by'), 'entry');
    button(root, 'Apply').click();
    await vi.waitFor(() => expect(root.querySelector('.fiu-datatable__error-text')?.textContent).toBe('The subjects could not be loaded. Created by: Must be a user id'));
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
    await vi.waitFor(() => expect(rows(m.root)[0]!.textContent).toMatch(/Financial Intelligence Unit|Economic Crimes Agency|Central Bank/));
    const first = server.subjects[44]!;
    labelled(m.root, `Report for ${first.suspectid}`).click();
    labelled(m.root, `Insights for ${first.suspectid}`).click();
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
    expect(m.root.querySelector('[aria-label^="Report for"], [aria-label^="Insights for"]')).toBeNull();
    expect([...m.root.querySelectorAll('button')].some((b) => /^(Report|Insights)$/.test(b.textContent?.trim() ?? ''))).toBe(false);
    // Partner users' lists never name the organisation in the query: the server scopes them.
    expect(lastList().domain).toBeUndefined();
  });
});

describe('fiu-subject-list: statuses (core-records §4.1)', () => {
  const statusCell = (root: ShadowRoot, row: Element) => {
    const i = headers(root).indexOf('Status');
    return row.querySelectorAll('td')[i]!;
  };

  it('gives the central unit a selector of disseminated, treated, assigned, approved, pending on every row', async () => {
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

  it("gives a partner user approved, pending, archived for its own pending subjects and text for the others", async () => {
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
    const { root } = await mountAs('analyst');
    const row = rows(root)[0]!;
    const record = structuredClone(server.subjects.find((s) => row.textContent?.includes(s.suspectid as string))!);
    const select = statusCell(root, row).querySelector('select')!;
    const listsBefore = lists().length;
    type(select, 'disseminated');
    await vi.waitFor(() => expect(server.of('PUT', `/api/suspects/${record.id}`)).toHaveLength(1));
    expect(server.of('PUT', `/api/suspects/${record.id}`)[0]!.json).toEqual({ ...record, status: 'disseminated' });
    await vi.waitFor(() => expect(lists().length).toBe(listsBefore + 1));
    await vi.waitFor(() => expect(root.querySelector('.fiu-toast')?.textContent).toContain('Status changed to Disseminated'));
  });

  it('keeps the old value and says why when the change fails', async () => {
    const { root } = await mountAs('analyst');
    const row = rows(root)[0]!;
    const select = statusCell(root, row).querySelector('select')!;
    const old = select.value;
    const id = server.subjects.find((s) => row.textContent?.includes(s.suspectid as string))!.id;
    server.failNext(`/api/suspects/${id}`, 403, { error: 'You may not change this subject' });
    const listsBefore = lists().length;
    type(select, old === 'treated' ? 'assigned' : 'treated');
    await vi.waitFor(() => expect(root.querySelector('.fiu-toast--error')?.textContent).toContain('You may not change this subject'));
    await vi.waitFor(() => expect(statusCell(root, rows(root)[0]!).querySelector('select')!.value).toBe(old));
    expect(lists().length).toBe(listsBefore);
  });
});

describe("fiu-subject-list: Add and 'Approve Pending'", () => {
  it("asks the spec's question before approving all pending reports, and reloads after", async () => {
    const m = await mountAs('admin');
    button(m.root, 'Approve Pending').click();
    const dialog = await vi.waitFor(() => {
      const d = m.root.querySelector('[role="alertdialog"]');
      expect(d).not.toBeNull();
      return d!;
    });
    expect(dialog.querySelector('.fiu-dialog__description')?.textContent).toBe(MSG.approvePendingConfirm);
    expect(MSG.approvePendingConfirm).toBe('Are you sure you would like to approve all pending reports for your organisation?');
    button(m.root, 'No').click();
    await vi.waitFor(() => expect(m.root.querySelector('[role="alertdialog"]')).toBeNull());
    expect(server.of('GET', '/api/approveall')).toHaveLength(0);

    button(m.root, 'Approve Pending').click();
    await vi.waitFor(() => expect(m.root.querySelector('[role="alertdialog"]')).not.toBeNull());
    const listsBefore = lists().length;
    button(m.root, 'Yes').click();
    await vi.waitFor(() => expect(server.of('GET', '/api/approveall')).toHaveLength(1));
    await vi.waitFor(() => expect(lists().length).toBe(listsBefore + 1));
    await vi.waitFor(() => expect(m.root.querySelector('.fiu-datatable select')).toBeNull()); // nothing pending is left
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
    const record = server.subjects.find((s) => first.textContent?.includes(s.suspectid as string))!;
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
    // A name no other test's stray request can ask for.
    const file = `photo-${Date.now()}.png`;
    server.subjects[0]!.photograph = file;
    labelled(root, 'Next page').click();
    await vi.waitFor(() => expect(lastList().offset).toBe('20'));
    labelled(root, 'Next page').click(); // while page 2 may still load: moves on from the page asked for
    await vi.waitFor(() => expect(rangeText(root)).toBe('41-45 of 45'));
    const withPhoto = rows(root).find((r) => r.textContent?.includes(server.subjects[0]!.suspectid as string))!;
    await vi.waitFor(() => expect(withPhoto.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    const media = server.of('GET', `/media/${file}`);
    expect(media).toHaveLength(1);
    expect(media[0]!.headers.token).toBe(sessionUser('analyst').token);
    expect(media[0]!.query).toEqual({}); // no credential in the URL
    const other = rows(root).find((r) => r !== withPhoto)!;
    expect(other.querySelector('img')).toBeNull();
    expect(other.querySelector('.fiu-records__photo')?.textContent).toMatch(/^[A-Z]{2}$/);
  });

  it('reloads when a subject is saved elsewhere on the page', async () => {
    const { el } = await mountAs('analyst');
    const before = lists().length;
    el.dispatchEvent(new CustomEvent('fiu-saved', { detail: { kind: 'company', id: 'x' }, bubbles: true, composed: true }));
    await settle();
    expect(lists().length).toBe(before);
    document.body.dispatchEvent(new CustomEvent('fiu-saved', { detail: { kind: 'subject', id: 's-001' }, bubbles: true, composed: true }));
    await vi.waitFor(() => expect(lists().length).toBe(before + 1));
  });

  it('honours the page-size attribute', async () => {
    const { root } = await mountAs('analyst', { 'page-size': '10' });
    expect(lists()[0]!.query.limit).toBe('10');
    expect(rangeText(root)).toBe('1-10 of 45');
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
    signIn({ ...sessionUser('analyst'), role: 'forex', permissions: [] } as never);
    setOrganisation(ORGS[2] as never);
    const el = document.createElement('fiu-subject-list'); // defined by the mounts above
    document.body.append(el);
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('h1')?.textContent).toBe('Permission Denied'));
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
    await vi.waitFor(() => expect(lastList().created__gte).toBe(new Date('2026-01-20T00:00').toISOString()));
  });
});
