// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import type { Dashboard } from '@fiu/core/schemas/dashboard';
import { localDateString } from '@fiu/ui/DateField';
import { defineElement } from '../define/defineElement';
import { button, field, fieldError, mountElement, type, waitFor, type Mounted } from '../test/harness';
import { freshPage, startServer, type ElementTestServer } from '../test/server';
import { DASHBOARD_TEXT } from './Overview';
import { dashboardDescriptor } from './descriptor';
import { MAP_HEIGHT, MAP_TEXT } from './MapPanel';
import { PERIOD_TEXT } from './Dashboard';

let server: ElementTestServer;
let analyst: SignedInUser, viewer: SignedInUser, admin: SignedInUser, entry: SignedInUser;
const load = () => import('./Dashboard');

/** An answer with every figure of §3.11, as the central unit gets it. */
const FULL: Dashboard = {
  user_assigned_cases: { total: 7, open: 3 },
  number_cases: 12,
  number_suspects: 1250,
  number_suspects_today: 4,
  number_companies: 310,
  number_companies_today: 2,
  number_rfi: 9,
  dissemination_count: 5,
  number_pending_reports: 21,
  predicate_offences: [
    { currentcrimetype: 'Bank Fraud', count: 700 },
    { currentcrimetype: 'Kidnapping', count: 40 },
  ],
  predicate_offences_company: [{ currentcrimetype: 'Tax Evasion', count: 30 }],
  reports: [
    { domain: 'eca', count: 1000 },
    { domain: 'ssa', count: 250 },
  ],
  reports_company: [{ domain: 'eca', count: 310 }],
  pending_reports: [{ domain: 'eca', count: 21 }],
  rfi: [{ domain: 'ssa', count: 9 }],
  dissemination: [{ domain: 'eca', count: 5 }],
  organisation_predicate_offences: {
    eca: [{ currentcrimetype: 'Bank Fraud', count: 600 }],
    ssa: [
      { currentcrimetype: 'Bank Fraud', count: 100 },
      { currentcrimetype: 'Kidnapping', count: 40 },
    ],
  },
  organisation_company_predicate_offences: { eca: [{ currentcrimetype: 'Tax Evasion', count: 30 }] },
};

beforeAll(async () => {
  [server] = await Promise.all([startServer({ seedSize: 24 }), load()]);
  analyst = await server.signIn('analyst@fiu');
  viewer = await server.signIn('viewer@fiu');
  admin = await server.signIn('admin@eca');
  entry = await server.signIn('entry@eca');
}, 120_000);
afterAll(async () => {
  document.body.replaceChildren();
  await server.close();
});

/**
 * The dashboard of `user` on the real server; `answer` replaces the server's dashboard answer only where a
 * test needs figures the demo seed cannot give (exact links for a known answer).
 */
async function open(user: SignedInUser, answer: Dashboard | null = null, attrs: Record<string, string> = {}): Promise<Mounted> {
  await freshPage(server, user);
  if (answer) server.answerNext('GET /api/dashboard', { json: answer }, Infinity);
  return mountElement(dashboardDescriptor, load, attrs);
}

/** The list call a dashboard link opens, asked of the real server as `user`: its count. */
async function listCount(user: SignedInUser, href: string): Promise<number> {
  const [path, query = ''] = href.split('?');
  const api = { '/list': '/api/suspects', '/companies': '/api/companies', '/cases': '/api/cases', '/rfi': '/api/rfi', '/ireport': '/api/intelligence' }[path!];
  if (!api) throw new Error(`no list call for ${href}`);
  const r = await server.call<{ count: number }>(user, `${api}?${query}${query ? '&' : ''}limit=1`);
  return r.count;
}
const countOf = (a: HTMLAnchorElement) => Number(a.textContent!.replace(/,/g, ''));

