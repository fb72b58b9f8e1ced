/**
 * The synthetic analysis world (issue 9, item 6): for the demo's subjects and companies (db/seed-records.ts),
 * their bank accounts (NUBAN-valid, at core's banks, with the subjects' BVNs) linked through subject_accounts;
 * statements that move money between the subjects, their companies and outsiders (transfers whose Nigerian
 * narrations name the counterparty, cash, POS, ATM, charges; running balances continuous per account); call
 * records between the subjects' phones and others at cell sites in real LGAs; subscribers, top-ups, forensics
 * contacts, most-wanted; goAML reports on some of the transactions; registry records with near-duplicate names
 * and identifiers shared with the subjects; the persons, organisations and places of the narrations.
 *
 * Deterministic (its own PRNG, seeded from the counts) and sized by one number, the seed size (worldCounts: the
 * demo's 200 subjects → 1,000 statement rows and 1,000 call records; 20,000 → 1,000,000 of each).
 * Rows are made in time order and streamed in batches through jsonb_to_recordset; memory stays flat.
 * Registries, subscribers and goAML: db/seed-analysis-registries.ts.
 */
import { ACTIVE_BANKS, normalisePhone } from '../core.js';
import { stableUuid } from './ids.js';
import { createPrng, type Prng } from './prng.js';
import { plantMeeting, plantedMeetingSize } from './seed-analysis-meeting.js';
import { seedRegistries } from './seed-analysis-registries.js';
import {
  CHARGES, MERCHANTS, OUTSIDER_FIRST, OUTSIDER_SURNAMES, PURPOSES, activityWeights, bankShort, chance, digits, naira, nuban,
  phoneNumber, placeOf, randomPlace, siteAt, weightedIndex, type Place, type Site,
} from './seed-analysis-words.js';
import type { SeedContext, SeedExtension } from './seed.js';
import type { Queryable } from './types.js';

export interface WorldOptions {
  statementRows: number;
  callRecords: number;
  /** Rows per INSERT (one jsonb parameter each). */
  batchSize?: number;
  onProgress?: (table: string, done: number, total: number) => void;
}

export interface WorldStats {
  rows: Record<string, number>;
  ms: Record<string, number>;
}

/**
 * The seed size's world: per subject, size / 400 statement rows and as many call records, at least 5 and at
 * most 50 (the demo's 200 → 1,000 of each, so it starts in seconds; 20,000 → 1,000,000 of each, the benchmark).
 * Activity is heavy-tailed, so even the demo's busiest subjects have statements and call lists worth reading.
 */
export const rowsPerSubject = (size: number): number => Math.min(50, Math.max(5, Math.round(size / 400)));
export const worldCounts = (size: number): WorldOptions => ({ statementRows: size * rowsPerSubject(size), callRecords: size * rowsPerSubject(size) });

/** The world's period: the year before the demo's seed time (2026-01-05). */
export const WORLD_START = Date.UTC(2025, 0, 1);
export const WORLD_END = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

// ── The people and accounts the world is made of ─────────────────────────────────────────────────────────

export interface WorldSubject {
  id: string;
  name: string;
  surname: string;
  first: string;
  gender: string;
  bvn: string | null;
  birthdate: string | null;
  nin: string | null;
  phones: string[];
  place: Place;
  vehicles: { plate: string; make?: string; model?: string }[];
  crimes: string[];
  companies: number[];
}

export interface WorldCompany {
  id: string;
  name: string;
  rc: string | null;
  tin: string | null;
  owner: number;
  place: Place;
  directors: string[];
}

export interface KnownAccount {
  id: string;
  number: string;
  bank: string;
  bankName: string;
  holder: string;
  holderType: 'individual' | 'entity';
  subject: number;
  company: number | null;
  balance: number;
  associates: number[];
  branch: Place;
}

export interface Outsider {
  name: string;
  number: string;
  bank: string;
  bankName: string;
  phone: string;
}

export interface World {
  subjects: WorldSubject[];
  companies: WorldCompany[];
  accounts: KnownAccount[];
  outsiders: Outsider[];
}

type Json = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const arr = (v: unknown): Json[] => (Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Json[]) : []);

