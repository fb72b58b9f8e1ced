import { describe, expect, it } from 'vitest';
import { matchCompany, matchPerson, type PersonKeys } from './score.js';
import { subjectCompanyKeys, subjectPersonKeys } from './subject-keys.js';

const subject: PersonKeys = {
  names: ['Musa Danjuma Bello', 'Mr Big'],
  birthdate: '1980-03-14',
  bvns: ['22212345678'],
  nins: ['12345678901'],
  phones: ['08031234567'],
  accounts: ['0123456789'],
};

describe('matchPerson', () => {
  it.each<[string, PersonKeys, number | null, string[], string]>([
    ['BVN equal decides', { names: ['Someone Else'], bvns: ['222-1234-5678'] }, 100, ['BVN equal'], 'BVN'],
    ['NIN equal decides', { names: [], nins: ['12345678901'] }, 100, ['NIN equal'], 'NIN'],
    ['account number equal decides', { names: [], accounts: ['0123456789'] }, 100, ['account number equal'], 'account number'],
    ['phone equal in any format', { names: ['Ada Obi'], phones: ['+234 803 123 4567'] }, 90, ['phone equal'], 'phone'],
    ['phone and name together', { names: ['Bello Musa'], phones: ['2348031234567'] }, 100, ['name equal', 'phone equal'], 'name and phone'],
    ['name and same date of birth', { names: ['Alhaji Musa Bello'], birthdate: '1980-03-14' }, 95, ['name equal, same date of birth'], 'name and date of birth'],
    ['a close name and same date of birth', { names: ['Musa Belo Danjumah'], birthdate: '1980-03-14T00:00:00Z' }, 85, ['name 0.93 similar, same date of birth'], 'name and date of birth'],
    ['name alone is capped', { names: ['MUSA BELLO'] }, 60, ['name equal'], 'name'],
    ['name with another date of birth is weak', { names: ['Musa Bello'], birthdate: '1991-01-01' }, 20, ['name equal, date of birth differs'], 'name'],
    ['a different name is no match', { names: ['Musa Abdullahi'] }, null, [], ''],
    ['nothing shared is no match', { names: [], bvns: ['99999999999'] }, null, [], ''],
  ])('%s', (_, candidate, confidence, reasons, criterion) => {
    const m = matchPerson(subject, candidate);
    if (confidence === null) return expect(m).toBeNull();
    expect(m).toMatchObject({ confidence, reasons, match_criterion: criterion });
  });

  it('lists every reason, strongest first', () => {
    const m = matchPerson(subject, { names: ['Musa Bello'], birthdate: '1980-03-14', nins: ['12345678901'], phones: ['08031234567'] });
    expect(m).toEqual({
      confidence: 100,
      reasons: ['NIN equal', 'name equal, same date of birth', 'phone equal'],
      match_criterion: 'NIN',
      match_value: '12345678901',
    });
  });
});

describe('matchCompany', () => {
  it.each([
    ['RC number with or without prefix', { names: ['X'], rcNumbers: ['RC 778899'] }, 100, ['RC number equal']],
    ['TIN', { names: ['X'], tins: ['12345678-0001'] }, 100, ['TIN equal']],
    ['company name less Ltd/Nig', { names: ['Bello Agro Ventures Nig. Ltd'] }, 60, ['company name equal']],
    ['a different company', { names: ['Zenith Oil Limited'] }, null, []],
  ] as const)('%s', (_, candidate, confidence, reasons) => {
    const m = matchCompany({ names: ['BELLO AGRO LIMITED'], rcNumbers: ['778899'], tins: ['123456780001'] }, candidate);
    if (confidence === null) return expect(m).toBeNull();
    expect(m).toMatchObject({ confidence, reasons });
  });
});

describe('subject keys', () => {
  it('reads a subject record: names, NIN from the national ID card, other IDs, accounts, companies', () => {
    const data = {
      surname: 'Bello', othernames: 'Musa', birthdate: '1980-03-14', bvn: '22212345678',
      aliases: [{ alias: 'Mr Big' }], telephones: [{ telephone: '08031234567' }],
      id_types: [{ idtype: 'B', idnumber: '12345678901' }, { idtype: 'C', idnumber: 'A0987654' }],
      bank_accounts: [{ accountno: '0123456789' }],
      companies: [{ name: 'Bello Agro Ltd', inc_number: 'RC778899', tax_identification_number: '12345678-0001' }],
    };
    expect(subjectPersonKeys(data)).toEqual({
      names: ['Musa Bello', 'Mr Big'], birthdate: '1980-03-14', bvns: ['22212345678'], nins: ['12345678901'],
      phones: ['08031234567'], accounts: ['0123456789'], idNumbers: ['A0987654'],
    });
    expect(subjectCompanyKeys(data)).toEqual({ names: ['Bello Agro Ltd'], rcNumbers: ['RC778899'], tins: ['12345678-0001'] });
  });
});
