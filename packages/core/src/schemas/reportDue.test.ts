import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';
import { DUE_DAYS_MESSAGE, FINAL_BEFORE_INTERIM, duePeriodSchema, duePeriodsUpdateSchema } from './reportDue.js';

describe('due period schemas', () => {
  it('accepts whole days from 1 to 3650 with the final not before the interim, for a known report type', () => {
    expect(validate(duePeriodSchema, { report_type: 'RFI', interim_days: 30, final_days: 30 }).ok).toBe(true);
    expect(validate(duePeriodSchema, { report_type: 'RE(INT)-IR', interim_days: 1, final_days: 3650 }).ok).toBe(true);
  });
  it('refuses bad periods with the field named', () => {
    const errors = (v: unknown) => {
      const r = validate(duePeriodSchema, v);
      return r.ok ? null : r.errors;
    };
    expect(errors({ report_type: 'RFI', interim_days: 0, final_days: 5 })).toEqual({ interim_days: [DUE_DAYS_MESSAGE] });
    expect(errors({ report_type: 'RFI', interim_days: 5, final_days: 3651 })).toEqual({ final_days: [DUE_DAYS_MESSAGE] });
    expect(errors({ report_type: 'RFI', interim_days: 50, final_days: 40 })).toEqual({ final_days: [FINAL_BEFORE_INTERIM] });
    expect(errors({ report_type: 'STR', interim_days: 5, final_days: 6 })).toHaveProperty('report_type');
    expect(errors({ report_type: 'RFI', interim_days: '5', final_days: 6 })).toHaveProperty('interim_days');
    expect(validate(duePeriodsUpdateSchema, { results: [] }).ok).toBe(false);
  });
});
