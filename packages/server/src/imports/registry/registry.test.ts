import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistryName } from '../../core.js';
import { insertImport } from '../../lib/imports.js';
import { openTestDb, quietLog, type TestDb } from '../../testing/index.js';
import type { ImportContext, RefusedRow } from '../jobs/types.js';
import { esc, writeXlsx } from '../read/testing/build-xlsx.js';
import { registryHandler } from './index.js';

let db: TestDb;
let dir: string;
let user: { id: string; domain: string };

beforeAll(async () => {
  db = await openTestDb();
  dir = await mkdtemp(join(tmpdir(), 'fiu-registry-'));
  user = (await db.query<typeof user>("SELECT id, domain FROM users WHERE username = 'analyst'")).rows[0]!;
});
afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs the handler on `text` as an upload for `registry`: the counters and refused rows it reported. */
async function run(registry: RegistryName, text: string | { xlsx: string }, name = 'file.csv') {
  const id = randomUUID();
  const file = join(dir, `${id}-${name}`);
  if (typeof text === 'string') await writeFile(file, text);
  else writeXlsx(file, { sheets: [{ name: 'Vehicles', rows: text.xlsx }] });
  await insertImport(db, { id, kind: 'registry', registry, fileName: name, sha256: null, size: null, storedFile: file, createdBy: user.id, domain: user.domain, now: new Date() });
  const counters = { read: 0, stored: 0, duplicate: 0, refused: 0 };
  const refused: RefusedRow[] = [];
  const ctx: ImportContext = {
    db,
    job: { id, kind: 'registry', registry, file_name: name, stored_file: file, subject_id: null, account_id: null, mapping: null, form: null, created_by: user.id, domain: user.domain },
    clock: () => new Date(),
    log: quietLog,
    signal: new AbortController().signal,
    progress: async (d) => {
      for (const k of ['read', 'stored', 'duplicate', 'refused'] as const) counters[k] += d[k] ?? 0;
    },
    refuse: async (r) => void refused.push(r),
    repeat: async () => {}, // registries store through their own inserts, not storeBatch
  };
  await registryHandler(ctx);
  return { counters, refused: refused.map((r) => [r.row, r.reason]) };
}

