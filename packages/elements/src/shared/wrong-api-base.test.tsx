// @vitest-environment happy-dom
/**
 * Issue 7 item 10: an element pointed at `api-base="https://host/api"` (a natural mistake) calls /api/api/...;
 * it must say the server could not be reached at that address, not 'Authentication required' or
 * 'URL code not correct.'. Against the real server, which answers unknown API paths before authentication.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MSG } from '@fiu/core/authMessages';
import { DEMO_PASSWORD, demoUrlCode, resetSharedCore, setOrganisation, type Organisation } from '@fiu/core';
import { alertText, button, field, mountElement, type, waitFor } from '../test/harness';
import { startServer, type ElementTestServer } from '../test/server';
import { authorizeDescriptor } from '../authorize/descriptor';
import { loginDescriptor } from '../login/descriptor';

let server: ElementTestServer;
let fiu: Organisation;
beforeAll(async () => {
  server = await startServer();
  fiu = await server.organisation('fiu');
});
afterAll(() => server.close());
beforeEach(async () => {
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 0));
  resetSharedCore();
  localStorage.clear();
  sessionStorage.clear();
  await server.settle(); // what the test before sent is not this one's
  server.clear();
});

describe('api-base ending in /api', () => {
  it('fiu-authorize says the server could not be reached at that address', async () => {
    const wrong = `${server.origin}/api`;
    const { root } = await mountElement(authorizeDescriptor, () => import('../authorize/Authorize'), { 'api-base': wrong });
    type(field(root, 'URL Code'), demoUrlCode('fiu'));
    button(root, 'Continue').click();
    await waitFor(() => expect(alertText(root)).toBe(AUTH_MSG.serverNotReached(wrong)));
    const sent = server.requests.at(-1)!;
    expect(sent.path).toBe(`/api/api/domain/${demoUrlCode('fiu')}`);
    expect(sent.answer!.status).toBe(404);
  });

  it('fiu-login says the same (not "Authentication required" or "Username not registered")', async () => {
    const wrong = `${server.origin}/api`;
    setOrganisation(fiu);
    const { root } = await mountElement(loginDescriptor, () => import('../login/Login'), { 'api-base': wrong });
    type(field(root, 'Username'), 'analyst');
    type(field(root, 'Password'), DEMO_PASSWORD);
    button(root, 'Sign In').click();
    await waitFor(() => expect(alertText(root)).toBe(AUTH_MSG.serverNotReached(wrong)));
    expect(server.requests.at(-1)!.path).toBe('/api/api/login/2factor');
  });
});
