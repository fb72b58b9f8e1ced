import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MSG } from '../messages.js';
import { addressSchema, bankAccountPairIsValid, bankAccountSchema, errorBodySchema, listOf } from './common.js';
import { expectErrors, expectValid } from '../test/expectValidation.js';

// Access Bank (CBN 044): 069000003 + check digit 2. Globus Bank's code '00103' is 000103 for NUBAN.
const ACCESS = { bank: '044', accountno: '0690000032' };

describe('listOf', () => {
  it('reads {results, count}', () => {
    const s = listOf(z.object({ id: z.string() }));
    expect(expectValid(s, { results: [{ id: 'a' }], count: 1 })).toEqual({ results: [{ id: 'a' }], count: 1 });
    expectErrors(s, { results: [{}], count: '1' }, { 'results.0.id': [MSG.required], count: [MSG.invalidNumber] });
  });
});

describe('error body', () => {
  it('has error and optional field errors', () => {
    expectValid(errorBodySchema, { error: 'Bad input', errors: { 'bank_accounts.0.accountno': [MSG.nuban] } });
    expectValid(errorBodySchema, { error: 'Not found' });
    expectErrors(errorBodySchema, { errors: {} }, { error: [MSG.required] });
  });
});

describe('address', () => {
  it('bounds streetname at 250 and refuses unknown keys', () => {
    expectValid(addressSchema, { country: 'NG', state: 'Lagos', lga: 'Ikeja (Lagos)', town: 'Ikeja', streetname: 's'.repeat(250) });
    expectErrors(addressSchema, { streetname: 's'.repeat(251), zip: '1' }, {
      streetname: [MSG.maxLength(250)],
      zip: [MSG.unknownField],
    });
  });
});

describe('bank account', () => {
  it('accepts a valid NUBAN pair and the other fields within bounds', () => {
    expectValid(bankAccountSchema, { ...ACCESS, accountname: 'a'.repeat(128), bic_swift: 'b', iban: 'c', sort_code: 'd' });
  });

  it('needs exactly 10 digits in the account number', () => {
    for (const accountno of ['069000003', '06900000a2', '069-000003']) {
      expectErrors(bankAccountSchema, { accountno }, { accountno: [MSG.bankAccount] });
    }
    expectErrors(bankAccountSchema, { accountno: '06900000321' }, { accountno: [MSG.maxLength(10), MSG.bankAccount] });
  });

  it('checks the bank and account pair as a NUBAN, at accountno', () => {
    expectErrors(bankAccountSchema, { bank: '044', accountno: '0690000031' }, { accountno: [MSG.nuban] });
    expectErrors(bankAccountSchema, { bank: '058', accountno: ACCESS.accountno }, { accountno: [MSG.nuban] });
    expectErrors(bankAccountSchema, { bank: '1234567', accountno: ACCESS.accountno }, { accountno: [MSG.nuban] });
  });

  it('takes the bank as a CBN code, padded or not', () => {
    expectValid(bankAccountSchema, { bank: '000044', accountno: ACCESS.accountno });
    expectValid(bankAccountSchema, { bank: '00103', accountno: '1234567893' });
    expect(bankAccountPairIsValid('00103', '1234567896')).toBe(false);
  });

  it('skips the pair check when either side is absent, null or short', () => {
    expectValid(bankAccountSchema, { bank: null, accountno: '0690000031' });
    expectValid(bankAccountSchema, { bank: '044', accountno: null });
    expectValid(bankAccountSchema, { bank: '', accountno: '0690000031' });
    expectValid(bankAccountSchema, { bank: '044' });
    expectErrors(bankAccountSchema, { bank: '044', accountno: '069000003' }, { accountno: [MSG.bankAccount] });
  });

  it('bounds bank at 50 and the names at 128', () => {
    expectErrors(bankAccountSchema, { bank: '0'.repeat(51), iban: 'i'.repeat(129) }, {
      bank: [MSG.maxLength(50)],
      iban: [MSG.maxLength(128)],
    });
  });
});
