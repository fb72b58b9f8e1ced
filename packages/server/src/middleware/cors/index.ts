import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export interface OriginPolicyOptions {
  /** Exact origins, e.g. from ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  /** Demo: any http://localhost:* and http://127.0.0.1:* origin too. */
  demo: boolean;
}

const LOCAL_DEV = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** `https://host[:port]` as browsers send it in the Origin header (no path, no trailing slash). */
export function normaliseOrigin(value: string): string | null {
  try {
    const u = new URL(value);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (value.replace(/\/$/, '') !== u.origin) return null;
    return u.origin;
  } catch {
    return null;
  }
}

/** The origins allowed to call us from another site. Exact string match; no wildcards, no suffix tricks. */
export function originPolicy(opts: OriginPolicyOptions): (origin: string) => boolean {
  const exact = new Set(opts.allowedOrigins.map((o) => normaliseOrigin(o.trim())).filter((o): o is string => !!o));
  return (origin) => exact.has(origin) || (opts.demo && LOCAL_DEV.test(origin));
}

/** Parses ALLOWED_ORIGINS (comma-separated). */
export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

export const ALLOWED_HEADERS = ['Token', 'Session', 'Attempt', 'Content-Type', 'Authorization'];

/**
 * CORS for host pages on other origins. Tokens travel in headers, never cookies, so no credentials mode.
 * A refused origin gets no Access-Control-Allow-Origin, and the browser keeps the answer from the page.
 */
export function corsFor(isAllowed: (origin: string) => boolean): MiddlewareHandler {
  return cors({
    origin: (origin) => (origin && isAllowed(origin) ? origin : null),
    allowHeaders: ALLOWED_HEADERS,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposeHeaders: ['Retry-After', 'X-Request-Id', 'Content-Disposition'],
    maxAge: 600,
  });
}
