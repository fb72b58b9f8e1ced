/**
 * Synthetic subjects and companies for the demo and the benchmarks (issue 3). Deterministic: the same PRNG
 * seed and counts give the same records on every machine. Every record passes core's subjectSchema /
 * companySchema (the client can open and save it again): names from the lists below, real states and LGAs,
 * bank accounts that pass the NUBAN check with real bank codes, telephones in the 234 format, case references
 * like 'ECA/2026/0153', created/modified times spread over the two years before the seed time.
 *
 * Rows go in as batches through jsonb_to_recordset (one parameter per batch of 1,000), so 100,000 subjects and
 * 20,000 companies load in reasonable time on PGlite (bench/records).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { ACTIVE_BANKS, COMPANY_CRIME_TYPES, CRIME_TYPES, STATES, STATE_CAPITALS, nubanCheckDigit } from '../core.js';
import type { Prng } from './prng.js';
import { stableUuid } from './ids.js';
import type { SeedContext, SeedExtension } from './seed.js';
import type { Queryable } from './types.js';

// ── Word lists (synthetic people and firms; any likeness is chance) ─────────────────────────────────

const SURNAMES = [
  'Adebayo', 'Okafor', 'Bello', 'Abubakar', 'Eze', 'Okonkwo', 'Mohammed', 'Adeyemi', 'Nwosu', 'Ibrahim', 'Ogunleye', 'Danjuma',
  'Olawale', 'Chukwu', 'Yusuf', 'Akinola', 'Obi', 'Suleiman', 'Balogun', 'Nnamdi', 'Garba', 'Afolabi', 'Uche', 'Lawal',
  'Oyelaran', 'Ekwueme', 'Sani', 'Adeleke', 'Onyekachi', 'Musa', 'Oladipo', 'Nwachukwu', 'Aliyu', 'Ogundipe', 'Anyanwu', 'Shehu',
  'Fashola', 'Okeke', 'Usman', 'Babatunde', 'Igwe', 'Dikko', 'Adewale', 'Ifeanyi', 'Tanko', 'Oyewole', 'Emenike', 'Bakare',
  'Orji', 'Gambo', 'Akande', 'Ezeani', 'Jibrin', 'Olatunji', 'Nwankwo', 'Abdullahi', 'Ajayi', 'Obiora', 'Kabiru', 'Ogbonna',
  'Etim', 'Ekpo', 'Bassey', 'Effiong', 'Okon', 'Udoh', 'Tiv', 'Iorliam', 'Agbo', 'Idoko', 'Ameh', 'Ochefu',
  'Ikpeazu', 'Ogunbanjo', 'Oni', 'Alabi', 'Salami', 'Yakubu', 'Haruna', 'Dangote', 'Okorie', 'Mbah', 'Achebe', 'Soyinka',
];
const MALE_NAMES = [
  'Chinedu', 'Emeka', 'Oluwaseun', 'Ibrahim', 'Musa', 'Tunde', 'Chukwuemeka', 'Abdullahi', 'Segun', 'Obinna', 'Yakubu', 'Babajide',
  'Ikechukwu', 'Aliyu', 'Kelechi', 'Adewale', 'Suleiman', 'Femi', 'Nnamdi', 'Usman', 'Olumide', 'Chidi', 'Garba', 'Kayode',
  'Uchenna', 'Bashir', 'Tobi', 'Ifeanyi', 'Sani', 'Gbenga', 'Emmanuel', 'Daniel', 'Samuel', 'Joseph', 'Ahmed', 'Yusuf',
  'Bolaji', 'Chibuike', 'Idris', 'Rotimi', 'Nonso', 'Auwal', 'Dapo', 'Ekene', 'Haruna', 'Kunle', 'Lanre', 'Mustapha',
];
const FEMALE_NAMES = [
  'Ngozi', 'Aisha', 'Funke', 'Chioma', 'Halima', 'Yetunde', 'Amaka', 'Fatima', 'Bukola', 'Adaeze', 'Zainab', 'Folake',
  'Ifeoma', 'Hauwa', 'Titilayo', 'Nneka', 'Maryam', 'Omolara', 'Chiamaka', 'Hadiza', 'Temitope', 'Uju', 'Amina', 'Kemi',
  'Obiageli', 'Rukayat', 'Busola', 'Ebele', 'Safiya', 'Tolulope', 'Grace', 'Blessing', 'Esther', 'Mercy', 'Ruth', 'Joy',
  'Adanna', 'Bilkisu', 'Damilola', 'Ogechi', 'Jumoke', 'Khadijah', 'Morenike', 'Nkechi', 'Ronke', 'Sekinat', 'Zara', 'Lami',
];
const NICKNAMES = ['Baba Ijebu', 'Oga Boss', 'Small Pikin', 'Alhaji K', 'Chairman', 'Don B', 'Big Mama', 'Odogwu', 'Sarki', 'Jaguda', 'Ezenwa', 'Mai Gida', 'Agbaya', 'Koko', 'Capone'];
const OCCUPATIONS = ['Trader', 'Civil servant', 'Contractor', 'Bureau de change operator', 'Farmer', 'Transporter', 'Banker', 'Importer', 'Politician', 'Student', 'Engineer', 'Real estate agent', 'Pastor', 'Lecturer', 'Unemployed', 'Driver', 'Businessman', 'Accountant'];
const STREETS = ['Adeola Odeku', 'Ahmadu Bello', 'Awolowo', 'Herbert Macaulay', 'Murtala Mohammed', 'Aminu Kano', 'Ojukwu', 'Nnamdi Azikiwe', 'Tafawa Balewa', 'Market', 'Station', 'Zik', 'Broad', 'Ring', 'Old Airport', 'Church', 'Mosque', 'Hospital', 'Isa Kaita', 'Sapele'];
const STREET_KINDS = ['Street', 'Road', 'Way', 'Close', 'Avenue', 'Crescent'];
const FIRM_WORDS = ['Zenith', 'Royal', 'Crown', 'Sahel', 'Niger', 'Delta', 'Benue', 'Atlantic', 'Unity', 'Harmony', 'Golden', 'Eagle', 'Lion', 'Savannah', 'Cross River', 'Lagoon', 'Plateau', 'Green', 'Prime', 'Apex', 'Liberty', 'Summit', 'Olive', 'Pinnacle'];
const FIRM_TRADES = ['Oil and Gas', 'Agro Allied', 'Construction', 'Logistics', 'General Merchants', 'Properties', 'Petroleum', 'Trading', 'Investment', 'Mining', 'Telecoms', 'Foods', 'Pharmaceuticals', 'Energy', 'Shipping', 'Ventures', 'Holdings', 'Import and Export', 'Microfinance', 'Bureau de Change'];
const FIRM_SUFFIXES: [string, 1 | 2 | 3][] = [['Ltd', 2], ['Limited', 2], ['Nigeria Ltd', 2], ['Plc', 2], ['Enterprises', 1], ['Global Concept', 1], ['Foundation', 3], ['Initiative', 3]];
const INFORMATION_NEEDED = [
  'Bank statements for the last 12 months and linked accounts.',
  'Details of all accounts linked to the BVN and recent large cash deposits.',
  'Beneficial ownership and directors of companies linked to the subject.',
  'Travel history and foreign currency transactions.',
  'Transactions with the listed accomplices and their companies.',
  'Source of funds for recent property purchases.',
  'Account opening documents and next of kin records.',
  'Inflows from government ministries and agencies.',
];
const DESCRIPTIONS = [
  'Suspected proceeds of crime moved through several accounts.',
  'Large cash deposits inconsistent with the declared occupation.',
  'Funds received from persons under investigation.',
  'Structured transfers just below the reporting threshold.',
  'Linked to a network under investigation by the agency.',
];
const PHONE_PREFIXES = ['803', '806', '813', '816', '703', '706', '805', '807', '815', '905', '802', '808', '812', '701', '902', '809', '817', '818', '909', '908', '810', '814', '903', '906'];
const MAKES: [string, string[]][] = [['Toyota', ['Camry', 'Corolla', 'Highlander', 'Hilux', 'Sienna']], ['Honda', ['Accord', 'Civic', 'Pilot']], ['Lexus', ['RX 350', 'GX 460', 'ES 350']], ['Mercedes-Benz', ['C300', 'GLE 350', 'E350']], ['Innoson', ['IVM G80', 'IVM Umu']], ['Peugeot', ['406', '508']], ['Ford', ['Explorer', 'Ranger']]];
const PLATE_CODES = ['LND', 'KJA', 'ABJ', 'KAN', 'EKY', 'APP', 'FST', 'GGE', 'BDG', 'JJJ', 'AAA', 'SMK', 'KRD', 'BWR'];
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];
const OTHER_NATIONALITIES = ['GH', 'BJ', 'CM', 'NE', 'TG', 'CI', 'SN', 'CN', 'LB', 'GB'];

/** Organisations of the demo and how their records are spread; users who create them (none at ssa). */
const DOMAIN_WEIGHTS: [string, number][] = [['eca', 35], ['fiu', 15], ['cbn', 15], ['ssa', 15], ['mission', 20]];
const CREATORS: Record<string, string[]> = {
  fiu: ['analyst@fiu'],
  eca: ['entry@eca', 'entry@eca', 'admin@eca', 'ceo@eca'],
  cbn: ['cbnadmin@cbn'],
  ssa: [],
  mission: ['missionentry@mission'],
};
/** eca has approval enabled: many of its records wait for approval. */
const STATUS_WEIGHTS: Record<'approval' | 'plain', [string, number][]> = {
  approval: [['pending', 30], ['approved', 45], ['assigned', 8], ['treated', 7], ['disseminated', 6], ['archived', 4]],
  plain: [['approved', 62], ['pending', 3], ['assigned', 12], ['treated', 10], ['disseminated', 10], ['archived', 3]],
};
const APPROVAL_DOMAINS = new Set(['eca']);

