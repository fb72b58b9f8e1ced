import { describe, expect, it } from 'vitest';
import { builtinDateKind, customDateKind, serialToIso } from './dates.js';

describe('date formats', () => {
  it.each([
    ['dd/mm/yyyy', 'date'],
    ['dd/mm/yyyy\\ hh:mm', 'datetime'],
    ['yyyy-mm-dd"T"hh:mm:ss', 'datetime'],
    ['mm:ss', 'time'],
    ['h:mm AM/PM', 'time'],
    ['[h]:mm:ss', 'time'],
    ['mmm-yy', 'date'],
    ['mmmm', 'date'],
    ['[$-409]dddd, mmmm dd, yyyy', 'date'],
    ['General', null],
    ['0.00', null],
    ['#,##0.00 "NGN"', null],
    ['"Day "0', null],
    ['0.00E+00', null],
    ['[Red]#,##0;[Blue]-#,##0', null],
  ])('%s → %s', (code, kind) => expect(customDateKind(code)).toBe(kind));

  it('knows the built-in date formats', () => {
    expect([14, 15, 16, 17, 22, 45, 46, 47].map(builtinDateKind).every(Boolean)).toBe(true);
    expect(builtinDateKind(0)).toBeNull();
    expect(builtinDateKind(2)).toBeNull();
  });

  it('turns serials into ISO text in both date systems', () => {
    expect(serialToIso(1, 'date', false)).toBe('1900-01-01');
    expect(serialToIso(61, 'date', false)).toBe('1900-03-01');
    expect(serialToIso(45292.75, 'datetime', false)).toBe('2024-01-01T18:00:00');
    expect(serialToIso(0.5, 'time', false)).toBe('12:00:00');
    expect(serialToIso(0, 'date', true)).toBe('1904-01-01');
    expect(serialToIso(45292.999999999, 'datetime', false)).toBe('2024-01-02T00:00:00');
  });
});
