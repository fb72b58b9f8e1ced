import { describe, expect, it } from 'vitest';
import { DEMO_USERS, demoOrganisation, demoUser } from '../demo/fixtures.js';
import { landingPath } from './landing.js';

/**
 * Written out by hand from core-records §6.3 (who sees the dashboard) and each demo user's drawer
 * (menu.test.ts): the dashboard when allowed, otherwise the first drawer entry.
 */
const EXPECTED: Record<string, string> = {
  'analyst@fiu': '/dashboard',
  'viewer@fiu': '/dashboard',
  'ictadmin@fiu': '/help',
  'ceo@eca': '/dashboard',
  'admin@eca': '/dashboard',
  'entry@eca': '/list',
  'mobile@eca': '/help',
  'inactive@eca': '/list',
  'forex@cbn': '/forex',
  'cbnadmin@cbn': '/dashboard',
  'missionentry@mission': '/list',
};

describe('landingPath (issue 8 item 6)', () => {
  it('covers every demo user', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(DEMO_USERS.map((u) => `${u.username}@${u.domain}`).sort());
  });

  for (const [ref, path] of Object.entries(EXPECTED)) {
    it(`${ref} lands on ${path}`, () => {
      const [username, domain] = ref.split('@') as [string, string];
      const org = demoOrganisation(domain)!;
      expect(landingPath(demoUser(ref)!, org, { requestAccess: org.request_access })).toBe(path);
      expect(demoUser(ref)!.username).toBe(username);
    });
  }

  it('does not need the organisation for data entry: Subjects come first', () => {
    expect(landingPath({ role: 'data_entry', domain: 'eca', permissions: [] }, null)).toBe('/list');
  });

  it('follows the unit code for the central-unit role', () => {
    expect(landingPath({ role: 'nfiu', domain: 'nfiu', permissions: [] }, null, { unitCode: 'nfiu' })).toBe('/dashboard');
    expect(landingPath({ role: 'nfiu', domain: 'nfiu', permissions: [] }, null)).toBe('/help');
  });
});
