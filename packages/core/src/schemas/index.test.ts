import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import type * as z from 'zod/mini';
import * as schemas from './index.js';
import { errorsOf } from '../test/expectValidation.js';

const named = schemas as unknown as Record<string, z.core.$ZodType>;

/** Bodies a client sends and the server validates: unknown keys refused (SECURITY.md promise 6). */
const REQUESTS = [
  'signInFormSchema',
  'signInRequestSchema',
  'secretKeySchema',
  'urlCodeSchema',
  'passwordResetRequestSchema',
  'passwordValidateSchema',
  'passwordValidateFormSchema',
  'registrationSchema',
  'reportUploadSchema',
  'investigateTicketRequestSchema',
  'investigateSessionRequestSchema',
  'subjectSchema',
  'subjectRequestFormSchema',
  'companySchema',
  'caseSchema',
  'caseAssignmentUpdateSchema',
  'userSchema',
  'userPatchSchema',
  'groupSchema',
  'rfiSchema',
  'rfiFeedbackSchema',
  'accountsFormSchema',
  'reportFilesUploadSchema',
  'requestUploadSchema',
  'intelligenceReportSchema',
  'proactiveInterimFeedbackSchema',
  'reactiveInterimFeedbackSchema',
  'finalFeedbackSchema',
  'caseProgressUpdateSchema',
  'genericFeedbackSchema',
  'batchRequestSchema',
  'evacuationRequestSchema',
  'evacuationStatusSchema',
  'erfSchema',
  'faceJobSchema',
  'suspectReportSchema',
  'userStateSchema',
  'transactionsRequestSchema',
  'callRecordImportSchema',
  'manualCallRecordImportSchema',
  'statementImportSchema',
  'dashboardQuerySchema',
];

/** Answers: unknown keys dropped (the allowlist the server sends through) or kept (analysis rows). */
const ANSWERS = ['organisationSchema', 'signedInUserSchema', 'publicUserSchema', 'messageSchema', 'dashboardSchema', 'accountSchema'];

describe('schemas index', () => {
  it('exports the names the client and the server import', () => {
    for (const name of [
      ...REQUESTS,
      ...ANSWERS,
      'erfSchema',
      'faceJobSchema',
      'dashboardSchema',
      'validate',
      'listOf',
      'newSuspectId',
      'defaultAuthorizedBy',
    ]) {
      expect(schemas, name).toHaveProperty(name);
    }
  });

  it.each(REQUESTS)('%s refuses an unknown key', (name) => {
    expect(errorsOf(named[name]!, { zz_unknown: 1 }).zz_unknown).toEqual([MSG.unknownField]);
  });

  it.each(ANSWERS)('%s tolerates an unknown key', (name) => {
    expect(errorsOf(named[name]!, { zz_unknown: 1 })).not.toHaveProperty('zz_unknown');
  });
});
