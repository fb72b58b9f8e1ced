// @vitest-environment happy-dom
// The Financial Statement's Pivot, Goaml Transactions, Time Line and Goaml-Accounts tabs, mounted in the real
// workspace element against the real server (PGlite, demo seed).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goamlAccountRowSchema, validate, type SignedInUser } from '@fiu/core';
import { defineElement } from '../../define/defineElement';
import { type, waitFor } from '../../test/harness';
import { freshPage, signInAs, startServer, type ElementTestServer } from '../../test/server';
import { analysisWorkspaceDescriptor } from '../descriptor';
import { AMOUNT_BANDS } from '@fiu/core/refdata/analysisLists';
import { statementQueryFor } from '../FinancialStatement';
import { read, utils } from 'xlsx';
import { ACCOUNTS_EXPORT_FILE, accountsWorkbook, TOP30_NOTE } from './GoamlAccountsTab';
import { rowFilter } from './PivotTab';
import { bandFilter, dailySums, timelineFilter, watDay } from './TimelineTab';
import { withScopeFilter } from './GridTab';

let server: ElementTestServer;
let analyst: SignedInUser;
/** Demo subjects with statement rows in 2025, and those of them whose contacts hold goAML accounts. */
let busy: string[];
const YEAR = { start: '2025-01-01', end: '2025-12-31' };
const load = () => import('../AnalysisWorkspace');

beforeAll(async () => {
  server = await startServer({ seedSize: 10 });
  analyst = await server.signIn('analyst@fiu');
  const { results } = await server.call<{ results: { id: string }[] }>(analyst, '/api/suspects?pager=limit&limit=10');
  const ids = results.map((s) => s.id);
  const basic = await server.call<{ results: { id: string; items: { Count_Inflow: number }[] }[] }>(analyst, `/api/analysis/basic?${ids.map((id) => `Suspect=${id}`).join('&')}&start=${YEAR.start}&end=${YEAR.end}`);
  busy = basic.results.filter((g) => (g.items[0]?.Count_Inflow ?? 0) > 0).map((g) => g.id).slice(0, 2);
  await load();
});
afterAll(() => server.close());
/** Files the page handed to the browser (saveBlob's <a download>), kept from navigating happy-dom's window. */
const downloads: string[] = [];
beforeAll(() => {
  document.addEventListener(
    'click',
    (e) => {
      const a = e.target as HTMLAnchorElement;
      if (a.tagName === 'A' && a.hasAttribute('download')) {
        e.preventDefault();
        downloads.push(a.download);
      }
    },
    true,
  );
});
beforeEach(() => {
  downloads.length = 0;
  return freshPage(server);
});

function mount(ids: string[], attrs: Record<string, string> = { start: YEAR.start, stop: YEAR.end }) {
  defineElement(analysisWorkspaceDescriptor, load);
  const el = document.createElement(analysisWorkspaceDescriptor.tag) as HTMLElement & { subjects?: string[] };
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.subjects = ids;
  document.body.append(el);
  return () => el.shadowRoot as ShadowRoot;
}

const subTab = (root: ShadowRoot, label: string) => ([...root.querySelectorAll('[role="tab"]')].find((t) => t.textContent === label) as HTMLElement).click();
const bodyOf = <T,>(r: { json: unknown }) => r.json as T;
const grid = (root: ShadowRoot, name: string) => root.querySelector(`[role="grid"][aria-label="${name}"]`);
/** The control inside the <label> whose own text reads `text` (these tabs wrap their controls in labels). */
const labelled = (root: ShadowRoot, text: string) => {
  const l = [...root.querySelectorAll('label')].find((x) => [...x.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim() === text));
  if (!l) throw new Error(`no label ${text}`);
  return l.querySelector('input, select') as HTMLInputElement;
};
const naira = (s: string | null | undefined) => Number((s ?? '').replace(/[₦,]/g, ''));

