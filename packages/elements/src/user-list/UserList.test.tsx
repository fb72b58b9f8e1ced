// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import { button, field, mountElement, type, waitFor, type Mounted } from '../test/harness';
import { freshPage, startServer, type ElementTestServer } from '../test/server';
import { userListDescriptor } from './descriptor';

let server: ElementTestServer;
const load = () => import('./UserList');
const EDITOR = ['can.change.users', 'can.activate.user', 'can.reset.password'];

beforeAll(async () => {
  server = await startServer();
  await Promise.all([load(), import('../define/runtime')]);
});
afterAll(() => server.close());

async function mountAs(ref: string): Promise<{ m: Mounted; me: SignedInUser }> {
  const me = await server.signIn(ref);
  await freshPage(server, me);
  const m = await mountElement(userListDescriptor, load);
  return { m, me };
}

const rows = (root: ShadowRoot) => [...root.querySelectorAll('tbody.fiu-datatable__body tr:not(.fiu-datatable__skeleton-row):not(.fiu-datatable__empty-row)')];
const headers = (root: ShadowRoot) => [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
const rowOf = (root: ShadowRoot, username: string) => rows(root).find((r) => r.querySelector('.fiu-users__username')?.textContent === username);
const labelled = (root: ShadowRoot, label: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const options = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
const toast = () => document.body.querySelector('fiu-user-list')!.shadowRoot!.textContent ?? '';

describe('fiu-user-list as the central unit (analyst@fiu: every permission)', () => {
  it('lists every organisation\'s users, 300 a page, with Add and the row buttons', async () => {
    const { m } = await mountAs('analyst@fiu');
    await waitFor(() => expect(rows(m.root).length).toBeGreaterThan(8));
    expect(Object.fromEntries(server.of('GET', '/api/users').at(-1)!.query)).toMatchObject({ limit: '300', offset: '0' });
    expect(headers(m.root)).toEqual(expect.arrayContaining(['Name', 'Email', 'Role', 'Organisation', 'Status']));
    expect(button(m.root, 'Add')).toBeTruthy();
    await waitFor(() => expect(rowOf(m.root, 'forex')?.textContent).toContain('Central Bank'));
    expect(labelled(m.root, 'Edit Halima Yusuf')).not.toBeNull();
    expect(labelled(m.root, 'Deactivate Halima Yusuf')).not.toBeNull();
    expect(labelled(m.root, 'Reset password Halima Yusuf')).not.toBeNull();
    // Never one's own activation.
    expect(labelled(m.root, 'Deactivate Amina Bello')).toBeNull();

    // Edit opens the row as the list has it (no second call), under its organisation's name.
    labelled(m.root, 'Edit Halima Yusuf')!.click();
    await waitFor(() => expect(m.root.querySelector('h1')?.textContent).toBe('Halima Yusuf'));
    expect(m.root.querySelector('.fiu-rf__meta')?.textContent).toContain('Central Bank');
    expect(field(m.root, 'Role').value).toBe('forex');
    expect(server.requests.filter((r) => r.method === 'GET' && /^\/api\/users\/[^/]+$/.test(r.path))).toHaveLength(0);
    button(m.root, 'Back').click();
    await waitFor(() => expect(m.root.querySelector('h1')?.textContent).toContain('Users'));
  });

  it('adds a user at eca with the §6.4 role choices, and shows the list again with them', async () => {
    const { m } = await mountAs('analyst@fiu');
    await waitFor(() => expect(rows(m.root).length).toBeGreaterThan(0));
    button(m.root, 'Add').click();
    await waitFor(() => expect(m.root.querySelector('h1')?.textContent).toBe('New user'));
    expect(options(field(m.root, 'Role'))).toEqual(['fiu', 'ict_admin', 'ceo', 'admin', 'data_entry', 'mobile_entry', 'forex']);
    await waitFor(() => expect(options(field(m.root, 'Organisation'))).toContain('eca'));
    const name = `kemi${Date.now().toString(36)}`;
    type(field(m.root, 'Username'), name);
    type(field(m.root, 'Name'), 'Kemi Adebayo');
    type(field(m.root, 'Email'), `${name}@eca.example`);
    type(field(m.root, 'Role'), 'data_entry');
    type(field(m.root, 'Organisation'), 'eca');
    button(m.root, 'Add phone').click();
    await waitFor(() => expect(() => field(m.root, 'Phone 1')).not.toThrow());
    type(field(m.root, 'Phone 1'), '0803-123');
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.root.textContent).toContain('Phone numbers can only contain digits'));
    expect(server.of('POST', '/api/users')).toHaveLength(0);
    type(field(m.root, 'Phone 1'), '0803123');
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    expect(server.of('POST', '/api/users')[0]!.json).toMatchObject({ username: name, domain: 'eca', role: 'data_entry', phones: ['0803123'] });
    await waitFor(() => expect(rowOf(m.root, name)).toBeTruthy(), { timeout: 8000 });
    const mail = await server.keyMailedTo(`${name}@eca.example`, 'Reset key');
    expect(mail).toMatch(/^[A-Z0-9]+$/);
  });

  it("shows the server's error text when a save is refused", async () => {
    const { m } = await mountAs('analyst@fiu');
    await waitFor(() => expect(rows(m.root).length).toBeGreaterThan(0));
    button(m.root, 'Add').click();
    await waitFor(() => expect(options(field(m.root, 'Organisation'))).toContain('eca'));
    type(field(m.root, 'Username'), 'entry');
    type(field(m.root, 'Name'), 'Someone');
    type(field(m.root, 'Email'), 'someone@eca.example');
    type(field(m.root, 'Role'), 'data_entry');
    type(field(m.root, 'Organisation'), 'eca');
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.root.textContent).toContain('A user with this username already exists in this organisation'));
    expect(m.root.querySelector('h1')?.textContent).toBe('New user');
  });

  it('deactivates and activates a user, and sends a reset key', async () => {
    const { m } = await mountAs('analyst@fiu');
    onTestFinished(async () => {
      const analyst = await server.signIn('analyst@fiu');
      const inactive = (await server.call<{ results: { _id: string; username: string }[] }>(analyst, '/api/users?domain=eca')).results.find((u) => u.username === 'admin')!;
      await server.send(analyst, `/api/activate/users?action=activate&id=${inactive._id}`);
    });
    await waitFor(() => expect(labelled(m.root, 'Deactivate Ibrahim Musa')).not.toBeNull());
    labelled(m.root, 'Deactivate Ibrahim Musa')!.click();
    await waitFor(() => expect(labelled(m.root, 'Activate Ibrahim Musa')).not.toBeNull());
    expect(Object.fromEntries(server.of('GET', '/api/activate/users')[0]!.query)).toMatchObject({ action: 'deactivate' });
    expect(rowOf(m.root, 'admin')?.textContent).toContain('Inactive');
    labelled(m.root, 'Activate Ibrahim Musa')!.click();
    await waitFor(() => expect(labelled(m.root, 'Deactivate Ibrahim Musa')).not.toBeNull());

    labelled(m.root, 'Reset password Ibrahim Musa')!.click();
    await waitFor(() => expect(toast()).toContain('A password reset key was sent to admin@eca.example'));
    expect(server.of('POST', '/api/password/reset')[0]!.json).toEqual({ _id: expect.any(String) });
    expect(await server.keyMailedTo('admin@eca.example', 'Reset key')).toMatch(/^[A-Z0-9]+$/);
  });
});

