/**
 * Request for information (core-records §3.4), feedback on a request (§3.5), the accounts form (§3.6) and
 * the report and request uploads (§3.7).
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { DEFAULT_COUNTRY } from '../refdata/countries.js';
import { GENDERS, ID_TYPES, SUBJECT_RELATIONSHIPS } from '../refdata/lists.js';
import { MSG } from '../messages.js';
import { valuesOf } from './enums.js';
import { countryCode } from './countryCode.js';
import { genericFeedbackShape } from './feedback.js';
import {
  bookkeeping,
  bvn,
  id,
  opt,
  optBool,
  optDate,
  optEmail,
  optId,
  optList,
  optText,
  reqEmail,
  reqList,
  reqText,
} from './fields.js';

export const rfiPhoneSchema = z.strictObject({ id: optId(), number: reqText() });
export const rfiAccountSchema = z.strictObject({
  id: optId(),
  account_name: optText(),
  account_number: optText(),
  account_bank: optText(),
  is_company: optBool(),
});
export const rfiCompanySchema = z.strictObject({ id: optId(), company_name: optText(32), rc_number: optText(16) });
export const rfiAttachmentSchema = z.strictObject({ id: optId(), attachment: reqText(), description: optText(256) });

export const rfiSchema = z.strictObject({
  ...bookkeeping,
  reference_number: reqText(96),
  subject_name: reqText(128),
  telephone_number: optText(32),
  alias_aka_fka: optText(256),
  requestor_official_name: reqText(128),
  requestor_official_email: reqEmail(),
  requestor_official_phone: optText(),
  authorising_official_name: optText(),
  authorising_official_email: optEmail(),
  authorising_official_phone: optText(),
  address: optText(256),
  nationality: z._default(opt(countryCode()), DEFAULT_COUNTRY),
  gender: z._default(z.enum(valuesOf(GENDERS)), 'male'),
  date_of_birth: optDate({ notFuture: true }),
  occupation: optText(32),
  identification_number: optText(32),
  issuing_authority: opt(z.enum(valuesOf(ID_TYPES))),
  relationship_to_subject: opt(z.enum(valuesOf(SUBJECT_RELATIONSHIPS))),
  phones: optList(rfiPhoneSchema),
  accounts: optList(rfiAccountSchema),
  companies: optList(rfiCompanySchema),
  case_background: reqText(512),
  information_needed: optText(512),
  agencies_or_countries: optText(256),
  attachments: optList(rfiAttachmentSchema),
  information_shared: z._default(z.boolean(), true),
});
export type Rfi = z.infer<typeof rfiSchema>;

/**
 * Feedback on a request (§3.5: rfi, subject_name, other_comments; "other fields not shown"). It is saved
 * to /api/feedback like the older generic feedback of dissemination-feedback §3, whose fields and bounds
 * it takes (subject_name 96, other_comments 256).
 */
export const rfiFeedbackSchema = z.strictObject({ ...genericFeedbackShape, rfi: id() });
export type RfiFeedback = z.infer<typeof rfiFeedbackSchema>;

/** The accounts form (§3.6): tac_client_number is the Bank Verification Number. */
export const accountsFormSchema = z.strictObject({
  tac_account_name: reqText(),
  tac_account: reqText(),
  tac_institution_name: reqText(),
  tac_client_number: opt(bvn()),
});
export type AccountsForm = z.infer<typeof accountsFormSchema>;

/** A file of the report upload (§3.7): the file (a data URL or stored name), serial number and notes. */
export const reportFileSchema = z.strictObject({
  id: optId(),
  uploaded_file: reqText(),
  serial_number: optText(128),
  notes: optText(2048),
});
export type ReportFile = z.infer<typeof reportFileSchema>;

/** Report upload (§3.7): domain (labelled Organisation) and the files. */
export const reportFilesUploadSchema = z.strictObject({
  domain: reqText(256),
  files: optList(reportFileSchema),
});
export type ReportFilesUpload = z.infer<typeof reportFilesUploadSchema>;

/** A file of the request upload: reference number (serial_number) and remarks (notes) are required. */
export const requestFileSchema = z.strictObject({
  id: optId(),
  uploaded_file: reqText(),
  serial_number: reqText(128),
  notes: reqText(2048),
});
export type RequestFile = z.infer<typeof requestFileSchema>;

/** Request upload (§3.7): at least one file. */
export const requestUploadSchema = z.strictObject({
  ...bookkeeping,
  files: reqList(requestFileSchema, MSG.required),
});
export type RequestUpload = z.infer<typeof requestUploadSchema>;
