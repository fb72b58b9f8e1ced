/**
 * The typed goAML report, transaction and parties (README.md: which elements, where they go), read from the
 * element trees of xml-stream.ts. Values stay text; amounts stay exact decimal text (PostgreSQL's numeric
 * stores them), dates become ISO 8601 instants.
 */
import { normalisePhone } from '../../core.js';
import type { XmlNode } from './xml-stream.js';

export interface GoamlReportHeader {
  rentity_id: string;
  rentity_branch: string | null;
  submission_code: string | null;
  report_code: string;
  entity_reference: string | null;
  fiu_ref_number: string | null;
  /** YYYY-MM-DD */
  submission_date: string | null;
  currency_code_local: string;
  reason: string | null;
  action: string | null;
}

export interface GoamlPerson {
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  birthdate: string | null;
  ssn: string | null;
  id_number: string | null;
  nationality: string | null;
  phones: string[];
  email: string | null;
  occupation: string | null;
  address: string | null;
}

export interface GoamlEntity {
  name: string;
  commercial_name: string | null;
  incorporation_number: string | null;
  business: string | null;
  incorporation_country: string | null;
  tax_number: string | null;
}

export interface GoamlAccount {
  account: string;
  account_name: string | null;
  institution_name: string | null;
  institution_code: string | null;
  swift: string | null;
  branch: string | null;
  currency_code: string | null;
  client_number: string | null;
  entity: GoamlEntity | null;
  primary_person: GoamlPerson | null;
}

export interface GoamlParty {
  my_client: boolean;
  funds_code: string | null;
  foreign_amount: string | null;
  foreign_currency_code: string | null;
  account: GoamlAccount | null;
  person: GoamlPerson | null;
  entity: GoamlEntity | null;
}

export interface GoamlTransaction {
  transaction_number: string;
  internal_ref_number: string | null;
  transaction_location: string | null;
  description: string | null;
  /** ISO 8601 instant. */
  date_transaction: string;
  value_date: string | null;
  transmode_code: string | null;
  /** Exact decimal text, e.g. '1250000.50'. */
  amount_local: string;
  from: GoamlParty | null;
  to: GoamlParty | null;
}

/** A transaction that cannot be stored, with the analyst's reason and what it held. */
export interface GoamlRefusal {
  reason: string;
  cells: string[];
}

const child = (n: XmlNode | undefined, name: string): XmlNode | undefined => n?.children.find((c) => c.name === name);
const all = (n: XmlNode | undefined, name: string): XmlNode[] => n?.children.filter((c) => c.name === name) ?? [];
/** The trimmed text of a child (or of a path of children), null when absent or blank. */
function text(n: XmlNode | undefined, ...path: string[]): string | null {
  let cur = n;
  for (const p of path) cur = child(cur, p);
  const t = cur?.text.trim();
  return t ? t : null;
}
const upper = (v: string | null, len: number) => (v && v.length === len ? v.toUpperCase() : null);

/**
 * goAML's sql_date is a local date and time without a zone ('2024-03-05T14:22:10'). Nigerian reporting
 * entities write West Africa Time (UTC+01:00, no daylight saving), so a zoneless value is read as +01:00.
 */
export function goamlInstant(raw: string | null): string | null {
  if (!raw) return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?))?(Z|[+-]\d{2}:?\d{2})?$/.exec(raw.trim());
  if (!m) return null;
  const [, day, time = '00:00:00', zone] = m;
  const iso = `${day}T${time.length === 5 ? `${time}:00` : time}${zone ?? '+01:00'}`;
  const ms = Date.parse(iso);
  // goamlDay: a day that does not exist (2024-02-31) is refused, not rolled over into March.
  if (Number.isNaN(ms) || !goamlDay(day!)) return null;
  return new Date(ms).toISOString();
}

