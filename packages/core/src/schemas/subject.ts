/**
 * Subject (person): core-records §3.1 and the "Subject record (request form)" of dissemination-feedback §3.
 * Both are the one record sent to /api/suspects (new requests are submitted from the Subjects page), so
 * subjectSchema accepts the request form's fields too, and the request form's bounds apply to the fields the
 * core document lists without one (surname 50, othernames 50, case_reference 128, remark 1024, ...).
 * Item shapes the spec does not show, our choice: aliases {alias}, accomplices {accomplice},
 * email_addresses {email}, vehicles {plate, chassis, make, model}; call_logs and fingerprints any object.
 * "telephones (max 20)", "aliases and accomplices (max 20 each)" are read as 20 characters per entry, as
 * every other number in that list is a length.
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import {
  COMPANY_TYPES,
  CRIME_TYPES,
  GENDERS,
  ID_TYPES,
  RELIGIONS,
  CONVICTED,
  SOCIAL_PLATFORMS,
  SUBJECT_RELATIONSHIPS,
  SUBJECT_STATUSES,
} from '../refdata/lists.js';
import { DEFAULT_COUNTRY } from '../refdata/countries.js';
import { MSG } from '../messages.js';
import { countryCode } from './countryCode.js';
import { addressSchema, bankAccountSchema } from './common.js';
import { RECORD_FORM_STATUSES, valuesOf } from './enums.js';
import {
  bookkeeping,
  bvn,
  opt,
  optBool,
  optDate,
  optId,
  optInt,
  optList,
  optText,
  reqEmail,
  reqText,
  taxId,
} from './fields.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A new subject ID: 4 random capital letters and the YYMMDDHHmmss timestamp (local time) of `now`. */
export function newSuspectId(now: Date = new Date()): string {
  let letters = '';
  const byte = new Uint8Array(1);
  while (letters.length < 4) {
    globalThis.crypto.getRandomValues(byte);
    // 234 = 9 × 26: dropping 234..255 keeps every letter equally likely.
    if (byte[0]! < 234) letters += LETTERS[byte[0]! % 26];
  }
  const stamp =
    pad2(now.getFullYear() % 100) +
    pad2(now.getMonth() + 1) +
    pad2(now.getDate()) +
    pad2(now.getHours()) +
    pad2(now.getMinutes()) +
    pad2(now.getSeconds());
  return letters + stamp;
}

export const telephoneSchema = z.strictObject({ id: optId(), telephone: reqText(20) });
export const aliasSchema = z.strictObject({ id: optId(), alias: reqText(20) });
export const accompliceSchema = z.strictObject({ id: optId(), accomplice: reqText(20) });
export const emailAddressSchema = z.strictObject({ id: optId(), email: reqEmail() });

export const idTypeSchema = z.strictObject({
  id: optId(),
  idtype: z.enum(valuesOf(ID_TYPES)),
  idcountry: opt(countryCode()),
  idnumber: reqText(50),
});
export type IdType = z.infer<typeof idTypeSchema>;

export const socialMediaSchema = z.strictObject({
  id: optId(),
  platform: z.enum(valuesOf(SOCIAL_PLATFORMS)),
  handle: reqText(),
});
export type SocialMedia = z.infer<typeof socialMediaSchema>;

export const subjectVehicleSchema = z.strictObject({
  id: optId(),
  plate: optText(16),
  chassis: optText(64),
  make: optText(64),
  model: optText(64),
});
export type SubjectVehicle = z.infer<typeof subjectVehicleSchema>;

/** A company named on a subject record (request form): 1 Business Name, 2 Company, 3 NGO. */
export const subjectCompanySchema = z.strictObject({
  id: optId(),
  name: optText(256),
  inc_number: optText(16),
  company_type: opt(z.literal(valuesOf(COMPANY_TYPES))),
  tax_identification_number: opt(taxId()),
});
export type SubjectCompany = z.infer<typeof subjectCompanySchema>;

/** An attachment: a new file as a data URL, or a stored file's name; the server adds the subject's ids. */
export const subjectAttachmentSchema = z.strictObject({
  id: optId(),
  attachment: reqText(),
  /** The file's name on the user's computer (the stored one is generated): what the form shows. */
  filename: optText(255),
  /** Its size in bytes, as read when it was chosen (for display). */
  size: optInt(),
  description: optText(256),
  suspect_id: optId(),
  suspectid: optText(50),
});
export type SubjectAttachment = z.infer<typeof subjectAttachmentSchema>;

const arrest = {
  arresteddate: optDate(),
  arrestedcountry: optText(128),
  arrestedstate: optText(50),
  arrestedlga: optText(50),
  arrestedtown: optText(50),
  arrestedplace: optText(50),
};

