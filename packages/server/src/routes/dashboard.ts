/**
 * The dashboard (issue 12; core-records §2.13, §3.10, §3.11, §6.4, §7). HTTP only; SQL in lib/dashboard.ts.
 *
 *   GET /api/dashboard?start_date&stop_date   the §3.11 answer, only the fields core's dashboardFields gives
 *                                             the user (the Dashboard menu rule, else 403): the central unit
 *                                             every organisation's figures, others their own organisation's
 *                                             subject, company and offence figures; dissemination with
 *                                             can.view.ir. Dates: YYYY-MM-DD (a stop date alone is the whole
 *                                             day, as the lists read created__lte) or ISO date-times; a bad one
 *                                             is a 400 naming it. "new"/"today": the last 24 hours of the
 *                                             server clock, within the period.
 *   GET /api/dashboard/locations              organisation locations {latitude, longitude, domain__name}, as
 *                                             {results, count}; the central unit only (the Map tab), else 403
 */
import { Hono } from 'hono';
import { canSeeDashboard, canSeeDashboardMap, dashboardFields, dashboardQuerySchema, dashboardReadsAll, isDateText, validate, type Dashboard } from '../core.js';
import {
  assignedCases,
  caseCount,
  disseminatedPerDomain,
  organisationLocations,
  recordFigures,
  rfiPerDomain,
  type DashboardPeriod,
  type RecordFigures,
} from '../lib/dashboard.js';
import { ApiError, badRequest, type FieldErrors } from '../lib/errors.js';
import { permUser } from '../lib/scope.js';
import type { AppContext, AppEnv, Deps } from '../types.js';

export const MAY_NOT_VIEW_DASHBOARD = 'You may not view the dashboard';
export const MAP_CENTRAL_ONLY = 'The map is for the central unit only';
export const DATE_MESSAGE = 'Enter a date (YYYY-MM-DD) or a date and time (ISO 8601)';
export const PERIOD_MESSAGE = 'The start date is after the stop date';

const DAY_MS = 86_400_000;
const NEW_MS = DAY_MS;

/** The period of ?start_date&stop_date, checked with core's dashboardQuerySchema; bad input is a 400 naming it. */
function readPeriod(query: Record<string, string>, now: Date): DashboardPeriod {
  const checked = validate(dashboardQuerySchema, query);
  if (!checked.ok) throw badRequest(checked.errors);
  const errors: FieldErrors = {};
  const p: DashboardPeriod = { newSince: new Date(now.getTime() - NEW_MS) };
  const { start_date: start, stop_date: stop } = checked.data;
  if (start) {
    if (isDateText(start)) p.from = new Date(Date.parse(start));
    else errors.start_date = [DATE_MESSAGE];
  }
  if (stop) {
    if (!isDateText(stop)) errors.stop_date = [DATE_MESSAGE];
    else if (/^\d{4}-\d{2}-\d{2}$/.test(stop)) p.before = new Date(Date.parse(stop) + DAY_MS);
    else p.until = new Date(Date.parse(stop));
  }
  if (!Object.keys(errors).length && p.from && p.from >= (p.before ?? new Date(p.until ? p.until.getTime() + 1 : Infinity))) {
    errors.start_date = [PERIOD_MESSAGE];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return p;
}

export function dashboardRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const opts = { unitCode: d.unitCode };
  const refused = (c: AppContext, reason: string) =>
    d.audit(c, { action: 'authz.refused', outcome: 'refused', target: c.req.path.slice(0, 64), detail: { resource: 'dashboard', reason } });

  app.get('/dashboard', async (c) => {
    const me = c.get('user')!;
    const user = permUser(me);
    if (!canSeeDashboard(user, opts)) {
      await refused(c, 'may not view the dashboard');
      throw new ApiError(403, MAY_NOT_VIEW_DASHBOARD);
    }
    const period = readPeriod(c.req.query(), d.clock());
    const fields = dashboardFields(user, opts);
    const domain = dashboardReadsAll(user, opts) ? null : me.domain;
    const want = (...names: (keyof Dashboard)[]) => names.some((n) => fields.has(n));
    const none = Promise.resolve(null);
    const [subjects, companies, cases, mine, rfi, dissemination] = await Promise.all([
      recordFigures(d.db, 'subjects', domain, period),
      recordFigures(d.db, 'companies', domain, period),
      want('number_cases') ? caseCount(d.db, period) : none,
      want('user_assigned_cases') ? assignedCases(d.db, me.id) : none,
      want('rfi', 'number_rfi') ? rfiPerDomain(d.db, period) : none,
      want('dissemination', 'dissemination_count') ? disseminatedPerDomain(d.db, period) : none,
    ]);
    const all: Dashboard = {
      ...(mine ? { user_assigned_cases: mine } : {}),
      ...(cases !== null ? { number_cases: cases } : {}),
      ...subjectFields(subjects),
      ...companyFields(companies),
      ...(rfi ? { rfi, number_rfi: sum(rfi) } : {}),
      ...(dissemination ? { dissemination, dissemination_count: sum(dissemination) } : {}),
    };
    // Only the fields the user is given: the rule is core's, the same the element draws by.
    const answer = Object.fromEntries(Object.entries(all).filter(([k]) => fields.has(k as keyof Dashboard)));
    return c.json(answer);
  });

  app.get('/dashboard/locations', async (c) => {
    const me = c.get('user')!;
    if (!canSeeDashboardMap(permUser(me), opts)) {
      await refused(c, 'not the central unit');
      throw new ApiError(403, MAP_CENTRAL_ONLY);
    }
    const results = await organisationLocations(d.db);
    return c.json({ results, count: results.length });
  });

  return app;
}

const sum = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);

const subjectFields = (f: RecordFigures): Dashboard => ({
  number_suspects: f.total,
  number_suspects_today: f.fresh,
  number_pending_reports: f.pending,
  predicate_offences: f.offences,
  reports: f.perDomain,
  pending_reports: f.pendingPerDomain,
  organisation_predicate_offences: f.offencesPerDomain,
});

const companyFields = (f: RecordFigures): Dashboard => ({
  number_companies: f.total,
  number_companies_today: f.fresh,
  predicate_offences_company: f.offences,
  reports_company: f.perDomain,
  organisation_company_predicate_offences: f.offencesPerDomain,
});
