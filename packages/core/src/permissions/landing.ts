/**
 * Where a user lands after sign-in, and where `/` takes a signed-in user: the dashboard when they may see
 * it (core-records §4.4 "goes to /dashboard"), otherwise the first entry of their drawer (core-records §2.1
 * names /list as a landing too). The old product sent everyone to /dashboard, which showed data entry and
 * forex users 'Permission Denied' (issue 8 item 6; docs/spec-deviations.md). One rule, used by the sign-in
 * screen and by the standalone app's `/`.
 */
import { canSeeMenuEntry, visibleMenuEntries, type MenuOptions } from './menu.js';
import type { PermOrg, PermUser } from './types.js';

export const DASHBOARD_PATH = '/dashboard';

/** The path to land on: /dashboard if allowed, else the first drawer entry that is a screen (not Logout). */
export function landingPath(user: PermUser, org: PermOrg | null | undefined, opts: MenuOptions = {}): string {
  if (canSeeMenuEntry('dashboard', user, org, opts)) return DASHBOARD_PATH;
  const first = visibleMenuEntries(user, org, opts).find((entry) => entry.id !== 'logout');
  // Help is in everyone's drawer, so `first` always exists; /dashboard (Permission Denied) is the last resort.
  return first?.path ?? DASHBOARD_PATH;
}
