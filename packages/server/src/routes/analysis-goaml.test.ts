import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goamlHandler } from '../imports/goaml/handler.js';
import { goamlContext, importGoamlFixtures } from '../imports/goaml/test/context.js';
import { jsonPost, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed;
let outsider: Signed;
const S1 = randomUUID();
const S2 = randomUUID();

async function addSubject(id: string, suspectid: string, surname: string, othernames: string, data: Record<string, unknown>) {
  await db.query(
    `INSERT INTO subjects (id, suspectid, surname, othernames, status, domain, created, modified, data) VALUES ($1, $2, $3, $4, 'approved', 'fiu', now(), now(), $5)`,
    [id, suspectid, surname, othernames, JSON.stringify(data)],
  );
}

async function call(from: string, to: string, at: string, n = 1) {
  for (let i = 0; i < n; i++) {
    await db.query('INSERT INTO call_records (record_id, originating_number, terminating_number, cdr_ts, call_type) VALUES ($1, $2, $3, $4, $5)', [
      randomUUID(), from, to, at, 'Voice Originating',
    ]);
  }
}

beforeAll(async () => {
  db = await openTestDb({ seed: true });
  t = await makeApp(db);
  // Chinedu: known by his GTBank account (a statement import linked it); Aisha: known only by her BVN on her record.
  await addSubject(S1, 'GOAML-T-1', 'OKAFOR', 'Chinedu', { telephones: [{ telephone: '0803 123 4567' }] });
  await addSubject(S2, 'GOAML-T-2', 'BELLO', 'Aisha', { id_types: [{ idtype: 'O', idnumber: '22287654321' }] });
  const acc = randomUUID();
  await db.query(`INSERT INTO accounts (id, account_number, bank_code, bank_name, created, modified) VALUES ($1, '0123456785', '058', 'Guaranty Trust Bank', now(), now())`, [acc]);
  await db.query(`INSERT INTO subject_accounts (subject_id, account_id, source, created) VALUES ($1, $2, 'record', now())`, [S1, acc]);
  // Chinedu's calls: Aisha (on goAML by her phone) 3×, a subscriber whose NIN is Delta Bridge's client number 2×,
  // Emeka (on goAML by his phone) 1×, a number with no goAML account 5×, and Aisha once outside the period.
  await call('2348031234567', '2348025550199', '2024-03-10T10:00:00Z', 3);
  await call('2348031234567', '2347011112222', '2024-03-11T10:00:00Z', 2);
  await call('2348031234567', '2348059876543', '2024-03-12T10:00:00Z', 1);
  await call('2348031234567', '2348099999999', '2024-03-12T11:00:00Z', 5);
  await call('2348031234567', '2348025550199', '2023-01-01T10:00:00Z', 1);
  await db.query(`INSERT INTO phone_subscribers (phone_number, names, nin) VALUES ('2347011112222', 'IBRAHIM MUSA', '22299988877')`);
  await importGoamlFixtures(db);
  analyst = await signIn(t, 'analyst', 'fiu');
  outsider = await signIn(t, 'ceo', 'eca');
});
afterAll(async () => {
  await t?.cleanup();
  await db?.close();
});

const get = (path: string, who: Signed = analyst) => t.app.request(path, { headers: who.headers });
const post = (path: string, body: unknown, who: Signed = analyst) => t.app.request(path, jsonPost(body, who.headers));
type Row = Record<string, unknown>;
const statement = async (query: string) => {
  const res = await get(`/api/analysis/goaml?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { Statement: Row[] }).Statement;
};
const lastAudit = async () =>
  (await db.query<{ actor: string; target: string; detail: Row }>("SELECT actor, target, detail FROM audit_log WHERE action = 'analysis.read' ORDER BY id DESC LIMIT 1")).rows[0];

describe('GET /api/analysis/goaml (getGoamlStatement)', () => {
  it('answers the imported report’s transactions for the subject’s account, IN/OUT relative to it, amounts exact', async () => {
    const rows = await statement('Suspect=GOAML-T-1');
    expect(rows.map((r) => [r.TransactionNumber, r.Direction, r.LocalAmount])).toEqual([
      ['GTB-TX-000101', 'OUT', '2500000.00'],
      ['GTB-TX-000102', 'IN', '7850000.50'],
      ['GTB-TX-000103', 'IN', '950000.00'],
      ['GTB-TX-000104', 'OUT', '1200000.00'],
    ]);
    expect(rows[0]).toEqual({
      Transaction_Date: '2024-03-04T09:15:00.000Z',
      PrimaryPerson: 'Chinedu Emmanuel Okafor',
      TransactionDescription: 'NIP transfer to AISHA BELLO ZENITH BANK REF: SCHOOL FEES',
      SourceAccountNo: '0123456785',
      SourceAccountName: 'CHINEDU EMMANUEL OKAFOR',
      SourceBankName: 'Guaranty Trust Bank',
      DestinationAccountNo: '2209876545',
      DestinationAccountName: 'AISHA BELLO',
      DestinationBankName: 'Zenith Bank',
      Direction: 'OUT',
      LocalAmount: '2500000.00',
      ForeignAmount: null,
      TransactionNumber: 'GTB-TX-000101',
      ReportCode: 'STR',
      SourceAccountId: expect.stringMatching(/^\d+$/),
      DestinationAccountId: expect.stringMatching(/^\d+$/),
    });
    expect(rows[1]).toMatchObject({ SourceAccountName: 'KANO AGRO TRADERS LTD', SourceBankName: 'Access Bank', PrimaryPerson: 'Chinedu Emmanuel Okafor' });
    expect(rows[2]).toMatchObject({ SourceAccountNo: null, SourceAccountName: 'Chinedu Emmanuel Okafor' });
  });

  it('finds a subject by the BVN on its record, across reports (the STR’s counter-account is the CTR’s client)', async () => {
    const rows = await statement(`Suspect=${S2}`);
    expect(rows.map((r) => [r.TransactionNumber, r.ReportCode, r.Direction, r.LocalAmount])).toEqual([
      ['GTB-TX-000101', 'STR', 'IN', '2500000.00'],
      ['ZEN-CSH-88001', 'CTR', 'IN', '5500000.00'],
      ['ZEN-CSH-88002', 'CTR', 'OUT', '5000000.00'],
    ]);
  });

  it('takes a subject set: money between two of its subjects is an OUT row and an IN row', async () => {
    const rows = await statement('Suspect=GOAML-T-1&Suspect=GOAML-T-2');
    expect(rows.filter((r) => r.TransactionNumber === 'GTB-TX-000101').map((r) => r.Direction)).toEqual(['OUT', 'IN']);
    expect(rows).toHaveLength(7);
  });

  it('keeps to the period: a bare end day includes the whole day (WAT), an end instant includes that instant', async () => {
    const days = await statement('Suspect=GOAML-T-1&start=2024-03-05&end=2024-03-08');
    expect(days.map((r) => r.TransactionNumber)).toEqual(['GTB-TX-000102', 'GTB-TX-000103']);
    // GTB-TX-000103 is at 2024-03-08T11:05:00 WAT = 10:05:00Z.
    expect((await statement('Suspect=GOAML-T-1&start=2024-03-08T10:05:00Z&end=2024-03-08T10:05:00Z')).map((r) => r.TransactionNumber)).toEqual(['GTB-TX-000103']);
    expect(await statement('Suspect=GOAML-T-1&start=2024-03-05&end=2024-03-08T10:04:59Z')).toHaveLength(1);
  });

  it('writes who read which subjects with which call to the audit log', async () => {
    await statement('Suspect=GOAML-T-1');
    expect(await lastAudit()).toMatchObject({ actor: 'analyst@fiu', target: 'getGoamlStatement', detail: { subjects: [S1] } });
  });

  it('refuses bad parameters with 400 and a clear message, an unknown subject with 404', async () => {
    const none = await get('/api/analysis/goaml');
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ error: 'Suspect: Choose at least one subject' });
    const badDate = await get('/api/analysis/goaml?Suspect=GOAML-T-1&start=yesterday');
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toMatchObject({ error: 'start: Not a date and time' });
    const reversed = await get('/api/analysis/goaml?Suspect=GOAML-T-1&start=2024-03-08&end=2024-03-01');
    expect(await reversed.json()).toMatchObject({ error: 'end: Start must not be after Stop' });
    const unknown = await get('/api/analysis/goaml?Suspect=NOPE-1');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Subject not found: NOPE-1' });
  });

  it('is the central unit’s only: 403 Permission Denied for another organisation', async () => {
    const res = await get('/api/analysis/goaml?Suspect=GOAML-T-1', outsider);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Permission Denied' });
  });
});

describe('GET /api/analysis/goamlaccounts (accountDescrip)', () => {
  it('lists the numbers the subject called that have a goAML account, most called first, with each account', async () => {
    const res = await get('/api/analysis/goamlaccounts?Suspect=GOAML-T-1&start=2024-03-01&end=2024-03-31');
    expect(res.status).toBe(200);
    const { Statement } = (await res.json()) as { Statement: Row[] };
    expect(Statement.map((r) => [r.Called_Number, r.Calls, r.Account_Number, r.BVN, r.Bank_Name, r.Account_Name])).toEqual([
      ['2348025550199', 3, '2209876545', '22287654321', 'Zenith Bank', 'AISHA BELLO'],
      ['2347011112222', 2, '2210001118', '22299988877', 'Zenith Bank', 'DELTA BRIDGE VENTURES'],
      ['2348059876543', 1, '3011223343', null, 'First Bank of Nigeria', 'EMEKA NWOSU'],
    ]);
    expect(Statement[0]).toMatchObject({ Subject: 'OKAFOR Chinedu', Suspect: 'GOAML-T-1' });
    expect(await lastAudit()).toMatchObject({ target: 'accountDescrip', detail: { subjects: [S1] } });
  });

  it('counts only the calls in the period', async () => {
    const res = await get('/api/analysis/goamlaccounts?Suspect=GOAML-T-1&start=2022-01-01&end=2023-12-31');
    expect(((await res.json()) as { Statement: Row[] }).Statement.map((r) => [r.Called_Number, r.Calls])).toEqual([['2348025550199', 1]]);
  });

  it('refuses another organisation and bad input', async () => {
    expect((await get('/api/analysis/goamlaccounts?Suspect=GOAML-T-1', outsider)).status).toBe(403);
    expect((await get('/api/analysis/goamlaccounts?Suspect=')).status).toBe(400);
  });
});

describe('POST /api/transactions, /transactions/summary and GET /transactions/twoparty', () => {
  const accountId = async (number: string) =>
    (await db.query<{ id: string }>('SELECT id::text FROM goaml_accounts WHERE account = $1', [number])).rows[0]!.id;

  it('answers the transactions of chosen goAML accounts as TransactionRecords, dates in unix seconds', async () => {
    const res = await post('/api/transactions', { accounts: [await accountId('2209876545')] });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Row[] };
    expect(results.map((r) => r.ttr_transaction_number)).toEqual(['GTB-TX-000101', 'ZEN-CSH-88001', 'ZEN-CSH-88002']);
    expect(results[1]).toMatchObject({
      report_type: 'CTR',
      ttr_source_party_name: 'Aisha Bello',
      ttr_dest_acc_prm_name: 'Aisha Bello',
      ttr_amount_local: '5500000.00',
      ttr_date_transaction: Date.parse('2024-03-12T08:41:00Z') / 1000,
    });
    expect(results[0]).toMatchObject({ report_type: 'STR', ttr_source_acc_prm_name: 'Chinedu Emmanuel Okafor', ttr_source_account: '0123456785' });
    expect(await lastAudit()).toMatchObject({ target: 'transactions', detail: { accounts: [await accountId('2209876545')] } });
  });

  it('sums per direction and counter-party with exact totals and averages', async () => {
    const res = await post('/api/transactions/summary', { accounts: [await accountId('0123456785')] });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Row[] };
    expect(results).toEqual([
      { api_direction: 'IN', tac_account_name: 'KANO AGRO TRADERS LTD', tac_account: '0691234508', tac_institution_name: 'Access Bank', api_total: '7850000.50', api_count: 1, api_average: '7850000.50', api_start: '2024-03-06T13:42:31.000Z' },
      { api_direction: 'IN', tac_account_name: 'Chinedu Emmanuel Okafor', tac_account: null, tac_institution_name: null, api_total: '950000.00', api_count: 1, api_average: '950000.00', api_start: '2024-03-08T10:05:00.000Z' },
      { api_direction: 'OUT', tac_account_name: 'AISHA BELLO', tac_account: '2209876545', tac_institution_name: 'Zenith Bank', api_total: '2500000.00', api_count: 1, api_average: '2500000.00', api_start: '2024-03-04T09:15:00.000Z' },
      { api_direction: 'OUT', tac_account_name: 'EMEKA NWOSU', tac_account: '3011223343', tac_institution_name: 'First Bank of Nigeria', api_total: '1200000.00', api_count: 1, api_average: '1200000.00', api_start: '2024-03-09T15:20:10.000Z' },
    ]);
  });

  it('averages exactly over several rows (no float drift)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'goaml-avg-'));
    const file = join(dir, 'avg.xml');
    const side = (s: 'from' | 'to', no: string) =>
      `<t_${s}><${s}_funds_code>E</${s}_funds_code><${s}_account><institution_code>033</institution_code><account>${no}</account><account_name>N${no}</account_name></${s}_account></t_${s}>`;
    const txs = ['0.10', '0.20', '0.20'].map(
      (amount, i) => `<transaction><transactionnumber>A${i}</transactionnumber><date_transaction>2024-06-0${i + 1}T08:00:00</date_transaction><amount_local>${amount}</amount_local>${side('from', '2105566771')}${side('to', '9990001112')}</transaction>`,
    );
    await writeFile(file, `<report><rentity_id>103</rentity_id><report_code>STR</report_code><entity_reference>AVG-1</entity_reference>${txs.join('')}</report>`);
    const { ctx } = await goamlContext(db, file);
    await goamlHandler(ctx);
    await rm(dir, { recursive: true, force: true });
    const res = await post('/api/transactions/summary', { accounts: [await accountId('2105566771')] });
    const { results } = (await res.json()) as { results: Row[] };
    // 0.1 + 0.2 + 0.2 in binary floating point is 0.5000000000000001; the sum here is exact, the average rounded to the kobo.
    expect(results).toEqual([
      { api_direction: 'OUT', tac_account_name: 'N9990001112', tac_account: '9990001112', tac_institution_name: null, api_total: '0.50', api_count: 3, api_average: '0.17', api_start: '2024-06-01T07:00:00.000Z' },
    ]);
  });

  it('answers the transactions between two account numbers, both ways', async () => {
    const res = await get('/api/transactions/twoparty?from=2209876545&to=0123456785');
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Row[] };
    expect(results.map((r) => r.ttr_transaction_number)).toEqual(['GTB-TX-000101']);
    expect(await lastAudit()).toMatchObject({ target: 'transactions/twoparty', detail: { accounts: ['2209876545', '0123456785'] } });
  });

  it('refuses bad bodies and parameters with 400, another organisation with 403', async () => {
    const empty = await post('/api/transactions', { accounts: [] });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: 'accounts: Choose at least one account' });
    expect((await post('/api/transactions/summary', { accounts: ['x'] })).status).toBe(400);
    expect((await post('/api/transactions', 'not json')).status).toBe(400);
    const two = await get('/api/transactions/twoparty?from=0123456785');
    expect(two.status).toBe(400);
    expect((await post('/api/transactions', { accounts: ['1'] }, outsider)).status).toBe(403);
    expect((await post('/api/transactions/summary', { accounts: ['1'] }, outsider)).status).toBe(403);
    expect((await get('/api/transactions/twoparty?from=1&to=2', outsider)).status).toBe(403);
  });
});