/** The calendar day of a sql_date ('2024-03-05T00:00:00' → '2024-03-05'), null when not a real date. */
export function goamlDay(raw: string | null): string | null {
  const m = raw ? /^(\d{4}-\d{2}-\d{2})/.exec(raw.trim()) : null;
  if (!m) return null;
  const d = new Date(`${m[1]}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === m[1] ? m[1]! : null;
}

/** An amount as exact decimal text: digits with an optional fraction; at most 18 integer digits (numeric(20,2)). */
export function goamlAmount(raw: string | null): string | null {
  const t = raw?.trim();
  if (!t || !/^\d{1,18}(\.\d+)?$/.test(t)) return null;
  return t;
}

export function readHeader(fields: Map<string, string>): GoamlReportHeader | string {
  const get = (k: string) => fields.get(k)?.trim() || null;
  const rentity = get('rentity_id');
  if (!rentity) return 'the report has no rentity_id';
  const code = get('report_code');
  if (!code) return 'the report has no report_code';
  return {
    rentity_id: rentity,
    rentity_branch: get('rentity_branch'),
    submission_code: get('submission_code'),
    report_code: code.toUpperCase(),
    entity_reference: get('entity_reference'),
    fiu_ref_number: get('fiu_ref_number'),
    submission_date: goamlDay(get('submission_date') ?? get('report_date')),
    currency_code_local: upper(get('currency_code_local'), 3) ?? 'NGN',
    reason: get('reason'),
    action: get('action'),
  };
}

/** A t_phone as one normalised number: '+234' and '803 123 4567' (or '0803…') → '2348031234567'. */
function phoneOf(prefix: string | null, number: string | null): string | null {
  if (!number) return null;
  const cc = prefix?.replace(/\D/g, '');
  return normalisePhone(cc ? `+${cc}${number.replace(/^\s*0/, '')}` : number);
}

export function readPerson(n: XmlNode): GoamlPerson {
  const phones = all(child(n, 'phones'), 'phone')
    .map((p) => phoneOf(text(p, 'tph_country_prefix'), text(p, 'tph_number')))
    .filter((p): p is string => p !== null);
  const addr = child(child(n, 'addresses'), 'address');
  const address = addr ? [text(addr, 'address'), text(addr, 'city'), text(addr, 'state')].filter(Boolean).join(', ') || null : null;
  return {
    first_name: text(n, 'first_name'),
    middle_name: text(n, 'middle_name'),
    last_name: text(n, 'last_name'),
    birthdate: goamlDay(text(n, 'birthdate')),
    ssn: text(n, 'ssn'),
    id_number: text(n, 'id_number'),
    nationality: upper(text(n, 'nationality1'), 2),
    phones: [...new Set(phones)],
    email: text(n, 'email'),
    occupation: text(n, 'occupation'),
    address,
  };
}

export function readEntity(n: XmlNode): GoamlEntity | null {
  const name = text(n, 'name');
  if (!name) return null;
  return {
    name,
    commercial_name: text(n, 'commercial_name'),
    incorporation_number: text(n, 'incorporation_number'),
    business: text(n, 'business'),
    incorporation_country: upper(text(n, 'incorporation_country_code'), 2),
    tax_number: text(n, 'tax_number'),
  };
}

/** The account's primary signatory (is_primary), else its first; 5.1's related_persons read too. */
function primaryPerson(n: XmlNode): GoamlPerson | null {
  const holders = [...all(n, 'signatory'), ...all(child(n, 'related_persons'), 'account_related_person')];
  const chosen = holders.find((h) => ['1', 'true'].includes(text(h, 'is_primary') ?? '')) ?? holders[0];
  const person = child(chosen, 't_person');
  return person ? readPerson(person) : null;
}

export function readAccount(n: XmlNode): GoamlAccount | null {
  const account = text(n, 'account')?.replace(/\s+/g, '') ?? null;
  if (!account) return null;
  const entity = child(n, 't_entity');
  return {
    account,
    account_name: text(n, 'account_name'),
    institution_name: text(n, 'institution_name'),
    institution_code: text(n, 'institution_code'),
    swift: text(n, 'swift'),
    branch: text(n, 'branch'),
    currency_code: upper(text(n, 'currency_code'), 3),
    client_number: text(n, 'client_number'),
    entity: entity ? readEntity(entity) : null,
    primary_person: primaryPerson(n),
  };
}

function readParty(n: XmlNode | undefined, side: 'from' | 'to', myClient: boolean): GoamlParty | null {
  if (!n) return null;
  const foreign = child(n, `${side}_foreign_currency`);
  const account = child(n, `${side}_account`);
  const person = child(n, `${side}_person`);
  const entity = child(n, `${side}_entity`);
  return {
    my_client: myClient,
    funds_code: text(n, `${side}_funds_code`),
    foreign_amount: goamlAmount(text(foreign, 'foreign_amount')),
    foreign_currency_code: upper(text(foreign, 'foreign_currency_code'), 3),
    account: account ? readAccount(account) : null,
    person: person ? readPerson(person) : null,
    entity: entity ? readEntity(entity) : null,
  };
}

/** A <transaction> element as a typed transaction, or the reason it cannot be stored. */
export function readTransaction(n: XmlNode): GoamlTransaction | GoamlRefusal {
  const number = text(n, 'transactionnumber');
  const rawDate = text(n, 'date_transaction');
  const rawAmount = text(n, 'amount_local');
  const cells = [number ?? '', rawDate ?? '', rawAmount ?? ''];
  const problems: string[] = [];
  if (!number) problems.push('transactionnumber: missing');
  else if (number.length > 100) problems.push('transactionnumber: longer than 100 characters');
  const date = goamlInstant(rawDate);
  if (!rawDate) problems.push('date_transaction: missing');
  else if (!date) problems.push(`date_transaction: not a date ('${rawDate.slice(0, 40)}')`);
  const amount = goamlAmount(rawAmount);
  if (!rawAmount) problems.push('amount_local: missing');
  else if (!amount) problems.push(`amount_local: not an amount ('${rawAmount.slice(0, 40)}')`);
  if (problems.length) return { reason: problems.join('; '), cells };
  const fromMine = child(n, 't_from_my_client');
  const toMine = child(n, 't_to_my_client');
  return {
    transaction_number: number!,
    internal_ref_number: text(n, 'internal_ref_number'),
    transaction_location: text(n, 'transaction_location'),
    description: text(n, 'transaction_description'),
    date_transaction: date!,
    value_date: goamlDay(text(n, 'value_date')),
    transmode_code: text(n, 'transmode_code'),
    amount_local: amount!,
    from: readParty(fromMine ?? child(n, 't_from'), 'from', !!fromMine),
    to: readParty(toMine ?? child(n, 't_to'), 'to', !!toMine),
  };
}

export const isRefusal = (t: GoamlTransaction | GoamlRefusal): t is GoamlRefusal => 'reason' in t;
