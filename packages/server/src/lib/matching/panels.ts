import type { AccountRow, CompanyRow, CrimsRow, NinRow, TaxRow, VehicleRow } from '../registries.js';
import { companyNameSimilarity, nameSimilarity } from './name.js';
import { ACCOUNT_FIELDS, COMPANY_FIELDS, CRIMS_FIELDS, DIRECTOR_FIELDS, NIN_FIELDS, TAX_FIELDS, VEHICLE_FIELDS, panelFields } from './panel-fields.js';
import { normaliseId, normaliseRc } from './normalise.js';
import { CONFIDENCE, type CompanyKeys, type Match, type PersonKeys, matchCompany, matchPerson, similarityText } from './score.js';

/**
 * Registry rows scored against a subject and shaped as the selection panels read them (analysis-tools §3:
 * Company (match), Director, Account, Vehicle, Tax detail, National-ID record), each with its `confidence`
 * and `reasons`, highest confidence first. Pure: the rows come from lib/registries.ts.
 */

/** Below this a match is not shown (analysis-tools §9: company confidence is at least 25 on fetch). */
export const MIN_CONFIDENCE = 25;

const COMPANY_TYPE_LABEL: Record<number, string> = { 1: 'Business', 2: 'Company', 3: 'NGO' };

const byConfidence = <T extends { confidence: number }>(a: T, b: T) => b.confidence - a.confidence;
const fullName = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(' ');
const list = (...values: (string | null | undefined)[]) => values.filter((v): v is string => Boolean(v && v.trim()));

/** The strongest of several matches, with every reason (strongest first, no repeats). */
function strongest(matches: (Match | null)[]): Match | null {
  const found = matches.filter((m): m is Match => m !== null).sort(byConfidence);
  if (found.length === 0) return null;
  const reasons = [...new Set(found.flatMap((m) => m.reasons))];
  return { ...found[0]!, reasons };
}

const isNin = (v: string) => /^\d{11}$/.test(normaliseId(v));

const prefixed = (m: Match | null, prefix: string): Match | null => (m ? { ...m, reasons: m.reasons.map((r) => `${prefix}${r}`) } : null);

export function companyOut(c: CompanyRow, m: Match) {
  return {
    ...panelFields(c, COMPANY_FIELDS),
    companyType: c.company_type ? COMPANY_TYPE_LABEL[c.company_type] : undefined,
    ...m,
    api_source: c.source || 'CAC',
    affiliates: c.directors.map((d) => panelFields(d, DIRECTOR_FIELDS)),
  };
}

/** A panel: each row's match (`score`) from `least` up, written as `out` says, highest confidence first. */
function panel<R, O extends { confidence: number }>(rows: readonly R[], score: (row: R) => Match | null, out: (row: R, m: Match) => O, least = MIN_CONFIDENCE): O[] {
  const found: O[] = [];
  for (const row of rows) {
    const m = score(row);
    if (m && m.confidence >= least) found.push(out(row, m));
  }
  return found.sort(byConfidence);
}

/** A name alone does not make a record the subject's (too many people share a name). */
const notByNameAlone = (m: Match | null): Match | null => (m && m.match_criterion !== 'name' ? m : null);

/** Companies whose directors are the subject, or which are a company the subject is linked to. */
export function scoreCompanies(person: PersonKeys, linked: CompanyKeys, rows: CompanyRow[], least: number) {
  const score = (c: CompanyRow) => {
    const viaDirectors = c.directors.map((d) =>
      prefixed(
        matchPerson(person, {
          names: [d.name],
          birthdate: d.date_of_birth,
          // An 11-digit identity number is a NIN; anything else another document's number.
          nins: list(d.identity_number).filter(isNin),
          idNumbers: list(d.identity_number).filter((v) => !isNin(v)),
          bvns: list(d.bvn),
          phones: list(d.phone),
        }),
        `director ${d.name}: `,
      ),
    );
    return strongest([...viaDirectors, matchCompany(linked, { names: [c.company_name], rcNumbers: list(c.rc_number, c.inc_no) })]);
  };
  return panel(rows, score, companyOut, least);
}

/** The company search box: an RC number exactly (100), else by how alike the names are. */
export function scoreCompanySearch(search: string, rows: CompanyRow[]) {
  const rc = normaliseRc(search);
  return rows
    .map((c) => {
      if (rc && (normaliseRc(c.rc_number) === rc || normaliseRc(c.inc_no) === rc)) {
        return companyOut(c, { confidence: CONFIDENCE.identifier, reasons: ['RC number equal'], match_criterion: 'RC number', match_value: c.rc_number ?? c.inc_no ?? rc });
      }
      const s = companyNameSimilarity(search, c.company_name);
      return companyOut(c, { confidence: Math.round(s * 100), reasons: [`company name contains '${search.trim()}'`], match_criterion: 'search', match_value: search.trim() });
    })
    .sort(byConfidence);
}

