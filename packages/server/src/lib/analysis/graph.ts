/**
 * GET /graph?label&id: one node's neighbours, as Elements of the first graph form (analysis-tools §3: node types
 * Suspect, Account, Company, Director, Vehicle, TaxIdentity, Phone, NINIdentity; edges TRANSACTION, CALLED, OWNS,
 * IDENTITY). Node ids are '<Type>:<key>' (the id may be given with or without that prefix), so the client merges
 * what successive taps bring without duplicates.
 *   Suspect  → the accounts and phones it owns (OWNS)
 *   Account  → its holders (OWNS) and its busiest counterparties (TRANSACTION: api_count, api_total)
 *   Phone    → its owners (OWNS), its subscriber's NIN record (IDENTITY), its busiest contacts (CALLED: api_count,
 *              api_duration) and the registry records naming it (vehicles, NIN, directors, companies, tax records)
 *   Vehicle, NINIdentity, Company, Director, TaxIdentity → see graphRegistry.ts; an unknown one is a 404
 * Bounded: MAX_NEIGHBOURS per kind of link.
 */
import { normalisePhone } from '../../core.js';
import type { Queryable } from '../../db/types.js';
import { ApiError } from '../errors.js';
import { Elements } from './elements.js';
import { phoneRegistryLinks, registryNeighbours } from './graphRegistry.js';
import { idRef } from './subjects.js';

const MAX_NEIGHBOURS = 50;

export interface GraphRead {
  elements: ReturnType<Elements['toJSON']>;
  subjects: string[];
  numbers: string[];
  accounts: string[];
}

const nodeId = (type: string, key: string) => `${type}:${key}`;

