import type { Queryable } from '../db/types.js';
import { normalisePhone } from '../core.js';
import { companyTokens, nameTokens, normaliseId, normaliseRc } from './matching/normalise.js';

/**
 * The registry queries of the selection panels (analysis-tools §7 "Selection panels"): candidates found by
 * their identifiers (indexed, exact) or by a cheap name filter (any name token's first three letters), at
 * most CANDIDATES rows per call. Scoring is lib/matching's, in JS: SQL only narrows.
 */
export const CANDIDATES = 500;

/** What a candidate search is given: the subject's (or a company's) keys, raw as written. */
export interface Lookup {
  names?: readonly string[];
  companyNames?: readonly string[];
  bvns?: readonly string[];
  nins?: readonly string[];
  phones?: readonly string[];
  accounts?: readonly string[];
  idNumbers?: readonly string[];
  rcNumbers?: readonly string[];
  tins?: readonly string[];
  plates?: readonly string[];
  chassis?: readonly string[];
}

/** Both the value as written and its normalised forms: registries keep what their source wrote. */
const forms = (values: readonly string[] | undefined, ...norms: ((v: string) => string | null)[]): string[] => {
  const out = new Set<string>();
  for (const v of values ?? []) {
    const t = v.trim();
    if (t) out.add(t);
    for (const n of norms) {
      const x = n(t);
      if (x) out.add(x);
    }
  }
  return [...out];
};
const ids = (v?: readonly string[]) => forms(v, normaliseId);
const phones = (v?: readonly string[]) => forms(v, normalisePhone, (p) => (normalisePhone(p)?.startsWith('234') ? `0${normalisePhone(p)!.slice(3)}` : null));
const rcs = (v?: readonly string[]) => forms(v, normaliseId, normaliseRc, (r) => `RC${normaliseRc(r)}`);

/** LIKE patterns for a name filter: '%abc%' for each token's first three letters (tokens of 3+ letters). */
function namePatterns(names: readonly string[] | undefined, tokens = nameTokens): string[] {
  const out = new Set<string>();
  for (const n of names ?? []) for (const t of tokens(n)) if (t.length >= 3) out.add(`%${t.slice(0, 3)}%`);
  return [...out];
}

/** Builds `col = ANY($n)` / `lower(expr) LIKE ANY($n)` clauses, skipping empty lists. */
class Where {
  readonly params: unknown[] = [];
  readonly parts: string[] = [];
  any(expr: string, values: string[]): this {
    if (values.length) {
      this.params.push(values);
      this.parts.push(`${expr} = ANY($${this.params.length}::text[])`);
    }
    return this;
  }
  overlaps(expr: string, values: string[]): this {
    if (values.length) {
      this.params.push(values);
      this.parts.push(`${expr} && $${this.params.length}::text[]`);
    }
    return this;
  }
  like(expr: string, patterns: string[]): this {
    if (patterns.length) {
      this.params.push(patterns);
      this.parts.push(`lower(${expr}) LIKE ANY($${this.params.length}::text[])`);
    }
    return this;
  }
  get sql(): string {
    return this.parts.length ? this.parts.map((p) => `(${p})`).join(' OR ') : 'FALSE';
  }
}

export interface DirectorRow {
  idx: number;
  name: string;
  email: string | null;
  address: string | null;
  occupation: string | null;
  status: string | null;
  gender: string | null;
  nationality: string | null;
  date_of_appointment: string | null;
  date_of_birth: string | null;
  identity_type: string | null;
  identity_number: string | null;
  phone: string | null;
  bvn: string | null;
}

export interface CompanyRow {
  id: string;
  rc_number: string | null;
  inc_no: string | null;
  company_name: string;
  classification: string | null;
  company_type: number | null;
  status: string | null;
  registration_date: string | null;
  email: string | null;
  address: string | null;
  phone: string | null;
  source: string;
  source_id: string | null;
  directors: DirectorRow[];
}

const DIRECTORS_JSON = `coalesce((SELECT json_agg(json_build_object(
    'idx', d.idx, 'name', d.name, 'email', d.email, 'address', d.address, 'occupation', d.occupation, 'status', d.status,
    'gender', d.gender, 'nationality', d.nationality, 'date_of_appointment', to_char(d.date_of_appointment, 'YYYY-MM-DD'),
    'date_of_birth', to_char(d.date_of_birth, 'YYYY-MM-DD'), 'identity_type', d.identity_type,
    'identity_number', d.identity_number, 'phone', d.phone, 'bvn', d.bvn) ORDER BY d.idx)
  FROM registry_directors d WHERE d.company_id = c.id), '[]'::json) AS directors`;

const COMPANY_COLUMNS = `c.id, c.rc_number, c.inc_no, c.company_name, c.classification, c.company_type, c.status,
  to_char(c.registration_date, 'YYYY-MM-DD') AS registration_date, c.email, c.address, c.phone, c.source, c.source_id, ${DIRECTORS_JSON}`;

