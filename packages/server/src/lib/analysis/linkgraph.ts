/**
 * The statement/call link graph (analysis-tools §3, the second graph form): node types Suspect, Account, Phone,
 * Cellebrite, CRIMS, GOAML, Statement; edge types owns_phone, owns_account, calls, transaction.
 *   Suspect —owns_account→ Account, Suspect —owns_phone→ Phone (the subjects' own)
 *   Phone —calls→ Phone: the subjects' phones' contacts in the period, MAX_CONTACTS busiest per phone (api_count,
 *     api_duration)
 *   Account —transaction→ Account (counterparty with an account number) or Statement (a name only): the
 *     MAX_COUNTERPARTIES busiest per account in the period (api_count, api_total)
 *   Cellebrite —calls→ Phone: a seized phone's contact list holding a number of the graph
 *   CRIMS —owns_phone→ Phone: a criminal record listing a number of the graph
 *   GOAML —owns_account→ Account: a goAML report's account with the same number
 * Bounded: at most MAX_NODES nodes (the busiest links come first).
 */
import type { Queryable } from '../../db/types.js';
import { Elements } from './elements.js';
import { periodSql, type Period } from './period.js';
import type { AnalysisSubject } from './subjects.js';

const MAX_NODES = 500;
const MAX_CONTACTS = 20;
const MAX_COUNTERPARTIES = 20;

