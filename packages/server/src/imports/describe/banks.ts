/**
 * Bank names as narrations write them (NIP segments, "TRF TO ... GTB", "App Transfer To Zenith Bank") →
 * the bank's name in core's BANKS, whose CBN code the parser answers. Fintechs and microfinance banks
 * (Kuda, OPay, Moniepoint, PalmPay) are recognised as banks of the transfer but have no BANKS entry: null code.
 */
import { BANKS } from '../../core.js';

/** alias (upper case, as a whole word or words) → BANKS name, or null for institutions outside BANKS. */
const ALIASES: Record<string, string | null> = {
  ACCESS: 'Access Bank',
  'ACCESS BANK': 'Access Bank',
  ACCESSBANK: 'Access Bank',
  ACCESSMOBILE: 'Access Bank',
  DIAMOND: 'Access Bank (Diamond)',
  'DIAMOND BANK': 'Access Bank (Diamond)',
  GTB: 'Guaranty Trust Bank',
  GTBANK: 'Guaranty Trust Bank',
  GTCO: 'Guaranty Trust Bank',
  'GT BANK': 'Guaranty Trust Bank',
  'GUARANTY TRUST': 'Guaranty Trust Bank',
  'GUARANTY TRUST BANK': 'Guaranty Trust Bank',
  ZENITH: 'Zenith Bank',
  'ZENITH BANK': 'Zenith Bank',
  ZIB: 'Zenith Bank',
  FBN: 'First Bank of Nigeria',
  FIRSTBANK: 'First Bank of Nigeria',
  'FIRST BANK': 'First Bank of Nigeria',
  'FIRST BANK OF NIGERIA': 'First Bank of Nigeria',
  UBA: 'United Bank For Africa',
  'UNITED BANK FOR AFRICA': 'United Bank For Africa',
  FCMB: 'First City Monument Bank',
  'FIRST CITY MONUMENT BANK': 'First City Monument Bank',
  FIDELITY: 'Fidelity Bank',
  'FIDELITY BANK': 'Fidelity Bank',
  ECOBANK: 'Ecobank Nigeria',
  STANBIC: 'Stanbic IBTC Bank',
  'STANBIC IBTC': 'Stanbic IBTC Bank',
  IBTC: 'Stanbic IBTC Bank',
  STERLING: 'Sterling Bank',
  'STERLING BANK': 'Sterling Bank',
  UNION: 'Union Bank of Nigeria',
  'UNION BANK': 'Union Bank of Nigeria',
  WEMA: 'Wema Bank',
  'WEMA BANK': 'Wema Bank',
  ALAT: 'Wema Bank',
  POLARIS: 'Polaris Bank',
  'POLARIS BANK': 'Polaris Bank',
  KEYSTONE: 'Keystone Bank',
  'KEYSTONE BANK': 'Keystone Bank',
  UNITY: 'Unity Bank',
  'UNITY BANK': 'Unity Bank',
  HERITAGE: 'Heritage Bank',
  PROVIDUS: 'Providus Bank',
  JAIZ: 'Jaiz Bank',
  SUNTRUST: 'SunTrust Bank',
  TITAN: 'Titan Trust Bank',
  'TITAN TRUST': 'Titan Trust Bank',
  GLOBUS: 'Globus Bank',
  CITIBANK: 'Citibank Nigeria',
  'STANDARD CHARTERED': 'Standard Chartered Bank',
  SCB: 'Standard Chartered Bank',
  LOTUS: 'Lotus Bank',
  TAJ: 'TAJ Bank',
  TAJBANK: 'TAJ Bank',
  PARALLEX: 'Parallex Bank',
  OPTIMUS: 'Optimus Bank',
  PREMIUMTRUST: 'PremiumTrust Bank',
  CORONATION: 'Coronation Merchant Bank',
  FSDH: 'FSDH Merchant Bank',
  KUDA: null,
  OPAY: null,
  MONIEPOINT: null,
  PALMPAY: null,
  PAGA: null,
  CARBON: null,
  VFD: null,
};

/** Aliases that are also common words or names: trusted only where a bank is expected (a NIP segment). */
const WEAK = new Set(['ACCESS', 'UNION', 'UNITY', 'HERITAGE', 'TITAN', 'LOTUS', 'DIAMOND', 'STERLING', 'FIDELITY', 'CARBON', 'TAJ', 'OPTIMUS', 'GLOBUS', 'KEYSTONE', 'POLARIS', 'PROVIDUS', 'JAIZ', 'SUNTRUST', 'CORONATION', 'PARALLEX']);

const codeOf = (name: string | null): string | null => (name ? (BANKS.find((b) => b.name === name)?.code ?? null) : null);

/** alias → CBN code (or null), computed once. */
const CODES = new Map(Object.entries(ALIASES).map(([alias, name]) => [alias, codeOf(name)]));
/** An alias's first word → the word counts of the aliases it starts, longest first: most words start none. */
const LENGTHS_BY_FIRST_WORD = new Map<string, number[]>();
for (const alias of CODES.keys()) {
  const words = alias.split(' ');
  const lengths = LENGTHS_BY_FIRST_WORD.get(words[0]!) ?? [];
  if (!lengths.includes(words.length)) lengths.push(words.length);
  LENGTHS_BY_FIRST_WORD.set(words[0]!, lengths.sort((a, b) => b - a));
}

export interface BankHit {
  /** The alias as found. */
  alias: string;
  /** CBN code, or null for institutions outside BANKS or banks without a code. */
  code: string | null;
}

/** The bank a whole segment names (e.g. the second part of "NIP/ACCESS/JOHN DOE"), or null. */
export function bankOfSegment(segment: string): BankHit | null {
  const s = segment.trim().toUpperCase().replace(/\s+/g, ' ');
  const key = CODES.has(s) ? s : s.endsWith(' BANK') && CODES.has(s.slice(0, -5)) ? s.slice(0, -5) : s.endsWith(' PLC') && CODES.has(s.slice(0, -4)) ? s.slice(0, -4) : null;
  if (key === null) return null;
  return { alias: key, code: CODES.get(key)! };
}

/** The first bank named anywhere in free text by a distinctive alias (or "<weak alias> BANK"), or null. */
export function bankInText(words: readonly string[]): BankHit | null {
  for (let i = 0; i < words.length; i++) {
    const lengths = LENGTHS_BY_FIRST_WORD.get(words[i]!);
    if (!lengths) continue;
    for (const n of lengths) {
      if (i + n > words.length) continue;
      const phrase = n === 1 ? words[i]! : words.slice(i, i + n).join(' ');
      if (!CODES.has(phrase)) continue;
      const next = words[i + n];
      if (n === 1 && WEAK.has(phrase) && next !== 'BANK' && next !== 'MOBILE') continue;
      return { alias: phrase, code: CODES.get(phrase)! };
    }
  }
  return null;
}
