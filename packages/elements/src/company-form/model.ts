/**
 * The company form's data: the blank record, the form value ⇄ record conversions, the choice lists and the
 * read-only rule. No React here (unit-testable, and cheap for the chunk).
 */
import { COMPANY_CRIME_TYPES, COMPANY_TYPES, DIRECTOR_GENDERS, STATUS_LABELS } from '@fiu/core/refdata/lists';
import { COUNTRY_OPTIONS, DEFAULT_COUNTRY } from '@fiu/core/refdata/countries';
import { STATES, lgasOf } from '@fiu/core/refdata/states';
import { BANKS, bankByCode } from '@fiu/core/refdata/banks';
import { canChangeCompanies, defaultCompanyStatus, isCompanyReadOnly } from '@fiu/core/permissions/actions';
import { companySchema, companyDirectorSchema, parentCompanySchema, type Company } from '@fiu/core/schemas/company';
import { bankAccountSchema, addressSchema } from '@fiu/core/schemas/common';
import type { Mode, PermUser } from '@fiu/core/permissions/types';

/** Every value of the form as a control holds it: text as strings (never null), selects as their value text. */
export type Row = Record<string, unknown>;
export interface CompanyDraft extends Row {
  id?: string;
  name: string;
  case_reference: string;
  information_needed: string;
  currentcrimetype: string | null;
  crimetype_description: string;
  inc_number: string;
  company_type: string | number | null;
  tax_identification_number: string;
  status: string;
  remark: string;
  is_primary: boolean;
  parent_companies: Row[];
  directors: Row[];
  bank_accounts: Row[];
  addresses: Row[];
}

export type ListName = 'parent_companies' | 'directors' | 'bank_accounts' | 'addresses';

export interface Choice {
  value: string;
  label: string;
}

// ── Choice lists ───────────────────────────────────────────────────────────────────────────────────

/** core-records §3.2/§3.3: the crime list without Banditry, starting with 'Due Diligence'. */
export const CRIME_CHOICES: readonly Choice[] = COMPANY_CRIME_TYPES.map((c) => ({ value: c, label: c }));
export const COMPANY_TYPE_CHOICES = COMPANY_TYPES;
export const GENDER_CHOICES: readonly Choice[] = DIRECTOR_GENDERS;
export const STATE_CHOICES: readonly Choice[] = STATES.map((s) => ({ value: s.name, label: s.name }));
export const COUNTRY_CHOICES: readonly Choice[] = COUNTRY_OPTIONS;

