import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';
import { COLOCATION_LIMITS, colocationQuerySchema } from './colocation.js';

describe('colocationQuerySchema', () => {
  it('takes the subject set, a period, a window in minutes and a distance in metres (as the query string carries them)', () => {
    expect(validate(colocationQuerySchema, { Suspect: ['a', 'b'], start: '2025-01-01', end: '2025-12-31', window: ' 45 ', distance: '0' })).toEqual({
      ok: true,
      data: { Suspect: ['a', 'b'], start: '2025-01-01', end: '2025-12-31', window: '45', distance: '0' },
    });
    expect(validate(colocationQuerySchema, { Suspect: ['a'] })).toEqual({ ok: true, data: { Suspect: ['a'] } });
  });

  it('refuses windows and distances out of bounds or not whole, with one message naming the range', () => {
    const { window, distance } = COLOCATION_LIMITS;
    for (const bad of ['0', '1441', '-1', '1.5', '1e3', 'abc', '', '9'.repeat(20)]) {
      const r = validate(colocationQuerySchema, { Suspect: ['a'], window: bad });
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.errors.window).toHaveLength(1);
    }
    expect(validate(colocationQuerySchema, { Suspect: ['a'], window: '1441' })).toEqual({
      ok: false,
      errors: { window: [`The time window (minutes) must be from ${window.min} to 1,440`] },
    });
    expect(validate(colocationQuerySchema, { Suspect: ['a'], distance: String(distance.max + 1) })).toEqual({
      ok: false,
      errors: { distance: ['The distance (metres) must be from 0 to 50,000'] },
    });
    expect(validate(colocationQuerySchema, { Suspect: ['a'], distance: String(distance.max) }).ok).toBe(true);
  });
});
