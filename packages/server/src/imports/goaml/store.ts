/**
 * The goAML import's writes (goaml_reports, goaml_persons, goaml_entities, goaml_accounts,
 * goaml_transactions). Every write is idempotent: a report is one per (rentity_id, entity_reference), a
 * transaction one per (report, transactionnumber), an account one per number and institution, and a person or
 * entity is looked up in its report before it is added. Re-running an import adds nothing twice.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import type { GoamlAccount, GoamlEntity, GoamlParty, GoamlPerson, GoamlReportHeader, GoamlTransaction } from './model.js';

/** The report's id, and whether this run added it. */
export async function storeReport(q: Queryable, h: GoamlReportHeader, entityReference: string, importId: string): Promise<{ id: string; added: boolean }> {
  const ins = await q.query<{ id: string }>(
    `INSERT INTO goaml_reports (id, rentity_id, rentity_branch, submission_code, report_code, entity_reference, fiu_ref_number,
       submission_date, currency_code_local, reason, action, import_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (rentity_id, entity_reference) DO NOTHING RETURNING id`,
    [randomUUID(), h.rentity_id, h.rentity_branch, h.submission_code, h.report_code, entityReference, h.fiu_ref_number,
      h.submission_date, h.currency_code_local, h.reason, h.action, importId],
  );
  if (ins.rows[0]) return { id: ins.rows[0].id, added: true };
  const found = await q.query<{ id: string }>('SELECT id FROM goaml_reports WHERE rentity_id = $1 AND entity_reference = $2', [h.rentity_id, entityReference]);
  return { id: found.rows[0]!.id, added: false };
}

export async function transactionExists(q: Queryable, reportId: string, number: string): Promise<boolean> {
  const r = await q.query('SELECT 1 FROM goaml_transactions WHERE report_id = $1 AND transaction_number = $2', [reportId, number]);
  return r.rows.length > 0;
}

/** Ids of the persons and entities stored for one report, by their identity key (a cache over the lookups). */
export type PartyCache = Map<string, string>;

/** Within one report a person is one ssn (BVN/NIN) when given, else one name, birth date and id number. */
const personKey = (p: GoamlPerson) =>
  p.ssn ? `p|ssn|${p.ssn}` : `p|${(p.first_name ?? '').toLowerCase()}|${(p.middle_name ?? '').toLowerCase()}|${(p.last_name ?? '').toLowerCase()}|${p.birthdate ?? ''}|${p.id_number ?? ''}`;
const entityKey = (e: GoamlEntity) => `e|${e.name.toLowerCase()}|${e.incorporation_number ?? ''}`;

async function findPerson(q: Queryable, reportId: string, p: GoamlPerson): Promise<string | undefined> {
  const r = p.ssn
    ? await q.query<{ id: string }>('SELECT id::text FROM goaml_persons WHERE report_id = $1 AND ssn = $2 ORDER BY id LIMIT 1', [reportId, p.ssn])
    : await q.query<{ id: string }>(
        `SELECT id::text FROM goaml_persons WHERE report_id = $1 AND ssn IS NULL AND lower(first_name) IS NOT DISTINCT FROM lower($2)
           AND lower(middle_name) IS NOT DISTINCT FROM lower($3) AND lower(last_name) IS NOT DISTINCT FROM lower($4)
           AND birthdate IS NOT DISTINCT FROM $5::date AND id_number IS NOT DISTINCT FROM $6 ORDER BY id LIMIT 1`,
        [reportId, p.first_name, p.middle_name, p.last_name, p.birthdate, p.id_number],
      );
  return r.rows[0]?.id;
}

/** The same person seen again may bring what the first mention lacked (a phone, a birth date, an address). */
async function completePerson(q: Queryable, id: string, p: GoamlPerson): Promise<void> {
  await q.query(
    `UPDATE goaml_persons SET phones = ARRAY(SELECT DISTINCT x FROM unnest(phones || $2::text[]) x ORDER BY x),
       email = coalesce(email, $3), occupation = coalesce(occupation, $4), address = coalesce(address, $5),
       nationality = coalesce(nationality, $6), middle_name = coalesce(middle_name, $7), birthdate = coalesce(birthdate, $8::date),
       id_number = coalesce(id_number, $9)
     WHERE id = $1::bigint AND (NOT phones @> $2::text[] OR (email IS NULL AND $3::text IS NOT NULL) OR (occupation IS NULL AND $4::text IS NOT NULL)
       OR (address IS NULL AND $5::text IS NOT NULL) OR (nationality IS NULL AND $6::text IS NOT NULL) OR (middle_name IS NULL AND $7::text IS NOT NULL)
       OR (birthdate IS NULL AND $8::date IS NOT NULL) OR (id_number IS NULL AND $9::text IS NOT NULL))`,
    [id, p.phones, p.email, p.occupation, p.address, p.nationality, p.middle_name, p.birthdate, p.id_number],
  );
}