/** Banks by CBN code (the NUBAN check reads the code): the ones still operating, by name. */
const BANK_CHOICES: readonly Choice[] = BANKS.filter((b) => b.code !== null && b.category !== 'legacy' && !/defunct|revoked/i.test(b.status ?? ''))
  .map((b) => ({ value: b.code as string, label: `${b.name} (${b.code})` }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** The bank choices, plus the record's own bank when it is not among them (a legacy bank, an unknown code). */
export function bankChoices(current: unknown): readonly Choice[] {
  const code = typeof current === 'string' ? current : '';
  if (!code || BANK_CHOICES.some((c) => c.value === code)) return BANK_CHOICES;
  const bank = bankByCode(code);
  return [...BANK_CHOICES, { value: code, label: bank ? `${bank.name} (${code})` : code }];
}

/** The LGAs of the chosen state (the list is refilled when the state changes). */
export const lgaChoices = (state: unknown): readonly Choice[] =>
  lgasOf(typeof state === 'string' ? state : '').map((l) => ({ value: l, label: l }));

export const statusLabel = (status: string | null | undefined): string =>
  (status && (STATUS_LABELS as Record<string, string>)[status]) || status || '';

// ── Blank records ──────────────────────────────────────────────────────────────────────────────────

export const NEW_ROW: Record<ListName, () => Row> = {
  parent_companies: () => ({ name: '', inc_number: '', company_type: '', tax_identification_number: '' }),
  directors: () => ({ surname: '', othernames: '', gender: '' }),
  bank_accounts: () => ({ bank: '', accountno: '', accountname: '', bic_swift: '', iban: '', sort_code: '' }),
  addresses: () => ({ country: DEFAULT_COUNTRY, state: '', lga: '', town: '', streetname: '' }),
};

export function blankCompany(): CompanyDraft {
  return {
    name: '',
    case_reference: '',
    information_needed: '',
    currentcrimetype: '',
    crimetype_description: '',
    inc_number: '',
    company_type: '',
    tax_identification_number: '',
    status: defaultCompanyStatus(),
    remark: '',
    is_primary: false,
    parent_companies: [],
    directors: [],
    bank_accounts: [],
    addresses: [],
  };
}

// ── Record → form ──────────────────────────────────────────────────────────────────────────────────

/** null/undefined → '' (a control's empty value); numbers, booleans and the rest stay. */
function formRow(row: unknown): Row {
  const out: Row = {};
  if (!row || typeof row !== 'object') return out;
  for (const [k, v] of Object.entries(row as Row)) out[k] = v === null || v === undefined ? '' : v;
  return out;
}

const rows = (v: unknown, name: ListName): Row[] =>
  Array.isArray(v) ? v.map((r) => ({ ...NEW_ROW[name](), ...formRow(r) })) : [];

/** A stored company (or a partial one a host hands over) as the form's value. */
export function toDraft(company: Partial<Company> | Row | null | undefined): CompanyDraft {
  const c = formRow(company);
  const blank = blankCompany();
  return {
    ...blank,
    ...c,
    status: typeof c.status === 'string' && c.status !== '' ? c.status : blank.status,
    is_primary: c.is_primary === true,
    parent_companies: rows(company?.parent_companies, 'parent_companies'),
    directors: rows(company?.directors, 'directors'),
    bank_accounts: rows(company?.bank_accounts, 'bank_accounts'),
    addresses: rows(company?.addresses, 'addresses'),
  };
}

// ── Form → record ──────────────────────────────────────────────────────────────────────────────────

const keysOf = (schema: { shape: Record<string, unknown> }): string[] => Object.keys(schema.shape);
const COMPANY_KEYS = keysOf(companySchema);
const LIST_KEYS: Record<ListName, string[]> = {
  parent_companies: keysOf(parentCompanySchema),
  directors: keysOf(companyDirectorSchema),
  bank_accounts: keysOf(bankAccountSchema as unknown as { shape: Record<string, unknown> }),
  addresses: keysOf(addressSchema),
};
/** Choices: null when not chosen (never ''), company_type as its number. */
const SELECTS = new Set(['currentcrimetype', 'company_type', 'gender', 'status']);
/** Server-owned fields: left out while empty. */
const EMPTY_IS_NULL = new Set(['id', 'created', 'modified', 'created_by', 'modified_by', 'domain', 'companyid']);

function recordRow(row: Row, keys: readonly string[]): Row {
  const out: Row = {};
  for (const k of keys) {
    if (!(k in row)) continue;
    const v = row[k];
    if (EMPTY_IS_NULL.has(k) && (v === '' || v === null)) continue; // server-owned, not set yet: absent
    // An unchosen select is null (a cleared company type must reach the server as cleared; a required one
    // gets the 'required' message from the schema either way).
    if (SELECTS.has(k) && (v === '' || v === null)) out[k] = null;
    else out[k] = k === 'company_type' && typeof v === 'string' ? Number(v) : v;
  }
  return out;
}

/**
 * The form's value as the record the schema and the server read: only the schema's fields (a server may add
 * display fields to what it answers; the strict schema would refuse them), company_type as its number,
 * unchosen selects null.
 */
export function toRecord(draft: CompanyDraft): Partial<Company> {
  const out = recordRow(draft, COMPANY_KEYS);
  for (const name of Object.keys(LIST_KEYS) as ListName[]) {
    out[name] = (draft[name] ?? []).map((r) => recordRow(r, LIST_KEYS[name]));
  }
  return out as Partial<Company>;
}

// ── Who may change it ──────────────────────────────────────────────────────────────────────────────

export type ReadOnlyReason = 'investigate' | 'no-permission' | 'other-organisation' | null;

/**
 * Why the form is read-only, or null when it may be changed. Scoping rule (docs/scoping.md, issue 3):
 * add/change per canChangeCompanies, never in investigate mode; a company of another organisation (a central
 * unit user, or a partner user with can.view.all.companies, may read it) is read-only unless the user has
 * can.edit.subjects — the same rule as subjects (isSubjectReadOnly, core-records §4.6).
 * TODO(core): move into core as isCompanyReadOnly beside isSubjectReadOnly (docs/wip/NEEDS.md).
 */
export function companyReadOnlyReason(
  user: PermUser | null | undefined,
  company: { id?: unknown; domain?: unknown } | null | undefined,
  mode: Mode,
): ReadOnlyReason {
  // The rule is core's isCompanyReadOnly (the server checks the same); this only says why, for the notice.
  if (!isCompanyReadOnly(user, company, mode)) return null;
  if (mode === 'investigate') return 'investigate';
  if (!user || !canChangeCompanies(user)) return 'no-permission';
  return 'other-organisation';
}

// ── Labels of field paths (the Errors box and the messages) ────────────────────────────────────────

export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  case_reference: 'Case reference',
  information_needed: 'Information needed',
  currentcrimetype: 'Crime type',
  crimetype_description: 'Crime type description',
  inc_number: 'Incorporation number',
  company_type: 'Company type',
  tax_identification_number: 'Tax identification number',
  status: 'Status',
  remark: 'Remark',
  is_primary: 'Primary record',
  surname: 'Surname',
  othernames: 'Other names',
  gender: 'Gender',
  bank: 'Bank',
  accountno: 'Account number',
  accountname: 'Account name',
  bic_swift: 'BIC/SWIFT',
  iban: 'IBAN',
  sort_code: 'Sort code',
  country: 'Country',
  state: 'State',
  lga: 'LGA',
  town: 'Town',
  streetname: 'Street',
};

export const LIST_ITEM_LABELS: Record<ListName, string> = {
  parent_companies: 'Parent company',
  directors: 'Director',
  bank_accounts: 'Bank account',
  addresses: 'Address',
};

/** 'directors.1.surname' → 'Director 2, Surname'; unknown parts are shown as they are. */
export function pathLabel(path: string): string {
  const [head, index, field] = path.split('.');
  if (head && head in LIST_ITEM_LABELS && index !== undefined && /^\d+$/.test(index)) {
    const item = `${LIST_ITEM_LABELS[head as ListName]} ${Number(index) + 1}`;
    return field ? `${item}, ${FIELD_LABELS[field] ?? field}` : item;
  }
  return FIELD_LABELS[path] ?? path;
}
