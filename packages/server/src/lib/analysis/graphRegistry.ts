/**
 * The registry side of GET /graph (analysis-tools §3 graph form one): Vehicle, NINIdentity, Company, Director and
 * TaxIdentity nodes and what links them to phones and to each other. Edges: OWNS (owner → owned: a director owns
 * a stake in a company; a phone's holder owns a vehicle registered to that phone) and IDENTITY (a record and the
 * identity or tax record it names). Node ids '<Type>:<key>': number plate, NIN, company id, director id, TIN.
 */
import type { Queryable } from '../../db/types.js';
import type { Elements } from './elements.js';
import { idRef } from './subjects.js';

const LIMIT = 50;
const id = (type: string, key: string) => `${type}:${key}`;
const fullName = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

type Row = Record<string, string | null>;
type MaybeText = string | null | undefined;

/** Registry records naming this phone number. */
export async function phoneRegistryLinks(db: Queryable, g: Elements, phone: string): Promise<void> {
  const self = id('Phone', phone);
  const [vehicles, nins, directors, companies, taxes] = await Promise.all([
    db.query<Row>(`SELECT number_plate, make FROM registry_vehicles WHERE owner_phone = $1 ORDER BY number_plate LIMIT ${LIMIT}`, [phone]),
    db.query<Row>(
      `SELECT nin, firstname, surname FROM registry_nin WHERE telephoneno = $1
       UNION SELECT n.nin, n.firstname, n.surname FROM phone_subscribers ps JOIN registry_nin n ON n.nin = ps.nin WHERE ps.phone_number = $1
       ORDER BY 1 LIMIT ${LIMIT}`,
      [phone],
    ),
    db.query<Row>(`SELECT id::text AS id, name FROM registry_directors WHERE phone = $1 ORDER BY id LIMIT ${LIMIT}`, [phone]),
    db.query<Row>(`SELECT id::text AS id, company_name FROM registry_companies WHERE phone = $1 ORDER BY id LIMIT ${LIMIT}`, [phone]),
    db.query<Row>(`SELECT tin, tax_payer_name FROM registry_tax WHERE phone = $1 ORDER BY tin LIMIT ${LIMIT}`, [phone]),
  ]);
  for (const v of vehicles.rows) if (g.node(id('Vehicle', v.number_plate!), 'Vehicle', fullName(v.number_plate, v.make))) g.edge(self, id('Vehicle', v.number_plate!), 'OWNS', 'owns');
  for (const n of nins.rows) if (g.node(id('NINIdentity', n.nin!), 'NINIdentity', fullName(n.firstname, n.surname) || n.nin!)) g.edge(self, id('NINIdentity', n.nin!), 'IDENTITY', 'identity');
  for (const d of directors.rows) if (g.node(id('Director', d.id!), 'Director', d.name ?? '')) g.edge(id('Director', d.id!), self, 'OWNS', 'owns');
  for (const c of companies.rows) if (g.node(id('Company', c.id!), 'Company', c.company_name ?? '')) g.edge(id('Company', c.id!), self, 'OWNS', 'owns');
  for (const t of taxes.rows) if (g.node(id('TaxIdentity', t.tin!), 'TaxIdentity', t.tax_payer_name ?? t.tin!)) g.edge(self, id('TaxIdentity', t.tin!), 'IDENTITY', 'identity');
}

const phoneNode = (g: Elements, phone: MaybeText) => (phone ? g.node(id('Phone', phone), 'Phone', phone) && id('Phone', phone) : null);

