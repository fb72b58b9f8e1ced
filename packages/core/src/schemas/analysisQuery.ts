/**
 * The query every analysis call of the workspace sends (analysis-tools §7): the subject set as the repeated
 * `Suspect` parameter (a subject's id or its readable suspectid) and the period. The server parses the query
 * string into `{Suspect: string[], start?, end?}` (every `Suspect` value, in order) before validating.
 */
import './zodConfig.js';
import * as z from 'zod/mini';

/** Most subjects in one analysis: a set, not a scan of the store. */
export const MAX_ANALYSIS_SUBJECTS = 50;

const instant = z.string().check(
  z.maxLength(40),
  z.refine((v) => !Number.isNaN(Date.parse(v)), 'Not a date and time'),
);

export const analysisQuerySchema = z
  .object({
    Suspect: z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))
      .check(z.minLength(1, 'Choose at least one subject'), z.maxLength(MAX_ANALYSIS_SUBJECTS, `At most ${MAX_ANALYSIS_SUBJECTS} subjects`)),
    start: z.optional(instant),
    end: z.optional(instant),
  })
  .check(
    z.refine((q) => !q.start || !q.end || Date.parse(q.start) <= Date.parse(q.end), {
      message: 'Start must not be after Stop',
      path: ['end'],
    }),
  );
export type AnalysisQueryInput = z.infer<typeof analysisQuerySchema>;
