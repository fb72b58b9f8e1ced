import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';
import { analysisQuerySchema, MAX_ANALYSIS_SUBJECTS } from './analysisQuery.js';

describe('analysisQuerySchema', () => {
  it('takes a subject set and a period', () => {
    const r = validate(analysisQuerySchema, { Suspect: ['a', ' b '], start: '2024-01-01T00:00:00Z', end: '2024-02-01' });
    expect(r).toEqual({ ok: true, data: { Suspect: ['a', 'b'], start: '2024-01-01T00:00:00Z', end: '2024-02-01' } });
  });

  it('refuses an empty set, too many subjects, a bad date and a reversed period, naming the field', () => {
    expect(validate(analysisQuerySchema, { Suspect: [] })).toEqual({ ok: false, errors: { Suspect: ['Choose at least one subject'] } });
    const many = Array.from({ length: MAX_ANALYSIS_SUBJECTS + 1 }, (_, i) => `s${i}`);
    expect(validate(analysisQuerySchema, { Suspect: many }).ok).toBe(false);
    expect(validate(analysisQuerySchema, { Suspect: ['a'], start: 'yesterday' })).toEqual({ ok: false, errors: { start: ['Not a date and time'] } });
    expect(validate(analysisQuerySchema, { Suspect: ['a'], start: '2024-03-01', end: '2024-02-01' })).toEqual({
      ok: false,
      errors: { end: ['Start must not be after Stop'] },
    });
  });
});
