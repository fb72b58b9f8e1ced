import { DEFAULT_UNIT, type PermUser } from './types.js';

/** Roles of core-records §6.1 other than the central one (whose name is the unit code). */
export const FIXED_ROLES = ['ict_admin', 'ceo', 'admin', 'data_entry', 'mobile_entry', 'forex'] as const;
export type FixedRole = (typeof FIXED_ROLES)[number];

export interface RoleInfo {
  readonly id: string;
  readonly label: string;
  /** true for mobile_entry: cannot use the web application (refused at sign-in) */
  readonly webAccess: boolean;
}

/**
 * The roles with their labels (core-records §6.1). The central role's id is the unit code; its label is ours
 * ('FIU Staff', from the spec's meaning "central unit staff").
 */
export function rolesFor(unitCode: string = DEFAULT_UNIT): readonly RoleInfo[] {
  return [
    { id: unitCode, label: `${unitCode.toUpperCase()} Staff`, webAccess: true },
    { id: 'ict_admin', label: 'User Administrator', webAccess: true },
    { id: 'ceo', label: 'Chief Executive', webAccess: true },
    { id: 'admin', label: 'Intelligence Administrator', webAccess: true },
    { id: 'data_entry', label: 'Data Entry', webAccess: true },
    { id: 'mobile_entry', label: 'Mobile Data Entry', webAccess: false },
    { id: 'forex', label: 'Foreign Currency Evacuation User', webAccess: true },
  ];
}

/** The roles for the default unit code 'fiu'. Use rolesFor(config.unitCode) when the unit code is configured. */
export const ROLES: readonly RoleInfo[] = rolesFor(DEFAULT_UNIT);

/** A role's label, or the role id itself when unknown. */
export function roleLabel(role: string, unitCode: string = DEFAULT_UNIT): string {
  return rolesFor(unitCode).find((r) => r.id === role)?.label ?? role;
}

/** Permission strings (core-records §6.2 and the other documents). */
export const PERMISSIONS = {
  viewAllSubjects: 'can.view.all.subjects',
  viewAllCompanies: 'can.view.all.companies',
  viewAllRfis: 'can.view.all.rfis',
  viewAllErf: 'can.view.all.erf',
  viewIr: 'can.view.ir',
  viewAllFeedback: 'can.view.all.feedback',
  viewUsers: 'can.view.users',
  changeSubjects: 'can.change.subjects',
  editSubjects: 'can.edit.subjects',
  changeRfi: 'can.change.rfi',
  assignCases: 'can.assign.cases',
  changeAllCases: 'can.change.all.cases',
  activateUser: 'can.activate.user',
  resetPassword: 'can.reset.password',
  changeUsers: 'can.change.users',
  changeIr: 'can.change.ir',
  disseminateIr: 'can.disseminate.ir',
  changeBatch: 'can.change.batch',
  changeErf: 'can.change.erf',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** Every permission string, in the order of core-records §6.2 then the further ones. */
export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

/** Central-unit staff: role equal to the unit code (spec {product}). */
export function isCentral(user: PermUser | null | undefined, unitCode: string = DEFAULT_UNIT): boolean {
  return !!user && user.role === unitCode;
}

/** The admin-like roles: admin and ceo (core-records §6.1). */
export const ADMIN_LIKE_ROLES: readonly string[] = ['admin', 'ceo'];

/** 'Admin-like' means admin or ceo (core-records §6.1). */
export function isAdminLike(user: PermUser | null | undefined): boolean {
  return !!user && ADMIN_LIKE_ROLES.includes(user.role);
}

export function hasRole(user: PermUser | null | undefined, role: string): boolean {
  return !!user && user.role === role;
}

export function hasPermission(user: PermUser | null | undefined, permission: Permission | string): boolean {
  return !!user && Array.isArray(user.permissions) && user.permissions.includes(permission);
}

/** mobile_entry cannot use the web application (core-records §4.4: refused at the key step). */
export function hasWebAccess(user: PermUser | null | undefined): boolean {
  return !!user && user.role !== 'mobile_entry';
}

/**
 * The Subjects and Companies lists (core-records §6.3, their drawer entries: menu.ts uses these): admin-like,
 * data_entry, or the central unit with can.view.all.subjects / can.view.all.companies. Here beside the
 * primitives they use, so a list checks its rule without bundling the drawer or the action rules.
 */
export function canSeeSubjectsList(user: PermUser | null | undefined, opts: { unitCode?: string } = {}): boolean {
  return !!user && (isAdminLike(user) || user.role === 'data_entry' || (isCentral(user, opts.unitCode) && hasPermission(user, PERMISSIONS.viewAllSubjects)));
}
export function canSeeCompaniesList(user: PermUser | null | undefined, opts: { unitCode?: string } = {}): boolean {
  return !!user && (isAdminLike(user) || user.role === 'data_entry' || (isCentral(user, opts.unitCode) && hasPermission(user, PERMISSIONS.viewAllCompanies)));
}
