// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, configure, resetSharedCore } from '@fiu/core';
import { startAuthServer, type AuthServer } from '../test/authServer';
import { alertText, button, field, fieldError, mountElement, type } from '../test/harness';
import { validateResetDescriptor } from './descriptor';
import { PASSWORD_HINT } from './ValidateReset';

let server: AuthServer;
const load = () => import('./ValidateReset');

beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 0));
  resetSharedCore();
  configure({ apiBase: server.origin });
  server.seen.length = 0;
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
    await vi.waitFor(() => expect(fieldError(root, 'New password')).toBe(MSG.providePassword));
    expect(fieldError(root, 'New password')).not.toBe(MSG.provideEmail);
    expect(server.seen).toHaveLength(0);
  });

  it('applies the password rule', async () => {
    const { root } = await fill('RESET1', 'short', 'short');
    await vi.waitFor(() => expect(fieldError(root, 'New password')).toBe(MSG.password));
  });

  it("says 'Passwords do not match' when the two differ", async () => {
    const { root } = await fill('RESET1', 'Demo#2027', 'Demo#2028');
    await vi.waitFor(() => expect(fieldError(root, 'Repeat password')).toBe(MSG.passwordsDoNotMatch));
    expect(server.seen).toHaveLength(0);
  });

  it('sends the trimmed key and the password, then navigates to /login', async () => {
    const m = await fill('  RESET1 ', 'Demo#2027', 'Demo#2027');
    await vi.waitFor(() => expect(m.of('fiu-navigate')).toHaveLength(1));
    expect((m.of('fiu-navigate')[0]!.detail as { path: string }).path).toBe('/login');
    expect(server.seen[0]).toMatchObject({ method: 'POST', path: '/api/password/validate/RESET1', json: { password: 'Demo#2027' } });
  });

  it("shows the server's text for a bad or expired key", async () => {
    const m = await fill('WRONG', 'Demo#2027', 'Demo#2027');
    await vi.waitFor(() => expect(alertText(m.root)).toBe('The reset key is wrong or has expired'));
    expect(m.of('fiu-navigate')).toHaveLength(0);
  });
});