/** Companies whose directors may be the person, or which may be one of the companies given. */
export async function companyCandidates(db: Queryable, person: Lookup, linked: Lookup): Promise<CompanyRow[]> {
  const dirs = new Where()
    .any('d.identity_number', ids([...(person.nins ?? []), ...(person.idNumbers ?? [])]))
    .any('d.bvn', ids(person.bvns))
    .any('d.phone', phones(person.phones))
    .like('d.name', namePatterns(person.names));
  const own = new Where();
  own.params.push(...dirs.params);
  own
    .any('c.rc_number', rcs(linked.rcNumbers))
    .any('c.inc_no', rcs(linked.rcNumbers))
    .like('c.company_name', namePatterns(linked.companyNames, companyTokens));
  const directorClause = dirs.parts.length
    ? `c.id IN (SELECT d.company_id FROM registry_directors d WHERE ${dirs.sql})`
    : 'FALSE';
  const r = await db.query<CompanyRow>(
    `SELECT ${COMPANY_COLUMNS} FROM registry_companies c WHERE ${directorClause} OR ${own.sql} ORDER BY c.company_name, c.id LIMIT ${CANDIDATES}`,
    own.params,
  );
  return r.rows;
}

/** Companies for the search box: RC number exactly, or the name containing the term. */
export async function searchCompanies(db: Queryable, search: string, limit = 100): Promise<CompanyRow[]> {
  const term = search.trim();
  const r = await db.query<CompanyRow>(
    `SELECT ${COMPANY_COLUMNS} FROM registry_companies c
      WHERE c.rc_number = ANY($1::text[]) OR c.inc_no = ANY($1::text[])
         OR lower(c.company_name) LIKE '%' || lower($2) || '%'
      ORDER BY c.company_name LIMIT ${limit}`,
    [rcs([term]), term.replace(/[\\%_]/g, (ch) => `\\${ch}`)],
  );
  return r.rows;
}

/** Companies whose name may be this (an account's) name. */
export async function companiesNamed(db: Queryable, name: string): Promise<CompanyRow[]> {
  const w = new Where().like('c.company_name', namePatterns([name], companyTokens));
  const r = await db.query<CompanyRow>(`SELECT ${COMPANY_COLUMNS} FROM registry_companies c WHERE ${w.sql} ORDER BY c.company_name, c.id LIMIT ${CANDIDATES}`, w.params);
  return r.rows;
}

export interface AccountRow {
  id: string;
  account: string;
  account_name: string | null;
  institution_name: string | null;
  institution_code: string | null;
  client_number: string | null;
  entity_id: string | null;
  person_name: string | null;
  person_birthdate: string | null;
  person_ssn: string | null;
  person_phones: string[];
}

const ACCOUNT_SELECT = `SELECT a.id::text AS id, a.account, a.account_name, a.institution_name, a.institution_code, a.client_number,
    a.entity_id::text AS entity_id,
    nullif(concat_ws(' ', p.first_name, p.middle_name, p.last_name), '') AS person_name,
    to_char(p.birthdate, 'YYYY-MM-DD') AS person_birthdate, p.ssn AS person_ssn, coalesce(p.phones, '{}') AS person_phones
  FROM goaml_accounts a LEFT JOIN goaml_persons p ON p.id = a.primary_person_id`;

/** goAML accounts by BVN, account number, the holder's phones or name. */
export async function accountCandidates(db: Queryable, person: Lookup): Promise<AccountRow[]> {
  const w = new Where()
    .any('a.client_number', ids(person.bvns))
    .any('p.ssn', ids([...(person.bvns ?? []), ...(person.nins ?? [])]))
    .any('a.account', ids(person.accounts))
    .overlaps('p.phones', phones(person.phones))
    .like('a.account_name', namePatterns(person.names))
    .like("concat_ws(' ', p.first_name, p.middle_name, p.last_name)", namePatterns(person.names));
  const r = await db.query<AccountRow>(`${ACCOUNT_SELECT} WHERE ${w.sql} ORDER BY a.account, a.id LIMIT ${CANDIDATES}`, w.params);
  return r.rows;
}

/** goAML accounts whose holder's name contains the term (the 'Search By Name' tab). */
export async function accountsNamed(db: Queryable, q: string, limit = 100): Promise<AccountRow[]> {
  const r = await db.query<AccountRow>(
    `${ACCOUNT_SELECT} WHERE lower(a.account_name) LIKE '%' || lower($1) || '%' ORDER BY a.account_name, a.account LIMIT ${limit}`,
    [q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)],
  );
  return r.rows;
}

