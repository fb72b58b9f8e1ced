// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import { button, mountElement, type, waitFor, type Mounted } from '../test/harness';
import { freshPage, startServer, type ElementTestServer } from '../test/server';
import { caseListDescriptor } from './descriptor';

let server: ElementTestServer;
let analyst: SignedInUser, viewer: SignedInUser, admin: SignedInUser;
const load = () => import('./CaseList');

beforeAll(async () => {
  [server] = await Promise.all([startServer({ seedSize: 12 }), load()]);
  analyst = await server.signIn('analyst@fiu');
  viewer = await server.signIn('viewer@fiu');
  admin = await server.signIn('admin@eca');
}, 120_000);
afterAll(async () => {
  document.body.replaceChildren();
  await server.close();
});

async function open(user: SignedInUser): Promise<Mounted> {
  await freshPage(server, user);
  return mountElement(caseListDescriptor, load);
}
const rowOf = (root: ShadowRoot, label: string) => [...root.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes(label)) as HTMLTableRowElement | undefined;
const statusSelects = (tr: Element) => [...tr.querySelectorAll<HTMLSelectElement>('select')];
const toasts = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.fiu-toast')].map((t) => `${t.dataset.variant}:${t.textContent?.trim()}`);

describe('fiu-case-list', () => {
  it("is 'Permission Denied' outside the central unit", async () => {
    const { root } = await open(admin);
    await waitFor(() => expect(root.textContent).toContain('Permission Denied'));
    expect(server.of('GET', '/api/cases')).toHaveLength(0);
  });

  it('shows the handler status selector only on the handler’s own assignment, and without can.assign.cases no Handlers column', async () => {
    const { root } = await open(viewer);
    await waitFor(() => expect(rowOf(root, 'Lagos port cash couriers')).toBeDefined());
    const headers = [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    expect(headers).toContain('Your status');
    expect(headers).not.toContain('Handlers');
    const row = rowOf(root, 'Lagos port cash couriers')!;
    // The viewer's own assignment: a selector; the analyst's handler is not shown at all.
    expect(statusSelects(row)).toHaveLength(1);
    expect(row.textContent).not.toContain('Amina Bello');
    expect(statusSelects(rowOf(root, 'Operation Harmattan')!)).toHaveLength(0);
    const select = statusSelects(row)[0]!;
    expect(select.getAttribute('aria-label')).toBe('Status of Chidi Okafor on Lagos port cash couriers');
    const wanted = select.value === 'open' ? 'archived' : 'open';
    type(select, wanted);
    await waitFor(() => expect(toasts(root)).toContain('success:Status saved'));
    const put = server.requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/api/case/assignments/')).at(-1)!;
    expect(put.json).toEqual({ status: wanted });
    // Put it back: the later tests count the viewer's open cases.
    await server.call(viewer, put.path, { method: 'PUT', body: { status: wanted === 'open' ? 'archived' : 'open' } });
  });

  it('with can.assign.cases the Handlers column lists every handler, a selector on each with can.change.all.cases', async () => {
    const { root } = await open(analyst);
    await waitFor(() => expect(rowOf(root, 'Lagos port cash couriers')).toBeDefined());
    const headers = [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    expect(headers).toContain('Handlers');
    expect(headers).not.toContain('Your status');
    expect(statusSelects(rowOf(root, 'Lagos port cash couriers')!)).toHaveLength(2);
  });

  it('Add and a case’s label open the case form', async () => {
    const m = await open(analyst);
    await waitFor(() => expect(rowOf(m.root, 'Operation Harmattan')).toBeDefined());
    button(m.root, 'Add case').click();
    expect(m.of('fiu-navigate').at(-1)!.detail).toEqual({ path: '/cases/new' });
    rowOf(m.root, 'Operation Harmattan')!.querySelector<HTMLButtonElement>('button[aria-label="Open case Operation Harmattan"]')!.click();
    const cases = await server.call<{ results: { id: string; label: string }[] }>(analyst, '/api/cases?search=harmattan');
    expect(m.of('fiu-navigate').at(-1)!.detail).toEqual({ path: `/cases/${cases.results[0]!.id}` });
    // The form is a screen of its own now: no dialog here.
    expect(m.root.querySelector('[role="dialog"]')).toBeNull();
  });

  it('the Subjects button opens the subjects list of the case', async () => {
    const m = await open(analyst);
    await waitFor(() => expect(rowOf(m.root, 'Operation Harmattan')).toBeDefined());
    rowOf(m.root, 'Operation Harmattan')!.querySelector<HTMLButtonElement>('button[aria-label="Subjects of Operation Harmattan"]')!.click();
    const cases = await server.call<{ results: { id: string; label: string }[] }>(analyst, '/api/cases?search=harmattan');
    expect(m.of('fiu-navigate')[0]!.detail).toEqual({ path: '/list', state: { case: cases.results[0]!.id } });
  });
});

describe('fiu-case-list opened from an address (query)', () => {
  const chips = (root: ShadowRoot) => [...root.querySelectorAll('.fiu-filter-chips__chip')].map((c) => c.textContent?.replace('×', '').trim());
  const count = (root: ShadowRoot) => root.querySelector('.case-list__count')?.textContent ?? '';

  it("lists the signed-in handler's open cases, says so in chips, and every case once cleared", async () => {
    const mine = await server.call<{ count: number; results: { label: string }[] }>(viewer, '/api/cases?assigned=me&status=open');
    const all = (await server.call<{ count: number }>(viewer, '/api/cases')).count;
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.count).toBeLessThan(all);
    await freshPage(server, viewer);
    const { root } = await mountElement(caseListDescriptor, load, { query: 'assigned=me&status=open&assigned=you' });
    await waitFor(() => expect(count(root)).toBe(String(mine.count)));
    const sent = server.of('GET', '/api/cases').at(-1)!.query;
    expect(sent.get('assigned')).toBe('me');
    expect(sent.get('status')).toBe('open');
    expect(rowOf(root, mine.results[0]!.label)).toBeDefined();
    expect(chips(root)).toEqual(['Assigned to: me', 'Status: open']);
    // Removing one chip keeps the other.
    root.querySelector<HTMLButtonElement>('button[aria-label="Remove filter Status: open"]')!.click();
    await waitFor(() => expect(server.of('GET', '/api/cases').at(-1)!.query.has('status')).toBe(false));
    expect(server.of('GET', '/api/cases').at(-1)!.query.get('assigned')).toBe('me');
    expect(chips(root)).toEqual(['Assigned to: me']);
    button(root, 'Clear').click();
    await waitFor(() => expect(count(root)).toBe(String(all)));
    expect(root.querySelector('.fiu-filter-chips')).toBeNull();
  });
});
