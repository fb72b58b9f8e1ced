/**
 * The header → column map of each tabular registry (CSV, XLSX, XLS). A header matches when it equals one of a
 * field's names once case, spaces and punctuation are ignored ('Number Plate', 'NUMBER_PLATE', 'number-plate'
 * are one). A file without a required field's column is refused whole ('File not uploaded check Excel
 * headers'); a row without a required value, or with a value that is not what the column holds, is refused
 * with its row number and reason. The natural key says which row a re-import updates instead of adding.
 *
 * | registry     | table              | natural key                      | required                      |
 * |--------------|--------------------|----------------------------------|-------------------------------|
 * | companies    | registry_companies | source + (RC number or name)     | company_name                  |
 * | vehicles     | registry_vehicles  | number_plate                     | number_plate                  |
 * | tax          | registry_tax       | tin                              | tin, tax_payer_name           |
 * | nin          | registry_nin       | nin (11 digits)                  | nin                           |
 * | crims        | registry_crims     | crims_number                     | crims_number                  |
 * | forensics    | forensics_contacts | suspect phone + contact + source | suspect_name, mobile_number   |
 * | most_wanted  | most_wanted        | source + name + listed           | name                          |
 * | subscribers  | phone_subscribers  | phone_number                     | phone_number                  |
 *
 * A companies file may also carry one director per row (director_* columns): the company repeats on each of
 * its directors' rows and is stored once.
 */
import type { RegistryName } from '../../core.js';

export type FieldType = 'text' | 'date' | 'company_type' | 'phone' | 'phones' | 'list' | 'nin' | 'json';

export interface Field {
  column: string;
  type: FieldType;
  /** Header names this field is known by (the column's own name always counts). */
  headers: string[];
  required?: boolean;
}

export interface RegistrySpec {
  table: string;
  /** ON CONFLICT target: the natural key's columns. */
  conflict: string;
  /** Whether the table has a uuid `id` (made from the natural key, so a re-run gives the same id). */
  hasId: boolean;
  /** The natural key of a mapped row (columns → values): what the id is made from. */
  key: (v: Record<string, unknown>) => string;
  fields: Field[];
  /** Columns filled by the handler rather than the file (e.g. a default source). */
  defaults?: Record<string, unknown>;
}

const f = (column: string, type: FieldType, headers: string[] = [], required = false): Field => ({ column, type, headers, required });
const s = (v: unknown) => (v == null ? '' : String(v));

const DIRECTOR_FIELDS: Field[] = [
  f('director_name', 'text', ['director', 'directors name', 'director full name', 'affiliate name']),
  f('director_email', 'text', ['director email address']),
  f('director_address', 'text'),
  f('director_occupation', 'text'),
  f('director_status', 'text'),
  f('director_gender', 'text', ['director sex']),
  f('director_nationality', 'text'),
  f('director_date_of_appointment', 'date', ['date of appointment', 'director appointment date']),
  f('director_date_of_birth', 'date', ['director dob', 'director birth date']),
  f('director_identity_type', 'text', ['director id type', 'identity type']),
  f('director_identity_number', 'text', ['director id number', 'identity number', 'director nin']),
  f('director_phone', 'phone', ['director phone number', 'director telephone']),
  f('director_bvn', 'text'),
];

