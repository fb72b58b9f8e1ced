import { MSG } from '../messages.js';
import { IDENTIFIER_PATTERNS, looksLikeCompanyName } from './identifiers.js';

/**
 * Advanced foreign search (dissemination-feedback §5): identifier types offered there, and the query
 * parameter each one is sent as (GET search with repeatable account, phone, passport, companyName).
 */
export const ADVANCED_IDENTIFIER_TYPES = ['passport', 'account', 'phone', 'company_name'] as const;
export type AdvancedIdentifierType = (typeof ADVANCED_IDENTIFIER_TYPES)[number];
export const ADVANCED_QUERY_PARAM: Readonly<Record<AdvancedIdentifierType, 'passport' | 'account' | 'phone' | 'companyName'>> = {
  passport: 'passport',
  account: 'account',
  phone: 'phone',
  company_name: 'companyName',
};

/** The advanced types a text matches (passport letter plus digits, account 10+ digits, phone, company name). */
export function detectAdvancedTypes(text: string | null | undefined): AdvancedIdentifierType[] {
  if (typeof text !== 'string') return [];
  const t = text.trim();
  if (!t) return [];
  const found: AdvancedIdentifierType[] = [];
  if (IDENTIFIER_PATTERNS.passport.test(t)) found.push('passport');
  if (IDENTIFIER_PATTERNS.account.test(t)) found.push('account');
  if (IDENTIFIER_PATTERNS.phone.test(t)) found.push('phone');
  if (looksLikeCompanyName(t)) found.push('company_name');
  return found;
}

export interface AdvancedSearchEntry {
  /** the text typed */
  value: string;
  /** the types the user kept selected; when absent, the detected types are used */
  types?: readonly AdvancedIdentifierType[];
}

export interface AdvancedSearchCheck {
  /** true when the search may be sent */
  ok: boolean;
  /** per entry: 'Select only one identifier!' when two or more types are selected, else null */
  entryWarnings: (string | null)[];
  /** 'Kindly fix the identifiers warning before clicking search!' when an entry has two or more types */
  error: string | null;
  /** the 'Kindly input either ...' warning when nothing is entered */
  warning: string | null;
  /** the query to send when ok: each value under its type's parameter */
  query: { account: string[]; phone: string[]; passport: string[]; companyName: string[] };
}

/**
 * Checks the entries of the advanced foreign search when Search is pressed.
 * - blank entries are ignored; no non-blank entry → warning MSG.searchInputEmpty;
 * - an entry with two or more selected types → its warning MSG.selectOnlyOneIdentifier and the error
 *   MSG.fixIdentifiersWarning;
 * - our choice where the spec is silent: a non-blank entry that matches no type and has none selected is sent
 *   as a company name (a foreign company is usually searched by a bare name such as 'Dangote').
 */
export function checkAdvancedSearch(entries: readonly AdvancedSearchEntry[]): AdvancedSearchCheck {
  const query: AdvancedSearchCheck['query'] = { account: [], phone: [], passport: [], companyName: [] };
  const entryWarnings: (string | null)[] = [];
  let filled = 0;
  let conflicting = false;
  for (const entry of entries) {
    const value = (entry.value ?? '').trim();
    if (!value) {
      entryWarnings.push(null);
      continue;
    }
    filled++;
    const types = entry.types ?? detectAdvancedTypes(value);
    if (types.length >= 2) {
      conflicting = true;
      entryWarnings.push(MSG.selectOnlyOneIdentifier);
      continue;
    }
    entryWarnings.push(null);
    const type: AdvancedIdentifierType = types[0] ?? 'company_name';
    query[ADVANCED_QUERY_PARAM[type]].push(value);
  }
  if (filled === 0) return { ok: false, entryWarnings, error: null, warning: MSG.searchInputEmpty, query };
  if (conflicting) return { ok: false, entryWarnings, error: MSG.fixIdentifiersWarning, warning: null, query };
  return { ok: true, entryWarnings, error: null, warning: null, query };
}

/** Alias under the name the advanced-search screens use. */
export const checkAdvancedSearchEntries = checkAdvancedSearch;
