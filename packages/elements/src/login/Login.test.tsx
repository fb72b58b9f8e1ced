// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD as PASSWORD, MSG, configure, pendingAttempt, resetSharedCore, sessionStore, setOrganisation, type Organisation, type SignedInUser } from '@fiu/core';
import { alertText, button, field, fieldError, mountElement, pressEnter, type, waitFor } from '../test/harness';
import { startServer, type ElementTestServer, type Recorded } from '../test/server';
import { loginDescriptor } from './descriptor';
import { NO_ATTEMPT_MESSAGE } from './Login';

let server: ElementTestServer;
let fiu: Organisation;
let eca: Organisation;
const load = () => import('./Login');

beforeAll(async () => {
  server = await startServer();
  [fiu, eca] = await Promise.all([server.organisation('fiu'), server.organisation('eca')]);
});
afterAll(() => server.close());
beforeEach(async () => {
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 0));
  resetSharedCore();
  localStorage.clear();
  sessionStorage.clear();
  configure({ apiBase: server.origin });
  setOrganisation(fiu);
  server.clear();
});

/** The attempt id the server gave for the last credentials step. */
const attemptOf = () => (server.of('POST', '/api/login/2factor').at(-1)!.answer!.json as { attempt: string }).attempt;
const isKeyStep = (req: Recorded) => req.method === 'GET' && req.path.startsWith('/api/login/2factor/validate/');

async function credentials(username: string, password: string) {
  const m = await mountElement(loginDescriptor, load);
  type(field(m.root, 'Username'), username);
  type(field(m.root, 'Password'), password);
  button(m.root, 'Sign In').click();
  return m;
}

const toKeyStep = async () => {
  const m = await credentials('analyst', PASSWORD);
  await waitFor(() => expect(m.root.querySelector('h1')?.textContent).toBe('Enter your secret key'));
  return m;
};

describe('fiu-login, credentials step', () => {
  it('shows the organisation being signed in to, with autocomplete hints on the fields', async () => {
    const { root } = await mountElement(loginDescriptor, load);
    expect(root.querySelector('[part="organisation"]')?.textContent).toBe('Financial Intelligence Unit');
    expect(field(root, 'Username').getAttribute('autocomplete')).toBe('username');
    expect(field(root, 'Password').getAttribute('autocomplete')).toBe('current-password');
    expect(field(root, 'Password').type).toBe('password');
    // useSession: the screen follows the shared store.
    setOrganisation(eca);
    await waitFor(() => expect(root.querySelector('[part="organisation"]')?.textContent).toBe('Economic Crimes Agency'));
  });

  it("'Change' (organisation) navigates to /clear", async () => {
    const m = await mountElement(loginDescriptor, load);
    (m.root.querySelector('[aria-label="Change organisation"]') as HTMLButtonElement).click();
    expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([{ path: '/clear' }]);
  });

  it('asks for the username and password under the fields and sends nothing', async () => {
    const { root } = await credentials('', '');
    await waitFor(() => expect(fieldError(root, 'Username')).toBe(MSG.provideUsername));
    expect(fieldError(root, 'Password')).toBe(MSG.providePassword);
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['a wrong password (403)', 'analyst', 'wrong', MSG.passwordIncorrect],
    ['an unknown username (404)', 'nobody', PASSWORD, MSG.usernameNotRegistered],
  ])('maps %s to the spec message in the alert region', async (_what, username, password, message) => {
    const { root } = await credentials(username, password);
    await waitFor(() => expect(alertText(root)).toBe(message));
    expect(root.querySelector('h1')?.textContent).toBe('Sign in');
    expect(server.of('POST', '/api/login/2factor')[0]!.answer!.status).toBe(username === 'nobody' ? 404 : 403);
  });

  it("shows the server's text for any other failure", async () => {
    server.answerNext('POST /api/login/2factor', { status: 429, json: { error: 'Too many attempts. Try again in 60 seconds.' }, headers: { 'retry-after': '60' } });
    const { root } = await credentials('analyst', PASSWORD);
    await waitFor(() => expect(alertText(root)).toBe('Too many attempts. Try again in 60 seconds.'));
  });

  it('sends username, password, the organisation domain and the scope, and submits on Enter', async () => {
    const m = await mountElement(loginDescriptor, load);
    type(field(m.root, 'Username'), 'analyst');
    type(field(m.root, 'Password'), PASSWORD);
    pressEnter(field(m.root, 'Password'));
    await waitFor(() => expect(m.root.querySelector('h1')?.textContent).toBe('Enter your secret key'));
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/login/2factor',
      json: { username: 'analyst', password: PASSWORD, domain: 'fiu', scope: 'fiu-web' },
    });
  });

  it.each([
    ['Reset Password', '/reset'],
    ['Request Registration', '/register'],
    ['Upload a report', '/reportupload'],
  ])('%s navigates to %s', async (caption, path) => {
    const m = await mountElement(loginDescriptor, load);
    button(m.root, caption).click();
    expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([{ path }]);
    expect(m.of('fiu-navigate')[0]!.bubbles && m.of('fiu-navigate')[0]!.composed).toBe(true);
  });

  it("'I have a secret key' without a sign-in started says to sign in first", async () => {
    const { root } = await mountElement(loginDescriptor, load);
    button(root, MSG.haveSecretKey).click();
    await waitFor(() => expect(alertText(root)).toBe(NO_ATTEMPT_MESSAGE));
    expect(root.querySelector('h1')?.textContent).toBe('Sign in');
  });
});

