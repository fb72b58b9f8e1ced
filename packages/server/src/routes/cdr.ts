import { Hono } from 'hono';
import {
  cdrListQuerySchema,
  cdrRangeQuerySchema,
  cdrTimelineQuerySchema,
  cdrPointsQuerySchema,
  analysisQuerySchema,
  colocationQuerySchema,
  COLOCATION_LIMITS,
  graphQuerySchema,
  kycSuspectQuerySchema,
  normalisePhone,
  suspectLookupQuerySchema,
} from '../core.js';
import { auditAnalysisRead, centralOnly } from '../lib/analysis-access.js';
import { callAnalysis } from '../lib/analysis/callAnalysis.js';
import { callPoints } from '../lib/analysis/callPoints.js';
import { colocation } from '../lib/analysis/colocation.js';
import { callsBetween, listCalls, sideOf } from '../lib/analysis/calls.js';
import { neighbours } from '../lib/analysis/graph.js';
import { findSubjects, findSubscribers } from '../lib/analysis/pickers.js';
import { count, parseQuery } from '../lib/analysis/query.js';
import { resolveSubjects, subjectPhones } from '../lib/analysis/subjects.js';
import { badRequest } from '../lib/errors.js';
import type { AppEnv, Deps } from '../types.js';

/** Page size of the call lists when none is asked (the multi-suspect list's 100, analysis-tools §9), and the most. */
const PAGE = 100;
const MAX_PAGE = 1000;
/** Most rows of the plain array (default=true) and of the pivot's "very large limit" on /cdr/range. */
export const MAX_CALL_ARRAY = 10_000;
const PICKER = 5;
const MAX_PICKER = 50;

function phonesOf(field: string, raw: readonly string[]): string[] {
  const out = raw.map((r) => normalisePhone(r));
  if (out.some((p) => p === null)) throw badRequest({ [field]: ['Not a phone number'] });
  return [...new Set(out as string[])];
}

/**
 * Call records (analysis-tools §7 "Call records"), central unit only, each read audited:
 *   GET /cdr?{originating|terminating}_number&limit&offset&search&sort → {results, count}; default=true → a plain
 *       array (at most MAX_CALL_ARRAY) for the pivot and the map
 *   GET /cdr/range?Suspect&direction&start&end&limit&offset&search → {results, count}: the subject set's phones
 *   GET /cdr/points?Suspect&direction&start&end → CallPoints: where the set's calls were made (the map; compact, capped)
 *   GET /cdr/timeline?originating_number&terminating_number&direction&start&end → {results}: calls between two numbers
 *   GET /analysis/calls?Suspect&start&end → {results: CallAnalysisItem[]} (the call Dash board)
 *   GET /cdr/colocation?Suspect&start&end&window&distance → ColocationResult: meetings and shared contacts
 *   GET /kycsuspect?search&limit → {results}: subscribers; GET /suspectlookup?Suspects|search → {results}: subjects
 *   GET /graph?label&id → Elements {nodes, edges}: one node's neighbours
 * Periods include both ends (lib/analysis/period.ts); directions: lib/analysis/calls.ts.
 */
