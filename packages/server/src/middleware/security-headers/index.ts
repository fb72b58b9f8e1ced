import type { MiddlewareHandler } from 'hono';

/**
 * CSP of the standalone app's HTML (SECURITY.md promise 9). Styles are adopted constructable stylesheets,
 * which CSP does not govern, so no 'unsafe-inline' is needed; no 'unsafe-eval' anywhere (zod's JIT is off).
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** API answers are data, never documents: nothing may load from them or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * nosniff and no-referrer on every answer; on /api also `Cache-Control: no-store` (personal data must not
 * sit in browser or proxy caches) and a deny-all CSP. Any other HTML answer that sets no CSP of its own gets
 * the app's, so no document of this origin can run a script the origin did not ship (issue 7 item 1).
 */
export function securityHeaders(opts: { apiPrefix?: string } = {}): MiddlewareHandler {
  const prefix = opts.apiPrefix ?? '/api/';
  return async function securityHeadersMiddleware(c, next) {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    if (c.req.path.startsWith(prefix) || c.req.path === prefix.slice(0, -1)) {
      c.header('Cache-Control', 'no-store');
      c.header('Content-Security-Policy', API_CSP);
    } else if (/^text\/html\b/i.test(c.res.headers.get('Content-Type') ?? '') && !c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', APP_CSP);
    }
  };
}
