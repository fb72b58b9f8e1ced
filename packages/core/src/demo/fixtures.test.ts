import { describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS, DEMO_USERS, DEMO_PASSWORD, demoUrlCode, demoUser } from './fixtures.js';
import { isValidPassword } from '../validators/password.js';
import { isValidEmail } from '../validators/email.js';

describe('demo fixtures', () => {
  it('URL codes are domain + democode padded with x to 32 letters', () => {
    expect(demoUrlCode('fiu')).toBe('fiudemocodexxxxxxxxxxxxxxxxxxxxx');
    expect(demoUrlCode('eca')).toBe('ecademocodexxxxxxxxxxxxxxxxxxxxx');
    for (const o of DEMO_ORGANISATIONS) expect(o.url_code).toMatch(/^[a-z]{32}$/);
  });
  it('organisation flags of the foundation issue', () => {
    const flags = Object.fromEntries(
      DEMO_ORGANISATIONS.map((o) => [o.domain, [o.org_type, o.approval_status_enabled, o.batch_enabled, o.request_access]]),
    );
    expect(flags).toEqual({
      fiu: ['central', false, true, true],
      eca: ['partner', true, true, true],
      cbn: ['central_bank', false, false, false],
      ssa: ['partner', false, false, true],
      mission: ['foreign_mission', false, false, false],
    });
  });
  it('users are unique, in known organisations, with valid e-mails; the password meets the rule', () => {
    expect(isValidPassword(DEMO_PASSWORD)).toBe(true);
    expect(new Set(DEMO_USERS.map((u) => `${u.username}@${u.domain}`)).size).toBe(DEMO_USERS.length);
    for (const u of DEMO_USERS) {
      expect(DEMO_ORGANISATIONS.some((o) => o.domain === u.domain)).toBe(true);
      expect(isValidEmail(u.email)).toBe(true);
    }
    expect(demoUser('analyst@fiu')?.permissions).toHaveLength(19);
    expect(demoUser('viewer@fiu')?.permissions).toEqual([]);
    expect(demoUser('missionentry@mission')?.permissions).toEqual(['can.view.all.subjects']);
    expect(demoUser('nobody@fiu')).toBeUndefined();
  });
});
