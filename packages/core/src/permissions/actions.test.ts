import { describe, expect, it } from 'vitest';
import {
  canChangeSubjects,
  isCompanyReadOnly,
  canSeeCentralOnly,
  subjectStatusOptions,
  subjectStatusFieldHidden,
  defaultSubjectStatus,
  isSubjectReadOnly,
  canApprovePending,
  canChangeCompanies,
  companyStatusOptions,
  canChangeCaseHandlerStatus,
  canSeeCaseAssignments,
  canAddUsers,
  canEditUsers,
  canActivateUsers,
  canResetPasswords,
  assignableRoles,
  FOREX_ASSIGNING_DOMAINS,
  canChangeRfi,
  canViewRfis,
  canAddRfi,
  canSeeDisseminationStats,
  canSeeDashboardTables,
  canUseAdvancedTools,
  canChangeErf,
} from './actions.js';
import { isCentral, isAdminLike, hasPermission, ROLES, rolesFor, ALL_PERMISSIONS, roleLabel } from './roles.js';
import { demoUser, demoOrganisation } from '../demo/fixtures.js';

const u = (ref: string) => demoUser(ref)!;
const eca = demoOrganisation('eca')!; // approval enabled
const fiu = demoOrganisation('fiu')!; // no approval
const cbn = demoOrganisation('cbn')!;

describe('roles and permissions', () => {
  it('roles of §6.1 with the unit code as central role', () => {
    expect(ROLES.map((r) => r.id)).toEqual(['fiu', 'ict_admin', 'ceo', 'admin', 'data_entry', 'mobile_entry', 'forex']);
    expect(rolesFor('nfiu')[0]).toEqual({ id: 'nfiu', label: 'NFIU Staff', webAccess: true });
    expect(roleLabel('admin')).toBe('Intelligence Administrator');
    expect(roleLabel('forex')).toBe('Foreign Currency Evacuation User');
    expect(roleLabel('mystery')).toBe('mystery');
    expect(ALL_PERMISSIONS).toHaveLength(19);
    expect(ALL_PERMISSIONS).toContain('can.disseminate.ir');
  });

  it('isCentral, isAdminLike, hasPermission', () => {
    expect(isCentral(u('viewer@fiu'))).toBe(true);
    expect(isCentral(u('viewer@fiu'), 'nfiu')).toBe(false);
    expect(isCentral(u('ictadmin@fiu'))).toBe(false);
    expect(isCentral(null)).toBe(false);
    expect(isAdminLike(u('ceo@eca'))).toBe(true);
    expect(isAdminLike(u('admin@eca'))).toBe(true);
    expect(isAdminLike(u('entry@eca'))).toBe(false);
    expect(hasPermission(u('ictadmin@fiu'), 'can.view.users')).toBe(true);
    expect(hasPermission(u('viewer@fiu'), 'can.view.users')).toBe(false);
    expect(hasPermission({ role: 'fiu', permissions: null }, 'can.view.users')).toBe(false);
  });
});

