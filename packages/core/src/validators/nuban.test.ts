import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidNuban, nubanCheckDigit, nubanInstitutionCode } from './nuban.js';

/**
 * Independent reference, written in the form of the CBN 2010 proposal: a 3-digit bank code followed by the
 * 9-digit serial, 12 weights, check = (10 - sum mod 10) mod 10. Because the weights repeat 3,7,3 the three
 * leading zeros of '000' + code contribute nothing, so this must agree with the 15-digit implementation.
 */
function referenceCheckDigit3(code3: string, serial9: string): number {
  const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  const digits = (code3 + serial9).split('').map((c) => c.charCodeAt(0) - 48);
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  return (10 - (sum % 10)) % 10;
}

/** Independent reference for 5-digit codes of other financial institutions: '9' + code, 15 explicit weights. */
function referenceCheckDigit5(code5: string, serial9: string): number {
  const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  const digits = ('9' + code5 + serial9).split('').map(Number);
  let sum = 0;
  weights.forEach((w, i) => (sum += w * digits[i]!));
  return (10 - (sum % 10)) % 10;
}

const digitString = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });

describe('isValidNuban', () => {
  it('accepts the worked example of the CBN NUBAN proposal (First Bank 011, serial 000001457 → 0000014579)', () => {
    // 0·3+1·7+1·3 + 0+0+0 + 0+0+1·3 + 4·3+5·7+7·3 = 81 → 10 - 1 = 9
    expect(isValidNuban('011', '0000014579')).toBe(true);
    expect(isValidNuban('000011', '0000014579')).toBe(true);
    for (const wrong of '012345678') expect(isValidNuban('011', `000001457${wrong}`)).toBe(false);
  });

  it('hand-checked vectors', () => {
    // Access 044 + 069071498: 28+12+42+27+49+3+12+63+24 = 260 → 10 - 0 = 10 → 0
    expect(isValidNuban('044', '0690714980')).toBe(true);
    expect(isValidNuban('044', '0690714981')).toBe(false);
    // GTBank 058 + 012345678: 5·7+8·3 + 0+1·7+2·3 + 3·3+4·7+5·3 + 6·3+7·7+8·3 = 215 → 5
    expect(isValidNuban('058', '0123456785')).toBe(true);
    // UBA 033 + 100000000: 3·7+3·3 + 1·3 = 33 → 7
    expect(isValidNuban('033', '1000000007')).toBe(true);
    // 5-digit code 50211 → 950211; serial 123456789: 27+35+0+6+7+3+3+14+9+12+35+18+21+56+27 = 273 → 7
    expect(isValidNuban('50211', '1234567897')).toBe(true);
    expect(isValidNuban('950211', '1234567897')).toBe(true);
    // ... and a 5-digit code is not zero-padded: '050211' gives a different check digit (sum 246 → 4)
    expect(isValidNuban('050211', '1234567897')).toBe(false);
  });

  it('rejects institution codes longer than 6 digits and malformed codes', () => {
    expect(isValidNuban('0000011', '0000014579')).toBe(false);
    expect(nubanInstitutionCode('1234567')).toBeNull();
    expect(isValidNuban('01a', '0000014579')).toBe(false);
    expect(isValidNuban('', '0000014579')).toBe(false);
    expect(nubanInstitutionCode('44')).toBe('000044');
    expect(nubanInstitutionCode(44)).toBe('000044');
    expect(nubanInstitutionCode('044')).toBe('000044');
    expect(nubanInstitutionCode('50211')).toBe('950211');
    expect(nubanInstitutionCode('999058')).toBe('999058');
  });

  it('treats null and undefined as absent (false)', () => {
    expect(isValidNuban(null, '0000014579')).toBe(false);
    expect(isValidNuban(undefined, '0000014579')).toBe(false);
    expect(isValidNuban('011', null)).toBe(false);
    expect(isValidNuban('011', undefined)).toBe(false);
    expect(isValidNuban(null, null)).toBe(false);
  });

  it('requires exactly 10 account digits', () => {
    expect(isValidNuban('011', '000001457')).toBe(false);
    expect(isValidNuban('011', '00000145790')).toBe(false);
    expect(isValidNuban('011', '000001457 9')).toBe(false);
    expect(isValidNuban('011', '00000-4579')).toBe(false);
    expect(isValidNuban('011', ' 0000014579')).toBe(false);
  });

  it('agrees with the 12-weight reference on random 3-digit codes and serials', () => {
    fc.assert(
      fc.property(digitString(3), digitString(9), fc.integer({ min: 0, max: 9 }), (code, serial, last) => {
        const expected = referenceCheckDigit3(code, serial);
        expect(nubanCheckDigit(code, serial)).toBe(expected);
        expect(isValidNuban(code, serial + last)).toBe(last === expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the 15-weight reference on random 5-digit codes', () => {
    fc.assert(
      fc.property(digitString(5), digitString(9), (code, serial) => {
        const expected = referenceCheckDigit5(code, serial);
        expect(isValidNuban(code, serial + expected)).toBe(true);
        expect(isValidNuban(code, serial + ((expected + 1) % 10))).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('exactly one of the ten final digits is valid for any code and serial', () => {
    fc.assert(
      fc.property(fc.oneof(digitString(3), digitString(5), digitString(6)), digitString(9), (code, serial) => {
        const valid = [...'0123456789'].filter((d) => isValidNuban(code, serial + d));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});
