import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { reportUploadSchema } from './auth.js';
import { expectError, expectErrors, expectValid } from '../test/expectValidation.js';
import {
  defaultAuthorizedBy,
  intelligenceReportSchema,
  intelligenceReportSchemaFor,
  uploadedScannedReportSchema,
} from './intelligence.js';

const PDF = 'data:application/pdf;base64,JVBERi0=';
const good = { domain: 'fiu', report_title: 'Flows of X', internal_reference: 'FIU/IR/1', attachments: [{ attachment: PDF }] };

describe('intelligence report', () => {
  it('needs domain, internal reference, title and attachments', () => {
    expectErrors(intelligenceReportSchema, {}, {
      domain: [MSG.required],
      report_title: [MSG.required],
      internal_reference: [MSG.required],
      attachments: [MSG.required],
    });
    expectErrors(intelligenceReportSchema, { ...good, attachments: [] }, { attachments: [MSG.required] });
  });

  it('defaults report type RFI, attachment type report and authorized_by to the unit director', () => {
    const data = expectValid(intelligenceReportSchema, good);
    expect(data.report_type).toBe('RFI');
    expect(data.attachments[0]?.attachment_type).toBe('report');
    expect(data.authorized_by).toBe(MSG.authorizedByDefault('fiu'));
    expect(data.authorized_by).toBe(defaultAuthorizedBy('fiu'));
    expect(expectValid(intelligenceReportSchemaFor('nfiu'), good).authorized_by).toBe(MSG.authorizedByDefault('nfiu'));
    expect(expectValid(intelligenceReportSchema, { ...good, authorized_by: 'Director' }).authorized_by).toBe('Director');
    expect(intelligenceReportSchemaFor('fiu')).toBe(intelligenceReportSchema);
  });

  it('accepts the report types of the form and those seen in list logic', () => {
    for (const t of ['RFI', 'Disclosure', 'PRO-IR', 'STR-ANALYSIS', 'LEA-F', 'INTERIM-REPORT', 'RE(DOM)-IR', 'RE(INT)-IR']) {
      expectValid(intelligenceReportSchema, { ...good, report_type: t });
    }
    expectError(intelligenceReportSchema, { ...good, report_type: 'STR' }, 'report_type', MSG.invalidChoice);
  });

  it('accepts .pdf attachments only, and the files the server already holds', () => {
    expectValid(intelligenceReportSchema, { ...good, attachments: [{ attachment: '/media/ir/1.pdf', attachment_type: 'cover' }] });
    expectErrors(intelligenceReportSchema, { ...good, attachments: [{ attachment: 'data:image/png;base64,AA', attachment_type: 'other' }, { attachment: PDF, attachment_type: 'appendix' }] }, {
      'attachments.0.attachment': [MSG.fileType],
      'attachments.1.attachment_type': [MSG.invalidChoice],
    });
  });

  it('bounds its texts and keeps authorized_on in the past', () => {
    const cases: [string, number][] = [
      ['report_title', 512],
      ['internal_reference', 256],
      ['external_reference', 256],
      ['authorized_by', 256],
    ];
    for (const [field, max] of cases) {
      expectValid(intelligenceReportSchema, { ...good, [field]: 'x'.repeat(max) });
      expectErrors(intelligenceReportSchema, { ...good, [field]: 'x'.repeat(max + 1) }, { [field]: [MSG.maxLength(max)] });
    }
    expectValid(intelligenceReportSchema, { ...good, authorized_on: '2026-01-01' });
    expectErrors(intelligenceReportSchema, { ...good, authorized_on: '2999-01-01' }, { authorized_on: [MSG.dateInFuture] });
  });

  it('takes the dissemination fields and refuses unknown keys', () => {
    expectValid(intelligenceReportSchema, { ...good, id: 'r1', disseminated: true, disseminated_on: '2026-01-01T10:00:00Z', disseminated_by: 'u1', has_interim_feedback: false });
    expectErrors(intelligenceReportSchema, { ...good, approved: true }, { approved: [MSG.unknownField] });
  });
});

describe('uploaded scanned report', () => {
  it('is the public report upload', () => {
    expect(uploadedScannedReportSchema).toBe(reportUploadSchema);
  });
});