describe("fiu-login, 'I have a secret key' after a reload (issue 8 item 7)", () => {
  it('takes a key already received: the tab kept the pending attempt, not a credential', async () => {
    const first = await toKeyStep();
    const attempt = attemptOf();
    expect(JSON.stringify({ ...localStorage })).not.toContain(attempt);
    // A reload: the element and the page's memory are gone; this tab's sessionStorage stays.
    first.el.remove();
    resetSharedCore();
    configure({ apiBase: server.origin });
    setOrganisation(fiu);
    const m = await mountElement(loginDescriptor, load);
    expect(m.root.querySelector('h1')?.textContent).toBe('Sign in');
    button(m.root, MSG.haveSecretKey).click();
    await waitFor(() => expect(m.root.querySelector('h1')?.textContent).toBe('Enter your secret key'));
    type(field(m.root, 'Secret key'), await server.keyMailedTo('analyst@fiu.example'));
    button(m.root, 'Submit').click();
    await waitFor(() => expect(sessionStore.getState().status).toBe('signed-in'));
    expect(server.requests.find(isKeyStep)!.headers.attempt).toBe(attempt);
    expect(server.of('POST', '/api/login/2factor')).toHaveLength(1);
  });
});

describe('fiu-login, landing (issue 8 item 6)', () => {
  it('data entry, who may not see the dashboard, lands on the first screen of their drawer: /list', async () => {
    setOrganisation(eca);
    const m = await credentials('entry', PASSWORD);
    await waitFor(() => expect(m.root.querySelector('h1')?.textContent).toBe('Enter your secret key'));
    type(field(m.root, 'Secret key'), await server.keyMailedTo('entry@eca.example'));
    button(m.root, 'Submit').click();
    await waitFor(() => expect(m.root.querySelector('[role="status"]')?.textContent).toContain('Opening Subjects…'));
    await waitFor(() => expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([{ path: '/list' }]), { timeout: 3000 });
  });
});

