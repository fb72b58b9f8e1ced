import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrCreateAccount, insertImport } from '../../lib/imports.js';
import { createOutboxMailer } from '../../mail/index.js';
import { openTestDb, quietLog, testClock, type TestDb } from '../../testing/index.js';
import { createImportRunner } from '../jobs/runner.js';
import { koboText, parseMoney } from './values.js';

let db: TestDb;
let dir: string;
let user: { id: string; domain: string };
let accountId: string;
const clock = testClock(new Date('2026-03-01T10:00:00Z'));

beforeAll(async () => {
  db = await openTestDb();
  dir = await mkdtemp(join(tmpdir(), 'fiu-stmt-'));
  user = (await db.query<typeof user>("SELECT id, domain FROM users WHERE username = 'analyst'")).rows[0]!;
  const importId = randomUUID();
  await insertImport(db, { id: importId, kind: 'statement', fileName: null, sha256: null, size: null, storedFile: null, createdBy: user.id, domain: user.domain, now: clock(), status: 'done' });
  accountId = await findOrCreateAccount(
    db,
    { number: '0123456789', bankCode: '057', bankName: 'Zenith Bank', bvn: null, holderName: 'Musa Bello', holderType: 'individual', accountType: 'Savings', accountStatus: null, currency: 'NGN', openingDate: null, openingState: null, openingLga: null },
    { id: randomUUID(), importId, subjectId: null, now: clock() },
  );
});
afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

async function importRows(rows: unknown[][]) {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Statement');
  const id = randomUUID();
  const path = join(dir, `${id}.xlsx`);
  await writeFile(path, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  await insertImport(db, { id, kind: 'statement', fileName: 'statement.xlsx', sha256: null, size: null, storedFile: path, accountId, createdBy: user.id, domain: user.domain, now: clock() });
  clock.advance(1);
  await createImportRunner({ db, mailer: createOutboxMailer(db, clock, quietLog), clock, log: quietLog }).runOnce();
  const job = (await db.query<Record<string, unknown>>('SELECT * FROM imports WHERE id = $1', [id])).rows[0]!;
  const n = (k: string) => Number(job[k]);
  return { id, status: job.status, error: job.error, quality: job.quality, read: n('rows_read'), stored: n('rows_stored'), duplicate: n('rows_duplicate'), refused: n('rows_refused') };
}

const STATEMENT = [
  ['ZENITH BANK PLC — STATEMENT OF ACCOUNT'],
  ['Period: 01-Mar-2024 to 31-Mar-2024'],
  [],
  ['Trans Date', 'Value Date', 'Narration', 'Debit', 'Credit', 'Balance'],
  ['01/03/2024', '01/03/2024', 'NIP/ACCESS/JOHN DOE/TRF', '', '1,000.50', '1,000.50'],
  ['02/03/2024', '02/03/2024', 'POS PURCHASE @ SHOPRITE LEKKI', '200.25', '', '800.25'],
  ['03/03/2024', '03/03/2024', 'SMS ALERT CHARGES', '4.00', '', '796.25'],
  ['03/03/2024', '03/03/2024', 'SMS ALERT CHARGES', '4.00', '', '792.25'],
  ['05/03/2024', '05/03/2024', 'CASH DEP BY SELF', '', '(10.00)', '999.99'],
  ['31/02/2024', '31/02/2024', 'BAD DATE', '1.00', '', '998.99'],
  ['02/04/2024', '02/04/2024', 'ATM WDL GTB IKEJA', '100.00', '', '899.99'],
  ['06/03/2024', '06/03/2024', 'TRANSFER', 'abc', '', '899.99'],
];

describe('statement money', () => {
  it('exact amounts in the shapes statements write', () => {
    const k = (s: string) => {
      const m = parseMoney(s);
      return m && m !== 'invalid' ? koboText(m.kobo) : m;
    };
    expect(k('1,234.50')).toBe('1234.50');
    expect(k('(500.00)')).toBe('-500.00');
    expect(k('₦ 12,345,678,901.99')).toBe('12345678901.99');
    expect(k('500.00 DR')).toBe('-500.00');
    expect(k('0.1')).toBe('0.10');
    expect(k('1.005')).toBe('invalid');
    expect(k('1,23.00')).toBe('invalid');
    expect(k('')).toBeNull();
  });
});

describe("the 'statement' handler", () => {
  it('stores exact money with channel and counterparty, refuses bad rows, reports the quality findings', async () => {
    const r = await importRows(STATEMENT);
    expect(r).toMatchObject({ status: 'done', error: null, read: 8, stored: 6, duplicate: 0, refused: 2 });
    const tx = await db.query<Record<string, unknown>>(
      'SELECT source_row, inflow::text, outflow::text, balance::text, channel, counterparty_name FROM statement_transactions WHERE import_id = $1 ORDER BY source_row',
      [r.id],
    );
    expect(tx.rows[0]).toMatchObject({ source_row: 5, inflow: '1000.50', outflow: '0.00', balance: '1000.50', channel: 'transfer' });
    expect(tx.rows[1]).toMatchObject({ source_row: 6, outflow: '200.25', channel: 'pos' });
    // '(10.00)' in the Credit column: money out.
    expect(tx.rows.find((t) => t.source_row === 9)).toMatchObject({ inflow: '0.00', outflow: '10.00' });
    const refused = await db.query('SELECT row_number, reason FROM import_refused_rows WHERE import_id = $1 ORDER BY row_number', [r.id]);
    expect(refused.rows).toEqual([
      { row_number: 10, reason: "Transaction_Date: not a date ('31/02/2024')" },
      { row_number: 12, reason: "Outflows: not an amount ('abc')" },
    ]);
    const checks = Object.fromEntries((r.quality as { check: string; rows: number[] }[]).map((q) => [q.check, q.rows]));
    expect(checks).toEqual({ balance_continuity: [9], duplicate_transaction: [8], outside_period: [11] });
  });

  it('the same statement again adds nothing (the repeated charge stays two rows)', async () => {
    const r = await importRows(STATEMENT);
    expect(r).toMatchObject({ status: 'done', read: 8, stored: 0, duplicate: 6, refused: 2 });
  });

  it('one signed Amount with a Dr/Cr column, and the bank reference as the key', async () => {
    const r = await importRows([
      ['Date', 'Description', 'Amount', 'Dr/Cr', 'Reference'],
      ['2024-03-01', 'NIP TRF', '5,000.00', 'CR', 'REF1'],
      ['2024-03-02', 'NIP TRF', '1,000.00', 'DR', 'REF1'],
    ]);
    expect(r).toMatchObject({ status: 'done', stored: 2 });
    const tx = await db.query('SELECT transaction_id, inflow::text, outflow::text FROM statement_transactions WHERE import_id = $1 ORDER BY source_row', [r.id]);
    expect(tx.rows).toEqual([
      { transaction_id: `${accountId}/REF1`, inflow: '5000.00', outflow: '0.00' },
      { transaction_id: `${accountId}/REF1#2`, inflow: '0.00', outflow: '1000.00' },
    ]);
  });
});
