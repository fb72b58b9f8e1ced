import { describe, expect, it } from 'vitest';
import { isSearchTermUsable } from './searchTerm.js';

describe('isSearchTermUsable', () => {
  it('needs more than one character after trimming', () => {
    expect(isSearchTermUsable('ab')).toBe(true);
    expect(isSearchTermUsable(' ab ')).toBe(true);
    for (const bad of ['', 'a', ' a ', '   ', null, undefined]) expect(isSearchTermUsable(bad)).toBe(false);
  });
});