/** A company by an account's name (?criterion=name&aname): the names must be alike. */
export function scoreCompaniesNamed(name: string, rows: CompanyRow[]) {
  const score = (c: CompanyRow) => matchCompany({ names: [name] }, { names: [c.company_name] });
  return panel(rows, score, (c, m) => companyOut(c, { ...m, match_criterion: 'name' }));
}

function accountOut(a: AccountRow, m: Match) {
  return { ...panelFields(a, ACCOUNT_FIELDS), tac_institution_name: a.institution_name ?? a.institution_code ?? undefined, ...m };
}

/**
 * goAML accounts of the subject: by BVN, account number, the holder's phone, or name with date of birth.
 * A name alone does not make an account the subject's (too many accounts share a name).
 */
export function scoreAccounts(person: PersonKeys, rows: AccountRow[]) {
  const score = (a: AccountRow) =>
    notByNameAlone(
      matchPerson(person, {
        names: list(a.account_name, a.person_name),
        birthdate: a.person_birthdate,
        bvns: list(a.client_number, a.person_ssn),
        nins: list(a.person_ssn),
        accounts: [a.account],
        phones: a.person_phones,
      }),
    );
  return panel(rows, score, accountOut);
}

/** The 'Search By Name' tab: accounts whose name holds the term, most alike first. */
export function scoreAccountsNamed(q: string, rows: AccountRow[]) {
  return rows
    .map((a) => {
      const s = nameSimilarity(q, a.account_name);
      return accountOut(a, { confidence: Math.round(s * 100), reasons: [similarityText('name', s)], match_criterion: 'name', match_value: a.account_name ?? '' });
    })
    .sort(byConfidence);
}

/** Vehicles owned by the subject: plate or chassis on the subject record, owner's NIN, phone or name. */
export function scoreVehicles(person: PersonKeys, own: { plates: string[]; chassis: string[] }, rows: VehicleRow[]) {
  const plates = new Set(own.plates.map(normaliseId));
  const chassis = new Set(own.chassis.map(normaliseId));
  const score = (v: VehicleRow) => {
    const owner = matchPerson(person, {
      names: [fullName(v.owner_firstname, v.owner_middlename, v.owner_lastname)],
      nins: list(v.owner_nin),
      phones: list(v.owner_phone),
    });
    const plate: Match | null = plates.has(normaliseId(v.number_plate))
      ? { confidence: CONFIDENCE.identifier, reasons: ['number plate equal'], match_criterion: 'number plate', match_value: v.number_plate }
      : chassis.has(normaliseId(v.chassis_number))
        ? { confidence: CONFIDENCE.identifier, reasons: ['chassis number equal'], match_criterion: 'chassis number', match_value: v.chassis_number ?? '' }
        : null;
    return strongest([plate, owner]);
  };
  return panel(rows, score, (v, m) => ({ ...panelFields(v, VEHICLE_FIELDS), ...m }));
}

/** Tax records of the subject or of its companies: TIN, RC number, phone, the person's or a company's name. */
export function scoreTax(person: PersonKeys, linked: CompanyKeys, rows: TaxRow[]) {
  const score = (t: TaxRow) => {
    const corporate = /corp|company|business|non.?individual/i.test(t.tax_payer_type ?? '') || Boolean(t.rc_number);
    const asPerson = corporate ? null : matchPerson(person, { names: [t.tax_payer_name], phones: list(t.phone) });
    const asPersonPhone = corporate ? matchPerson({ names: [], phones: person.phones }, { names: [], phones: list(t.phone) }) : null;
    const asCompany = matchCompany(linked, { names: [t.tax_payer_name], rcNumbers: list(t.rc_number), tins: list(t.tin, t.jtb_tin) });
    const tinOfSubject = matchCompany({ names: [], tins: linked.tins }, { names: [], tins: list(t.tin, t.jtb_tin) });
    return strongest([asPerson, asPersonPhone, asCompany, tinOfSubject]);
  };
  return panel(rows, score, (t, m) => ({ ...panelFields(t, TAX_FIELDS), ...m }));
}

/** National-ID records: NIN equal, phone, or name with the same date of birth (a name alone is not enough). */
export function scoreNin(person: PersonKeys, rows: NinRow[]) {
  const score = (n: NinRow) =>
    notByNameAlone(
      matchPerson(person, {
        names: [fullName(n.firstname, n.middlename, n.surname)],
        birthdate: n.birthdate,
        nins: [n.nin],
        phones: list(n.telephoneno),
      }),
    );
  return panel(rows, score, (n, m) => ({ ...n.data, ...panelFields(n, NIN_FIELDS), ...m }));
}

/** CRIMS records: NIN, phone, or name or alias with the same date of birth. */
export function scoreCrims(person: PersonKeys, rows: CrimsRow[]) {
  const score = (r: CrimsRow) =>
    notByNameAlone(
      matchPerson(person, {
        names: [fullName(r.firstname, r.middlename, r.surname), ...r.aliases],
        birthdate: r.birthdate,
        nins: list(r.nin),
        phones: r.phones,
      }),
    );
  return panel(rows, score, (r, m) => ({ ...panelFields(r, CRIMS_FIELDS), ...m }));
}