async function loadWorld(tx: Queryable, rng: Prng): Promise<World> {
  const subjectRows = await tx.query<{ id: string; surname: string | null; othernames: string | null; gender: string | null; data: Json }>(
    'SELECT id, surname, othernames, gender, data FROM subjects ORDER BY id',
  );
  const companyRows = await tx.query<{ id: string; name: string; data: Json }>('SELECT id, name, data FROM companies ORDER BY id');
  const subjects: WorldSubject[] = subjectRows.rows.map((r) => {
    const d = r.data ?? {};
    const address = arr(d.addresses)[0] ?? {};
    const state = str(address.state) ?? str(d.stateorigin) ?? 'Lagos';
    const lga = str(address.lga) ?? str(d.lga) ?? 'Ikeja';
    const nin = arr(d.id_types).map((t) => (t.idtype === 'B' ? str(t.idnumber) : null)).find((x) => x && /^\d{11}$/.test(x)) ?? null;
    const first = (r.othernames ?? '').split(' ')[0] || 'Unknown';
    return {
      id: r.id,
      name: `${r.othernames ?? ''} ${r.surname ?? ''}`.trim(),
      surname: r.surname ?? '',
      first,
      gender: r.gender ?? 'male',
      bvn: str(d.bvn) && /^\d{11}$/.test(String(d.bvn)) ? String(d.bvn) : null,
      birthdate: str(d.birthdate),
      nin,
      phones: [...new Set(arr(d.telephones).map((t) => normalisePhone(str(t.telephone))).filter((p): p is string => !!p))],
      place: placeOf(state, lga),
      vehicles: arr(d.vehicles).map((v) => ({ plate: String(v.plate ?? ''), ...(str(v.make) ? { make: String(v.make) } : {}), ...(str(v.model) ? { model: String(v.model) } : {}) })).filter((v) => v.plate),
      crimes: arr(d.crime_history).map((c) => String(c.currentcrimetype ?? 'Fraud')),
      companies: [],
    };
  });
  const accounts: KnownAccount[] = [];
  const seen = new Set<string>();
  const addAccount = (a: Json, holder: string, holderType: 'individual' | 'entity', subject: number, company: number | null, branch: Place) => {
    const number = str(a.accountno);
    const bank = str(a.bank);
    if (!number || !bank || seen.has(`${number}:${bank}`)) return;
    seen.add(`${number}:${bank}`);
    accounts.push({
      id: stableUuid(`fiu-world-account:${bank}:${number}`), number, bank, bankName: bankNameOf(bank), holder: holder.toUpperCase(), holderType,
      subject, company, balance: rng.int(20_000, 2_000_000) * 100, associates: [], branch,
    });
  };
  subjects.forEach((s, i) => {
    for (const a of arr(subjectRows.rows[i]!.data?.bank_accounts)) addAccount(a, s.name, 'individual', i, null, s.place);
  });
  const companies: WorldCompany[] = companyRows.rows.map((r, i) => {
    const d = r.data ?? {};
    const owner = subjects.length ? (i * 7 + 3) % subjects.length : -1;
    const address = arr(d.addresses)[0] ?? {};
    const place = placeOf(str(address.state) ?? 'Lagos', str(address.lga) ?? 'Ikeja');
    if (owner >= 0) subjects[owner]!.companies.push(i);
    return {
      id: r.id, name: r.name, rc: str(d.inc_number), tin: str(d.tax_identification_number), owner, place,
      directors: arr(d.directors).map((x) => `${str(x.othernames) ?? ''} ${str(x.surname) ?? ''}`.trim()).filter(Boolean),
    };
  });
  if (subjects.length) {
    companyRows.rows.forEach((r, i) => {
      for (const a of arr(r.data?.bank_accounts)) addAccount(a, companies[i]!.name, 'entity', companies[i]!.owner, i, companies[i]!.place);
    });
  }
  // Who sends money to whom: a subject's own accounts, its companies' accounts and two associates' accounts.
  const bySubject = new Map<number, number[]>();
  accounts.forEach((a, i) => bySubject.set(a.subject, [...(bySubject.get(a.subject) ?? []), i]));
  const n = subjects.length;
  accounts.forEach((a, i) => {
    const near = [a.subject, (a.subject + 1) % n, (a.subject + 3) % n];
    a.associates = [...new Set(near.flatMap((s) => bySubject.get(s) ?? []))].filter((j) => j !== i);
  });
  const outsiders: Outsider[] = Array.from({ length: Math.max(40, n * 2) }, () => {
    const acc = nuban(rng);
    return { name: `${rng.pick(OUTSIDER_FIRST)} ${rng.pick(OUTSIDER_SURNAMES)}`.toUpperCase(), number: acc.number, bank: acc.bank, bankName: acc.bankName, phone: phoneNumber(rng) };
  });
  return { subjects, companies, accounts, outsiders };
}

