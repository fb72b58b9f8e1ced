import { describe, expect, it } from 'vitest';
import { canSeeDashboard, dashboardFields, dashboardReadsAll } from './dashboard.js';

const analyst = { role: 'fiu', domain: 'fiu', permissions: ['can.view.ir'] };
const analystNoIr = { role: 'fiu', domain: 'fiu', permissions: [] };
const admin = { role: 'admin', domain: 'eca', permissions: ['can.view.ir'] };
const entry = { role: 'data_entry', domain: 'eca', permissions: [] };

describe('dashboard fields (§2.13, §6.4)', () => {
  it('gives the central unit every figure, dissemination with can.view.ir', () => {
    const f = dashboardFields(analyst);
    expect(f.has('organisation_predicate_offences')).toBe(true);
    expect(f.has('user_assigned_cases')).toBe(true);
    expect(f.has('dissemination')).toBe(true);
    expect(f.size).toBe(18);
    expect(dashboardReadsAll(analyst)).toBe(true);
  });

  it('keeps the dissemination figures from the central unit without can.view.ir', () => {
    const f = dashboardFields(analystNoIr);
    expect(f.has('dissemination')).toBe(false);
    expect(f.has('dissemination_count')).toBe(false);
    expect(f.has('rfi')).toBe(true);
  });

  it('gives another organisation only its subject, company and offence figures, even with can.view.ir', () => {
    expect([...dashboardFields(admin)].sort()).toEqual(
      ['number_companies', 'number_companies_today', 'number_pending_reports', 'number_suspects', 'number_suspects_today', 'predicate_offences', 'predicate_offences_company'],
    );
    expect(dashboardReadsAll(admin)).toBe(false);
  });

  it('gives nothing to a role without the Dashboard entry', () => {
    expect(canSeeDashboard(entry)).toBe(false);
    expect(dashboardFields(entry).size).toBe(0);
    expect(dashboardFields(null).size).toBe(0);
  });

  it('follows a configured unit code', () => {
    expect(dashboardReadsAll({ role: 'nfiu', domain: 'nfiu' }, { unitCode: 'nfiu' })).toBe(true);
    expect(dashboardReadsAll(analyst, { unitCode: 'nfiu' })).toBe(false);
  });
});
