// @vitest-environment happy-dom
/**
 * The element tests' server, as a page sees it: core's API client (happy-dom's fetch, with CORS) through the
 * recorder to the real server in its worker.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, resetSharedCore, signIn as signInPage, type SignedInUser } from '@fiu/core';
import { request } from '@fiu/core/api/http';
import { DROP, startServer, type ElementTestServer } from './server';

let server: ElementTestServer;
let analyst: SignedInUser;
beforeAll(async () => {
  server = await startServer({ seedSize: 10 });
  analyst = await server.signIn('analyst@fiu');
});
afterAll(() => server.close());
beforeEach(() => {
  resetSharedCore();
  configure({ apiBase: server.origin });
  server.clear();
});

const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as { status: number; message: string });

describe('the element tests server', () => {
  it('signs demo users in for real: a session the server takes, the key read from the dev mailbox', async () => {
    expect(analyst).toMatchObject({ username: 'analyst', domain: 'fiu', active: true });
    expect(analyst.token.length).toBeGreaterThanOrEqual(22);
    expect(await server.keyMailedTo('analyst@fiu.example')).toMatch(/^\S{6,}$/);
    signInPage(analyst);
    const list = await request<{ count: number }>('/suspects', { query: { pager: 'limit', limit: 1 } });
    expect(list.count).toBe(10);
  });

  it('forwards what the page sends and records it with the answer; preflights are not counted', async () => {
    signInPage(analyst);
    await request('/suspects', { query: { pager: 'limit', limit: 2, ordering: 'surname' } });
    expect(server.requests).toHaveLength(1);
    const [sent] = server.of('GET', '/api/suspects');
    expect(Object.fromEntries(sent!.query)).toEqual({ pager: 'limit', limit: '2', ordering: 'surname' });
    expect(sent!.headers.token).toBe(analyst.token);
    expect(sent!.answer).toMatchObject({ status: 200, json: { count: 10 } });
    expect((sent!.answer!.json as { results: unknown[] }).results).toHaveLength(2);
  });

  it('answers the next matching request itself, once, with the CORS headers the page needs', async () => {
    server.answerNext('GET /api/organisations', { status: 500, json: { error: 'Database is down' } });
    expect(await failure(request('/organisations', { auth: false }))).toMatchObject({ status: 500, message: 'Database is down' });
    const real = await request<{ count: number }>('/organisations', { auth: false });
    expect(real.count).toBe(5);
    server.answerNext('/api/organisations', { status: 502, body: 'Bad gateway', headers: { 'content-type': 'text/plain' } });
    expect(await failure(request('/organisations', { auth: false }))).toMatchObject({ status: 502 });
  });

  it('drops a connection (status 0), delays or alters the real answer', async () => {
    server.answerNext('/api/organisations', DROP);
    expect(await failure(request('/organisations', { auth: false }))).toMatchObject({ status: 0 });
    server.answerNext('/api/organisations', async (_req, forward) => {
      const real = await forward();
      return { ...real, json: { ...(real.json as object), count: 99 } };
    });
    expect(await request('/organisations', { auth: false })).toMatchObject({ count: 99, results: expect.any(Array) });
  });

  it('holds matching requests until released', async () => {
    const release = server.hold('/api/organisations');
    let done = false;
    const answer = request('/organisations', { auth: false }).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(done).toBe(false);
    release();
    await answer;
    expect(done).toBe(true);
  });

  it('resets the records to the seed', async () => {
    const before = await server.call<{ results: { id: string; status: string }[] }>(analyst, '/api/suspects?pager=limit&limit=100');
    const pending = before.results.find((s) => s.status !== 'treated')!;
    const whole = await server.call<Record<string, unknown>>(analyst, `/api/suspects/${pending.id}`);
    await server.call(analyst, `/api/suspects/${pending.id}`, { method: 'PUT', body: { ...whole, status: 'treated' } });
    expect(await server.call(analyst, `/api/suspects/${pending.id}`)).toMatchObject({ status: 'treated' });
    await server.reset();
    expect(await server.call(analyst, `/api/suspects/${pending.id}`)).toMatchObject({ status: pending.status });
    expect(await server.call(analyst, '/api/suspects?pager=limit&limit=100')).toEqual(before);
  });

  it('gives a demo user permissions no demo user has, from its next request, until set back', async () => {
    const mission = await server.signIn('missionentry@mission');
    const all = await server.call<{ results: { id: string; domain: string }[] }>(analyst, '/api/companies?pager=limit&limit=100');
    const other = all.results.find((c) => c.domain !== 'mission')!;
    expect((await server.send(mission, `/api/companies/${other.id}`)).status).toBe(404);
    await server.setPermissions('missionentry@mission', ['can.view.all.subjects', 'can.view.all.companies']);
    try {
      expect(await server.send(mission, `/api/companies/${other.id}`)).toMatchObject({ status: 200, json: { id: other.id } });
      expect((await server.signIn('missionentry@mission')).permissions).toEqual(['can.view.all.subjects', 'can.view.all.companies']);
    } finally {
      await server.setPermissions('missionentry@mission', ['can.view.all.subjects']);
    }
    expect((await server.send(mission, `/api/companies/${other.id}`)).status).toBe(404);
  });
});
