// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { button, field, mountElement, type, waitFor, type Mounted } from '../test/harness';
import { freshPage, startServer, type ElementTestServer } from '../test/server';
import { groupListDescriptor } from './descriptor';

let server: ElementTestServer;
const load = () => import('./GroupList');

beforeAll(async () => {
  server = await startServer();
  await Promise.all([load(), import('../define/runtime')]);
});
afterAll(() => server.close());

async function mountAs(ref: string): Promise<Mounted> {
  await freshPage(server, await server.signIn(ref));
  return mountElement(groupListDescriptor, load);
}

const names = (root: ShadowRoot) =>
  [...root.querySelectorAll('tbody.fiu-datatable__body tr:not(.fiu-datatable__skeleton-row):not(.fiu-datatable__empty-row) td:first-child')].map((td) => td.textContent?.trim());
/** The dialog is portalled into the shadow root's portal target. */
const dialogButton = (root: ShadowRoot, caption: string) => button(root, caption);

describe('fiu-group-list', () => {
  it('the central unit adds a group and renames it; the name is the only field', async () => {
    const m = await mountAs('analyst@fiu');
    await waitFor(() => expect(m.root.querySelector('.fiu-list__total')).not.toBeNull());
    button(m.root, 'Add').click();
    await waitFor(() => expect(() => field(m.root, 'Name')).not.toThrow());
    expect(m.root.querySelectorAll('dialog input').length).toBe(1);
    // Empty: the schema's message, nothing sent.
    dialogButton(m.root, 'Save').click();
    await waitFor(() => expect(m.root.querySelector('dialog')?.textContent).toContain('This field is required'));
    expect(server.of('POST', '/api/groups')).toHaveLength(0);
    type(field(m.root, 'Name'), 'Leads');
    dialogButton(m.root, 'Save').click();
    await waitFor(() => expect(names(m.root)).toContain('Leads'));
    expect(server.of('POST', '/api/groups')[0]!.json).toEqual({ name: 'Leads' });
    expect(m.of('fiu-saved')[0]!.detail).toMatchObject({ kind: 'group', group: { name: 'Leads' } });

    (m.root.querySelector('button[aria-label="Edit Leads"]') as HTMLButtonElement).click();
    await waitFor(() => expect(field(m.root, 'Name').value).toBe('Leads'));
    type(field(m.root, 'Name'), 'Case leads');
    dialogButton(m.root, 'Save').click();
    await waitFor(() => expect(names(m.root)).toContain('Case leads'));
    expect(server.requests.some((r) => r.method === 'PUT' && r.path.startsWith('/api/groups/'))).toBe(true);
  });

  it("shows the server's error text when the name is taken", async () => {
    const m = await mountAs('analyst@fiu');
    await waitFor(() => expect(m.root.querySelector('.fiu-list__total')).not.toBeNull());
    button(m.root, 'Add').click();
    await waitFor(() => expect(() => field(m.root, 'Name')).not.toThrow());
    type(field(m.root, 'Name'), 'case LEADS');
    dialogButton(m.root, 'Save').click();
    await waitFor(() => expect(m.root.querySelector('dialog')?.textContent).toContain('A group with this name already exists'));
  });

  it('others: Permission Denied, nothing asked', async () => {
    for (const ref of ['viewer@fiu', 'admin@eca']) {
      const m = await mountAs(ref);
      await waitFor(() => expect(m.root.textContent).toContain('Permission Denied'));
      expect(server.of('GET', '/api/groups')).toHaveLength(0);
    }
  });
});
