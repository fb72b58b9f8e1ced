/**
 * Names and identifiers as matching compares them. A name becomes its tokens: lower case, no diacritics
 * (Ògúnlẹ́yẹ → ogunleye), hyphens joined (Abdul-Kadir → abdulkadir), doubled letters single (Yusuff → yusuf,
 * Nnamdi → namdi: the commonest spelling variation of Nigerian names), honorifics and titles dropped.
 */

/** Titles that say nothing about who a person is (Nigerian usage first; English ones too). */
export const HONORIFICS: ReadonlySet<string> = new Set([
  'alhaji', 'alhaja', 'alh', 'hajiya', 'hajia', 'haji', 'mallam', 'malam', 'chief', 'otunba', 'oba', 'baale', 'eze',
  'igwe', 'obi', 'oloye', 'prince', 'princess', 'dr', 'doctor', 'prof', 'professor', 'engr', 'engineer', 'barr',
  'barrister', 'arc', 'arch', 'pharm', 'hon', 'honourable', 'honorable', 'sen', 'senator', 'gov', 'rev', 'reverend',
  'pastor', 'bishop', 'evang', 'apostle', 'imam', 'ustaz', 'sheikh', 'mr', 'mrs', 'ms', 'miss', 'mister', 'madam',
  'master', 'sir', 'lady', 'dame', 'capt', 'captain', 'gen', 'general', 'col', 'colonel', 'maj', 'major', 'lt',
  'sgt', 'cpl', 'comrade', 'comr', 'excellency', 'rtd', 'retd', 'jnr', 'jr', 'snr', 'sr',
]);

/** Titles that are also names. */
const AMBIGUOUS: ReadonlySet<string> = new Set(['eze', 'obi', 'oba', 'igwe', 'prince', 'major', 'general', 'master', 'lady']);

/**
 * The tokens of a name. 'Eze', 'Obi', 'Oba' are titles and also common names: those are never dropped.
 * A name made only of titles keeps them (better than an empty name).
 */
export function nameTokens(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const plain = raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`-]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (!plain) return [];
  const tokens = plain.split(' ').map((t) => foldVariant(t.replace(/(.)\1+/g, '$1')));
  const kept = tokens.filter((t) => !HONORIFICS.has(t) || AMBIGUOUS.has(t));
  return kept.length > 0 ? kept : tokens;
}

/**
 * Spelling families too far apart for an edit distance, folded to one form: Mohammed, Muhammad, Mohamed,
 * Mohammad (after doubled letters are made single) are one name.
 */
function foldVariant(t: string): string {
  if (/^m[ou]ham[ae]d$/.test(t)) return 'muhamad';
  return t;
}

/** An identifier as digits and letters only, upper case ('RC-12 345' → 'RC12345'); '' when nothing is left. */
export function normaliseId(raw: string | null | undefined): string {
  return (raw ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** An RC number without its 'RC'/'BN' prefix, so 'RC 12345' and '12345' agree. */
export function normaliseRc(raw: string | null | undefined): string {
  return normaliseId(raw).replace(/^(RC|BN|IT)/, '');
}

/** Words of a company name that say what kind of company, not which one. */
const COMPANY_WORDS: ReadonlySet<string> = new Set([
  'ltd', 'limited', 'plc', 'nig', 'nigeria', 'nigerian', 'co', 'company', 'inc', 'incorporated', 'llc', 'and', 'the',
  'enterprise', 'enterprises', 'venture', 'ventures', 'int', 'intl', 'international', 'global', 'services', 'group',
  'holdings', 'resources', 'concept', 'concepts', 'gtd', 'ngo', 'foundation',
]);

/** The tokens of a company name, less the words every company name has ('Ltd', 'Nig.', 'Ventures'...). */
export function companyTokens(raw: string | null | undefined): string[] {
  const tokens = nameTokens(raw);
  const kept = tokens.filter((t) => !COMPANY_WORDS.has(t));
  return kept.length > 0 ? kept : tokens;
}
