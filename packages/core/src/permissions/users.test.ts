import { describe, expect, it } from 'vitest';
import { demoUser } from '../demo/fixtures.js';
import { canAddUsers, canEditUsers } from './actions.js';
import { canSeeRoute } from './routes.js';
import {
  canActivateUser,
  canChangeGroups,
  canEditUser,
  canOpenUsers,
  canResetUserPassword,
  canSeeGroups,
  canSetUserPermissions,
  managesUser,
  userRoleChoices,
} from './users.js';

const u = (ref: string) => demoUser(ref)!;
/** A demo user with other permissions (the demo partners hold none). */
const withPerms = (ref: string, ...permissions: string[]) => ({ ...u(ref), permissions });
const analyst = u('analyst@fiu'); // central, every permission
const viewer = u('viewer@fiu'); // central, no permission
const ecaEditor = withPerms('admin@eca', 'can.change.users', 'can.activate.user', 'can.reset.password');

describe('who opens the users and groups screens', () => {
  it('users: the central unit with can.view.users, or a partner holding can.change.users', () => {
    expect(canOpenUsers(analyst)).toBe(true);
    expect(canOpenUsers(viewer)).toBe(false);
    // ict_admin is not the central role: the spec's menu gives Users to {product} only.
    expect(canOpenUsers(u('ictadmin@fiu'))).toBe(false);
    expect(canOpenUsers(u('admin@eca'))).toBe(false);
    expect(canOpenUsers(ecaEditor)).toBe(true);
    expect(canOpenUsers(null)).toBe(false);
    expect(canSeeRoute('/users', ecaEditor, null)).toBe(true);
    expect(canSeeRoute('/users', u('ceo@eca'), null)).toBe(false);
  });

  it('groups: the central unit only; changing them needs can.change.users', () => {
    expect(canSeeGroups(analyst)).toBe(true);
    expect(canSeeGroups(viewer)).toBe(false);
    expect(canSeeGroups(ecaEditor)).toBe(false);
    expect(canChangeGroups(analyst)).toBe(true);
    expect(canChangeGroups(withPerms('viewer@fiu', 'can.view.users'))).toBe(false);
    expect(canSeeRoute('/groups', analyst, null)).toBe(true);
    expect(canSeeRoute('/groups', ecaEditor, null)).toBe(false);
  });
});

describe('what one user may do to another', () => {
  const ecaEntry = u('entry@eca');
  const ecaCeo = u('ceo@eca');
  const cbnForex = u('forex@cbn');

  it('only the central unit adds users', () => {
    expect(canAddUsers(viewer)).toBe(true);
    expect(canAddUsers(ecaEditor)).toBe(false);
  });

  it('edit: can.change.users, and the central unit on anyone', () => {
    expect(canEditUsers(analyst)).toBe(true);
    expect(canEditUsers(viewer)).toBe(false);
    for (const target of [ecaEntry, ecaCeo, cbnForex, viewer]) expect(canEditUser(analyst, target)).toBe(true);
    expect(canEditUser(viewer, ecaEntry)).toBe(false);
  });

  it('a partner editor: their own organisation, and only roles they could have given', () => {
    expect(canEditUser(ecaEditor, ecaEntry)).toBe(true);
    expect(canEditUser(ecaEditor, u('mobile@eca'))).toBe(true);
    expect(canEditUser(ecaEditor, ecaCeo)).toBe(false);
    expect(canEditUser(ecaEditor, cbnForex)).toBe(false);
    expect(canEditUser(ecaEditor, { domain: 'eca', role: null })).toBe(false);
    expect(managesUser(ecaEditor, { domain: null, role: 'data_entry' })).toBe(false);
    // forex is theirs to give at cbn (FOREX_ASSIGNING_DOMAINS), not at eca.
    expect(canEditUser(withPerms('cbnadmin@cbn', 'can.change.users'), cbnForex)).toBe(true);
    expect(canEditUser(ecaEditor, { domain: 'eca', role: 'forex' })).toBe(false);
  });

  it('activate: can.activate.user on a managed user, never oneself', () => {
    expect(canActivateUser(analyst, ecaEntry)).toBe(true);
    expect(canActivateUser(analyst, analyst)).toBe(false);
    expect(canActivateUser(viewer, ecaEntry)).toBe(false);
    expect(canActivateUser(ecaEditor, ecaEntry)).toBe(true);
    expect(canActivateUser(ecaEditor, ecaCeo)).toBe(false);
    expect(canActivateUser(withPerms('admin@eca', 'can.change.users'), ecaEntry)).toBe(false);
  });

  it('reset password: can.reset.password on a managed user (oneself included)', () => {
    expect(canResetUserPassword(analyst, analyst)).toBe(true);
    expect(canResetUserPassword(u('ictadmin@fiu'), ecaEntry)).toBe(false);
    expect(canResetUserPassword(ecaEditor, ecaEntry)).toBe(true);
    expect(canResetUserPassword(ecaEditor, cbnForex)).toBe(false);
  });

  it('permissions are the central unit\'s to set', () => {
    expect(canSetUserPermissions(analyst)).toBe(true);
    expect(canSetUserPermissions(ecaEditor)).toBe(false);
    expect(canSetUserPermissions(withPerms('viewer@fiu', 'can.view.users'))).toBe(false);
  });
});

describe('role choices of the user form (§6.4)', () => {
  it('the central unit: every role; a partner: data entry and mobile entry, forex at the three organisations', () => {
    expect(userRoleChoices(analyst, null)).toEqual(['fiu', 'ict_admin', 'ceo', 'admin', 'data_entry', 'mobile_entry', 'forex']);
    expect(userRoleChoices(ecaEditor, null)).toEqual(['data_entry', 'mobile_entry']);
    expect(userRoleChoices(withPerms('cbnadmin@cbn', 'can.change.users'), null)).toEqual(['data_entry', 'mobile_entry', 'forex']);
    expect(userRoleChoices({ role: 'admin', domain: 'ssa' }, null)).toContain('forex');
    expect(userRoleChoices({ role: 'admin', domain: 'mission' }, null)).toContain('forex');
    expect(userRoleChoices(null, null)).toEqual([]);
  });

  it("keeps a central editor's view of a role outside the list (a legacy role), never a partner's", () => {
    expect(userRoleChoices(analyst, { role: 'auditor' })).toContain('auditor');
    expect(userRoleChoices(ecaEditor, { role: 'ceo' })).not.toContain('ceo');
  });
});