const bankNameOf = (code: string) => ACTIVE_BANKS.find((b) => b.code === code)?.name ?? code;

// ── Statements ───────────────────────────────────────────────────────────────────────────────────────────

const STATEMENT_INSERT = `
  INSERT INTO statement_transactions (id, transaction_id, account_id, transaction_date, value_date, description, inflow, outflow, balance,
    channel, counterparty_name, counterparty_account, counterparty_bank, sheet, source_row)
  OVERRIDING SYSTEM VALUE
  SELECT id, transaction_id, account_id, transaction_date, transaction_date::date, description, inflow, outflow, balance,
         channel, counterparty_name, counterparty_account, counterparty_bank, 'seed', NULL
    FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, transaction_id text, account_id uuid, transaction_date timestamptz, description text,
         inflow numeric, outflow numeric, balance numeric, channel text, counterparty_name text, counterparty_account text, counterparty_bank text)`;

const ENTITY_INSERT = `
  INSERT INTO description_entities (transaction_pk, kind, text, normalised, state, lga, latitude, longitude)
  SELECT transaction_pk, kind, text, normalised, state, lga, latitude, longitude
    FROM jsonb_to_recordset($1::jsonb) AS x(transaction_pk bigint, kind text, text text, normalised text, state text, lga text,
         latitude double precision, longitude double precision)
  ON CONFLICT DO NOTHING`;

export interface GoamlCandidate {
  code: 'STR' | 'CTR';
  transactionId: string;
  at: string;
  amountKobo: number;
  from: { account: number | null; outsider: Outsider | null };
  to: { account: number | null; outsider: Outsider | null };
  description: string;
  transmode: string;
  /** The reporting entity's reason; the report code's usual one when absent. */
  reason?: string;
}

/** An account's largest transfer, in or out: the one its bank reports when nothing crossed a threshold. */
interface LargestTransfer {
  transactionId: string;
  at: string;
  amountKobo: number;
  description: string;
  from: GoamlCandidate['from'];
  to: GoamlCandidate['to'];
}

const logUniform = (rng: Prng, min: number, max: number) => Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
/** An amount in kobo, rounded as people pay: to the naira, hundreds or thousands. */
function amount(rng: Prng, minNaira: number, maxNaira: number): number {
  const n = logUniform(rng, minNaira, maxNaira);
  const step = n > 100_000 ? 1000 : n > 5000 ? 100 : 1;
  const whole = Math.max(step, Math.round(n / step) * step);
  return whole * 100 + (chance(rng, 0.1) ? rng.int(1, 99) : 0);
}

const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

interface StatementRow {
  id: number;
  transaction_id: string;
  account_id: string;
  transaction_date: string;
  description: string;
  inflow: string;
  outflow: string;
  balance: string;
  channel: string;
  counterparty_name: string | null;
  counterparty_account: string | null;
  counterparty_bank: string | null;
}

