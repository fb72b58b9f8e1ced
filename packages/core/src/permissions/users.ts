/**
 * User management rules (core-records §2.9, §2.10, §4.5, §6.3, §6.4): who may open the users and groups screens,
 * and what one user may do to another. The users list and the server check the same functions.
 *
 * The central unit manages every organisation's users. A partner organisation's user holding a user-management
 * permission manages their own organisation only, and only users whose role they could have given (so a data
 * entry clerk with can.change.users cannot demote the organisation's chief executive).
 */
import { assignableRoles, canEditUsers, type RoleChoiceOptions } from './actions.js';
import { PERMISSIONS as P, hasPermission, isCentral } from './roles.js';
import { DEFAULT_UNIT, type PermOptions, type PermUser } from './types.js';

/** The user acted on: its organisation and role (a PublicUser fits). */
export interface TargetUser {
  readonly _id?: string | null;
  readonly domain?: string | null;
  readonly role?: string | null;
}

const central = (u: PermUser | null | undefined, o: PermOptions = {}) => isCentral(u, o.unitCode ?? DEFAULT_UNIT);

/**
 * Whether `actor` may act on `target` at all: the central unit on anyone; others on users of their own
 * organisation whose role is one they may assign.
 */
export function managesUser(actor: PermUser | null | undefined, target: TargetUser | null | undefined, opts: RoleChoiceOptions = {}): boolean {
  if (!actor || !target) return false;
  if (central(actor, opts)) return true;
  if (!target.domain || target.domain !== actor.domain) return false;
  return !!target.role && assignableRoles(actor, { domain: actor.domain ?? '' }, opts).includes(target.role);
}

/**
 * The /users screen (core-records §6.3: Users is the central unit's with can.view.users). A partner user with
 * can.change.users may also open it by address for their own organisation (no drawer entry: the spec's menu).
 */
export function canOpenUsers(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  if (!user) return false;
  return (central(user, opts) && hasPermission(user, P.viewUsers)) || canEditUsers(user, opts);
}

/** The edit button of a row: can.change.users, and a user the actor manages. */
export function canEditUser(actor: PermUser | null | undefined, target: TargetUser | null | undefined, opts: RoleChoiceOptions = {}): boolean {
  return canEditUsers(actor, opts) && managesUser(actor, target, opts);
}

/** The Activate/Deactivate button of a row: can.activate.user, a managed user, never oneself. */
export function canActivateUser(actor: PermUser | null | undefined, target: TargetUser | null | undefined, opts: RoleChoiceOptions = {}): boolean {
  if (!hasPermission(actor, P.activateUser) || !managesUser(actor, target, opts)) return false;
  return !actor?._id || actor._id !== target?._id;
}

/** The reset-password button of a row: can.reset.password and a managed user. */
export function canResetUserPassword(actor: PermUser | null | undefined, target: TargetUser | null | undefined, opts: RoleChoiceOptions = {}): boolean {
  return hasPermission(actor, P.resetPassword) && managesUser(actor, target, opts);
}

/**
 * Which permissions a user holds is the central unit's to set (§6.4 gives permissions to no one else; a
 * partner editor granting can.change.users to themselves would be an escalation).
 */
export function canSetUserPermissions(actor: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return central(actor, opts) && canEditUsers(actor, opts);
}

/** Groups are the central unit's: the /groups screen follows /users; add and rename need can.change.users. */
export function canSeeGroups(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return central(user, opts) && (hasPermission(user, P.viewUsers) || hasPermission(user, P.changeUsers));
}
export function canChangeGroups(user: PermUser | null | undefined, opts: PermOptions = {}): boolean {
  return central(user, opts) && hasPermission(user, P.changeUsers);
}

/**
 * The role choices of the user form (§6.4) for `target` (null: a new user). The actor's own choices, plus the
 * target's current role so that an unchanged role always shows (a central editor keeps any role; a partner
 * editor only ever sees users whose role is among their choices).
 */
export function userRoleChoices(actor: PermUser | null | undefined, target: TargetUser | null | undefined, opts: RoleChoiceOptions = {}): string[] {
  const choices = assignableRoles(actor, actor ? { domain: actor.domain ?? '' } : null, opts);
  const current = target?.role;
  return current && !choices.includes(current) && central(actor, opts) ? [...choices, current] : choices;
}
