/**
 * The explicit list of routes that need no session (SECURITY.md promise 4: deny by default). Anything not
 * listed here needs a valid session; a test walks every registered route to prove it.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /api/health',
  'GET /api/domain/:urlcode',
  'GET /api/hasrfi/:domain',
  'POST /api/login/2factor',
  'GET /api/login/2factor/validate/:key/:domain',
  'POST /api/password/reset',
  'POST /api/password/validate/:key',
  'POST /api/register',
  'POST /api/reportupload',
  'GET /api/organisations',
  'GET /api/institutions',
  'GET /api/providers',
  // Investigate mode: the ticket call carries its own service credential; the session call the ticket.
  'POST /api/investigate/ticket',
  'POST /api/investigate/session',
  // Registered in demo mode only.
  'GET /api/dev/mailbox',
];

const compiled = PUBLIC_ROUTES.map((r) => {
  const [method, path] = r.split(' ') as [string, string];
  const re = new RegExp('^' + path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/') + '/?$');
  return { method, re };
});

/** HEAD is a GET without a body. */
export function isPublicRoute(method: string, path: string): boolean {
  const m = method === 'HEAD' ? 'GET' : method;
  return compiled.some((r) => r.method === m && r.re.test(path));
}
