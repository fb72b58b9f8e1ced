import type { MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { UNKNOWN_API_PATH } from '../../core.js';

/** What the app knows of its routes: Hono's `app.routes`. */
type RouteList = readonly { method: string; path: string }[];

/**
 * Runs before authentication (issue 7 item 10): a path under /api that no route serves is a 404
 * `{error: 'Unknown API path: …', code}` for anyone, so a client pointed at the wrong address (an api-base
 * ending in /api calls /api/api/...) learns that, instead of 'Authentication required'. A known path asked
 * with a method it does not have is a 405 with `Allow`. Known paths go on to authentication as before.
 *
 * `routes` is read at the first request, when every route is registered (routes added later are seen too).
 */
export function knownApiPaths(routes: () => RouteList): MiddlewareHandler {
  let router: TrieRouter<string> | null = null;
  let size = -1;
  const methods = new Set<string>();
  const build = () => {
    const list = routes().filter((r) => r.method !== 'ALL' && (r.path === '/api' || r.path.startsWith('/api/')));
    const next = new TrieRouter<string>();
    methods.clear();
    for (const r of list) {
      next.add(r.method, r.path, r.method);
      methods.add(r.method);
    }
    router = next;
    size = routes().length;
  };
  const has = (method: string, path: string) => router!.match(method, path)[0].length > 0;

  return async function knownPath(c, next) {
    const method = c.req.method;
    if (method === 'OPTIONS') return next();
    if (!router || routes().length !== size) build();
    const path = c.req.path;
    if (has(method === 'HEAD' ? 'GET' : method, path)) return next();
    const allowed = [...methods].filter((m) => has(m, path));
    if (allowed.length) {
      return c.json({ error: `Method ${method.slice(0, 16)} is not allowed on ${path.slice(0, 200)}` }, 405, { Allow: allowed.join(', ') });
    }
    return c.json({ error: `Unknown API path: ${path.slice(0, 200)}`, code: UNKNOWN_API_PATH }, 404);
  };
}
