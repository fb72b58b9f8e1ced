/**
 * Request body limits belong to the route that accepts the body (issue 6 item 3): a route declares its own
 * with routeBodyLimit(max); every other /api route gets the default JSON limit (defaultBodyLimit, app.ts).
 * No path table: the default sees the request's matched routes and steps aside when one declares a limit.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';

const OWN_LIMIT = Symbol('fiu.routeBodyLimit');

export const tooLarge = (c: Context) => c.json({ error: 'Request body is too large' }, 413);

/** The body limit of one route: put it in the route's handler list. */
export function routeBodyLimit(maxSize: number): MiddlewareHandler {
  return Object.assign(bodyLimit({ maxSize, onError: tooLarge }), { [OWN_LIMIT]: true });
}

/** The limit of every route that declares none. */
export function defaultBodyLimit(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => (matchedRoutes(c).some((r) => OWN_LIMIT in (r.handler as object)) ? next() : limit(c, next));
}

/**
 * The limit of a route that streams its body to disk (the import uploads): a declared Content-Length is checked
 * here; a chunked body is counted by the route's own reader as it streams (hono's bodyLimit would buffer it).
 */
export function streamedBodyLimit(maxSize: number): MiddlewareHandler {
  const limit: MiddlewareHandler = async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && !c.req.header('transfer-encoding') && Number(length) > maxSize) return tooLarge(c);
    await next();
  };
  return Object.assign(limit, { [OWN_LIMIT]: true });
}
