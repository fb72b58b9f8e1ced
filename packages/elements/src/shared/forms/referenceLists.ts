/**
 * The national reference lists of the record forms (core-records §3.1, §3.3): countries, states with their
 * LGAs, banks. About 10 KB gzip, so they come in a chunk of their own, loaded on demand (useReferenceLists);
 * nothing a form shows first may import this module statically.
 */
import { BANKS, bankByCode } from '@fiu/core/refdata/banks';
import { COUNTRY_OPTIONS } from '@fiu/core/refdata/countries';
import { LGA_OPTIONS, STATE_NAMES, lgaOptionsOf } from '@fiu/core/refdata/states';
import type { Option } from './bind';

export const stateOptions: readonly Option[] = STATE_NAMES.map((v) => ({ value: v, label: v }));
export const countryOptions: readonly Option[] = COUNTRY_OPTIONS;

/** Banks by CBN code (the NUBAN check reads the code): the ones still operating, by name. */
const ACTIVE_BANK_OPTIONS: readonly Option[] = BANKS.filter((b) => b.code !== null && b.category !== 'legacy' && !/defunct|revoked/i.test(b.status ?? ''))
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

export interface ReferenceLists {
  countries: readonly Option[];
  states: readonly Option[];
  lgas(state: unknown): readonly Option[];
  lgaInState(state: unknown, lga: unknown): boolean;
  banks(current: unknown): readonly Option[];
}

const lists: ReferenceLists = { countries: countryOptions, states: stateOptions, lgas: lgaOptions, lgaInState, banks: bankOptions };
export default lists;