const cardTitles = (root: ShadowRoot) => [...root.querySelectorAll('.dash-card__title')].map((h) => h.textContent);
const tableTitles = (root: ShadowRoot) => [...root.querySelectorAll('.dash-panel__title')].map((h) => h.textContent);
const link = (root: ShadowRoot, label: string): HTMLAnchorElement => {
  const a = root.querySelector<HTMLAnchorElement>(`a[aria-label="${label}"]`);
  if (!a) throw new Error(`no link "${label}" (have: ${[...root.querySelectorAll('a')].map((x) => x.getAttribute('aria-label')).join(' | ')})`);
  return a;
};
/** The answer drawn: the cards' links, and the tables once the organisations' names are in. */
const loaded = (root: ShadowRoot) =>
  waitFor(() => {
    expect(root.querySelector('.dash-card a'), root.textContent!).not.toBeNull();
    expect(root.querySelector('.dash-skeleton'), root.textContent!).toBeNull();
  });
const tabs = (root: ShadowRoot) => [...root.querySelectorAll('[role="tab"]')].map((t) => t.textContent);
const pressKey = (target: Element, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));

describe('fiu-dashboard', () => {
  it('shows the central unit every card and every statistics table of §2.13, in the product’s words', async () => {
    const { root } = await open(analyst);
    await loaded(root);
    expect(cardTitles(root)).toEqual([
      'Assigned Open Cases',
      'Total Number of Subjects',
      'Number of New Subjects',
      'Number of RFIs',
      'Number of Pending Subjects',
      'Number of Companies',
      'Number of Companies Today',
      'Total Disseminated',
    ]);
    expect(root.querySelector('[data-card="cases"]')!.textContent).toContain('Assigned Total Cases');
    expect(tableTitles(root)).toEqual([
      'Predicate Offences Statistics (Subjects)',
      'Predicate Offences Statistics (Companies)',
      'Report Statistics (Subjects)',
      'Report Statistics (Companies)',
      'Pending Subjects Statistics',
      'RFI Statistics',
      'Dissemination Statistics',
      'Predicate Offences per Organisation (Subjects)',
      'Predicate Offences per Organisation (Companies)',
    ]);
    expect(tabs(root).slice(0, 2)).toEqual(['Dashboard', 'Map']);
    // Columns #, name and Count; organisations by their names.
    const reports = root.querySelector('[data-table="reports"] .dash-table')!;
    expect([...reports.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['#', 'Name', 'Count']);
    const names = [...reports.querySelectorAll('tbody th')].map((th) => th.textContent);
    expect(names).toContain('Economic Crimes Agency');
    expect(names.every((n) => !/^[a-z]+$/.test(n!))).toBe(true);
    // No period: every record, and 'new' is the last 24 hours alone.
    expect(root.querySelector('[data-card="subjects"] a')!.getAttribute('href')).toBe('/list');
    expect(root.querySelector('[data-card="new-subjects"] a')!.getAttribute('href')).toMatch(/^\/list\?created__gte=\d{4}-\d\d-\d\dT[^&]+$/);
  });

  it('every count agrees with the list its link opens (the same filters, asked of the server)', async () => {
    const { root } = await open(analyst, null, { start: '2000-01-01' });
    await loaded(root);
    const links = [
      ...root.querySelectorAll<HTMLAnchorElement>('.dash-card a'),
      // The first rows of each table (their lists are the same calls with one more filter).
      ...[...root.querySelectorAll('.dash-panel')].flatMap((p) => [...p.querySelectorAll<HTMLAnchorElement>('.dash-table a')].slice(0, 2)),
    ];
    expect(links.length).toBeGreaterThan(20);
    expect(links.some((a) => a.getAttribute('href')!.startsWith('/ireport'))).toBe(true);
    for (const a of links) expect(await listCount(analyst, a.getAttribute('href')!), a.getAttribute('aria-label')!).toBe(countOf(a));
  });

  it('the counts move when a subject is added', async () => {
    let { root } = await open(analyst);
    await loaded(root);
    const before = { total: countOf(root.querySelector('[data-card="subjects"] a')!), fresh: countOf(root.querySelector('[data-card="new-subjects"] a')!) };
    await server.call(entry, '/api/suspects', { method: 'POST', body: { surname: 'Counted', othernames: 'Newly' } });
    ({ root } = await open(analyst));
    await loaded(root);
    expect(countOf(root.querySelector('[data-card="subjects"] a')!)).toBe(before.total + 1);
    expect(countOf(root.querySelector('[data-card="new-subjects"] a')!)).toBe(before.fresh + 1);
  });

  it('writes each link in the lists’ own names, and routes a plain click by fiu-navigate', async () => {
    // A known answer (every figure non-zero, names fixed), so that each address can be written out here.
    const { root, of } = await open(analyst, FULL, { start: '2026-01-01', stop: '2026-02-10' });
    await loaded(root);
    const period = 'created__gte=2026-01-01&created__lte=2026-02-10';
    // Reports count by their dissemination time.
    const disseminated = 'disseminated_on__gte=2026-01-01&disseminated_on__lte=2026-02-10';
    const hrefs = {
      'Total Number of Subjects: 1,250': `/list?${period}`,
      'Number of Pending Subjects: 21': `/list?${period}&status=pending`,
      'Number of Companies: 310': `/companies?${period}`,
      'Assigned Open Cases: 3': '/cases?assigned=me&status=open',
      'Assigned Total Cases: 7': '/cases?assigned=me',
      'Number of RFIs: 9': `/rfi?${period}`,
      'Total Disseminated: 5': `/ireport?${disseminated}`,
      'Kidnapping: 40': `/list?${period}&currentcrimetype=Kidnapping`,
      'Tax Evasion: 30': `/companies?${period}&currentcrimetype=Tax+Evasion`,
      'State Security Agency: 250': `/list?${period}&domain=ssa`,
      'State Security Agency: 9': `/rfi?domain=ssa&${period}`,
      'Economic Crimes Agency: 5': `/ireport?domain=eca&${disseminated}`,
      'Economic Crimes Agency: 21': `/list?${period}&domain=eca&status=pending`,
    };
    for (const [label, href] of Object.entries(hrefs)) expect(link(root, label).getAttribute('href'), label).toBe(href);
    // "New" is the last 24 hours before the answer came, whatever the period.
    const since = new URL(link(root, 'Number of New Subjects: 4').href).searchParams.get('created__gte')!;
    expect(Math.abs(Date.now() - 24 * 3600_000 - Date.parse(since))).toBeLessThan(60_000);
    // …within the period, as the server counts it.
    expect(link(root, 'Number of Companies Today: 2').getAttribute('href')).toBe(`/companies?created__gte=${encodeURIComponent(since)}&created__lte=2026-02-10`);

    link(root, 'Kidnapping: 40').click();
    expect(of('fiu-navigate').at(-1)!.detail).toEqual({ path: `/list?${period}&currentcrimetype=Kidnapping` });
    // A click that opens a new tab is the browser's, not the page's.
    const before = of('fiu-navigate').length;
    link(root, 'Number of RFIs: 9').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(of('fiu-navigate')).toHaveLength(before);
  });

  it('per-organisation offences: vertical organisation tabs moved with the arrow keys, each row a link with its organisation', async () => {
    const { root } = await open(analyst);
    await loaded(root);
    const section = root.querySelector('[data-table="organisation-offences"]')!;
    const list = section.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-orientation')).toBe('vertical');
    const orgTabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(orgTabs.length).toBeGreaterThan(1);
    const panel = () => section.querySelector('[role="tabpanel"]')!;
    expect(panel().getAttribute('aria-labelledby')).toBe(orgTabs[0]!.id);
    orgTabs[0]!.focus();
    pressKey(orgTabs[0]!, 'ArrowDown');
    await waitFor(() => expect(panel().getAttribute('aria-labelledby')).toBe(orgTabs[1]!.id));
    expect(orgTabs[1]!.getAttribute('aria-selected')).toBe('true');
    pressKey(orgTabs[1]!, 'ArrowUp');
    await waitFor(() => expect(panel().getAttribute('aria-labelledby')).toBe(orgTabs[0]!.id));
    // The rows of the second organisation link to its subjects of that offence, and agree with that list.
    pressKey(orgTabs[0]!, 'ArrowDown');
    await waitFor(() => expect(panel().getAttribute('aria-labelledby')).toBe(orgTabs[1]!.id));
    const domain = (await server.call<{ results: { domain: string; name: string }[] }>(null, '/api/organisations?pager=default')).results.find((o) => o.name === orgTabs[1]!.textContent)!.domain;
    const a = panel().querySelector<HTMLAnchorElement>('.dash-table a')!;
    expect(new URLSearchParams(a.getAttribute('href')!.split('?')[1]).get('domain')).toBe(domain);
    expect(await listCount(analyst, a.getAttribute('href')!)).toBe(countOf(a));
  });

  it('an organisation outside the central unit sees only its own subject, company and offence cards, and no Map', async () => {
    const { root } = await open(admin);
    await loaded(root);
    expect(cardTitles(root)).toEqual([
      'Total Number of Subjects',
      'Number of New Subjects',
      'Number of Pending Subjects',
      'Number of Companies',
      'Number of Companies Today',
    ]);
    expect(tableTitles(root)).toEqual(['Predicate Offences Statistics (Subjects)', 'Predicate Offences Statistics (Companies)']);
    expect(root.querySelector('[role="tab"]')).toBeNull();
    expect(root.textContent).not.toContain('Map');
  });

  it('the dissemination figures need can.view.ir', async () => {
    const { root } = await open(viewer);
    await loaded(root);
    expect(cardTitles(root)).not.toContain('Total Disseminated');
    expect(tableTitles(root)).not.toContain('Dissemination Statistics');
    expect(cardTitles(root)).toContain('Number of RFIs');
  });

  it("is 'Permission Denied' for a role the dashboard is not for", async () => {
    await freshPage(server, entry);
    defineElement(dashboardDescriptor, load);
    // mountElement waits for a form or a status; 'Permission Denied' has neither.
    const el = document.body.appendChild(document.createElement('fiu-dashboard'));
    await waitFor(() => expect(el.shadowRoot!.textContent).toContain('Permission Denied'));
    expect(server.of('GET', '/api/dashboard')).toHaveLength(0);
  });

  it('keeps the layout while loading, then says a failed call failed, with Retry', async () => {
    await freshPage(server, analyst);
    const release = server.hold('GET /api/dashboard');
    server.answerNext('GET /api/dashboard', { status: 500, json: { error: 'Database unavailable' } });
    const { root } = await mountElement(dashboardDescriptor, load);
    expect([...root.querySelectorAll('[role="status"]')].map((x) => x.textContent)).toContain(DASHBOARD_TEXT.loading);
    expect(cardTitles(root)).toHaveLength(8);
    expect(root.querySelector('.dash[aria-busy="true"]')).not.toBeNull();
    release();
    await waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain(DASHBOARD_TEXT.failed));
    expect(root.querySelector('[role="alert"]')!.textContent).toContain('Database unavailable');
    server.answerNext('GET /api/dashboard', { json: FULL });
    button(root, DASHBOARD_TEXT.retry).click();
    await loaded(root);
    expect(root.querySelector('[role="alert"]')).toBeNull();
    expect(server.of('GET', '/api/dashboard')).toHaveLength(2);
  });

  it('says when a period has no records', async () => {
    const { root } = await open(analyst, null, { start: '2020-01-01', stop: '2020-01-31' });
    await waitFor(() => expect(root.textContent).toContain(DASHBOARD_TEXT.emptyPeriod));
    expect(tableTitles(root)).toEqual([]);
    expect(link(root, 'Total Number of Subjects: 0').getAttribute('href')).toBe('/list?created__gte=2020-01-01&created__lte=2020-01-31');
  });

  it('reads the period from the address, asks the server for it, and keeps a new period in the address', async () => {
    const { root, of } = await open(analyst, null, { query: 'start=2026-03-01&stop=2026-03-31&other=1' });
    await loaded(root);
    expect(server.of('GET', '/api/dashboard').at(-1)!.query.toString()).toBe('start_date=2026-03-01&stop_date=2026-03-31');
    expect(field(root, PERIOD_TEXT.start).value).toBe('01/03/2026');
    expect(root.querySelector('.dash-header__period')!.textContent).toBe('From 01/03/2026 to 31/03/2026');

    type(field(root, PERIOD_TEXT.start), '15/03/2026');
    await waitFor(() => expect(of('fiu-navigate').at(-1)?.detail).toEqual({ path: '/dashboard?start=2026-03-15&stop=2026-03-31', replace: true }));
    await waitFor(() => expect(server.of('GET', '/api/dashboard').at(-1)!.query.get('start_date')).toBe('2026-03-15'));

    // The page gives the address back (the standalone app's query attribute): nothing more is fired.
    const el = root.host as HTMLElement;
    const fired = of('fiu-navigate').length;
    el.setAttribute('query', 'start=2026-03-15&stop=2026-03-31');
    el.setAttribute('query', 'start=2026-02-01');
    await waitFor(() => expect(field(root, PERIOD_TEXT.start).value).toBe('01/02/2026'));
    expect(field(root, PERIOD_TEXT.stop).value).toBe('');
    await waitFor(() => expect(server.of('GET', '/api/dashboard').at(-1)!.query.toString()).toBe('start_date=2026-02-01'));
    expect(of('fiu-navigate')).toHaveLength(fired);
  });

  it('never takes a Stop after today nor a Start after Stop', async () => {
    const { root, of } = await open(analyst, null, { start: '2026-01-01', stop: '2099-12-31' });
    await loaded(root);
    // The address asked for a future Stop: today is used.
    expect(server.of('GET', '/api/dashboard').at(-1)!.query.get('stop_date')).toBe(localDateString());
    const calls = server.of('GET', '/api/dashboard').length;
    type(field(root, PERIOD_TEXT.stop), '31/12/2099');
    await waitFor(() => expect(fieldError(root, PERIOD_TEXT.stop)).toBe(PERIOD_TEXT.stopAfterToday));
    type(field(root, PERIOD_TEXT.stop), '31/12/2025');
    await waitFor(() => expect(fieldError(root, PERIOD_TEXT.start)).toBe(PERIOD_TEXT.startAfterStop));
    expect(of('fiu-navigate')).toHaveLength(0);
    expect(server.of('GET', '/api/dashboard')).toHaveLength(calls);
  });

  it('Map tab: Refresh and the organisations’ locations, 600 px tall; one without coordinates is named under the map', async () => {
    const { root } = await open(analyst);
    await loaded(root);
    // Every demo organisation has coordinates: this answer has one without.
    server.answerNext('GET /api/dashboard/locations', {
      json: {
        count: 2,
        results: [
          { domain__name: 'Economic Crimes Agency', latitude: 9.0579, longitude: 7.4951 },
          { domain__name: 'Foreign Mission', latitude: null, longitude: null },
        ],
      },
    });
    [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === 'Map')!.click();
    await waitFor(() => expect(root.querySelector('[data-unplaced]')?.textContent).toBe(`${MAP_TEXT.unplaced} Foreign Mission`));
    const map = root.querySelector<HTMLElement>('.fiu-map__canvas')!;
    expect(map.style.height).toBe(`${MAP_HEIGHT}px`);
    expect(server.of('GET', '/api/dashboard/locations')).toHaveLength(1);
    server.answerNext('GET /api/dashboard/locations', { status: 503, json: { error: 'Try later' } });
    button(root, MAP_TEXT.refresh).click();
    await waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain(MAP_TEXT.failed));
    expect(server.of('GET', '/api/dashboard/locations')).toHaveLength(2);
  });
});
