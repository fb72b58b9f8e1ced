/**
 * getNER over an imported statement: the file goes through POST /api/import/statement and the import runner,
 * the recogniser fills description_entities beside the rows, and GET /api/analysis/ner answers them. The same
 * file imported again adds nothing.
 */
import { randomUUID } from 'node:crypto';
import XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDescriptionEntities } from '../imports/describe/store-entities.js';
import { createImportRunner } from '../imports/jobs/runner.js';
import { createOutboxMailer } from '../mail/index.js';
import { makeApp, openTestDb, quietLog, signIn, testClock, type Signed, type TestApp, type TestDb } from '../testing/index.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed;
let partner: Signed;
const subjectId = randomUUID();
const clock = testClock(new Date('2026-03-01T10:00:00Z'));
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const ROWS = [
  ['Trans Date', 'Value Date', 'Narration', 'Debit', 'Credit', 'Balance'],
  ['01/03/2024', '01/03/2024', 'NIP/ACCESS/ADAEZE OKAFOR/SCHOOL FEES', '', '50,000.00', '50,000.00'],
  ['02/03/2024', '02/03/2024', 'POS PURCHASE SHOPRITE IKEJA', '12,500.00', '', '37,500.00'],
  ['03/03/2024', '03/03/2024', 'TRF TO GOLDEN DOVE VENTURES FOR GOODS', '20,000.00', '', '17,500.00'],
  ['04/03/2024', '04/03/2024', 'ATM WDL GTB KANO 123456', '5,000.00', '', '12,500.00'],
  ['05/03/2024', '05/03/2024', 'TRF FROM BELLO MUSA', '', '3,000.00', '15,500.00'],
  ['06/03/2024', '06/03/2024', 'NIP/ZENITH/ADAEZE OKAFOR/UPKEEP', '', '10,000.00', '25,500.00'],
  ['07/03/2024', '07/03/2024', 'SMS ALERT CHARGES', '4.00', '', '25,496.00'],
  ['08/03/2024', '08/03/2024', 'POS PURCHASE SPAR IKEJA', '1,000.00', '', '24,496.00'],
];

function xlsx(rows: unknown[][]): Uint8Array<ArrayBuffer> {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Statement');
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

function statementForm(rows: unknown[][]): FormData {
  const f = new FormData();
  const fields: Record<string, string | Blob> = {
    file_field: new File([xlsx(rows)], 'statement.xlsx'),
    Suspect: subjectId,
    First_Name: 'Musa',
    Last_Name: 'Bello',
    Gender: 'Male',
    DOB: '1980-01-02',
    Account_Number: '0123456789',
    BVN: '22212345678',
    Bank_Name: 'Zenith Bank',
    Account_Holder: 'Individual',
    Account_Type: 'Savings',
    Currency: 'Naira',
    BVN_Photo: new File([PNG], 'bvn.png'),
  };
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

async function importStatement(rows: unknown[][]): Promise<string> {
  const res = await t.app.request('/api/import/statement', { method: 'POST', headers: analyst.headers, body: statementForm(rows) });
  expect(res.status).toBe(202);
  const { import_id } = (await res.json()) as { import_id: string };
  clock.advance(1);
  await createImportRunner({ db, mailer: createOutboxMailer(db, clock, quietLog), clock, log: quietLog }).runOnce();
  const job = (await db.query<{ status: string; rows_stored: number }>('SELECT status, rows_stored FROM imports WHERE id = $1', [import_id])).rows[0]!;
  expect(job.status).toBe('done');
  return import_id;
}

const ner = async (who: Signed = analyst) => {
  const res = await t.app.request(`/api/analysis/ner?Suspect=${subjectId}`, { headers: who.headers });
  return { status: res.status, body: (await res.json()) as Record<string, Record<string, unknown>[]> };
};

beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  analyst = await signIn(t, 'analyst', 'fiu');
  partner = await signIn(t, 'admin', 'eca');
  // A subject the store holds: the narration "TRF FROM BELLO MUSA" is matched to this spelling.
  await db.query(
    "INSERT INTO subjects (id, suspectid, surname, othernames, status, domain, created, modified, data) VALUES ($1, 'SUS-NER-1', 'Bello', 'Musa', 'Approved', 'fiu', now(), now(), '{}')",
    [subjectId],
  );
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

describe('GET /api/analysis/ner over an imported statement', () => {
  it("answers the file's persons, organisations and places, with counts and coordinates", async () => {
    await importStatement(ROWS);
    const { status, body } = await ner();
    expect(status).toBe(200);
    expect(body.PERSON).toEqual([
      { ID: 'Adaeze Okafor', Name: 'Adaeze Okafor', Count: 2 },
      // The subject's spelling, though the narration has "BELLO MUSA".
      { ID: 'Musa Bello', Name: 'Musa Bello', Count: 1 },
    ]);
    expect(body.ORG!.map((o) => [o.Name, o.Count])).toEqual([
      ['Golden Dove Ventures', 1],
      ['Shoprite', 1],
      ['Spar', 1],
    ]);
    expect(body.LOC!.map((l) => [l.Name, l.State, l.Count])).toEqual([
      ['Ikeja', 'Lagos', 2],
      ['Kano', 'Kano', 1],
    ]);
    for (const l of body.LOC!) {
      expect(typeof l.latitude).toBe('number');
      expect(typeof l.longitude).toBe('number');
    }
    // The route in time order: Ikeja (2 Mar), Kano (4 Mar), Ikeja again (8 Mar).
    expect(body.LOCLOC!.map((l) => l.Name)).toEqual(['Ikeja', 'Kano', 'Ikeja']);
  });

  it('the same rows imported again (in a file with one more row) add no entity', async () => {
    const before = (await db.query<{ n: string }>('SELECT count(*) AS n FROM description_entities')).rows[0]!.n;
    const id = await importStatement([...ROWS, ['09/03/2024', '09/03/2024', 'SMS ALERT CHARGES', '4.00', '', '24,492.00']]);
    expect((await db.query('SELECT 1 FROM statement_transactions WHERE import_id = $1', [id])).rows).toHaveLength(1);
    expect((await db.query<{ n: string }>('SELECT count(*) AS n FROM description_entities')).rows[0]!.n).toBe(before);
    expect((await ner()).body.PERSON![0]).toMatchObject({ Name: 'Adaeze Okafor', Count: 2 });
    // A re-run of the first import's entity step (as after a restart) adds nothing either.
    const first = (await db.query<{ key: string; description: string; import_id: string }>(
      "SELECT transaction_id AS key, description, import_id FROM statement_transactions WHERE description LIKE 'NIP/%'",
    )).rows;
    expect(await recordDescriptionEntities(db, first[0]!.import_id, first)).toBe(0);
  });

  it('a partner organisation is refused', async () => {
    expect((await ner(partner)).status).toBe(403);
  });
});
