/**
 * Action rules of core-records §4 and §6.4, and analysis-tools §6.
 */
import { PERMISSIONS as P, hasPermission, isAdminLike, isCentral } from './roles.js';
import { DEFAULT_UNIT, type Mode, type PermOptions, type PermOrg, type PermUser } from './types.js';
import type { CompanyStatus, SubjectStatus } from '../refdata/lists.js';

const central = (u: PermUser | null | undefined, o: PermOptions = {}) => isCentral(u, o.unitCode ?? DEFAULT_UNIT);

// ── Subjects ────────────────────────────────────────────────────────────────────────────────────────

/** Subject add/change: can.change.subjects, or admin-like, or data_entry; never in investigate mode. */
export function canChangeSubjects(user: PermUser | null | undefined, mode: Mode = 'standalone'): boolean {
  if (!user || mode === 'investigate') return false;
  return hasPermission(user, P.changeSubjects) || isAdminLike(user) || user.role === 'data_entry';
}

/**
 * Central-unit only (core-records §6.4): the Map and Cases tabs of the subject form, the Report and Insights
 * row buttons, the organisation filter and column, setting any status, assigning groups.
 */
export function canSeeCentralOnly(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return central(user, opts);
}
export const canSeeSubjectMapAndCasesTabs = canSeeCentralOnly;
export const canUseReportAndInsights = canSeeCentralOnly;
export const canFilterByOrganisation = canSeeCentralOnly;
export const canSetAnyStatus = canSeeCentralOnly;
export const canAssignGroups = canSeeCentralOnly;

/** The subject fields the status rules read. */
export interface StatusRecord {
  readonly id?: string | number | null;
  readonly status?: string | null;
  readonly domain?: string | null;
  readonly created_by?: string | null;
}

/** core-records §4.1: what the central unit may set, in the spec's order. */
export const CENTRAL_SUBJECT_STATUS_CHOICES: readonly SubjectStatus[] = [
  'disseminated',
  'treated',
  'assigned',
  'approved',
  'pending',
];
/** core-records §4.1: a non-central user's choices for a pending subject of their own organisation. */
export const OWN_PENDING_SUBJECT_STATUS_CHOICES: readonly SubjectStatus[] = ['approved', 'pending', 'archived'];

/** A new subject's status: pending when the organisation has approval enabled, otherwise approved. */
export function defaultSubjectStatus(org: PermOrg | null | undefined): 'pending' | 'approved' {
  return org?.approval_status_enabled ? 'pending' : 'approved';
}

const isNew = (r: StatusRecord | null | undefined) => !r || r.id === null || r.id === undefined || r.id === '';
const ownedBy = (r: StatusRecord | null | undefined, user: PermUser) =>
  isNew(r) || !r?.domain || r.domain === user.domain;

/**
 * The status selector's options for a subject (core-records §4.1), or null when the status shows as text.
 * - central unit: disseminated, treated, assigned, approved, pending;
 * - non-central user, pending subject of their own organisation: approved, pending, archived;
 * - otherwise null.
 * A new subject (no id) counts as one of the user's own organisation with defaultSubjectStatus(org).
 */
export function subjectStatusOptions(
  user: PermUser | null | undefined,
  subject: StatusRecord | null | undefined,
  org: PermOrg | null | undefined,
  opts: PermOptions = {},
): SubjectStatus[] | null {
  if (!user) return null;
  if (central(user, opts)) return [...CENTRAL_SUBJECT_STATUS_CHOICES];
  const status = isNew(subject) ? (subject?.status ?? defaultSubjectStatus(org)) : subject?.status;
  if (status === 'pending' && ownedBy(subject, user)) return [...OWN_PENDING_SUBJECT_STATUS_CHOICES];
  return null;
}

/**
 * Whether the subject form hides its status field (core-records §4.1): for a new subject when the organisation
 * has no approval (it defaults to approved); once the subject is approved and has a creator; or when the
 * subject belongs to another organisation.
 */
export function subjectStatusFieldHidden(
  user: PermUser | null | undefined,
  subject: StatusRecord | null | undefined,
  org: PermOrg | null | undefined,
): boolean {
  if (!user) return true;
  if (isNew(subject)) return !org?.approval_status_enabled;
  if (subject?.status === 'approved' && !!subject.created_by) return true;
  return !ownedBy(subject, user);
}

/**
 * Subject form locking (core-records §2.6, §4.6): read-only on every tab when the subject belongs to another
 * organisation and the user lacks can.edit.subjects. Also read-only (our addition, from §6.4) when the user may
 * not change subjects at all, e.g. always in investigate mode.
 */