export async function linkGraph(
  db: Queryable,
  subjects: readonly AnalysisSubject[],
  accounts: readonly { id: string; number: string; subject_id: string }[],
  phones: readonly { phone: string; subject_id: string }[],
  period: Period,
) {
  const g = new Elements(MAX_NODES);
  for (const s of subjects) g.node(`suspect:${s.id}`, 'Suspect', s.name, { suspectid: s.suspectid });
  for (const a of accounts) {
    g.node(`account:${a.number}`, 'Account', a.number);
    g.edge(`suspect:${a.subject_id}`, `account:${a.number}`, 'owns_account', 'owns');
  }
  for (const p of phones) {
    g.node(`phone:${p.phone}`, 'Phone', p.phone);
    g.edge(`suspect:${p.subject_id}`, `phone:${p.phone}`, 'owns_phone', 'owns');
  }
  const numbers = phones.map((p) => p.phone);

  if (numbers.length) {
    const params: unknown[] = [numbers];
    const inPeriod = periodSql('cdr_ts', period, params);
    const calls = await db.query<{ a: string; b: string; n: string; d: string; name: string | null }>(
      `WITH pairs AS (
         SELECT originating_number AS a, terminating_number AS b, count(*) AS n, coalesce(sum(call_duration), 0) AS d
           FROM call_records WHERE originating_number = ANY($1::text[]) AND terminating_number IS NOT NULL AND ${inPeriod} GROUP BY 1, 2
         UNION ALL
         SELECT originating_number, terminating_number, count(*), coalesce(sum(call_duration), 0)
           FROM call_records WHERE terminating_number = ANY($1::text[]) AND originating_number IS NOT NULL
            AND NOT originating_number = ANY($1::text[]) AND ${inPeriod} GROUP BY 1, 2
       ), ranked AS (
         SELECT pairs.*, row_number() OVER (PARTITION BY CASE WHEN a = ANY($1::text[]) THEN a ELSE b END ORDER BY n DESC, a, b) AS r FROM pairs
       )
       SELECT a, b, n, d, ps.names AS name FROM ranked
         LEFT JOIN phone_subscribers ps ON ps.phone_number = CASE WHEN a = ANY($1::text[]) THEN b ELSE a END
        WHERE r <= ${MAX_CONTACTS} ORDER BY n DESC, a, b`,
      params,
    );
    for (const c of calls.rows) {
      const other = numbers.includes(c.a) ? c.b : c.a;
      if (!g.node(`phone:${other}`, 'Phone', c.name ? `${other} (${c.name})` : other)) continue;
      g.edge(`phone:${c.a}`, `phone:${c.b}`, 'calls', 'calls', `${c.n} calls`, { api_count: Number(c.n), api_duration: Number(c.d) });
    }
  }

  if (accounts.length) {
    const params: unknown[] = [accounts.map((a) => a.id)];
    const inPeriod = periodSql('st.transaction_date', period, params);
    const flows = await db.query<{ account: string; cp_account: string | null; cp_name: string | null; n: string; total: string }>(
      `WITH g AS (
         SELECT a.account_number AS account, st.counterparty_account AS cp_account, max(st.counterparty_name) AS cp_name,
                count(*) AS n, sum(st.inflow + st.outflow) AS total
           FROM statement_transactions st JOIN accounts a ON a.id = st.account_id
          WHERE st.account_id = ANY($1::uuid[]) AND a.id = ANY($1::uuid[]) AND ${inPeriod} AND (st.counterparty_account IS NOT NULL OR st.counterparty_name IS NOT NULL)
          GROUP BY a.account_number, st.counterparty_account, CASE WHEN st.counterparty_account IS NULL THEN st.counterparty_name END
       ), ranked AS (SELECT g.*, row_number() OVER (PARTITION BY account ORDER BY n DESC, total DESC, cp_account, cp_name) AS r FROM g)
       SELECT account, cp_account, cp_name, n, total::text AS total FROM ranked WHERE r <= ${MAX_COUNTERPARTIES} ORDER BY n DESC, account`,
      params,
    );
    for (const f of flows.rows) {
      const target = f.cp_account ? `account:${f.cp_account}` : `statement:${f.cp_name}`;
      const added = f.cp_account
        ? g.node(target, 'Account', f.cp_name ? `${f.cp_account} (${f.cp_name})` : f.cp_account)
        : g.node(target, 'Statement', f.cp_name ?? '');
      if (added) g.edge(`account:${f.account}`, target, 'transaction', 'transaction', `${f.n} transactions`, { api_count: Number(f.n), api_total: f.total });
    }
  }

  const graphPhones = [...new Set([...numbers, ...collectPhones(g)])];
  if (graphPhones.length) {
    const [cellebrite, crims] = await Promise.all([
      db.query<{ id: string; suspect_name: string; mobile_number: string; contact_name: string | null }>(
        `SELECT id::text AS id, suspect_name, mobile_number, contact_name FROM forensics_contacts WHERE mobile_number = ANY($1::text[]) ORDER BY id LIMIT 100`,
        [graphPhones],
      ),
      db.query<{ id: string; name: string; phones: string[] }>(
        `SELECT id::text AS id, btrim(concat_ws(' ', firstname, middlename, surname)) AS name, phones FROM registry_crims
          WHERE phones && $1::text[] ORDER BY id LIMIT 100`,
        [graphPhones],
      ),
    ]);
    for (const f of cellebrite.rows) {
      if (g.node(`cellebrite:${f.id}`, 'Cellebrite', f.suspect_name)) g.edge(`cellebrite:${f.id}`, `phone:${f.mobile_number}`, 'calls', 'contact', f.contact_name ?? 'contact');
    }
    for (const r of crims.rows) {
      if (!g.node(`crims:${r.id}`, 'CRIMS', r.name)) continue;
      for (const p of r.phones) g.edge(`crims:${r.id}`, `phone:${p}`, 'owns_phone', 'owns');
    }
  }
  if (accounts.length) {
    const goaml = await db.query<{ id: string; account: string; name: string | null }>(
      `SELECT id::text AS id, account, account_name AS name FROM goaml_accounts WHERE account = ANY($1::text[]) ORDER BY id LIMIT 100`,
      [accounts.map((a) => a.number)],
    );
    for (const r of goaml.rows) {
      if (g.node(`goaml:${r.id}`, 'GOAML', r.name ?? r.account)) g.edge(`goaml:${r.id}`, `account:${r.account}`, 'owns_account', 'reported');
    }
  }
  return g.toJSON();
}

function collectPhones(g: Elements): string[] {
  return g.toJSON().nodes.filter((n) => n.data.type === 'Phone').map((n) => String(n.data.id).slice('phone:'.length));
}
