/**
 * Word lists and small helpers of the synthetic analysis world (db/seed-analysis.ts): outsiders' names,
 * merchants, narration purposes, the cell-site places. Synthetic; any likeness is chance.
 */
import { ACTIVE_BANKS, STATES, STATE_CAPITALS, nubanCheckDigit } from '../core.js';
import { stableUuid } from './ids.js';
import type { Prng } from './prng.js';

export const OUTSIDER_SURNAMES = [
  'Adekunle', 'Okoro', 'Aminu', 'Nwafor', 'Ogunbiyi', 'Ezeh', 'Bature', 'Olaniyan', 'Chinwe', 'Dauda', 'Ikenna', 'Lawani',
  'Maduka', 'Nuhu', 'Obaseki', 'Olufemi', 'Onuoha', 'Raji', 'Salisu', 'Umar', 'Uzor', 'Wada', 'Yahaya', 'Zubairu',
  'Akpan', 'Edet', 'Inyang', 'Oyebanji', 'Ojo', 'Adamu', 'Ekwe', 'Ubah', 'Falana', 'Gwarzo', 'Iroha', 'Kalu',
];
export const OUTSIDER_FIRST = [
  'Tosin', 'Chukwudi', 'Abba', 'Bisi', 'Kehinde', 'Taiwo', 'Ebuka', 'Zainab', 'Hassan', 'Nkem', 'Sade', 'Uche', 'Victor',
  'Peace', 'Goodluck', 'Precious', 'Favour', 'Godwin', 'Ismail', 'Rabiu', 'Aminat', 'Chisom', 'Ify', 'Wale', 'Yemi', 'Dayo',
];
export const MERCHANTS = [
  'SHOPRITE', 'SPAR', 'JUST RITE', 'TOTAL ENERGIES', 'NNPC MEGA STATION', 'MRS FILLING STATION', 'CHICKEN REPUBLIC',
  'MR BIGGS', 'BUKKA HUT', 'ERISCO FOODS', 'MEDPLUS PHARMACY', 'SLOT SYSTEMS', 'GAME STORES', 'PRINCE EBEANO', 'ADDIDE',
];
export const PURPOSES = [
  'SCHOOL FEES', 'CONTRACT PAYMENT', 'FOOD STUFF', 'HOUSE RENT', 'SUPPLY OF CEMENT', 'LOAN REPAYMENT', 'UPKEEP', 'BUSINESS',
  'DIESEL SUPPLY', 'BDC', 'PAYMENT FOR GOODS', 'TRANSPORT', 'MEDICAL BILL', 'BURIAL SUPPORT', 'WEDDING CONTRIBUTION', 'SALARY',
];
export const CHARGES: [string, number][] = [
  ['NIP TRANSFER CHARGE', 1075],
  ['VAT ON NIP TRANSFER CHARGE', 81],
  ['SMS ALERT CHARGES', 400],
  ['ELECTRONIC MONEY TRANSFER LEVY', 5000],
  ['ACCOUNT MAINTENANCE FEE', 5375],
];
export const OFFENCES = ['Fraud', 'Obtaining by false pretence', 'Money laundering', 'Cybercrime', 'Kidnapping', 'Armed robbery', 'Oil bunkering', 'Bribery'];
export const AGENCIES = ['EFCC', 'ICPC', 'NPF', 'NDLEA', 'DSS'];
export const PHONE_PREFIXES = ['803', '806', '813', '816', '703', '706', '805', '807', '815', '905', '802', '808', '812', '701', '902', '809', '817', '818', '909', '908'];
export const NETWORK_BY_PREFIX: Record<string, string> = {
  '803': 'MTN', '806': 'MTN', '813': 'MTN', '816': 'MTN', '703': 'MTN', '706': 'MTN', '903': 'MTN', '906': 'MTN',
  '805': 'Glo', '807': 'Glo', '815': 'Glo', '905': 'Glo', '705': 'Glo',
  '802': 'Airtel', '808': 'Airtel', '812': 'Airtel', '701': 'Airtel', '902': 'Airtel', '708': 'Airtel',
  '809': '9mobile', '817': '9mobile', '818': '9mobile', '909': '9mobile', '908': '9mobile',
};

