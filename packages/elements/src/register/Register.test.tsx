// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG, configure, resetSharedCore, setOrganisation, type Organisation } from '@fiu/core';
import { alertText, button, field, fieldError, mountElement, type, waitFor } from '../test/harness';
import { startServer, type ElementTestServer } from '../test/server';
import { registerDescriptor } from './descriptor';

let server: ElementTestServer;
let eca: Organisation;
const load = () => import('./Register');

beforeAll(async () => {
  server = await startServer();
  eca = await server.organisation('eca');
});
afterAll(() => server.close());
beforeEach(async () => {
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 0));
  resetSharedCore();
  localStorage.clear();
  configure({ apiBase: server.origin });
  setOrganisation(eca);
  await server.settle(); // what the test before sent is not this one's
  server.clear();
});

async function fill(values: { name: string; username: string; email: string; role: string }) {
  const m = await mountElement(registerDescriptor, load);
  type(field(m.root, 'Name'), values.name);
  type(field(m.root, 'Username'), values.username);
  type(field(m.root, 'Email address'), values.email);
  type(field(m.root, 'Role') as unknown as HTMLSelectElement, values.role);
  button(m.root, 'Register').click();
  return m;
}

describe('fiu-register', () => {
  it('offers the four registration roles with their labels', async () => {
    const { root } = await mountElement(registerDescriptor, load);
    const options = [...(field(root, 'Role') as unknown as HTMLSelectElement).options].filter((o) => o.value);
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['ict_admin', 'User Administrator'],
      ['admin', 'Intelligence Administrator'],
      ['data_entry', 'Data Entry'],
      ['mobile_entry', 'Mobile Data Entry'],
    ]);
  });

  it('requires name, username, e-mail and role', async () => {
    const { root } = await fill({ name: '', username: '', email: '', role: '' });
    await waitFor(() => expect(fieldError(root, 'Name')).toBe(MSG.required));
    expect(fieldError(root, 'Username')).toBe(MSG.required);
    expect(fieldError(root, 'Email address')).toBe(MSG.required);
    expect(fieldError(root, 'Role')).toBe(MSG.required);
    expect(server.requests).toHaveLength(0);
  });

  it('checks the e-mail format', async () => {
    const { root } = await fill({ name: 'Ngozi Eze', username: 'neze', email: 'not-an-email', role: 'data_entry' });
    await waitFor(() => expect(fieldError(root, 'Email address')).toBe(MSG.invalidEmail));
  });

  it('registers and shows the spec text to the letter, trailing space included', async () => {
    const { root } = await fill({ name: 'Ngozi Eze', username: 'neze', email: 'neze@eca.example', role: 'admin' });
    await waitFor(() => expect(root.querySelector('[part="notice"]')).not.toBeNull());
    const text = root.querySelector('[part="notice"] .fiu-banner__body')!.textContent;
    expect(text).toBe('User registered successfully. Please contact the administrator to enable your account. ');
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/register',
      json: { name: 'Ngozi Eze', username: 'neze', email: 'neze@eca.example', role: 'admin', domain: 'eca', scope: 'fiu-web' },
      answer: { status: 201 },
    });
  });

  it("shows the server's text when registration fails (409 username taken)", async () => {
    const { root } = await fill({ name: 'Funke Akindele', username: 'entry', email: 'entry2@eca.example', role: 'admin' });
    await waitFor(() => expect(server.requests[0]?.answer?.status).toBe(409));
    const text = (server.requests[0]!.answer!.json as { error: string }).error;
    expect(text).toMatch(/username/i);
    await waitFor(() => expect(alertText(root)).toBe(text));
  });

  it('puts the server field errors under the fields (400)', async () => {
    // Core's registration schema checks both sides, so the real server refuses nothing the page lets through.
    server.answerNext('POST /api/register', { status: 400, json: { error: 'Some fields are not valid', errors: { username: ['Only letters and digits'] } } });
    const { root } = await fill({ name: 'Ada', username: 'a b', email: 'ada@fiu.example', role: 'admin' });
    await waitFor(() => expect(fieldError(root, 'Username')).toBe('Only letters and digits'));
    expect(alertText(root)).toBe('Some fields are not valid');
  });
});
