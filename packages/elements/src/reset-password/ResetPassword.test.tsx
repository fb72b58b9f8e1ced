// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG, configure, resetSharedCore, setOrganisation, type Organisation } from '@fiu/core';
import { alertText, button, field, fieldError, mountElement, type, waitFor } from '../test/harness';
import { startServer, type ElementTestServer } from '../test/server';
import { resetPasswordDescriptor } from './descriptor';

let server: ElementTestServer;
let eca: Organisation;
const load = () => import('./ResetPassword');

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
  server.clear();
});

describe('fiu-reset-password', () => {
  it("asks for the e-mail address when it is empty ('Please provide your email address')", async () => {
    const { root } = await mountElement(resetPasswordDescriptor, load);
    button(root, 'Reset').click();
    await waitFor(() => expect(fieldError(root, 'Email address')).toBe(MSG.provideEmail));
    expect(server.requests).toHaveLength(0);
  });

  it('sends the e-mail with the domain and scope, then shows the notice and Proceed → /validate', async () => {
    const m = await mountElement(resetPasswordDescriptor, load);
    expect(field(m.root, 'Email address').getAttribute('autocomplete')).toBe('email');
    type(field(m.root, 'Email address'), 'admin@eca.example');
    button(m.root, 'Reset').click();
    await waitFor(() => expect(m.root.querySelector('[part="notice"]')?.textContent).toBe(MSG.resetKeySent));
    expect(server.requests[0]).toMatchObject({ path: '/api/password/reset', json: { email: 'admin@eca.example', domain: 'eca', scope: 'fiu-web' } });
    expect(await server.keyMailedTo('admin@eca.example', 'Reset key')).toMatch(/^\S{6,}$/); // the server mailed a key
    await waitFor(() => expect(m.root.activeElement).toBe(button(m.root, 'Proceed')));
    button(m.root, 'Proceed').click();
    expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([{ path: '/validate' }]);
  });

  it("'I have Received Password Key' goes to /validate without sending anything", async () => {
    const m = await mountElement(resetPasswordDescriptor, load);
    button(m.root, MSG.haveResetKey).click();
    expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([{ path: '/validate' }]);
    expect(server.requests).toHaveLength(0);
  });

  it("shows the server's error text in red when the request fails", async () => {
    server.answerNext('POST /api/password/reset', { status: 429, json: { error: 'Too many reset requests. Try again in a minute.' }, headers: { 'retry-after': '60' } });
    const { root } = await mountElement(resetPasswordDescriptor, load);
    type(field(root, 'Email address'), 'admin@eca.example');
    button(root, 'Reset').click();
    await waitFor(() => expect(alertText(root)).toBe('Too many reset requests. Try again in a minute.'));
    expect(root.querySelector('[role="alert"] .fiu-banner--error')).not.toBeNull(); // red
  });
});
