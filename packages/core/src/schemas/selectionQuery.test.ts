import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';
import { accountsByNameQuerySchema, companyMatchQuerySchema, companyQueryQuerySchema, suspectIdQuerySchema } from './selectionQuery.js';

describe('selection panel queries', () => {
  it('company match: confidence defaults to 25 and is 0..100', () => {
    expect(validate(companyMatchQuerySchema, { suspect_id: 'SUS1' })).toEqual({ ok: true, data: { suspect_id: 'SUS1', confidence: 25 } });
    expect(validate(companyMatchQuerySchema, { suspect_id: 'SUS1', confidence: '80' })).toMatchObject({ ok: true, data: { confidence: 80 } });
    for (const bad of ['-1', '101', 'abc', '1e3', 'Infinity', '']) {
      expect(validate(companyMatchQuerySchema, { suspect_id: 'SUS1', confidence: bad }).ok, bad).toBe(false);
    }
    expect(validate(companyMatchQuerySchema, { suspect_id: ' ' }).ok).toBe(false);
  });

  it('company query: search, or criterion=name with aname, not both, not neither', () => {
    expect(validate(companyQueryQuerySchema, { search: 'Bello' }).ok).toBe(true);
    expect(validate(companyQueryQuerySchema, { criterion: 'name', aname: 'Musa Bello' }).ok).toBe(true);
    expect(validate(companyQueryQuerySchema, {}).ok).toBe(false);
    expect(validate(companyQueryQuerySchema, { criterion: 'name' }).ok).toBe(false);
    expect(validate(companyQueryQuerySchema, { criterion: 'rc', aname: 'x' }).ok).toBe(false);
    expect(validate(companyQueryQuerySchema, { search: 'Bello', criterion: 'name', aname: 'Musa' }).ok).toBe(false);
  });

  it('names and ids are bounded', () => {
    expect(validate(accountsByNameQuerySchema, { q: 'a' }).ok).toBe(false);
    expect(validate(accountsByNameQuerySchema, { q: 'x'.repeat(201) }).ok).toBe(false);
    expect(validate(suspectIdQuerySchema, { suspect_id: 'x'.repeat(65) }).ok).toBe(false);
  });
});
