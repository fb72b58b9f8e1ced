// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import { defineElement } from '../define/defineElement';
import { button, field, type, waitFor } from '../test/harness';
import { DROP, freshPage, signInAs, startServer, type ElementTestServer } from '../test/server';
import { busiest } from './calls/CallDashboard';
import { pivotModel } from '../shared/analysis/callPivotTable';
import { analysisWorkspaceDescriptor } from './descriptor';

let server: ElementTestServer;
let analyst: SignedInUser;
/** Demo subjects whose phones made calls in 2025 (the demo world's year). */
let subjects: { id: string; name: string }[];
const PERIOD = { start: '2025-01-01', stop: '2025-12-31' };
const load = () => import('./AnalysisWorkspace');

beforeAll(async () => {
  server = await startServer({ seedSize: 10 });
  analyst = await server.signIn('analyst@fiu');
  const { results } = await server.call<{ results: { id: string; othernames: string; surname: string }[] }>(analyst, '/api/suspects?pager=limit&limit=10');
  const calls = await server.call<{ results: { id: string; CountOriginate: number; CountTerminate: number }[] }>(
    analyst,
    `/api/analysis/calls?${results.map((s) => `Suspect=${s.id}`).join('&')}&start=${PERIOD.start}&end=${PERIOD.stop}`,
  );
  // The busiest callers first: the dashboard opens on the first, whose charts must have bars.
  const busy = calls.results.filter((c) => c.CountOriginate > 0 && c.CountTerminate > 0).sort((a, b) => b.CountOriginate - a.CountOriginate);
  subjects = busy.slice(0, 3).map((c) => results.find((s) => s.id === c.id)!).map((s) => ({ id: s.id, name: `${s.othernames} ${s.surname}` }));
  expect(subjects.length).toBeGreaterThanOrEqual(2);
  await load();
});
afterAll(() => server.close());
beforeEach(() => freshPage(server));

function mount(ids = subjects.map((s) => s.id)) {
  defineElement(analysisWorkspaceDescriptor, load);
  const el = document.createElement(analysisWorkspaceDescriptor.tag) as HTMLElement & { subjects?: string[] };
  el.setAttribute('start', PERIOD.start);
  el.setAttribute('stop', PERIOD.stop);
  el.setAttribute('tab', 'calls');
  el.subjects = ids;
  document.body.append(el);
  return () => el.shadowRoot as ShadowRoot;
}

const text = (root: ShadowRoot) => root.textContent ?? '';
const tabs = (root: ShadowRoot, list: string) => [...root.querySelectorAll(`[role="tablist"][aria-label="${list}"] [role="tab"]`)].map((t) => t.textContent);
/** A sub-tab of Call Details (the top tab has the same name as its list). */
const open = (root: ShadowRoot, label: string) =>
  ([...root.querySelectorAll('[role="tablist"][aria-label="Call Details"] [role="tab"]')].find((t) => t.textContent === label) as HTMLElement).click();
const direction = (root: ShadowRoot) => field(root, 'Call Direction') as unknown as HTMLSelectElement;
type PivotBody = { scope: { Suspect: string[]; start: string; end: string }; direction: string; rows: string; top?: number };
const pivots = () => server.of('POST', '/api/analysis/pivot/calls').map((r) => r.json as PivotBody);
const gridCalls = (source: string) => server.of('POST', `/api/analysis/grid/${source}`).map((r) => r.json as { scope: unknown; direction?: string });
const ids = () => subjects.map((s) => s.id);

