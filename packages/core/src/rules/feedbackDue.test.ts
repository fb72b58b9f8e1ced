import { describe, expect, it } from 'vitest';
import { nextFeedbackDue } from './feedbackDue.js';

describe('nextFeedbackDue', () => {
  const dates = { interim_due_on: '2026-06-29', final_due_on: '2026-08-28' };
  it('owes the interim first, then the final, then nothing', () => {
    expect(nextFeedbackDue({ ...dates, overdue: null })).toEqual({ due: 'interim', on: '2026-06-29', overdue: false });
    expect(nextFeedbackDue({ ...dates, overdue: 'interim' })).toEqual({ due: 'interim', on: '2026-06-29', overdue: true });
    expect(nextFeedbackDue({ ...dates, has_interim_feedback: true, overdue: null })).toEqual({ due: 'final', on: '2026-08-28', overdue: false });
    expect(nextFeedbackDue({ ...dates, has_interim_feedback: true, overdue: 'final' })).toEqual({ due: 'final', on: '2026-08-28', overdue: true });
    expect(nextFeedbackDue({ ...dates, has_interim_feedback: true, has_final_feedback: true, overdue: null })).toBeNull();
  });
  it('owes nothing without due dates (not disseminated, or a type without periods)', () => {
    expect(nextFeedbackDue({ interim_due_on: null, final_due_on: null, overdue: null })).toBeNull();
    expect(nextFeedbackDue({})).toBeNull();
  });
});
