/**
 * The company record as the form holds it (core-records §3.3): core's Company plus the display fields the
 * server adds to what it answers; the labels of its fields for the Errors panel; blank list rows.
 */
import type { Company } from '@fiu/core/api/types';
import { DEFAULT_COUNTRY } from '@fiu/core/refdata/defaults';
import type { Rec } from '../shared/forms/paths';

export type CompanyRecord = Partial<Company> & {
  domain_name?: string | null;
  created_by_name?: string | null;
  modified_by_name?: string | null;
};

export type ListName = 'parent_companies' | 'directors' | 'bank_accounts' | 'addresses';

export const LIST_ITEM_LABELS: Record<ListName, string> = {
  parent_companies: 'Parent company',
  directors: 'Director',
  bank_accounts: 'Bank account',
  addresses: 'Address',
};

export const NEW_ROW: Record<ListName, () => Rec> = {
  parent_companies: () => ({ name: '' }),
  directors: () => ({ surname: '', othernames: '', gender: null }),
  bank_accounts: () => ({ bank: null, accountno: '' }),
  addresses: () => ({ country: DEFAULT_COUNTRY }),
};

/** Labels of the fields and list items for the Errors panel (others read as their words). */
export const COMPANY_LABELS = {
  fields: {
    companyid: 'Subject ID',
    currentcrimetype: 'Crime type',
    inc_number: 'Incorporation number',
    is_primary: 'Primary record',
    othernames: 'Other names',
    accountno: 'Account number',
    bic_swift: 'BIC/SWIFT',
    iban: 'IBAN',
    lga: 'LGA',
    streetname: 'Street',
  },
  items: LIST_ITEM_LABELS,
};