export const REGISTRIES: Record<Exclude<RegistryName, 'ftm'>, RegistrySpec> = {
  companies: {
    table: 'registry_companies',
    conflict: 'source, source_id',
    hasId: true,
    key: (v) => `${s(v.source)}|${s(v.source_id)}`,
    defaults: { source: 'CAC' },
    fields: [
      f('rc_number', 'text', ['rc', 'rc no', 'rcnumber', 'registration number', 'reg no']),
      f('inc_no', 'text', ['incorporation number', 'inc number', 'bn number']),
      f('company_name', 'text', ['name', 'companyname', 'business name', 'entity name'], true),
      f('classification', 'text'),
      f('company_type', 'company_type', ['type', 'companytype']),
      f('status', 'text', ['company status']),
      f('registration_date', 'date', ['date of registration', 'incorporation date', 'date of incorporation', 'registrationdate']),
      f('email', 'text', ['email address', 'company email']),
      f('address', 'text', ['registered address', 'company address']),
      f('phone', 'phone', ['phone number', 'telephone']),
      f('source', 'text', ['api source', 'registry']),
      ...DIRECTOR_FIELDS,
    ],
  },
  vehicles: {
    table: 'registry_vehicles',
    conflict: 'number_plate',
    hasId: true,
    key: (v) => s(v.number_plate),
    fields: [
      f('number_plate', 'text', ['plate', 'plate number', 'plate no', 'registration number', 'reg no', 'vehicle number'], true),
      f('chassis_number', 'text', ['chassis', 'chassis no', 'vin']),
      f('make', 'text'),
      f('model', 'text'),
      f('colour', 'text', ['color']),
      f('owner_firstname', 'text', ['owner first name', 'first name', 'firstname']),
      f('owner_middlename', 'text', ['owner middle name', 'middle name', 'middlename']),
      f('owner_lastname', 'text', ['owner last name', 'owner surname', 'owner_lastnamee', 'last name', 'surname']),
      f('owner_phone', 'phone', ['owner phone number', 'phone', 'phone number']),
      f('owner_nin', 'text', ['nin', 'owner national id']),
      f('owner_lga', 'text', ['lga']),
      f('owner_state', 'text', ['state']),
      f('owner_address', 'text', ['address']),
    ],
  },
  tax: {
    table: 'registry_tax',
    conflict: 'tin',
    hasId: true,
    key: (v) => s(v.tin),
    fields: [
      f('tin', 'text', ['tax identification number', 'tax id'], true),
      f('tax_payer_name', 'text', ['taxpayername', 'taxpayer name', 'name'], true),
      f('rc_number', 'text', ['rcnumber', 'rc no', 'rc']),
      f('date_of_incorporation', 'date', ['dateofincorporation', 'incorporation date']),
      f('jtb_tin', 'text', ['jtbtin', 'jtb tin']),
      f('phone', 'phone', ['phone number', 'telephone']),
      f('email', 'text'),
      f('street_no', 'text', ['streetno', 'street number']),
      f('street', 'text'),
      f('city', 'text'),
      f('state', 'text'),
      f('tax_office_name', 'text', ['taxofficename', 'tax office']),
      f('tax_office_id', 'text', ['taxofficeid']),
      f('tax_payer_type', 'text', ['taxpayertype', 'type']),
    ],
  },
  nin: {
    table: 'registry_nin',
    conflict: 'nin',
    hasId: false,
    key: (v) => s(v.nin),
    fields: [
      f('nin', 'nin', ['national identification number', 'nin number'], true),
      f('firstname', 'text', ['first name']),
      f('middlename', 'text', ['middle name']),
      f('surname', 'text', ['last name', 'lastname']),
      f('gender', 'text', ['sex']),
      f('birthdate', 'date', ['date of birth', 'dob', 'birth date']),
      f('telephoneno', 'phone', ['telephone', 'phone', 'phone number', 'telephone no']),
      f('email', 'text'),
    ],
  },
  crims: {
    table: 'registry_crims',
    conflict: 'crims_number',
    hasId: true,
    key: (v) => s(v.crims_number),
    fields: [
      f('crims_number', 'text', ['crims no', 'crims id', 'record number'], true),
      f('firstname', 'text', ['first name']),
      f('middlename', 'text', ['middle name']),
      f('surname', 'text', ['last name', 'lastname']),
      f('aliases', 'list', ['alias', 'aka']),
      f('gender', 'text', ['sex']),
      f('birthdate', 'date', ['date of birth', 'dob']),
      f('nin', 'text'),
      f('phones', 'phones', ['phone', 'phone numbers', 'telephone']),
      f('offence', 'text', ['offense', 'crime']),
      f('case_status', 'text', ['status']),
      f('agency', 'text'),
      f('recorded', 'date', ['date recorded', 'record date']),
    ],
  },
  forensics: {
    table: 'forensics_contacts',
    conflict: 'id',
    hasId: true,
    key: (v) => `${s(v.suspect_phone)}|${s(v.mobile_number)}|${s(v.contact_name)}|${s(v.source)}`,
    defaults: { source: 'Cellebrite' },
    fields: [
      f('crims_subject', 'text', ['subject', 'crims']),
      f('suspect_name', 'text', ['suspect'], true),
      f('suspect_phone', 'phone', ['suspect phone number', 'phone_number']),
      f('contact_name', 'text', ['contact_names', 'contact']),
      f('mobile_number', 'phone', ['mobileno', 'mobile', 'contact number'], true),
      f('source', 'text'),
    ],
  },
  most_wanted: {
    table: 'most_wanted',
    conflict: 'id',
    hasId: true,
    key: (v) => `${s(v.source)}|${s(v.name)}|${s(v.listed)}`,
    defaults: { source: 'Most wanted list' },
    fields: [
      f('name', 'text', ['full name'], true),
      f('aliases', 'list', ['alias', 'aka']),
      f('phones', 'phones', ['phone', 'phone numbers']),
      f('offence', 'text', ['offense', 'crime']),
      f('agency', 'text'),
      f('listed', 'date', ['date listed']),
      f('source', 'text'),
    ],
  },
  subscribers: {
    table: 'phone_subscribers',
    conflict: 'phone_number',
    hasId: false,
    key: (v) => s(v.phone_number),
    fields: [
      f('phone_number', 'phone', ['msisdn', 'phone', 'number'], true),
      f('first_name', 'text', ['firstname']),
      f('middle_name', 'text', ['middlename']),
      f('last_name', 'text', ['lastname', 'surname']),
      f('names', 'text', ['full name', 'subscriber name']),
      f('gender', 'text', ['sex']),
      f('birthdate', 'date', ['date of birth', 'dob']),
      f('nin', 'text'),
      f('imsi', 'text'),
      f('imei_numbers', 'list', ['imei', 'imeis']),
      f('address', 'text'),
      f('state', 'text'),
      f('lga', 'text'),
      f('network', 'text', ['operator']),
      f('registered', 'date', ['registration date', 'date registered']),
    ],
  },
};

/** A header as compared: lower case, letters and digits only. */
export const headerKey = (h: string): string => h.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Which field each header column holds (null for a column no field knows); the required fields missing.
 * The first column that matches a field wins.
 */
export function mapHeaders(spec: RegistrySpec, headers: string[]): { byIndex: (Field | null)[]; missing: string[] } {
  const known = new Map<string, Field>();
  for (const field of spec.fields) {
    for (const name of [field.column, ...field.headers]) {
      const k = headerKey(name);
      if (!known.has(k)) known.set(k, field);
    }
  }
  const taken = new Set<string>();
  const byIndex = headers.map((h) => {
    const field = known.get(headerKey(h));
    if (!field || taken.has(field.column)) return null;
    taken.add(field.column);
    return field;
  });
  const missing = spec.fields.filter((fl) => fl.required && !taken.has(fl.column)).map((fl) => fl.column);
  return { byIndex, missing };
}
