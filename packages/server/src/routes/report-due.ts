/**
 * Feedback due periods (issue 11 item 5). HTTP only; the queries are in lib/report-due.ts.
 *
 * - GET /api/intelligence/due-periods  {results, count}: days from dissemination to the interim and final
 *                                      feedback, per report type. The central unit with can.view.ir (who sees
 *                                      every report's due dates in the list).
 * - PUT /api/intelligence/due-periods  {results: [{report_type, interim_days, final_days}]}: the central unit
 *                                      with can.change.ir (who changes the reports themselves). Answers every period.
 * Registered before routes/intelligence.ts, whose '/intelligence/:id' would otherwise take 'due-periods' as an id.
 */
import { Hono } from 'hono';
import { ALL_REPORT_TYPES, canChangeIntelligenceReport, canViewIntelligenceReports, duePeriodsUpdateSchema, isCentral, validate } from '../core.js';
import { readJson } from '../lib/body.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { readDuePeriods, saveDuePeriods } from '../lib/report-due.js';
import { permUser } from '../lib/scope.js';
import type { AppContext, AppEnv, AuthUser, Deps } from '../types.js';

export const MAY_NOT_READ_DUE = 'Only unit staff who may open intelligence reports read the feedback due periods';
export const MAY_NOT_CHANGE_DUE = 'Only unit staff who may change intelligence reports change the feedback due periods';

export function reportDueRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const unit = { unitCode: d.unitCode };

  const refuse = async (c: AppContext, reason: string, message: string): Promise<never> => {
    await d.audit(c, { action: 'authz.refused', outcome: 'refused', target: '/intelligence/due-periods', detail: { resource: 'due-periods', reason } });
    throw new ApiError(403, message);
  };
  const central = (me: AuthUser) => isCentral(me, d.unitCode);
  const answer = async () => {
    const results = await readDuePeriods(d.db, ALL_REPORT_TYPES);
    return { results, count: results.length };
  };

  app.get('/intelligence/due-periods', async (c) => {
    const me = c.get('user')!;
    if (!central(me) || !canViewIntelligenceReports(permUser(me), unit)) await refuse(c, 'may not read due periods', MAY_NOT_READ_DUE);
    return c.json(await answer());
  });

  app.put('/intelligence/due-periods', async (c) => {
    const me = c.get('user')!;
    if (c.get('session')?.mode === 'investigate' || !canChangeIntelligenceReport(permUser(me), unit)) await refuse(c, 'may not change due periods', MAY_NOT_CHANGE_DUE);
    const v = validate(duePeriodsUpdateSchema, await readJson(c));
    if (!v.ok) throw badRequest(v.errors);
    await d.db.transaction((tx) => saveDuePeriods(tx, v.data.results, me.id, d.clock()));
    await d.audit(c, { action: 'report.due-periods', outcome: 'ok', target: 'due-periods', detail: { types: v.data.results.map((p) => p.report_type) } });
    return c.json(await answer());
  });

  return app;
}
