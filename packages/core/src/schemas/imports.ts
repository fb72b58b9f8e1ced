/**
 * Import forms of the analysis tools (analysis-tools §3, §5): call records from a spreadsheet, call records
 * typed in by hand, bank statements, and the column mapping of the call-record import. The file forms are
 * multipart: files are Blobs (File in a browser, in Hono's parsed body), every other value is text.
 * A missing required value of a file form shows that form's one message, as the product does.
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { MSG } from '../messages.js';
import { isValidBvn } from '../validators/index.js';
import { IMPORT_CRIME_TYPES, IMPORT_GENDERS, STATEMENT_IMPORT_CATEGORIES } from '../refdata/lists.js';
import { ACCOUNT_HOLDERS, ACCOUNT_STATUSES, ACCOUNT_TYPES, CDR_MAPPING_TARGETS, CURRENCIES } from '../refdata/analysisLists.js';
import { valuesOf } from './enums.js';
import { opt, optDate, optEmail, optText, reqDate, reqText } from './fields.js';

const EXCEL = ['.xls', '.xlsx'];
const IMAGE = ['.png', '.jpg', '.jpeg'];
const EXCEL_TYPES = ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;
/** An empty file input still posts a nameless, empty File. */
const isMissing = (v: unknown): boolean => v == null || v === '' || (isBlob(v) && v.size === 0);

/** A file picked for upload, accepted by extension (File) or by type (a nameless Blob). */
const upload = (extensions: string[], types: string[], missing: string) =>
  z
    .custom<Blob>((v) => isBlob(v) && v.size > 0, {
      error: (iss) => (isMissing(iss.input) ? missing : MSG.fileType),
    })
    .check(
      z.refine((b) => {
        const name = (b as Partial<File>).name;
        return name ? extensions.some((e) => name.toLowerCase().endsWith(e)) : types.includes(b.type);
      }, MSG.fileType),
    );

const required = (message: string) => reqText(undefined, message);
const choice = <const T extends readonly string[]>(values: T, missing: string) =>
  z.enum(values, { error: (iss) => (isMissing(iss.input) ? missing : undefined) });

/** Import call records from a spreadsheet (file, phone, names, gender, DOB and image required). */
export const callRecordImportSchema = z.strictObject({
  file_field: upload(EXCEL, EXCEL_TYPES, MSG.cdrImportRequired),
  phone_Number: required(MSG.cdrImportRequired),
  First_Name: required(MSG.cdrImportRequired),
  Last_Name: required(MSG.cdrImportRequired),
  Gender: choice(valuesOf(IMPORT_GENDERS), MSG.cdrImportRequired),
  Middle_Name: optText(),
  Alias: optText(),
  DOB: reqDate({ notFuture: true }, MSG.cdrImportRequired),
  Address: optText(),
  State: optText(),
  LGA: optText(),
  Country: optText(),
  Suspect: optText(),
  image: upload(IMAGE, IMAGE_TYPES, MSG.cdrImportRequired),
  user_email: optEmail(),
});
export type CallRecordImport = z.infer<typeof callRecordImportSchema>;

/** Call records typed in by hand: phone number, first and last name, gender and crime required. */
export const manualCallRecordImportSchema = z.strictObject({
  phone_Number: reqText(),
  First_Name: reqText(),
  Last_Name: reqText(),
  Middle_Name: optText(),
  Gender: choice(valuesOf(IMPORT_GENDERS), MSG.required),
  Alias: optText(),
  DOB: optDate({ notFuture: true }),
  Address: optText(),
  State: optText(),
  LGA: optText(),
  Country: optText(),
  Crime: choice(IMPORT_CRIME_TYPES, MSG.required),
});
export type ManualCallRecordImport = z.infer<typeof manualCallRecordImportSchema>;

const statementRequired = MSG.statementImportRequired;

/**
 * Import a bank statement. The account number is meant to have at least 10 digits (§5); the BVN 11 digits.
 * NATIONALITY holds the older statement category list (§3), as the old form did.
 */
export const statementImportSchema = z.strictObject({
  file_field: upload(EXCEL, EXCEL_TYPES, statementRequired),
  Suspect: required(statementRequired),
  First_Name: required(statementRequired),
  Last_Name: required(statementRequired),
  Gender: choice(valuesOf(IMPORT_GENDERS), statementRequired),
  Other_Name: optText(),
  Alias: optText(),
  DOB: reqDate({ notFuture: true }, statementRequired),
  RESIDENTIAL_ADDRESS: optText(),
  RESIDENTIAL_STATE: optText(),
  RESIDENTIAL_LGA: optText(),
  NATIONALITY: opt(z.enum(STATEMENT_IMPORT_CATEGORIES)),
  Account_Opening_DATE: optDate({ notFuture: true }),
  Account_Opening_STATE: optText(),
  Account_Opening_LGA: optText(),
  OCCUPATION: optText(),
  Account_Number: required(statementRequired).check(
    z.refine((v) => v.trim() === '' || /^\d{10,}$/.test(v), MSG.bankAccount),
  ),
  BVN: required(statementRequired).check(z.refine((v) => v.trim() === '' || isValidBvn(v), MSG.bvn)),
  Bank_Name: required(statementRequired),
  Account_Holder: choice(ACCOUNT_HOLDERS, statementRequired),
  Account_Type: choice(ACCOUNT_TYPES, statementRequired),
  Account_Status: opt(z.enum(ACCOUNT_STATUSES)),
  Currency: choice(CURRENCIES, statementRequired),
  BVN_Photo: upload(IMAGE, IMAGE_TYPES, statementRequired),
  user_email: optEmail(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

const MAPPING_TARGETS = valuesOf(CDR_MAPPING_TARGETS);

/** Column mapping of the call-record import: target field → spreadsheet column name. */
export const cdrColumnMappingSchema = z.partialRecord(
  z.string().check(z.refine((k) => MAPPING_TARGETS.includes(k), MSG.unknownField)),
  reqText(),
);
export type CdrColumnMapping = z.infer<typeof cdrColumnMappingSchema>;

/** POST /api/import/mapping/propose: a file's header row (as the preview read it) and what the file holds. */
export const mappingProposeSchema = z.strictObject({
  kind: z.enum(['cdr', 'statement']),
  headers: z.array(z.string().check(z.maxLength(200))).check(z.minLength(1), z.maxLength(200)),
});
export type MappingProposeBody = z.infer<typeof mappingProposeSchema>;