export function isSubjectReadOnly(
  user: PermUser | null | undefined,
  subject: StatusRecord | null | undefined,
  mode: Mode = 'standalone',
): boolean {
  if (!user || !canChangeSubjects(user, mode)) return true;
  const otherOrg = !isNew(subject) && !!subject?.domain && subject.domain !== user.domain;
  return otherOrg && !hasPermission(user, P.editSubjects);
}

/**
 * 'Approve Pending' (core-records §2.7, §4.1; dissemination-feedback §6): unit staff or admin when the
 * organisation has approval status enabled. 'admin' is the admin role (the spec says admin-like where it means
 * admin or ceo).
 */
export function canApprovePending(
  user: PermUser | null | undefined,
  org: PermOrg | null | undefined,
  opts: PermOptions = {},
): boolean {
  if (!user || !org?.approval_status_enabled) return false;
  return central(user, opts) || user.role === 'admin';
}

// ── Companies ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Companies add/change: can.view.all.companies, or admin, or "another role check (identity not shown)".
 * Our choice for the other check: ceo and data_entry — the roles that see the Companies entry, as for
 * subjects. So: can.view.all.companies, admin-like or data_entry.
 */
export function canChangeCompanies(user: PermUser | null | undefined): boolean {
  if (!user) return false;
  return hasPermission(user, P.viewAllCompanies) || isAdminLike(user) || user.role === 'data_entry';
}

/**
 * Company form locking: the subject rule of §4.6 over canChangeCompanies (the spec states no lock of its own):
 * read-only in investigate mode, for a user who may not change companies, and for another organisation's
 * company without can.edit.subjects. The server's scope check and the company form both use this.
 */
export function isCompanyReadOnly(
  user: PermUser | null | undefined,
  company: { id?: unknown; domain?: unknown } | null | undefined,
  mode: Mode = 'standalone',
): boolean {
  if (mode === 'investigate' || !user || !canChangeCompanies(user)) return true;
  const domain = typeof company?.domain === 'string' ? company.domain : '';
  const otherOrg = !!company?.id && domain !== '' && domain !== user.domain;
  return otherOrg && !hasPermission(user, P.editSubjects);
}

export const CENTRAL_COMPANY_STATUS_CHOICES: readonly CompanyStatus[] = [
  'disseminated',
  'treated',
  'assigned',
  'approved',
  'pending',
];
export const OWN_PENDING_COMPANY_STATUS_CHOICES: readonly CompanyStatus[] = ['approved', 'pending'];

/**
 * The company status selector (core-records §4.2), or null for read-only text: the central unit may set any of
 * disseminated, treated, assigned, approved, pending; a non-central user of the owning organisation may move
 * their own pending company between approved and pending; others see text.
 */
export function companyStatusOptions(
  user: PermUser | null | undefined,
  company: StatusRecord | null | undefined,
  org: PermOrg | null | undefined,
  opts: PermOptions = {},
): CompanyStatus[] | null {
  if (!user) return null;
  if (central(user, opts)) return [...CENTRAL_COMPANY_STATUS_CHOICES];
  const status = isNew(company) ? (company?.status ?? defaultCompanyStatus(org)) : company?.status;
  if (status === 'pending' && ownedBy(company, user)) return [...OWN_PENDING_COMPANY_STATUS_CHOICES];
  return null;
}

/**
 * A new company's status: approved (core-records §3.3, "status (approved or pending, default approved)").
 * Unlike subjects, the spec does not tie it to the organisation's approval setting; the parameter is kept so a
 * unit that wants the subject behaviour can change one place.
 */
export function defaultCompanyStatus(_org?: PermOrg | null): 'pending' | 'approved' {
  return 'approved';
}

// ── Cases ───────────────────────────────────────────────────────────────────────────────────────────

/** Cases are visible to the central unit only (core-records §2.8). */
export function canSeeCases(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return central(user, opts);
}

/** Case assignments are shown (and editable in the case form) with can.assign.cases. */
export function canSeeCaseAssignments(user: PermUser | null | undefined): boolean {
  return hasPermission(user, P.assignCases);
}

export interface AssignmentRef {
  /** the handler: a user id (or username) */
  readonly handler?: string | null;
}

/**
 * The case handler status selector (open/archived, core-records §4.3) is shown only to the assigned handler or
 * a user with can.change.all.cases. The handler is matched by user _id, or by username.
 */
export function canChangeCaseHandlerStatus(
  user: PermUser | null | undefined,
  assignment: AssignmentRef | null | undefined,
): boolean {
  if (!user) return false;
  if (hasPermission(user, P.changeAllCases)) return true;
  const h = assignment?.handler;
  return !!h && (h === user._id || h === user.username);
}

// ── Users ───────────────────────────────────────────────────────────────────────────────────────────

/** Only the central unit may add users. */
export function canAddUsers(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return central(user, opts);
}