async function seedStatements(tx: Queryable, w: World, rng: Prng, o: WorldOptions, stats: WorldStats): Promise<GoamlCandidate[]> {
  const total = o.statementRows;
  const batchSize = o.batchSize ?? 5000;
  if (total <= 0 || w.accounts.length === 0) return [];
  const base = Number((await tx.query<{ m: string }>('SELECT coalesce(max(id), 0)::text AS m FROM statement_transactions')).rows[0]!.m);
  const weights = activityWeights(rng, w.accounts.length);
  const maxReports = Math.max(5, Math.ceil(total / 2000));
  const candidates: GoamlCandidate[] = [];
  const indexOf = new Map(w.accounts.map((a, i) => [a, i]));
  const largest = new Map<KnownAccount, LargestTransfer>();
  const noteTransfer = (a: KnownAccount, t: LargestTransfer) => {
    if (t.transactionId && t.amountKobo > (largest.get(a)?.amountKobo ?? 0)) largest.set(a, t);
  };
  const mineSide = (a: KnownAccount) => ({ account: indexOf.get(a)!, outsider: null });
  const theirSide = (o2: Outsider) => ({ account: null, outsider: o2 });
  let rows: StatementRow[] = [];
  let entities: Json[] = [];
  let made = 0;
  let entityCount = 0;
  const t0 = performance.now();
  const step = (WORLD_END - WORLD_START) / total;

  const flush = async () => {
    if (rows.length) await tx.query(STATEMENT_INSERT, [JSON.stringify(rows)]);
    if (entities.length) await tx.query(ENTITY_INSERT, [JSON.stringify(entities)]);
    entityCount += entities.length;
    rows = [];
    entities = [];
    o.onProgress?.('statement_transactions', made, total);
  };

  const push = (a: KnownAccount, at: string, description: string, inKobo: number, outKobo: number, channel: string, cp: { name: string; account: string; bank: string } | null, ents: Json[]) => {
    if (made >= total) return '';
    a.balance += inKobo - outKobo;
    made++;
    const id = base + made;
    rows.push({
      id, transaction_id: `SEED-ST-${String(made).padStart(8, '0')}`, account_id: a.id, transaction_date: at, description,
      inflow: naira(inKobo), outflow: naira(outKobo), balance: naira(a.balance), channel,
      counterparty_name: cp?.name ?? null, counterparty_account: cp?.account ?? null, counterparty_bank: cp?.bank ?? null,
    });
    for (const e of ents) entities.push({ transaction_pk: id, ...e });
    return `SEED-ST-${String(made).padStart(8, '0')}`;
  };
  const person = (name: string) => ({ kind: 'PERSON', text: name, normalised: title(name) });
  const org = (name: string) => ({ kind: 'ORG', text: name, normalised: title(name) });
  const loc = (p: Place) => ({ kind: 'LOC', text: p.lga.toUpperCase(), normalised: p.lga, state: p.state, lga: p.lga, latitude: p.lat, longitude: p.lng });
  const partyEntity = (name: string, isOrg: boolean) => (isOrg ? org(name) : person(name));

  while (made < total) {
    const at = new Date(WORLD_START + Math.floor((made * step) / 1000) * 1000).toISOString();
    const a = w.accounts[weightedIndex(weights, rng.next())]!;
    const mine = bankShort(a.bankName);
    const r = rng.next();
    const canPay = (k: number) => a.balance >= k;
    if (r < 0.3) {
      // Transfer out: to an outsider, or (a third of them) to an associate's account, which sees the money come in.
      const internal = a.associates.length > 0 && chance(rng, 0.35);
      let k = internal ? amount(rng, 20_000, 8_000_000) : amount(rng, 1000, 3_000_000);
      if (!canPay(k)) k = Math.floor(a.balance * 0.9 / 10_000) * 10_000;
      if (k < 10_000) {
        const o2 = rng.pick(w.outsiders);
        const k2 = amount(rng, 5000, 500_000);
        const text = `NIP FRM ${o2.name}/${bankShort(o2.bankName)}/${rng.pick(PURPOSES)}`;
        const id = push(a, at, text, k2, 0, 'transfer', { name: o2.name, account: o2.number, bank: o2.bank }, [person(o2.name)]);
        noteTransfer(a, { transactionId: id, at, amountKobo: k2, description: text, from: theirSide(o2), to: mineSide(a) });
        continue;
      }
      const purpose = rng.pick(PURPOSES);
      if (internal) {
        const b = w.accounts[rng.pick(a.associates)]!;
        const theirs = bankShort(b.bankName);
        const out = rng.pick([`NIP/${theirs}/${b.holder}/${purpose}`, `TRF/${digits(rng, 6)}/FRM ${a.holder} TO ${b.holder}`, `MOBILE TRF TO ${b.holder} ${theirs} ${purpose}`]);
        const id = push(a, at, out, 0, k, 'transfer', { name: b.holder, account: b.number, bank: b.bank }, [partyEntity(b.holder, b.holderType === 'entity')]);
        push(b, at, `NIP FRM ${a.holder}/${mine}/${purpose}`, k, 0, 'transfer', { name: a.holder, account: a.number, bank: a.bank }, [partyEntity(a.holder, a.holderType === 'entity')]);
        const both = { transactionId: id, at, amountKobo: k, description: out, from: mineSide(a), to: mineSide(b) };
        noteTransfer(a, both);
        noteTransfer(b, both);
        // ₦5m and more, or just below it (structuring): a suspicious transaction report.
        if (id && k >= 450_000_000 && candidates.length < maxReports) {
          candidates.push({ code: 'STR', transactionId: id, at, amountKobo: k, from: { account: w.accounts.indexOf(a), outsider: null }, to: { account: w.accounts.indexOf(b), outsider: null }, description: out, transmode: 'K' });
        }
      } else {
        const o2 = rng.pick(w.outsiders);
        const theirs = bankShort(o2.bankName);
        const out = rng.pick([`NIP/${theirs}/${o2.name}/${purpose}`, `TRF/${digits(rng, 6)}/${o2.name}/${theirs}`, `MOBILE TRF TO ${o2.name} ${theirs}`, `FT ${o2.name} ${o2.number} ${purpose}`]);
        const id = push(a, at, out, 0, k, 'transfer', { name: o2.name, account: o2.number, bank: o2.bank }, [person(o2.name)]);
        noteTransfer(a, { transactionId: id, at, amountKobo: k, description: out, from: mineSide(a), to: theirSide(o2) });
      }
      if (chance(rng, 0.4) && a.balance >= CHARGES[0]![1] + CHARGES[1]![1]) {
        push(a, at, CHARGES[0]![0], 0, CHARGES[0]![1], 'charges', null, []);
        push(a, at, CHARGES[1]![0], 0, CHARGES[1]![1], 'charges', null, []);
      }
    } else if (r < 0.48) {
      const o2 = rng.pick(w.outsiders);
      const k = amount(rng, 2000, 2_500_000);
      const purpose = rng.pick(PURPOSES);
      const text = rng.pick([`NIP FRM ${o2.name}/${bankShort(o2.bankName)}/${purpose}`, `TRF FROM ${o2.name} ${purpose}`, `INWARD TRF ${o2.name} ${bankShort(o2.bankName)}`]);
      const id = push(a, at, text, k, 0, 'transfer', { name: o2.name, account: o2.number, bank: o2.bank }, [person(o2.name)]);
      noteTransfer(a, { transactionId: id, at, amountKobo: k, description: text, from: theirSide(o2), to: mineSide(a) });
      if (k >= 1_000_000 && chance(rng, 0.5)) push(a, at, CHARGES[3]![0], 0, CHARGES[3]![1], 'charges', null, []);
    } else if (r < 0.58) {
      const k = chance(rng, 0.05) ? amount(rng, 5_000_000, 20_000_000) : amount(rng, 5000, 4_900_000);
      const self = chance(rng, 0.6);
      const depositor = self ? a.holder : rng.pick(w.outsiders).name;
      const branch = chance(rng, 0.8) ? a.branch : randomPlace(rng);
      const text = `CASH DEP BY ${self ? 'SELF' : depositor} ${branch.lga.toUpperCase()} BRANCH`;
      const id = push(a, at, text, k, 0, 'cash', null, [...(self ? [] : [person(depositor)]), loc(branch)]);
      if (id && k >= 500_000_000 && candidates.length < maxReports) {
        candidates.push({ code: 'CTR', transactionId: id, at, amountKobo: k, from: { account: null, outsider: null }, to: { account: w.accounts.indexOf(a), outsider: null }, description: text, transmode: 'A' });
      }
    } else if (r < 0.65) {
      let k = amount(rng, 10_000, 2_000_000);
      if (!canPay(k)) k = Math.floor(a.balance * 0.8 / 100_000) * 100_000;
      if (k < 100_000) continue;
      const branch = chance(rng, 0.8) ? a.branch : randomPlace(rng);
      push(a, at, `CASH WDL ${branch.lga.toUpperCase()} BRANCH CHQ ${digits(rng, 8)}`, 0, k, 'cash', null, [loc(branch)]);
    } else if (r < 0.77) {
      const k = amount(rng, 500, 150_000);
      if (!canPay(k)) continue;
      const m = rng.pick(MERCHANTS);
      const p = chance(rng, 0.7) ? a.branch : randomPlace(rng);
      push(a, at, `POS PURCHASE @ ${m} ${p.lga.toUpperCase()} NG`, 0, k, 'pos', null, [org(m), loc(p)]);
    } else if (r < 0.88) {
      const k = rng.int(1, 40) * 1000 * 100;
      if (!canPay(k + 3500)) continue;
      const p = chance(rng, 0.7) ? a.branch : randomPlace(rng);
      push(a, at, `ATM WDL ${mine} ${p.lga.toUpperCase()} ${p.state.toUpperCase()}`, 0, k, 'atm', null, [loc(p)]);
      if (chance(rng, 0.3)) push(a, at, 'ATM WITHDRAWAL CHARGE (OTHER BANK)', 0, 3500, 'charges', null, []);
    } else {
      const [text, k] = rng.pick([CHARGES[2]!, CHARGES[4]!]);
      if (!canPay(k)) continue;
      push(a, at, text, 0, k, 'charges', null, []);
    }
    if (rows.length >= batchSize) await flush();
  }
  await flush();
  // Every account with a transfer is in goAML at least once, as a bank's compliance desk would have it: its
  // largest transfer, reported for the pattern when no single amount crossed a threshold. The demo's subjects
  // then have rows in the goAML grids, and their contacts (subjects and outsiders) goAML accounts to call.
  const reported = new Set(candidates.flatMap((c) => [c.from.account, c.to.account]));
  for (const [a, t] of [...largest].sort((x, y) => indexOf.get(x[0])! - indexOf.get(y[0])!)) {
    if (reported.has(indexOf.get(a)!)) continue;
    reported.add(t.from.account).add(t.to.account);
    candidates.push({
      code: 'STR', ...t, transmode: 'K',
      reason: 'Transfer pattern inconsistent with the customer profile; largest transfer of the review period reported',
    });
  }
  stats.rows.statement_transactions = made;
  stats.rows.description_entities = entityCount;
  stats.ms.statement_transactions = Math.round(performance.now() - t0);
  await tx.query(`SELECT setval(pg_get_serial_sequence('statement_transactions', 'id'), $1::bigint)`, [base + made]);
  return candidates;
}