export const BANKS_WITH_CODES = ACTIVE_BANKS.filter((b) => b.code && b.nubanCode);
/** The short form of a bank's name that narrations carry ('ACCESS', 'ZENITH', ...). */
export const bankShort = (name: string): string => name.split(/\s+/)[0]!.toUpperCase();

export const digits = (rng: Prng, n: number): string => {
  let s = '';
  for (let i = 0; i < n; i++) s += String(Math.floor(rng.next() * 10));
  return s;
};
export const chance = (rng: Prng, p: number): boolean => rng.next() < p;

/** A 10-digit NUBAN valid for a random bank with a CBN code. */
export function nuban(rng: Prng): { bank: string; bankName: string; number: string } {
  const b = rng.pick(BANKS_WITH_CODES);
  const serial = digits(rng, 9);
  return { bank: b.code!, bankName: b.name, number: serial + String(nubanCheckDigit(b.nubanCode, serial)) };
}

export const phoneNumber = (rng: Prng): string => `234${rng.pick(PHONE_PREFIXES)}${digits(rng, 7)}`;

/** Kobo (an integer) as an exact decimal string of naira. */
export const naira = (kobo: number): string => {
  const neg = kobo < 0;
  const k = Math.abs(kobo);
  return `${neg ? '-' : ''}${Math.floor(k / 100)}.${String(k % 100).padStart(2, '0')}`;
};

/** A near-duplicate of a name, as registries hold them: a letter swapped or dropped, words swapped, 'Ltd' ↔ 'Limited'. */
export function nearDuplicate(rng: Prng, name: string): string {
  const words = name.split(' ');
  const kind = rng.int(0, 3);
  if (kind === 0 && /\bLtd\b|\bLimited\b/.test(name)) return name.replace(/\bLtd\b/, 'Limited@').replace(/\bLimited\b(?!@)/, 'Ltd').replace('Limited@', 'Limited');
  if (kind === 1 && words.length >= 2) return [words[1], words[0], ...words.slice(2)].join(' ');
  const w = rng.int(0, words.length - 1);
  const word = words[w]!;
  if (word.length > 4) {
    const i = rng.int(1, word.length - 2);
    words[w] = kind === 2 ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  }
  return words.join(' ');
}

// ── Places: cell sites and branches in real LGAs ─────────────────────────────────────────────────────────────

export interface Place {
  state: string;
  lga: string;
  /** The state capital (the refdata has no LGA coordinates: a site's coordinates are its state capital's,
   *  moved by a fixed offset of at most 0.2° derived from the site's name, so sites of one state differ). */
  city: string;
  lat: number;
  lng: number;
}

const CAPITAL_BY_STATE = new Map(STATE_CAPITALS.map((c) => [c.state, c]));

export function placeOf(state: string, lga: string): Place {
  const c = CAPITAL_BY_STATE.get(state) ?? STATE_CAPITALS[0]!;
  return { state, lga, city: c.capital, lat: c.lat, lng: c.lng };
}

export const randomPlace = (rng: Prng): Place => {
  const s = rng.pick(STATES);
  return placeOf(s.name, rng.pick(s.lgas));
};

/** Offset in [-0.2, 0.2] degrees, fixed per name. */
function offset(name: string, salt: string): number {
  const h = stableUuid(`${salt}:${name}`);
  return (parseInt(h.slice(0, 6), 16) / 0xffffff - 0.5) * 0.4;
}

export interface Site extends Place {
  name: string;
}

export function siteAt(place: Place, n: number): Site {
  const name = `${place.lga.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_${String(n).padStart(2, '0')}`;
  return {
    ...place,
    name,
    lat: Math.round((place.lat + offset(`${place.state}:${name}`, 'lat')) * 1e5) / 1e5,
    lng: Math.round((place.lng + offset(`${place.state}:${name}`, 'lng')) * 1e5) / 1e5,
  };
}

/** Index into cumulative weights (binary search): picks item i with probability weight[i] / total. */
export function weightedIndex(cumulative: Float64Array, x: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  const target = x * cumulative[hi]!;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Heavy-tailed activity weights (Pareto, α = 1.2, capped): a few subjects are busy, most are not. */
export function activityWeights(rng: Prng, n: number): Float64Array {
  const c = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum += Math.min(50, 1 / Math.pow(1 - rng.next() * 0.999, 1 / 1.2));
    c[i] = sum;
  }
  return c;
}
