import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANKS, isValidNuban, normalisePhone } from '../core.js';
import { FAST_SCRYPT, openTestDb, type TestDb } from '../testing/index.js';
import { SEED_TIME, seed } from './seed.js';
import { seedAnalysis, worldCounts } from './seed-analysis.js';
import { PLANTED_MEETING_IDS } from './seed-analysis-meeting.js';
import { colocation } from '../lib/analysis/colocation.js';
import { resolveSubjects } from '../lib/analysis/subjects.js';
import { goamlContactAccounts, goamlStatement, periodOf } from '../lib/goaml.js';

const SIZE = 100;
let db: TestDb;
let twin: TestDb;
beforeAll(async () => {
  db = await openTestDb({ seed: false });
  twin = await openTestDb({ seed: false });
  await seed(db, { passwordParams: FAST_SCRYPT, size: SIZE });
  await seed(twin, { passwordParams: FAST_SCRYPT, size: SIZE });
}, 300_000);
afterAll(async () => {
  await db?.close();
  await twin?.close();
});

const one = async <T>(d: TestDb, sql: string): Promise<T> => (await d.query<{ v: T }>(sql)).rows[0]!.v;

/** A digest of a table's rows in a fixed order, without the generated identity where it is not chosen by the seed. */
const digest = (d: TestDb, table: string, order: string, cols = '*') =>
  one<string>(d, `SELECT md5(string_agg(t::text, '|' ORDER BY ${order})) AS v FROM (SELECT ${cols} FROM ${table}) t`);