// ── Call records ─────────────────────────────────────────────────────────────────────────────────────────

interface WorldPhone {
  number: string;
  subject: number;
  imei: string;
  imsi: string;
  sites: Site[];
  circle: string[];
}

export interface PhoneWorld {
  phones: WorldPhone[];
  /** Numbers outside the subjects' (contacts, strangers). */
  others: string[];
  /** Name on the subscriber record, by number (subjects' and outsiders'). */
  names: Map<string, string>;
}

const CALL_INSERT = `
  INSERT INTO call_records (record_id, originating_number, terminating_number, calling_number, called_number, cdr_ts, call_duration, call_type,
    msc_call_type, imei_originating, imei_terminating, imsi_originating, imsi_terminating, originating_sitename, terminating_sitename,
    originating_latitude, originating_longitude, terminating_latitude, terminating_longitude, originating_lga, terminating_lga,
    originating_city, terminating_city, originating_state, terminating_state, calling_subscriber_name, called_subscriber_name, sheet)
  SELECT record_id, o, t, o, t, cdr_ts, call_duration, call_type, msc_call_type, imei_o, imei_t, imsi_o, imsi_t, site_o, site_t,
         lat_o, lng_o, lat_t, lng_t, lga_o, lga_t, city_o, city_t, state_o, state_t, name_o, name_t, 'seed'
    FROM jsonb_to_recordset($1::jsonb) AS x(record_id text, o text, t text, cdr_ts timestamptz, call_duration integer, call_type text,
         msc_call_type text, imei_o text, imei_t text, imsi_o text, imsi_t text, site_o text, site_t text, lat_o double precision,
         lng_o double precision, lat_t double precision, lng_t double precision, lga_o text, lga_t text, city_o text, city_t text,
         state_o text, state_t text, name_o text, name_t text)
  ON CONFLICT DO NOTHING`;

