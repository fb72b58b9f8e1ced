import type { AccountRow, CompanyRow, CrimsRow, DirectorRow, NinRow, TaxRow, VehicleRow } from '../registries.js';
import { companyNameSimilarity, nameSimilarity } from './name.js';
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

function director(d: DirectorRow) {
  return {
    index: d.idx,
    name: d.name,
    email: d.email ?? undefined,
    address: d.address ?? undefined,
    occupation: d.occupation ?? undefined,
    status: d.status ?? undefined,
    gender: d.gender ?? undefined,
    nationality: d.nationality ?? undefined,
    dateOfAppointment: d.date_of_appointment ?? undefined,
    dateOfBirth: d.date_of_birth ?? undefined,
    identityType: d.identity_type ?? undefined,
    identityNumber: d.identity_number ?? undefined,
  };
}

export function companyOut(c: CompanyRow, m: Match) {
  return {
    rcNumber: c.rc_number ?? undefined,
    inc_no: c.inc_no ?? undefined,
    companyName: c.company_name,
    CompanyName: c.company_name,
    classification: c.classification ?? undefined,
    companyType: c.company_type ? COMPANY_TYPE_LABEL[c.company_type] : undefined,
    company_type: c.company_type ?? undefined,
    status: c.status ?? undefined,
    registrationDate: c.registration_date ?? undefined,
    email: c.email ?? undefined,
    ...m,
    api_source: c.source || 'CAC',
    affiliates: c.directors.map(director),
  };
}

/** Companies whose directors are the subject, or which are a company the subject is linked to. */
export function scoreCompanies(person: PersonKeys, linked: CompanyKeys, rows: CompanyRow[], least: number) {
  const out = [];
  for (const c of rows) {
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
    const asCompany = matchCompany(linked, { names: [c.company_name], rcNumbers: list(c.rc_number, c.inc_no) });
    const m = strongest([...viaDirectors, asCompany]);
    if (m && m.confidence >= least) out.push(companyOut(c, m));
  }
  return out.sort(byConfidence);
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
  const out = [];
  for (const c of rows) {
    const m = matchCompany({ names: [name] }, { names: [c.company_name] });
    if (m && m.confidence >= MIN_CONFIDENCE) out.push(companyOut(c, { ...m, match_criterion: 'name' }));
  }
  return out.sort(byConfidence);
}

function accountOut(a: AccountRow, m: Match) {
  return {
    tac_account: a.account,
    tac_account_id: a.id,
    tac_account_name: a.account_name ?? undefined,
    tac_institution_name: a.institution_name ?? a.institution_code ?? undefined,
    tac_client_number: a.client_number ?? undefined,
    tac_entity_id: a.entity_id ?? undefined,
    ...m,
  };
}

/**
 * goAML accounts of the subject: by BVN, account number, the holder's phone, or name with date of birth.
 * A name alone does not make an account the subject's (too many accounts share a name).
 */
export function scoreAccounts(person: PersonKeys, rows: AccountRow[]) {
  const out = [];
  for (const a of rows) {
    const m = matchPerson(person, {
      names: list(a.account_name, a.person_name),
      birthdate: a.person_birthdate,
      bvns: list(a.client_number, a.person_ssn),
      nins: list(a.person_ssn),
      accounts: [a.account],
      phones: a.person_phones,
    });
    if (m && m.match_criterion !== 'name' && m.confidence >= MIN_CONFIDENCE) out.push(accountOut(a, m));
  }
  return out.sort(byConfidence);
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
  const out = [];
  const plates = new Set(own.plates.map(normaliseId));
  const chassis = new Set(own.chassis.map(normaliseId));
  for (const v of rows) {
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
    const m = strongest([plate, owner]);
    if (!m || m.confidence < MIN_CONFIDENCE) continue;
    out.push({
      number_plate: v.number_plate,
      chassis_number: v.chassis_number ?? undefined,
      make: v.make ?? undefined,
      model: v.model ?? undefined,
      colour: v.colour ?? undefined,
      owner_firstname: v.owner_firstname ?? undefined,
      owner_middlename: v.owner_middlename ?? undefined,
      // The spec's field name, typo included (analysis-tools §3 Vehicle).
      owner_lastnamee: v.owner_lastname ?? undefined,
      owner_phone: v.owner_phone ?? undefined,
      owner_lga: v.owner_lga ?? undefined,
      owner_state: v.owner_state ?? undefined,
      owner_address: v.owner_address ?? undefined,
      ...m,
    });
  }
  return out.sort(byConfidence);
}