export async function neighbours(db: Queryable, label: string, rawId: string): Promise<GraphRead> {
  const key = rawId.startsWith(`${label}:`) ? rawId.slice(label.length + 1) : rawId;
  const g = new Elements(1 + 8 * MAX_NEIGHBOURS);
  const read: Omit<GraphRead, 'elements'> = { subjects: [], numbers: [], accounts: [] };
  const subjectNode = (s: { id: string; name: string }) => g.node(nodeId('Suspect', s.id), 'Suspect', s.name);

  if (label === 'Suspect') {
    const s = await db.query<{ id: string; name: string }>(
      `SELECT id::text AS id, btrim(coalesce(othernames, '') || ' ' || coalesce(surname, '')) AS name FROM subjects
        WHERE NOT _deleted AND (id = $2::uuid OR suspectid = $1)`,
      [key, idRef(key)],
    );
    const me = s.rows[0];
    if (!me) throw new ApiError(404, 'Not found');
    subjectNode(me);
    read.subjects.push(me.id);
    const [accounts, phones] = await Promise.all([
      db.query<{ number: string; holder: string | null }>(
        `SELECT a.account_number AS number, a.holder_name AS holder FROM subject_accounts sa JOIN accounts a ON a.id = sa.account_id
          WHERE sa.subject_id = $1 ORDER BY 1 LIMIT ${MAX_NEIGHBOURS}`,
        [me.id],
      ),
      db.query<{ phone: string }>(`SELECT DISTINCT phone FROM subject_phones WHERE subject_id = $1 ORDER BY 1 LIMIT ${MAX_NEIGHBOURS}`, [me.id]),
    ]);
    for (const a of accounts.rows) {
      g.node(nodeId('Account', a.number), 'Account', a.number, { holder: a.holder });
      g.edge(nodeId('Suspect', me.id), nodeId('Account', a.number), 'OWNS', 'owns');
      read.accounts.push(a.number);
    }
    for (const p of phones.rows) {
      g.node(nodeId('Phone', p.phone), 'Phone', p.phone);
      g.edge(nodeId('Suspect', me.id), nodeId('Phone', p.phone), 'OWNS', 'owns');
      read.numbers.push(p.phone);
    }
  } else if (label === 'Account') {
    const self = nodeId('Account', key);
    g.node(self, 'Account', key);
    read.accounts.push(key);
    const [holders, flows] = await Promise.all([
      db.query<{ id: string; name: string }>(
        `SELECT s.id::text AS id, btrim(coalesce(s.othernames, '') || ' ' || coalesce(s.surname, '')) AS name
           FROM accounts a JOIN subject_accounts sa ON sa.account_id = a.id JOIN subjects s ON s.id = sa.subject_id AND NOT s._deleted
          WHERE a.account_number = $1 ORDER BY s.id LIMIT ${MAX_NEIGHBOURS}`,
        [key],
      ),
      // Both ways: rows of this account naming a counterparty account, and rows of other accounts naming this one.
      db.query<{ other: string; n: string; total: string }>(
        `SELECT other, sum(n)::int AS n, sum(total)::text AS total FROM (
           SELECT st.counterparty_account AS other, count(*) AS n, sum(st.inflow + st.outflow) AS total
             FROM accounts a JOIN statement_transactions st ON st.account_id = a.id
            WHERE a.account_number = $1 AND st.counterparty_account IS NOT NULL GROUP BY 1
           UNION ALL
           SELECT a.account_number, count(*), sum(st.inflow + st.outflow)
             FROM statement_transactions st JOIN accounts a ON a.id = st.account_id
            WHERE st.counterparty_account = $1 GROUP BY 1
         ) x WHERE other <> $1 GROUP BY other ORDER BY sum(n) DESC, other LIMIT ${MAX_NEIGHBOURS}`,
        [key],
      ),
    ]);
    for (const h of holders.rows) {
      subjectNode(h);
      g.edge(nodeId('Suspect', h.id), self, 'OWNS', 'owns');
      read.subjects.push(h.id);
    }
    for (const f of flows.rows) {
      g.node(nodeId('Account', f.other), 'Account', f.other);
      g.edge(self, nodeId('Account', f.other), 'TRANSACTION', 'transaction', `${f.n} transactions`, { api_count: Number(f.n), api_total: f.total });
    }
  } else if (label === 'Phone') {
    const phone = normalisePhone(key) ?? key;
    const self = nodeId('Phone', phone);
    read.numbers.push(phone);
    const [sub, owners, contacts] = await Promise.all([
      db.query<{ names: string | null; nin: string | null }>('SELECT names, nin FROM phone_subscribers WHERE phone_number = $1', [phone]),
      db.query<{ id: string; name: string }>(
        `SELECT DISTINCT s.id::text AS id, btrim(coalesce(s.othernames, '') || ' ' || coalesce(s.surname, '')) AS name
           FROM subject_phones sp JOIN subjects s ON s.id = sp.subject_id AND NOT s._deleted WHERE sp.phone = $1 ORDER BY 1 LIMIT ${MAX_NEIGHBOURS}`,
        [phone],
      ),
      db.query<{ a: string; b: string; n: string; d: string }>(
        `SELECT a, b, n, d FROM (
           SELECT originating_number AS a, terminating_number AS b, count(*)::int AS n, coalesce(sum(call_duration), 0)::int AS d
             FROM call_records WHERE originating_number = $1 AND terminating_number IS NOT NULL GROUP BY 1, 2
           UNION ALL
           SELECT originating_number, terminating_number, count(*)::int, coalesce(sum(call_duration), 0)::int
             FROM call_records WHERE terminating_number = $1 AND originating_number IS NOT NULL AND originating_number <> $1 GROUP BY 1, 2
         ) x ORDER BY n DESC, a, b LIMIT ${MAX_NEIGHBOURS}`,
        [phone],
      ),
    ]);
    const s = sub.rows[0];
    g.node(self, 'Phone', s?.names ? `${phone} (${s.names})` : phone);
    for (const o of owners.rows) {
      subjectNode(o);
      g.edge(nodeId('Suspect', o.id), self, 'OWNS', 'owns');
      read.subjects.push(o.id);
    }
    await phoneRegistryLinks(db, g, phone);
    if (s?.nin) {
      g.node(nodeId('NINIdentity', s.nin), 'NINIdentity', s.nin);
      g.edge(self, nodeId('NINIdentity', s.nin), 'IDENTITY', 'identity');
    }
    for (const c of contacts.rows) {
      const other = c.a === phone ? c.b : c.a;
      g.node(nodeId('Phone', other), 'Phone', other);
      g.edge(nodeId('Phone', c.a), nodeId('Phone', c.b), 'CALLED', 'called', `${c.n} calls`, { api_count: Number(c.n), api_duration: Number(c.d) });
    }
  } else if (!(await registryNeighbours(db, g, label, key, read.numbers))) {
    throw new ApiError(404, 'Not found');
  }
  return { elements: g.toJSON(), ...read };
}
