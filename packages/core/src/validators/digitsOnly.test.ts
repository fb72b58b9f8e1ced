import { describe, expect, it } from 'vitest';
import { isDigitsOnly } from './digitsOnly.js';

describe('isDigitsOnly', () => {
  it('accepts digit strings only', () => {
    expect(isDigitsOnly('08031234567')).toBe(true);
    for (const bad of ['+2348031234567', '0803-123-4567', '0803 1234567', '', null, undefined])
      expect(isDigitsOnly(bad)).toBe(false);
  });
});
