import type { Context } from 'hono';

/**
 * The caller's address for rate limiting and the audit log. X-Forwarded-For is believed only when the
 * operator says a proxy sets it (TRUST_PROXY=1); otherwise anyone could pick their own bucket.
 */
export function clientIp(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const fwd = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (fwd) return fwd.slice(0, 64);
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
