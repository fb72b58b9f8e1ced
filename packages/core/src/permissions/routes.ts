/**
 * Who may open which route of the standalone app (core-records §2.1, §6.3; dissemination-feedback §2).
 * Apart from the drawer rules (menu.ts) so that a screen that needs only the drawer (the sign-in screen's
 * landing) does not bundle the intelligence rules and their messages.
 */
import { canSeeMenuEntry, type MenuEntryId, type MenuOptions } from './menu.js';
import { canUseFeedbackButtons } from './intelligence.js';
import { hasWebAccess, isCentral } from './roles.js';
import { canOpenUsers, canSeeGroups } from './users.js';
import { DEFAULT_UNIT, type PermOrg, type PermUser } from './types.js';

// ── Routes ──────────────────────────────────────────────────────────────────────────────────────────

/** Public routes (dissemination-feedback §2; core-records §2.1 spells /login in lower case, both accepted). */
export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/login',
  '/Login',
  '/meta',
  '/reportupload',
  '/register',
  '/reset',
  '/validate',
  '/clear',
];

type RouteRule = (user: PermUser, org: PermOrg | null | undefined, opts: MenuOptions) => boolean;
const menu =
  (id: MenuEntryId): RouteRule =>
  (u, o, opts) =>
    canSeeMenuEntry(id, u, o, opts);

/**
 * Protected routes and who may open them. A route behind a drawer entry follows the entry. Our choices for
 * routes with no drawer entry (the spec does not say who may open them):
 * - /cdr, /import, /fmsearch (analysis workspace, imports, face matching): the central unit (Advanced).
 * - /forexStatus: as /forex.
 * - /pifeedback, /rifeedback, /finalfeedback, /caseupdate, /caseupdateview: whoever has the Interim/Final
 *   buttons of the intelligence list (canUseFeedbackButtons).
 * - /generate, /insight (subject report, insights): the central unit (Report and Insights buttons are central-only).
 * - /users: the drawer's rule, and a partner user with can.change.users by address (permissions/users.ts);
 *   /groups: the central unit with can.view.users or can.change.users; /messaging: any signed-in web user.
 */
export const ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  '/dashboard': menu('dashboard'),
  '/list': menu('subjects'),
  '/companies': menu('companies'),
  '/search': menu('search'),
  '/tools': menu('advanced'),
  '/cdr': menu('advanced'),
  '/import': menu('advanced'),
  '/import/cdr': menu('advanced'),
  '/import/statement': menu('advanced'),
  '/fmsearch': menu('advanced'),
  '/forex': menu('forex'),
  '/forexStatus': menu('forex'),
  '/rfi': menu('requests'),
  '/erf': menu('erf'),
  '/batch': menu('batch'),
  '/ireport': menu('ireport'),
  '/pifeedback': (u, o, opts) => canSeeMenuEntry('ireport', u, o, opts) && canUseFeedbackButtons(u, opts),
  '/rifeedback': (u, o, opts) => canSeeMenuEntry('ireport', u, o, opts) && canUseFeedbackButtons(u, opts),
  '/finalfeedback': (u, o, opts) => canSeeMenuEntry('ireport', u, o, opts) && canUseFeedbackButtons(u, opts),
  '/caseupdate': (u, o, opts) => canSeeMenuEntry('ireport', u, o, opts) && canUseFeedbackButtons(u, opts),
  '/caseupdateview': (u, o, opts) => canSeeMenuEntry('ireport', u, o, opts) && canUseFeedbackButtons(u, opts),
  '/feedback': menu('feedback'),
  '/cases': menu('cases'),
  '/users': (u, _o, opts) => canOpenUsers(u, opts),
  '/groups': (u, _o, opts) => canSeeGroups(u, opts),
  '/guidance': menu('guidance'),
  '/help': menu('help'),
  '/messaging': () => true,
  '/generate': (u, _o, opts) => isCentral(u, opts.unitCode ?? DEFAULT_UNIT),
  '/insight': (u, _o, opts) => isCentral(u, opts.unitCode ?? DEFAULT_UNIT),
};

/** The path part of a location: no query, no hash, no trailing slash (except '/'). */
export function routePath(path: string): string {
  const p = path.split(/[?#]/, 1)[0] || '/';
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
}

export function isPublicRoute(path: string): boolean {
  return PUBLIC_ROUTES.includes(routePath(path));
}

export function isKnownRoute(path: string): boolean {
  const p = routePath(path);
  return PUBLIC_ROUTES.includes(p) || p in ROUTE_RULES;
}

/**
 * May this user open this route in the standalone app? Public routes: always. Protected routes: a signed-in
 * web user (not mobile_entry) for whom the route's rule holds; otherwise the app shows 'Permission Denied'.
 * Unknown routes → false (the router shows its not-found screen; use isKnownRoute to tell the two apart).
 * Routes match exactly (dissemination-feedback §2), after dropping query, hash and a trailing slash.
 */
export function canSeeRoute(
  path: string,
  user: PermUser | null | undefined,
  org: PermOrg | null | undefined,
  opts: MenuOptions = {},
): boolean {
  const p = routePath(path);
  if (PUBLIC_ROUTES.includes(p)) return true;
  const rule = ROUTE_RULES[p];
  if (!rule || !user || !hasWebAccess(user)) return false;
  return rule(user, org, opts);
}
