import { describe, expect, it } from 'vitest';
import { visibleMenu, visibleMenuEntries, MENU } from './menu.js';
import { canSeeRoute, isKnownRoute, routePath } from './routes.js';
import { DEMO_USERS, DEMO_ORGANISATIONS, demoUser, demoOrganisation } from '../demo/fixtures.js';

const u = (ref: string) => demoUser(ref)!;
const orgOf = (ref: string) => demoOrganisation(ref.split('@')[1]!)!;

/**
 * Expected drawers written out by hand from core-records §6.3 for each demo user at their own organisation
 * (fiu: central, batch, request access; eca: partner, approval, batch, request access; cbn: central bank,
 * none; mission: foreign mission, none). Not computed by the function under test.
 */
const EXPECTED: Record<string, string[]> = {
  // fiu with every permission: all but Search (admin-like or foreign-mission data_entry only)
  'analyst@fiu': ['dashboard', 'subjects', 'companies', 'advanced', 'forex', 'requests', 'erf', 'batch', 'ireport', 'feedback', 'cases', 'users', 'guidance', 'help', 'logout'],
  // fiu without permissions: the unconditional {product} entries only
  'viewer@fiu': ['dashboard', 'advanced', 'forex', 'batch', 'cases', 'guidance', 'help', 'logout'],
  // ict_admin is named in no rule; Users needs the {product} role
  'ictadmin@fiu': ['help', 'logout'],
  // ceo is admin-like; eca has request access and batch
  'ceo@eca': ['dashboard', 'subjects', 'companies', 'search', 'requests', 'erf', 'batch', 'ireport', 'feedback', 'guidance', 'help', 'logout'],
  'admin@eca': ['dashboard', 'subjects', 'companies', 'search', 'requests', 'erf', 'batch', 'ireport', 'feedback', 'guidance', 'help', 'logout'],
  'entry@eca': ['subjects', 'companies', 'help', 'logout'],
  'mobile@eca': ['help', 'logout'],
  // refused at sign-in, but the rule itself only looks at the role
  'inactive@eca': ['subjects', 'companies', 'help', 'logout'],
  'forex@cbn': ['forex', 'help', 'logout'],
  // admin at cbn: no request access, no batch
  'cbnadmin@cbn': ['dashboard', 'subjects', 'companies', 'search', 'erf', 'ireport', 'feedback', 'guidance', 'help', 'logout'],
  'missionentry@mission': ['subjects', 'companies', 'search', 'help', 'logout'],
};

describe('visibleMenu (core-records §6.3)', () => {
  it('covers every demo user', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(DEMO_USERS.map((x) => `${x.username}@${x.domain}`).sort());
    expect(DEMO_ORGANISATIONS).toHaveLength(5);
  });

  for (const [ref, expected] of Object.entries(EXPECTED)) {
    it(`${ref}`, () => {
      const org = orgOf(ref);
      expect(visibleMenu(u(ref), org, { requestAccess: org.request_access })).toEqual(expected);
      // without the server's answer, the organisation's request_access flag decides
      expect(visibleMenu(u(ref), org)).toEqual(expected);
    });
  }

  it('Requests follows the server answer for request access', () => {
    expect(visibleMenu(u('analyst@fiu'), orgOf('analyst@fiu'), { requestAccess: false })).not.toContain('requests');
    expect(visibleMenu(u('ceo@eca'), orgOf('ceo@eca'), { requestAccess: false })).not.toContain('requests');
    expect(visibleMenu(u('cbnadmin@cbn'), orgOf('cbnadmin@cbn'), { requestAccess: true })).toContain('requests');
    expect(visibleMenu(u('entry@eca'), orgOf('entry@eca'), { requestAccess: true })).not.toContain('requests');
  });

  it('Batch for admin-like needs batch_enabled; {product} always', () => {
    const ssa = demoOrganisation('ssa')!;
    expect(visibleMenu({ role: 'admin', domain: 'ssa', permissions: [] }, ssa)).not.toContain('batch');
    expect(visibleMenu({ role: 'admin', domain: 'ssa', permissions: [] }, ssa)).toContain('requests');
    expect(visibleMenu({ role: 'fiu', domain: 'ssa', permissions: [] }, ssa)).toContain('batch');
  });

  it('Search for data_entry needs both the permission and a foreign-mission organisation', () => {
    const mission = demoOrganisation('mission')!;
    const eca = demoOrganisation('eca')!;
    expect(visibleMenu({ role: 'data_entry', permissions: [] }, mission)).not.toContain('search');
    expect(visibleMenu({ role: 'data_entry', permissions: ['can.view.all.subjects'] }, eca)).not.toContain('search');
    expect(visibleMenu({ role: 'data_entry', permissions: ['can.view.all.subjects'] }, null)).not.toContain('search');
  });

  it('the central role name is the configured unit code', () => {
    const fiuOrg = demoOrganisation('fiu')!;
    expect(visibleMenu({ role: 'nfiu', permissions: [] }, fiuOrg, { unitCode: 'nfiu' })).toEqual([
      'dashboard', 'advanced', 'forex', 'batch', 'cases', 'guidance', 'help', 'logout',
    ]);
    expect(visibleMenu({ role: 'fiu', permissions: [] }, fiuOrg, { unitCode: 'nfiu' })).toEqual(['help', 'logout']);
  });

  it('no user sees nothing; entries carry label, path and group', () => {
    expect(visibleMenu(null, null)).toEqual([]);
    expect(visibleMenuEntries(u('forex@cbn'), orgOf('forex@cbn')).map((e) => [e.label, e.path, e.group])).toEqual([
      ['Forex Evacuation', '/forex', 'OPERATIONAL'],
      ['Help', '/help', 'SETTINGS'],
      ['Logout', '/', 'SETTINGS'],
    ]);
    expect(MENU.map((e) => e.label)).toEqual([
      'Dashboard', 'Subjects', 'Companies', 'Search', 'Advanced', 'Forex Evacuation', 'Requests', 'ERF',
      'Batch Request', 'Intelligence Reports', 'Feedback', 'Cases', 'Users', 'Advisory Guidance', 'Help', 'Logout',
    ]);
  });
});

