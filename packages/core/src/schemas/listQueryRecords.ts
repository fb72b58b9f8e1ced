/** The subjects and companies lists' address filters (schemas/listQuery.ts), with the crime lists and statuses. */
import { COMPANY_CRIME_TYPES, COMPANY_STATUSES, CRIME_TYPES, SUBJECT_STATUSES } from '../refdata/lists.js';
import { dateTextRule as dateText, domainCodeRule, oneOfRule, type ListAddressSpec } from './listQuery.js';

type RecordFilterName = 'created__gte' | 'created__lte' | 'domain' | 'status' | 'currentcrimetype';

const recordList = (path: string, statuses: readonly string[], crimes: readonly string[]): ListAddressSpec<RecordFilterName> => ({
  path,
  rules: { created__gte: dateText, created__lte: dateText, domain: domainCodeRule, status: oneOfRule(statuses), currentcrimetype: oneOfRule(crimes) },
});

export const SUBJECT_LIST = /* @__PURE__ */ recordList('/list', SUBJECT_STATUSES, CRIME_TYPES);
export const COMPANY_LIST = /* @__PURE__ */ recordList('/companies', COMPANY_STATUSES, COMPANY_CRIME_TYPES);
