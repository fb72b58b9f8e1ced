/** Intelligence report (dissemination-feedback §3, §4, §5) and the uploaded scanned report. */
import './zodConfig.js';
import * as z from 'zod/mini';
import { MSG } from '../messages.js';
import { ATTACHMENT_TYPES, OTHER_REPORT_TYPES, REPORT_TYPES } from '../refdata/intelligenceLists.js';
import { reportUploadSchema } from './auth.js';
import { valuesOf } from './enums.js';
import { PDF, bookkeeping, file, optBool, optDate, optId, optText, reqList, reqText, text } from './fields.js';

/** Default authorized_by: 'Director/CEO ({product})' with the configured unit code. */
export const defaultAuthorizedBy = (unitCode = 'fiu'): string => MSG.authorizedByDefault(unitCode);

/** Every report_type a report may carry: the form's RFI and Disclosure, and those the list logic names. */
export const ALL_REPORT_TYPES = [...valuesOf(REPORT_TYPES), ...OTHER_REPORT_TYPES];

/** A report attachment: a new .pdf as a data URL, or a file the server already holds. */
export const reportAttachmentSchema = z.strictObject({
  id: optId(),
  attachment: file(PDF, { stored: true }),
  attachment_type: z._default(z.enum(valuesOf(ATTACHMENT_TYPES)), 'report'),
});
export type ReportAttachment = z.infer<typeof reportAttachmentSchema>;

const build = (unitCode: string) =>
  z.strictObject({
    ...bookkeeping,
    domain: reqText(),
    report_title: reqText(512),
    report_type: z._default(z.enum(ALL_REPORT_TYPES), 'RFI'),
    internal_reference: reqText(256),
    external_reference: optText(256),
    authorized_by: z._default(text(256), () => defaultAuthorizedBy(unitCode)),
    authorized_on: optDate({ notFuture: true }),
    attachments: reqList(reportAttachmentSchema),
    disseminated: optBool(),
    disseminated_on: optText(),
    disseminated_by: optText(),
    downloaded: optBool(),
    has_interim_feedback: optBool(),
    has_final_feedback: optBool(),
    skip_update_feedback: optBool(),
  });

const byUnit = new Map<string, ReturnType<typeof build>>();

/** The report schema whose authorized_by default names `unitCode` (config.unitCode). */
export function intelligenceReportSchemaFor(unitCode: string): ReturnType<typeof build> {
  let schema = byUnit.get(unitCode);
  if (!schema) byUnit.set(unitCode, (schema = build(unitCode)));
  return schema;
}

/** The report schema for the default unit code 'fiu'. */
export const intelligenceReportSchema = intelligenceReportSchemaFor('fiu');
export type IntelligenceReport = z.infer<typeof intelligenceReportSchema>;

/** The uploaded scanned report is the public report upload (POST /api/reportupload). */
export const uploadedScannedReportSchema = reportUploadSchema;
export type UploadedScannedReport = z.infer<typeof uploadedScannedReportSchema>;
