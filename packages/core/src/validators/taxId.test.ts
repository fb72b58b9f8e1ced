import { describe, expect, it } from 'vitest';
import { isValidTaxId } from './taxId.js';

describe('isValidTaxId', () => {
  it('accepts digits and dashes only', () => {
    for (const ok of ['12345678', '12345678-0001', '1-2-3']) expect(isValidTaxId(ok)).toBe(true);
    for (const bad of ['1234 5678', 'A1234567', '12345678_0001', '-', '---', '', null, undefined])
      expect(isValidTaxId(bad)).toBe(false);
  });
});
