/**
 * The synthetic world's registries and reports (db/seed-analysis.ts): phone subscribers, top-ups, forensics
 * contacts, most-wanted, CAC companies and directors, vehicles, tax, NIN and CRIMS records — with near-duplicate
 * names and identifiers (BVN, NIN, phone, RC number) shared with the subjects, as real registries have them —
 * and goAML reports (STR on large or structured transfers between subjects, CTR on large cash deposits).
 */
import { stableUuid } from './ids.js';
import type { Prng } from './prng.js';
import type { GoamlCandidate, KnownAccount, Outsider, PhoneWorld, World, WorldStats } from './seed-analysis.js';
import { AGENCIES, NETWORK_BY_PREFIX, OFFENCES, chance, digits, naira, nearDuplicate, randomPlace } from './seed-analysis-words.js';
import type { Queryable } from './types.js';

type Json = Record<string, unknown>;

export interface RegistryInput {
  world: World;
  phones: PhoneWorld;
  candidates: GoamlCandidate[];
  rng: Prng;
  now: Date;
  stats: WorldStats;
}

/** INSERT ... SELECT * FROM jsonb_to_recordset with the listed columns (name type), in chunks. */
async function bulk(tx: Queryable, table: string, columns: string, rows: Json[], opts: { overriding?: boolean } = {}): Promise<number> {
  const names = columns.split(',').map((c) => c.trim().split(/\s+/)[0]).join(', ');
  const sql = `INSERT INTO ${table} (${names}) ${opts.overriding ? 'OVERRIDING SYSTEM VALUE ' : ''}SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${columns}) ON CONFLICT DO NOTHING`;
  for (let i = 0; i < rows.length; i += 5000) await tx.query(sql, [JSON.stringify(rows.slice(i, i + 5000))]);
  return rows.length;
}

const split = (name: string) => {
  const parts = name.split(' ');
  return { first: parts[0] ?? '', middle: parts.length > 2 ? parts.slice(1, -1).join(' ') : null, last: parts[parts.length - 1] ?? '' };
};
const day = (rng: Prng, fromYear: number, toYear: number) => new Date(Date.UTC(rng.int(fromYear, toYear), rng.int(0, 11), rng.int(1, 28))).toISOString().slice(0, 10);

