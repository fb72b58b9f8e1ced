// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import { defineElement } from '../define/defineElement';
import { button, field, type, waitFor } from '../test/harness';
import { DROP, freshPage, startServer, type ElementTestServer } from '../test/server';
import { numbersOf, PAGE_SIZE } from './CallRecords';
import { callRecordsDescriptor } from './descriptor';

let server: ElementTestServer;
let analyst: SignedInUser;
/** The two demo numbers that made the most calls, and the busiest pair of numbers among their calls. */
let numbers: string[];
let made: number;
const load = () => import('./CallRecords');

interface Call {
  originating_number: string;
  terminating_number: string;
  call_type: string;
  call_duration: number;
}

beforeAll(async () => {
  server = await startServer({ seedSize: 10 });
  analyst = await server.signIn('analyst@fiu');
  const { results } = await server.call<{ results: { id: string }[] }>(analyst, '/api/suspects?pager=limit&limit=10');
  const calls = await server.call<{ results: Call[] }>(analyst, `/api/cdr/range?${results.map((s) => `Suspect=${s.id}`).join('&')}&direction=originating&limit=1000`);
  const by = new Map<string, number>();
  for (const c of calls.results) by.set(c.originating_number, (by.get(c.originating_number) ?? 0) + 1);
  const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 2);
  numbers = top.map(([n]) => n);
  made = top.reduce((s, [, n]) => s + n, 0);
  await load();
});
afterAll(() => server.close());
beforeEach(() => freshPage(server, analyst));

function mount(list: unknown = numbers, attrs: Record<string, string> = {}) {
  defineElement(callRecordsDescriptor, load);
  const el = document.createElement(callRecordsDescriptor.tag) as HTMLElement & { numbers?: unknown };
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.numbers = list;
  document.body.append(el);
  return () => el.shadowRoot as ShadowRoot;
}
const lists = () => server.of('GET', '/api/cdr');
const sent = (i = -1) => new URL(lists().at(i)!.url, 'http://x').searchParams;
const bodyRows = (root: ShadowRoot) => [...root.querySelectorAll('tbody tr')].filter((tr) => tr.querySelector('button[data-timeline]'));
const headers = (root: ShadowRoot) => [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim());

