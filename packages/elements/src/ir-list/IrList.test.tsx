// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, resetSharedCore, setOrganisation, signIn, type Organisation, type SignedInUser } from '@fiu/core';
import { field, mountElement, type, waitFor, type Mounted } from '../test/harness';
import { startServer, type ElementTestServer, type Recorded } from '../test/server';
import { irListDescriptor } from './descriptor';

let server: ElementTestServer;
let organisations: Organisation[];
const users = {} as Record<Who, SignedInUser>;
const load = () => import('./IrList');
type Who = 'analyst' | 'admin' | 'ceo' | 'cbnadmin';
type Row = Record<string, unknown> & { id: string; internal_reference: string; report_type: string; disseminated: boolean; downloaded: boolean };

beforeAll(async () => {
  // A seed size above 0 brings the demo reports (db/seed-intelligence.ts).
  server = await startServer({ seedSize: 1 });
  for (const who of ['analyst@fiu', 'admin@eca', 'ceo@eca', 'cbnadmin@cbn'] as const) users[who.split('@')[0] as Who] = await server.signIn(who);
  ({ results: organisations } = await server.call<{ results: Organisation[] }>(null, '/api/organisations?pager=default'));
  await Promise.all([load(), import('../define/runtime')]);
});
afterAll(() => server.close());

async function mountAs(who: Who, opts: { allColumns?: boolean; attrs?: Record<string, string> } = {}): Promise<Mounted> {
  document.body.replaceChildren();
  resetSharedCore();
  localStorage.clear();
  // Every column shown, as a user would choose in the column chooser (the default hides three audit columns).
  if (opts.allColumns) localStorage.setItem('fiu.columns.ireport', '[]');
  sessionStorage.clear();
  configure({ apiBase: server.origin, mode: 'standalone' });
  await server.settle(); // what the test before sent is not this one's
  server.clear();
  signIn(users[who]);
  setOrganisation(organisations.find((o) => o.domain === users[who].domain)!);
  const m = await mountElement(irListDescriptor, load, opts.attrs);
  await waitFor(() => expect(rows(m.root).length).toBeGreaterThan(0));
  return m;
}

