import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rateLimit } from './index.js';

function app(limit: number, windowMs: number, clock: () => Date) {
  const a = new Hono();
  a.use('*', rateLimit({ limit, windowMs, clock, key: (c) => c.req.header('x-ip') ?? 'x' }));
  a.get('/', (c) => c.text('ok'));
  return a;
}

describe('rateLimit', () => {
  it('answers 429 with Retry-After and a JSON error once the window is used up', async () => {
    let t = 1_000_000;
    const a = app(2, 60_000, () => new Date(t));
    expect((await a.request('/')).status).toBe(200);
    expect((await a.request('/')).status).toBe(200);
    t += 15_000;
    const res = await a.request('/');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('45');
    expect(await res.json()).toEqual({ error: expect.stringMatching(/too many/i) });
  });

  it('opens a new window when the old one ends', async () => {
    let t = 0;
    const a = app(1, 1000, () => new Date(t));
    expect((await a.request('/')).status).toBe(200);
    expect((await a.request('/')).status).toBe(429);
    t += 1000;
    expect((await a.request('/')).status).toBe(200);
  });

  it('counts each key on its own', async () => {
    const a = app(1, 60_000, () => new Date(0));
    expect((await a.request('/', { headers: { 'x-ip': 'a' } })).status).toBe(200);
    expect((await a.request('/', { headers: { 'x-ip': 'b' } })).status).toBe(200);
    expect((await a.request('/', { headers: { 'x-ip': 'a' } })).status).toBe(429);
  });
});