describe('tabular registries', () => {
  const vehicles = [
    'Number Plate,Chassis No,Make,Owner First Name,OWNER SURNAME,Owner Phone Number,State',
    'ABJ-123-XY,JT123,Toyota,Musa,Bello,0803 123 4567,FCT',
    'LAG555AA,,Honda,Hauwa,Usman,not-a-phone,Lagos',
    ',,Kia,No,Plate,,Kano',
    'KAN001BB,,Peugeot,Bello,Musa,,Kano',
    'KAN001BB,,Peugeot,Bello,Musa,,Kano',
    ',,,,,,',
  ].join('\n');

  it('maps headers whatever their case and spacing; refuses bad rows with their number and reason; a key twice is a duplicate', async () => {
    const { counters, refused } = await run('vehicles', vehicles);
    expect(counters).toEqual({ read: 5, stored: 2, duplicate: 1, refused: 2 });
    expect(refused).toEqual([
      [3, "owner_phone: not a phone number ('not-a-phone')"],
      [4, 'number_plate: required'],
    ]);
    const r = await db.query('SELECT number_plate, owner_lastname, owner_phone, owner_state FROM registry_vehicles ORDER BY number_plate');
    expect(r.rows).toEqual([
      { number_plate: 'ABJ-123-XY', owner_lastname: 'Bello', owner_phone: '2348031234567', owner_state: 'FCT' },
      { number_plate: 'KAN001BB', owner_lastname: 'Musa', owner_phone: null, owner_state: 'Kano' },
    ]);
  });

  it('a re-import adds nothing twice; a changed row updates its record', async () => {
    const again = await run('vehicles', vehicles);
    expect(again.counters).toMatchObject({ read: 5, stored: 0, duplicate: 3 });
    const changed = await run('vehicles', 'number_plate,make,owner_lastname\nKAN001BB,Peugeot 406,Musa\n');
    expect(changed.counters).toMatchObject({ stored: 1, duplicate: 0 });
    expect((await db.query("SELECT count(*)::int AS n, max(make) AS make FROM registry_vehicles WHERE number_plate = 'KAN001BB'")).rows[0]).toEqual({ n: 1, make: 'Peugeot 406' });
  });

  it('reads an .xlsx the same way (text cells; the header row first)', async () => {
    const cell = (ref: string, v: string) => `<c r="${ref}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`;
    const row = (n: number, values: string[]) => `<row r="${n}">${values.map((v, i) => cell(`${'ABC'[i]}${n}`, v)).join('')}</row>`;
    const rows = [row(1, ['PLATE NO', 'Owner Surname', 'Owner Phone']), row(2, ['XLS-001-AA', 'Okafor', '08059998877']), row(3, ['XLS-002-AA', 'Eze', '12'])].join('');
    const { counters, refused } = await run('vehicles', { xlsx: rows }, 'vehicles.xlsx');
    expect(counters).toEqual({ read: 2, stored: 1, duplicate: 0, refused: 1 });
    expect(refused).toEqual([[3, "owner_phone: not a phone number ('12')"]]);
    expect((await db.query("SELECT owner_phone FROM registry_vehicles WHERE number_plate = 'XLS-001-AA'")).rows).toEqual([{ owner_phone: '2348059998877' }]);
  });

  it("a file without a required column is refused whole: 'File not uploaded check Excel headers'", async () => {
    await expect(run('tax', 'Name,Phone\nMusa Bello,08031234567\n')).rejects.toThrow('File not uploaded check Excel headers');
  });

  it('companies with one director per row: the company once, each director once', async () => {
    const csv = [
      'RC Number,Company Name,Company Type,Registration Date,Director Name,Director DOB,Director ID Number',
      'RC778899,Bello Agro Ventures Ltd,Company,14/03/2010,Alhaji Musa D. Bello,14/03/1980,12345678901',
      'RC778899,Bello Agro Ventures Ltd,Company,14/03/2010,Halima Sadiq,,',
      'RC100200,Sahel Logistics,2,2011-01-31,,,',
      'RC100300,Bad Date Ltd,2,31/02/2011,,,',
    ].join('\n');
    const first = await run('companies', csv);
    expect(first.counters).toEqual({ read: 4, stored: 3, duplicate: 0, refused: 1 });
    expect(first.refused).toEqual([[5, "registration_date: not a date ('31/02/2011')"]]);
    const again = await run('companies', csv);
    expect(again.counters).toMatchObject({ stored: 0, duplicate: 3 });
    const r = await db.query(
      `SELECT c.company_name, c.source, c.registration_date::text AS reg, d.idx, d.name, d.date_of_birth::text AS dob
         FROM registry_companies c LEFT JOIN registry_directors d ON d.company_id = c.id WHERE c.rc_number IN ('RC778899', 'RC100200') ORDER BY c.rc_number DESC, d.idx`,
    );
    expect(r.rows).toEqual([
      { company_name: 'Bello Agro Ventures Ltd', source: 'CAC', reg: '2010-03-14', idx: 1, name: 'Alhaji Musa D. Bello', dob: '1980-03-14' },
      { company_name: 'Bello Agro Ventures Ltd', source: 'CAC', reg: '2010-03-14', idx: 2, name: 'Halima Sadiq', dob: null },
      { company_name: 'Sahel Logistics', source: 'CAC', reg: '2011-01-31', idx: null, name: null, dob: null },
    ]);
  });

  it('national ID: an 11-digit NIN; the source\'s other columns kept whole in data', async () => {
    const { counters, refused } = await run('nin', 'NIN,First Name,Surname,Date of Birth,Telephone,birthstate,nok_firstname\n12345678901,Musa,Bello,1980-03-14,08031234567,Kano,Aisha\n1234,X,Y,,,,\n');
    expect(counters).toMatchObject({ stored: 1, refused: 1 });
    expect(refused).toEqual([[3, "nin: not an 11-digit NIN ('1234')"]]);
    const r = await db.query("SELECT telephoneno, birthdate::text AS b, data FROM registry_nin WHERE nin = '12345678901'");
    expect(r.rows[0]).toEqual({ telephoneno: '2348031234567', b: '1980-03-14', data: { birthstate: 'Kano', nok_firstname: 'Aisha' } });
  });

  it.each<[RegistryName, string, string, string]>([
    ['tax', 'TIN,TaxPayerName,RCNumber,Phone\n12345678-0001,Bello Agro Ventures Ltd,RC778899,\n', 'registry_tax', 'tin'],
    ['crims', 'CRIMS No,First Name,Surname,Aliases,Phones,Date of Birth\nCR-001,Musa,Bello,Musa Big; MB,08031234567|+2348051112222,1980-03-14\n', 'registry_crims', 'crims_number'],
    ['forensics', 'Suspect_Name,Suspect Phone,Contact_Names,MobileNo,Source\nMusa Bello,08031234567,Mama,08059998877,Cellebrite\n', 'forensics_contacts', 'mobile_number'],
    ['most_wanted', 'Name,Aliases,Offence,Agency,Date Listed\nMusa Bello,Musa Big,Kidnapping,DSS,2025-01-01\n', 'most_wanted', 'name'],
    ['subscribers', 'MSISDN,First Name,Last Name,IMEI,Network\n08031234567,Musa,Bello,3520990;3520991,MTN\n', 'phone_subscribers', 'phone_number'],
  ])('%s: stored once, re-import a duplicate', async (registry, csv, table, col) => {
    expect((await run(registry, csv)).counters).toEqual({ read: 1, stored: 1, duplicate: 0, refused: 0 });
    expect((await run(registry, csv)).counters).toEqual({ read: 1, stored: 0, duplicate: 1, refused: 0 });
    expect((await db.query(`SELECT ${col} FROM ${table}`)).rows).toHaveLength(1);
  });

  it('lists are split and phones normalised', async () => {
    const r = await db.query("SELECT aliases, phones FROM registry_crims WHERE crims_number = 'CR-001'");
    expect(r.rows[0]).toEqual({ aliases: ['Musa Big', 'MB'], phones: ['2348031234567', '2348051112222'] });
  });
});