describe('canSeeRoute', () => {
  it('public routes need no sign-in', () => {
    for (const p of ['/', '/login', '/Login', '/meta', '/reportupload', '/register', '/reset', '/validate', '/clear'])
      expect(canSeeRoute(p, null, null), p).toBe(true);
  });

  it('protected routes need a user whose drawer allows them', () => {
    expect(canSeeRoute('/dashboard', null, null)).toBe(false);
    expect(canSeeRoute('/dashboard', u('entry@eca'), orgOf('entry@eca'))).toBe(false);
    expect(canSeeRoute('/list', u('entry@eca'), orgOf('entry@eca'))).toBe(true);
    expect(canSeeRoute('/list?page=2', u('entry@eca'), orgOf('entry@eca'))).toBe(true);
    expect(canSeeRoute('/list/', u('entry@eca'), orgOf('entry@eca'))).toBe(true);
    expect(canSeeRoute('/tools', u('ceo@eca'), orgOf('ceo@eca'))).toBe(false);
    expect(canSeeRoute('/cdr', u('viewer@fiu'), orgOf('viewer@fiu'))).toBe(true);
    expect(canSeeRoute('/forexStatus', u('forex@cbn'), orgOf('forex@cbn'))).toBe(true);
    expect(canSeeRoute('/users', u('ictadmin@fiu'), orgOf('ictadmin@fiu'))).toBe(false);
    expect(canSeeRoute('/users', u('analyst@fiu'), orgOf('analyst@fiu'))).toBe(true);
    expect(canSeeRoute('/help', u('forex@cbn'), orgOf('forex@cbn'))).toBe(true);
  });

  it('feedback forms follow the Interim/Final buttons', () => {
    expect(canSeeRoute('/pifeedback', u('ceo@eca'), orgOf('ceo@eca'))).toBe(true);
    expect(canSeeRoute('/finalfeedback', u('admin@eca'), orgOf('admin@eca'))).toBe(true);
    expect(canSeeRoute('/rifeedback', u('analyst@fiu'), orgOf('analyst@fiu'))).toBe(true);
    expect(canSeeRoute('/caseupdate', u('viewer@fiu'), orgOf('viewer@fiu'))).toBe(false);
    expect(canSeeRoute('/caseupdate', u('entry@eca'), orgOf('entry@eca'))).toBe(false);
  });

  it('mobile_entry may open no protected route; unknown routes are refused', () => {
    expect(canSeeRoute('/help', u('mobile@eca'), orgOf('mobile@eca'))).toBe(false);
    expect(canSeeRoute('/nowhere', u('analyst@fiu'), orgOf('analyst@fiu'))).toBe(false);
    expect(isKnownRoute('/nowhere')).toBe(false);
    expect(isKnownRoute('/ireport')).toBe(true);
    expect(canSeeRoute('/Dashboard', u('analyst@fiu'), orgOf('analyst@fiu'))).toBe(false); // routes match exactly
  });

  it('routePath', () => {
    expect(routePath('/a/?x=1#y')).toBe('/a');
    expect(routePath('/')).toBe('/');
    expect(routePath('')).toBe('/');
  });
});
