import { describe, expect, it } from 'vitest';
import { addDecimal, compareDecimal } from './decimal';

describe('addDecimal', () => {
  it('adds decimal text exactly, where doubles would not', () => {
    expect(addDecimal('0.10', '0.20')).toBe('0.30');
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addDecimal('90071992547409.93', '0.01')).toBe('90071992547409.94');
    expect(addDecimal('1500000', '0.5')).toBe('1500000.50');
  });
  it('handles signs and zero', () => {
    expect(addDecimal('-5.25', '2.00')).toBe('-3.25');
    expect(addDecimal('-0.50', '0.50')).toBe('0.00');
    expect(addDecimal('0', '0')).toBe('0.00');
  });
  it('compares', () => {
    expect(compareDecimal('10.00', '9.99')).toBe(1);
    expect(compareDecimal('1', '1.00')).toBe(0);
    expect(compareDecimal('-1', '0')).toBe(-1);
  });
});
