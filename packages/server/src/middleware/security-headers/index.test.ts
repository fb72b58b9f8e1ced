import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { APP_CSP, securityHeaders } from './index.js';

const app = new Hono();
app.use('*', securityHeaders());
app.get('/api/x', (c) => c.json({ ok: true }));
app.get('/page', (c) => c.html('<p>hi</p>'));
app.get('/own-csp', (c) => c.html('<p>own</p>', 200, { 'Content-Security-Policy': "default-src 'none'" }));
app.get('/api/boom', () => {
  throw new Error('boom');
});
app.onError((_e, c) => c.json({ error: 'Internal error' }, 500));

describe('securityHeaders', () => {
  it('marks API answers no-store, nosniff, no-referrer with a deny-all CSP', async () => {
    const res = await app.request('/api/x');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('also marks error answers', async () => {
    const res = await app.request('/api/boom');
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves caching of other paths to their handler but still sets nosniff', async () => {
    const res = await app.request('/page');
    expect(res.headers.get('cache-control')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives every HTML answer without a CSP of its own the app CSP (script-src self), and keeps a stricter own one', async () => {
    const res = await app.request('/page');
    expect(res.headers.get('content-security-policy')).toBe(APP_CSP);
    expect((await app.request('/own-csp')).headers.get('content-security-policy')).toBe("default-src 'none'");
  });

  it('has a strict app CSP: no eval, no inline script, no plugins, no base, framing by self only', () => {
    expect(APP_CSP).toContain("script-src 'self'");
    expect(APP_CSP).not.toMatch(/unsafe-(eval|inline)/);
    expect(APP_CSP).toContain("object-src 'none'");
    expect(APP_CSP).toContain("base-uri 'none'");
    expect(APP_CSP).toContain("frame-ancestors 'self'");
  });
});