describe('fiu-user-list as a partner organisation', () => {
  it('with can.change.users (admin@eca): their organisation only, no Add, data entry and mobile entry only', async () => {
    await server.setPermissions('admin@eca', EDITOR);
    onTestFinished(() => server.setPermissions('admin@eca', []));
    const { m } = await mountAs('admin@eca');
    await waitFor(() => expect(rows(m.root).length).toBeGreaterThan(0));
    expect(Object.fromEntries(server.of('GET', '/api/users').at(-1)!.query)).toMatchObject({ domain: 'eca' });
    expect(rows(m.root).every((r) => !r.textContent?.includes('Central Bank'))).toBe(true);
    expect(headers(m.root)).not.toContain('Organisation');
    expect([...m.root.querySelectorAll('button')].map((b) => b.textContent?.trim())).not.toContain('Add');
    // Their chief executive is not theirs to change.
    expect(labelled(m.root, 'Edit Ngozi Eze')).toBeNull();
    labelled(m.root, 'Edit Funke Akindele')!.click();
    await waitFor(() => expect(m.root.querySelector('h1')?.textContent).toBe('Funke Akindele'));
    expect(options(field(m.root, 'Role'))).toEqual(['data_entry', 'mobile_entry']);
    expect(m.root.textContent).not.toContain('Permissions');
    button(m.root, 'Back').click();
    await waitFor(() => expect(m.root.querySelector('h1')?.textContent).toContain('Users'));
  });

  it('without it: Permission Denied', async () => {
    const { m } = await mountAs('ceo@eca');
    await waitFor(() => expect(m.root.textContent).toContain('Permission Denied'));
    expect(server.of('GET', '/api/users')).toHaveLength(0);
  });
});
