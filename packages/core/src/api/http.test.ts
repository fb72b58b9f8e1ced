import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure } from '../config.js';
import { resetSharedCore } from '../core.js';
import type { SignedInUser } from '../schemas/index.js';
import { createMemoryStorage, type MemoryStorage } from '../session/memoryStorage.js';
import { setSessionStorage, setStorage } from '../session/storage.js';
import { onSessionEvent, sessionStore, signIn } from '../session/store.js';
import { ApiError, isApiError, isOwnUrl, mediaUrl, request, requestRaw, setFetch } from './http.js';
import { AUTH_MSG } from '../authMessages.js';
import { UNKNOWN_API_PATH } from './unknownPath.js';
import { api } from './index.js';
import { deadOrigin, startRecorder, type Recorder } from '../test/recorder.js';

const TOKEN = 'tok_5d0c8a7e1f2b3c4d5e6f7a8b9c0d1e2f';
const SESSION = 'ses_99aa88bb77cc';
const user: SignedInUser = {
  _id: 'u1', username: 'analyst', name: 'Ada', email: 'ada@fiu.example', role: 'fiu', domain: 'fiu',
  active: true, permissions: [], token: TOKEN, session: SESSION,
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
  tab = createMemoryStorage();
  setStorage(local);
  setSessionStorage(tab);
  configure({ apiBase: server.origin });
});
afterEach(() => resetSharedCore());

