/**
 * Dashboard answer (core-records §3.11) and organisation locations (§3.10). Every figure is optional:
 * organisations outside the central unit get only their own cards (§2.13).
 */
import './zodConfig.js';
import * as z from 'zod/mini';

const count = () => z.optional(z.number());
const offenceCount = z.object({ currentcrimetype: z.string(), count: z.number() });
const domainCount = z.object({ domain: z.string(), count: z.number() });
const offences = () => z.optional(z.array(offenceCount));
const perDomain = () => z.optional(z.array(domainCount));
const perOrganisation = () => z.optional(z.record(z.string(), z.array(offenceCount)));

export const dashboardSchema = z.object({
  user_assigned_cases: z.optional(z.object({ total: z.number(), open: z.number() })),
  number_cases: count(),
  number_suspects: count(),
  number_companies: count(),
  number_companies_today: count(),
  number_suspects_today: count(),
  predicate_offences: offences(),
  predicate_offences_company: offences(),
  reports: perDomain(),
  reports_company: perDomain(),
  pending_reports: perDomain(),
  rfi: perDomain(),
  dissemination: perDomain(),
  number_rfi: count(),
  dissemination_count: count(),
  number_pending_reports: count(),
  organisation_predicate_offences: perOrganisation(),
  organisation_company_predicate_offences: perOrganisation(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type OffenceCount = z.infer<typeof offenceCount>;
export type DomainCount = z.infer<typeof domainCount>;

export const organisationLocationSchema = z.object({
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  domain__name: z.string(),
});
export type OrganisationLocation = z.infer<typeof organisationLocationSchema>;

/** GET dashboard query: optional start_date and stop_date. */
export const dashboardQuerySchema = z.strictObject({
  start_date: z.optional(z.string()),
  stop_date: z.optional(z.string()),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
