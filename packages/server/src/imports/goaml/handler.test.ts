import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../../testing/index.js';
import { ImportRefused } from '../jobs/types.js';
import { goamlHandler } from './handler.js';
import { fixturePath, goamlContext } from './test/context.js';

let db: TestDb;
let dir: string;
beforeAll(async () => {
  db = await openTestDb({ seed: true });
  dir = await mkdtemp(join(tmpdir(), 'goaml-'));
});
afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

const count = async (table: string) => Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`)).rows[0]!.n);

describe('goamlHandler', () => {
  it('stores the STR: the report, its 4 transactions, accounts once per number and bank, persons once per report', async () => {
    const { ctx, counted } = await goamlContext(db, fixturePath('str-gtbank.xml'));
    await goamlHandler(ctx);
    expect(counted).toMatchObject({ read: 4, stored: 4, duplicate: 0, refused: 0 });
    const report = await db.query('SELECT rentity_id, report_code, entity_reference, submission_date::text AS day, import_id FROM goaml_reports');
    expect(report.rows).toEqual([{ rentity_id: '101', report_code: 'STR', entity_reference: 'GTB-STR-2024-0042', day: '2024-03-20', import_id: ctx.job.id }]);
    const accounts = await db.query<{ account: string; institution_code: string; client_number: string | null }>(
      'SELECT account, institution_code, client_number FROM goaml_accounts ORDER BY account',
    );
    expect(accounts.rows.map((a) => `${a.account}@${a.institution_code}`)).toEqual(['0123456785@058', '0691234508@044', '2209876545@057', '3011223343@011']);
    expect(accounts.rows[0]!.client_number).toBe('22212345678');
    // Chinedu is the primary signatory and the cash depositor: one person of this report, not two.
    const chinedu = await db.query("SELECT phones FROM goaml_persons WHERE ssn = '22212345678'");
    expect(chinedu.rows).toEqual([{ phones: ['2348031234567'] }]);
    const amounts = await db.query<{ amount_local: string; from_my_client: boolean; to_my_client: boolean }>(
      'SELECT amount_local::text, from_my_client, to_my_client FROM goaml_transactions ORDER BY transaction_number',
    );
    expect(amounts.rows).toEqual([
      { amount_local: '2500000.00', from_my_client: true, to_my_client: false },
      { amount_local: '7850000.50', from_my_client: false, to_my_client: true },
      { amount_local: '950000.00', from_my_client: false, to_my_client: true },
      { amount_local: '1200000.00', from_my_client: true, to_my_client: false },
    ]);
    const entity = await db.query("SELECT e.name FROM goaml_accounts a JOIN goaml_entities e ON e.id = a.entity_id WHERE a.account = '0691234508'");
    expect(entity.rows).toEqual([{ name: 'Kano Agro Traders Ltd' }]);
  });

  it('adds nothing twice when the same report is imported again (a re-run or a re-sent file)', async () => {
    const before = await Promise.all(['goaml_reports', 'goaml_transactions', 'goaml_accounts', 'goaml_persons', 'goaml_entities'].map(count));
    const { ctx, counted } = await goamlContext(db, fixturePath('str-gtbank.xml'));
    await goamlHandler(ctx);
    expect(counted).toMatchObject({ read: 4, stored: 0, duplicate: 4, refused: 0 });
    expect(await Promise.all(['goaml_reports', 'goaml_transactions', 'goaml_accounts', 'goaml_persons', 'goaml_entities'].map(count))).toEqual(before);
  });

  it('stores the CTR, shares the Zenith account the STR named, refuses the incomplete transactions with reason and position', async () => {
    const { ctx, counted } = await goamlContext(db, fixturePath('ctr-zenith.xml'));
    await goamlHandler(ctx);
    expect(counted).toMatchObject({ read: 5, stored: 3, duplicate: 0, refused: 2 });
    expect(counted.refusedRows).toEqual([
      { sheet: 'report 1', row: 145, reason: 'transaction 4 (line 145): date_transaction: missing', cells: ['ZEN-CSH-88004', '', '5100000.00'] },
      { sheet: 'report 1', row: 152, reason: 'transaction 5 (line 152): amount_local: missing', cells: ['ZEN-CSH-88005', '2024-03-19T09:00:00', ''] },
    ]);
    const zenith = await db.query<{ n: string; account_name: string; client_number: string }>(
      "SELECT count(*) OVER ()::text AS n, account_name, client_number FROM goaml_accounts WHERE account = '2209876545'",
    );
    // One account: the STR's counter-account, completed by the CTR with the BVN.
    expect(zenith.rows).toEqual([{ n: '1', account_name: 'AISHA BELLO', client_number: '22287654321' }]);
  });

  it('fails the job with the parser message for a hostile file, storing nothing', async () => {
    const file = join(dir, 'xxe.xml');
    await writeFile(file, '<?xml version="1.0"?><!DOCTYPE report [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><report><rentity_id>9</rentity_id><report_code>STR</report_code><transaction><transactionnumber>&xxe;</transactionnumber></transaction></report>');
    const before = await count('goaml_reports');
    const { ctx } = await goamlContext(db, file);
    const run = goamlHandler(ctx);
    await expect(run).rejects.toBeInstanceOf(ImportRefused);
    await expect(run).rejects.toThrow('goAML report refused: the file declares a DTD (<!DOCTYPE>), which goAML reports never carry');
    expect(await count('goaml_reports')).toBe(before);
  });

  it('knows a report without entity_reference by its file: a second import of the same file is a duplicate', async () => {
    const file = join(dir, 'noref.xml');
    await writeFile(file, '<report><rentity_id>55</rentity_id><report_code>CTR</report_code><transaction><transactionnumber>1</transactionnumber><date_transaction>2024-05-01T12:00:00</date_transaction><amount_local>5000000</amount_local></transaction></report>');
    const first = await goamlContext(db, file);
    await goamlHandler(first.ctx);
    const second = await goamlContext(db, file);
    await goamlHandler(second.ctx);
    expect([first.counted.stored, second.counted.duplicate]).toEqual([1, 1]);
    const r = await db.query<{ entity_reference: string }>("SELECT entity_reference FROM goaml_reports WHERE rentity_id = '55'");
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]!.entity_reference).toMatch(/^sha256:[0-9a-f]{64}#1$/);
  });

  it('stops when the server shuts down', async () => {
    const stop = new AbortController();
    stop.abort(new Error('shutting down'));
    const { ctx } = await goamlContext(db, fixturePath('ctr-zenith.xml'), stop.signal);
    await expect(goamlHandler(ctx)).rejects.toThrow('shutting down');
  });
});