export function phoneWorld(w: World, rng: Prng): PhoneWorld {
  const names = new Map<string, string>();
  const others = [...w.outsiders.map((o) => o.phone), ...Array.from({ length: Math.max(200, w.subjects.length * 5) }, () => phoneNumber(rng))];
  w.outsiders.forEach((o) => names.set(o.phone, title(o.name)));
  const phones: WorldPhone[] = [];
  w.subjects.forEach((s, i) => {
    for (const number of s.phones) {
      if (names.has(number)) continue;
      names.set(number, s.name);
      const away = randomPlace(rng);
      phones.push({
        number, subject: i, imei: `35${digits(rng, 13)}`, imsi: `62130${digits(rng, 10)}`,
        sites: [siteAt(s.place, rng.int(1, 12)), siteAt(s.place, rng.int(13, 24)), siteAt(away, rng.int(1, 12))],
        circle: Array.from({ length: 15 }, () => rng.pick(others)),
      });
    }
  });
  // Associates call each other: the same ring as the money (a subject, the next, the third next), first in the
  // circle, so they are among the numbers a subject calls most (and their goAML accounts among its contacts').
  const n = w.subjects.length;
  const byS = new Map<number, string[]>();
  for (const p of phones) byS.set(p.subject, [...(byS.get(p.subject) ?? []), p.number]);
  for (const p of phones) p.circle.unshift(...(byS.get((p.subject + 1) % n) ?? []), ...(byS.get((p.subject + 3) % n) ?? []));
  return { phones, others, names };
}

