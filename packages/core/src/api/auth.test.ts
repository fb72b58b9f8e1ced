import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure } from '../config.js';
import { resetSharedCore } from '../core.js';
import type { Organisation, SignedInUser } from '../schemas/index.js';
import { createMemoryStorage, type MemoryStorage } from '../session/memoryStorage.js';
import { STORAGE_KEYS, setSessionStorage, setStorage } from '../session/storage.js';
import { sessionStore, setOrganisation, signIn } from '../session/store.js';
import * as auth from './auth.js';
import { ApiError } from './http.js';
import { deadOrigin, startRecorder, type Recorder } from '../test/recorder.js';

const user: SignedInUser = {
  _id: 'u1', username: 'analyst', name: 'Ada', email: 'ada@fiu.example', role: 'fiu', domain: 'efcc',
  active: true, permissions: [], token: 'tok_abcdef0123456789abcdef0123456789', session: 'ses_1',
};
const org: Organisation = {
  domain: 'efcc', name: 'EFCC', approval_status_enabled: true, batch_enabled: false, request_access: true, org_type: 'partner',
};

let server: Recorder;
let local: MemoryStorage;
let tab: MemoryStorage;
beforeAll(async () => {
  server = await startRecorder();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ json: {} }));
  local = createMemoryStorage();
  setStorage(local);
  tab = createMemoryStorage();
  setSessionStorage(tab);
  configure({ apiBase: server.origin });
});
afterEach(() => resetSharedCore());

const rejection = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as ApiError);

describe('lookupDomain', () => {
  it('GET /api/domain/{urlcode}, encoded', async () => {
    server.handle(() => ({ json: org }));
    expect(await auth.lookupDomain('efccdemocodexxxxxxxxxxxxxxxxxxxx')).toEqual(org);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/api/domain/efccdemocodexxxxxxxxxxxxxxxxxxxx' });
    await auth.lookupDomain('a/b?c');
    expect(server.last().url).toBe('/api/domain/a%2Fb%3Fc');
  });

  it('404 → ApiError 404 with the server text', async () => {
    server.handle(() => ({ status: 404, json: { error: 'Unknown URL code' } }));
    const e = await rejection(auth.lookupDomain('nope'));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 404, message: 'Unknown URL code' });
  });
});

describe('startSignIn', () => {
  it('POSTs {username, domain, password, scope} with the stored domain and config scope, untrimmed', async () => {
    setOrganisation(org);
    server.handle(() => ({ json: { attempt: 'att-1', sent: true } }));
    expect(await auth.startSignIn({ username: ' analyst ', password: ' Demo#2026 ' })).toEqual({ attempt: 'att-1', sent: true });
    const r = server.last();
    expect(r).toMatchObject({ method: 'POST', path: '/api/login/2factor' });
    expect(r.json).toEqual({ username: ' analyst ', domain: 'efcc', password: ' Demo#2026 ', scope: 'fiu-web' });
  });

  it('falls back to the default domain cbn; an explicit domain wins; scope follows config', async () => {
    configure({ scope: 'other-scope' });
    await auth.startSignIn({ username: 'a', password: 'p' });
    expect(server.last().json).toMatchObject({ domain: 'cbn', scope: 'other-scope' });
    await auth.startSignIn({ username: 'a', password: 'p', domain: 'ndlea' });
    expect(server.last().json).toMatchObject({ domain: 'ndlea' });
  });

  it('403 wrong password / 429 come back as ApiError with status and text', async () => {
    server.handle(() => ({ status: 403, json: { error: 'Password is incorrect' } }));
    expect(await rejection(auth.startSignIn({ username: 'a', password: 'b' }))).toMatchObject({ status: 403, message: 'Password is incorrect' });
    server.handle(() => ({ status: 429, json: { error: 'Too many attempts' }, headers: { 'retry-after': '30' } }));
    expect(await rejection(auth.startSignIn({ username: 'a', password: 'b' }))).toMatchObject({ status: 429 });
    expect(server.requests).toHaveLength(2); // a 429 is not retried
  });

  it('keeps the attempt id out of localStorage; in the tab only, where the tab session is kept', async () => {
    server.handle(() => ({ json: { attempt: 'att-secret-9', sent: true } }));
    await auth.startSignIn({ username: 'a', password: 'b' });
    expect([...local.data].flat().join()).not.toContain('att-secret-9');
    expect(JSON.parse(tab.data.get(STORAGE_KEYS.attempt)!)).toMatchObject({ id: 'att-secret-9' });
  });

  it('a key entered after a reload of the tab is sent with the attempt the tab kept', async () => {
    server.handle((r) => (r.path === '/api/login/2factor' ? { json: { attempt: 'att-reload', sent: true } } : { json: user }));
    await auth.startSignIn({ username: 'analyst', password: 'Demo#2026', domain: 'efcc' });
    // A reload: the page's memory (the shared core) is new, the tab's sessionStorage stays.
    resetSharedCore();
    setStorage(local);
    setSessionStorage(tab);
    configure({ apiBase: server.origin });
    await auth.validateKey('KEY', 'efcc');
    expect(server.last().headers.attempt).toBe('att-reload');
    // Used: forgotten in memory and in the tab.
    expect(tab.data.has(STORAGE_KEYS.attempt)).toBe(false);
  });
});

