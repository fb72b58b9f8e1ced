import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { CASE_LIMITS, caseAssignmentUpdateSchema, caseSchema } from './case.js';
import { expectErrors, expectValid } from '../test/expectValidation.js';

describe('case', () => {
  it('needs a label and defaults its lists and assignment status', () => {
    expectErrors(caseSchema, {}, { label: [MSG.required] });
    expect(expectValid(caseSchema, { label: 'Op. Sunrise' })).toEqual({ label: 'Op. Sunrise', suspects: [], assignments: [] });
    const data = expectValid(caseSchema, { label: 'L', suspects: [{ suspect: 's1' }], assignments: [{ handler: 'u1' }] });
    expect(data.assignments?.[0]?.status).toBe('open');
  });

  it('checks subjects and assignments at their paths', () => {
    expectErrors(caseSchema, { label: 'L', suspects: [{}], assignments: [{ handler: 'u1', status: 'closed' }] }, {
      'suspects.0.suspect': [MSG.required],
      'assignments.0.status': [MSG.invalidChoice],
    });
  });

  it('bounds the label, the subjects and the handlers', () => {
    expectErrors(caseSchema, { label: 'x'.repeat(CASE_LIMITS.label + 1) }, { label: [MSG.maxLength(CASE_LIMITS.label)] });
    const many = (n: number, key: string) => Array.from({ length: n }, (_, i) => ({ [key]: `id${i}` }));
    expectValid(caseSchema, { label: 'L', suspects: many(CASE_LIMITS.subjects, 'suspect'), assignments: many(CASE_LIMITS.assignments, 'handler') });
    expectErrors(caseSchema, { label: 'L', suspects: many(CASE_LIMITS.subjects + 1, 'suspect') }, { suspects: [`At most ${CASE_LIMITS.subjects} subjects`] });
    expectErrors(caseSchema, { label: 'L', assignments: many(CASE_LIMITS.assignments + 1, 'handler') }, { assignments: [`At most ${CASE_LIMITS.assignments} handlers`] });
  });

  it('updates an assignment status to open or archived only', () => {
    expectValid(caseAssignmentUpdateSchema, { status: 'archived' });
    expectErrors(caseAssignmentUpdateSchema, { status: 'done', handler: 'x' }, {
      status: [MSG.invalidChoice],
      handler: [MSG.unknownField],
    });
  });
});
