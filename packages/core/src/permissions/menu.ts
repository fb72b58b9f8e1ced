import { PERMISSIONS as P, canSeeCompaniesList, canSeeSubjectsList, hasPermission, isAdminLike, isCentral } from './roles.js';
import { DEFAULT_UNIT, type PermOrg, type PermUser } from './types.js';
import { canViewRfis } from './actions.js';

export const MENU_ENTRY_IDS = [
  'dashboard',
  'subjects',
  'companies',
  'search',
  'advanced',
  'forex',
  'requests',
  'erf',
  'batch',
  'ireport',
  'feedback',
  'cases',
  'users',
  'guidance',
  'help',
  'logout',
] as const;
export type MenuEntryId = (typeof MENU_ENTRY_IDS)[number];
export type MenuGroup = 'OPERATIONAL' | 'SETTINGS';

export interface MenuEntry {
  readonly id: MenuEntryId;
  readonly label: string;
  readonly path: string;
  readonly group: MenuGroup;
}

/** The drawer (core-records §2.4), in its order. Logout goes to '/' (its target, core-records §2.1). */
export const MENU: readonly MenuEntry[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/dashboard', group: 'OPERATIONAL' },
  { id: 'subjects', label: 'Subjects', path: '/list', group: 'OPERATIONAL' },
  { id: 'companies', label: 'Companies', path: '/companies', group: 'OPERATIONAL' },
  { id: 'search', label: 'Search', path: '/search', group: 'OPERATIONAL' },
  { id: 'advanced', label: 'Advanced', path: '/tools', group: 'OPERATIONAL' },
  { id: 'forex', label: 'Forex Evacuation', path: '/forex', group: 'OPERATIONAL' },
  { id: 'requests', label: 'Requests', path: '/rfi', group: 'OPERATIONAL' },
  { id: 'erf', label: 'ERF', path: '/erf', group: 'OPERATIONAL' },
  { id: 'batch', label: 'Batch Request', path: '/batch', group: 'OPERATIONAL' },
  { id: 'ireport', label: 'Intelligence Reports', path: '/ireport', group: 'OPERATIONAL' },
  { id: 'feedback', label: 'Feedback', path: '/feedback', group: 'OPERATIONAL' },
  { id: 'cases', label: 'Cases', path: '/cases', group: 'OPERATIONAL' },
  { id: 'users', label: 'Users', path: '/users', group: 'SETTINGS' },
  { id: 'guidance', label: 'Advisory Guidance', path: '/guidance', group: 'SETTINGS' },
  { id: 'help', label: 'Help', path: '/help', group: 'SETTINGS' },
  { id: 'logout', label: 'Logout', path: '/', group: 'SETTINGS' },
];

export interface MenuOptions {
  /** Whether the organisation has request access as the server answers now; when absent, the organisation's request_access flag. */
  readonly requestAccess?: boolean | null;
  readonly unitCode?: string;
}

interface Ctx {
  user: PermUser;
  unitCode: string;
  org: PermOrg | null | undefined;
  central: boolean;
  adminLike: boolean;
  ceo: boolean;
  role: string;
  requestAccess: boolean;
  can: (p: string) => boolean;
}

/**
 * Menu visibility, core-records §6.3, one rule per entry, as data. ('ceo, admin-like, ...' is kept as the
 * spec words it even though admin-like includes ceo.)
 */
export const MENU_RULES: Readonly<Record<MenuEntryId, (c: Ctx) => boolean>> = {
  // Dashboard: {product} or admin-like
  dashboard: (c) => c.central || c.adminLike,
  // Subjects: admin-like, data_entry, or {product} with can.view.all.subjects (the list's rule, roles.ts)
  subjects: (c) => canSeeSubjectsList(c.user, { unitCode: c.unitCode }),
  // Companies: admin-like, data_entry, or {product} with can.view.all.companies (the list's rule, roles.ts)
  companies: (c) => canSeeCompaniesList(c.user, { unitCode: c.unitCode }),
  // Search: admin-like, or data_entry with can.view.all.subjects at a foreign-mission organisation
  search: (c) =>
    c.adminLike || (c.role === 'data_entry' && c.can(P.viewAllSubjects) && c.org?.org_type === 'foreign_mission'),
  // Advanced: {product} only
  advanced: (c) => c.central,
  // Forex Evacuation: {product} or forex
  forex: (c) => c.central || c.role === 'forex',
  // Requests: ceo, admin-like, or {product} with can.view.all.rfis, when the organisation has request access
  requests: (c) => canViewRfis(c.user, c.requestAccess, { unitCode: c.unitCode }),
  // ERF: ceo, admin-like, or {product} with can.view.all.erf
  erf: (c) => c.ceo || c.adminLike || (c.central && c.can(P.viewAllErf)),
  // Batch Request: ceo or admin-like at an organisation with batch_enabled, or {product}
  batch: (c) => ((c.ceo || c.adminLike) && c.org?.batch_enabled === true) || c.central,
  // Intelligence Reports: ceo, admin-like, or {product} with can.view.ir
  ireport: (c) => c.ceo || c.adminLike || (c.central && c.can(P.viewIr)),
  // Feedback: admin-like, or {product} with can.view.all.feedback
  feedback: (c) => c.adminLike || (c.central && c.can(P.viewAllFeedback)),
  // Cases: {product} only
  cases: (c) => c.central,
  // Users: {product} with can.view.users
  users: (c) => c.central && c.can(P.viewUsers),
  // Advisory Guidance: {product} or admin-like
  guidance: (c) => c.central || c.adminLike,
  // Help, Logout: everyone
  help: () => true,
  logout: () => true,
};

function ctx(user: PermUser, org: PermOrg | null | undefined, opts: MenuOptions): Ctx {
  const unitCode = opts.unitCode ?? DEFAULT_UNIT;
  return {
    user,
    unitCode,
    org,
    central: isCentral(user, unitCode),
    adminLike: isAdminLike(user),
    ceo: user.role === 'ceo',
    role: user.role,
    requestAccess: opts.requestAccess ?? org?.request_access ?? false,
    can: (p) => hasPermission(user, p),
  };
}

/** The drawer entries the user sees, in drawer order. No user → []. */
export function visibleMenu(
  user: PermUser | null | undefined,
  org: PermOrg | null | undefined,
  opts: MenuOptions = {},
): MenuEntryId[] {
  if (!user) return [];
  const c = ctx(user, org, opts);
  return MENU_ENTRY_IDS.filter((id) => MENU_RULES[id](c));
}

/** The drawer entries (with label, path, group) the user sees. */
export function visibleMenuEntries(
  user: PermUser | null | undefined,
  org: PermOrg | null | undefined,
  opts: MenuOptions = {},
): MenuEntry[] {
  const ids = new Set(visibleMenu(user, org, opts));
  return MENU.filter((e) => ids.has(e.id));
}

export function canSeeMenuEntry(
  id: MenuEntryId,
  user: PermUser | null | undefined,
  org: PermOrg | null | undefined,
  opts: MenuOptions = {},
): boolean {
  return !!user && MENU_RULES[id](ctx(user, org, opts));
}
