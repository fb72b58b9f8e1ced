import { isValidEmail } from './email.js';

/**
 * Identifier types of the search box (dissemination-feedback §5, /search and /meta), in the spec's order.
 * `free` is returned alone when no other pattern matches.
 */
export const IDENTIFIER_TYPES = [
  'tin',
  'nin',
  'incorporation_number',
  'account',
  'bvn',
  'email',
  'passport',
  'phone',
  'company_name',
  'free',
] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];

/** Chip labels for the identifier types (not printed in the spec; our wording). */
export const IDENTIFIER_TYPE_LABELS: Readonly<Record<IdentifierType, string>> = {
  tin: 'TIN',
  nin: 'NIN',
  incorporation_number: 'Incorporation Number',
  account: 'Account Number',
  bvn: 'BVN',
  email: 'Email',
  passport: 'Passport',
  phone: 'Phone Number',
  company_name: 'Company Name',
  free: 'Free Text',
};

/**
 * The patterns, applied to the trimmed text. Letter patterns are case-insensitive (our choice: users type
 * 'rc123456' as often as 'RC123456').
 */
export const IDENTIFIER_PATTERNS: Readonly<Record<Exclude<IdentifierType, 'free' | 'email' | 'company_name'>, RegExp>> = {
  /** 8 digits, optionally a dash and 4 digits. */
  tin: /^\d{8}(?:-\d{4})?$/,
  /** 11 digits. */
  nin: /^\d{11}$/,
  /** two letters from B N I T R C followed by digits (RC, BN, IT, ...); an optional space between (our choice). */
  incorporation_number: /^[BNITRC]{2} ?\d+$/i,
  /** 10 or more digits. */
  account: /^\d{10,}$/,
  /** 11 digits starting with 2. */
  bvn: /^2\d{10}$/,
  /** a letter then digits. */
  passport: /^[A-Z]\d+$/i,
  /** digits, plus and dash (at least one digit). */
  phone: /^(?=.*\d)[\d+-]+$/,
};

/** Company name: contains partner, ltd, limited, plc, '&' or ' and ', or ends with ' co' (a final '.' allowed). */
export function looksLikeCompanyName(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (!t) return false;
  return /partner|ltd|limited|plc|&/.test(t) || t.includes(' and ') || / co\.?$/.test(t);
}

/**
 * Every identifier type the text matches, in IDENTIFIER_TYPES order. Patterns overlap on purpose: e.g.
 * '22212345678' is nin, account, bvn and phone. Empty text → []. No match → ['free'].
 */
export function detectIdentifierTypes(text: string | null | undefined): IdentifierType[] {
  if (typeof text !== 'string') return [];
  const t = text.trim();
  if (!t) return [];
  const found: IdentifierType[] = [];
  const p = IDENTIFIER_PATTERNS;
  if (p.tin.test(t)) found.push('tin');
  if (p.nin.test(t)) found.push('nin');
  if (p.incorporation_number.test(t)) found.push('incorporation_number');
  if (p.account.test(t)) found.push('account');
  if (p.bvn.test(t)) found.push('bvn');
  if (isValidEmail(t)) found.push('email');
  if (p.passport.test(t)) found.push('passport');
  if (p.phone.test(t)) found.push('phone');
  if (looksLikeCompanyName(t)) found.push('company_name');
  if (found.length === 0) found.push('free');
  return found;
}