export const crimeHistorySchema = z.strictObject({
  id: optId(),
  ...arrest,
  chargestocourt: optInt(),
  convicted: opt(z.literal(valuesOf(CONVICTED))),
  currentcrimetype: reqText(128),
  information_needed: optText(1024),
  operationmode: optText(50),
});
export type CrimeHistory = z.infer<typeof crimeHistorySchema>;

const anyObject = () => z.record(z.string(), z.unknown());
/** Device and location fields come from the mobile app and are shown read-only, as numbers or text. */
const reading = () => opt(z.union([z.number(), z.string()]));

/** The fields of the request form (dissemination-feedback §3), shared by both schemas. */
const recordFormShape = {
  ...bookkeeping,
  suspectid: z._default(optText(50), () => newSuspectId()),
  case_reference: optText(128),
  surname: optText(50),
  othernames: optText(50),
  gender: opt(z.enum(valuesOf(GENDERS))),
  relationship_of_subject_to_investigation: opt(z.enum(valuesOf(SUBJECT_RELATIONSHIPS))),
  currentcrimetype: opt(z.enum(CRIME_TYPES)),
  crimetype_description: optText(256),
  information_needed: optText(1024),
  bvn: opt(bvn()),
  bank_accounts: optList(bankAccountSchema),
  tax_identification_number: opt(taxId(50)),
  subject_occupation: optText(128),
  id_types: optList(idTypeSchema),
  companies: optList(subjectCompanySchema),
  company_addresses: optList(addressSchema),
  companies_accounts: optList(bankAccountSchema),
  countryorigin: optText(),
  stateorigin: optText(),
  addresses: optList(addressSchema),
  telephones: optList(telephoneSchema),
  vehicles: optList(subjectVehicleSchema),
  email_addresses: optList(emailAddressSchema),
  social_media: optList(socialMediaSchema),
  aliases: optList(aliasSchema),
  accomplices: optList(accompliceSchema),
  other_agencies_involved: optText(),
  share_with_other_agencies: optBool(),
  remark: optText(1024),
};

/** Subject record of the request form: status approved or pending, default approved. */
export const subjectRequestFormSchema = z.strictObject({
  ...recordFormShape,
  status: z._default(z.enum(RECORD_FORM_STATUSES), 'approved'),
});
export type SubjectRequestForm = z.infer<typeof subjectRequestFormSchema>;

/**
 * Subject (core-records §3.1). status has no static default: a new subject is pending when the organisation
 * has approval enabled, otherwise approved (§4.1), which the form decides.
 */
export const subjectSchema = z.strictObject({
  ...recordFormShape,
  status: opt(z.enum(SUBJECT_STATUSES)),
  is_primary: optBool(),
  station: optText(),
  photograph: optText(),
  archived: optBool(),
  _deleted: optBool(),
  national_identification_number: optText(),
  operationmode: optText(50),
  nationality: z._default(opt(countryCode()), DEFAULT_COUNTRY),
  lga: optText(),
  received: opt(z.union([z.boolean(), z.string()])),
  approved_on: optText(),
  last_processed: optText(),
  mobile_created: optBool(),
  call_logs: optList(anyObject()),
  fingerprints: optList(anyObject()),
  crime_history: optList(crimeHistorySchema),
  attachments: optList(subjectAttachmentSchema),
  // Bio tab
  birthdate: optDate({ notFuture: true }),
  bodybuilt: optText(20),
  eyecolor: optText(20),
  facialmark: optInt(),
  facialmarkdescr: optText(50),
  haircolor: optText(50),
  // Metres (§3.1); the range catches a height typed in centimetres (178) or a sign slip (-3).
  height: opt(z.number().check(z.gte(0.3, MSG.height), z.lte(2.5, MSG.height))),
  religion: opt(z.enum(valuesOf(RELIGIONS))),
  religioussect: optText(50),
  skincolor: optText(20),
  suspectlanguage: optText(50),
  // History tab
  ...arrest,
  // Device and location (read-only)
  device_imei: optText(),
  device_cordova: optText(),
  device_model: optText(),
  device_platform: optText(),
  device_uuid: optText(),
  device_version: optText(),
  device_manufacturer: optText(),
  device_serial: optText(),
  device_virtual: opt(z.union([z.boolean(), z.string()])),
  latitude: reading(),
  longitude: reading(),
  altitude: reading(),
  altitude_accuracy: reading(),
  location_accuracy: reading(),
  location_heading: reading(),
  location_speed: reading(),
  location_timestamp: reading(),
});
export type Subject = z.infer<typeof subjectSchema>;
