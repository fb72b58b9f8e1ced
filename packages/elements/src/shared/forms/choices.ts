/** Choice lists of the record forms, from core's reference data (core-records §3.1-§3.3). */
import { BANKS, bankByCode } from '@fiu/core/refdata/banks';
import { COUNTRY_OPTIONS } from '@fiu/core/refdata/countries';
import { COMPANY_CRIME_TYPES, CRIME_TYPES, statusLabel } from '@fiu/core/refdata/lists';
import { LGA_OPTIONS, STATE_NAMES, lgaOptionsOf } from '@fiu/core/refdata/states';
import type { Option } from './bind';

const same = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));

/** The 34 crime types of §3.2 (subjects). */
export const crimeOptions: readonly Option[] = /* @__PURE__ */ same(CRIME_TYPES);
/** The company list: 'Due Diligence' first, no Banditry (§3.2). */
export const companyCrimeOptions: readonly Option[] = /* @__PURE__ */ same(COMPANY_CRIME_TYPES);
export const stateOptions: readonly Option[] = /* @__PURE__ */ same(STATE_NAMES);
export const countryOptions: readonly Option[] = COUNTRY_OPTIONS;

/** Banks by CBN code (the NUBAN check reads the code): the ones still operating, by name. */
const ACTIVE_BANK_OPTIONS: readonly Option[] = /* @__PURE__ */ BANKS.filter((b) => b.code !== null && b.category !== 'legacy' && !/defunct|revoked/i.test(b.status ?? ''))
  .map((b) => ({ value: b.code as string, label: `${b.name} (${b.code})` }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** The bank choices, plus the record's own bank when it is not among them (a legacy bank, an unknown code). */
export function bankOptions(current: unknown): readonly Option[] {
  const code = typeof current === 'string' ? current : '';
  if (!code || ACTIVE_BANK_OPTIONS.some((c) => c.value === code)) return ACTIVE_BANK_OPTIONS;
  const bank = bankByCode(code);
  return [...ACTIVE_BANK_OPTIONS, { value: code, label: bank ? `${bank.name} (${code})` : code }];
}

/**
 * LGA choices, labelled 'LGA (State)' (core-records §3.1 "a list of 'code (state)'"). With a state chosen: its
 * LGAs, valued by name (what `lga` stores). Without one: all 774, valued 'State/LGA' (six names exist in two
 * states), so that choosing one fills in its state too.
 */
export function lgaOptions(state: unknown): readonly Option[] {
  return typeof state === 'string' && state
    ? lgaOptionsOf(state).map((o) => ({ value: o.value, label: o.label }))
    : LGA_OPTIONS.map((o) => ({ value: o.key, label: o.label }));
}

/** Whether an LGA belongs to a state's list (a new state clears an LGA of the old one). */
export const lgaInState = (state: unknown, lga: unknown): boolean =>
  typeof lga !== 'string' || lga === '' || typeof state !== 'string' || !state || lgaOptionsOf(state).some((o) => o.value === lga);

export const statusOptions = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: statusLabel(v) }));