const BANKS_WITH_CODES = ACTIVE_BANKS.filter((b) => b.code && b.nubanCode);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DAY = 86_400_000;

// ── Small helpers over the PRNG ─────────────────────────────────────────────────────────────────────

const digits = (rng: Prng, n: number): string => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
const chance = (rng: Prng, p: number): boolean => rng.next() < p;
function weighted<T>(rng: Prng, items: readonly [T, number][]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = rng.next() * total;
  for (const [v, w] of items) if ((x -= w) < 0) return v;
  return items[items.length - 1]![0];
}
const pad2 = (n: number) => String(n).padStart(2, '0');
/** 4 capital letters and the YYMMDDHHmmss time (UTC), like core's newSuspectId. */
const recordId = (rng: Prng, at: Date): string =>
  Array.from({ length: 4 }, () => LETTERS[rng.int(0, 25)]).join('') +
  pad2(at.getUTCFullYear() % 100) + pad2(at.getUTCMonth() + 1) + pad2(at.getUTCDate()) + pad2(at.getUTCHours()) + pad2(at.getUTCMinutes()) + pad2(at.getUTCSeconds());

/** A 10-digit account number that passes the NUBAN check for the bank. */
function bankAccount(rng: Prng, holder: string) {
  const bank = rng.pick(BANKS_WITH_CODES);
  const serial = digits(rng, 9);
  return { bank: bank.code!, accountno: serial + String(nubanCheckDigit(bank.nubanCode, serial)), accountname: holder.slice(0, 128) };
}

