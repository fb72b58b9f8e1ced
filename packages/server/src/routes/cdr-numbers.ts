import { Hono } from 'hono';
import { cdrNumbersQuerySchema, cdrPivotQuerySchema, normalisePhone } from '../core.js';
import { auditAnalysisRead, centralOnly } from '../lib/analysis-access.js';
import { callPoints } from '../lib/analysis/callPoints.js';
import { CALL_FROM, callScope, type Side } from '../lib/analysis/calls.js';
import { numbersGraph } from '../lib/analysis/numbersGraph.js';
import { parseQuery } from '../lib/analysis/query.js';
import { badRequest } from '../lib/errors.js';
import { callPivotCells } from '../lib/grid/callPivot.js';
import type { AppContext, AppEnv, Deps } from '../types.js';

const SIDES = ['originating_number', 'terminating_number'];

/** The side given and its numbers, normalised (a number that is not one is a 400 naming the parameter). */
function numbersOf(q: { originating_number?: string[]; terminating_number?: string[] }): { side: Side; numbers: string[] } {
  const side: Side = q.originating_number ? 'originating' : 'terminating';
  const raw = (q.originating_number ?? q.terminating_number)!;
  const out = raw.map((r) => normalisePhone(r));
  if (out.some((p) => p === null)) throw badRequest({ [`${side}_number`]: ['Not a phone number'] });
  return { side, numbers: [...new Set(out as string[])] };
}

/**
 * The call-records page's tabs beside its listing (analysis-tools §2 "Call-records listing": "Also a pivot table,
 * a map, and a network graph"), for the numbers as GET /cdr takes them ({side}_number, repeated) and a period;
 * central unit only, each read audited with the numbers (and the subjects and accounts the graph drew in):
 *   GET /cdr/pivot?{side}_number&rows&start&end → {cells: [{row, month, count, duration}], truncated}: the
 *       numbers' calls on that side by a call field (default: the other party) and month, in SQL
 *   GET /cdr/map?{side}_number&start&end → CallPoints: where those calls were made (compact, capped, as /cdr/points)
 *   GET /cdr/graph?{side}_number&start&end → Elements: the link graph around the numbers (lib/analysis/numbersGraph.ts)
 */
export function cdrNumbersRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = centralOnly(d);
  const audited = async (c: AppContext, call: string, read: { numbers: string[]; subjects?: string[]; accounts?: string[] }) =>
    auditAnalysisRead(d, c, { call, ...read });

  app.get('/cdr/pivot', guard, async (c) => {
    const q = parseQuery(c, cdrPivotQuerySchema, SIDES);
    const { side, numbers } = numbersOf(q);
    await audited(c, 'cdr/pivot', { numbers });
    const params: unknown[] = [];
    const where = callScope({ numbers, side, period: q }, params);
    const rows = q.rows ?? (side === 'originating' ? 'terminating_number' : 'originating_number');
    return c.json(await callPivotCells(d.db, { from: CALL_FROM, where, params }, rows, undefined));
  });

  app.get('/cdr/map', guard, async (c) => {
    const q = parseQuery(c, cdrNumbersQuerySchema, SIDES);
    const { side, numbers } = numbersOf(q);
    await audited(c, 'cdr/map', { numbers });
    return c.json(await callPoints(d.db, { numbers, side, period: q }));
  });

  app.get('/cdr/graph', guard, async (c) => {
    const q = parseQuery(c, cdrNumbersQuerySchema, SIDES);
    const { numbers } = numbersOf(q);
    const read = await numbersGraph(d.db, numbers, q);
    await audited(c, 'cdr/graph', { numbers, subjects: read.subjects, accounts: read.accounts });
    return c.json(read.elements);
  });

  return app;
}