describe('validateKey', () => {
  it('trims the key, sends the remembered attempt id as header Attempt, returns the user', async () => {
    server.handle((r) => (r.path === '/api/login/2factor' ? { json: { attempt: 'att-7', sent: true } } : { json: user }));
    await auth.startSignIn({ username: 'analyst', password: 'Demo#2026', domain: 'efcc' });
    const got = await auth.validateKey('  K3Y9Z2  \n', 'efcc');
    expect(got).toEqual(user);
    const r = server.last();
    expect(r).toMatchObject({ method: 'GET', path: '/api/login/2factor/validate/K3Y9Z2/efcc' });
    expect(r.headers.attempt).toBe('att-7');
    // returning the user does not itself activate the session
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('uses the stored domain when none is given', async () => {
    setOrganisation(org);
    server.handle(() => ({ json: user }));
    await auth.validateKey('KEY');
    expect(server.last().path).toBe('/api/login/2factor/validate/KEY/efcc');
    expect(server.last().headers.attempt).toBeUndefined(); // no sign-in started in this page
  });

  it("403 'User account not active' is the server's text", async () => {
    server.handle(() => ({ status: 403, json: { error: 'User account not active' } }));
    expect(await rejection(auth.validateKey('k', 'efcc'))).toMatchObject({ status: 403, message: 'User account not active' });
  });

  it('network failure → status 0', async () => {
    configure({ apiBase: await deadOrigin() });
    expect(await rejection(auth.validateKey('k', 'efcc'))).toMatchObject({ status: 0 });
  });
});

describe('logout', () => {
  it('POST /api/logout with the auth headers, then signs out (even when the server fails)', async () => {
    signIn(user);
    server.handle(() => ({ status: 204 }));
    await auth.logout();
    expect(server.last()).toMatchObject({ method: 'POST', path: '/api/logout' });
    expect(server.last().headers.token).toBe(user.token);
    expect(server.last().headers.session).toBe('ses_1');
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', token: null });

    signIn(user);
    server.handle(() => ({ status: 500, json: { error: 'down' } }));
    await expect(auth.logout()).rejects.toMatchObject({ status: 500 });
    expect(sessionStore.getState().token).toBeNull();
  });
});

describe('hasRequestAccess', () => {
  it('GET /api/hasrfi/{domain}: 2xx true, 404 false, network failure throws', async () => {
    server.handle(() => ({ status: 204 }));
    expect(await auth.hasRequestAccess('efcc')).toBe(true);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/api/hasrfi/efcc' });
    server.handle(() => ({ status: 200, json: {} }));
    expect(await auth.hasRequestAccess('efcc')).toBe(true);
    server.handle(() => ({ status: 404, json: { error: 'no' } }));
    expect(await auth.hasRequestAccess('efcc')).toBe(false);
    configure({ apiBase: await deadOrigin() });
    await expect(auth.hasRequestAccess('efcc')).rejects.toMatchObject({ status: 0 });
  });
});

describe('password reset, registration, public upload', () => {
  it('requestPasswordReset POSTs {email, domain, scope}', async () => {
    server.handle(() => ({ json: { sent: true } }));
    setOrganisation(org);
    expect(await auth.requestPasswordReset({ email: 'ada@fiu.example' })).toEqual({ sent: true });
    expect(server.last()).toMatchObject({ method: 'POST', path: '/api/password/reset' });
    expect(server.last().json).toEqual({ email: 'ada@fiu.example', domain: 'efcc', scope: 'fiu-web' });
  });

  it('validatePasswordReset trims the key and POSTs {password}; 400 carries the rule text', async () => {
    await auth.validatePasswordReset(' RK-1 ', { password: 'Abcdef1#' });
    expect(server.last()).toMatchObject({ method: 'POST', path: '/api/password/validate/RK-1', json: { password: 'Abcdef1#' } });
    server.handle(() => ({ status: 400, json: { error: 'Password rule', errors: { password: ['too weak'] } } }));
    const e = await rejection(auth.validatePasswordReset('k', { password: 'x' }));
    expect(e).toMatchObject({ status: 400, message: 'Password rule', fieldErrors: { password: ['too weak'] } });
  });

  it('register POSTs {name, username, email, role, domain, scope}; 409 is an ApiError', async () => {
    server.handle(() => ({ status: 201, json: { ok: true } }));
    await auth.register({ name: 'Bo', username: 'bo', email: 'bo@x.ng', role: 'data_entry', domain: 'efcc' });
    expect(server.last()).toMatchObject({ method: 'POST', path: '/api/register' });
    expect(server.last().json).toEqual({ name: 'Bo', username: 'bo', email: 'bo@x.ng', role: 'data_entry', domain: 'efcc', scope: 'fiu-web' });
    server.handle(() => ({ status: 409, json: { error: 'Username taken' } }));
    expect(await rejection(auth.register({ name: 'Bo', username: 'bo', email: 'bo@x.ng', role: 'admin' }))).toMatchObject({ status: 409, message: 'Username taken' });
    expect(server.last().json).toMatchObject({ domain: 'cbn' });
  });

  it('uploadReport POSTs {name, email, reports, domain}', async () => {
    setOrganisation(org);
    await auth.uploadReport({ name: 'Bo', email: 'bo@x.ng', reports: ['data:application/pdf;base64,JVBERi0='] });
    expect(server.last()).toMatchObject({ method: 'POST', path: '/api/reportupload' });
    expect(server.last().json).toEqual({ name: 'Bo', email: 'bo@x.ng', reports: ['data:application/pdf;base64,JVBERi0='], domain: 'efcc' });
  });
});

describe('investigate calls', () => {
  it('exchangeInvestigateTicket POSTs {ticket} to /api/investigate/session and returns the user', async () => {
    server.handle(() => ({ json: user }));
    expect(await auth.exchangeInvestigateTicket('tkt')).toEqual(user);
    expect(server.last()).toMatchObject({ method: 'POST', path: '/api/investigate/session', json: { ticket: 'tkt' } });
  });

  it('investigateSignIn and investigatePersist (fixed-credential flow, off by default on our server)', async () => {
    server.handle(() => ({ status: 404, json: { error: 'Not enabled' } }));
    expect(await rejection(auth.investigateSignIn({ username: 'svc', password: 'pw', domain: 'fiu' }))).toMatchObject({ status: 404 });
    expect(server.last()).toMatchObject({ method: 'POST', path: '/api/investigate/login' });
    expect(server.last().json).toEqual({ domain: 'fiu', scope: 'fiu-web', username: 'svc', password: 'pw' });
    server.handle(() => ({ json: { ok: true } }));
    signIn(user);
    await auth.investigatePersist({ items: [{ id: 1 }], email: 'a@b.ng', case_reference: 'C-1' });
    expect(server.last()).toMatchObject({ method: 'POST', path: '/api/investigate/persist', json: { items: [{ id: 1 }], email: 'a@b.ng', case_reference: 'C-1' } });
    expect(server.last().headers.token).toBe(user.token);
  });
});