describe('the synthetic analysis world', () => {
  it('has the size the seed size says: 5 to 50 statement rows and call records per subject', async () => {
    expect(worldCounts(200)).toEqual({ statementRows: 1000, callRecords: 1000 });
    expect(worldCounts(20_000)).toEqual({ statementRows: 1_000_000, callRecords: 1_000_000 });
    expect(worldCounts(SIZE)).toEqual({ statementRows: 500, callRecords: 500 });
    expect(await one<number>(db, 'SELECT count(*)::int AS v FROM statement_transactions')).toBe(500);
    expect(await one<number>(db, 'SELECT count(*)::int AS v FROM call_records')).toBe(500);
    for (const t of ['accounts', 'subject_accounts', 'description_entities', 'phone_subscribers', 'phone_topups', 'forensics_contacts', 'most_wanted',
      'registry_companies', 'registry_directors', 'registry_tax', 'registry_nin', 'goaml_reports', 'goaml_transactions', 'goaml_accounts']) {
      expect(await one<number>(db, `SELECT count(*)::int AS v FROM ${t}`), t).toBeGreaterThan(0);
    }
  });

  it('is deterministic: the same seed size gives the same rows', async () => {
    const tables: [string, string, string?][] = [
      ['accounts', 'id'], ['subject_accounts', 'subject_id, account_id', 'subject_id, account_id, source'],
      ['statement_transactions', 'id'], ['call_records', 'record_id', 'record_id, originating_number, terminating_number, cdr_ts, call_duration, call_type, originating_sitename, originating_latitude'],
      ['description_entities', 'transaction_pk, kind, normalised'], ['phone_subscribers', 'phone_number'], ['registry_companies', 'id'], ['registry_directors', 'id'],
      ['registry_nin', 'nin'], ['registry_vehicles', 'id'], ['registry_crims', 'id'], ['goaml_reports', 'id'], ['goaml_transactions', 'report_id, transaction_number', 'report_id, transaction_number, amount_local, from_account_id, to_account_id'],
    ];
    for (const [t, order, cols] of tables) expect(await digest(db, t, order, cols), t).toBe(await digest(twin, t, order, cols));
  });

  it("keeps every account's running balance continuous and never negative", async () => {
    const broken = await one<number>(db, `
      SELECT count(*)::int AS v FROM (
        SELECT balance, inflow, outflow, lag(balance) OVER (PARTITION BY account_id ORDER BY transaction_date, id) AS prev FROM statement_transactions) s
       WHERE prev IS NOT NULL AND prev + inflow - outflow <> balance`);
    expect(broken).toBe(0);
    expect(await one<number>(db, 'SELECT count(*)::int AS v FROM statement_transactions WHERE balance < 0 OR (inflow > 0) = (outflow > 0)')).toBe(0);
  });

  it("links every statement row's account to a subject, and the accounts are NUBAN-valid with the subjects' BVNs", async () => {
    expect(await one<number>(db, 'SELECT count(*)::int AS v FROM statement_transactions st WHERE NOT EXISTS (SELECT 1 FROM subject_accounts sa WHERE sa.account_id = st.account_id)')).toBe(0);
    const accounts = (await db.query<{ account_number: string; bank_code: string }>('SELECT account_number, bank_code FROM accounts')).rows;
    expect(accounts.every((a) => isValidNuban(BANKS.find((b) => b.code === a.bank_code)!.nubanCode, a.account_number))).toBe(true);
    const bvnMismatch = await one<number>(db, `
      SELECT count(*)::int AS v FROM accounts a JOIN subject_accounts sa ON sa.account_id = a.id AND sa.source = 'record' JOIN subjects s ON s.id = sa.subject_id
       WHERE a.bvn IS DISTINCT FROM s.data ->> 'bvn'`);
    expect(bvnMismatch).toBe(0);
  });

  it('moves money between subjects: an internal transfer appears on both accounts, and narrations name the counterparty', async () => {
    const mirrored = await one<number>(db, `
      SELECT count(*)::int AS v FROM statement_transactions o JOIN accounts b ON b.account_number = o.counterparty_account AND b.bank_code = o.counterparty_bank
        JOIN statement_transactions i ON i.account_id = b.id AND i.transaction_date = o.transaction_date AND i.inflow = o.outflow
       WHERE o.channel = 'transfer' AND o.outflow > 0`);
    expect(mirrored).toBeGreaterThan(0);
    const unnamed = await one<number>(db, "SELECT count(*)::int AS v FROM statement_transactions WHERE channel = 'transfer' AND position(counterparty_name IN description) = 0");
    expect(unnamed).toBe(0);
    const channels = (await db.query<{ channel: string }>('SELECT DISTINCT channel FROM statement_transactions ORDER BY 1')).rows.map((r) => r.channel);
    expect(channels).toEqual(['atm', 'cash', 'charges', 'pos', 'transfer']);
    expect(await one<number>(db, "SELECT count(*)::int AS v FROM description_entities WHERE kind = 'LOC' AND (latitude IS NULL OR lga IS NULL)")).toBe(0);
  });

  it("records calls between normalised numbers, from the subjects' phones, at sites in real LGAs", async () => {
    const calls = (await db.query<{ o: string; t: string }>('SELECT originating_number AS o, terminating_number AS t FROM call_records')).rows;
    expect(calls.every((c) => normalisePhone(c.o) === c.o && normalisePhone(c.t) === c.t)).toBe(true);
    expect(await one<number>(db, `
      SELECT count(*)::int AS v FROM call_records c
       WHERE NOT EXISTS (SELECT 1 FROM subject_phones p WHERE p.phone IN (c.originating_number, c.terminating_number))`)).toBe(0);
    expect(await one<number>(db, 'SELECT count(*)::int AS v FROM call_records WHERE originating_latitude IS NULL OR originating_lga IS NULL OR terminating_state IS NULL')).toBe(0);
  });

  it('files goAML reports on transactions of the statements, and registries share identifiers with the subjects', async () => {
    expect(await one<number>(db, `
      SELECT count(*)::int AS v FROM goaml_transactions g LEFT JOIN statement_transactions st ON st.transaction_id = g.transaction_number
       WHERE st.id IS NULL OR g.amount_local <> greatest(st.inflow, st.outflow)`)).toBe(0);
    expect(await one<number>(db, "SELECT count(*)::int AS v FROM registry_directors d JOIN subjects s ON s.data ->> 'bvn' = d.bvn")).toBeGreaterThan(0);
    // Every demo company is in the CAC registry, each RC number once.
    expect(await one<number>(db, 'SELECT count(*)::int AS v FROM companies c WHERE NOT EXISTS (SELECT 1 FROM registry_companies r WHERE r.company_name = c.name)')).toBe(0);
    // Near-duplicates: another NIN record with a subject's birth date and a similar (not equal) name.
    expect(await one<number>(db, `
      SELECT count(*)::int AS v FROM registry_nin a JOIN registry_nin b ON a.birthdate = b.birthdate AND a.nin <> b.nin AND a.surname || a.firstname <> b.surname || b.firstname
       WHERE a.nin LIKE '8%'`)).toBeGreaterThan(0);
  });

  it("puts every account with a transfer in goAML, and the subjects' contacts hold goAML accounts (the goAML grids have rows)", async () => {
    expect(await one<number>(db, `
      SELECT count(*)::int AS v FROM accounts a
       WHERE EXISTS (SELECT 1 FROM statement_transactions st WHERE st.account_id = a.id AND st.channel = 'transfer')
         AND NOT EXISTS (SELECT 1 FROM goaml_accounts g WHERE g.account = a.account_number)`)).toBe(0);
    const subjects = (await db.query<{ id: string }>('SELECT id::text FROM subjects ORDER BY id LIMIT 20')).rows.map((r) => r.id);
    const year = periodOf('2025-01-01', '2025-12-31');
    expect((await goamlStatement(db, subjects, year)).length).toBeGreaterThan(0);
    const contacts = await goamlContactAccounts(db, subjects, year);
    expect(contacts.length).toBeGreaterThan(0);
  });

  it('plants a meeting: two subjects\' phones at one cell site seven minutes apart, which co-location finds', async () => {
    const planted = (await db.query<{ o: string; site: string }>(
      'SELECT originating_number AS o, originating_sitename AS site FROM call_records WHERE record_id = ANY($1) ORDER BY record_id', [PLANTED_MEETING_IDS],
    )).rows;
    expect(planted).toHaveLength(2);
    expect(planted[0]!.site).toBe(planted[1]!.site);
    const owners = (await db.query<{ subject_id: string }>('SELECT DISTINCT subject_id::text FROM subject_phones WHERE phone = ANY($1)', [planted.map((p) => p.o)])).rows;
    const subjects = await resolveSubjects(db, owners.map((o) => o.subject_id));
    expect(subjects.length).toBeGreaterThanOrEqual(2);
    const found = await colocation(db, { subjects, period: { start: '2025-06-14', end: '2025-06-14' }, window: 30, distance: 0 });
    expect(found.meetings.some((m) => m.sites.includes(planted[0]!.site) && PLANTED_MEETING_IDS.every((id) => m.evidence.some((e) => e.Record_ID === id)))).toBe(true);
  });

  it('adds nothing when run again (the demo server reset re-links only)', async () => {
    const before = await one<number>(db, 'SELECT (SELECT count(*) FROM statement_transactions) + (SELECT count(*) FROM call_records) + (SELECT count(*) FROM goaml_persons) AS v');
    await db.transaction((tx) => seedAnalysis(tx, worldCounts(SIZE), SEED_TIME));
    expect(await one<number>(db, 'SELECT (SELECT count(*) FROM statement_transactions) + (SELECT count(*) FROM call_records) + (SELECT count(*) FROM goaml_persons) AS v')).toBe(before);
  });
});
