/** Case (core-records §3.8, §4.3): a label, its subjects and its handler assignments. */
import './zodConfig.js';
import * as z from 'zod/mini';
import { CASE_HANDLER_STATUSES } from '../refdata/lists.js';
import { bookkeeping, id, opt, optId, reqText } from './fields.js';

/** Bounds of one case (ours: the spec gives none): its label, subjects and handlers. */
export const CASE_LIMITS = { label: 256, subjects: 200, assignments: 50 } as const;

export const caseSubjectSchema = z.strictObject({ id: optId(), suspect: id() });
export type CaseSubject = z.infer<typeof caseSubjectSchema>;

export const caseAssignmentSchema = z.strictObject({
  id: optId(),
  handler: id(),
  status: z._default(z.enum(CASE_HANDLER_STATUSES), 'open'),
  case: optId(),
});
export type CaseAssignment = z.infer<typeof caseAssignmentSchema>;

/** PUT /api/case/assignments/{id}: the assignment's new status. */
export const caseAssignmentUpdateSchema = z.strictObject({ status: z.enum(CASE_HANDLER_STATUSES) });
export type CaseAssignmentUpdate = z.infer<typeof caseAssignmentUpdateSchema>;

export const caseSchema = z.strictObject({
  ...bookkeeping,
  label: reqText(CASE_LIMITS.label),
  suspects: z._default(opt(z.array(caseSubjectSchema).check(z.maxLength(CASE_LIMITS.subjects, `At most ${CASE_LIMITS.subjects} subjects`))), []),
  assignments: z._default(
    opt(z.array(caseAssignmentSchema).check(z.maxLength(CASE_LIMITS.assignments, `At most ${CASE_LIMITS.assignments} handlers`))),
    [],
  ),
});
export type Case = z.infer<typeof caseSchema>;