describe('fiu-call-records', () => {
  it('takes the numbers as a list or a comma text, blanks and repeats dropped', () => {
    expect(numbersOf(['0803', ' 0803 ', '', '0805'])).toEqual(['0803', '0805']);
    expect(numbersOf('0803,0805')).toEqual(['0803', '0805']);
    expect(numbersOf(null)).toEqual([]);
  });

  it("a partner organisation's user sees 'Permission Denied' and nothing is asked", async () => {
    await freshPage(server, await server.signIn('entry@eca'));
    const root = mount();
    await waitFor(() => expect(root().querySelector('h1')?.textContent).toBe('Permission Denied'));
    expect(lists()).toHaveLength(0);
  });

  it("lists two numbers' calls, 100 a page, newest first, with the spec's columns; duration in seconds, dates long", async () => {
    const root = mount();
    await waitFor(() => expect(bodyRows(root()).length).toBe(Math.min(made, PAGE_SIZE)));
    expect(sent().getAll('originating_number')).toEqual(numbers);
    expect([sent().get('limit'), sent().get('offset'), sent().get('sort')]).toEqual(['100', '0', '-cdr_ts']);
    expect(headers(root())).toEqual([
      'Timeline',
      'terminating_number', 'originating_number', 'call_type', 'call_duration', 'cdr_ts', 'calling_subscriber_name', 'called_subscriber_name',
    ]);
    const first = bodyRows(root())[0]!;
    expect(first.textContent).toMatch(/\d+ seconds/);
    expect(first.querySelector('time')?.textContent).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}$/);
    expect(root().textContent).toContain(`1-${Math.min(made, PAGE_SIZE)} of ${made}`);
    expect(root().querySelector('input[type="checkbox"]')).toBeNull();
  });

  it('sorts on the server by a header, switches the side with Direction, searches on Enter', async () => {
    const root = mount();
    await waitFor(() => expect(bodyRows(root()).length).toBeGreaterThan(0));
    button(root(), 'call_duration').click();
    await waitFor(() => expect(sent().get('sort')).toBe('-call_duration'));
    type(field(root(), 'Direction') as unknown as HTMLSelectElement, 'terminating');
    await waitFor(() => expect(sent().getAll('terminating_number')).toEqual(numbers));
    expect(sent().get('originating_number')).toBeNull();
    const search = field(root(), 'Search');
    type(search, numbers[0]!.slice(-6));
    search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(sent().get('search')).toBe(numbers[0]!.slice(-6)));
  });

  it('a row opens the timeline between its two numbers: voice and SMS apart, type and seconds on each; Escape closes and focus returns', async () => {
    const root = mount();
    await waitFor(() => expect(bodyRows(root()).length).toBeGreaterThan(0));
    const row = bodyRows(root())[0]!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');
    const [b, a] = [cells[1]!, cells[2]!];
    const expected = await server.call<{ results: Call[] }>(analyst, `/api/cdr/timeline?originating_number=${a}&terminating_number=${b}`);
    const opener = row.querySelector<HTMLButtonElement>('button[data-timeline]')!;
    expect(opener.getAttribute('aria-label')).toBe(`Timeline of the calls between ${a} and ${b}`);
    opener.focus();
    (row.querySelector('td') as HTMLElement).click(); // a click on the row, not on its button
    const dialog = () => root().querySelector('dialog');
    await waitFor(() => expect(dialog()?.querySelectorAll('.fiu-timeline__item').length).toBe(expected.results.length));
    expect(dialog()!.textContent).toContain(`Calls between ${a} and ${b}`);
    const items = [...dialog()!.querySelectorAll('.fiu-timeline__item')];
    items.forEach((li, i) => {
      const c = expected.results[i]!;
      expect(li.getAttribute('data-kind')).toBe(c.call_type.startsWith('SMS') ? 'sms' : 'voice');
      expect(li.querySelector('.fiu-timeline__type')?.textContent).toBe(`${c.call_type} · ${c.call_duration} seconds`);
      expect(li.querySelector('svg path')?.getAttribute('d')).toBeTruthy();
    });
    const voice = items.find((li) => li.getAttribute('data-kind') === 'voice')?.querySelector('path')?.getAttribute('d');
    const sms = items.find((li) => li.getAttribute('data-kind') === 'sms')?.querySelector('path')?.getAttribute('d');
    if (voice && sms) expect(voice).not.toBe(sms);
    dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(root().activeElement).toBe(opener);
  });

  it('a failed page says so in place with Retry, and Retry loads it', async () => {
    server.answerNext('GET /api/cdr', DROP);
    const root = mount();
    await waitFor(() => expect(root().querySelector('[role="alert"]')?.textContent).toContain('Call records could not be loaded.'));
    button(root(), 'Retry').click();
    await waitFor(() => expect(bodyRows(root()).length).toBeGreaterThan(0));
  });

  it('Pivot Table: the calls by the other party and month, summed on the server; the totals add up to the calls made', async () => {
    const root = mount();
    await waitFor(() => expect(bodyRows(root()).length).toBeGreaterThan(0));
    button(root(), 'Pivot Table').click();
    const table = () => root().querySelector('[role="region"][aria-label^="Pivot Table"]');
    await waitFor(() => expect(table()?.getAttribute('aria-label')).toBe('Pivot Table: Calls by terminating_number and month'));
    const sentPivot = new URL(server.of('GET', '/api/cdr/pivot').at(-1)!.url, 'http://x').searchParams;
    expect(sentPivot.getAll('originating_number')).toEqual(numbers);
    const grand = table()!.querySelector('tfoot td:last-child')!.textContent;
    expect(grand).toBe(made.toLocaleString('en-NG'));
    // Each row's total is the sum of its months.
    for (const tr of table()!.querySelectorAll('tbody tr')) {
      const tds = [...tr.querySelectorAll('td')].map((td) => Number((td.textContent || '0').replace(/,/g, '')));
      expect(tds.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(tds.at(-1));
    }
    type(field(root(), 'Data') as unknown as HTMLSelectElement, 'duration');
    await waitFor(() => expect(table()?.getAttribute('aria-label')).toBe('Pivot Table: Total Duration (seconds) by terminating_number and month'));
    type(field(root(), 'Direction') as unknown as HTMLSelectElement, 'terminating');
    await waitFor(() => expect(new URL(server.of('GET', '/api/cdr/pivot').at(-1)!.url, 'http://x').searchParams.getAll('terminating_number')).toEqual(numbers));
  });

  it('Map: the calls of the numbers on the side chosen, from /cdr/map', async () => {
    const root = mount();
    await waitFor(() => expect(bodyRows(root()).length).toBeGreaterThan(0));
    button(root(), 'Map').click();
    await waitFor(() => expect(root().querySelector('.fiu-calls-map [role="status"]')?.textContent).toMatch(/calls? with a recorded cell site|No Results/));
    const q = new URL(server.of('GET', '/api/cdr/map').at(-1)!.url, 'http://x').searchParams;
    expect(q.getAll('originating_number')).toEqual(numbers);
  });

  it('Network graph: the numbers and their owners as nodes, listed beside the graph; choosing one shows its data and links', async () => {
    const root = mount();
    await waitFor(() => expect(bodyRows(root()).length).toBeGreaterThan(0));
    button(root(), 'Network graph').click();
    const list = () => root().querySelector('nav[aria-label="Nodes of the graph"]');
    await waitFor(() => expect(list()?.querySelectorAll('button').length).toBeGreaterThan(0));
    const names = [...list()!.querySelectorAll('button')].map((b) => b.textContent);
    for (const n of numbers) expect(names.some((x) => x?.startsWith(n))).toBe(true);
    expect([...root().querySelectorAll('.fiu-netgraph__legend li')].map((li) => li.textContent?.replace(/ \(\d+\)$/, ''))).toContain('Phone');
    const phone = [...list()!.querySelectorAll('button')].find((b) => b.textContent?.startsWith(numbers[0]!))!;
    phone.click();
    await waitFor(() => expect(root().querySelector('#fiu-netgraph-node')?.textContent).toBe(`Phone: ${phone.textContent}`));
    expect(phone.getAttribute('aria-pressed')).toBe('true');
    expect(root().querySelector('.fiu-netgraph__links')?.textContent).toMatch(/owns_phone|calls/);
  });

  it('no numbers: says what to do and asks nothing', async () => {
    const root = mount([]);
    await waitFor(() => expect(root()?.textContent).toContain('No phone numbers'));
    expect(lists()).toHaveLength(0);
  });
});