describe('Financial Statement > Pivot', () => {
  it('sums by account number and month from the server; the totals equal the statement grid grouped by account', async () => {
    await signInAs(server, analyst);
    const root = mount(busy);
    await waitFor(() => expect(root().querySelectorAll('[role="treeitem"]').length).toBeGreaterThan(0), 10_000);
    subTab(root(), 'Pivot');
    await waitFor(() => expect(root().querySelector('.fiu-pivot__table')).not.toBeNull(), 10_000);
    const sent = bodyOf<{ scope: unknown; rows: string }>(server.of('POST', '/api/analysis/pivot')[0]!);
    expect(sent).toEqual({ scope: { Suspect: busy, ...YEAR }, rows: 'Account_Number' });
    const r = root();
    expect(r.textContent).toContain('Field chooser');
    expect([...r.querySelectorAll('.fiu-pivot__measure')].slice(0, 2).map((t) => t.textContent)).toEqual(['Total Inflow', 'Total Outflow']);
    // Month columns, in order, 'Jan 2025' style.
    const months = [...r.querySelectorAll('thead tr:first-child .fiu-pivot__col')].map((t) => t.textContent);
    expect(months.at(-1)).toBe('Grand Total');
    expect(months[0]).toMatch(/^[A-Z][a-z]{2} 2025$/);

    // The grand totals against another SQL path: the statement grid grouped by account number.
    const { groups } = await server.call<{ groups: { value: string; sums: Record<string, string> }[] }>(analyst, '/api/analysis/grid/statement/groups', {
      method: 'POST',
      body: { scope: { Suspect: busy, ...YEAR }, query: {}, groupBy: 'Account_Number' },
    });
    const foot = [...r.querySelectorAll('tfoot td')].map((td) => td.textContent);
    const [totalIn, totalOut] = foot.slice(-2).map(naira);
    const sum = (k: string) => groups.reduce((a, g) => a + Number(g.sums[k] ?? 0), 0);
    expect(totalIn).toBeCloseTo(sum('Inflows'), 2);
    expect(totalOut).toBeCloseTo(sum('Outflows'), 2);
    const bodyRows = [...r.querySelectorAll('tbody .fiu-pivot__row')].map((t) => t.textContent);
    expect(bodyRows.sort()).toEqual(groups.map((g) => g.value).sort());

    // The chart is bound to the grid: a bar (a table row of the chart) per account, both data fields.
    expect([...r.querySelectorAll('.fiu-chart thead th')].map((t) => t.textContent)).toEqual(['Name', 'Total Inflow', 'Total Outflow']);
    expect(r.querySelectorAll('.fiu-chart tbody tr')).toHaveLength(Math.min(groups.length, 20));

    // One data field: the grid and the chart drop the other.
    const outflow = [...r.querySelectorAll('.fiu-fin__tick')].find((l) => l.textContent === 'Total Outflow')!.querySelector('input')!;
    outflow.click();
    await waitFor(() => expect([...root().querySelectorAll('.fiu-chart thead th')].map((t) => t.textContent)).toEqual(['Name', 'Total Inflow']));
    expect(new Set([...root().querySelectorAll('.fiu-pivot__measure')].map((t) => t.textContent))).toEqual(new Set(['Total Inflow']));

    // Rows by counterparty: a new call.
    type(r.querySelector('.fiu-fin__chooser select') as HTMLSelectElement, 'Counterparty');
    await waitFor(() => expect(server.of('POST', '/api/analysis/pivot').some((c) => bodyOf<{ rows: string }>(c).rows === 'Counterparty')).toBe(true));
    await waitFor(() => expect(root().querySelector('.fiu-pivot__corner')?.textContent).toContain('Counterparty'));
  });

  it('Export sends the header filter; a row label opens the Statement grid on that account', async () => {
    await signInAs(server, analyst);
    const root = mount(busy);
    await waitFor(() => expect(root().querySelectorAll('[role="treeitem"]').length).toBeGreaterThan(0), 10_000);
    subTab(root(), 'Pivot');
    await waitFor(() => expect(root().querySelectorAll('tbody .fiu-pivot__pick').length).toBeGreaterThan(1), 10_000);
    const accounts = [...root().querySelectorAll('tbody .fiu-pivot__pick')].map((b) => b.textContent!);
    // Untick the first account in the header filter.
    (root().querySelector('.fiu-pivot__filter') as HTMLButtonElement).click();
    await waitFor(() => expect(root().querySelector('[role="dialog"]')).not.toBeNull());
    const dialog = root().querySelector('[role="dialog"]')!;
    ([...dialog.querySelectorAll('label')].find((l) => l.textContent === accounts[0])!.querySelector('input') as HTMLInputElement).click();
    (dialog.querySelector('form') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect([...root().querySelectorAll('tbody .fiu-pivot__pick')].map((b) => b.textContent)).toEqual(accounts.slice(1)));
    const exportButton = [...root().querySelectorAll('button')].find((b) => b.textContent === 'Export')!;
    exportButton.click();
    await waitFor(() => expect(downloads).toEqual(['PivotTable.xlsx']));
    expect(server.of('POST', '/api/analysis/pivot/export')).toHaveLength(1);
    const sent = bodyOf<{ filter: unknown; rows: string }>(server.of('POST', '/api/analysis/pivot/export')[0]!);
    expect(sent.rows).toBe('Account_Number');
    expect(sent.filter).toEqual(rowFilter('Account_Number', accounts, [accounts[0]!]));

    (root().querySelector('tbody .fiu-pivot__pick') as HTMLButtonElement).click();
    await waitFor(() => expect(grid(root(), 'Statement')).not.toBeNull(), 10_000);
    await waitFor(() =>
      expect(server.of('POST', '/api/analysis/grid/statement').some((c) => JSON.stringify(bodyOf<{ query: unknown }>(c).query).includes(accounts[1]!))).toBe(true),
    );
    const q = bodyOf<{ query: { filter: unknown } }>(server.of('POST', '/api/analysis/grid/statement').at(-1)!).query;
    expect(q.filter).toEqual({ type: 'in', column: 'Account_Number', values: [accounts[1]] });
  });

  it('the header filter as the server filter: the shorter list, negated when that is the hidden one', () => {
    const all = ['a', 'b', 'c', 'd'];
    expect(rowFilter('Account_Number', all, [])).toBeUndefined();
    expect(rowFilter('Account_Number', all, ['a'])).toEqual({ type: 'in', column: 'Account_Number', values: ['a'], not: true });
    expect(rowFilter('Counterparty', all, ['a', 'b', 'c'])).toEqual({ type: 'in', column: 'Counterparty', values: ['d'] });
    const many = Array.from({ length: 1200 }, (_, i) => `r${i}`);
    expect(rowFilter('Counterparty', many, many.slice(0, 600))).toBeNull();
  });

  it('the server filters a pivot by counterparty (the header filter of Counterparty rows)', async () => {
    const scope = { Suspect: busy, ...YEAR };
    const all = await server.call<{ cells: { row: string; inflow: string }[] }>(analyst, '/api/analysis/pivot', { method: 'POST', body: { scope, rows: 'Counterparty' } });
    const names = [...new Set(all.cells.map((c) => c.row))];
    expect(names.length).toBeGreaterThan(1);
    const one = await server.call<{ cells: { row: string }[] }>(analyst, '/api/analysis/pivot', {
      method: 'POST',
      body: { scope, rows: 'Counterparty', filter: { type: 'in', column: 'Counterparty', values: [names[0]] } },
    });
    expect(new Set(one.cells.map((c) => c.row))).toEqual(new Set([names[0]]));
  });
});

