// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import { defineElement } from '../define/defineElement';
import { button, field, type, waitFor } from '../test/harness';
import { chooseFile, imageInput, png, previewOf, sheetFile, sheetInput } from '../test/imports';
import { DROP, freshPage, signInAs, startServer, type ElementTestServer } from '../test/server';
import { subjectIds } from './AnalysisWorkspace';
import { columnsOf } from './financial/GridTab';
import { analysisWorkspaceDescriptor } from './descriptor';

let server: ElementTestServer;
let analyst: SignedInUser;
/** Two demo subjects with statement rows in 2025 (the demo world's year). */
let subjects: { id: string; name: string }[];
const load = () => import('./AnalysisWorkspace');

beforeAll(async () => {
  server = await startServer({ seedSize: 10 });
  analyst = await server.signIn('analyst@fiu');
  const { results } = await server.call<{ results: { id: string; othernames: string; surname: string }[] }>(analyst, '/api/suspects?pager=limit&limit=10');
  const basic = await server.call<{ results: { id: string; items: { Count_Inflow: number }[] }[] }>(
    analyst,
    `/api/analysis/basic?${results.map((s) => `Suspect=${s.id}`).join('&')}&start=2025-01-01&end=2025-12-31`,
  );
  const busy = new Set(basic.results.filter((g) => (g.items[0]?.Count_Inflow ?? 0) > 0).map((g) => g.id));
  subjects = results.filter((s) => busy.has(s.id)).slice(0, 2).map((s) => ({ id: s.id, name: `${s.othernames} ${s.surname}` }));
  await load();
});
afterAll(() => server.close());
beforeEach(() => freshPage(server));

const as = (user: SignedInUser) => signInAs(server, user);

/** The element with its subjects set before it is attached (as a host page or the shell does). */
function mount(attrs: Record<string, string> = { start: '2025-01-01', stop: '2025-12-31' }, ids = subjects.map((s) => s.id)) {
  defineElement(analysisWorkspaceDescriptor, load);
  const el = document.createElement(analysisWorkspaceDescriptor.tag) as HTMLElement & { subjects?: string[] };
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.subjects = ids;
  const events: CustomEvent[] = [];
  el.addEventListener('fiu-back', (e) => events.push(e as CustomEvent));
  document.body.append(el);
  return { el, root: () => el.shadowRoot as ShadowRoot, events };
}

/** The import form's alert (the date bar has its own). */
const importAlert = (root: ShadowRoot) => root.querySelector('.fiu-import__alert')?.textContent?.trim() ?? '';
const basicCalls = () => server.of('GET', '/api/analysis/basic');
const text = (root: ShadowRoot) => root.textContent ?? '';

