import type { CompanyKeys, PersonKeys } from './score.js';

/** The parts of a subject record (subjects.data) that matching reads; see core schemas/subject.ts. */
export interface SubjectData {
  surname?: string | null;
  othernames?: string | null;
  birthdate?: string | null;
  bvn?: string | null;
  national_identification_number?: string | null;
  tax_identification_number?: string | null;
  aliases?: { alias?: string | null }[] | null;
  telephones?: { telephone?: string | null }[] | null;
  bank_accounts?: { accountno?: string | null; accountname?: string | null }[] | null;
  companies_accounts?: { accountno?: string | null }[] | null;
  id_types?: { idtype?: string | null; idnumber?: string | null }[] | null;
  companies?: { name?: string | null; inc_number?: string | null; tax_identification_number?: string | null }[] | null;
  vehicles?: { plate?: string | null; chassis?: string | null }[] | null;
}

const texts = (values: (string | null | undefined)[]): string[] => values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');

/** ID type 'B' is the National Identity Card: its number is the NIN (core refdata ID_TYPES). */
const NATIONAL_ID = 'B';

/** The subject as a person: full name (othernames + surname) and aliases, identifiers, phones, accounts. */
export function subjectPersonKeys(s: SubjectData): PersonKeys {
  const ids = s.id_types ?? [];
  return {
    names: texts([texts([s.othernames, s.surname]).join(' '), ...(s.aliases ?? []).map((a) => a.alias)]),
    birthdate: s.birthdate ?? null,
    bvns: texts([s.bvn]),
    nins: texts([s.national_identification_number, ...ids.filter((i) => i.idtype === NATIONAL_ID).map((i) => i.idnumber)]),
    phones: texts((s.telephones ?? []).map((t) => t.telephone)),
    accounts: texts([...(s.bank_accounts ?? []), ...(s.companies_accounts ?? [])].map((a) => a.accountno)),
    idNumbers: texts(ids.filter((i) => i.idtype !== NATIONAL_ID).map((i) => i.idnumber)),
  };
}

/** The companies the subject record names (request form): names, RC (incorporation) numbers and TINs. */
export function subjectCompanyKeys(s: SubjectData): CompanyKeys {
  const cs = s.companies ?? [];
  return {
    names: texts(cs.map((c) => c.name)),
    rcNumbers: texts(cs.map((c) => c.inc_number)),
    tins: texts([s.tax_identification_number, ...cs.map((c) => c.tax_identification_number)]),
  };
}

/** The subject's vehicles: number plates and chassis numbers. */
export function subjectVehicleKeys(s: SubjectData): { plates: string[]; chassis: string[] } {
  const vs = s.vehicles ?? [];
  return { plates: texts(vs.map((v) => v.plate)), chassis: texts(vs.map((v) => v.chassis)) };
}