describe('FollowTheMoney entity JSON lines', () => {
  const ent = (id: string, schema: string, properties: Record<string, string[]>, datasets = ['ng_cac_sample']) => JSON.stringify({ id, schema, properties, datasets });
  const lines = [
    ent('dir-1', 'Directorship', { director: ['p-1'], organization: ['co-1'], role: ['Managing Director'], startDate: ['2015-06-01'] }),
    ent('co-1', 'Company', { name: ['Bello Agro Ventures Limited'], registrationNumber: ['RC778899'], incorporationDate: ['2010-03-14'] }),
    ent('p-1', 'Person', { name: ['Musa Danjuma Bello'], birthDate: ['1980-03-14'], idNumber: ['12345678901'], phone: ['+2348031234567'] }),
    '{not json',
    ent('own-1', 'Ownership', { owner: ['p-2'], asset: ['co-1'], percentage: ['60'] }),
    ent('p-2', 'Person', { firstName: ['Halima'], lastName: ['Sadiq'], birthDate: ['1985'] }),
    ent('own-2', 'Ownership', { owner: ['p-9'], asset: ['co-1'] }),
    ent('own-3', 'Ownership', { owner: ['p-1'], asset: ['co-404'] }),
    ent('org-1', 'Organization', { name: ['Sahel Traders Association'] }),
    ent('s-1', 'Sanction', { entity: ['p-1'] }),
    '',
    JSON.stringify({ id: 'x', schema: 'Company', properties: { name: ['y'.repeat(1_100_000)] } }),
    JSON.stringify({ schema: 'Company', properties: {} }),
  ];

  it('companies and organisations to the companies registry; directorships and ownerships to its directors; bad lines refused by number', async () => {
    const { counters, refused } = await run('ftm', lines.join('\n') + '\n', 'entities.ftm.json');
    expect(refused).toEqual([
      [4, 'not JSON'],
      [12, 'line longer than 1048576 bytes'],
      [13, 'no entity id'],
      [8, 'company co-404 is not in the file'],
      [7, 'director or owner p-9 is not in the file'],
    ]);
    expect(counters).toEqual({ read: 12, stored: 4, duplicate: 0, refused: 5 });
    const r = await db.query(
      `SELECT c.company_name, c.source, c.source_id, c.rc_number, c.company_type, d.name, d.occupation, d.date_of_birth::text AS dob,
              d.date_of_appointment::text AS since, d.identity_number, d.phone
         FROM registry_companies c LEFT JOIN registry_directors d ON d.company_id = c.id
        WHERE c.source = 'ng_cac_sample' ORDER BY c.company_name, d.idx`,
    );
    expect(r.rows).toEqual([
      { company_name: 'Bello Agro Ventures Limited', source: 'ng_cac_sample', source_id: 'co-1', rc_number: 'RC778899', company_type: 2, name: 'Musa Danjuma Bello', occupation: 'Managing Director', dob: '1980-03-14', since: '2015-06-01', identity_number: '12345678901', phone: '2348031234567' },
      { company_name: 'Bello Agro Ventures Limited', source: 'ng_cac_sample', source_id: 'co-1', rc_number: 'RC778899', company_type: 2, name: 'Halima Sadiq', occupation: 'Owner 60%', dob: null, since: null, identity_number: null, phone: null },
      { company_name: 'Sahel Traders Association', source: 'ng_cac_sample', source_id: 'org-1', rc_number: null, company_type: null, name: null, occupation: null, dob: null, since: null, identity_number: null, phone: null },
    ]);
    const again = await run('ftm', lines.join('\n'), 'entities.ftm.json');
    expect(again.counters).toMatchObject({ stored: 0, duplicate: 4 });
  });
});
