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

async function mountAs(who: Who, opts: { allColumns?: boolean } = {}): Promise<Mounted> {
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 60));
  resetSharedCore();
  localStorage.clear();
  // Every column shown, as a user would choose in the column chooser (the default hides three audit columns).
  if (opts.allColumns) localStorage.setItem('fiu.columns.ireport', '[]');
  sessionStorage.clear();
  configure({ apiBase: server.origin, mode: 'standalone' });
  server.clear();
  signIn(users[who]);
  setOrganisation(organisations.find((o) => o.domain === users[who].domain)!);
  const m = await mountElement(irListDescriptor, load);
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

describe('fiu-ir-list', () => {
  it('asks for 50 newest disseminated first and shows the base columns, type labels and the Yes/No chip', async () => {
    const { root } = await mountAs('admin');
    expect(lastList()).toEqual({ ordering: '-disseminated_on', limit: '50', offset: '0' });
    expect(headers(root)).toEqual(['FIU Reference', 'Case Reference', 'Type', 'Title', 'Organisation', 'Downloaded', 'Number of Files', 'Disseminated', 'Report', 'Interim', 'Final']);
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
    const btn = (r: Row, col: string) => cell(m.root, rowOf(m.root, r.internal_reference), col).querySelector('button')!;

    expect(btn(fresh, 'Interim').textContent).toBe('Interim');
    expect(btn(fresh, 'Final').disabled).toBe(true);
    btn(fresh, 'Interim').click();
    expect(btn(updated, 'Interim').textContent).toBe('Update');
    expect(btn(updated, 'Final').disabled).toBe(false);
    btn(updated, 'Interim').click();
    btn(updated, 'Final').click();
    expect(btn(closed, 'Interim').disabled).toBe(true);
    expect(btn(closed, 'Final').disabled).toBe(true);
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
      cell(m.root, rowOf(m.root, target.internal_reference), 'Report').querySelector('button')!.click();
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
    expect(headers(plain.root).slice(-2)).toEqual(['Disseminate', 'Modified']); // the rest one click away
    const m = await mountAs('analyst', { allColumns: true });
    const { root } = m;
    expect(headers(root).slice(-6)).toEqual(['Final', 'Disseminate', 'Created By', 'Created', 'Modified By', 'Modified']);
    const target = answered(lists()[0]).find((r) => !r.disseminated)!;
    const disseminate = () => cell(root, rowOf(root, target.internal_reference), 'Disseminate').querySelector('button')!;
    disseminate().click();
    await waitFor(() => expect(root.querySelector('[role="alertdialog"]')).not.toBeNull());
    expect(root.querySelector('[role="alertdialog"]')!.textContent).toContain('Dissemination cannot be undone.');
    [...root.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')].find((b) => b.textContent?.trim() === 'Cancel')!.click();
    await settle();
    expect(server.of('PUT', `/api/intelligence/${target.id}`)).toHaveLength(0);

    disseminate().click();
    await waitFor(() => expect(root.querySelector('[role="alertdialog"]')).not.toBeNull());
    [...root.querySelectorAll<HTMLButtonElement>('[role="alertdialog"] button')].find((b) => b.textContent?.trim() === 'Disseminate')!.click();
    await waitFor(() => expect(server.of('PUT', `/api/intelligence/${target.id}`)[0]?.answer?.status).toBe(200));
    const sent = server.of('PUT', `/api/intelligence/${target.id}`)[0]!.json as Record<string, unknown>;
    expect(sent).toMatchObject({ disseminated: true, disseminated_by: users.analyst._id });
    expect(sent).not.toHaveProperty('downloaded');
    await waitFor(() => expect(cell(root, rowOf(root, target.internal_reference), 'Disseminate').textContent).toBe('Disseminated'));

    [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Add')!.click();
    [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === target.internal_reference)!.click();
    expect(m.of('fiu-navigate').map((e) => e.detail.path)).toEqual(['/ireport/new', `/ireport/${target.id}`]);
  });
});
