/**
 * Company (core-records §3.3, §4.2). Parent companies and directors carry the fields they inherit from the
 * company on submit (status, currentcrimetype, information_needed) and is_primary (§4.2).
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { COMPANY_CRIME_TYPES, COMPANY_STATUSES, COMPANY_TYPES, DIRECTOR_GENDERS } from '../refdata/lists.js';
import { addressSchema, bankAccountSchema } from './common.js';
import { valuesOf } from './enums.js';
import { bookkeeping, opt, optBool, optId, optList, optText, reqText, taxId } from './fields.js';

const companyType = () => opt(z.literal(valuesOf(COMPANY_TYPES)));
const inherited = {
  id: optId(),
  is_primary: optBool(),
  status: opt(z.enum(COMPANY_STATUSES)),
  currentcrimetype: opt(z.enum(COMPANY_CRIME_TYPES)),
  information_needed: optText(1024),
};

export const parentCompanySchema = z.strictObject({
  ...inherited,
  name: reqText(256),
  inc_number: optText(16),
  company_type: companyType(),
  tax_identification_number: opt(taxId(50)),
});
export type ParentCompany = z.infer<typeof parentCompanySchema>;

/** A director of a company: surname, othernames and gender ('-', male or female) required. */
export const companyDirectorSchema = z.strictObject({
  ...inherited,
  surname: reqText(),
  othernames: reqText(),
  gender: z.enum(valuesOf(DIRECTOR_GENDERS)),
});
export type CompanyDirector = z.infer<typeof companyDirectorSchema>;

export const companySchema = z.strictObject({
  ...bookkeeping,
  /** The company's record ID, shown as 'Subject ID' in the list. */
  companyid: optText(),
  name: reqText(256),
  case_reference: reqText(128),
  information_needed: reqText(1024),
  currentcrimetype: z.enum(COMPANY_CRIME_TYPES),
  crimetype_description: optText(256),
  inc_number: optText(16),
  company_type: companyType(),
  tax_identification_number: opt(taxId(50)),
  status: z._default(z.enum(COMPANY_STATUSES), 'approved'),
  remark: optText(1024),
  is_primary: optBool(),
  parent_companies: optList(parentCompanySchema),
  directors: optList(companyDirectorSchema),
  bank_accounts: optList(bankAccountSchema),
  addresses: optList(addressSchema),
});
export type Company = z.infer<typeof companySchema>;