export function cdrRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = centralOnly(d);

  app.get('/cdr', guard, async (c) => {
    const q = parseQuery(c, cdrListQuerySchema, ['originating_number', 'terminating_number']);
    const side = q.originating_number ? 'originating' : 'terminating';
    const numbers = phonesOf(`${side}_number`, (q.originating_number ?? q.terminating_number)!);
    await auditAnalysisRead(d, c, { call: 'cdr', numbers });
    const plain = q.default === 'true';
    const page = await listCalls(d.db, {
      numbers,
      side,
      search: q.search,
      sort: q.sort,
      limit: plain ? MAX_CALL_ARRAY : count(q.limit, PAGE, MAX_PAGE),
      offset: plain ? 0 : count(q.offset, 0, Number.MAX_SAFE_INTEGER),
      withCount: !plain,
    });
    return c.json(plain ? page.results : page);
  });

  app.get('/cdr/range', guard, async (c) => {
    const q = parseQuery(c, cdrRangeQuerySchema, ['Suspect']);
    const subjects = await resolveSubjects(d.db, q.Suspect);
    const ids = subjects.map((s) => s.id);
    const numbers = (await subjectPhones(d.db, ids)).map((p) => p.phone);
    await auditAnalysisRead(d, c, { call: 'cdr/range', subjects: ids, numbers });
    return c.json(
      await listCalls(d.db, {
        numbers: [...new Set(numbers)],
        side: sideOf(q.direction),
        direction: q.direction,
        period: q,
        search: q.search,
        limit: count(q.limit, PAGE, MAX_CALL_ARRAY),
        offset: count(q.offset, 0, Number.MAX_SAFE_INTEGER),
        withCount: true,
      }),
    );
  });

  app.get('/cdr/points', guard, async (c) => {
    const q = parseQuery(c, cdrPointsQuerySchema, ['Suspect']);
    const ids = (await resolveSubjects(d.db, q.Suspect)).map((s) => s.id);
    const numbers = [...new Set((await subjectPhones(d.db, ids)).map((p) => p.phone))];
    await auditAnalysisRead(d, c, { call: 'cdr/points', subjects: ids, numbers });
    return c.json(await callPoints(d.db, { numbers, side: sideOf(q.direction), direction: q.direction, period: q }));
  });

  app.get('/cdr/timeline', guard, async (c) => {
    const q = parseQuery(c, cdrTimelineQuerySchema);
    const [a] = phonesOf('originating_number', [q.originating_number]);
    const [b] = phonesOf('terminating_number', [q.terminating_number]);
    await auditAnalysisRead(d, c, { call: 'cdr/timeline', numbers: [a!, b!] });
    return c.json({ results: await callsBetween(d.db, a!, b!, q.direction, q) });
  });

  app.get('/cdr/colocation', guard, async (c) => {
    const q = parseQuery(c, colocationQuerySchema, ['Suspect']);
    const subjects = await resolveSubjects(d.db, q.Suspect);
    const ids = subjects.map((s) => s.id);
    const numbers = (await subjectPhones(d.db, ids)).map((p) => p.phone);
    await auditAnalysisRead(d, c, { call: 'cdr/colocation', subjects: ids, numbers });
    const { window, distance } = COLOCATION_LIMITS;
    return c.json(
      await colocation(d.db, {
        subjects,
        period: q,
        window: count(q.window, window.default, window.max),
        distance: count(q.distance, distance.default, distance.max),
      }),
    );
  });

  app.get('/analysis/calls', guard, async (c) => {
    const q = parseQuery(c, analysisQuerySchema, ['Suspect']);
    const subjects = await resolveSubjects(d.db, q.Suspect);
    const ids = subjects.map((s) => s.id);
    const numbers = (await subjectPhones(d.db, ids)).map((p) => p.phone);
    await auditAnalysisRead(d, c, { call: 'callAnalysis', subjects: ids, numbers });
    return c.json({ results: await callAnalysis(d.db, subjects, q) });
  });

  app.get('/kycsuspect', guard, async (c) => {
    const q = parseQuery(c, kycSuspectQuerySchema);
    const results = await findSubscribers(d.db, q.search, count(q.limit, PICKER, MAX_PICKER));
    await auditAnalysisRead(d, c, { call: 'kycsuspect', numbers: results.map((r) => r.Phone_Number) });
    return c.json({ results });
  });

  app.get('/suspectlookup', guard, async (c) => {
    const q = parseQuery(c, suspectLookupQuerySchema, ['Suspects']);
    const limit = q.Suspects ? q.Suspects.length : count(q.limit, PICKER, MAX_PICKER);
    const results = await findSubjects(d.db, c.get('user')!, d.unitCode, { refs: q.Suspects, search: q.search, limit });
    await auditAnalysisRead(d, c, { call: 'suspectlookup', subjects: results.map((r) => r.id) });
    return c.json({ results });
  });

  app.get('/graph', guard, async (c) => {
    const q = parseQuery(c, graphQuerySchema);
    const read = await neighbours(d.db, q.label, q.id);
    await auditAnalysisRead(d, c, { call: 'graph', subjects: read.subjects, numbers: read.numbers, accounts: read.accounts });
    return c.json(read.elements);
  });

  return app;
}
