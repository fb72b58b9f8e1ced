import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { MSG, hasWebAccess, investigateSessionRequestSchema, investigateTicketRequestSchema } from '../core.js';
import { readBody } from '../lib/body.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { isDomainCode } from '../lib/params.js';
import { randomToken, safeEqual, sha256 } from '../lib/secrets.js';
import { createSession, findUser, toSignedInUser, userById } from '../lib/users.js';
import { normaliseOrigin } from '../middleware/cors/index.js';
import type { AppEnv, Deps } from '../types.js';

/** Demo mode only, when FIU_INVESTIGATE_SERVICE_KEY is not set. Never use it outside the demo. */
export const DEMO_INVESTIGATE_SERVICE_KEY = 'demo-investigate-service-key';
export const TICKET_REFUSED = 'Ticket is not valid, already used or expired';

/**
 * Investigate mode without a shipped credential (SECURITY.md promise 3): the host's SERVER asks for a
 * single-use ticket (60 s, bound to the host page's origin) with the service credential; the page hands
 * the ticket to the elements, which exchange it once for a session.
 *
 * The spec's fixed-credential sign-in is not offered (it would need FIU_INVESTIGATE_FIXED_CREDENTIAL=1,
 * which this server does not implement).
 */
export function investigateRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/investigate/ticket', d.limiters.key, async (c) => {
    if (!d.investigateServiceKey) throw new ApiError(404, 'Investigate mode is not enabled on this server');
    const presented = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!safeEqual(presented, d.investigateServiceKey)) {
      await d.audit(c, { action: 'investigate.ticket', outcome: 'refused', actor: 'anonymous', detail: { reason: 'bad service credential' } });
      throw new ApiError(401, 'Service credential required');
    }
    const body = await readBody(c, investigateTicketRequestSchema);
    const origin = normaliseOrigin(body.origin);
    if (!origin || !d.isOriginAllowed(origin)) throw badRequest({ origin: ['Origin is not allowed to embed the elements'] });
    const user = isDomainCode(body.domain) ? await findUser(d.db, body.domain, body.username) : null;
    if (!user) throw new ApiError(404, MSG.usernameNotRegistered);
    if (!user.active) throw new ApiError(403, MSG.userNotActive);
    if (!hasWebAccess(user)) throw new ApiError(403, MSG.roleNotConfigured);
    const now = d.clock();
    const ticket = randomToken();
    const expires = new Date(now.getTime() + d.limits.ticketTtlMs);
    await d.db.query(
      'INSERT INTO investigate_tickets (id, ticket_hash, origin, user_id, expires_at, created) VALUES ($1, $2, $3, $4, $5, $6)',
      [randomUUID(), sha256(ticket), origin, user.id, expires, now],
    );
    await d.audit(c, { action: 'investigate.ticket', outcome: 'ok', actor: 'service', domain: user.domain, target: user.id, detail: { origin } });
    return c.json({ ticket, expires: expires.toISOString() }, 201);
  });

  app.post('/investigate/session', d.limiters.key, async (c) => {
    const body = await readBody(c, investigateSessionRequestSchema);
    if (body.ticket.length > 256) throw new ApiError(403, TICKET_REFUSED);
    const origin = c.req.header('origin') ?? '';
    const now = d.clock();
    // Atomic: of two simultaneous exchanges only one gets the row. A ticket shown from the wrong origin
    // is spent all the same (it has leaked).
    const won = await d.db.query<{ user_id: string; origin: string }>(
      'UPDATE investigate_tickets SET used_at = $2 WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id, origin',
      [sha256(body.ticket), now],
    );
    const t = won.rows[0];
    if (!t || t.origin !== origin) {
      await d.audit(c, { action: 'investigate.session', outcome: 'refused', actor: 'anonymous', detail: { reason: t ? 'origin mismatch' : 'bad ticket', origin: origin.slice(0, 200) } });
      throw new ApiError(403, TICKET_REFUSED);
    }
    const user = await userById(d.db, t.user_id);
    if (!user || !user.active) throw new ApiError(403, MSG.userNotActive);
    if (!hasWebAccess(user)) throw new ApiError(403, MSG.roleNotConfigured);
    const session = await createSession(d.db, user.id, 'investigate', now);
    const actor = { id: user.id, username: user.username, domain: user.domain };
    await d.audit(c, { action: 'investigate.session', outcome: 'ok', actor, target: session.id, detail: { origin } });
    return c.json(toSignedInUser(user, session));
  });

  return app;
}