describe('request', () => {
  it('calls {apiBase}/api with Accept json, and Token + Session once signed in', async () => {
    await request('/messages');
    expect(server.last().path).toBe('/api/messages');
    expect(server.last().headers.accept).toBe('application/json');
    expect(server.last().headers.token).toBeUndefined();
    signIn(user);
    await request('/messages');
    expect(server.last().headers.token).toBe(TOKEN);
    expect(server.last().headers.session).toBe(SESSION);
  });

  it('sends JSON bodies and drops empty query values; arrays repeat', async () => {
    server.handle(() => ({ status: 201, json: { ok: true } }));
    const answer = await request('/x', { method: 'POST', body: { a: 1 }, query: { s: '', n: null, u: undefined, k: 'v', r: ['a', 'b'], z: 0, f: false } });
    expect(answer).toEqual({ ok: true });
    const r = server.last();
    expect(r.method).toBe('POST');
    expect(r.headers['content-type']).toContain('application/json');
    expect(r.json).toEqual({ a: 1 });
    expect([...r.query]).toEqual([['k', 'v'], ['r', 'a'], ['r', 'b'], ['z', '0'], ['f', 'false']]);
  });

  it('maps an error body to ApiError: status, the server text, body and field errors', async () => {
    server.handle(() => ({ status: 403, json: { error: 'Password is wrong', errors: { 'telephones.0.telephone': ['Digits only'], name: 'Required' } } }));
    const error = await request('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.status).toBe(403);
    expect(e.message).toBe('Password is wrong');
    expect(e.body).toEqual({ error: 'Password is wrong', errors: { 'telephones.0.telephone': ['Digits only'], name: 'Required' } });
    expect(e.fieldErrors).toEqual({ 'telephones.0.telephone': ['Digits only'], name: ['Required'] });
    expect(isApiError(e)).toBe(true);
  });

  it('uses the status text when the error body has no error text', async () => {
    server.handle(() => ({ status: 500, body: '<html>oops</html>', headers: { 'content-type': 'text/html' } }));
    const e = (await request('/x').catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(500);
    expect(e.message).toBe('Internal Server Error');
    expect(e.fieldErrors).toEqual({});
  });

  it("uses a plain-text error body as the server's text (core-records §8), not the status text", async () => {
    server.handle(() => ({ status: 500, body: 'Database is read-only for maintenance\n', headers: { 'content-type': 'text/plain' } }));
    const e = (await request('/x', { method: 'POST', body: {} }).catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(500);
    expect(e.message).toBe('Database is read-only for maintenance');
    server.handle(() => ({ status: 502, body: 'x'.repeat(301), headers: { 'content-type': 'text/plain' } }));
    const long = (await request('/x').catch((x: unknown) => x)) as ApiError;
    expect(long.message).toBe('Bad Gateway');
  });

  it('does not retry: a failed POST or GET reaches the server once', async () => {
    server.handle(() => ({ status: 503, json: { error: 'busy' } }));
    await request('/x').catch(() => {});
    await request('/x', { method: 'POST', body: {} }).catch(() => {});
    expect(server.requests).toHaveLength(2);
  });

  it('a network failure is ApiError status 0, saying the server could not be reached at that address', async () => {
    const dead = await deadOrigin();
    configure({ apiBase: dead });
    const e = (await request('/x').catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(0);
    expect(e.message).toBe(AUTH_MSG.serverNotReached(dead));
    expect(e.message).toBe(`The server could not be reached at ${dead}. Check the address and your connection, then try again.`);
  });

  describe('no FIU API at the configured address (issue 7 item 10): status 0 and the same message, never a 404', () => {
    const unreachable = async (apiBase = server.origin) => {
      const e = (await request('/domain/abc').catch((x: unknown) => x)) as ApiError;
      expect(e).toBeInstanceOf(ApiError);
      expect({ status: e.status, message: e.message }).toEqual({ status: 0, message: AUTH_MSG.serverNotReached(apiBase) });
    };

    it("the server's unknown-path answer (api-base ending in /api calls /api/api/...)", async () => {
      configure({ apiBase: `${server.origin}/api` });
      server.handle((r) => (r.path.startsWith('/api/api/') ? { status: 404, json: { error: 'Unknown API path: /api/api/domain/abc', code: UNKNOWN_API_PATH } } : { json: {} }));
      await unreachable(`${server.origin}/api`);
    });

    it('a 404 that is not JSON (another web server at that address)', async () => {
      server.handle(() => ({ status: 404, body: '<html><h1>Not Found</h1></html>', headers: { 'content-type': 'text/html' } }));
      await unreachable();
    });

    it('a 200 HTML page where JSON was asked (a web app answering every path)', async () => {
      server.handle(() => ({ status: 200, body: '<!doctype html><html></html>', headers: { 'content-type': 'text/html; charset=utf-8' } }));
      await unreachable();
    });

    it("our server's own 404s stay 404 with their text (a record or code not found)", async () => {
      server.handle(() => ({ status: 404, json: { error: 'Subject not found' } }));
      const e = (await request('/suspects/x').catch((x: unknown) => x)) as ApiError;
      expect({ status: e.status, message: e.message }).toEqual({ status: 404, message: 'Subject not found' });
    });

    it('the same-origin app (apiBase empty): the message without an address', () => {
      expect(AUTH_MSG.serverNotReached('')).toBe('The server could not be reached. Check your connection, then try again.');
    });
  });

  it('an abort stays an AbortError', async () => {
    server.handle(() => new Promise((r) => setTimeout(() => r({ json: {} }), 200)));
    const ctl = new AbortController();
    const p = request('/slow', { signal: ctl.signal }).catch((x: unknown) => x);
    setTimeout(() => ctl.abort(), 20);
    const e = (await p) as Error;
    expect(e.name).toBe('AbortError');
  });

  it('a 401 on a protected call ends the session as expired; on a public call it does not', async () => {
    const events: string[] = [];
    onSessionEvent((e) => events.push(e.type));
    signIn(user);
    server.handle(() => ({ status: 401, json: { error: 'Session expired' } }));
    await request('/x', { auth: false }).catch(() => {});
    expect(sessionStore.getState().status).toBe('signed-in');
    const e = (await request('/x').catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(401);
    expect(sessionStore.getState()).toMatchObject({ status: 'expired', token: null });
    expect(events).toEqual(['signed-in', 'session-expired']);
  });

  it('returns status and headers with requestRaw', async () => {
    server.handle(() => ({ status: 204 }));
    const res = await requestRaw('/x', { method: 'POST' });
    expect(res.status).toBe(204);
    expect(res.data).toBeUndefined();
  });

  it('parses a JSON body without letting __proto__ or constructor.prototype through', async () => {
    server.handle(() => ({ body: '{"a":1,"__proto__":{"polluted":true},"b":{"constructor":{"prototype":{"x":1}}},"c":"\\u005f"}', headers: { 'content-type': 'application/json' } }));
    const answer = (await request('/x')) as Record<string, unknown>;
    expect(answer).toEqual({ a: 1, b: {}, c: '_' });
    expect(Object.getPrototypeOf(answer)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads a body by its Content-Type: none or JSON as JSON, text/* as text, anything else as a Blob', async () => {
    server.handle(() => ({ body: '{"n":2}', headers: {} }));
    expect(await request('/x')).toEqual({ n: 2 });
    server.handle(() => ({ body: 'plain words', headers: { 'content-type': 'text/plain; charset=utf-8' } }));
    expect(await request('/x')).toBe('plain words');
    server.handle(() => ({ body: Buffer.from([1, 2, 3]), headers: { 'content-type': 'application/zip' } }));
    const blob = await request<Blob>('/x', { responseType: 'blob' });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    server.handle(() => ({ body: 'not json {', headers: { 'content-type': 'application/json' } }));
    expect(await request('/x')).toBe('not json {'); // what a proxy sends is kept as text, not a parse error
  });

  it('sends FormData, strings and Blobs as they are, and joins a path with or without its slash', async () => {
    const form = new FormData();
    form.append('f', new Blob(['abc'], { type: 'text/plain' }), 'a.txt');
    await request('/upload', { method: 'POST', body: form });
    expect(server.last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(server.last().text).toContain('abc');
    await request('raw', { method: 'PUT', body: 'x=1', headers: { 'Content-Type': 'text/plain' } });
    expect(server.last().path).toBe('/api/raw');
    expect(server.last().text).toBe('x=1');
    expect(server.last().headers['content-type']).toBe('text/plain');
    await request('/q?a=1', { query: { b: 'x y&z' } });
    expect(server.last().query.get('a')).toBe('1');
    expect(server.last().query.get('b')).toBe('x y&z');
  });

  it('takes an injected fetch', async () => {
    const seen: string[] = [];
    setFetch((input, init) => {
      seen.push(String(input));
      return fetch(input, init);
    });
    await request('/messages');
    expect(seen).toEqual([`${server.origin}/api/messages`]);
  });
});

describe('the token never travels in a URL (SECURITY promise 2)', () => {
  it('in no request made by any call, and in no media URL', async () => {
    signIn(user);
    server.handle(() => ({ json: { results: [], count: 0 } }));
    await api.subjects.list({ search: 'ada', limit: 20, offset: 0 });
    await api.intelligence.download('r1');
    await api.reports.downloadSubjectReport('s1');
    await api.reports.subjectReportExists('s1');
    await api.analysis.statement({ suspects: ['s1'], start: '2024-01-01', end: '2024-02-01' });
    await api.search.identifiers({ phone: ['0803'] });
    await api.users.setActive('u2', false);
    await api.auth.logout();
    expect(server.requests.length).toBeGreaterThan(6);
    for (const r of server.requests) {
      expect(r.url).not.toContain(TOKEN);
      expect(r.url).not.toContain(SESSION);
    }
    signIn(user);
    for (const url of [mediaUrl('a.jpg'), api.reports.subjectReportUrl('s1', 'docx'), api.reports.manualUrl('analyst')]) {
      expect(url).not.toContain(TOKEN);
      expect(url).not.toContain(SESSION);
    }
    expect(Object.values(Object.fromEntries(local.data)).join()).not.toContain(TOKEN);
  });

  it('sends no session headers to a URL that is not ours', async () => {
    const other = await startRecorder();
    try {
      signIn(user);
      await api.reports.downloadMedia(`${other.origin}/files/a.pdf`);
      expect(other.last().headers.token).toBeUndefined();
      expect(other.last().headers.session).toBeUndefined();
      await api.reports.downloadMedia('reports/a.pdf');
      expect(server.last().path).toBe('/media/reports/a.pdf');
      expect(server.last().headers.token).toBe(TOKEN);
    } finally {
      await other.close();
    }
  });
});

describe('mediaUrl / isOwnUrl', () => {
  it('builds `${mediaBase}/file`, encoding segments and dropping dot segments', () => {
    configure({ apiBase: 'https://fiu.example' });
    expect(mediaUrl('photo 1.jpg')).toBe('https://fiu.example/media/photo%201.jpg');
    expect(mediaUrl('/reports/../../api/x')).toBe('https://fiu.example/media/reports/api/x');
    expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    configure({ apiBase: '' });
    expect(mediaUrl('a.jpg')).toBe('/media/a.jpg');
  });

  it('recognises our own URLs only', () => {
    configure({ apiBase: 'https://fiu.example' });
    expect(isOwnUrl('https://fiu.example/media/a')).toBe(true);
    expect(isOwnUrl('https://fiu.example.evil.test/media/a')).toBe(false);
    expect(isOwnUrl('//evil.test/a')).toBe(false);
    configure({ apiBase: '' });
    expect(isOwnUrl('/media/a')).toBe(true);
    expect(isOwnUrl('//evil.test/a')).toBe(false);
  });
});

describe('investigate mode: ticket exchange (SECURITY promise 3)', () => {
  it('exchanges the getToken ticket once for a session, then sends that session; storage untouched', async () => {
    let asked = 0;
    configure({ mode: 'investigate', getToken: () => (asked++, 'ticket-1') });
    server.handle((r) => (r.path === '/api/investigate/session' ? { json: user } : { json: { results: [], count: 0 } }));
    await Promise.all([api.subjects.list(), api.cases.list(), api.messages.list()]);
    const exchanges = server.requests.filter((r) => r.path === '/api/investigate/session');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.method).toBe('POST');
    expect(exchanges[0]!.json).toEqual({ ticket: 'ticket-1' });
    expect(exchanges[0]!.headers.token).toBeUndefined();
    const calls = server.requests.filter((r) => r.path !== '/api/investigate/session');
    expect(calls).toHaveLength(3);
    for (const c of calls) expect(c.headers.token).toBe(TOKEN);
    expect(asked).toBe(1);
    expect(sessionStore.getState().status).toBe('signed-in');
    expect(local.calls).toEqual([]);
    expect(tab.calls).toEqual([]);
  });

  it('never sends a used ticket twice; a new ticket after expiry is exchanged', async () => {
    let ticket = 'ticket-1';
    configure({ mode: 'investigate', getToken: async () => ticket });
    server.handle((r) => (r.path === '/api/investigate/session' ? { json: user } : { status: 401, json: { error: 'expired' } }));
    await api.messages.list().catch(() => {});
    expect(sessionStore.getState().status).toBe('expired');
    await api.messages.list().catch(() => {}); // same ticket: not exchanged again, call goes without a token
    expect(server.requests.filter((r) => r.path === '/api/investigate/session')).toHaveLength(1);
    expect(server.last().headers.token).toBeUndefined();
    ticket = 'ticket-2';
    await api.messages.list().catch(() => {});
    const exchanges = server.requests.filter((r) => r.path === '/api/investigate/session');
    expect(exchanges.map((r) => (r.json as { ticket: string }).ticket)).toEqual(['ticket-1', 'ticket-2']);
  });

  it('a refused ticket surfaces as ApiError', async () => {
    configure({ mode: 'investigate', getToken: () => 'bad' });
    server.handle(() => ({ status: 403, json: { error: 'Ticket not valid' } }));
    const e = (await api.messages.list().catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(403);
    expect(e.message).toBe('Ticket not valid');
    expect(server.requests).toHaveLength(1);
  });
});