describe('fiu-analysis-workspace: Call Details', () => {
  it('the Call Direction select (default Voice Originating) and the sub-tabs in the order of the spec', async () => {
    await signInAs(server, analyst);
    const root = mount();
    await waitFor(() => expect(() => direction(root())).not.toThrow(), 10_000);
    expect([...direction(root()).options].map((o) => o.value)).toEqual(['Voice Originating', 'Voice Terminating', 'SMS Originating', 'SMS Terminating']);
    expect(direction(root()).value).toBe('Voice Originating');
    expect(tabs(root(), 'Call Details')).toEqual(['Dash board', 'Call Details', 'Pivot Table', 'Map', 'GOAML Transactions', 'Called & Transacted', 'Top Up Record']);
  });

  it("Dash board: the tree, the totals, the top and least 5 lists, 'Other Known Subject' and the two top-10 charts; the charts follow the direction", async () => {
    await signInAs(server, analyst);
    const root = mount();
    await waitFor(() => expect(root().querySelectorAll('[role="treeitem"]')).toHaveLength(subjects.length), 10_000);
    const call = server.of('GET', '/api/analysis/calls')[0]!;
    expect(call.query.getAll('Suspect')).toEqual(ids());
    expect([call.query.get('start'), call.query.get('end')]).toEqual([PERIOD.start, PERIOD.stop]);
    expect([...root().querySelectorAll('[role="treeitem"]')].map((t) => t.textContent)).toEqual(subjects.map((s) => s.name));
    expect(text(root())).toContain('Total Originating Call/Sms');
    expect(text(root())).toContain('Total Terminating Call/Sms');
    expect(tabs(root(), 'Top and least contacts')).toEqual(['Top 5 Originating', 'Top 5 Terminating', 'Least 5 Originating', 'Least 5 Terminating', 'Other Known Subject']);
    const entries = () => [...root().querySelectorAll('.fiu-calldash__entry')].map((e) => e.textContent ?? '');
    await waitFor(() => expect(entries().length).toBeGreaterThan(0));
    expect(entries().length).toBeLessThanOrEqual(5);
    expect(entries()[0]).toMatch(/Subscriber Name: .+Occurence: [\d,]+ timesTotal Duration: [\d,]+ seconds/);

    // The charts: the first subject's ten busiest numbers each way, Voice by default.
    await waitFor(() => expect(root().querySelectorAll('.fiu-chart')).toHaveLength(2), 10_000);
    expect([...root().querySelectorAll('.fiu-chart__title')].map((t) => t.textContent)).toEqual(['Top 10 Highest Out-Going-Calls', 'Top 10 Highest IN-Coming-Calls']);
    expect([...root().querySelectorAll('.fiu-chart__subtitle')].map((t) => t.textContent)).toEqual(Array(2).fill('1 January 2025 – 31 December 2025'));
    expect(pivots().map((p) => [p.scope.Suspect, p.direction, p.rows, p.top])).toEqual([
      [[subjects[0]!.id], 'voice originating', 'terminating_number', 10],
      [[subjects[0]!.id], 'voice terminating', 'originating_number', 10],
    ]);
    const bars = () => [...root().querySelectorAll('.fiu-chart')[0]!.querySelectorAll('tbody td')].map((td) => Number(td.textContent!.replace(/,/g, '')));
    await waitFor(() => expect(bars().length).toBeGreaterThan(0));
    expect(bars().length).toBeLessThanOrEqual(10);
    expect(bars()).toEqual([...bars()].sort((a, b) => b - a));

    // The tree, totals and lists do not depend on the direction: not asked again. (Counted from here: a load
    // of an element of the test before, still in flight when the page was cleared, can land in this log.)
    const dashboardLoads = server.of('GET', '/api/analysis/calls').length;
    type(direction(root()), 'SMS Terminating');
    await waitFor(() => expect(pivots().map((p) => p.direction)).toEqual(expect.arrayContaining(['sms originating', 'sms terminating'])));
    expect(server.of('GET', '/api/analysis/calls')).toHaveLength(dashboardLoads);

    // Another subject: its own lists and charts.
    (root().querySelectorAll('[role="treeitem"]')[1] as HTMLElement).click();
    await waitFor(() => expect(pivots().some((p) => p.scope.Suspect[0] === subjects[1]!.id)).toBe(true));
    expect(root().querySelector('.fiu-dash__name')?.textContent).toBe(subjects[1]!.name);
  });

  it('a failed dashboard says so with Retry, no spinner left spinning; Retry loads it', async () => {
    await signInAs(server, analyst);
    server.answerNext('GET /api/analysis/calls', DROP);
    const root = mount();
    await waitFor(() => expect(text(root())).toContain('The call dashboard could not be loaded.'), 10_000);
    // The co-location panel under the tabs loads at the same time: once it has, nothing spins.
    await waitFor(() => expect(root().querySelector('.fiu-spinner')).toBeNull());
    button(root(), 'Retry').click();
    await waitFor(() => expect(root().querySelectorAll('[role="treeitem"]')).toHaveLength(subjects.length));
  });

  it('Call Details: the paged list on the server (row key Record_ID) reloads with the direction and the period', async () => {
    await signInAs(server, analyst);
    const root = mount();
    await waitFor(() => expect(() => direction(root())).not.toThrow(), 10_000);
    open(root(), 'Call Details');
    const grid = () => root().querySelector('[role="grid"]');
    await waitFor(() => expect(grid()?.getAttribute('aria-label')).toBe('Call Details'), 10_000);
    await waitFor(() => expect(Number(grid()!.getAttribute('aria-rowcount'))).toBeGreaterThan(2), 10_000);
    const scope = { Suspect: ids(), start: PERIOD.start, end: PERIOD.stop };
    expect(gridCalls('calls')[0]).toMatchObject({ scope, direction: 'voice originating' });
    const total = async (dir: string) =>
      (await server.call<{ total: number; rows: Record<string, unknown>[] }>(analyst, '/api/analysis/grid/calls', { method: 'POST', body: { scope, direction: dir, query: { limit: 1 } } }));
    const voice = await total('voice originating');
    expect(Number(grid()!.getAttribute('aria-rowcount'))).toBe(voice.total + 2);
    expect(voice.rows[0]!.Record_ID).toBeTruthy();

    type(direction(root()), 'Voice Terminating');
    await waitFor(() => expect(gridCalls('calls').some((c) => c.direction === 'voice terminating')).toBe(true));
    const incoming = await total('voice terminating');
    await waitFor(() => expect(Number(grid()!.getAttribute('aria-rowcount'))).toBe(incoming.total + 2));

    type(field(root(), 'Stop'), '2025-06-30');
    await waitFor(() => expect(gridCalls('calls').some((c) => (c.scope as { end: string }).end === '2025-06-30')).toBe(true));
  });

  it('Pivot Table: calls by number and month from the server, totals that add up; the field chooser and the direction reload it', async () => {
    await signInAs(server, analyst);
    const root = mount();
    await waitFor(() => expect(() => direction(root())).not.toThrow(), 10_000);
    open(root(), 'Pivot Table');
    const table = () => root().querySelector('.fiu-cpivot table');
    await waitFor(() => expect(table()).not.toBeNull(), 10_000);
    const last = () => pivots().at(-1)!;
    expect(last()).toMatchObject({ scope: { Suspect: ids() }, direction: 'voice originating', rows: 'terminating_number' });
    expect(last().top).toBeUndefined();
    const { cells } = await server.call<{ cells: { row: string; month: string; count: number; duration: number }[] }>(analyst, '/api/analysis/pivot/calls', {
      method: 'POST',
      body: last(),
    });
    const model = pivotModel(cells, 'count');
    expect(table()!.querySelectorAll('tbody tr')).toHaveLength(model.rows.length);
    const grand = table()!.querySelector('tfoot td:last-child')!.textContent!;
    expect(Number(grand.replace(/,/g, ''))).toBe(cells.reduce((k, c) => k + c.count, 0));
    expect(model.total).toBeGreaterThan(0);

    // Until a field is chosen, the rows are the other party: the callers when the subjects received the calls.
    type(direction(root()), 'Voice Terminating');
    await waitFor(() => expect(last()).toMatchObject({ rows: 'originating_number', direction: 'voice terminating' }));
    type(field(root(), 'Rows') as unknown as HTMLSelectElement, 'call_type');
    await waitFor(() => expect(last().rows).toBe('call_type'));
    type(direction(root()), 'SMS Originating');
    await waitFor(() => expect(last()).toMatchObject({ rows: 'call_type', direction: 'sms originating' }));
    await waitFor(() => expect([...root().querySelectorAll('.fiu-cpivot tbody th')].every((th) => /^SMS/.test(th.textContent ?? ''))).toBe(true));
  });

  it('GOAML Transactions and Called & Transacted: their server grids on the subjects and period', async () => {
    await signInAs(server, analyst);
    const root = mount();
    await waitFor(() => expect(() => direction(root())).not.toThrow(), 10_000);
    const grid = () => root().querySelector('[role="grid"]');
    open(root(), 'GOAML Transactions');
    await waitFor(() => expect(grid()?.getAttribute('aria-label')).toBe('GOAML Transactions'), 10_000);
    await waitFor(() => expect(gridCalls('goaml')).not.toHaveLength(0));
    expect(gridCalls('goaml')[0]!.scope).toEqual({ Suspect: ids(), start: PERIOD.start, end: PERIOD.stop });
    open(root(), 'Called & Transacted');
    await waitFor(() => expect(grid()?.getAttribute('aria-label')).toBe('Called & Transacted'), 10_000);
    await waitFor(() => expect(gridCalls('calledTransacted')).not.toHaveLength(0));
    expect(gridCalls('calledTransacted')[0]!.scope).toEqual({ Suspect: ids(), start: PERIOD.start, end: PERIOD.stop });
  });

  it('Top Up Record: loads (the old screen never did) the four lists, and a failure says so with Retry', async () => {
    await signInAs(server, analyst);
    server.answerNext('GET /api/analysis/topups', { status: 500, json: { error: 'Boom' } });
    const root = mount();
    await waitFor(() => expect(() => direction(root())).not.toThrow(), 10_000);
    open(root(), 'Top Up Record');
    await waitFor(() => expect(text(root())).toContain('The top-up records could not be loaded.'), 10_000);
    button(root(), 'Retry').click();
    await waitFor(() => expect(root().querySelectorAll('.fiu-topup section')).toHaveLength(4), 10_000);
    const call = server.of('GET', '/api/analysis/topups').at(-1)!;
    expect(call.query.getAll('Suspect')).toEqual(ids());
    const lists = await server.call<Record<string, unknown[]>>(analyst, `/api/analysis/topups?${ids().map((i) => `Suspect=${i}`).join('&')}&start=${PERIOD.start}&end=${PERIOD.stop}`);
    const shown = [...root().querySelectorAll('.fiu-topup section')].map((s) => s.querySelectorAll('tbody tr:not(.fiu-topup__empty)').length);
    expect(shown).toEqual([lists.Records!.length, lists.Topups!.length, lists.Forensics!.length, lists.MostWanted!.length]);
    expect(text(root())).toContain('Cellebrite Suspects Name');
  });

  it('busiest: sums each number over the months, most calls first, ties by the longer duration', () => {
    const cells = [
      { row: 'a', month: '2025-01', count: 2, duration: 10 },
      { row: 'b', month: '2025-01', count: 1, duration: 50 },
      { row: 'a', month: '2025-02', count: 1, duration: 5 },
      { row: 'b', month: '2025-03', count: 2, duration: 1 },
      { row: '', month: '2025-03', count: 1, duration: 1 },
    ];
    expect(busiest(cells)).toEqual([
      { label: 'b', calls: 3 },
      { label: 'a', calls: 3 },
      { label: 'Unknown', calls: 1 },
    ]);
    expect(busiest(cells, 1)).toHaveLength(1);
  });
});
