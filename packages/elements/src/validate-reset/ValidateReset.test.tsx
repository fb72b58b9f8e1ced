// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG, configure, resetSharedCore } from '@fiu/core';
import { alertText, button, field, fieldError, mountElement, type, waitFor } from '../test/harness';
import { startServer, type ElementTestServer } from '../test/server';
import { validateResetDescriptor } from './descriptor';
import { PASSWORD_HINT } from './ValidateReset';

let server: ElementTestServer;
const load = () => import('./ValidateReset');

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 0));
  resetSharedCore();
  configure({ apiBase: server.origin });
  server.clear();
});

async function fill(key: string, password: string, repeat: string) {
  const m = await mountElement(validateResetDescriptor, load);
  type(field(m.root, 'Reset key'), key);
  type(field(m.root, 'New password'), password);
  type(field(m.root, 'Repeat password'), repeat);
  button(m.root, 'Change Password').click();
  return m;
}

describe('fiu-validate-reset', () => {
  it('shows the password helper text under the password', async () => {
    const { root } = await mountElement(validateResetDescriptor, load);
    expect(root.textContent).toContain(PASSWORD_HINT);
    expect(field(root, 'New password').getAttribute('autocomplete')).toBe('new-password');
  });

  it("says 'Please provide your password' for an empty password (a documented deviation from the old product)", async () => {
    const { root } = await fill('RESET1', '', '');
    await waitFor(() => expect(fieldError(root, 'New password')).toBe(MSG.providePassword));
    expect(fieldError(root, 'New password')).not.toBe(MSG.provideEmail);
    expect(server.requests).toHaveLength(0);
  });

  it('applies the password rule', async () => {
    const { root } = await fill('RESET1', 'short', 'short');
    await waitFor(() => expect(fieldError(root, 'New password')).toBe(MSG.password));
  });

  it("says 'Passwords do not match' when the two differ", async () => {
    const { root } = await fill('RESET1', 'Demo#2027', 'Demo#2028');
    await waitFor(() => expect(fieldError(root, 'Repeat password')).toBe(MSG.passwordsDoNotMatch));
    expect(server.requests).toHaveLength(0);
  });

  it('sends the trimmed key and the password, then navigates to /login', async () => {
    await server.call(null, '/api/password/reset', { method: 'POST', body: { email: 'ceo@eca.example', domain: 'eca', scope: 'fiu-web' } });
    const key = await server.keyMailedTo('ceo@eca.example', 'Reset key');
    const m = await fill(`  ${key} `, 'Demo#2027', 'Demo#2027');
    await waitFor(() => expect(m.of('fiu-navigate')).toHaveLength(1));
    expect((m.of('fiu-navigate')[0]!.detail as { path: string }).path).toBe('/login');
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: `/api/password/validate/${key}`, json: { password: 'Demo#2027' }, answer: { status: 200 } });
  });

  it("shows the server's text for a bad or expired key", async () => {
    const m = await fill('WRONG1', 'Demo#2027', 'Demo#2027');
    await waitFor(() => expect(server.requests[0]?.answer?.status).toBe(403));
    const text = (server.requests[0]!.answer!.json as { error: string }).error;
    expect(text).toMatch(/key/i);
    await waitFor(() => expect(alertText(m.root)).toBe(text));
    expect(m.of('fiu-navigate')).toHaveLength(0);
  });
});