async function seedCalls(tx: Queryable, pw: PhoneWorld, rng: Prng, o: WorldOptions, stats: WorldStats): Promise<void> {
  const total = o.callRecords;
  const batchSize = o.batchSize ?? 5000;
  if (total <= 0 || pw.phones.length === 0) return;
  const weights = activityWeights(rng, pw.phones.length);
  const byNumber = new Map(pw.phones.map((p) => [p.number, p]));
  const siteCache = new Map<string, Site>();
  const near = (p: Site): Site => {
    const key = `${p.state}:${rng.int(0, 40)}`;
    let s = siteCache.get(key);
    if (!s) {
      const state = placeOf(p.state, p.lga);
      s = siteAt({ ...state, lga: p.lga }, 30 + Number(key.split(':')[1]));
      siteCache.set(key, s);
    }
    return s;
  };
  const step = (WORLD_END - WORLD_START) / total;
  let rows: Json[] = [];
  const t0 = performance.now();
  for (let made = 1; made <= total; made++) {
    const p = pw.phones[weightedIndex(weights, rng.next())]!;
    const other = chance(rng, 0.8) ? p.circle[Math.floor(p.circle.length * rng.next() * rng.next())]! : rng.pick(pw.others);
    const q = byNumber.get(other);
    const x = rng.next();
    const mySite = p.sites[x < 0.6 ? 0 : x < 0.9 ? 1 : 2]!;
    const theirSite = q ? q.sites[0]! : near(mySite);
    const outgoing = chance(rng, 0.5);
    const sms = chance(rng, 0.25);
    const [o1, t1] = outgoing ? [p, other] : [other, p.number];
    const [so, st] = outgoing ? [mySite, theirSite] : [theirSite, mySite];
    const io = outgoing ? p : q;
    const it = outgoing ? q : p;
    rows.push({
      record_id: `SEED-CDR-${String(made).padStart(8, '0')}`,
      o: typeof o1 === 'string' ? o1 : o1.number,
      t: t1,
      cdr_ts: new Date(WORLD_START + Math.floor((made * step) / 1000) * 1000).toISOString(),
      call_duration: sms ? 0 : Math.max(1, Math.round(-Math.log(1 - rng.next()) * 90)),
      call_type: `${sms ? 'SMS' : 'Voice'} ${outgoing ? 'Originating' : 'Terminating'}`,
      msc_call_type: sms ? (outgoing ? 'SMS-MO' : 'SMS-MT') : outgoing ? 'MOC' : 'MTC',
      imei_o: io?.imei ?? null, imei_t: it?.imei ?? null, imsi_o: io?.imsi ?? null, imsi_t: it?.imsi ?? null,
      site_o: so.name, site_t: st.name, lat_o: so.lat, lng_o: so.lng, lat_t: st.lat, lng_t: st.lng,
      lga_o: so.lga, lga_t: st.lga, city_o: so.city, city_t: st.city, state_o: so.state, state_t: st.state,
      name_o: pw.names.get(typeof o1 === 'string' ? o1 : o1.number) ?? null, name_t: pw.names.get(t1) ?? null,
    });
    if (rows.length >= batchSize) {
      await tx.query(CALL_INSERT, [JSON.stringify(rows)]);
      rows = [];
      o.onProgress?.('call_records', made, total);
    }
  }
  if (rows.length) await tx.query(CALL_INSERT, [JSON.stringify(rows)]);
  o.onProgress?.('call_records', total, total);
  stats.rows.call_records = total;
  stats.ms.call_records = Math.round(performance.now() - t0);
}