const phone = (rng: Prng) => `234${rng.pick(PHONE_PREFIXES)}${digits(rng, 7)}`;

function place(rng: Prng) {
  const state = rng.pick(STATES);
  const lga = rng.pick(state.lgas);
  return { state: state.name, lga };
}

function address(rng: Prng) {
  const { state, lga } = place(rng);
  return { country: 'NG', state, lga, town: lga, streetname: `${rng.int(1, 120)} ${rng.pick(STREETS)} ${rng.pick(STREET_KINDS)}` };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

interface Times {
  created: Date;
  modified: Date;
  approvedOn: Date | null;
}

function times(rng: Prng, now: Date, status: string): Times {
  const created = new Date(now.getTime() - rng.int(0, 730 * DAY / 1000) * 1000);
  // Unchanged since creation, or changed later: up to 90 days on, never after the seed time.
  const span = Math.min(now.getTime() - created.getTime(), 90 * DAY);
  const modified = new Date(created.getTime() + (chance(rng, 0.4) ? 0 : Math.floor(rng.next() * span / 1000) * 1000));
  const approvedOn = status === 'pending' ? null : new Date(Math.min(modified.getTime(), created.getTime() + rng.int(3600, 5 * DAY / 1000) * 1000));
  return { created, modified, approvedOn };
}

function who(rng: Prng, domain: string, userIds: Map<string, string>): string | null {
  const list = CREATORS[domain] ?? [];
  if (list.length === 0) return null;
  return userIds.get(rng.pick(list)) ?? null;
}

// ── Records ─────────────────────────────────────────────────────────────────────────────────────────

export interface SeededRow {
  id: string;
  code: string;
  domain: string;
  status: string;
  created_by: string | null;
  modified_by: string | null;
  created: string;
  modified: string;
  approved_on: string | null;
  is_primary: boolean;
  data: Record<string, unknown>;
}

function subject(rng: Prng, now: Date, userIds: Map<string, string>, seen: Set<string>, id: string, photo: string | null): SeededRow & { surname: string; othernames: string; gender: string; case_reference: string; photograph: string | null } {
  const domain = weighted(rng, DOMAIN_WEIGHTS);
  const status = weighted(rng, STATUS_WEIGHTS[APPROVAL_DOMAINS.has(domain) ? 'approval' : 'plain']);
  const t = times(rng, now, status);
  let code = recordId(rng, t.created);
  while (seen.has(code)) code = recordId(rng, t.created);
  seen.add(code);
  const gender = chance(rng, 0.68) ? 'male' : 'female';
  const surname = rng.pick(SURNAMES);
  const first = rng.pick(gender === 'male' ? MALE_NAMES : FEMALE_NAMES);
  const othernames = chance(rng, 0.5) ? `${first} ${rng.pick(gender === 'male' ? MALE_NAMES : FEMALE_NAMES)}` : first;
  const caseRef = `${domain.toUpperCase()}/${t.created.getUTCFullYear()}/${String(rng.int(1, 9999)).padStart(4, '0')}`;
  const origin = place(rng);
  const home = address(rng);
  const capital = STATE_CAPITALS.find((c) => c.state === home.state) ?? STATE_CAPITALS[0]!;
  const full = `${surname} ${othernames}`;
  const birth = new Date(Date.UTC(rng.int(1955, 2004), rng.int(0, 11), rng.int(1, 28)));
  const creator = who(rng, domain, userIds);
  const crime = rng.pick(CRIME_TYPES);
  const data: Record<string, unknown> = {
    surname,
    othernames,
    gender,
    case_reference: caseRef,
    relationship_of_subject_to_investigation: chance(rng, 0.8) ? 'main' : 'accomplice',
    currentcrimetype: crime,
    information_needed: rng.pick(INFORMATION_NEEDED),
    bvn: `22${digits(rng, 9)}`,
    nationality: chance(rng, 0.92) ? 'NG' : rng.pick(OTHER_NATIONALITIES),
    stateorigin: origin.state,
    lga: origin.lga,
    subject_occupation: rng.pick(OCCUPATIONS),
    telephones: Array.from({ length: rng.int(1, 2) }, () => ({ telephone: phone(rng) })),
    addresses: [home],
    bank_accounts: Array.from({ length: rng.int(1, 2) }, () => bankAccount(rng, full)),
    birthdate: isoDay(birth),
    height: Math.round((1.5 + rng.next() * 0.45) * 100) / 100,
    religion: weighted(rng, [['Christianity', 48], ['Islam', 48], ['Other', 4]] as [string, number][]),
    latitude: Math.round((capital.lat + (rng.next() - 0.5) * 0.3) * 1e5) / 1e5,
    longitude: Math.round((capital.lng + (rng.next() - 0.5) * 0.3) * 1e5) / 1e5,
  };
  if (chance(rng, 0.5)) data.crimetype_description = rng.pick(DESCRIPTIONS);
  if (chance(rng, 0.4)) data.email_addresses = [{ email: `${first}.${surname}${rng.int(1, 99)}@${rng.pick(EMAIL_DOMAINS)}`.toLowerCase() }];
  if (chance(rng, 0.2)) data.aliases = [{ alias: rng.pick(NICKNAMES) }];
  if (chance(rng, 0.15)) data.accomplices = [{ accomplice: `${rng.pick(SURNAMES)} ${rng.pick(MALE_NAMES)}`.slice(0, 20) }];
  if (chance(rng, 0.5)) {
    data.id_types = [
      chance(rng, 0.6)
        ? { idtype: 'B', idcountry: 'NG', idnumber: digits(rng, 11) }
        : { idtype: 'C', idcountry: 'NG', idnumber: `A${digits(rng, 8)}` },
    ];
  }
  if (chance(rng, 0.15)) {
    const [make, models] = rng.pick(MAKES);
    data.vehicles = [{ plate: `${rng.pick(PLATE_CODES)}-${digits(rng, 3)}${LETTERS[rng.int(0, 25)]}${LETTERS[rng.int(0, 25)]}`, make, model: rng.pick(models) }];
  }
  if (chance(rng, 0.2)) {
    const at = place(rng);
    data.crime_history = [{
      currentcrimetype: rng.pick(CRIME_TYPES),
      arresteddate: isoDay(new Date(t.created.getTime() - rng.int(30, 2000) * DAY)),
      arrestedcountry: 'NG',
      arrestedstate: at.state,
      arrestedlga: at.lga,
      arrestedtown: at.lga,
      convicted: chance(rng, 0.3) ? 1 : 0,
      chargestocourt: rng.int(0, 3),
    }];
  }
  if (chance(rng, 0.1)) data.remark = 'Record created from an agency referral.';
  if (photo) data.photograph = photo;
  return {
    id, code, domain, status, surname, othernames, gender, case_reference: caseRef, photograph: photo,
    created_by: creator, modified_by: creator,
    created: t.created.toISOString(), modified: t.modified.toISOString(), approved_on: t.approvedOn?.toISOString() ?? null,
    is_primary: true, data,
  };
}

function company(rng: Prng, now: Date, userIds: Map<string, string>, seen: Set<string>, id: string): SeededRow & { name: string; case_reference: string } {
  const domain = weighted(rng, DOMAIN_WEIGHTS);
  const status = weighted(rng, STATUS_WEIGHTS[APPROVAL_DOMAINS.has(domain) ? 'approval' : 'plain']).replace('archived', 'approved');
  const t = times(rng, now, status);
  let code = recordId(rng, t.created);
  while (seen.has(code)) code = recordId(rng, t.created);
  seen.add(code);
  const [suffix, type] = rng.pick(FIRM_SUFFIXES);
  const name = `${rng.pick(FIRM_WORDS)} ${rng.pick(FIRM_TRADES)} ${suffix}`;
  const caseRef = `${domain.toUpperCase()}/${t.created.getUTCFullYear()}/${String(rng.int(1, 9999)).padStart(4, '0')}`;
  const crime = rng.pick(COMPANY_CRIME_TYPES);
  const info = rng.pick(INFORMATION_NEEDED);
  const inherited = { is_primary: false, status, currentcrimetype: crime, information_needed: info };
  const creator = who(rng, domain, userIds);
  const data: Record<string, unknown> = {
    name,
    case_reference: caseRef,
    information_needed: info,
    currentcrimetype: crime,
    inc_number: `${type === 1 ? 'BN' : type === 3 ? 'IT' : 'RC'}${digits(rng, rng.int(6, 7))}`,
    company_type: type,
    tax_identification_number: `${digits(rng, 8)}-0001`,
    directors: Array.from({ length: rng.int(1, 3) }, () => {
      const gender = chance(rng, 0.7) ? 'male' : 'female';
      return { ...inherited, surname: rng.pick(SURNAMES), othernames: rng.pick(gender === 'male' ? MALE_NAMES : FEMALE_NAMES), gender };
    }),
    bank_accounts: [bankAccount(rng, name)],
    addresses: [address(rng)],
  };
  if (chance(rng, 0.5)) data.crimetype_description = rng.pick(DESCRIPTIONS);
  if (chance(rng, 0.2)) {
    data.parent_companies = [{ ...inherited, name: `${rng.pick(FIRM_WORDS)} ${rng.pick(FIRM_TRADES)} Holdings Ltd`, inc_number: `RC${digits(rng, 6)}`, company_type: 2 }];
  }
  return {
    id, code, domain, status, name, case_reference: caseRef,
    created_by: creator, modified_by: creator,
    created: t.created.toISOString(), modified: t.modified.toISOString(), approved_on: t.approvedOn?.toISOString() ?? null,
    is_primary: true, data,
  };
}

// ── Photos: tiny generated PNG portraits ────────────────────────────────────────────────────────────

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A 48×48 RGB PNG: a head-and-shoulders silhouette in `fg` on `bg`. */
export function portraitPng(fg: [number, number, number], bg: [number, number, number], size = 48): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const head = (x - size / 2) ** 2 + (y - size * 0.38) ** 2 < (size * 0.2) ** 2;
      const body = (x - size / 2) ** 2 / (size * 0.4) ** 2 + (y - size * 1.05) ** 2 / (size * 0.45) ** 2 < 1;
      const [r, g, b] = head || body ? fg : bg;
      const o = y * (size * 3 + 1) + 1 + x * 3;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

// ── Loading ─────────────────────────────────────────────────────────────────────────────────────────

export interface RecordSeedOptions {
  subjects: number;
  companies: number;
  rng: Prng;
  now: Date;
  userIds: Map<string, string>;
  /** Stable ids: `${idPrefix}` + index, hashed (see stableUuid). */
  uuid: (name: string) => string;
  /** Where photos go (FIU_DATA_DIR/files); without it no photos are made. */
  filesDir?: string;
  /** At most this many subjects get a photo (default 30). */
  photos?: number;
  batchSize?: number;
  /** Called after each batch (benchmarks show progress). */
  onBatch?: (kind: 'subject' | 'company', done: number, total: number) => void;
}

const SUBJECT_INSERT = `
  INSERT INTO subjects (id, suspectid, surname, othernames, gender, status, domain, case_reference, is_primary, photograph,
                        created_by, modified_by, created, modified, approved_on, data)
  SELECT id, suspectid, surname, othernames, gender, status, domain, case_reference, is_primary, photograph,
         created_by, modified_by, created, modified, approved_on, data
    FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, suspectid text, surname text, othernames text, gender text, status text, domain text,
         case_reference text, is_primary boolean, photograph text, created_by uuid, modified_by uuid, created timestamptz,
         modified timestamptz, approved_on timestamptz, data jsonb)
  ON CONFLICT DO NOTHING`;

const COMPANY_INSERT = `
  INSERT INTO companies (id, companyid, name, case_reference, status, domain, is_primary, created_by, modified_by, created, modified, approved_on, data)
  SELECT id, companyid, name, case_reference, status, domain, is_primary, created_by, modified_by, created, modified, approved_on, data
    FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, companyid text, name text, case_reference text, status text, domain text,
         is_primary boolean, created_by uuid, modified_by uuid, created timestamptz, modified timestamptz, approved_on timestamptz, data jsonb)
  ON CONFLICT DO NOTHING`;

const COLOURS: [number, number, number][] = [[64, 84, 120], [96, 72, 56], [58, 96, 80], [110, 60, 70], [70, 70, 70], [40, 90, 110]];

/** Inserts the synthetic records (idempotent: stable ids, ON CONFLICT DO NOTHING). */
export async function seedRecords(tx: Queryable, o: RecordSeedOptions): Promise<{ subjects: number; companies: number }> {
  const batch = o.batchSize ?? 1000;
  const seen = new Set<string>();
  let photosLeft = o.filesDir ? (o.photos ?? 30) : 0;
  const photoRows: { name: string; domain: string; bytes: Buffer }[] = [];

  for (let start = 0; start < o.subjects; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(o.subjects, start + batch); i++) {
      const wantsPhoto = photosLeft > 0 && o.rng.next() < 0.25;
      const photo = wantsPhoto ? `seed-photo-${i}.png` : null;
      const s = subject(o.rng, o.now, o.userIds, seen, o.uuid(`fiu-demo-subject:${i}`), photo);
      if (photo) {
        photosLeft--;
        photoRows.push({ name: photo, domain: s.domain, bytes: portraitPng(o.rng.pick(COLOURS), [226, 230, 236]) });
      }
      rows.push({
        id: s.id, suspectid: s.code, surname: s.surname, othernames: s.othernames, gender: s.gender, status: s.status, domain: s.domain,
        case_reference: s.case_reference, is_primary: s.is_primary, photograph: s.photograph, created_by: s.created_by, modified_by: s.modified_by,
        created: s.created, modified: s.modified, approved_on: s.approved_on, data: s.data,
      });
    }
    await tx.query(SUBJECT_INSERT, [JSON.stringify(rows)]);
    o.onBatch?.('subject', Math.min(o.subjects, start + batch), o.subjects);
  }

  for (let start = 0; start < o.companies; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(o.companies, start + batch); i++) {
      const k = company(o.rng, o.now, o.userIds, seen, o.uuid(`fiu-demo-company:${i}`));
      rows.push({
        id: k.id, companyid: k.code, name: k.name, case_reference: k.case_reference, status: k.status, domain: k.domain, is_primary: k.is_primary,
        created_by: k.created_by, modified_by: k.modified_by, created: k.created, modified: k.modified, approved_on: k.approved_on, data: k.data,
      });
    }
    await tx.query(COMPANY_INSERT, [JSON.stringify(rows)]);
    o.onBatch?.('company', Math.min(o.companies, start + batch), o.companies);
  }

  if (o.filesDir && photoRows.length) {
    const dir = join(o.filesDir, 'media');
    await mkdir(dir, { recursive: true });
    for (const p of photoRows) {
      await writeFile(join(dir, p.name), p.bytes, { mode: 0o600 });
      await tx.query(
        `INSERT INTO media_files (name, domain, mime, size, created) VALUES ($1, $2, 'image/png', $3, $4) ON CONFLICT DO NOTHING`,
        [p.name, p.domain, p.bytes.length, o.now],
      );
    }
  }
  return { subjects: o.subjects, companies: o.companies };
}

/** How many records a seed size means: `size` subjects and 30 % as many companies (200 → 200 and 60). */
export const recordCounts = (size: number) => ({ subjects: size, companies: Math.round(size * 0.3) });

/** The seed hook (db/seed.ts seedExtensions). */
export const seedRecordsExtension: SeedExtension = async (ctx: SeedContext) => {
  await seedRecords(ctx.tx, { ...recordCounts(ctx.size), rng: ctx.rng, now: ctx.now, userIds: ctx.userIds, uuid: stableUuid, ...(ctx.filesDir ? { filesDir: ctx.filesDir } : {}) });
  // PGlite has no autovacuum daemon: fresh statistics let the planner pick the list indexes at once.
  if (ctx.size > 0) await ctx.tx.exec('ANALYZE subjects; ANALYZE companies; ANALYZE record_counts');
};
