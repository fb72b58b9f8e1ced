/** Choice lists of the subject form, from core's reference data (core-records §3.1, §3.2). */
import { BANKS } from '@fiu/core/refdata/banks';
import { COUNTRY_OPTIONS } from '@fiu/core/refdata/countries';
import { CRIME_TYPES, STATUS_LABELS, type Option as CoreOption } from '@fiu/core/refdata/lists';
import { STATE_NAMES, lgaOptionsOf, LGA_OPTIONS } from '@fiu/core/refdata/states';
import type { Option } from '../shared/forms/bind';

const same = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));

export const crimeOptions: readonly Option[] = /* @__PURE__ */ same(CRIME_TYPES);
export const stateOptions: readonly Option[] = /* @__PURE__ */ same(STATE_NAMES);
export const countryOptions: readonly Option[] = COUNTRY_OPTIONS;

/** Banks by CBN code (the NUBAN check turns the code into the institution code), by name. */
export const bankOptions: readonly Option[] = /* @__PURE__ */ BANKS.filter((b) => b.code !== null)
  .map((b) => ({ value: b.code!, label: b.name }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/**
 * LGA choices, labelled 'LGA (State)' (core-records §3.1 "a list of 'code (state)'"). With a state chosen:
 * its LGAs, valued by name (what `lga` stores). Without one: all 774, valued 'State/LGA' (six names exist
 * in two states), so that choosing one fills in its state too.
 */
export function lgaOptions(state: unknown): readonly Option[] {
  return typeof state === 'string' && state
    ? lgaOptionsOf(state).map((o) => ({ value: o.value, label: o.label }))
    : LGA_OPTIONS.map((o) => ({ value: o.key, label: o.label }));
}

/** Whether an LGA belongs to a state's list (a new state clears an LGA of the old one). */
export const lgaInState = (state: unknown, lga: unknown): boolean =>
  typeof lga !== 'string' || lga === '' || typeof state !== 'string' || !state || lgaOptionsOf(state).some((o) => o.value === lga);

export const statusOptions = (values: readonly string[]): Option[] =>
  values.map((v) => ({ value: v, label: STATUS_LABELS[v as keyof typeof STATUS_LABELS] ?? v }));

export const asOptions = <V extends string | number>(list: readonly CoreOption<V>[]): readonly Option[] => list;