describe('fiu-login, key step', () => {
  it('asks for the key when it is empty', async () => {
    const { root } = await toKeyStep();
    expect(field(root, 'Secret key').getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(root.activeElement).toBe(field(root, 'Secret key'))); // keyboard users land in the field
    button(root, 'Submit').click();
    await waitFor(() => expect(fieldError(root, 'Secret key')).toBe(MSG.provideSecretKey));
    expect(server.requests).toHaveLength(1);
  });

  it("shows the server's text for a wrong key (403)", async () => {
    const { root } = await toKeyStep();
    type(field(root, 'Secret key'), 'WRONG1');
    button(root, 'Submit').click();
    await waitFor(() => expect(server.requests.find(isKeyStep)?.answer).toBeDefined());
    const answer = server.requests.find(isKeyStep)!.answer!;
    expect(answer.status).toBe(403);
    const text = (answer.json as { error: string }).error;
    expect(Object.values(MSG)).not.toContain(text); // the server's own words, not a message the page maps to
    await waitFor(() => expect(alertText(root)).toBe(text));
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('maps 404 to the unknown-username message', async () => {
    const { root } = await toKeyStep();
    server.answerNext(isKeyStep, { status: 404, json: { error: 'not found' } });
    type(field(root, 'Secret key'), await server.keyMailedTo('analyst@fiu.example'));
    button(root, 'Submit').click();
    await waitFor(() => expect(alertText(root)).toBe(MSG.usernameNotRegistered));
  });

  it.each([
    ['inactive', { active: false }, MSG.userNotActive],
    ['mobile', { role: 'mobile_entry' }, MSG.roleNotConfigured],
  ])('refuses the %s user even when the server answers 200', async (_who, change, message) => {
    // The real server refuses them itself (next test); the page must too, whatever a server answers.
    setOrganisation(eca);
    const m = await credentials('entry', PASSWORD);
    await waitFor(() => expect(m.root.querySelector('h1')?.textContent).toBe('Enter your secret key'));
    server.answerNext(isKeyStep, async (_req, forward) => {
      const real = await forward();
      return { ...real, json: { ...(real.json as SignedInUser), ...change } };
    });
    type(field(m.root, 'Secret key'), await server.keyMailedTo('entry@eca.example'));
    button(m.root, 'Submit').click();
    await waitFor(() => expect(alertText(m.root)).toBe(message));
    expect(server.requests.find(isKeyStep)!.answer!.status).toBe(200);
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(m.of('fiu-signed-in')).toHaveLength(0);
  });

  it.each([
    ['inactive', MSG.userNotActive],
    ['mobile', MSG.roleNotConfigured],
  ])('shows the refusal of the %s user by the server', async (username, message) => {
    setOrganisation(eca);
    const m = await credentials(username, PASSWORD);
    await waitFor(() => expect(m.root.querySelector('h1')?.textContent).toBe('Enter your secret key'));
    type(field(m.root, 'Secret key'), await server.keyMailedTo(`${username}@eca.example`));
    button(m.root, 'Submit').click();
    await waitFor(() => expect(alertText(m.root)).toBe(message));
    expect(server.requests.find(isKeyStep)!.answer!.status).toBe(403);
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('signs in with the trimmed key: fiu-signed-in without the token, then /dashboard about 1 s later', async () => {
    const m = await toKeyStep();
    const key = await server.keyMailedTo('analyst@fiu.example');
    type(field(m.root, 'Secret key'), `  ${key}\n`);
    const t0 = Date.now();
    pressEnter(field(m.root, 'Secret key'));
    await waitFor(() => expect(m.of('fiu-signed-in')).toHaveLength(1));
    const validate = server.requests.find(isKeyStep)!;
    expect(validate.path).toBe(`/api/login/2factor/validate/${key}/fiu`);
    expect(validate.headers.attempt).toBe(attemptOf());
    const user = validate.answer!.json as SignedInUser;
    const signedIn = m.of('fiu-signed-in')[0]!;
    expect(signedIn.target).toBe(m.el);
    expect((signedIn.detail as { user: { username: string } }).user.username).toBe('analyst');
    expect(JSON.stringify(signedIn.detail)).not.toContain(user.token);
    expect(JSON.stringify(signedIn.detail)).not.toContain(user.session);
    expect(sessionStore.getState()).toMatchObject({ status: 'signed-in', token: user.token });
    expect(m.root.querySelector('[role="status"]')?.textContent).toContain(user.name);
    expect(m.of('fiu-navigate')).toHaveLength(0);
    await waitFor(() => expect(m.of('fiu-navigate')).toHaveLength(1), { timeout: 3000 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(900);
    expect(m.of('fiu-navigate')[0]!.detail).toEqual({ path: '/dashboard' });
  });

  it("'Go Back' returns to the credentials step; 'I have a secret key' then returns without sending again", async () => {
    const { root } = await toKeyStep();
    button(root, MSG.goBack).click();
    await waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Sign in'));
    expect((field(root, 'Username') as HTMLInputElement).value).toBe('analyst');
    expect(pendingAttempt()).toBe(attemptOf());
    button(root, MSG.haveSecretKey).click();
    await waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Enter your secret key'));
    expect(server.requests.filter((s) => s.path === '/api/login/2factor')).toHaveLength(1);
    type(field(root, 'Secret key'), await server.keyMailedTo('analyst@fiu.example'));
    button(root, 'Submit').click();
    await waitFor(() => expect(sessionStore.getState().status).toBe('signed-in'));
  });
});