// ── The whole world ──────────────────────────────────────────────────────────────────────────────────────

const ACCOUNT_INSERT = `
  INSERT INTO accounts (id, account_number, bank_code, bank_name, bvn, holder_name, holder_type, account_type, account_status, currency,
    opening_date, opening_state, opening_lga, created, modified)
  SELECT id, account_number, bank_code, bank_name, bvn, holder_name, holder_type, account_type, 'Active', 'NGN', opening_date, opening_state,
         opening_lga, $2, $2
    FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, account_number text, bank_code text, bank_name text, bvn text, holder_name text,
         holder_type text, account_type text, opening_date date, opening_state text, opening_lga text)
  ON CONFLICT DO NOTHING`;

const LINK_INSERT = `
  INSERT INTO subject_accounts (subject_id, account_id, source, created)
  SELECT subject_id, account_id, source, $2 FROM jsonb_to_recordset($1::jsonb) AS x(subject_id uuid, account_id uuid, source text)
  ON CONFLICT DO NOTHING`;

async function insertChunks(tx: Queryable, sql: string, rows: Json[], extra: unknown[] = [], size = 5000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await tx.query(sql, [JSON.stringify(rows.slice(i, i + size)), ...extra]);
}

/**
 * Makes the world over the subjects and companies already in the database. Idempotent: a second run (the demo
 * server's reset empties subjects, which cascades to their links) only links the accounts again.
 */
export async function seedAnalysis(tx: Queryable, o: WorldOptions, now: Date = new Date(WORLD_END)): Promise<WorldStats> {
  const stats: WorldStats = { rows: {}, ms: {} };
  const t0 = performance.now();
  const rng = createPrng(0x3011d ^ o.statementRows ^ (o.callRecords << 1));
  const w = await loadWorld(tx, rng);
  if (w.subjects.length === 0) return stats;
  const links = w.accounts.map((a) => ({ subject_id: w.subjects[a.subject]!.id, account_id: a.id, source: a.company === null ? 'record' : 'manual' }));
  const already = (await tx.query("SELECT 1 FROM statement_transactions WHERE transaction_id = 'SEED-ST-00000001'")).rowCount > 0;
  if (!already) {
    await insertChunks(tx, ACCOUNT_INSERT, w.accounts.map((a) => ({
      id: a.id, account_number: a.number, bank_code: a.bank, bank_name: a.bankName, bvn: a.holderType === 'individual' ? w.subjects[a.subject]!.bvn : null,
      holder_name: a.holder, holder_type: a.holderType, account_type: a.holderType === 'entity' ? 'Current' : rng.pick(['Savings', 'Current']),
      opening_date: new Date(WORLD_START - rng.int(30, 3650) * DAY).toISOString().slice(0, 10), opening_state: a.branch.state, opening_lga: a.branch.lga,
    })), [now]);
  }
  await insertChunks(tx, LINK_INSERT, links, [now]);
  stats.rows.accounts = w.accounts.length;
  stats.rows.subject_accounts = links.length;
  if (already) return stats;
  const candidates = await seedStatements(tx, w, rng, o, stats);
  const pw = phoneWorld(w, rng);
  const planted = o.callRecords >= 10 ? plantedMeetingSize(pw) : 0;
  await seedCalls(tx, pw, rng, { ...o, callRecords: o.callRecords - planted }, stats);
  if (planted) stats.rows.call_records = (stats.rows.call_records ?? 0) + (await plantMeeting(tx, pw));
  const t1 = performance.now();
  await seedRegistries(tx, { world: w, phones: pw, candidates, rng, now, stats });
  stats.ms.registries = Math.round(performance.now() - t1);
  stats.ms.total = Math.round(performance.now() - t0);
  return stats;
}

/** The seed hook (db/seed.ts seedExtensions): the world of the seed size, then fresh planner statistics. */
export const seedAnalysisExtension: SeedExtension = async (ctx: SeedContext) => {
  if (ctx.size <= 0) return;
  await seedAnalysis(ctx.tx, worldCounts(ctx.size), ctx.now);
  await ctx.tx.exec('ANALYZE accounts; ANALYZE subject_accounts; ANALYZE statement_transactions; ANALYZE call_records; ANALYZE description_entities');
};