/** A registry node and its neighbours; false when no such record exists. The phones reached are pushed to `numbers`. */
export async function registryNeighbours(db: Queryable, g: Elements, label: string, key: string, numbers: string[]): Promise<boolean> {
  const note = (p: MaybeText) => void (p && numbers.push(p));
  if (label === 'Vehicle') {
    const v = (await db.query<Row>('SELECT number_plate, make, owner_phone, owner_nin FROM registry_vehicles WHERE number_plate = $1', [key])).rows[0];
    if (!v) return false;
    const self = id('Vehicle', key);
    g.node(self, 'Vehicle', fullName(v.number_plate, v.make));
    const p = phoneNode(g, v.owner_phone);
    if (p) (g.edge(p, self, 'OWNS', 'owns'), note(v.owner_phone));
    if (v.owner_nin && g.node(id('NINIdentity', v.owner_nin), 'NINIdentity', v.owner_nin)) g.edge(self, id('NINIdentity', v.owner_nin), 'IDENTITY', 'identity');
    return true;
  }
  if (label === 'NINIdentity') {
    const n = (await db.query<Row>('SELECT nin, firstname, surname, telephoneno FROM registry_nin WHERE nin = $1', [key])).rows[0];
    const self = id('NINIdentity', key);
    const [subs, vehicles, directors] = await Promise.all([
      db.query<Row>(`SELECT phone_number FROM phone_subscribers WHERE nin = $1 ORDER BY 1 LIMIT ${LIMIT}`, [key]),
      db.query<Row>(`SELECT number_plate, make FROM registry_vehicles WHERE owner_nin = $1 ORDER BY 1 LIMIT ${LIMIT}`, [key]),
      db.query<Row>(`SELECT id::text AS id, name FROM registry_directors WHERE identity_number = $1 ORDER BY 1 LIMIT ${LIMIT}`, [key]),
    ]);
    if (!n && !subs.rows.length && !vehicles.rows.length && !directors.rows.length) return false;
    g.node(self, 'NINIdentity', fullName(n?.firstname, n?.surname) || key);
    for (const ph of [n?.telephoneno ?? null, ...subs.rows.map((s) => s.phone_number)]) {
      const p = phoneNode(g, ph ?? null);
      if (p) (g.edge(p, self, 'IDENTITY', 'identity'), note(ph ?? null));
    }
    for (const v of vehicles.rows) if (g.node(id('Vehicle', v.number_plate!), 'Vehicle', fullName(v.number_plate, v.make))) g.edge(id('Vehicle', v.number_plate!), self, 'IDENTITY', 'identity');
    for (const d of directors.rows) if (g.node(id('Director', d.id!), 'Director', d.name ?? '')) g.edge(id('Director', d.id!), self, 'IDENTITY', 'identity');
    return true;
  }
  if (label === 'Company') {
    const c = (
      await db.query<Row>(`SELECT id::text AS id, rc_number, company_name, phone FROM registry_companies WHERE id = $2::uuid OR rc_number = $1 ORDER BY id LIMIT 1`, [key, idRef(key)])
    ).rows[0];
    if (!c) return false;
    const self = id('Company', c.id!);
    g.node(self, 'Company', c.company_name ?? '', { rcNumber: c.rc_number });
    const [directors, taxes] = await Promise.all([
      db.query<Row>(`SELECT id::text AS id, name FROM registry_directors WHERE company_id = $1 ORDER BY idx LIMIT ${LIMIT}`, [c.id]),
      c.rc_number ? db.query<Row>(`SELECT tin, tax_payer_name FROM registry_tax WHERE rc_number = $1 ORDER BY tin LIMIT ${LIMIT}`, [c.rc_number]) : Promise.resolve({ rows: [] as Row[] }),
    ]);
    for (const d of directors.rows) if (g.node(id('Director', d.id!), 'Director', d.name ?? '')) g.edge(id('Director', d.id!), self, 'OWNS', 'director');
    for (const t of taxes.rows) if (g.node(id('TaxIdentity', t.tin!), 'TaxIdentity', t.tax_payer_name ?? t.tin!)) g.edge(self, id('TaxIdentity', t.tin!), 'IDENTITY', 'identity');
    const p = phoneNode(g, c.phone);
    if (p) (g.edge(self, p, 'OWNS', 'owns'), note(c.phone));
    return true;
  }
  if (label === 'Director') {
    const d = (
      await db.query<Row>(
        `SELECT d.id::text AS id, d.name, d.phone, d.identity_number, c.id::text AS company_id, c.company_name
           FROM registry_directors d JOIN registry_companies c ON c.id = d.company_id WHERE d.id = $1::uuid`,
        [idRef(key)],
      )
    ).rows[0];
    if (!d) return false;
    const self = id('Director', d.id!);
    g.node(self, 'Director', d.name ?? '');
    if (g.node(id('Company', d.company_id!), 'Company', d.company_name ?? '')) g.edge(self, id('Company', d.company_id!), 'OWNS', 'director');
    const p = phoneNode(g, d.phone);
    if (p) (g.edge(self, p, 'OWNS', 'owns'), note(d.phone));
    if (d.identity_number && g.node(id('NINIdentity', d.identity_number), 'NINIdentity', d.identity_number)) g.edge(self, id('NINIdentity', d.identity_number), 'IDENTITY', 'identity');
    return true;
  }
  if (label === 'TaxIdentity') {
    const t = (await db.query<Row>('SELECT tin, tax_payer_name, rc_number, phone FROM registry_tax WHERE tin = $1', [key])).rows[0];
    if (!t) return false;
    const self = id('TaxIdentity', key);
    g.node(self, 'TaxIdentity', t.tax_payer_name ?? key);
    if (t.rc_number) {
      const c = (await db.query<Row>('SELECT id::text AS id, company_name FROM registry_companies WHERE rc_number = $1 ORDER BY id LIMIT 1', [t.rc_number])).rows[0];
      if (c && g.node(id('Company', c.id!), 'Company', c.company_name ?? '')) g.edge(id('Company', c.id!), self, 'IDENTITY', 'identity');
    }
    const p = phoneNode(g, t.phone);
    if (p) (g.edge(p, self, 'IDENTITY', 'identity'), note(t.phone));
    return true;
  }
  return false;
}