describe('Financial Statement > Dash board (linked view)', () => {
  it("a top-10 bar's counterparty opens the Statement grid searched on it", async () => {
    await signInAs(server, analyst);
    const root = mount(busy);
    await waitFor(() => expect(root().querySelectorAll('.fiu-chart .fiu-chart__pick').length).toBeGreaterThan(0), 10_000);
    const pick = root().querySelector<HTMLButtonElement>('.fiu-chart .fiu-chart__pick')!;
    const name = pick.textContent!;
    pick.click();
    await waitFor(() => expect(grid(root(), 'Statement')).not.toBeNull(), 10_000);
    expect([...root().querySelectorAll('[role="tab"]')].find((t) => t.textContent === 'Statement')!.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(server.of('POST', '/api/analysis/grid/statement').some((c) => bodyOf<{ query: { search?: string } }>(c).query.search === name)).toBe(true));
    const found = await server.call<{ total: number }>(analyst, '/api/analysis/grid/statement', { method: 'POST', body: { scope: { Suspect: busy, ...YEAR }, query: { search: name, limit: 1 } } });
    await waitFor(() => expect(Number(grid(root(), 'Statement')!.getAttribute('aria-rowcount'))).toBe(found.total + 2));
  });
});

describe('Financial Statement > Goaml Transactions', () => {
  it('the server-side grid over goAML with the spec columns', async () => {
    await signInAs(server, analyst);
    const root = mount(busy);
    await waitFor(() => expect(root().querySelectorAll('[role="treeitem"]').length).toBeGreaterThan(0), 10_000);
    subTab(root(), 'Goaml Transactions');
    await waitFor(() => expect(grid(root(), 'Goaml Transactions')).not.toBeNull(), 10_000);
    await waitFor(() => expect(server.of('POST', '/api/analysis/grid/goaml')).not.toHaveLength(0));
    const heads = [...grid(root(), 'Goaml Transactions')!.querySelectorAll('[role="columnheader"]')].map((h) => h.getAttribute('aria-label') ?? h.textContent);
    for (const label of ['Transaction Date', 'Primary Person', 'Transaction Description', 'Source Account', 'Destination Account', 'Direction', 'Local Amount', 'Foreign Amount']) {
      expect(heads.some((h) => h?.includes(label))).toBe(true);
    }
  });
});

