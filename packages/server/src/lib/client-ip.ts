import { isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * The caller's address for rate limiting and the audit log.
 *
 * `trustedHops` (TRUST_PROXY) is the number of proxies in front of the server that append to
 * X-Forwarded-For, as Express's `trust proxy` with a hop count: the address is taken that many hops away,
 * i.e. the right-most entry that is not one of our proxies. Entries further left were written by the client
 * and are never believed (else anyone could pick their own rate-limit bucket and fake the audit log's
 * address). 0 (the default): the socket address only. An entry that is not an IP address is not believed.
 */
export function clientIp(c: Context, trustedHops: number | boolean = 0): string {
  const socket = socketAddress(c);
  const hops = trustedHops === true ? 1 : trustedHops === false ? 0 : trustedHops;
  if (hops <= 0) return socket;
  const entries = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (!entries.length) return socket;
  // The socket peer is hop 0 (our proxy); the right-most entry hop 1, and so on.
  const chosen = entries[Math.max(entries.length - hops, 0)]!;
  return isIP(chosen) ? chosen : socket;
}

function socketAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
