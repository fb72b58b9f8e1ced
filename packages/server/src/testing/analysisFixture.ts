/**
 * A small, deterministic analysis world for tests (issue 9 item 4): three subjects with accounts, 200 statement
 * rows moving money between them and others (transfers, cash, ATM, POS, charges), call records between their
 * phones and other numbers, subscribers, top-ups, phone-forensics contacts, most-wanted, description entities.
 *
 * Everything is plain data here and inserted with plain SQL, so a test can compute what a call must answer with
 * a simple JS pass over these arrays (never by running the same SQL). Money is text with 2 decimals; a test
 * sums it in integer kobo (`kobo`, `naira`).
 */
import type { Queryable } from '../db/types.js';

export interface FixtureSubject {
  id: string;
  suspectid: string;
  othernames: string;
  surname: string;
  description: string;
  photograph: string;
  phone: string;
}
export interface FixtureAccount {
  id: string;
  number: string;
  bank: string;
  holder: string;
  bvn: string | null;
  /** The subject holding it (null: an account we know of but no subject holds). */
  subject: string | null;
}
export interface FixtureTransaction {
  transaction_id: string;
  account: FixtureAccount;
  date: string;
  value_date: string;
  description: string;
  inflow: string;
  outflow: string;
  channel: string;
  counterparty_name: string | null;
  counterparty_account: string | null;
  entities: { kind: 'PERSON' | 'ORG' | 'LOC'; text: string; state?: string; lat?: number; lng?: number }[];
}
export interface FixtureCall {
  record_id: string;
  originating_number: string;
  terminating_number: string;
  cdr_ts: string;
  call_duration: number;
  call_type: 'Voice Originating' | 'SMS Originating';
}
export interface FixtureSubscriber {
  phone_number: string;
  first_name: string;
  last_name: string;
  names: string;
}

const uuid = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

export const FX_SUBJECTS: readonly FixtureSubject[] = [
  { id: uuid(1), suspectid: 'FXAA000000000001', othernames: 'Adamu', surname: 'Bello', description: 'Fraud', photograph: 'fx-adamu.jpg', phone: '2348030000001' },
  { id: uuid(2), suspectid: 'FXAA000000000002', othernames: 'Chioma', surname: 'Eze', description: 'Bribery and Corruption', photograph: 'fx-chioma.jpg', phone: '2348030000002' },
  { id: uuid(3), suspectid: 'FXAA000000000003', othernames: 'Musa', surname: 'Danjuma', description: 'Kidnapping', photograph: 'fx-musa.jpg', phone: '2348030000003' },
];
const [A, B, C] = FX_SUBJECTS as [FixtureSubject, FixtureSubject, FixtureSubject];

export const FX_ACCOUNTS: readonly FixtureAccount[] = [
  { id: uuid(101), number: '0123456789', bank: 'ZENITH BANK', holder: 'ADAMU BELLO', bvn: '22200000001', subject: A.id },
  { id: uuid(102), number: '1111111111', bank: 'GTBANK', holder: 'ADAMU BELLO', bvn: '22200000001', subject: A.id },
  { id: uuid(103), number: '2222222222', bank: 'ACCESS BANK', holder: 'CHIOMA EZE', bvn: '22200000002', subject: B.id },
  { id: uuid(104), number: '3333333333', bank: 'FIRST BANK', holder: 'MUSA DANJUMA', bvn: '22200000003', subject: C.id },
  // Held by the subscriber of a number subject A calls: reached by getAccountsFromPhones.
  { id: uuid(105), number: '4444444444', bank: 'UBA', holder: 'JOHN OKAFOR', bvn: null, subject: null },
];
const subjectAccounts = FX_ACCOUNTS.slice(0, 4);