describe('subjects (core-records §4.1, §4.6, §6.4)', () => {
  it('add/change: can.change.subjects, admin-like or data_entry; never in investigate mode', () => {
    expect(canChangeSubjects(u('entry@eca'))).toBe(true);
    expect(canChangeSubjects(u('ceo@eca'))).toBe(true);
    expect(canChangeSubjects(u('analyst@fiu'))).toBe(true);
    expect(canChangeSubjects(u('viewer@fiu'))).toBe(false);
    expect(canChangeSubjects(u('forex@cbn'))).toBe(false);
    expect(canChangeSubjects(u('analyst@fiu'), 'investigate')).toBe(false);
    expect(canChangeSubjects(u('entry@eca'), 'investigate')).toBe(false);
  });

  it('central-only actions', () => {
    expect(canSeeCentralOnly(u('viewer@fiu'))).toBe(true);
    expect(canSeeCentralOnly(u('admin@eca'))).toBe(false);
  });

  it('status selector options', () => {
    const pendingOwn = { id: 1, status: 'pending', domain: 'eca', created_by: 'x' };
    const approvedOwn = { id: 2, status: 'approved', domain: 'eca', created_by: 'x' };
    const pendingOther = { id: 3, status: 'pending', domain: 'ssa', created_by: 'x' };
    expect(subjectStatusOptions(u('viewer@fiu'), approvedOwn, fiu)).toEqual(['disseminated', 'treated', 'assigned', 'approved', 'pending']);
    expect(subjectStatusOptions(u('entry@eca'), pendingOwn, eca)).toEqual(['approved', 'pending', 'archived']);
    expect(subjectStatusOptions(u('admin@eca'), pendingOwn, eca)).toEqual(['approved', 'pending', 'archived']);
    expect(subjectStatusOptions(u('entry@eca'), approvedOwn, eca)).toBeNull();
    expect(subjectStatusOptions(u('entry@eca'), pendingOther, eca)).toBeNull();
    expect(subjectStatusOptions(u('entry@eca'), null, eca)).toEqual(['approved', 'pending', 'archived']);
    expect(subjectStatusOptions(null, pendingOwn, eca)).toBeNull();
  });

  it('default status and hidden status field', () => {
    expect(defaultSubjectStatus(eca)).toBe('pending');
    expect(defaultSubjectStatus(fiu)).toBe('approved');
    expect(subjectStatusFieldHidden(u('entry@eca'), null, eca)).toBe(false);
    expect(subjectStatusFieldHidden(u('entry@eca'), null, cbn)).toBe(true);
    expect(subjectStatusFieldHidden(u('entry@eca'), { id: 1, status: 'approved', domain: 'eca', created_by: 'x' }, eca)).toBe(true);
    expect(subjectStatusFieldHidden(u('entry@eca'), { id: 1, status: 'approved', domain: 'eca' }, eca)).toBe(false);
    expect(subjectStatusFieldHidden(u('entry@eca'), { id: 1, status: 'pending', domain: 'eca', created_by: 'x' }, eca)).toBe(false);
    expect(subjectStatusFieldHidden(u('entry@eca'), { id: 1, status: 'pending', domain: 'ssa' }, eca)).toBe(true);
  });

  it('form locking', () => {
    const other = { id: 9, domain: 'ssa' };
    expect(isSubjectReadOnly(u('entry@eca'), other)).toBe(true);
    expect(isSubjectReadOnly(u('entry@eca'), { id: 9, domain: 'eca' })).toBe(false);
    expect(isSubjectReadOnly(u('analyst@fiu'), other)).toBe(false); // has can.edit.subjects
    expect(isSubjectReadOnly({ role: 'data_entry', domain: 'eca', permissions: ['can.edit.subjects'] }, other)).toBe(false);
    expect(isSubjectReadOnly(u('entry@eca'), null)).toBe(false);
    expect(isSubjectReadOnly(u('entry@eca'), { id: 9, domain: 'eca' }, 'investigate')).toBe(true);
    expect(isSubjectReadOnly(u('viewer@fiu'), { id: 9, domain: 'fiu' })).toBe(true);
  });

  it('Approve Pending: unit staff or admin, when approval is enabled', () => {
    expect(canApprovePending(u('admin@eca'), eca)).toBe(true);
    expect(canApprovePending({ role: 'fiu', domain: 'eca' }, eca)).toBe(true);
    expect(canApprovePending(u('ceo@eca'), eca)).toBe(false);
    expect(canApprovePending(u('entry@eca'), eca)).toBe(false);
    expect(canApprovePending(u('viewer@fiu'), fiu)).toBe(false);
    expect(canApprovePending(u('cbnadmin@cbn'), cbn)).toBe(false);
  });
});

describe('companies (core-records §4.2, §6.4)', () => {
  it('add/change', () => {
    expect(canChangeCompanies(u('analyst@fiu'))).toBe(true);
    expect(canChangeCompanies(u('viewer@fiu'))).toBe(false);
    expect(canChangeCompanies(u('admin@eca'))).toBe(true);
    expect(canChangeCompanies(u('entry@eca'))).toBe(true);
    expect(canChangeCompanies(u('forex@cbn'))).toBe(false);
  });
  it('status options', () => {
    expect(companyStatusOptions(u('viewer@fiu'), { id: 1, status: 'approved', domain: 'eca' }, fiu)).toEqual([
      'disseminated', 'treated', 'assigned', 'approved', 'pending',
    ]);
    expect(companyStatusOptions(u('entry@eca'), { id: 1, status: 'pending', domain: 'eca' }, eca)).toEqual(['approved', 'pending']);
    expect(companyStatusOptions(u('entry@eca'), { id: 1, status: 'approved', domain: 'eca' }, eca)).toBeNull();
    expect(companyStatusOptions(u('entry@eca'), { id: 1, status: 'pending', domain: 'ssa' }, eca)).toBeNull();
  });
});

