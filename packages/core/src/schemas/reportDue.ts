/**
 * Feedback due dates (issue 11 item 5): the interim and final feedback on a disseminated report are due a number
 * of days after dissemination, per report type. The central unit reads and changes the periods
 * (GET/PUT /api/intelligence/due-periods); the list answer carries each report's due dates and what is overdue
 * (rules/feedbackDue.ts reads them).
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { ALL_REPORT_TYPES } from './intelligence.js';

/** The longest period a unit may set: ten years. */
export const MAX_DUE_DAYS = 3650;
export const DUE_DAYS_MESSAGE = `A whole number of days from 1 to ${MAX_DUE_DAYS}`;
export const FINAL_BEFORE_INTERIM = 'The final feedback cannot be due before the interim feedback';

const days = () => z.int(DUE_DAYS_MESSAGE).check(z.minimum(1, DUE_DAYS_MESSAGE), z.maximum(MAX_DUE_DAYS, DUE_DAYS_MESSAGE));

/** One report type's periods, in days from dissemination. */
export const duePeriodSchema = z
  .strictObject({
    report_type: z.enum(ALL_REPORT_TYPES),
    interim_days: days(),
    final_days: days(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.final_days < v.interim_days) ctx.addIssue({ code: 'custom', path: ['final_days'], message: FINAL_BEFORE_INTERIM, input: v.final_days });
    }),
  );
export type DuePeriod = z.infer<typeof duePeriodSchema>;

/** PUT /api/intelligence/due-periods: the periods to change (report types left out stay as they are). */
export const duePeriodsUpdateSchema = z.strictObject({
  results: z.array(duePeriodSchema).check(z.minLength(1, 'Give at least one report type'), z.maxLength(ALL_REPORT_TYPES.length, 'One row per report type')),
});
export type DuePeriodsUpdate = z.infer<typeof duePeriodsUpdateSchema>;
