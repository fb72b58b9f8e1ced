import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidPassword, PASSWORD_SPECIALS } from './password.js';

describe('isValidPassword', () => {
  it('accepts passwords meeting every rule', () => {
    expect(isValidPassword('Demo#2026')).toBe(true);
    for (const special of PASSWORD_SPECIALS) expect(isValidPassword(`Abcdef1${special}`)).toBe(true);
  });

  it('rejects each missing rule', () => {
    expect(isValidPassword('Abcde1#')).toBe(false); // 7 characters
    expect(isValidPassword('abcdef1#')).toBe(false); // no capital
    expect(isValidPassword('ABCDEF1#')).toBe(false); // no small letter
    expect(isValidPassword('Abcdefg#')).toBe(false); // no digit
    expect(isValidPassword('Abcdefg1')).toBe(false); // no special
    expect(isValidPassword('Abcdef1&')).toBe(false); // & is not one of _$#!*%@
    expect(isValidPassword('Abcdef1-')).toBe(false);
    expect(isValidPassword('')).toBe(false);
    expect(isValidPassword(null)).toBe(false);
    expect(isValidPassword(undefined)).toBe(false);
  });

  it('matches a restatement of the rule on random input', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ9_$#!*%@&- xY0'), maxLength: 14 }), (s) => {
        const chars = [...s];
        const expected =
          s.length >= 8 &&
          chars.some((c) => c >= 'A' && c <= 'Z') &&
          chars.some((c) => c >= 'a' && c <= 'z') &&
          chars.some((c) => c >= '0' && c <= '9') &&
          chars.some((c) => '_$#!*%@'.includes(c));
        expect(isValidPassword(s)).toBe(expected);
      }),
    );
  });
});