describe('cases, users, requests, dashboard, analysis', () => {
  it('case handler status and assignments', () => {
    const me = { ...u('viewer@fiu') };
    expect(canChangeCaseHandlerStatus(me, { handler: me._id })).toBe(true);
    expect(canChangeCaseHandlerStatus(me, { handler: 'someone-else' })).toBe(false);
    expect(canChangeCaseHandlerStatus(u('analyst@fiu'), { handler: 'someone-else' })).toBe(true);
    expect(canChangeCaseHandlerStatus(me, null)).toBe(false);
    expect(canSeeCaseAssignments(u('analyst@fiu'))).toBe(true);
    expect(canSeeCaseAssignments(u('viewer@fiu'))).toBe(false);
  });

  it('user management', () => {
    expect(canAddUsers(u('viewer@fiu'))).toBe(true);
    expect(canAddUsers(u('ictadmin@fiu'))).toBe(false);
    expect(canEditUsers(u('analyst@fiu'))).toBe(true);
    expect(canEditUsers(u('viewer@fiu'))).toBe(false);
    expect(canActivateUsers(u('analyst@fiu'))).toBe(true);
    expect(canActivateUsers(u('viewer@fiu'))).toBe(false);
    expect(canResetPasswords(u('analyst@fiu'))).toBe(true);
    expect(canResetPasswords(u('ictadmin@fiu'))).toBe(false);
  });

  it('assignable roles, forex at the configured organisations', () => {
    expect(assignableRoles(u('viewer@fiu'), fiu)).toEqual(['fiu', 'ict_admin', 'ceo', 'admin', 'data_entry', 'mobile_entry', 'forex']);
    expect(assignableRoles({ role: 'nfiu' }, fiu, { unitCode: 'nfiu' })[0]).toBe('nfiu');
    expect(assignableRoles(u('admin@eca'), eca)).toEqual(['data_entry', 'mobile_entry']);
    expect(FOREX_ASSIGNING_DOMAINS).toHaveLength(3);
    expect(FOREX_ASSIGNING_DOMAINS).toContain('cbn');
    expect(assignableRoles(u('cbnadmin@cbn'), cbn)).toEqual(['data_entry', 'mobile_entry', 'forex']);
    expect(assignableRoles(u('admin@eca'), eca, { forexAssigningDomains: ['eca'] })).toEqual(['data_entry', 'mobile_entry', 'forex']);
    expect(assignableRoles(null, eca)).toEqual([]);
  });

  it('requests for information', () => {
    expect(canAddRfi()).toBe(false);
    expect(canChangeRfi(u('entry@eca'))).toBe(true);
    expect(canChangeRfi(u('ceo@eca'))).toBe(true);
    expect(canChangeRfi(u('analyst@fiu'))).toBe(true);
    expect(canChangeRfi(u('viewer@fiu'))).toBe(false);
  });

  it('reading requests: ceo, admin-like, or the central unit with can.view.all.rfis, with request access', () => {
    for (const who of ['ceo@eca', 'admin@eca', 'analyst@fiu']) expect(canViewRfis(u(who), true)).toBe(true);
    for (const who of ['viewer@fiu', 'entry@eca', 'forex@cbn']) expect(canViewRfis(u(who), true)).toBe(false);
    expect(canViewRfis(u('admin@eca'), false)).toBe(false);
    expect(canViewRfis({ role: 'data_entry', permissions: ['can.view.all.rfis'] }, true)).toBe(false);
    expect(canViewRfis(null, true)).toBe(false);
  });

  it('dashboard tiers', () => {
    expect(canSeeDashboardTables(u('viewer@fiu'))).toBe(true);
    expect(canSeeDashboardTables(u('admin@eca'))).toBe(false);
    expect(canSeeDisseminationStats(u('analyst@fiu'))).toBe(true);
    expect(canSeeDisseminationStats(u('viewer@fiu'))).toBe(false);
    expect(canSeeDisseminationStats({ role: 'admin', permissions: ['can.view.ir'] })).toBe(false);
  });

  it('analysis tools and ERF', () => {
    expect(canUseAdvancedTools(u('viewer@fiu'))).toBe(true);
    expect(canUseAdvancedTools(u('admin@eca'))).toBe(false);
    expect(canChangeErf(u('analyst@fiu'))).toBe(true);
    expect(canChangeErf(u('viewer@fiu'))).toBe(false);
    expect(canChangeErf(u('ceo@eca'))).toBe(true);
    expect(canChangeErf(u('entry@eca'))).toBe(false);
  });
});

describe('isCompanyReadOnly (the §4.6 lock applied to companies)', () => {
  const entry = { role: 'data_entry', domain: 'eca', permissions: [] as string[] };
  it('own organisation editable; another one read-only unless can.edit.subjects; always in investigate mode', () => {
    expect(isCompanyReadOnly(entry, { id: 'c1', domain: 'eca' })).toBe(false);
    expect(isCompanyReadOnly(entry, { domain: 'cbn' })).toBe(false); // a new record is the user's own
    expect(isCompanyReadOnly(entry, { id: 'c2', domain: 'cbn' })).toBe(true);
    expect(isCompanyReadOnly({ ...entry, permissions: ['can.edit.subjects'] }, { id: 'c2', domain: 'cbn' })).toBe(false);
    expect(isCompanyReadOnly(entry, { id: 'c1', domain: 'eca' }, 'investigate')).toBe(true);
    expect(isCompanyReadOnly({ role: 'forex', domain: 'cbn', permissions: [] }, { id: 'c3', domain: 'cbn' })).toBe(true);
    expect(isCompanyReadOnly(null, { id: 'c1', domain: 'eca' })).toBe(true);
  });
});