export async function seedRegistries(tx: Queryable, r: RegistryInput): Promise<void> {
  const { world: w, phones: pw, rng, stats } = r;
  const count = (table: string, n: number) => (stats.rows[table] = (stats.rows[table] ?? 0) + n);

  // Subscribers: every subject's phone, the outsiders', and decoys registered to a near-duplicate of a subject's
  // name with the same birth date.
  const subscribers: Json[] = [];
  const nins = new Map<number, string>();
  const ninOf = (i: number) => {
    let n = nins.get(i) ?? w.subjects[i]!.nin;
    if (!n) n = `7${digits(rng, 10)}`;
    nins.set(i, n);
    return n;
  };
  for (const p of pw.phones) {
    const s = w.subjects[p.subject]!;
    const n = split(s.name);
    subscribers.push({
      phone_number: p.number, first_name: n.first, middle_name: n.middle, last_name: n.last, names: s.name, gender: s.gender, birthdate: s.birthdate,
      nin: ninOf(p.subject), imsi: p.imsi, imei_numbers: [p.imei], address: `${rng.int(1, 90)} ${s.place.lga} Road, ${s.place.city}`, state: s.place.state,
      lga: s.place.lga, network: NETWORK_BY_PREFIX[p.number.slice(3, 6)] ?? 'MTN', registered: day(rng, 2012, 2024),
    });
  }
  const taken = new Set(subscribers.map((x) => x.phone_number));
  w.outsiders.forEach((o) => {
    if (taken.has(o.phone)) return;
    taken.add(o.phone);
    const n = split(o.name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()));
    const place = randomPlace(rng);
    subscribers.push({
      phone_number: o.phone, first_name: n.first, middle_name: null, last_name: n.last, names: `${n.first} ${n.last}`, gender: null,
      birthdate: day(rng, 1960, 2003), nin: `7${digits(rng, 10)}`, imsi: `62130${digits(rng, 10)}`, imei_numbers: [`35${digits(rng, 13)}`],
      address: null, state: place.state, lga: place.lga, network: NETWORK_BY_PREFIX[o.phone.slice(3, 6)] ?? 'Glo', registered: day(rng, 2012, 2024),
    });
  });
  w.subjects.forEach((s, i) => {
    if (i % 10 !== 0) return;
    const number = rng.pick(pw.others);
    if (taken.has(number)) return;
    taken.add(number);
    const near = nearDuplicate(rng, s.name);
    const n = split(near);
    subscribers.push({
      phone_number: number, first_name: n.first, middle_name: n.middle, last_name: n.last, names: near, gender: s.gender, birthdate: s.birthdate,
      nin: null, imsi: null, imei_numbers: [], address: null, state: s.place.state, lga: s.place.lga, network: NETWORK_BY_PREFIX[number.slice(3, 6)] ?? 'Airtel',
      registered: day(rng, 2015, 2024),
    });
  });
  count('phone_subscribers', await bulk(tx, 'phone_subscribers', `phone_number text, first_name text, middle_name text, last_name text, names text,
    gender text, birthdate date, nin text, imsi text, imei_numbers text[], address text, state text, lga text, network text, registered date`, subscribers));

  // Top-ups from the subjects' phones to their contacts.
  const topups: Json[] = [];
  const nTopups = Math.max(20, w.subjects.length * 3);
  for (let i = 0; i < nTopups && pw.phones.length; i++) {
    const p = rng.pick(pw.phones);
    topups.push({
      topup_id: `SEED-TOPUP-${String(i + 1).padStart(7, '0')}`, from_number: p.number, to_number: rng.pick(p.circle),
      amount: naira(rng.pick([100, 200, 500, 1000, 1500, 2000, 5000]) * 100), ts: new Date(Date.UTC(2025, 0, 1) + rng.int(0, 364 * 86400) * 1000).toISOString(),
    });
  }
  count('phone_topups', await bulk(tx, 'phone_topups', 'topup_id text, from_number text, to_number text, amount numeric, ts timestamptz', topups));

  // Forensics: contacts read from the seized phones of subjects with a criminal history (every 8th otherwise).
  const forensics: Json[] = [];
  for (const p of pw.phones) {
    const s = w.subjects[p.subject]!;
    if (!s.crimes.length && p.subject % 8 !== 0) continue;
    for (const [k, c] of p.circle.slice(0, 6).entries()) {
      forensics.push({
        id: stableUuid(`fiu-world-forensics:${p.number}:${k}`), crims_subject: `CR/${p.subject + 1}`, suspect_name: s.name, suspect_phone: p.number,
        contact_name: pw.names.get(c) ?? rng.pick(['Oga', 'Mama', 'Bros', 'Alhaji', 'Madam', 'Driver']), mobile_number: c, source: 'Cellebrite',
      });
    }
  }
  count('forensics_contacts', await bulk(tx, 'forensics_contacts', 'id uuid, crims_subject text, suspect_name text, suspect_phone text, contact_name text, mobile_number text, source text', forensics));

  // Most wanted: every 25th subject under a near-duplicate name, sharing one of its phones.
  const wanted: Json[] = [];
  w.subjects.forEach((s, i) => {
    if (i % 25 !== 0) return;
    wanted.push({
      id: stableUuid(`fiu-world-wanted:${i}`), name: nearDuplicate(rng, s.name), aliases: [rng.pick(['Baba', 'Oga', 'Chairman', 'Don'])], phones: s.phones.slice(0, 1),
      offence: rng.pick(OFFENCES), agency: rng.pick(AGENCIES), listed: day(rng, 2022, 2025), source: rng.pick(AGENCIES),
    });
  });
  count('most_wanted', await bulk(tx, 'most_wanted', 'id uuid, name text, aliases text[], phones text[], offence text, agency text, listed date, source text', wanted));

  // CAC: each company, and for one in four a near-duplicate (another RC number, a similar name, the same owner).
  const companies: Json[] = [];
  const directors: Json[] = [];
  const director = (companyId: string, idx: number, i: number) => {
    const s = w.subjects[i]!;
    directors.push({
      id: stableUuid(`fiu-world-director:${companyId}:${idx}`), company_id: companyId, idx, name: s.name, gender: s.gender, nationality: 'NG',
      date_of_appointment: day(rng, 2010, 2024), date_of_birth: s.birthdate, identity_type: 'NIN', identity_number: ninOf(i), phone: s.phones[0] ?? null,
      bvn: s.bvn, status: 'ACTIVE', occupation: 'Director',
    });
  };
  // One CAC record per RC number (the registry's key): a number the demo drew twice gets a fresh one.
  const rcs = new Set<string>();
  const freshRc = (rc: string | null) => {
    let r = rc ?? `RC${digits(rng, 6)}`;
    while (rcs.has(r)) r = `RC${digits(rng, 7)}`;
    rcs.add(r);
    return r;
  };
  w.companies.forEach((c, i) => {
    const rc = freshRc(c.rc);
    const id = stableUuid(`fiu-world-cac:${i}`);
    companies.push({
      id, rc_number: rc, inc_no: rc, company_name: c.name, classification: 'PRIVATE COMPANY LIMITED BY SHARES', company_type: /Foundation|Initiative/.test(c.name) ? 3 : /Enterprises|Concept/.test(c.name) ? 1 : 2,
      status: 'ACTIVE', registration_date: day(rng, 2005, 2023), address: `${rng.int(1, 200)} ${c.place.lga} Road, ${c.place.city}`, phone: w.subjects[c.owner]?.phones[0] ?? null,
      source: 'CAC', source_id: rc,
    });
    if (c.owner >= 0) director(id, 0, c.owner);
    c.directors.forEach((name, k) => directors.push({ id: stableUuid(`fiu-world-director:${id}:${k + 1}`), company_id: id, idx: k + 1, name, nationality: 'NG', status: 'ACTIVE' }));
    if (i % 4 === 0) {
      const twin = stableUuid(`fiu-world-cac-twin:${i}`);
      const rc2 = freshRc(null);
      companies.push({ id: twin, rc_number: rc2, inc_no: rc2, company_name: nearDuplicate(rng, c.name), company_type: 2, status: chance(rng, 0.5) ? 'INACTIVE' : 'ACTIVE', registration_date: day(rng, 2005, 2023), source: 'CAC', source_id: rc2 });
      if (c.owner >= 0) director(twin, 0, c.owner);
    }
  });
  count('registry_companies', await bulk(tx, 'registry_companies', `id uuid, rc_number text, inc_no text, company_name text, classification text, company_type smallint,
    status text, registration_date date, address text, phone text, source text, source_id text`, companies));
  count('registry_directors', await bulk(tx, 'registry_directors', `id uuid, company_id uuid, idx integer, name text, gender text, nationality text, date_of_appointment date,
    date_of_birth date, identity_type text, identity_number text, phone text, bvn text, status text, occupation text`, directors));

  // Vehicles: the subjects' own (their record's plates), with the owner's phone and NIN.
  const vehicles: Json[] = [];
  const plates = new Set<string>();
  w.subjects.forEach((s, i) => {
    for (const v of s.vehicles) {
      if (plates.has(v.plate)) continue;
      plates.add(v.plate);
      const n = split(chance(rng, 0.2) ? nearDuplicate(rng, s.name) : s.name);
      vehicles.push({
        id: stableUuid(`fiu-world-vehicle:${v.plate}`), number_plate: v.plate, chassis_number: `JT${digits(rng, 15)}`, make: v.make ?? null, model: v.model ?? null,
        colour: rng.pick(['Black', 'Silver', 'White', 'Grey', 'Blue']), owner_firstname: n.first, owner_middlename: n.middle, owner_lastname: n.last,
        owner_phone: s.phones[0] ?? null, owner_nin: ninOf(i), owner_lga: s.place.lga, owner_state: s.place.state,
      });
    }
  });
  count('registry_vehicles', await bulk(tx, 'registry_vehicles', `id uuid, number_plate text, chassis_number text, make text, model text, colour text, owner_firstname text,
    owner_middlename text, owner_lastname text, owner_phone text, owner_nin text, owner_lga text, owner_state text`, vehicles));

  // Tax: every company (its TIN and RC) and three in ten subjects.
  const tax: Json[] = [];
  const tins = new Set<string>();
  w.companies.forEach((c, i) => {
    const tin = c.tin ?? `${digits(rng, 8)}-0001`;
    if (tins.has(tin)) return;
    tins.add(tin);
    tax.push({ id: stableUuid(`fiu-world-tax-c:${i}`), tin, tax_payer_name: c.name.toUpperCase(), rc_number: c.rc, tax_payer_type: 'corporate', city: c.place.city, state: c.place.state, phone: w.subjects[c.owner]?.phones[0] ?? null, tax_office_name: `MSTO ${c.place.city.toUpperCase()}` });
  });
  w.subjects.forEach((s, i) => {
    if (i % 10 >= 3) return;
    const tin = `${digits(rng, 8)}-0001`;
    if (tins.has(tin)) return;
    tins.add(tin);
    tax.push({ id: stableUuid(`fiu-world-tax-s:${i}`), tin, tax_payer_name: s.name.toUpperCase(), tax_payer_type: 'individual', city: s.place.city, state: s.place.state, phone: s.phones[0] ?? null, tax_office_name: `MSTO ${s.place.city.toUpperCase()}` });
  });
  count('registry_tax', await bulk(tx, 'registry_tax', 'id uuid, tin text, tax_payer_name text, rc_number text, tax_payer_type text, city text, state text, phone text, tax_office_name text', tax));

  // NIN: every subject, and for one in ten a near-duplicate with the same birth date and another NIN.
  const nin: Json[] = [];
  const ninSeen = new Set<string>();
  w.subjects.forEach((s, i) => {
    const add = (number: string, name: string, phone: string | null) => {
      if (ninSeen.has(number)) return;
      ninSeen.add(number);
      const n = split(name);
      nin.push({ nin: number, firstname: n.first, middlename: n.middle, surname: n.last, gender: s.gender, birthdate: s.birthdate, telephoneno: phone, data: { residence_state: s.place.state, residence_lga: s.place.lga } });
    };
    add(ninOf(i), s.name, s.phones[0] ?? null);
    if (i % 10 === 5) add(`8${digits(rng, 10)}`, nearDuplicate(rng, s.name), null);
  });
  count('registry_nin', await bulk(tx, 'registry_nin', 'nin text, firstname text, middlename text, surname text, gender text, birthdate date, telephoneno text, data jsonb', nin));

  // CRIMS: the subjects with a criminal history in their record.
  const crims: Json[] = [];
  w.subjects.forEach((s, i) => {
    s.crimes.forEach((offence, k) => {
      const n = split(s.name);
      crims.push({
        id: stableUuid(`fiu-world-crims:${i}:${k}`), crims_number: `CRIMS/${String(i + 1).padStart(6, '0')}/${k + 1}`, firstname: n.first, middlename: n.middle, surname: n.last,
        aliases: [], gender: s.gender, birthdate: s.birthdate, nin: ninOf(i), phones: s.phones, offence, case_status: rng.pick(['Under investigation', 'Charged to court', 'Convicted', 'Discharged']),
        agency: rng.pick(AGENCIES), recorded: day(rng, 2015, 2025),
      });
    });
  });
  count('registry_crims', await bulk(tx, 'registry_crims', `id uuid, crims_number text, firstname text, middlename text, surname text, aliases text[], gender text,
    birthdate date, nin text, phones text[], offence text, case_status text, agency text, recorded date`, crims));

  await seedGoaml(tx, r, ninOf);
}

