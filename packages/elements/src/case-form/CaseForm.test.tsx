// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import { button, field, fieldError, mountElement, type, waitFor, type Mounted } from '../test/harness';
import { DROP, freshPage, startServer, type ElementTestServer } from '../test/server';
import { draftKey } from '../shared/forms/useDraft';
import { caseFormDescriptor } from './descriptor';

let server: ElementTestServer;
let analyst: SignedInUser, viewer: SignedInUser, admin: SignedInUser;
const load = () => import('./CaseForm');

interface Row {
  id: string;
  label: string;
  suspects: { suspect: string }[];
  assignments: { id: string; handler: string; handler_name: string; status: 'open' | 'archived' }[];
}

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

async function open(user: SignedInUser, id = ''): Promise<Mounted> {
  await freshPage(server, user);
  return mountElement(caseFormDescriptor, load, { 'case-id': id });
}
const caseNamed = async (label: string): Promise<Row> =>
  (await server.call<{ results: Row[] }>(analyst, `/api/cases?search=${encodeURIComponent(label)}`)).results.find((r) => r.label === label)!;
const toasts = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.fiu-toast')].map((t) => `${t.dataset.variant}:${t.textContent?.trim()}`);
const statusSelect = (root: ShadowRoot, name: string) => root.querySelector<HTMLSelectElement>(`select[aria-label="Status of ${name}"]`);

async function pickSubject(root: ShadowRoot, surname: string): Promise<void> {
  type(field(root, 'Add a subject'), surname);
  await waitFor(() => expect([...root.querySelectorAll('[role="option"]')].some((o) => o.textContent?.includes(surname))).toBe(true), { timeout: 8000 });
  [...root.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent?.includes(surname))!.click();
  await waitFor(() => expect(root.querySelector('[role="option"]')).toBeNull());
}

