// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import { button, field, fieldError, mountElement, type, waitFor, type Mounted } from '../test/harness';
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

  it('shows the handler status selector only on the handler’s own assignment; the handler archives it', async () => {
    const { root } = await open(viewer);
    await waitFor(() => expect(rowOf(root, 'Lagos port cash couriers')).toBeDefined());
    const row = rowOf(root, 'Lagos port cash couriers')!;
    // Two handlers: the viewer's own (a selector) and the analyst's (a badge only).
    expect(statusSelects(row)).toHaveLength(1);
    expect(statusSelects(rowOf(root, 'Operation Harmattan')!)).toHaveLength(0);
    const select = statusSelects(row)[0]!;
    expect(select.getAttribute('aria-label')).toBe('Status of Chidi Okafor on Lagos port cash couriers');
    type(select, 'archived');
    await waitFor(() => expect(toasts(root)).toContain('success:Status saved'));
    const put = server.requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/api/case/assignments/')).at(-1)!;
    expect(put.json).toEqual({ status: 'archived' });
    // Without can.assign.cases the form has no handlers.
    button(root, 'Add case').click();
    await waitFor(() => expect(field(root, 'Label')).toBeTruthy());
    expect(root.textContent).not.toContain('Add a handler');
  });

  it('the analyst adds a case with two subjects and a handler', async () => {
    const subjects = (await server.call<{ results: { id: string; surname: string; othernames: string }[] }>(analyst, '/api/suspects?limit=2')).results;
    const { root } = await open(analyst);
    await waitFor(() => expect(rowOf(root, 'Operation Harmattan')).toBeDefined());
    button(root, 'Add case').click();
    await waitFor(() => expect(field(root, 'Label')).toBeTruthy());
    type(field(root, 'Label'), 'Operation Dry Season');
    for (const s of subjects) {
      type(field(root, 'Add a subject'), s.surname);
      await waitFor(() => expect(root.querySelectorAll('[role="option"]').length).toBeGreaterThan(0), { timeout: 8000 });
      const option = [...root.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent?.includes(s.surname))!;
      option.click();
      await waitFor(() => expect(root.querySelector('[role="option"]')).toBeNull());
    }
    await waitFor(() => expect([...field(root, 'Add a handler').querySelectorAll('option')].some((o) => o.textContent === 'Chidi Okafor')).toBe(true));
    const viewerId = [...field(root, 'Add a handler').querySelectorAll('option')].find((o) => o.textContent === 'Chidi Okafor')!.value;
    type(field(root, 'Add a handler'), viewerId);
    await waitFor(() => expect(root.querySelector('[aria-label="Remove Chidi Okafor"]')).not.toBeNull());
    button(root, 'Save').click();
    await waitFor(() => expect(toasts(root)).toContain('success:Case saved'));
    const sent = server.of('POST', '/api/cases').at(-1)!.json as { label: string; suspects: { suspect: string }[]; assignments: { handler: string; status: string }[] };
    expect(sent.label).toBe('Operation Dry Season');
    expect(sent.suspects.map((s) => s.suspect).sort()).toEqual(subjects.map((s) => s.id).sort());
    expect(sent.assignments).toEqual([{ handler: viewerId, status: 'open' }]);
    await waitFor(() => expect(rowOf(root, 'Operation Dry Season')).toBeDefined());
  });

  it('a save the server refuses shows its errors and keeps the form', async () => {
    const { root } = await open(analyst);
    await waitFor(() => expect(rowOf(root, 'Operation Harmattan')).toBeDefined());
    button(root, 'Add case').click();
    await waitFor(() => expect(field(root, 'Label')).toBeTruthy());
    const posts = server.of('POST', '/api/cases').length;
    button(root, 'Save').click();
    // An empty label is refused before anything is sent.
    await waitFor(() => expect(fieldError(root, 'Label')).not.toBe(''));
    expect(server.of('POST', '/api/cases')).toHaveLength(posts);
    type(field(root, 'Label'), 'Refused');
    server.answerNext('POST /api/cases', { status: 400, json: { error: 'label: Something is off', errors: { label: ['Something is off'] } } });
    button(root, 'Save').click();
    await waitFor(() => expect(root.textContent).toContain('Label: Something is off'));
    expect(field(root, 'Label').value).toBe('Refused');
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