describe('fiu-analysis-workspace', () => {
  it("a partner organisation's user sees 'Permission Denied'", async () => {
    await as(await server.signIn('entry@eca'));
    const m = mount();
    await waitFor(() => expect(m.root().querySelector('h1')?.textContent).toBe('Permission Denied'));
    expect(basicCalls()).toHaveLength(0);
  });

  it("Dash board: the subject tree, the card, 'Summarized Analysis' and the four top-10 charts subtitled with the period", async () => {
    await as(analyst);
    const m = mount();
    await waitFor(() => expect(m.root().querySelectorAll('[role="treeitem"]')).toHaveLength(2), 10_000);
    const call = basicCalls()[0]!;
    expect(call.query.getAll('Suspect')).toEqual(subjects.map((s) => s.id));
    expect(call.query.get('start')).toBe('2025-01-01');
    expect(call.query.get('end')).toBe('2025-12-31');
    const root = m.root();
    expect([...root.querySelectorAll('[role="treeitem"]')].map((t) => t.textContent)).toEqual(subjects.map((s) => s.name));
    expect(root.querySelector('.fiu-dash__name')?.textContent).toBe(subjects[0]!.name);
    expect(text(root)).toContain('Summarized Analysis');
    expect(root.querySelector('.fiu-dash__channel')?.textContent).toMatch(/Count: [\d,]+ times/);
    expect(root.querySelector('.fiu-dash__channel')?.textContent).toMatch(/Total amount: ₦[\d,]+\.\d\d/);
    const titles = [...root.querySelectorAll('.fiu-chart__title')].map((t) => t.textContent);
    expect(titles).toEqual(['Top 10 Highest IN-FLOWS', 'Top 10 Lowest IN-FLOWS', 'Top 10 Highest OUT-FLOWS', 'Top 10 Lowest OUT-FLOWS']);
    expect([...root.querySelectorAll('.fiu-chart__subtitle')].map((t) => t.textContent)).toEqual(Array(4).fill('1 January 2025 – 31 December 2025'));
    // The charts' data as tables: at most 10 rows, the highest inflows in descending order.
    const highest = [...root.querySelectorAll('.fiu-chart')[0]!.querySelectorAll('tbody td')].map((td) => Number(td.textContent!.replace(/[₦,]/g, '')));
    expect(highest.length).toBeGreaterThan(0);
    expect(highest.length).toBeLessThanOrEqual(10);
    expect(highest).toEqual([...highest].sort((a, b) => b - a));

    // Selecting the second subject shows its card.
    (root.querySelectorAll('[role="treeitem"]')[1] as HTMLElement).click();
    await waitFor(() => expect(root.querySelector('.fiu-dash__name')?.textContent).toBe(subjects[1]!.name));
  });

  it('reloads when the period changes; a Start after Stop says so and loads nothing', async () => {
    await as(analyst);
    const m = mount();
    await waitFor(() => expect(basicCalls()).toHaveLength(1));
    await waitFor(() => expect(m.root().querySelectorAll('[role="treeitem"]')).toHaveLength(2));
    type(field(m.root(), 'Stop'), '2025-06-30');
    await waitFor(() => expect(basicCalls()).toHaveLength(2));
    expect(basicCalls()[1]!.query.get('end')).toBe('2025-06-30');
    await waitFor(() => expect(m.root().querySelector('.fiu-chart__subtitle')?.textContent).toBe('1 January 2025 – 30 June 2025'));
    type(field(m.root(), 'Start'), '2025-07-01');
    await waitFor(() => expect(text(m.root())).toContain('Start cannot be after Stop.'));
    expect(basicCalls()).toHaveLength(2);
  });

  it('a failed load says so with Retry, and Retry loads it', async () => {
    await as(analyst);
    server.answerNext('GET /api/analysis/basic', DROP);
    const m = mount();
    await waitFor(() => expect(text(m.root())).toContain('The dashboard could not be loaded.'));
    expect(m.root().querySelector('.fiu-spinner')).toBeNull(); // no spinner left spinning
    button(m.root(), 'Retry').click();
    await waitFor(() => expect(m.root().querySelectorAll('[role="treeitem"]')).toHaveLength(2));
  });

  it("BACK returns to /tools; with no subjects it says how to choose them; Call Details opens with its Call Direction", async () => {
    await as(analyst);
    const m = mount({}, []);
    await waitFor(() => expect(text(m.root())).toContain('No subjects chosen'));
    button(m.root(), 'BACK').click();
    expect(m.events.map((e) => e.detail)).toEqual([{ path: '/tools' }]);
    m.el.subjects = [subjects[0]!.id];
    await waitFor(() => expect(m.root().querySelectorAll('[role="treeitem"]')).toHaveLength(1));
    ([...m.root().querySelectorAll('[role="tab"]')].find((t) => t.textContent === 'Call Details') as HTMLElement).click();
    await waitFor(() => expect(() => field(m.root(), 'Call Direction')).not.toThrow());
  });

  it('Stop is never later than today; subjects may come as a list or as comma-separated text', async () => {
    await as(analyst);
    const m = mount({ start: '2025-01-01', stop: '2999-01-01' });
    await waitFor(() => expect(basicCalls()).toHaveLength(1));
    const end = basicCalls()[0]!.query.get('end')!;
    expect(end < '2999-01-01').toBe(true);
    expect(field(m.root(), 'Stop').value).not.toContain('2999');
    expect(subjectIds([' a ', 'b', 'a', '', null])).toEqual(['a', 'b']);
    expect(subjectIds('x,y')).toEqual(['x', 'y']);
  });

  it('Statement and Cash Transactions: the server-side grid on the subjects and period, the cash description wider', async () => {
    await as(analyst);
    const m = mount();
    await waitFor(() => expect(m.root().querySelectorAll('[role="treeitem"]')).toHaveLength(2));
    const subTab = (label: string) => ([...m.root().querySelectorAll('[role="tab"]')].find((t) => t.textContent === label) as HTMLElement).click();
    subTab('Statement');
    const grid = () => m.root().querySelector('[role="grid"]');
    await waitFor(() => expect(grid()?.getAttribute('aria-label')).toBe('Statement'), 10_000);
    await waitFor(() => expect(Number(grid()!.getAttribute('aria-rowcount'))).toBeGreaterThan(2), 10_000);
    const call = server.of('POST', '/api/analysis/grid/statement')[0]!;
    expect((call.json as { scope: unknown }).scope).toEqual({ Suspect: subjects.map((s) => s.id), start: '2025-01-01', end: '2025-12-31' });
    // The statement's total is what the server counts for these subjects and this period.
    const page = await server.call<{ total: number }>(analyst, '/api/analysis/grid/statement', {
      method: 'POST',
      body: { scope: { Suspect: subjects.map((s) => s.id), start: '2025-01-01', end: '2025-12-31' }, query: { limit: 1 } },
    });
    expect(Number(grid()!.getAttribute('aria-rowcount'))).toBe(page.total + 2);
    // A new period: the grid asks again with it.
    type(field(m.root(), 'Stop'), '2025-06-30');
    await waitFor(() => expect(server.of('POST', '/api/analysis/grid/statement').some((r) => (r.json as { scope: { end: string } }).scope.end === '2025-06-30')).toBe(true));
    subTab('Cash Transactions');
    await waitFor(() => expect(grid()?.getAttribute('aria-label')).toBe('Cash Transactions'));
    await waitFor(() => expect(server.of('POST', '/api/analysis/grid/cash')).not.toHaveLength(0));
    expect(columnsOf('cash').find((c) => c.id === 'Transaction_Description')!.width).toBeGreaterThan(columnsOf('statement').find((c) => c.id === 'Transaction_Description')!.width ?? 180);
  });

  it("IMPORT: with no file 'SELECT CALL DETAIL RECORD (XLS)  FILE BEFORE UPLOADING!!!!' and nothing sent; a filled Call Record is accepted", async () => {
    await as(analyst);
    const m = mount();
    await waitFor(() => expect(m.root().querySelectorAll('[role="treeitem"]')).toHaveLength(2));
    const tab = (label: string) => ([...m.root().querySelectorAll('[role="tab"]')].find((t) => t.textContent === label) as HTMLElement).click();
    tab('IMPORT');
    await waitFor(() => expect(() => button(m.root(), 'Upload')).not.toThrow());
    expect([...m.root().querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['Bank Statement', 'Call Record']));
    expect(() => field(m.root(), 'Account Number')).not.toThrow(); // the statement's fields, from shared/imports
    button(m.root(), 'Upload').click();
    await waitFor(() => expect(importAlert(m.root())).toBe('SELECT CALL DETAIL RECORD (XLS)  FILE BEFORE UPLOADING!!!!'));
    tab('Call Record');
    await waitFor(() => expect(() => field(m.root(), 'Phone Number')).not.toThrow());
    button(m.root(), 'Upload').click();
    await waitFor(() => expect(importAlert(m.root())).toBe('SELECT CALL DETAIL RECORD (XLS)  FILE BEFORE UPLOADING!!!!'));
    expect(server.requests.filter((r) => r.path.startsWith('/api/import'))).toHaveLength(0);

    const root = m.root();
    const rows = [['MSISDN', 'B_NUMBER', 'CALL_DATE', 'DURATION'], ['08031234567', '08091234567', '2025-03-01 10:00:00', '30']];
    chooseFile(sheetInput(root), sheetFile(rows, 'calls.xlsx'));
    await waitFor(() => expect(previewOf(root).headers).toEqual(rows[0]));
    type(field(root, 'Phone Number'), '08031234567');
    type(field(root, 'First Name'), 'Musa');
    type(field(root, 'Last Name'), 'Bello');
    type(field(root, 'Gender') as unknown as HTMLSelectElement, 'Male');
    type(field(root, 'DOB'), '1980-05-17');
    chooseFile(imageInput(root), png());
    await waitFor(() => expect(root.querySelector('img[alt="KYC image"]')).not.toBeNull());
    button(root, 'Upload').click();
    await waitFor(() => expect(server.of('POST', '/api/import/cdr')).toHaveLength(1));
    await waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toContain('CDR record has been added to the thread'));
  });
});
