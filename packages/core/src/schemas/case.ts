/** Case (core-records §3.8, §4.3): a label, its subjects and its handler assignments. */
import './zodConfig.js';
import * as z from 'zod/mini';
import { CASE_HANDLER_STATUSES } from '../refdata/lists.js';
import { bookkeeping, id, optId, optList, reqText } from './fields.js';

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
  label: reqText(),
  suspects: z._default(optList(caseSubjectSchema), []),
  assignments: z._default(optList(caseAssignmentSchema), []),
});
export type Case = z.infer<typeof caseSchema>;
