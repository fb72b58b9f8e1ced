import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { dashboardQuerySchema, dashboardSchema, organisationLocationSchema } from './dashboard.js';
import { expectErrors, expectValid } from '../test/expectValidation.js';

describe('dashboard', () => {
  it('reads the full central-unit answer', () => {
    const full = {
      user_assigned_cases: { total: 4, open: 2 },
      number_cases: 9,
      number_suspects: 120,
      number_companies: 30,
      number_companies_today: 1,
      number_suspects_today: 3,
      predicate_offences: [{ currentcrimetype: 'Fraud', count: 5 }],
      predicate_offences_company: [],
      reports: [{ domain: 'eca', count: 7 }],
      reports_company: [],
      pending_reports: [],
      rfi: [],
      dissemination: [],
      number_rfi: 2,
      dissemination_count: 8,
      number_pending_reports: 4,
      organisation_predicate_offences: { eca: [{ currentcrimetype: 'Fraud', count: 2 }] },
      organisation_company_predicate_offences: {},
    };
    expect(expectValid(dashboardSchema, full)).toEqual(full);
  });

  it('reads a partner organisation answer with fewer figures', () => {
    expectValid(dashboardSchema, { number_suspects: 3, number_companies: 1, predicate_offences: [] });
  });

  it('refuses malformed figures at their paths', () => {
    expectErrors(dashboardSchema, { number_cases: '9', reports: [{ domain: 'eca' }], organisation_predicate_offences: { eca: [{ count: 'x', currentcrimetype: 'F' }] } }, {
      number_cases: [MSG.invalidNumber],
      'reports.0.count': [MSG.required],
      'organisation_predicate_offences.eca.0.count': [MSG.invalidNumber],
    });
  });

  it('reads organisation locations and a strict date query', () => {
    expectValid(organisationLocationSchema, { latitude: 9.07, longitude: 7.39, domain__name: 'EFCC' });
    expectValid(dashboardQuerySchema, { start_date: '2026-01-01' });
    expectErrors(dashboardQuerySchema, { from: 'x' }, { from: [MSG.unknownField] });
  });
});
