import type { Context, MiddlewareHandler } from 'hono';

export interface RateLimitOptions {
  /** Requests allowed per window and key. */
  limit: number;
  windowMs: number;
  /** The bucket a request counts against (the client's address). */
  key: (c: Context) => string;
  clock?: () => Date;
  /** Refusal text. */
  message?: string;
}

/**
 * Fixed-window rate limit, in memory. NOTE: the counters live in this process. Several server processes
 * behind one address each allow `limit` per window; put a shared limiter (the proxy, or a table) in front
 * when running more than one.
 *
 * Over the limit: 429 `{error}` with Retry-After (seconds until the window ends).
 */
export function rateLimit(opts: RateLimitOptions): MiddlewareHandler {
  const now = () => (opts.clock ? opts.clock().getTime() : Date.now());
  const windows = new Map<string, { start: number; count: number }>();
  const message = opts.message ?? 'Too many requests. Please wait a moment and try again.';
  return async function rateLimitMiddleware(c, next) {
    const t = now();
    // Forget finished windows now and then so the map cannot grow without bound.
    if (windows.size > 10_000) for (const [k, w] of windows) if (t - w.start >= opts.windowMs) windows.delete(k);
    const k = opts.key(c);
    let w = windows.get(k);
    if (!w || t - w.start >= opts.windowMs) {
      w = { start: t, count: 0 };
      windows.set(k, w);
    }
    w.count += 1;
    if (w.count > opts.limit) {
      const retry = Math.max(1, Math.ceil((w.start + opts.windowMs - t) / 1000));
      return c.json({ error: message }, 429, { 'Retry-After': String(retry) });
    }
    await next();
  };
}