describe('Financial Statement > Goaml-Accounts', () => {
  it("the red note to the letter, groups by Communicated Number, 10 a page, Expand All Groups, export, and the goAML grid", async () => {
    // The demo seed plants no goAML account among the subjects' contacts, so this answer is the test's own: 12
    // contacts, the first with two accounts, in the shape the server answers (core's schema checks it).
    const rows = Array.from({ length: 12 }, (_, i) => ({
      Subject: i % 2 ? 'Ada Obi' : 'Bola Ade',
      Called_Number: `23480300000${String(i).padStart(2, '0')}`,
      Account_Number: `01234567${String(i).padStart(2, '0')}`,
      BVN: `2220000000${i % 10}`,
      Bank_Name: 'Access Bank',
      Account_Name: i === 3 ? '=HYPERLINK("http://x")' : `Holder ${i}`,
    }));
    rows.splice(1, 0, { ...rows[0]!, Account_Number: '0999999999', Account_Name: 'Second account' });
    for (const r of rows) expect(validate(goamlAccountRowSchema, r).ok).toBe(true);
    server.answerNext('GET /api/analysis/goamlaccounts', { status: 200, json: { Statement: rows } });
    await signInAs(server, analyst);
    const root = mount(busy);
    await waitFor(() => expect(root().querySelectorAll('[role="treeitem"]').length).toBeGreaterThan(0), 10_000);
    subTab(root(), 'Goaml-Accounts');
    await waitFor(() => expect(root().querySelector('.fiu-goaml-accounts__note')?.textContent).toBe(TOP30_NOTE), 10_000);
    expect(TOP30_NOTE).toBe('Displaying top 30 contacts that have an account on goaml');
    await waitFor(() => expect(root().querySelectorAll('.fiu-goaml-accounts__group')).toHaveLength(10), 10_000);
    expect(server.of('GET', '/api/analysis/goamlaccounts')[0]!.query.getAll('Suspect')).toEqual(busy);
    const table = () => root().querySelector('.fiu-goaml-accounts__table')!;
    const dataRows = () => table().querySelectorAll('tbody tr:not(.fiu-goaml-accounts__group)');
    expect([...table().querySelectorAll('thead th')].map((t) => t.textContent)).toEqual(['Subject', 'Account Number', 'BVN', 'Bank Name', 'Account Name']);
    expect(table().querySelector('.fiu-goaml-accounts__group')?.textContent).toContain('Communicated Number: 2348030000000 (2 accounts)');
    expect(dataRows()).toHaveLength(0);
    labelled(root(), 'Expand All Groups').click();
    await waitFor(() => expect(dataRows()).toHaveLength(11)); // 10 groups, the first with 2 accounts
    // One group collapsed again: the others stay open.
    (root().querySelector('.fiu-goaml-accounts__group button') as HTMLButtonElement).click();
    await waitFor(() => expect(dataRows()).toHaveLength(9));
    expect(root().querySelectorAll('.fiu-goaml-accounts__group button[aria-expanded="true"]')).toHaveLength(9);
    // Page 2: the last two contacts.
    ([...root().querySelectorAll('.fiu-goaml-accounts__pager button')].find((b) => b.textContent === 'Next') as HTMLButtonElement).click();
    await waitFor(() => expect(root().querySelectorAll('.fiu-goaml-accounts__group')).toHaveLength(2));
    expect(root().querySelector('.fiu-goaml-accounts__pager')?.textContent).toContain('Page 2 of 2');
    // Export: every row, as a real .xlsx, a formula-looking text kept as text.
    ([...root().querySelectorAll('.fiu-goaml-accounts button')].find((b) => b.textContent === 'Export') as HTMLButtonElement).click();
    await waitFor(() => expect(downloads).toEqual([ACCOUNTS_EXPORT_FILE]));
    const book = read(new Uint8Array(await (await accountsWorkbook(rows)).arrayBuffer()), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const aoa = utils.sheet_to_json<string[]>(sheet, { header: 1 });
    expect(aoa[0]).toEqual(['Subject', 'Communicated Number', 'Account Number', 'BVN', 'Bank Name', 'Account Name']);
    expect(aoa).toHaveLength(rows.length + 1);
    const formulaCell = Object.entries(sheet).find(([, c]) => (c as { v?: unknown }).v === '=HYPERLINK("http://x")')![1] as { t: string; f?: string };
    expect(formulaCell.t).toBe('s');
    expect(formulaCell.f).toBeUndefined();
    await waitFor(() => expect(grid(root(), 'Goaml-Accounts transactions')).not.toBeNull());
    await waitFor(() => expect(server.of('POST', '/api/analysis/grid/goaml')).not.toHaveLength(0));
  });
});

describe('Financial Statement > Time Line', () => {
  it('the amount range reloads the timeline; the From and To fields narrow the grid under it', async () => {
    // A month and band that hold rows of these subjects: those of their first statement row.
    const sample = (
      await server.call<{ rows: { Transaction_Date: string; Inflows: string; Outflows: string }[] }>(analyst, '/api/analysis/grid/statement', {
        method: 'POST',
        body: { scope: { Suspect: busy, ...YEAR }, query: { limit: 1 } },
      })
    ).rows[0]!;
    const amount = Math.max(Number(sample.Inflows), Number(sample.Outflows));
    const band = AMOUNT_BANDS.find((b) => amount >= b.min && (b.max === null || amount < b.max))!;
    const month = watDay(sample.Transaction_Date).slice(0, 7);
    const span = { from: `${month}-01`, to: `${month}-${new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate()}` };

    await signInAs(server, analyst);
    const root = mount(busy);
    await waitFor(() => expect(root().querySelectorAll('[role="treeitem"]').length).toBeGreaterThan(0), 10_000);
    subTab(root(), 'Time Line');
    await waitFor(() => expect(root().querySelector('.fiu-chart--time')).not.toBeNull(), 10_000);
    expect(server.of('GET', '/api/analysis/timeline')[0]!.query.get('range')).toBeNull();
    const select = root().querySelector('.fiu-timeline-tab select') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'All amounts',
      'Below 100,000',
      '100,000 - 500,000',
      '500,000 - 5 Million',
      '5 Million - 10 Million',
      '10 Million - 100 Million',
      '100 Million Above',
    ]);
    await waitFor(() => expect(grid(root(), 'Time Line transactions')).not.toBeNull(), 10_000);
    type(select, band.value);
    await waitFor(() => expect(server.of('GET', '/api/analysis/timeline').some((c) => c.query.get('range') === band.value)).toBe(true));
    await waitFor(() =>
      expect(server.of('POST', '/api/analysis/grid/statement').some((c) => JSON.stringify(bodyOf<{ query: { filter?: unknown } }>(c).query.filter) === JSON.stringify(bandFilter(band.value)))).toBe(true),
    );
    type(labelled(root(), 'From'), span.from);
    type(labelled(root(), 'To'), span.to);
    await waitFor(() => expect(bodyOf<{ query: { filter?: unknown } }>(server.of('POST', '/api/analysis/grid/statement').at(-1)!).query.filter).toEqual(timelineFilter(span, band.value)));
    expect(root().querySelector('.fiu-fin__brush')?.textContent).toBe(`Grid shows ${span.from} to ${span.to}, ${band.label}`);
    // The grid follows: its row count is the server's count for that month and band, and it is not the whole year.
    const inSpan = await server.call<{ rows: { Transaction_Date: string; Inflows: string; Outflows: string }[]; total: number }>(analyst, '/api/analysis/grid/statement', {
      method: 'POST',
      body: { scope: { Suspect: busy, ...YEAR }, query: { filter: timelineFilter(span, band.value), limit: 500 } },
    });
    expect(inSpan.total).toBeGreaterThan(0);
    for (const row of inSpan.rows) {
      expect(watDay(row.Transaction_Date).slice(0, 7)).toBe(month);
      const a = Math.max(Number(row.Inflows), Number(row.Outflows));
      expect(a >= band.min && (band.max === null || a < band.max)).toBe(true);
    }
    await waitFor(() => expect(Number(grid(root(), 'Time Line transactions')!.getAttribute('aria-rowcount'))).toBe(inSpan.total + 2));
    // The timeline call's rows of that band and month are the grid's rows (one rule on both sides).
    const timeline = await server.call<{ results: unknown[] }>(analyst, `/api/analysis/timeline?${busy.map((id) => `Suspect=${id}`).join('&')}&start=${span.from}&end=${span.to}&range=${band.value}`);
    expect(inSpan.total).toBe(timeline.results.length);
    // Show whole period: the band stays, the days go.
    ([...root().querySelectorAll('button')].find((b) => b.textContent === 'Show whole period') as HTMLButtonElement).click();
    await waitFor(() => expect(bodyOf<{ query: { filter?: unknown } }>(server.of('POST', '/api/analysis/grid/statement').at(-1)!).query.filter).toEqual(bandFilter(band.value)));
  });

  it('bands as grid conditions, the days in WAT, and the linked condition ANDed with the grid filter', () => {
    expect(bandFilter('')).toBeUndefined();
    expect(bandFilter('0-100000')).toEqual({
      type: 'group',
      join: 'and',
      items: [
        { type: 'compare', column: 'Inflows', op: 'lt', value: 100000 },
        { type: 'compare', column: 'Outflows', op: 'lt', value: 100000 },
      ],
    });
    expect(JSON.stringify(bandFilter('100000000-'))).not.toContain('"lt"');
    // 23:30 UTC on 31 December is 00:30 on 1 January in Lagos.
    expect(watDay('2024-12-31T23:30:00Z')).toBe('2025-01-01');
    const sums = dailySums([
      { Transaction_Date: '2024-12-31T23:30:00Z', Account_Number: '1', Inflows: '10.50', Outflows: '0' },
      { Transaction_Date: '2025-01-01T12:00:00Z', Account_Number: '2', Inflows: '0', Outflows: '4' },
      { Transaction_Date: '2025-01-03T08:00:00Z', Account_Number: '1', Inflows: '1', Outflows: '0' },
    ]);
    expect(sums.times.map((t) => watDay(t))).toEqual(['2025-01-01', '2025-01-03']);
    expect(sums.inflow).toEqual([10.5, 1]);
    expect(sums.outflow).toEqual([4, 0]);
    expect(sums.accounts).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
    const own = { type: 'weekend', column: 'Transaction_Date' } as const;
    expect(withScopeFilter({ filter: own, search: 'x' }, timelineFilter({ from: '2025-01-01', to: '2025-01-02' }, ''))).toEqual({
      search: 'x',
      filter: { type: 'group', join: 'and', items: [{ type: 'between', column: 'Transaction_Date', from: '2025-01-01', to: '2025-01-02' }, own] },
    });
    expect(statementQueryFor('Counterparty', 'ACME LTD')).toEqual({ search: 'ACME LTD' });
  });
});
