import { describe, expect, it } from 'vitest';
import { isValidBankAccountNumber } from './bankAccount.js';

describe('isValidBankAccountNumber', () => {
  it('accepts exactly 10 digits', () => {
    expect(isValidBankAccountNumber('0123456789')).toBe(true);
    for (const bad of ['012345678', '01234567890', '012345678a', '012 3456789', '', null, undefined])
      expect(isValidBankAccountNumber(bad)).toBe(false);
  });
});
