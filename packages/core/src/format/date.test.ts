import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLongDateTime } from './date.js';

describe('long dates', () => {
  const d = new Date(2026, 10, 21, 14, 5, 9);
  it('formats Date, timestamp and string', () => {
    expect(formatLongDate(d)).toBe('21 November 2026');
    expect(formatLongDate(d.getTime())).toBe('21 November 2026');
    expect(formatLongDate(d.toISOString())).toBe('21 November 2026');
    expect(formatLongDate('2026-11-21')).toBe('21 November 2026');
    expect(formatLongDate(new Date(2026, 0, 5))).toBe('5 January 2026');
    expect(formatLongDateTime(d)).toBe('21 November 2026, 14:05');
    expect(formatLongDateTime(new Date(2026, 10, 21, 0, 7))).toBe('21 November 2026, 00:07');
    expect(formatLongDateTime(d.toISOString())).toBe('21 November 2026, 14:05');
  });
  it('returns empty text for invalid input', () => {
    for (const bad of ['', 'nonsense', null, undefined, new Date(Number.NaN), Number.NaN]) {
      expect(formatLongDate(bad)).toBe('');
      expect(formatLongDateTime(bad)).toBe('');
    }
  });
});
