import type { Db } from '../db/types.js';
import type { AppContext, AuthUser, Clock } from '../types.js';

export interface AuditEntry {
  /** What happened, dotted: 'signin.password', 'signin.key', 'user.read', 'authz.refused', ... */
  action: string;
  outcome: 'ok' | 'refused' | 'failed';
  /** Who acted; default the signed-in user of the request, else 'anonymous'. */
  actor?: Pick<AuthUser, 'id' | 'username' | 'domain'> | 'anonymous' | 'service';
  /** The organisation concerned; default the actor's. */
  domain?: string | null;
  /** What was acted on (a user id, a username, a route). */
  target?: string | null;
  /** Extra facts. NEVER passwords, keys, tokens or their hashes. */
  detail?: Record<string, unknown>;
}

/**
 * One append-only row per security event (SECURITY.md promise 10): who, when, what, which organisation,
 * request id, outcome. The table refuses UPDATE and DELETE (trigger in 0001_foundation.sql).
 */
/** Text from the request may hold U+0000, which PostgreSQL text and jsonb refuse: the log keeps a visible U+FFFD. */
const clean = (s: string | null | undefined, max: number): string | null => (s == null ? null : s.slice(0, max).replace(/\u0000/g, '\uFFFD'));

export function createAudit(db: Db, clock: Clock, ip: (c: AppContext) => string) {
  return async (c: AppContext, e: AuditEntry): Promise<void> => {
    const actor = e.actor ?? c.get('user') ?? 'anonymous';
    const who = typeof actor === 'string' ? { id: null, name: actor, domain: null } : { id: actor.id, name: `${actor.username}@${actor.domain}`, domain: actor.domain };
    await db.query(
      `INSERT INTO audit_log (at, actor_id, actor, domain, action, target, outcome, request_id, ip, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        clock(),
        who.id,
        clean(who.name, 300),
        clean(e.domain ?? who.domain, 64),
        e.action,
        clean(e.target, 300),
        e.outcome,
        c.get('requestId') ?? null,
        ip(c),
        JSON.stringify({ method: c.req.method, path: c.req.routePath ?? c.req.path, ...e.detail }).replace(/\\u0000/g, '\\ufffd'),
      ],
    );
  };
}