export interface VehicleRow {
  number_plate: string;
  chassis_number: string | null;
  make: string | null;
  model: string | null;
  colour: string | null;
  owner_firstname: string | null;
  owner_middlename: string | null;
  owner_lastname: string | null;
  owner_phone: string | null;
  owner_nin: string | null;
  owner_lga: string | null;
  owner_state: string | null;
  owner_address: string | null;
}

export async function vehicleCandidates(db: Queryable, person: Lookup): Promise<VehicleRow[]> {
  const w = new Where()
    .any('v.owner_phone', phones(person.phones))
    .any('v.owner_nin', ids(person.nins))
    .any('upper(v.number_plate)', forms(person.plates, (p) => p.toUpperCase(), normaliseId))
    .any('upper(v.chassis_number)', forms(person.chassis, (p) => p.toUpperCase(), normaliseId))
    .like("concat_ws(' ', v.owner_firstname, v.owner_middlename, v.owner_lastname)", namePatterns(person.names));
  const r = await db.query<VehicleRow>(
    `SELECT number_plate, chassis_number, make, model, colour, owner_firstname, owner_middlename, owner_lastname, owner_phone,
            owner_nin, owner_lga, owner_state, owner_address
       FROM registry_vehicles v WHERE ${w.sql} ORDER BY v.number_plate LIMIT ${CANDIDATES}`,
    w.params,
  );
  return r.rows;
}

export interface TaxRow {
  tin: string;
  tax_payer_name: string;
  rc_number: string | null;
  date_of_incorporation: string | null;
  jtb_tin: string | null;
  phone: string | null;
  email: string | null;
  street_no: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  tax_office_name: string | null;
  tax_office_id: string | null;
  tax_payer_type: string | null;
}

/** Tax records by TIN, RC number (of the subject's companies), phone, or the subject's or companies' names. */
export async function taxCandidates(db: Queryable, person: Lookup, linked: Lookup): Promise<TaxRow[]> {
  const w = new Where()
    .any('t.tin', ids(linked.tins))
    .any('t.jtb_tin', ids(linked.tins))
    .any('t.rc_number', rcs(linked.rcNumbers))
    .any('t.phone', phones(person.phones))
    .like('t.tax_payer_name', [...namePatterns(person.names), ...namePatterns(linked.companyNames, companyTokens)]);
  const r = await db.query<TaxRow>(
    `SELECT tin, tax_payer_name, rc_number, to_char(date_of_incorporation, 'YYYY-MM-DD') AS date_of_incorporation, jtb_tin, phone,
            email, street_no, street, city, state, tax_office_name, tax_office_id, tax_payer_type
       FROM registry_tax t WHERE ${w.sql} ORDER BY t.tin LIMIT ${CANDIDATES}`,
    w.params,
  );
  return r.rows;
}

export interface NinRow {
  nin: string;
  firstname: string | null;
  middlename: string | null;
  surname: string | null;
  gender: string | null;
  birthdate: string | null;
  telephoneno: string | null;
  email: string | null;
  photo: string | null;
  data: Record<string, unknown>;
}

export async function ninCandidates(db: Queryable, person: Lookup): Promise<NinRow[]> {
  const w = new Where()
    .any('n.nin', ids(person.nins))
    .any('n.telephoneno', phones(person.phones))
    .like("concat_ws(' ', n.firstname, n.middlename, n.surname)", namePatterns(person.names));
  const r = await db.query<NinRow>(
    `SELECT nin, firstname, middlename, surname, gender, to_char(birthdate, 'YYYY-MM-DD') AS birthdate, telephoneno, email, photo, data
       FROM registry_nin n WHERE ${w.sql} ORDER BY n.nin LIMIT ${CANDIDATES}`,
    w.params,
  );
  return r.rows;
}

export interface CrimsRow {
  id: string;
  crims_number: string | null;
  firstname: string | null;
  middlename: string | null;
  surname: string | null;
  aliases: string[];
  gender: string | null;
  birthdate: string | null;
  nin: string | null;
  phones: string[];
  offence: string | null;
  case_status: string | null;
  agency: string | null;
  recorded: string | null;
}

export async function crimsCandidates(db: Queryable, person: Lookup): Promise<CrimsRow[]> {
  const w = new Where()
    .any('r.nin', ids(person.nins))
    .overlaps('r.phones', phones(person.phones))
    .like("concat_ws(' ', r.firstname, r.middlename, r.surname, array_to_string(r.aliases, ' '))", namePatterns(person.names));
  const r = await db.query<CrimsRow>(
    `SELECT id, crims_number, firstname, middlename, surname, aliases, gender, to_char(birthdate, 'YYYY-MM-DD') AS birthdate, nin, phones,
            offence, case_status, agency, to_char(recorded, 'YYYY-MM-DD') AS recorded
       FROM registry_crims r WHERE ${w.sql} ORDER BY r.crims_number, r.id LIMIT ${CANDIDATES}`,
    w.params,
  );
  return r.rows;
}
