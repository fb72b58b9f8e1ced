import { describe, expect, it } from 'vitest';
import { pageRange } from './pagination.js';

describe('pageRange', () => {
  it.each([
    [0, 20, 95, '1-20 of 95'],
    [20, 20, 95, '21-40 of 95'],
    [80, 20, 95, '81-95 of 95'],
    [0, 20, 0, '0-0 of 0'],
    [0, 20, 7, '1-7 of 7'],
    [0, 300, 300, '1-300 of 300'],
    [300, 300, 301, '301-301 of 301'],
    [100, 20, 95, '95-95 of 95'],
  ])('offset %i size %i total %i → %s', (offset, size, total, expected) => {
    expect(pageRange(offset, size, total)).toBe(expected);
  });
});