/** Tax records of the subject or of its companies: TIN, RC number, phone, the person's or a company's name. */
export function scoreTax(person: PersonKeys, linked: CompanyKeys, rows: TaxRow[]) {
  const out = [];
  for (const t of rows) {
    const corporate = /corp|company|business|non.?individual/i.test(t.tax_payer_type ?? '') || Boolean(t.rc_number);
    const asPerson = corporate ? null : matchPerson(person, { names: [t.tax_payer_name], phones: list(t.phone) });
    const asPersonPhone = corporate ? matchPerson({ names: [], phones: person.phones }, { names: [], phones: list(t.phone) }) : null;
    const asCompany = matchCompany(linked, { names: [t.tax_payer_name], rcNumbers: list(t.rc_number), tins: list(t.tin, t.jtb_tin) });
    const tinOfSubject = matchCompany({ names: [], tins: linked.tins }, { names: [], tins: list(t.tin, t.jtb_tin) });
    const m = strongest([asPerson, asPersonPhone, asCompany, tinOfSubject]);
    if (!m || m.confidence < MIN_CONFIDENCE) continue;
    out.push({
      TIN: t.tin,
      TaxPayerName: t.tax_payer_name,
      RCNumber: t.rc_number ?? undefined,
      DateOfIncorporation: t.date_of_incorporation ?? undefined,
      JTBTIN: t.jtb_tin ?? undefined,
      Phone: t.phone ?? undefined,
      Email: t.email ?? undefined,
      StreetNo: t.street_no ?? undefined,
      Street: t.street ?? undefined,
      City: t.city ?? undefined,
      State: t.state ?? undefined,
      TaxOfficeName: t.tax_office_name ?? undefined,
      TaxOfficeID: t.tax_office_id ?? undefined,
      TaxPayerType: t.tax_payer_type ?? undefined,
      ...m,
    });
  }
  return out.sort(byConfidence);
}

/** National-ID records: NIN equal, phone, or name with the same date of birth (a name alone is not enough). */
export function scoreNin(person: PersonKeys, rows: NinRow[]) {
  const out = [];
  for (const n of rows) {
    const m = matchPerson(person, {
      names: [fullName(n.firstname, n.middlename, n.surname)],
      birthdate: n.birthdate,
      nins: [n.nin],
      phones: list(n.telephoneno),
    });
    if (!m || m.match_criterion === 'name' || m.confidence < MIN_CONFIDENCE) continue;
    out.push({
      ...n.data,
      nin: n.nin,
      firstname: n.firstname ?? undefined,
      middlename: n.middlename ?? undefined,
      surname: n.surname ?? undefined,
      gender: n.gender ?? undefined,
      birthdate: n.birthdate ?? undefined,
      telephoneno: n.telephoneno ?? undefined,
      email: n.email ?? undefined,
      photo: n.photo ?? undefined,
      ...m,
    });
  }
  return out.sort(byConfidence);
}

/** CRIMS records: NIN, phone, or name or alias with the same date of birth. */
export function scoreCrims(person: PersonKeys, rows: CrimsRow[]) {
  const out = [];
  for (const r of rows) {
    const m = matchPerson(person, {
      names: [fullName(r.firstname, r.middlename, r.surname), ...r.aliases],
      birthdate: r.birthdate,
      nins: list(r.nin),
      phones: r.phones,
    });
    if (!m || m.match_criterion === 'name' || m.confidence < MIN_CONFIDENCE) continue;
    out.push({
      id: r.id,
      crims_number: r.crims_number ?? undefined,
      firstname: r.firstname ?? undefined,
      middlename: r.middlename ?? undefined,
      surname: r.surname ?? undefined,
      aliases: r.aliases,
      gender: r.gender ?? undefined,
      birthdate: r.birthdate ?? undefined,
      nin: r.nin ?? undefined,
      phones: r.phones,
      offence: r.offence ?? undefined,
      case_status: r.case_status ?? undefined,
      agency: r.agency ?? undefined,
      recorded: r.recorded ?? undefined,
      ...m,
    });
  }
  return out.sort(byConfidence);
}
