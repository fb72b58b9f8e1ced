import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { corsFor, normaliseOrigin, originPolicy, parseAllowedOrigins } from './index.js';

function app(allowed: string[], demo: boolean) {
  const a = new Hono();
  a.use('*', corsFor(originPolicy({ allowedOrigins: allowed, demo })));
  a.get('/x', (c) => c.json({ ok: true }));
  return a;
}

describe('originPolicy', () => {
  it('allows exactly the listed origins', () => {
    const ok = originPolicy({ allowedOrigins: parseAllowedOrigins('https://host.example, https://b.example:8443'), demo: false });
    expect(ok('https://host.example')).toBe(true);
    expect(ok('https://b.example:8443')).toBe(true);
    expect(ok('https://host.example.evil.test')).toBe(false);
    expect(ok('http://host.example')).toBe(false);
    expect(ok('https://evilhost.example')).toBe(false);
    expect(ok('http://localhost:3000')).toBe(false);
    expect(ok('null')).toBe(false);
  });

  it('in demo mode also allows any localhost and 127.0.0.1 port over http', () => {
    const ok = originPolicy({ allowedOrigins: [], demo: true });
    expect(ok('http://localhost:5173')).toBe(true);
    expect(ok('http://127.0.0.1:9000')).toBe(true);
    expect(ok('http://localhost')).toBe(true);
    expect(ok('http://localhost.evil.test')).toBe(false);
    expect(ok('http://127.0.0.1.evil.test:80')).toBe(false);
    expect(ok('https://attacker.example')).toBe(false);
  });

  it('normalises configured origins and refuses non-origins', () => {
    expect(normaliseOrigin('https://a.example/')).toBe('https://a.example');
    expect(normaliseOrigin('https://a.example/path')).toBeNull();
    expect(normaliseOrigin('javascript:alert(1)')).toBeNull();
  });
});

describe('corsFor', () => {
  it('answers an allowed origin with its own origin and the auth headers in preflight', async () => {
    const a = app(['https://host.example'], false);
    const res = await a.request('/x', {
      method: 'OPTIONS',
      headers: { Origin: 'https://host.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'token,session' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://host.example');
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of ['token', 'session', 'attempt', 'content-type', 'authorization']) expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives a refused origin no Access-Control-Allow-Origin', async () => {
    const a = app(['https://host.example'], false);
    const res = await a.request('/x', { headers: { Origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await a.request('/x', { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' } });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
  });
});
