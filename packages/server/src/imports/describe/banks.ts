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

export interface BankHit {
  /** The alias as found. */
  alias: string;
  /** CBN code, or null for institutions outside BANKS or banks without a code. */
  code: string | null;
}

/** The bank a whole segment names (e.g. the second part of "NIP/ACCESS/JOHN DOE"), or null. */
export function bankOfSegment(segment: string): BankHit | null {
  const s = segment.trim().toUpperCase().replace(/\s+/g, ' ');
  const key = s in ALIASES ? s : s.endsWith(' BANK') && s.slice(0, -5) in ALIASES ? s.slice(0, -5) : s.endsWith(' PLC') && s.slice(0, -4) in ALIASES ? s.slice(0, -4) : null;
  if (key === null) return null;
  return { alias: key, code: codeOf(ALIASES[key]!) };
}

/** The first bank named anywhere in free text by a distinctive alias (or "<weak alias> BANK"), or null. */
export function bankInText(words: readonly string[]): BankHit | null {
  for (let i = 0; i < words.length; i++) {
    for (const n of [4, 3, 2, 1]) {
      if (i + n > words.length) continue;
      const phrase = words.slice(i, i + n).join(' ');
      if (!(phrase in ALIASES)) continue;
      const next = words[i + n];
      if (n === 1 && WEAK.has(phrase) && next !== 'BANK' && next !== 'MOBILE') continue;
      return { alias: phrase, code: codeOf(ALIASES[phrase]!) };
    }
  }
  return null;
}