/**
 * Editing users needs can.change.users (core-records §6.4). The spec names the central unit as the one that
 * edits; we let a partner organisation's holder of the permission edit their own organisation's users too, so
 * the role choices of "other organisations" (§6.4) have a use. Which user, and what, is permissions/users.ts.
 */
export function canEditUsers(user: PermUser | null | undefined, _opts: PermOptions = {}): boolean {
  return hasPermission(user, P.changeUsers);
}

/** The Activate/Deactivate button needs can.activate.user. */
export function canActivateUsers(user: PermUser | null | undefined): boolean {
  return hasPermission(user, P.activateUser);
}

/** The reset-password button needs can.reset.password. */
export function canResetPasswords(user: PermUser | null | undefined): boolean {
  return hasPermission(user, P.resetPassword);
}

/**
 * The three organisations whose users may assign the forex role (core-records §6.4, §9: "three named
 * organisations (names not shown)"), picked from the demo organisations: the Central Bank ('cbn', which adds the
 * Approval statuses of evacuation requests), the State Security Agency ('ssa', present at the borders where cash
 * leaves the country) and the Foreign Mission ('mission', whose foreign-currency movements are declared). The
 * Economic Crimes Agency ('eca') is not one: it investigates, it does not evacuate. Override with the
 * forexAssigningDomains option.
 */
export const FOREX_ASSIGNING_DOMAINS: readonly string[] = ['cbn', 'ssa', 'mission'];

export interface RoleChoiceOptions extends PermOptions {
  readonly forexAssigningDomains?: readonly string[];
}

/**
 * Role choices when creating a user (core-records §6.4): the central unit can assign {product}, ict_admin, ceo,
 * admin, data_entry, mobile_entry and forex; other organisations data_entry and mobile_entry, plus forex at the
 * FOREX_ASSIGNING_DOMAINS organisations.
 */
export function assignableRoles(
  user: PermUser | null | undefined,
  org: PermOrg | null | undefined,
  opts: RoleChoiceOptions = {},
): string[] {
  if (!user) return [];
  const unitCode = opts.unitCode ?? DEFAULT_UNIT;
  if (central(user, opts)) return [unitCode, 'ict_admin', 'ceo', 'admin', 'data_entry', 'mobile_entry', 'forex'];
  const domain = org?.domain ?? user.domain ?? '';
  const forexDomains = opts.forexAssigningDomains ?? FOREX_ASSIGNING_DOMAINS;
  return forexDomains.includes(domain) ? ['data_entry', 'mobile_entry', 'forex'] : ['data_entry', 'mobile_entry'];
}

// ── Requests for information, dashboard ─────────────────────────────────────────────────────────────

/** No new requests for information: submission is disabled (core-records §2.12). */
export function canAddRfi(): boolean {
  return false;
}

/**
 * Reading the requests for information (the Requests menu rule, §6.3): ceo, admin-like, or the central unit
 * with can.view.all.rfis, when the user's organisation has request access. The central unit reads every
 * organisation's requests, the others their own organisation's.
 */
export function canViewRfis(user: PermUser | null | undefined, requestAccess: boolean, opts: PermOptions = {}): boolean {
  if (!user || !requestAccess) return false;
  return user.role === 'ceo' || isAdminLike(user) || (central(user, opts) && hasPermission(user, P.viewAllRfis));
}

/** Request for information change (and its feedback): can.change.rfi, admin-like or data_entry. */
export function canChangeRfi(user: PermUser | null | undefined): boolean {
  if (!user) return false;
  return hasPermission(user, P.changeRfi) || isAdminLike(user) || user.role === 'data_entry';
}

/** The central unit sees the Dashboard and Map tabs and the statistics tables; others their own cards only. */
export function canSeeDashboardTables(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return central(user, opts);
}
export const canSeeDashboardMap = canSeeDashboardTables;

/** The dashboard's Dissemination table also needs can.view.ir. */
export function canSeeDisseminationStats(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return canSeeDashboardTables(user, opts) && hasPermission(user, P.viewIr);
}

// ── Analysis tools (analysis-tools §6) ──────────────────────────────────────────────────────────────

/** The analysis workspace, subject selection, imports and face matching: central unit only. */
export function canUseAdvancedTools(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return central(user, opts);
}

/**
 * Emergency request form add/change: can.change.erf, "or when two further role checks pass (identity not
 * shown)". Our choice: the two checks are ceo and admin (admin-like) — the partner roles that see the ERF entry
 * and file emergency forms. Unit staff need can.change.erf.
 */
export function canChangeErf(user: PermUser | null | undefined): boolean {
  return hasPermission(user, P.changeErf) || isAdminLike(user);
}

/** Face jobs: add is always allowed (to whoever reaches the Advanced screen). */
export function canAddFaceJob(user: PermUser | null | undefined): boolean {
  return !!user;
}
