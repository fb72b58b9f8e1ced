/**
 * The Pivot (analysis-tools §2 Financial Statement → Pivot; issue 10 item 5): the statement's rows in the scope
 * and filter, by a row field (the account number, or the counterparty name the description parser found) and
 * by month in Nigeria, with the sums of Inflows and Outflows and the count, aggregated in SQL.
 */
import type { GridFilterNode } from '../../core.js';
import type { Queryable } from '../../db/types.js';
import type { PeriodBounds } from '../analysis/period.js';
import { filterOnKeptColumns, monthDay, wholeMonths } from './pivotTotals.js';
import type { GridBase } from './scope.js';
import { SOURCE_COLUMNS } from './sources.js';
import { filterSql, SqlParams } from './translate.js';
import type { XlsxCell, XlsxColumn } from './xlsx.js';

export interface PivotCellRow {
  row: string;
  month: string;
  inflow: string;
  outflow: string;
  count: number;
}

/** Most cells one pivot answers (rows × months): past it the answer says `truncated`. */
export const MAX_PIVOT_CELLS = 100_000;

/**
 * Per row field: the key the rows (or the monthly aggregates) are first summed by (cheap: the account id, not its
 * number through the join) and how the outer query names it. The month is first a date_trunc (to_char on every row measured 1.5×
 * slower over a million rows), formatted once per group.
 */
const ROWS = {
  Account_Number: { key: 'st.account_id', join: 'JOIN accounts pa ON pa.id = x.k', row: 'pa.account_number' },
  // Rows without a parsed counterparty are one row, ''.
  Counterparty: { key: "coalesce(nullif(btrim(st.counterparty_name), ''), '')", join: '', row: 'x.k' },
} as const;

/** What a pivot reads: the statement's base rows, and the accounts and period they were scoped by. */
export interface PivotScope {
  base: GridBase;
  accountIds: readonly string[];
  bounds: PeriodBounds;
}

/**
 * The cells. The period's whole months come from the monthly pre-aggregates of migration 0025 when the filter
 * names only what they keep (`totals`: true by default; false sums every row, as tests compare); the months at
 * its edges, or every month when the filter needs the rows, are summed from the rows.
 */
export async function pivotCells(
  db: Queryable,
  scope: PivotScope,
  rows: keyof typeof ROWS,
  filter: GridFilterNode | undefined,
  { totals = true }: { totals?: boolean } = {},
): Promise<{ cells: PivotCellRow[]; truncated: boolean }> {
  const { base } = scope;
  const cols = SOURCE_COLUMNS.statement;
  const p = new SqlParams(base.params);
  const r = ROWS[rows];
  const whole = totals && filterOnKeptColumns(filter) ? wholeMonths(scope.bounds) : null;
  const parts: string[] = [];
  const fromRows = (range: string) =>
    `SELECT ${r.key} AS k, date_trunc('month', st.transaction_date AT TIME ZONE 'Africa/Lagos') AS m,
            sum(st.inflow) AS i, sum(st.outflow) AS o, count(*) AS n
       FROM ${base.from} WHERE (${base.where}) AND ${range} AND ${filterSql(cols, filter, p)} GROUP BY 1, 2`;
  if (!whole) parts.push(fromRows('TRUE'));
  else {
    // The aggregates named as the statement's columns, so the filter's SQL (account number, counterparty) applies.
    const months = [
      `st.account_id = ANY(${p.add(scope.accountIds, 'uuid[]')})`,
      whole.from ? `st.month >= ${p.add(monthDay(whole.from), 'date')}` : 'TRUE',
      whole.until ? `st.month < ${p.add(monthDay(whole.until), 'date')}` : 'TRUE',
    ].join(' AND ');
    parts.push(
      `SELECT ${r.key} AS k, st.month::timestamp AS m, sum(st.inflow) AS i, sum(st.outflow) AS o, sum(st.n) AS n
         FROM (SELECT account_id, counterparty AS counterparty_name, month, inflow, outflow, n FROM statement_month_totals) st
         LEFT JOIN accounts a ON a.id = st.account_id
        WHERE ${months} AND ${filterSql(cols, filter, p)} GROUP BY 1, 2`,
    );
    const edges: string[] = [];
    if (whole.from && (!scope.bounds.from || scope.bounds.from < whole.from)) edges.push(`st.transaction_date < ${p.add(whole.from, 'timestamptz')}`);
    if (whole.until && (!scope.bounds.until || scope.bounds.until > whole.until)) edges.push(`st.transaction_date >= ${p.add(whole.until, 'timestamptz')}`);
    // With no edge, a branch that reads nothing (FALSE is planned away) still types the base's parameters.
    for (const edge of edges.length ? edges : ['FALSE']) parts.push(fromRows(edge));
  }
  const limit = p.add(MAX_PIVOT_CELLS + 1, 'int');
  const result = await db.query<PivotCellRow>(
    `${base.with ? `WITH ${base.with}` : ''}
     SELECT ${r.row} AS row, to_char(x.m, 'YYYY-MM') AS month, sum(x.i)::text AS inflow, sum(x.o)::text AS outflow, sum(x.n)::int AS count
       FROM (${parts.join(' UNION ALL ')}) x ${r.join}
      GROUP BY 1, 2 ORDER BY 1, 2 LIMIT ${limit}`,
    p.values,
  );
  return { cells: result.rows.slice(0, MAX_PIVOT_CELLS).map((c) => ({ ...c, count: Number(c.count) })), truncated: result.rows.length > MAX_PIVOT_CELLS };
}

/** Decimal text sums without a float: both sides scaled to kobo as BigInt. */
const addMoney = (a: string, b: string): string => {
  const kobo = (s: string) => {
    const [whole, frac = ''] = s.replace('-', '').split('.');
    const v = BigInt(whole!) * 100n + BigInt((frac + '00').slice(0, 2));
    return s.startsWith('-') ? -v : v;
  };
  const k = kobo(a) + kobo(b);
  const abs = k < 0n ? -k : k;
  return `${k < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** The pivot as a sheet: one line per row value, per month an IN-FLOW and an OUT-FLOW column, then the totals. */
export function pivotSheet(rowsLabel: string, cells: readonly PivotCellRow[]): { columns: XlsxColumn[]; rows: XlsxCell[][] } {
  const months = [...new Set(cells.map((c) => c.month))].sort();
  const byRow = new Map<string, Map<string, PivotCellRow>>();
  for (const c of cells) {
    if (!byRow.has(c.row)) byRow.set(c.row, new Map());
    byRow.get(c.row)!.set(c.month, c);
  }
  const columns: XlsxColumn[] = [
    { label: rowsLabel, kind: 'text' },
    ...months.flatMap((m) => [
      { label: `${m} IN-FLOW`, kind: 'money' as const },
      { label: `${m} OUT-FLOW`, kind: 'money' as const },
    ]),
    { label: 'Total IN-FLOW', kind: 'money' },
    { label: 'Total OUT-FLOW', kind: 'money' },
    { label: 'Count', kind: 'number' },
  ];
  const rows: XlsxCell[][] = [];
  for (const [row, byMonth] of byRow) {
    let inflow = '0.00';
    let outflow = '0.00';
    let count = 0;
    const line: XlsxCell[] = [row];
    for (const m of months) {
      const c = byMonth.get(m);
      line.push(c?.inflow ?? null, c?.outflow ?? null);
      if (c) {
        inflow = addMoney(inflow, c.inflow);
        outflow = addMoney(outflow, c.outflow);
        count += c.count;
      }
    }
    line.push(inflow, outflow, count);
    rows.push(line);
  }
  return { columns, rows };
}