describe('fiu-case-form', () => {
  it("is 'Permission Denied' outside the central unit, and asks the server nothing", async () => {
    await freshPage(server, admin);
    const { root } = await mountElement(caseFormDescriptor, load, { 'case-id': '' });
    await waitFor(() => expect(root.textContent).toContain('Permission Denied'));
    expect(server.requests.filter((r) => r.path.startsWith('/api/cases'))).toHaveLength(0);
  });

  it('the analyst adds a case with two subjects and a handler: saved, fiu-saved, back to /cases', async () => {
    const subjects = (await server.call<{ results: { id: string; surname: string }[] }>(analyst, '/api/suspects?limit=2')).results;
    const m = await open(analyst);
    const { root } = m;
    await waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('New case'));
    type(field(root, 'Label'), 'Operation Dry Season');
    for (const s of subjects) await pickSubject(root, s.surname);
    await waitFor(() => expect([...field(root, 'Add a handler').querySelectorAll('option')].some((o) => o.textContent === 'Chidi Okafor')).toBe(true));
    const viewerId = [...field(root, 'Add a handler').querySelectorAll('option')].find((o) => o.textContent === 'Chidi Okafor')!.value;
    type(field(root, 'Add a handler'), viewerId);
    await waitFor(() => expect(root.querySelector('[aria-label="Remove Chidi Okafor"]')).not.toBeNull());
    // Only the central unit's staff are offered: no partner user.
    expect([...field(root, 'Add a handler').querySelectorAll('option')].map((o) => o.textContent)).not.toContain('Ibrahim Musa');
    button(root, 'Save').click();
    await waitFor(() => expect(toasts(root)).toContain('success:Case saved'));
    const sent = server.of('POST', '/api/cases').at(-1)!.json as { label: string; suspects: { suspect: string }[]; assignments: unknown[] };
    expect(sent.label).toBe('Operation Dry Season');
    expect(sent.suspects.map((s) => s.suspect).sort()).toEqual(subjects.map((s) => s.id).sort());
    expect(sent.assignments).toEqual([{ handler: viewerId, status: 'open' }]);
    const saved = await caseNamed('Operation Dry Season');
    expect(m.of('fiu-saved')[0]!.detail).toMatchObject({ kind: 'case', id: saved.id });
    await waitFor(() => expect(m.of('fiu-navigate').at(-1)?.detail).toEqual({ path: '/cases' }), { timeout: 4000 });
  });

  it('refuses an empty label before sending; a refused save shows the Errors panel and keeps the form and its draft across a reload', async () => {
    const { root } = await open(analyst);
    await waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('New case'));
    button(root, 'Save').click();
    await waitFor(() => expect(fieldError(root, 'Label')).not.toBe(''));
    expect(server.of('POST', '/api/cases')).toHaveLength(0);
    type(field(root, 'Label'), 'Refused');
    server.answerNext('POST /api/cases', { status: 400, json: { error: 'label: Something is off', errors: { label: ['Something is off'] } } });
    button(root, 'Save').click();
    await waitFor(() => expect(root.querySelector('[part="errors"]')?.textContent).toContain('Label: Something is off'));
    expect(field(root, 'Label').value).toBe('Refused');
    await waitFor(() => expect(fieldError(root, 'Label')).toBe('Something is off'));
    await waitFor(() => expect(sessionStorage.getItem(draftKey('case', null))).toContain('Refused'), { timeout: 2000 });
    // A reload: the draft comes back, marked.
    document.body.replaceChildren();
    const again = await mountElement(caseFormDescriptor, load, { 'case-id': '' });
    await waitFor(() => expect(field(again.root, 'Label').value).toBe('Refused'));
    expect(again.root.textContent).toContain('Restored unsaved changes');
    // A network failure: the form says so and keeps everything.
    server.answerNext('POST /api/cases', DROP);
    button(again.root, 'Save').click();
    await waitFor(() => expect(again.root.textContent).toContain('An error occurred while saving'));
    expect(field(again.root, 'Label').value).toBe('Refused');
  });

  it('a handler without can.assign.cases sees only their own status, and archiving it is sent as an assignment update', async () => {
    const lagos = await caseNamed('Lagos port cash couriers');
    const mine = lagos.assignments.find((a) => a.handler_name === 'Chidi Okafor')!;
    const { root } = await open(viewer, lagos.id);
    await waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Lagos port cash couriers'));
    expect(root.textContent).toContain('Your status on this case');
    expect(root.textContent).not.toContain('Handlers');
    expect(root.textContent).not.toContain('Amina Bello');
    expect(root.textContent).not.toContain('Add a handler');
    const other = mine.status === 'open' ? 'archived' : 'open';
    type(statusSelect(root, 'Chidi Okafor')!, other);
    button(root, 'Save').click();
    await waitFor(() => expect(toasts(root)).toContain('success:Case saved'));
    // The case is saved with the statuses it had (the server would refuse a change of handlers), then the update.
    const put = server.of('PUT', `/api/cases/${lagos.id}`).at(-1)!.json as { assignments: { status: string }[] };
    expect(put.assignments.map((a) => a.status).sort()).toEqual(lagos.assignments.map((a) => a.status).sort());
    expect(server.of('PUT', `/api/case/assignments/${mine.id}`).at(-1)!.json).toEqual({ status: other });
    expect((await caseNamed('Lagos port cash couriers')).assignments.find((a) => a.id === mine.id)!.status).toBe(other);
  });

  it('with can.change.all.cases every handler has a selector; a failed status update leaves the case saved and the status in the form', async () => {
    const lagos = await caseNamed('Lagos port cash couriers');
    const theirs = lagos.assignments.find((a) => a.handler_name === 'Chidi Okafor')!;
    const { root } = await open(analyst, lagos.id);
    await waitFor(() => expect(statusSelect(root, 'Chidi Okafor')).not.toBeNull());
    expect(statusSelect(root, 'Amina Bello')).not.toBeNull();
    const other = theirs.status === 'open' ? 'archived' : 'open';
    type(statusSelect(root, 'Chidi Okafor')!, other);
    server.answerNext(`PUT /api/case/assignments/${theirs.id}`, { status: 500, json: { error: 'Database unavailable' } });
    button(root, 'Save').click();
    await waitFor(() => expect(root.textContent).toContain("The case was saved, but not the handlers' statuses"));
    expect(statusSelect(root, 'Chidi Okafor')!.value).toBe(other);
    // Save again: only the status is left to send.
    button(root, 'Save').click();
    await waitFor(() => expect(toasts(root)).toContain('success:Case saved'));
    expect((await caseNamed('Lagos port cash couriers')).assignments.find((a) => a.id === theirs.id)!.status).toBe(other);
  });

  it("an unknown case is 'Case not found'", async () => {
    const { root } = await open(analyst, '00000000-0000-4000-8000-000000000000');
    await waitFor(() => expect(root.textContent).toContain('Case not found'));
  });
});
