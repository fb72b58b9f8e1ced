/**
 * The subject record as the form holds it (core-records §3.1): core's Subject, plus the display fields the
 * server adds to what it answers (never sent back: the schema shape drops them).
 */
import type { Subject } from '@fiu/core/api/types';

export type SubjectRecord = Partial<Subject> & {
  domain_name?: string | null;
  created_by_name?: string | null;
  modified_by_name?: string | null;
  /** Linked cases, when the server sends them (the Cases tab). */
  cases?: unknown;
};

export type TabId = 'identification' | 'bio' | 'history' | 'map' | 'cases';

/** The Bio-Information tab's fields (core-records §3.1 "Bio tab"). */
export const BIO_FIELDS: ReadonlySet<string> = new Set([
  'birthdate',
  'bodybuilt',
  'eyecolor',
  'facialmark',
  'facialmarkdescr',
  'haircolor',
  'height',
  'religion',
  'religioussect',
  'skincolor',
  'suspectlanguage',
]);

/** The History tab's fields: the arrest and the crime history list. */
export const ARREST_FIELDS = ['arresteddate', 'arrestedcountry', 'arrestedstate', 'arrestedlga', 'arrestedtown', 'arrestedplace'] as const;
export const HISTORY_FIELDS: ReadonlySet<string> = new Set([...ARREST_FIELDS, 'crime_history']);

/** Device and location fields (core-records §3.1: device_imei ... location_timestamp), shown read-only. */
const DEVICE_FIELD = /^(device_|location_|latitude$|longitude$|altitude)/;

/** Whether the record holds any device or location value (the panel is shown then). */
export const hasDeviceValues = (r: SubjectRecord): boolean =>
  Object.entries(r).some(([k, v]) => DEVICE_FIELD.test(k) && v !== null && v !== undefined && v !== '');

/** The tab a field (a path's first segment) is edited on. */
export function tabOf(field: string): TabId {
  if (BIO_FIELDS.has(field)) return 'bio';
  if (HISTORY_FIELDS.has(field)) return 'history';
  return 'identification';
}

/** The subject's name as people read it: other names then surname. */
export const subjectName = (r: SubjectRecord): string =>
  [r.othernames, r.surname]
    .map((v) => (typeof v === 'string' ? v.trim() : ''))
    .filter(Boolean)
    .join(' ');

/** A number from a reading that may arrive as text ('9.07'); null when absent or not a number. */
export function reading(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Labels of the fields and list items for the Errors panel (others read as their words). */
export const SUBJECT_LABELS = {
  fields: {
    suspectid: 'Subject ID',
    othernames: 'Other names',
    bvn: 'BVN',
    national_identification_number: 'NIN',
    birthdate: 'Date of birth',
    accountno: 'Account number',
    currentcrimetype: 'Crime type',
    photograph: 'Photograph',
    attachment: 'File',
    lga: 'LGA',
    stateorigin: 'State of origin',
    countryorigin: 'Country of origin',
    operationmode: 'Mode of operation',
    chargestocourt: 'Charges to court',
  },
  items: {
    telephones: 'Telephone',
    email_addresses: 'Email address',
    aliases: 'Alias',
    accomplices: 'Accomplice',
    id_types: 'Document',
    social_media: 'Account',
    addresses: 'Address',
    bank_accounts: 'Bank account',
    vehicles: 'Vehicle',
    companies: 'Company',
    attachments: 'Attachment',
    crime_history: 'Crime record',
  },
} as const;
