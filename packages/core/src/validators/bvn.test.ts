import { describe, expect, it } from 'vitest';
import { isValidBvn } from './bvn.js';

describe('isValidBvn', () => {
  it('accepts 11 digits only', () => {
    expect(isValidBvn('22212345678')).toBe(true);
    expect(isValidBvn('12345678901')).toBe(true);
    for (const bad of ['2221234567', '222123456789', '2221234567a', ' 22212345678', '222-1234567', '', null, undefined])
      expect(isValidBvn(bad)).toBe(false);
  });
});
