/**
 * The Pivot (analysis-tools §2 Financial Statement → Pivot; issue 10 item 5): the statement's rows in the scope
 * and filter, by a row field (the account number, or the counterparty name the description parser found) and
 * by month in Nigeria, with the sums of Inflows and Outflows and the count, aggregated in SQL.
 */
import type { GridFilterNode } from '../../core.js';
import type { Queryable } from '../../db/types.js';
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

const ROW_SQL = {
  Account_Number: 'a.account_number',
  // Rows without a parsed counterparty are one row, ''.
  Counterparty: "coalesce(nullif(btrim(st.counterparty_name), ''), '')",
} as const;

export async function pivotCells(
  db: Queryable,
  base: GridBase,
  rows: keyof typeof ROW_SQL,
  filter: GridFilterNode | undefined,
): Promise<{ cells: PivotCellRow[]; truncated: boolean }> {
  const p = new SqlParams(base.params);
  const where = `(${base.where}) AND ${filterSql(SOURCE_COLUMNS.statement, filter, p)}`;
  const limit = p.add(MAX_PIVOT_CELLS + 1, 'int');
  const r = await db.query<PivotCellRow>(
    `${base.with ? `WITH ${base.with}` : ''}
     SELECT ${ROW_SQL[rows]} AS row, to_char(st.transaction_date AT TIME ZONE 'Africa/Lagos', 'YYYY-MM') AS month,
            sum(st.inflow)::text AS inflow, sum(st.outflow)::text AS outflow, count(*)::int AS count
       FROM ${base.from} WHERE ${where}
      GROUP BY 1, 2 ORDER BY 1, 2 LIMIT ${limit}`,
    p.values,
  );
  return { cells: r.rows.slice(0, MAX_PIVOT_CELLS).map((c) => ({ ...c, count: Number(c.count) })), truncated: r.rows.length > MAX_PIVOT_CELLS };
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
