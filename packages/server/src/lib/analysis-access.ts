import type { MiddlewareHandler } from 'hono';
import { isCentral } from '../core.js';
import { ApiError } from './errors.js';
import type { AppContext, AppEnv, Deps } from '../types.js';

/**
 * The analysis data (statements, call records, goAML, registries, imports) is the central unit's
 * (analysis-tools §6: the Advanced tools are for {product} only). Every analysis route runs behind this guard:
 * anyone else gets 403 'Permission Denied' (the spec's own text), and the refusal is audited.
 */
export function centralOnly(d: Pick<Deps, 'unitCode' | 'audit'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const me = c.get('user');
    if (!me || !isCentral(me, d.unitCode)) {
      await d.audit(c, { action: 'authz.refused', outcome: 'refused', target: c.req.path, detail: { rule: 'central unit only' } });
      throw new ApiError(403, 'Permission Denied');
    }
    await next();
  };
}

/**
 * Every read of a subject's financial or call data is written to the audit log: who (the request's user),
 * which subjects, which call, when (issue 9 item 4). `call` is the spec's name ('getStatement', 'cdr/range').
 */
export function auditAnalysisRead(
  d: Pick<Deps, 'audit'>,
  c: AppContext,
  read: { call: string; subjects?: readonly string[]; numbers?: readonly string[]; accounts?: readonly string[] },
): Promise<void> {
  const { call, ...what } = read;
  return d.audit(c, { action: 'analysis.read', outcome: 'ok', target: call, detail: what });
}
