import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MSG } from '../messages.js';
import * as schemas from './index.js';
import { issuesToErrors, pathKey, validate } from './validate.js';

const naughty = createRequire(import.meta.url)('big-list-of-naughty-strings') as string[];

describe('validate', () => {
  const s = z.strictObject({
    name: z.string().check(z.maxLength(3, 'too long')),
    items: z.array(z.strictObject({ n: z.number() })),
  });

  it('returns the parsed data when the value is valid', () => {
    expect(validate(s, { name: 'abc', items: [{ n: 1 }] })).toEqual({ ok: true, data: { name: 'abc', items: [{ n: 1 }] } });
  });

  it('keys errors by dotted path', () => {
    expect(validate(s, { name: 'abcd', items: [{ n: 1 }, { n: 'x' }] })).toEqual({
      ok: false,
      errors: { name: ['too long'], 'items.1.n': [MSG.invalidNumber] },
    });
  });

  it('reports each unknown key at its own path, nested ones too', () => {
    const r = validate(s, { name: 'a', items: [{ n: 1, evil: true }], role: 'admin' });
    expect(r).toEqual({ ok: false, errors: { role: [MSG.unknownField], 'items.0.evil': [MSG.unknownField] } });
  });

  it('reports a wrong root under the empty key', () => {
    expect(validate(s, 'text')).toEqual({ ok: false, errors: { '': [MSG.invalidValue] } });
    expect(validate(s, undefined)).toEqual({ ok: false, errors: { '': [MSG.required] } });
  });

  it('keeps __proto__ and constructor as plain keys', () => {
    const value = JSON.parse('{"name":"a","items":[],"__proto__":{"x":1},"constructor":1}') as unknown;
    const r = validate(s, value);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(Object.keys(r.errors).sort()).toEqual(['__proto__', 'constructor']);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    }
  });

  it('does not throw when reading the value throws', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
        ownKeys() {
          throw new Error('boom');
        },
      },
    );
    expect(validate(s, hostile)).toEqual({ ok: false, errors: { '': [MSG.invalidValue] } });
  });

  it('joins paths and issues', () => {
    expect(pathKey(['bank_accounts', 0, 'accountno'])).toBe('bank_accounts.0.accountno');
    expect(pathKey([])).toBe('');
    expect(
      issuesToErrors([
        { code: 'custom', path: ['a'], message: 'm', input: 1 },
        { code: 'custom', path: ['a'], message: 'm', input: 1 },
      ] as never),
    ).toEqual({ a: ['m'] });
  });
});

const allSchemas: [string, z.core.$ZodType][] = Object.entries(schemas as Record<string, unknown>)
  .filter(([k, v]) => k.endsWith('Schema') && typeof v === 'object' && v !== null && '_zod' in v)
  .map(([k, v]) => [k, v as z.core.$ZodType]);

describe('validate never throws (SECURITY.md promise 11)', () => {
  it('finds the schemas to fuzz', () => {
    expect(allSchemas.length).toBeGreaterThan(60);
  });

  it('on arbitrary JSON given to subjectSchema', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const r = validate(schemas.subjectSchema, value);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('on subject-like objects with arbitrary field values', () => {
    const keys = Object.keys(schemas.subjectSchema.shape);
    const subjectLike = fc.dictionary(fc.constantFrom(...keys), fc.oneof(fc.jsonValue(), fc.anything()), { maxKeys: 12 });
    fc.assert(
      fc.property(subjectLike, (value) => {
        expect(() => validate(schemas.subjectSchema, value)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('on anything given to every exported schema', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allSchemas), fc.anything({ withNullPrototype: true, withBigInt: true }), ([, schema], value) => {
        const r = validate(schema, value);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });

  it('on the naughty strings in every text field of a subject', () => {
    const textKeys = ['surname', 'othernames', 'case_reference', 'remark', 'bvn', 'tax_identification_number', 'birthdate', 'nationality'];
    for (const str of naughty) {
      for (const key of textKeys) {
        const r = validate(schemas.subjectSchema, { [key]: str });
        if (!r.ok) expect(Object.keys(r.errors)).toEqual([key]);
      }
      const nested = validate(schemas.subjectSchema, { bank_accounts: [{ bank: str, accountno: str }], telephones: [{ telephone: str }] });
      expect(typeof nested.ok).toBe('boolean');
    }
  });
});