const rows = (root: ShadowRoot) => [...root.querySelectorAll('tbody.fiu-datatable__body tr:not(.fiu-datatable__skeleton-row):not(.fiu-datatable__empty-row)')];
const headers = (root: ShadowRoot) => [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
const lists = () => server.of('GET', '/api/intelligence');
const lastList = () => Object.fromEntries(lists().at(-1)!.query);
const answered = (list: Recorded | undefined) => ((list?.answer?.json ?? { results: [] }) as { results: Row[] }).results;
const sortButton = (root: ShadowRoot, label: string) => [...root.querySelectorAll('th button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement | undefined;
const rowOf = (root: ShadowRoot, ref: string) => rows(root).find((r) => r.textContent?.includes(ref))!;
const cell = (root: ShadowRoot, row: Element, header: string) => row.querySelectorAll('td')[headers(root).indexOf(header)]!;
const settle = () => new Promise((r) => setTimeout(r, 30));
/** Opens the row's menu ('Actions for REF') and answers its items by label. */
const openMenu = async (root: ShadowRoot, ref: string) => {
  const button = rowOf(root, ref).querySelector<HTMLButtonElement>(`button[aria-label="Actions for ${ref}"]`)!;
  // Any open menu closed first (a click elsewhere would; a test's click() sends no pointerdown), then this one opened.
  for (const open of root.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="menu"][aria-expanded="true"]')) open.click();
  await waitFor(() => expect(root.querySelector('[role="menu"]')).toBeNull());
  button.click();
  await waitFor(() => expect(root.querySelector('[role="menu"]')).not.toBeNull());
  return Object.fromEntries([...root.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')].map((b) => [b.textContent!.trim(), b]));
};
const menuLabels = async (root: ShadowRoot, ref: string) => {
  const items = await openMenu(root, ref);
  const labels = Object.keys(items);
  rowOf(root, ref).querySelector<HTMLButtonElement>(`button[aria-label="Actions for ${ref}"]`)!.click(); // closes it
  await settle();
  return labels;
};

describe('fiu-ir-list', () => {
  it('asks for 50 newest disseminated first and shows the base columns, type labels and the Yes/No chip', async () => {
    const { root } = await mountAs('admin');
    expect(lastList()).toEqual({ ordering: '-disseminated_on', limit: '50', offset: '0' });
    // The Report, Interim and Final buttons of §6 are in the row menu (the last, unlabelled 'Actions' column).
    expect(headers(root)).toEqual(['FIU Reference', 'Case Reference', 'Type', 'Title', 'Organisation', 'Downloaded', 'Number of Files', 'Disseminated', 'Feedback Due', 'Actions']);
    const shown = answered(lists()[0]);
    expect(shown.every((r) => r.disseminated)).toBe(true);
    const rfi = shown.find((r) => r.report_type === 'RFI')!;
    expect(cell(root, rowOf(root, rfi.internal_reference), 'Type').textContent).toBe('Request for Information');
    const disclosure = shown.find((r) => r.report_type === 'Disclosure')!;
    expect(cell(root, rowOf(root, disclosure.internal_reference), 'Type').textContent).toBe('Spontaneous Disclosure');
    expect(cell(root, rowOf(root, disclosure.internal_reference), 'Downloaded').textContent).toBe(disclosure.downloaded ? 'Yes' : 'No');
    // Partners: no Add, no Disseminate, no audit columns; the admin is not the investigator (no decryption tool link).
    expect([...root.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Add')).toBe(false);
    expect(root.textContent).not.toContain('Download Decryption Tool');
  });

  it('sorts only by disseminated date and downloaded, toggling; filters downloads; searches on Enter over 1 character', async () => {
    const { root } = await mountAs('analyst');
    expect(sortButton(root, 'Title')).toBeUndefined();
    expect(sortButton(root, 'FIU Reference')).toBeUndefined();
    sortButton(root, 'Disseminated')!.click();
    await waitFor(() => expect(lastList().ordering).toBe('disseminated_on'));
    sortButton(root, 'Disseminated')!.click();
    await waitFor(() => expect(lastList().ordering).toBe('-disseminated_on'));
    sortButton(root, 'Downloaded')!.click();
    await waitFor(() => expect(lastList().ordering).toBe('-downloaded'));
    sortButton(root, 'Downloaded')!.click();
    await waitFor(() => expect(lastList().ordering).toBe('downloaded'));

    type(field(root, 'Downloads'), 'true');
    await waitFor(() => expect(lastList().downloaded).toBe('true'));
    await waitFor(() => expect(answered(lists().at(-1)).length).toBeGreaterThan(0));
    await waitFor(() => expect(rows(root).every((r) => cell(root, r, 'Downloaded').textContent === 'Yes')).toBe(true));
    type(field(root, 'Downloads'), 'false');
    await waitFor(() => expect(lastList().downloaded).toBe('false'));
    await waitFor(() => expect(rows(root).every((r) => cell(root, r, 'Downloaded').textContent === 'No')).toBe(true));
    type(field(root, 'Downloads'), 'all');
    await waitFor(() => expect(lastList().downloaded).toBeUndefined());

    const box = field(root, 'Search intelligence reports');
    const before = lists().length;
    type(box, 'p');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await settle();
    expect(lists().length).toBe(before);
    type(box, 'ponzi');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(lastList().search).toBe('ponzi'));
    await waitFor(() => expect(rows(root)).toHaveLength(1));
    expect(rows(root)[0]!.textContent).toContain('ponzi');
  });

  it('leads the Interim and Final buttons by core\'s rules, with the report in the route state', async () => {
    const m = await mountAs('ceo');
    expect(m.root.textContent).toContain('Download Decryption Tool'); // the investigator
    const shown = answered(lists()[0]);
    const fresh = shown.find((r) => r.report_type === 'RFI' && !r.has_interim_feedback)!;
    const updated = shown.find((r) => r.has_interim_feedback && !r.has_final_feedback)!;
    const closed = shown.find((r) => r.has_final_feedback)!;
    const item = async (r: Row, label: string) => (await openMenu(m.root, r.internal_reference))[label]!;
    // Partners' menu: the §6 buttons, no Disseminate, no Edit.
    expect(await menuLabels(m.root, fresh.internal_reference)).toEqual(['Download', 'Interim', 'Final']);

    expect((await item(fresh, 'Final')).disabled).toBe(true);
    (await item(fresh, 'Interim')).click();
    expect(await menuLabels(m.root, updated.internal_reference)).toEqual(['Download', 'Update', 'Final']);
    expect((await item(updated, 'Final')).disabled).toBe(false);
    (await item(updated, 'Update')).click();
    (await item(updated, 'Final')).click();
    expect((await item(closed, 'Update')).disabled).toBe(true); // interim given, then the final: closed
    expect((await item(closed, 'Final')).disabled).toBe(true);
    expect(m.of('fiu-navigate').map((e) => [e.detail.path, e.detail.state.report])).toEqual([
      ['/rifeedback', fresh.id],
      ['/caseupdate', updated.id],
      ['/finalfeedback', updated.id],
    ]);
  });

  it('downloads the zip and turns the row Downloaded', async () => {
    const m = await mountAs('cbnadmin');
    const shown = answered(lists()[0]);
    const target = shown.find((r) => !r.downloaded)!;
    // The browser's part of saving a file: the blob handed over, the link clicked (no navigation in the test page).
    const urls: string[] = [];
    const saved: string[] = [];
    const create = URL.createObjectURL;
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (b: Blob) => (urls.push(b.type), 'blob:test');
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      (await openMenu(m.root, target.internal_reference)).Download!.click();
      await waitFor(() => expect(server.of('GET', `/api/intelligence/download/${target.id}`)[0]?.answer?.status).toBe(200));
      await waitFor(() => expect(cell(m.root, rowOf(m.root, target.internal_reference), 'Downloaded').textContent).toBe('Yes'));
      expect(urls).toEqual(['application/zip']);
      expect(saved).toEqual([`${target.internal_reference.replace(/\//g, '_')}.zip`]);
    } finally {
      URL.createObjectURL = create;
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('unit staff: Add, audit columns, and Disseminate only after a confirmation that says it cannot be undone', async () => {
    const plain = await mountAs('analyst');
    expect(headers(plain.root).slice(-4)).toEqual(['Number of Files', 'Disseminated', 'Feedback Due', 'Actions']); // the audit columns one click away
    const m = await mountAs('analyst', { allColumns: true });
    const { root } = m;
    expect(headers(root).slice(-6)).toEqual(['Feedback Due', 'Created By', 'Created', 'Modified By', 'Modified', 'Actions']);
    const target = answered(lists()[0]).find((r) => !r.disseminated)!;
    expect(cell(root, rowOf(root, target.internal_reference), 'Disseminated').textContent).toBe('Not disseminated');
    expect(await menuLabels(root, target.internal_reference)).toEqual(['Download', 'Interim', 'Final', 'Disseminate', 'Edit']);
    const disseminate = async () => (await openMenu(root, target.internal_reference)).Disseminate!;
    (await disseminate()).click();
    await waitFor(() => expect(root.querySelector('[role="alertdialog"]')).not.toBeNull());
    expect(root.querySelector('[role="alertdialog"]')!.textContent).toContain('Dissemination cannot be undone.');
    [...root.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')].find((b) => b.textContent?.trim() === 'Cancel')!.click();
    await settle();
    expect(server.of('PUT', `/api/intelligence/${target.id}`)).toHaveLength(0);

    (await disseminate()).click();
    await waitFor(() => expect(root.querySelector('[role="alertdialog"]')).not.toBeNull());
    [...root.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')].find((b) => b.textContent?.trim() === 'Disseminate')!.click();
    await waitFor(() => expect(server.of('PUT', `/api/intelligence/${target.id}`)[0]?.answer?.status).toBe(200));
    const sent = server.of('PUT', `/api/intelligence/${target.id}`)[0]!.json as Record<string, unknown>;
    expect(sent).toMatchObject({ disseminated: true, disseminated_by: users.analyst._id });
    expect(sent).not.toHaveProperty('downloaded');
    expect(sent).not.toHaveProperty('overdue');
    await waitFor(() => expect(cell(root, rowOf(root, target.internal_reference), 'Disseminated').textContent).not.toBe('Not disseminated'));
    expect(await menuLabels(root, target.internal_reference)).toEqual(['Download', 'Interim', 'Final', 'Edit']);
    (await openMenu(root, target.internal_reference)).Edit!.click();

    [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Add')!.click();
    [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === target.internal_reference)!.click();
    expect(m.of('fiu-navigate').map((e) => e.detail.path)).toEqual([`/ireport/${target.id}`, '/ireport/new', `/ireport/${target.id}`]);
  });

  it('shows the feedback owed with an Overdue chip once its due date has passed, and filters Overdue only', async () => {
    const { root } = await mountAs('admin');
    const shown = answered(lists()[0]) as (Row & { overdue: string | null; interim_due_on: string | null })[];
    const late = shown.find((r) => r.overdue === 'interim')!;
    expect(late.report_title).toBe('Cash couriers crossing the Seme border for a trading syndicate');
    const [y, mo, d] = late.interim_due_on!.split('-').map(Number);
    const day = new Date(y!, mo! - 1, d!).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    expect(cell(root, rowOf(root, late.internal_reference), 'Feedback Due').textContent).toBe(`OverdueInterim due ${day}`);
    // Not overdue: the date without the chip; a final feedback given: nothing owed.
    const fresh = shown.find((r) => !r.overdue && !r.has_interim_feedback && r.interim_due_on)!;
    expect(cell(root, rowOf(root, fresh.internal_reference), 'Feedback Due').textContent).toMatch(/^Interim due \d/);
    const closed = shown.find((r) => r.has_final_feedback)!;
    expect(cell(root, rowOf(root, closed.internal_reference), 'Feedback Due').textContent).toBe('—');

    const toggle = [...root.querySelectorAll<HTMLLabelElement>('label')].find((l) => l.textContent?.trim() === 'Overdue only')!.querySelector('input')!;
    toggle.click();
    await waitFor(() => expect(lastList().overdue).toBe('true'));
    await waitFor(() => expect(rows(root)).toHaveLength(1));
    expect(rows(root)[0]!.textContent).toContain(late.internal_reference);
    toggle.click();
    await waitFor(() => expect(lastList().overdue).toBeUndefined());
  });

  it('passes the query attribute\'s domain to every list call, and may start with Overdue only', async () => {
    const { root, el } = await mountAs('analyst', { attrs: { query: 'domain=eca&overdue=true&ordering=title' } });
    expect(lastList()).toEqual({ ordering: '-disseminated_on', limit: '50', offset: '0', domain: 'eca', overdue: 'true' });
    const toggle = [...root.querySelectorAll<HTMLLabelElement>('label')].find((l) => l.textContent?.trim() === 'Overdue only')!.querySelector('input')!;
    expect(toggle.checked).toBe(true);
    sortButton(root, 'Disseminated')!.click();
    await waitFor(() => expect(lastList()).toMatchObject({ ordering: 'disseminated_on', domain: 'eca' }));
    // A new address is followed; a bad organisation code is dropped, not sent.
    el.setAttribute('query', 'domain=ssa');
    await waitFor(() => expect(lastList()).toMatchObject({ domain: 'ssa' }));
    await waitFor(() => expect(lastList().overdue).toBeUndefined());
    expect(toggle.checked).toBe(false);
    el.setAttribute('query', 'domain=no%20such');
    await waitFor(() => expect(lastList().domain).toBeUndefined());
  });
});
