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

describe('the other analysis queries', () => {
  it('timeline: a band from AMOUNT_BANDS, anything else named', async () => {
    const { timelineQuerySchema } = await import('./analysisQuery.js');
    expect(validate(timelineQuerySchema, { Suspect: ['a'], range: '100000-500000' }).ok).toBe(true);
    expect(validate(timelineQuerySchema, { Suspect: ['a'], range: '5' })).toEqual({ ok: false, errors: { range: ['Not one of the amount bands'] } });
  });

  it('cdr list: exactly one side, numbers checked, sort from the allow-list, paging as digits', async () => {
    const { cdrListQuerySchema } = await import('./analysisQuery.js');
    expect(validate(cdrListQuerySchema, { originating_number: ['0803 123 4567'], sort: '-cdr_ts', limit: '10' })).toEqual({
      ok: true,
      data: { originating_number: ['0803 123 4567'], sort: '-cdr_ts', limit: '10' },
    });
    expect(validate(cdrListQuerySchema, {}).ok).toBe(false);
    expect(validate(cdrListQuerySchema, { originating_number: ['1'], terminating_number: ['2'] }).ok).toBe(false);
    const bad = validate(cdrListQuerySchema, { originating_number: ["1'; DROP"], sort: 'password', limit: '-1' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['limit', 'originating_number.0', 'sort']);
  });

  it('cdr range and timeline: direction in any case, period in order', async () => {
    const { cdrRangeQuerySchema, cdrTimelineQuerySchema } = await import('./analysisQuery.js');
    expect(validate(cdrRangeQuerySchema, { Suspect: ['a'], direction: 'Voice Originating' })).toMatchObject({ ok: true, data: { direction: 'voice originating' } });
    expect(validate(cdrRangeQuerySchema, { Suspect: ['a'], direction: 'sideways' })).toEqual({ ok: false, errors: { direction: ['Not a call direction'] } });
    expect(validate(cdrRangeQuerySchema, { Suspect: [] }).ok).toBe(false);
    expect(validate(cdrTimelineQuerySchema, { originating_number: '08031234567' }).ok).toBe(false);
    expect(validate(cdrTimelineQuerySchema, { originating_number: '08031234567', terminating_number: '+2348031234568', start: '2024-02-01', end: '2024-01-01' }))
      .toEqual({ ok: false, errors: { end: ['Start must not be after Stop'] } });
  });

  it('suspect lookup: ids or a search; graph: a known label and an id', async () => {
    const { suspectLookupQuerySchema, graphQuerySchema } = await import('./analysisQuery.js');
    expect(validate(suspectLookupQuerySchema, { search: 'ade' }).ok).toBe(true);
    expect(validate(suspectLookupQuerySchema, { Suspects: ['x'] }).ok).toBe(true);
    expect(validate(suspectLookupQuerySchema, {})).toEqual({ ok: false, errors: { Suspects: ['Give Suspects or search'] } });
    expect(validate(graphQuerySchema, { label: 'Phone', id: '2348031234567' }).ok).toBe(true);
    expect(validate(graphQuerySchema, { label: 'Planet', id: 'x' }).ok).toBe(false);
  });
});