/** goAML: one report per candidate transaction, its parties as persons, entities and accounts. */
async function seedGoaml(tx: Queryable, r: RegistryInput, ninOf: (i: number) => string): Promise<void> {
  const { world: w, candidates, rng, stats } = r;
  if (!candidates.length) return;
  const max = async (table: string) => Number((await tx.query<{ m: string }>(`SELECT coalesce(max(id), 0)::text AS m FROM ${table}`)).rows[0]!.m);
  let personId = await max('goaml_persons');
  let entityId = await max('goaml_entities');
  let accountId = await max('goaml_accounts');
  const reports: Json[] = [];
  const persons: Json[] = [];
  const entities: Json[] = [];
  const accounts: Json[] = [];
  const transactions: Json[] = [];
  const accountIds = new Map<string, number>();

  /** An outsider's side: a person with the outsider's phone (so a subject who calls them finds the account). */
  const outsiderParty = (reportId: string, o: Outsider) => {
    const n = split(o.name);
    persons.push({ id: ++personId, first_name: n.first, middle_name: n.middle, last_name: n.last, nationality: 'NG', phones: [o.phone], report_id: reportId });
    const key = `${o.number}:${o.bank}`;
    let acc = accountIds.get(key);
    if (acc === undefined) {
      acc = ++accountId;
      accountIds.set(key, acc);
      accounts.push({ id: acc, account: o.number, account_name: o.name, institution_name: o.bankName, institution_code: o.bank, currency_code: 'NGN', primary_person_id: personId });
    }
    return { account: acc, person: personId, entity: null };
  };
  const party = (reportId: string, a: KnownAccount | null, o: Outsider | null = null) => {
    if (!a) return o ? outsiderParty(reportId, o) : { account: null, person: null, entity: null };
    const key = `${a.number}:${a.bank}`;
    let acc = accountIds.get(key);
    let person: number | null = null;
    let entity: number | null = null;
    if (a.holderType === 'entity') {
      const c = w.companies[a.company!]!;
      entities.push({ id: ++entityId, name: c.name, incorporation_number: c.rc, incorporation_country: 'NG', tax_number: c.tin, report_id: reportId });
      entity = entityId;
    } else {
      const s = w.subjects[a.subject]!;
      const n = split(s.name);
      persons.push({ id: ++personId, first_name: n.first, middle_name: n.middle, last_name: n.last, birthdate: s.birthdate, ssn: s.bvn, id_number: ninOf(a.subject), nationality: 'NG', phones: s.phones, report_id: reportId });
      person = personId;
    }
    if (acc === undefined) {
      acc = ++accountId;
      accountIds.set(key, acc);
      accounts.push({ id: acc, account: a.number, account_name: a.holder, institution_name: a.bankName, institution_code: a.bank, currency_code: 'NGN', client_number: a.holderType === 'individual' ? w.subjects[a.subject]!.bvn : null, entity_id: entity, primary_person_id: person });
    }
    return { account: acc, person, entity };
  };

  candidates.forEach((c, i) => {
    const to = c.to.account === null ? null : w.accounts[c.to.account]!;
    const from = c.from.account === null ? null : w.accounts[c.from.account]!;
    // The reporting bank: the receiver's for cash; for a transfer the sender's, or the receiver's when an outsider sent it.
    const reporter = (c.code === 'CTR' ? to : from) ?? to!;
    const id = stableUuid(`fiu-world-goaml:${i}`);
    reports.push({
      id, rentity_id: reporter.bank, rentity_branch: reporter.branch.lga, submission_code: 'E', report_code: c.code, entity_reference: `SEED-${c.code}-${String(i + 1).padStart(6, '0')}`,
      submission_date: new Date(Date.parse(c.at) + rng.int(1, 14) * 86_400_000).toISOString().slice(0, 10), currency_code_local: 'NGN',
      reason: c.reason ?? (c.code === 'CTR' ? 'Cash deposit at or above the ₦5,000,000 threshold' : 'Large or structured transfer between related parties inconsistent with the customer profile'),
      action: c.code === 'STR' ? 'Account placed on watch; enhanced due diligence' : null,
    });
    const f = party(id, from, c.from.outsider);
    const t = party(id, to, c.to.outsider);
    transactions.push({
      report_id: id, transaction_number: c.transactionId, internal_ref_number: c.transactionId, transaction_location: reporter.branch.lga, description: c.description,
      date_transaction: c.at, value_date: c.at.slice(0, 10), transmode_code: c.transmode, amount_local: naira(c.amountKobo), from_funds_code: c.code === 'CTR' ? 'K' : 'A',
      from_account_id: f.account, from_person_id: f.person, from_entity_id: f.entity, from_my_client: from === reporter, to_funds_code: 'A', to_account_id: t.account,
      to_person_id: t.person, to_entity_id: t.entity, to_my_client: to === reporter,
    });
  });
  const n = (t: string, k: number) => (stats.rows[t] = k);
  n('goaml_reports', await bulk(tx, 'goaml_reports', `id uuid, rentity_id text, rentity_branch text, submission_code text, report_code text, entity_reference text,
    submission_date date, currency_code_local text, reason text, action text`, reports));
  n('goaml_persons', await bulk(tx, 'goaml_persons', 'id bigint, first_name text, middle_name text, last_name text, birthdate date, ssn text, id_number text, nationality text, phones text[], report_id uuid', persons, { overriding: true }));
  n('goaml_entities', await bulk(tx, 'goaml_entities', 'id bigint, name text, incorporation_number text, incorporation_country text, tax_number text, report_id uuid', entities, { overriding: true }));
  n('goaml_accounts', await bulk(tx, 'goaml_accounts', `id bigint, account text, account_name text, institution_name text, institution_code text, currency_code text,
    client_number text, entity_id bigint, primary_person_id bigint`, accounts, { overriding: true }));
  n('goaml_transactions', await bulk(tx, 'goaml_transactions', `report_id uuid, transaction_number text, internal_ref_number text, transaction_location text, description text,
    date_transaction timestamptz, value_date date, transmode_code text, amount_local numeric, from_funds_code text, from_account_id bigint, from_person_id bigint,
    from_entity_id bigint, from_my_client boolean, to_funds_code text, to_account_id bigint, to_person_id bigint, to_entity_id bigint, to_my_client boolean`, transactions));
  for (const t of ['goaml_persons', 'goaml_entities', 'goaml_accounts']) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), greatest((SELECT coalesce(max(id), 0) FROM ${t}), 1))`);
  }
}