async function personId(q: Queryable, reportId: string, p: GoamlPerson, cache: PartyCache): Promise<string> {
  const key = personKey(p);
  let id = cache.get(key) ?? (await findPerson(q, reportId, p));
  if (id) {
    await completePerson(q, id, p);
  } else {
    const ins = await q.query<{ id: string }>(
      `INSERT INTO goaml_persons (first_name, middle_name, last_name, birthdate, ssn, id_number, nationality, phones, email, occupation, address, report_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id::text`,
      [p.first_name, p.middle_name, p.last_name, p.birthdate, p.ssn, p.id_number, p.nationality, p.phones, p.email, p.occupation, p.address, reportId],
    );
    id = ins.rows[0]!.id;
  }
  cache.set(key, id);
  return id;
}

async function entityId(q: Queryable, reportId: string, e: GoamlEntity, cache: PartyCache): Promise<string> {
  const key = entityKey(e);
  const cached = cache.get(key);
  if (cached) return cached;
  const found = await q.query<{ id: string }>(
    `SELECT id::text FROM goaml_entities WHERE report_id = $1 AND lower(name) = lower($2) AND incorporation_number IS NOT DISTINCT FROM $3 ORDER BY id LIMIT 1`,
    [reportId, e.name, e.incorporation_number],
  );
  const id =
    found.rows[0]?.id ??
    (
      await q.query<{ id: string }>(
        `INSERT INTO goaml_entities (name, commercial_name, incorporation_number, business, incorporation_country, tax_number, report_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
        [e.name, e.commercial_name, e.incorporation_number, e.business, e.incorporation_country, e.tax_number, reportId],
      )
    ).rows[0]!.id;
  cache.set(key, id);
  return id;
}

/** One row per account number and institution; what a later report adds (a name, the BVN, the holder) fills the gaps. */
async function accountId(q: Queryable, reportId: string, a: GoamlAccount, cache: PartyCache): Promise<string> {
  const entity = a.entity ? await entityId(q, reportId, a.entity, cache) : null;
  const person = a.primary_person ? await personId(q, reportId, a.primary_person, cache) : null;
  const r = await q.query<{ id: string }>(
    `INSERT INTO goaml_accounts (account, account_name, institution_name, institution_code, swift, branch, currency_code, client_number, entity_id, primary_person_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (account, coalesce(institution_code, institution_name, '')) DO UPDATE SET
       account_name = coalesce(goaml_accounts.account_name, excluded.account_name),
       institution_name = coalesce(goaml_accounts.institution_name, excluded.institution_name),
       swift = coalesce(goaml_accounts.swift, excluded.swift),
       branch = coalesce(goaml_accounts.branch, excluded.branch),
       currency_code = coalesce(goaml_accounts.currency_code, excluded.currency_code),
       client_number = coalesce(goaml_accounts.client_number, excluded.client_number),
       entity_id = coalesce(goaml_accounts.entity_id, excluded.entity_id),
       primary_person_id = coalesce(goaml_accounts.primary_person_id, excluded.primary_person_id)
     RETURNING id::text`,
    [a.account, a.account_name, a.institution_name, a.institution_code, a.swift, a.branch, a.currency_code, a.client_number, entity, person],
  );
  return r.rows[0]!.id;
}

interface PartyIds {
  account: string | null;
  person: string | null;
  entity: string | null;
}

async function partyIds(q: Queryable, reportId: string, p: GoamlParty | null, cache: PartyCache): Promise<PartyIds> {
  return {
    account: p?.account ? await accountId(q, reportId, p.account, cache) : null,
    person: p?.person ? await personId(q, reportId, p.person, cache) : null,
    entity: p?.entity ? await entityId(q, reportId, p.entity, cache) : null,
  };
}

/** Stores one transaction with its parties; false when the report already holds its number. */
export async function storeTransaction(q: Queryable, reportId: string, t: GoamlTransaction, cache: PartyCache): Promise<boolean> {
  if (await transactionExists(q, reportId, t.transaction_number)) return false;
  const from = await partyIds(q, reportId, t.from, cache);
  const to = await partyIds(q, reportId, t.to, cache);
  const foreign = t.from?.foreign_amount ? t.from : t.to?.foreign_amount ? t.to : null;
  const r = await q.query(
    `INSERT INTO goaml_transactions (report_id, transaction_number, internal_ref_number, transaction_location, description, date_transaction,
       value_date, transmode_code, amount_local, amount_foreign, foreign_currency_code,
       from_funds_code, from_account_id, from_person_id, from_entity_id, from_my_client,
       to_funds_code, to_account_id, to_person_id, to_entity_id, to_my_client)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10::numeric, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     ON CONFLICT (report_id, transaction_number) DO NOTHING`,
    [reportId, t.transaction_number, t.internal_ref_number, t.transaction_location, t.description, t.date_transaction,
      t.value_date, t.transmode_code, t.amount_local, foreign?.foreign_amount ?? null, foreign?.foreign_currency_code ?? null,
      t.from?.funds_code ?? null, from.account, from.person, from.entity, t.from?.my_client ?? false,
      t.to?.funds_code ?? null, to.account, to.person, to.entity, t.to?.my_client ?? false],
  );
  return r.rowCount > 0;
}
