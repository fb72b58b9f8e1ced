/**
 * getBasicStatement (the statement Dash board): per subject, counts, balance, a summary per channel and the
 * top/bottom 10 counterparties by inflow and by outflow, all aggregated in SQL over the subject's accounts'
 * rows in the period (statement_account_time). Money is numeric text.
 *
 * Chosen (the spec names the fields, not their grouping): the "Summarized Analysis" entries are one per channel
 * (Channel, Count, Total of inflow + outflow); the top-10 lists group by counterparty (its name, else its
 * account, else the channel in capitals) with Name, the summed Inflows or Outflows and Count. Ties order by name.
 */
import type { Queryable } from '../../db/types.js';
import { periodSql, type Period } from './period.js';
import { dashboardHead, type AnalysisSubject } from './subjects.js';

const TOP = 10;

type Flow = { Name: string; Count: number; Inflows?: string; Outflows?: string };

export interface BasicItem {
  id: string;
  suspectid: string;
  Subject_Name: string;
  Description: string | null;
  image: string | null;
  Count_Inflow: number;
  Count_OutFlow: number;
  Balance: string;
  analysis: { Channel: string; Count: number; Total: string }[];
  top_10_inflows: Flow[];
  top_10_less_inflows: Flow[];
  top_10_Outflows: Flow[];
  top_10_less_Outflows: Flow[];
}

export async function basicStatement(db: Queryable, subjects: readonly AnalysisSubject[], period: Period): Promise<BasicItem[]> {
  const ids = subjects.map((s) => s.id);
  const params: unknown[] = [ids];
  const inPeriod = periodSql('st.transaction_date', period, params);
  const rows = `subject_accounts sa JOIN statement_transactions st ON st.account_id = sa.account_id
               WHERE sa.subject_id = ANY($1::uuid[]) AND ${inPeriod}`;
  const [totals, channels, flows] = await Promise.all([
    db.query<{ subject_id: string; cin: string; cout: string; balance: string }>(
      `SELECT sa.subject_id::text AS subject_id, count(*) FILTER (WHERE st.inflow > 0) AS cin, count(*) FILTER (WHERE st.outflow > 0) AS cout,
              (sum(st.inflow) - sum(st.outflow))::text AS balance
         FROM ${rows} GROUP BY sa.subject_id`,
      params,
    ),
    db.query<{ subject_id: string; channel: string; n: string; total: string }>(
      `SELECT sa.subject_id::text AS subject_id, coalesce(st.channel, 'other') AS channel, count(*) AS n, sum(st.inflow + st.outflow)::text AS total
         FROM ${rows} GROUP BY 1, 2 ORDER BY 1, 2`,
      params,
    ),
    db.query<{ subject_id: string; side: 'in' | 'out'; name: string; n: string; total: string; hi: string; lo: string }>(
      `WITH g AS (
         SELECT sa.subject_id, CASE WHEN st.inflow > 0 THEN 'in' ELSE 'out' END AS side,
                coalesce(st.counterparty_name, st.counterparty_account, upper(st.channel), 'OTHER') AS name,
                count(*) AS n, sum(st.inflow + st.outflow) AS total
           FROM ${rows} AND (st.inflow > 0 OR st.outflow > 0)
          GROUP BY 1, 2, 3
       ), ranked AS (
         SELECT g.*, row_number() OVER (PARTITION BY subject_id, side ORDER BY total DESC, name) AS hi,
                     row_number() OVER (PARTITION BY subject_id, side ORDER BY total ASC, name) AS lo
           FROM g
       )
       SELECT subject_id::text AS subject_id, side, name, n, total::text AS total, hi, lo FROM ranked WHERE hi <= ${TOP} OR lo <= ${TOP}`,
      params,
    ),
  ]);
  return subjects.map((s) => {
    const t = totals.rows.find((r) => r.subject_id === s.id);
    const mine = flows.rows.filter((r) => r.subject_id === s.id);
    const list = (side: 'in' | 'out', rank: 'hi' | 'lo'): Flow[] =>
      mine
        .filter((r) => r.side === side && Number(r[rank]) <= TOP)
        .sort((a, b) => Number(a[rank]) - Number(b[rank]))
        .map((r) => ({ Name: r.name, [side === 'in' ? 'Inflows' : 'Outflows']: r.total, Count: Number(r.n) }));
    return {
      ...dashboardHead(s),
      Count_Inflow: Number(t?.cin ?? 0),
      Count_OutFlow: Number(t?.cout ?? 0),
      Balance: t?.balance ?? '0.00',
      analysis: channels.rows.filter((r) => r.subject_id === s.id).map((r) => ({ Channel: r.channel, Count: Number(r.n), Total: r.total })),
      top_10_inflows: list('in', 'hi'),
      top_10_less_inflows: list('in', 'lo'),
      top_10_Outflows: list('out', 'hi'),
      top_10_less_Outflows: list('out', 'lo'),
    };
  });
}
