import { describe, expect, it } from 'vitest';
import { shortId } from './ids.js';

describe('shortId', () => {
  it('takes the first n characters upper-case', () => {
    expect(shortId('3f2a9c1e-77aa-4d3b', 8)).toBe('3F2A9C1E');
    expect(shortId('3f2a9c1e-77aa-4d3b', 7)).toBe('3F2A9C1');
    expect(shortId('ab', 8)).toBe('AB');
    expect(shortId(12345678901, 4)).toBe('1234');
    expect(shortId(null, 8)).toBe('');
    expect(shortId('abc', 0)).toBe('');
  });
});
