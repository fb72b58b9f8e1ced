import { Hono } from 'hono';
import * as z from 'zod/mini';
import { readBody } from '../lib/body.js';
import { ApiError } from '../lib/errors.js';
import { COMPANIES, SUBJECTS, readRecord } from '../lib/records.js';
import type { AppEnv, Deps } from '../types.js';

/** The body of POST /api/audit (core-records §7). 'company' is ours: the company form may log its views too. */
export const auditRequestSchema = z.strictObject({
  resource: z.string().check(z.minLength(1), z.maxLength(200)),
  action: z.literal('view'),
  resourceType: z.enum(['suspect', 'company']),
});

/**
 * POST /api/audit {resource, action: 'view', resourceType: 'suspect'} → 201 {ok: true}: records a sensitive
 * read (a subject opened in the form) in the append-only audit log, with who, when, which organisation and the
 * request id. `resource` is the record's uuid or readable ID; it must be a record the user may read, else 404
 * (the log holds only real reads, and the call tells nobody whether another organisation's record exists).
 */
export function auditRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/audit', async (c) => {
    const me = c.get('user')!;
    const body = await readBody(c, auditRequestSchema);
    const spec = body.resourceType === 'suspect' ? SUBJECTS : COMPANIES;
    const row = await readRecord(d.db, spec, me, d.unitCode, body.resource);
    if (!row) {
      await d.audit(c, { action: 'authz.refused', outcome: 'refused', target: body.resource.slice(0, 64), detail: { resource: spec.kind, reason: 'audit of an unreadable record' } });
      throw new ApiError(404, spec.notFound);
    }
    await d.audit(c, { action: `${spec.kind}.view`, outcome: 'ok', target: row.id, detail: { of: row.domain, [spec.code]: row.code } });
    return c.json({ ok: true as const }, 201);
  });

  return app;
}
