/**
 * A small registry set for the selection panels' tests: near-duplicate names and shared identifiers around one
 * demo subject, Musa Danjuma Bello (born 1980-03-14, BVN 22212345678, NIN 12345678901, phone 0803 123 4567,
 * Bello Agro Ventures Ltd RC 778899, vehicle ABJ-123-XY), and people who only look like him.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/types.js';

export const DEMO_SUBJECT = {
  surname: 'Bello',
  othernames: 'Musa Danjuma',
  gender: 'male',
  birthdate: '1980-03-14',
  bvn: '22212345678',
  id_types: [{ idtype: 'B', idnumber: '12345678901' }],
  telephones: [{ telephone: '08031234567' }],
  aliases: [{ alias: 'Musa Big' }],
  companies: [{ name: 'Bello Agro Ventures Ltd', inc_number: 'RC778899', company_type: 2 }],
  vehicles: [{ plate: 'ABJ-123-XY' }],
};

/** The subject's own bank account number (a valid NUBAN for Access Bank, '044'); set by the test. */
export async function seedRegistries(db: Queryable, subjectAccount: string): Promise<void> {
  const company = async (name: string, rc: string | null, source: string, directors: Record<string, unknown>[]) => {
    const id = randomUUID();
    await db.query(
      `INSERT INTO registry_companies (id, rc_number, company_name, company_type, status, source, source_id) VALUES ($1, $2, $3, 2, 'ACTIVE', $4, $5)`,
      [id, rc, name, source, rc ?? id],
    );
    let idx = 0;
    for (const d of directors) {
      idx++;
      await db.query(
        `INSERT INTO registry_directors (id, company_id, idx, name, date_of_birth, identity_type, identity_number, phone, bvn)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [randomUUID(), id, idx, d.name, d.dob ?? null, d.idType ?? null, d.idNumber ?? null, d.phone ?? null, d.bvn ?? null],
      );
    }
  };
  await company('Bello Agro Ventures Ltd', 'RC778899', 'CAC', [
    { name: 'Alhaji Musa D. Bello', dob: '1980-03-14', idType: 'NIN', idNumber: '12345678901' },
    { name: 'Halima Sadiq' },
  ]);
  await company('Sahel Logistics Nig Ltd', 'RC100200', 'CAC', [{ name: 'Mohammed Bello', phone: '2348031234567' }]);
  await company('Danjuma Holdings', 'RC300400', 'CAC', [{ name: 'Musa Bello' }]);
  await company('BELLO AGRO VENTURES LIMITED', null, 'OpenCorporates', []);
  await company('Kano Textiles Ltd', 'RC500600', 'CAC', [{ name: 'Musa Bello', dob: '1975-01-01' }]);
  await company('Unrelated Oil Ltd', 'RC900900', 'CAC', [{ name: 'Chinedu Okafor', phone: '08059998877' }]);

  const report = randomUUID();
  await db.query(`INSERT INTO goaml_reports (id, rentity_id, report_code) VALUES ($1, 'ACCESS', 'STR')`, [report]);
  const person = async (first: string, last: string, phones: string[], birthdate: string | null) =>
    (
      await db.query<{ id: string }>(
        `INSERT INTO goaml_persons (first_name, last_name, phones, birthdate, report_id) VALUES ($1, $2, $3, $4, $5) RETURNING id::text`,
        [first, last, phones, birthdate, report],
      )
    ).rows[0]!.id;
  const account = (no: string, name: string, bank: string, bvn: string | null, personId: string | null) =>
    db.query(
      `INSERT INTO goaml_accounts (account, account_name, institution_name, client_number, primary_person_id) VALUES ($1, $2, $3, $4, $5)`,
      [no, name, bank, bvn, personId],
    );
  await account(subjectAccount, 'Musa D Bello', 'Access Bank', null, null);
  await account('2001112223', 'BELLO MUSA DANJUMA', 'Zenith Bank', '22212345678', null);
  await account('3004445556', 'Musa Bello', 'GTBank', null, await person('Musa', 'Bello', ['2348031234567'], null));
  await account('4007778889', 'Musa Bello', 'First Bank', null, null);
  await account('5001231231', 'Chinedu Okafor', 'UBA', '22299999999', null);

  const vehicle = (plate: string, first: string, last: string, phone: string | null, nin: string | null) =>
    db.query(
      `INSERT INTO registry_vehicles (id, number_plate, make, owner_firstname, owner_lastname, owner_phone, owner_nin, owner_state)
       VALUES ($1, $2, 'Toyota', $3, $4, $5, $6, 'FCT')`,
      [randomUUID(), plate, first, last, phone, nin],
    );
  await vehicle('ABJ123XY', 'Ibrahim', 'Lawal', null, null);
  await vehicle('LAG555AA', 'Hauwa', 'Usman', '2348031234567', null);
  await vehicle('KAN001BB', 'Bello', 'Musa', null, null);
  await vehicle('ENU777CC', 'Ngozi', 'Eze', '2348050000000', '99999999999');

  const tax = (tin: string, name: string, rc: string | null, phone: string | null, type: string) =>
    db.query(`INSERT INTO registry_tax (id, tin, tax_payer_name, rc_number, phone, tax_payer_type, state) VALUES ($1, $2, $3, $4, $5, $6, 'Kano')`, [
      randomUUID(), tin, name, rc, phone, type,
    ]);
  await tax('12345678-0001', 'Bello Agro Ventures Ltd', 'RC778899', null, 'corporate');
  await tax('22345678-0001', 'Musa Danjuma Bello', null, '2348031234567', 'individual');
  await tax('32345678-0001', 'Ngozi Eze', null, '2348050000000', 'individual');

  const nin = (no: string, first: string, last: string, birthdate: string | null, phone: string | null) =>
    db.query(`INSERT INTO registry_nin (nin, firstname, surname, birthdate, telephoneno, data) VALUES ($1, $2, $3, $4, $5, $6)`, [
      no, first, last, birthdate, phone, JSON.stringify({ birthstate: 'Kano' }),
    ]);
  await nin('12345678901', 'Musa', 'Bello', '1980-03-14', '2348031234567');
  await nin('98765432109', 'Musa Danjuma', 'Belo', '1980-03-14', null);
  await nin('11122233344', 'Musa', 'Bello', '1991-07-07', null);
  await nin('55566677788', 'Musa', 'Bello', null, null);

  const crims = (no: string, first: string, last: string, aliases: string[], birthdate: string | null, nin: string | null, phones: string[]) =>
    db.query(
      `INSERT INTO registry_crims (id, crims_number, firstname, surname, aliases, birthdate, nin, phones, offence) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Fraud')`,
      [randomUUID(), no, first, last, aliases, birthdate, nin, phones],
    );
  await crims('CR-001', 'Musa', 'Bello', [], null, '12345678901', []);
  await crims('CR-002', 'Sani', 'Abacha', ['Musa Big'], '1980-03-14', null, []);
  await crims('CR-003', 'Yakubu', 'Danjuma', [], null, null, ['2348031234567']);
  await crims('CR-004', 'Musa', 'Bello', [], '1960-01-01', null, []);
}
