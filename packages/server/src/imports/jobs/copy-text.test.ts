import { describe, expect, it } from 'vitest';
import { copyLine, copyValue } from './copy-text.js';

describe('COPY text format', () => {
  it('escapes what would end a value or a row, and the escape itself', () => {
    expect(copyValue('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyValue('plain text, commas; "quotes"')).toBe('plain text, commas; "quotes"');
  });

  it('writes NULL as \\N, and the text \\N as text', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(undefined)).toBe('\\N');
    expect(copyValue('\\N')).toBe('\\\\N');
  });

  it('numbers, bigints, booleans and dates; refuses what PostgreSQL would not store', () => {
    expect(copyValue(6.5244)).toBe('6.5244');
    expect(copyValue(-0.000001)).toBe('-0.000001');
    expect(copyValue(12345678901234567890n)).toBe('12345678901234567890');
    expect(copyValue(true)).toBe('t');
    expect(copyValue(new Date('2024-03-01T09:30:00Z'))).toBe('2024-03-01T09:30:00.000Z');
    expect(() => copyValue(Number.NaN)).toThrow(/not a number/);
    expect(() => copyValue({})).toThrow(/cannot write/);
  });

  it('a row is its values joined by tabs, ended by a newline', () => {
    expect(copyLine(['k1', null, 3, 'x\ty'])).toBe('k1\t\\N\t3\tx\\ty\n');
  });
});
