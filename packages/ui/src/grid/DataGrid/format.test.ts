import { describe, expect, it } from 'vitest';
import { formatCell, formatMoney } from './format';

describe('formatMoney', () => {
  it('NGN with 2 decimals from the decimal text itself', () => {
    expect(formatMoney('5000000')).toBe('₦5,000,000.00');
    expect(formatMoney('1234.5')).toBe('₦1,234.50');
    expect(formatMoney('0.125')).toBe('₦0.13');
    expect(formatMoney('-0.004')).toBe('₦0.00');
    expect(formatMoney('-12.345')).toBe('-₦12.35');
    // Past 2^53: a float would print 9007199254740993 as ...992.
    expect(formatMoney('9007199254740993.99')).toBe('₦9,007,199,254,740,993.99');
    expect(formatMoney(1500.1)).toBe('₦1,500.10');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('n/a')).toBe('n/a');
  });
});

describe('formatCell', () => {
  it('dates day first; instants in Lagos time; numbers grouped', () => {
    expect(formatCell('date', '2026-01-03')).toBe('03/01/2026');
    expect(formatCell('date', '2024-02-01T23:30:00.000Z')).toBe('02/02/2024');
    expect(formatCell('date', '2024-02-01 10:00:00+00')).toBe('01/02/2024');
    expect(formatCell('datetime', '2024-02-01 23:30:00+00')).toBe('02/02/2024 00:30');
    expect(formatCell('datetime', '2026-01-03T23:30:00Z')).toBe('04/01/2026 00:30');
    expect(formatCell('datetime', '2026-01-03T08:05')).toBe('03/01/2026 08:05');
    expect(formatCell('number', 125000)).toBe('125,000');
    expect(formatCell('text', undefined)).toBe('');
  });
});
