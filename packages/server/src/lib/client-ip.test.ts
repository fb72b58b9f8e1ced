import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rateLimit } from '../middleware/rate-limit/index.js';
import { clientIp } from './client-ip.js';

/** An app that answers the address clientIp() sees, for a request from `socket` with these headers. */
async function seen(trustProxy: number, xff: string | undefined, socket = '10.0.0.9'): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, trustProxy)));
  const headers: Record<string, string> = xff === undefined ? {} : { 'X-Forwarded-For': xff };
  return (await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } })).text();
}

describe('clientIp (issue 7 item 3: the address is not the client\'s to choose)', () => {
  it('without TRUST_PROXY: the socket address, whatever X-Forwarded-For says', async () => {
    expect(await seen(0, '6.6.6.6')).toBe('10.0.0.9');
    expect(await seen(0, undefined)).toBe('10.0.0.9');
  });

  it('TRUST_PROXY=1: the right-most entry (the one our proxy appended), not the left-most the client wrote', async () => {
    expect(await seen(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await seen(1, '6.6.6.6,203.0.113.7')).toBe('203.0.113.7');
    expect(await seen(1, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('TRUST_PROXY=2: the entry two hops away (as Express\'s `trust proxy` with a hop count)', async () => {
    // client 203.0.113.7 → CDN (appends 203.0.113.7) → load balancer (appends the CDN 198.51.100.2) → us
    expect(await seen(2, '6.6.6.6, 203.0.113.7, 198.51.100.2')).toBe('203.0.113.7');
  });

  it('fewer entries than trusted hops: the left-most one (nothing further to go by)', async () => {
    expect(await seen(3, '203.0.113.7, 198.51.100.2')).toBe('203.0.113.7');
  });

  it('no X-Forwarded-For behind a trusted proxy: the socket address', async () => {
    expect(await seen(1, undefined)).toBe('10.0.0.9');
    expect(await seen(1, '')).toBe('10.0.0.9');
  });

  it('an entry that is not an IP address is not believed: the socket address', async () => {
    expect(await seen(1, '1.2.3.4, <script>')).toBe('10.0.0.9');
    expect(await seen(1, 'x'.repeat(500))).toBe('10.0.0.9');
  });

  it('IPv6 entries are kept as written', async () => {
    expect(await seen(1, '6.6.6.6, 2001:db8::7')).toBe('2001:db8::7');
  });

  it('a client cannot pick a fresh rate-limit bucket by writing its own X-Forwarded-For', async () => {
    const app = new Hono();
    app.use('*', rateLimit({ limit: 2, windowMs: 60_000, clock: () => new Date(0), key: (c) => clientIp(c, 1) }));
    app.get('/', (c) => c.text('ok'));
    const env = { incoming: { socket: { remoteAddress: '10.0.0.9' } } };
    const statuses: number[] = [];
    for (const fake of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      // The proxy appends the real client address (203.0.113.7) to whatever the client sent.
      const res = await app.request('/', { headers: { 'X-Forwarded-For': `${fake}, 203.0.113.7` } }, env);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
