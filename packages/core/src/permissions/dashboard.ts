/**
 * Who sees which dashboard figure (core-records §2.13, §6.4), written once: the server answers only these
 * fields, the dashboard element draws only these cards and tables.
 *
 * - The central unit: every figure, over every organisation, with the per-organisation tables; the
 *   dissemination figures only with can.view.ir.
 * - Anyone else who opens the dashboard (admin-like, §6.3): "only their own subject, company and offence cards",
 *   i.e. their organisation's subject counts (total, new, pending), company counts (total, today) and the two
 *   offence tables, over their own organisation only. Cases, requests, reports per organisation and
 *   dissemination are the central unit's.
 */
import type { Dashboard } from '../schemas/dashboard.js';
import { canSeeDashboardTables, canSeeDisseminationStats } from './actions.js';
import { canSeeMenuEntry } from './menu.js';
import type { PermOptions, PermUser } from './types.js';

export type DashboardField = keyof Dashboard;

/** The fields of a non-central organisation's dashboard: its own subject, company and offence figures. */
export const OWN_ORGANISATION_DASHBOARD_FIELDS: readonly DashboardField[] = [
  'number_suspects',
  'number_suspects_today',
  'number_pending_reports',
  'number_companies',
  'number_companies_today',
  'predicate_offences',
  'predicate_offences_company',
];

/** The central unit's fields besides those, without the dissemination figures. */
export const CENTRAL_DASHBOARD_FIELDS: readonly DashboardField[] = [
  'user_assigned_cases',
  'number_cases',
  'reports',
  'reports_company',
  'pending_reports',
  'rfi',
  'number_rfi',
  'organisation_predicate_offences',
  'organisation_company_predicate_offences',
];

/** Needs can.view.ir as well (§6.4 "Dissemination table on the dashboard also needs can.view.ir"). */
export const DISSEMINATION_DASHBOARD_FIELDS: readonly DashboardField[] = ['dissemination', 'dissemination_count'];

/** Who opens the dashboard at all: the Dashboard menu rule (§6.3: {product} or admin-like). */
export function canSeeDashboard(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return canSeeMenuEntry('dashboard', user, null, opts);
}

/** The dashboard fields this user is given (and the element draws); none for someone who may not open it. */
export function dashboardFields(user: PermUser | null | undefined, opts: PermOptions = {}): ReadonlySet<DashboardField> {
  if (!user || !canSeeDashboard(user, opts)) return new Set();
  const fields = [...OWN_ORGANISATION_DASHBOARD_FIELDS];
  if (canSeeDashboardTables(user, opts)) fields.push(...CENTRAL_DASHBOARD_FIELDS);
  if (canSeeDisseminationStats(user, opts)) fields.push(...DISSEMINATION_DASHBOARD_FIELDS);
  return new Set(fields);
}

/** Whether the dashboard's figures span every organisation (the central unit) or the user's own only. */
export function dashboardReadsAll(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return canSeeDashboardTables(user, opts);
}
