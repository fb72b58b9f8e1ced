import { describe, expect, it } from 'vitest';
import { formatNaira } from './naira.js';

describe('formatNaira', () => {
  it.each([
    [1234.5, '₦1,234.50'],
    [0, '₦0.00'],
    [1, '₦1.00'],
    [999.999, '₦1,000.00'],
    [1234567.891, '₦1,234,567.89'],
    [-1234.5, '-₦1,234.50'],
    [-0.001, '₦0.00'],
    ['1234.5', '₦1,234.50'],
    ['1,234.5', '₦1,234.50'],
  ])('%s → %s', (n, expected) => {
    expect(formatNaira(n)).toBe(expected);
  });
  it('shows nothing for missing or non-numeric amounts', () => {
    for (const bad of [null, undefined, '', 'abc', Number.NaN, Infinity]) expect(formatNaira(bad)).toBe('');
  });
});
