import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { companySchema } from './company.js';
import { expectError, expectErrors, expectValid } from '../test/expectValidation.js';

const good = {
  name: 'Acme Trading Ltd',
  case_reference: 'CASE/2026/001',
  information_needed: 'Directors and accounts',
  currentcrimetype: 'Bank Fraud',
};

describe('company', () => {
  it('needs name, case reference, information needed and crime type', () => {
    expectErrors(companySchema, {}, {
      name: [MSG.required],
      case_reference: [MSG.required],
      information_needed: [MSG.required],
      currentcrimetype: [MSG.required],
    });
  });

  it('defaults status to approved', () => {
    expect(expectValid(companySchema, good).status).toBe('approved');
    expect(expectValid(companySchema, { ...good, status: 'pending' }).status).toBe('pending');
    expectError(companySchema, { ...good, status: 'archived' }, 'status', MSG.invalidChoice);
  });

  it('uses the crime list without Banditry, starting with Due Diligence', () => {
    expectValid(companySchema, { ...good, currentcrimetype: 'Due Diligence' });
    expectError(companySchema, { ...good, currentcrimetype: 'Banditry' }, 'currentcrimetype', MSG.invalidChoice);
    expectError(companySchema, { ...good, currentcrimetype: 'Due Diligence / Fit and Proper Test' }, 'currentcrimetype', MSG.invalidChoice);
  });

  it('bounds its texts', () => {
    const cases: [string, number][] = [
      ['name', 256],
      ['case_reference', 128],
      ['information_needed', 1024],
      ['crimetype_description', 256],
      ['inc_number', 16],
      ['tax_identification_number', 50],
      ['remark', 1024],
    ];
    for (const [field, max] of cases) {
      const digits = field === 'tax_identification_number';
      expectValid(companySchema, { ...good, [field]: (digits ? '1' : 'x').repeat(max) });
      expectErrors(companySchema, { ...good, [field]: (digits ? '1' : 'x').repeat(max + 1) }, { [field]: [MSG.maxLength(max)] });
    }
  });

  it('takes company_type 1, 2 or 3 and checks the tax id', () => {
    expectValid(companySchema, { ...good, company_type: 2, tax_identification_number: '0123-4567' });
    expectErrors(companySchema, { ...good, company_type: '2', tax_identification_number: 'TIN1' }, {
      company_type: [MSG.invalidChoice],
      tax_identification_number: [MSG.taxId],
    });
  });

  it('checks parent companies and directors', () => {
    expectValid(companySchema, {
      ...good,
      parent_companies: [{ name: 'Acme Holdings', company_type: 1, tax_identification_number: '1-2' }],
      directors: [{ surname: 'Okafor', othernames: 'Ada', gender: '-' }],
    });
    expectErrors(companySchema, {
      ...good,
      parent_companies: [{ inc_number: 'i'.repeat(17), tax_identification_number: 'x' }],
      directors: [{ gender: 'other' }],
    }, {
      'parent_companies.0.name': [MSG.required],
      'parent_companies.0.inc_number': [MSG.maxLength(16)],
      'parent_companies.0.tax_identification_number': [MSG.taxId],
      'directors.0.surname': [MSG.required],
      'directors.0.othernames': [MSG.required],
      'directors.0.gender': [MSG.invalidChoice],
    });
    expectError(companySchema, { ...good, directors: [{ othernames: 'A', surname: 'B' }] }, 'directors.0.gender', MSG.required);
  });

  it('checks bank accounts with the NUBAN rule and addresses', () => {
    expectErrors(companySchema, {
      ...good,
      bank_accounts: [{ bank: '044', accountno: '0690000032' }, { bank: '044', accountno: '0690000033' }],
      addresses: [{ streetname: 's'.repeat(251) }],
    }, {
      'bank_accounts.1.accountno': [MSG.nuban],
      'addresses.0.streetname': [MSG.maxLength(250)],
    });
  });

  it('refuses unknown keys', () => {
    expectErrors(companySchema, { ...good, owner: 'x', directors: [{ surname: 'a', othernames: 'b', gender: 'male', bvn: '1' }] }, {
      owner: [MSG.unknownField],
      'directors.0.bvn': [MSG.unknownField],
    });
  });
});
