import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.js';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const ok of ['analyst@fiu.gov.ng', 'a.b+c@example.co.uk', 'x@y.io']) expect(isValidEmail(ok)).toBe(true);
  });
  it('rejects malformed ones', () => {
    for (const bad of ['', 'analyst', 'analyst@', '@fiu.gov.ng', 'a@b', 'a b@c.ng', 'a@@b.ng', 'a@b..ng', 'a@.b.ng', 'a@b.ng.', null, undefined])
      expect(isValidEmail(bad)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@b.ng`)).toBe(false);
  });
});