/** Other numbers (not subjects'), with their subscribers. */
export const FX_OTHER_NUMBERS = Array.from({ length: 8 }, (_, i) => `23480900000${String(i + 1).padStart(2, '0')}`);
const otherNames: [string, string][] = [
  ['John', 'Okafor'], ['Grace', 'Adebayo'], ['Ibrahim', 'Sani'], ['Ngozi', 'Obi'],
  ['Tunde', 'Bakare'], ['Halima', 'Yusuf'], ['Emeka', 'Nwosu'], ['Fatima', 'Lawal'],
];
export const FX_SUBSCRIBERS: readonly FixtureSubscriber[] = [
  ...FX_OTHER_NUMBERS.map((phone_number, i) => {
    const [first, last] = otherNames[i]!;
    return { phone_number, first_name: first, last_name: last, names: `${first} ${last}` };
  }),
  ...FX_SUBJECTS.map((s) => ({ phone_number: s.phone, first_name: s.othernames, last_name: s.surname, names: `${s.othernames} ${s.surname}` })),
];

const HOUR = 3_600_000;
const T0 = Date.UTC(2024, 0, 1, 9);
const twoDecimals = (kobo: number) => `${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;

/** The amount of row i, in kobo: every band of AMOUNT_BANDS is reached. */
function amountKobo(i: number, kind: number): number {
  if (kind === 5) return 5250; // charges: 52.50
  if (i % 25 === 0) return 15_000_000_050; // 150,000,000.50
  if (i % 10 === 3) return 750_000_025; // 7,500,000.25
  if (i % 10 === 7) return 25_000_075; // 250,000.75
  if (i % 10 === 9) return 6_000_000_010; // 60,000,000.10
  return (((i * 7919) % 99_000) + 1000) * 100 + (i % 100);
}

function buildTransactions(): FixtureTransaction[] {
  const rows: FixtureTransaction[] = [];
  for (let i = 0; i < 200; i++) {
    const account = subjectAccounts[i % 4]!;
    const others = subjectAccounts.filter((a) => a.subject !== account.subject);
    const other = others[i % others.length]!;
    const kind = i % 7;
    const when = new Date(T0 + i * 12 * HOUR);
    const value = new Date(when.getTime() + (i % 5 === 0 ? 24 * HOUR : 0));
    const amount = twoDecimals(amountKobo(i, kind));
    const base = {
      transaction_id: `FX-TRX-${String(i).padStart(4, '0')}`,
      account,
      date: when.toISOString(),
      value_date: value.toISOString().slice(0, 10),
      inflow: '0.00',
      outflow: '0.00',
      counterparty_name: null as string | null,
      counterparty_account: null as string | null,
    };
    switch (kind) {
      case 0:
      case 1:
        rows.push({
          ...base,
          description: `TRF ${kind === 0 ? 'FROM' : 'TO'} ${other.holder}/${other.number}`,
          [kind === 0 ? 'inflow' : 'outflow']: amount,
          channel: 'transfer',
          counterparty_name: other.holder,
          counterparty_account: other.number,
          entities: [{ kind: 'PERSON', text: other.holder }],
        });
        break;
      case 2:
        rows.push({ ...base, description: 'CASH DEPOSIT KANO BRANCH', inflow: amount, channel: 'cash', entities: [{ kind: 'LOC', text: 'KANO', state: 'Kano', lat: 12.0022, lng: 8.592 }] });
        break;
      case 3:
        rows.push({ ...base, description: 'ATM WDL LAGOS ISLAND', outflow: amount, channel: 'atm', entities: [{ kind: 'LOC', text: 'LAGOS ISLAND', state: 'Lagos', lat: 6.4549, lng: 3.4246 }] });
        break;
      case 4:
        rows.push({
          ...base,
          description: 'POS PURCHASE SHOPRITE ABUJA',
          outflow: amount,
          channel: 'pos',
          entities: [{ kind: 'ORG', text: 'SHOPRITE' }, { kind: 'LOC', text: 'ABUJA', state: 'FCT', lat: 9.0765, lng: 7.3986 }],
        });
        break;
      case 5:
        rows.push({ ...base, description: 'SMS ALERT CHARGES', outflow: amount, channel: 'charges', entities: [] });
        break;
      default:
        rows.push({
          ...base,
          description: 'TRF FROM JOHN OKAFOR/4444444444',
          inflow: amount,
          channel: 'transfer',
          counterparty_name: 'JOHN OKAFOR',
          counterparty_account: '4444444444',
          entities: [{ kind: 'PERSON', text: 'JOHN OKAFOR' }],
        });
    }
  }
  return rows;
}
export const FX_TRANSACTIONS: readonly FixtureTransaction[] = buildTransactions();

/** Who called whom how often: [originating, terminating, times]. */
const O = FX_OTHER_NUMBERS;
const CALL_PLAN: [string, string, number][] = [
  [A.phone, O[0]!, 9], [A.phone, O[1]!, 7], [A.phone, O[2]!, 5], [A.phone, O[3]!, 4], [A.phone, O[4]!, 3],
  [A.phone, O[5]!, 2], [A.phone, O[6]!, 1], [A.phone, B.phone, 6], [B.phone, C.phone, 4], [C.phone, A.phone, 3],
  [O[0]!, A.phone, 5], [O[1]!, A.phone, 2], [O[7]!, B.phone, 3], [O[2]!, C.phone, 2],
];
function buildCalls(): FixtureCall[] {
  const calls: FixtureCall[] = [];
  let k = 0;
  for (const [from, to, times] of CALL_PLAN) {
    for (let j = 0; j < times; j++, k++) {
      const sms = k % 5 === 0;
      calls.push({
        record_id: `FX-CDR-${String(k).padStart(4, '0')}`,
        originating_number: from,
        terminating_number: to,
        cdr_ts: new Date(Date.UTC(2024, 0, 2, 8) + k * 7 * HOUR).toISOString(),
        call_duration: sms ? 0 : ((k * 37) % 300) + 10,
        call_type: sms ? 'SMS Originating' : 'Voice Originating',
      });
    }
  }
  return calls;
}
export const FX_CALLS: readonly FixtureCall[] = buildCalls();

export const FX_TOPUPS = [
  { topup_id: 'FX-TOP-1', from_number: A.phone, to_number: O[0]!, amount: '1000.00', ts: '2024-01-05T10:00:00.000Z' },
  { topup_id: 'FX-TOP-2', from_number: A.phone, to_number: O[1]!, amount: '500.00', ts: '2024-01-06T10:00:00.000Z' },
];
export const FX_FORENSICS = [
  { id: uuid(201), crims_subject: 'CR-0001', suspect_name: 'John Okafor', suspect_phone: O[0]!, contact_name: 'Adamu B', mobile_number: A.phone, source: 'Cellebrite' },
];
export const FX_MOST_WANTED = [{ id: uuid(301), name: 'Ibrahim Sani', phones: [O[2]!], offence: 'Kidnapping', source: 'Police' }];
export const FX_CRIMS = [{ id: uuid(401), crims_number: 'CR-0002', firstname: 'Grace', surname: 'Adebayo', phones: [O[1]!], offence: 'Fraud' }];

/** Money in kobo (integer), from the fixture's 2-decimal text. */
export const kobo = (s: string): number => Math.round(Number(s) * 100);
/** Kobo back to the API's 2-decimal text. */
export const naira = (k: number): string => (k < 0 ? `-${twoDecimals(-k)}` : twoDecimals(k));

const json = (v: unknown) => JSON.stringify(v);

/** Inserts the fixture (once per database). Subjects belong to the central unit's domain ('fiu'). */
export async function insertAnalysisFixture(db: Queryable, now = new Date('2024-06-01T00:00:00Z')): Promise<void> {
  await db.query(
    `INSERT INTO subjects (id, suspectid, surname, othernames, gender, status, domain, photograph, created, modified, data)
     SELECT id, suspectid, surname, othernames, 'Male', 'approved', 'fiu', photograph, $2, $2, data
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, suspectid text, surname text, othernames text, photograph text, data jsonb)`,
    [
      json(FX_SUBJECTS.map((s) => ({
        ...s,
        data: { suspectid: s.suspectid, surname: s.surname, othernames: s.othernames, crimetype_description: s.description, telephones: [{ telephone: s.phone }] },
      }))),
      now,
    ],
  );
  await db.query(
    `INSERT INTO accounts (id, account_number, bank_name, bvn, holder_name, holder_type, created, modified)
     SELECT id, number, bank, bvn, holder, 'individual', $2, $2 FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, number text, bank text, bvn text, holder text)`,
    [json(FX_ACCOUNTS), now],
  );
  await db.query(
    `INSERT INTO subject_accounts (subject_id, account_id, source, created)
     SELECT subject, id, 'import', $2 FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, subject uuid) WHERE subject IS NOT NULL`,
    [json(FX_ACCOUNTS), now],
  );
  await db.query(
    `INSERT INTO statement_transactions (transaction_id, account_id, transaction_date, value_date, description, inflow, outflow, channel,
                                         counterparty_name, counterparty_account, sheet, source_row)
     SELECT transaction_id, account_id, date, value_date, description, inflow, outflow, channel, counterparty_name, counterparty_account, 'Sheet1', n
       FROM jsonb_to_recordset($1::jsonb) AS x(transaction_id text, account_id uuid, date timestamptz, value_date date, description text,
            inflow numeric, outflow numeric, channel text, counterparty_name text, counterparty_account text, n integer)`,
    [json(FX_TRANSACTIONS.map((t, n) => ({ ...t, account_id: t.account.id, account: undefined, entities: undefined, n: n + 2 })))],
  );
  await db.query(
    `INSERT INTO description_entities (transaction_pk, kind, text, normalised, state, latitude, longitude)
     SELECT st.id, e.kind, e.text, e.text, e.state, e.lat, e.lng
       FROM jsonb_to_recordset($1::jsonb) AS e(transaction_id text, kind text, text text, state text, lat double precision, lng double precision)
       JOIN statement_transactions st ON st.transaction_id = e.transaction_id`,
    [json(FX_TRANSACTIONS.flatMap((t) => t.entities.map((e) => ({ transaction_id: t.transaction_id, ...e }))))],
  );
  await db.query(
    `INSERT INTO call_records (record_id, originating_number, terminating_number, cdr_ts, call_duration, call_type, sheet, source_row)
     SELECT record_id, originating_number, terminating_number, cdr_ts, call_duration, call_type, 'Sheet1', n
       FROM jsonb_to_recordset($1::jsonb) AS x(record_id text, originating_number text, terminating_number text, cdr_ts timestamptz,
            call_duration integer, call_type text, n integer)`,
    [json(FX_CALLS.map((c, n) => ({ ...c, n: n + 2 })))],
  );
  await db.query(
    `INSERT INTO phone_subscribers (phone_number, first_name, last_name, names)
     SELECT phone_number, first_name, last_name, names FROM jsonb_to_recordset($1::jsonb) AS x(phone_number text, first_name text, last_name text, names text)`,
    [json(FX_SUBSCRIBERS)],
  );
  await db.query(
    `INSERT INTO phone_topups (topup_id, from_number, to_number, amount, ts)
     SELECT topup_id, from_number, to_number, amount, ts FROM jsonb_to_recordset($1::jsonb) AS x(topup_id text, from_number text, to_number text, amount numeric, ts timestamptz)`,
    [json(FX_TOPUPS)],
  );
  await db.query(
    `INSERT INTO forensics_contacts (id, crims_subject, suspect_name, suspect_phone, contact_name, mobile_number, source)
     SELECT id, crims_subject, suspect_name, suspect_phone, contact_name, mobile_number, source
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, crims_subject text, suspect_name text, suspect_phone text, contact_name text, mobile_number text, source text)`,
    [json(FX_FORENSICS)],
  );
  await db.query(
    `INSERT INTO most_wanted (id, name, phones, offence, source)
     SELECT id, name, ARRAY(SELECT jsonb_array_elements_text(phones)), offence, source
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, name text, phones jsonb, offence text, source text)`,
    [json(FX_MOST_WANTED)],
  );
  await db.query(
    `INSERT INTO registry_crims (id, crims_number, firstname, surname, phones, offence)
     SELECT id, crims_number, firstname, surname, ARRAY(SELECT jsonb_array_elements_text(phones)), offence
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, crims_number text, firstname text, surname text, phones jsonb, offence text)`,
    [json(FX_CRIMS)],
  );
}
