import { describe, expect, it } from 'vitest';
import { isNotInFuture } from './date.js';

describe('isNotInFuture', () => {
  const now = new Date(2026, 10, 21, 14, 5, 0); // 21 November 2026, 14:05 local

  it('allows today and earlier days for date-only values', () => {
    expect(isNotInFuture('2026-11-21', now)).toBe(true);
    expect(isNotInFuture('1980-02-29', now)).toBe(true);
    expect(isNotInFuture('2026-11-22', now)).toBe(false);
  });

  it('compares instants for dates, timestamps and date-times', () => {
    expect(isNotInFuture(new Date(2026, 10, 21, 14, 4), now)).toBe(true);
    expect(isNotInFuture(new Date(2026, 10, 21, 14, 6), now)).toBe(false);
    expect(isNotInFuture(now.getTime(), now)).toBe(true);
    expect(isNotInFuture(now.getTime() + 1, now)).toBe(false);
    expect(isNotInFuture(new Date(2026, 10, 21, 14, 6).toISOString(), now)).toBe(false);
  });

  it('treats absent as valid and garbage as invalid', () => {
    expect(isNotInFuture(null, now)).toBe(true);
    expect(isNotInFuture(undefined, now)).toBe(true);
    expect(isNotInFuture('', now)).toBe(true);
    expect(isNotInFuture('not a date', now)).toBe(false);
    expect(isNotInFuture('2026-02-30', now)).toBe(false);
    expect(isNotInFuture(new Date(Number.NaN), now)).toBe(false);
  });

  it('defaults now to the current time', () => {
    expect(isNotInFuture(new Date(Date.now() - 1000))).toBe(true);
    expect(isNotInFuture(new Date(Date.now() + 60_000))).toBe(false);
  });
});
