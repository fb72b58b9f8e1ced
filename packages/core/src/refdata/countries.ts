// The compact copy (scripts/compact-refdata.mjs) of data/countries.json, without numeric codes and repeated names.
import countriesJson from './data/countries.compact.json' with { type: 'json' };

export interface Country {
  readonly alpha2: string;
  readonly alpha3: string;
  readonly name: string;
  readonly aliases?: readonly string[];
  /** the ISO long name, only where it differs from `name` */
  readonly isoName?: string;
  /** true for XK (Kosovo), a user-assigned code */
  readonly userAssigned?: boolean;
}

/** ISO 3166-1: 249 official codes plus XK (250), sorted by code. Default nationality is NG. */
export const COUNTRIES: readonly Country[] = countriesJson as readonly Country[];

export { DEFAULT_COUNTRY } from './defaults.js';

/** Country selector options sorted by name. */
export const COUNTRY_OPTIONS: readonly { value: string; label: string }[] = /* @__PURE__ */ (() =>
  [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((c) => ({ value: c.alpha2, label: c.name })))();

/** A country by alpha-2 or alpha-3 code, case-insensitively. */
export function countryByCode(code: string | null | undefined): Country | undefined {
  if (!code) return undefined;
  const c = code.trim().toUpperCase();
  return COUNTRIES.find((x) => x.alpha2 === c || x.alpha3 === c);
}

/** The country name for a code, or the code itself when unknown ('' for empty). */
export function countryName(code: string | null | undefined): string {
  return countryByCode(code)?.name ?? code ?? '';
}
