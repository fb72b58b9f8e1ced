/**
 * The call Pivot Table (analysis-tools §2 Call Details → Pivot Table) and the call Dash board's top-10 charts:
 * the subject set's calls in the scope (period, direction) and filter, by a row field of the call grid and by
 * month in Nigeria, with the count of calls and their total duration, aggregated in SQL. The row field is looked
 * up in the call grid's allow-list (lib/grid/sources.ts), never spliced from input; `top` keeps only the row
 * values with the most calls.
 */
import type { CallPivotRowField, GridFilterNode } from '../../core.js';
import type { Queryable } from '../../db/types.js';
import type { GridBase } from './scope.js';
import { SOURCE_COLUMNS } from './sources.js';
import { columnOf, filterSql, SqlParams } from './translate.js';
import type { XlsxCell, XlsxColumn } from './xlsx.js';

export interface CallPivotCellRow {
  row: string;
  month: string;
  count: number;
  duration: number;
}

/** Most cells one call pivot answers (rows × months): past it the answer says `truncated`. */
export const MAX_CALL_PIVOT_CELLS = 100_000;

export async function callPivotCells(
  db: Queryable,
  base: GridBase,
  rows: CallPivotRowField,
  filter: GridFilterNode | undefined,
  top?: number,
): Promise<{ cells: CallPivotCellRow[]; truncated: boolean }> {
  const cols = SOURCE_COLUMNS.calls;
  const field = columnOf(cols, rows);
  const p = new SqlParams(base.params);
  const where = `(${base.where}) AND ${filterSql(cols, filter, p)}`;
  // Calls without the field's value are one row, ''.
  const key = `coalesce(nullif(btrim(${field.sql}), ''), '')`;
  const topSql = top === undefined ? '' : `WHERE x.k IN (SELECT k FROM x GROUP BY k ORDER BY sum(n) DESC, sum(d) DESC, k LIMIT ${p.add(top, 'int')})`;
  const limit = p.add(MAX_CALL_PIVOT_CELLS + 1, 'int');
  const result = await db.query<{ row: string; month: string; count: string; duration: string }>(
    `WITH ${base.with ? `${base.with}, ` : ''}x AS (
       SELECT ${key} AS k, date_trunc('month', cr.cdr_ts AT TIME ZONE 'Africa/Lagos') AS m,
              count(*) AS n, coalesce(sum(cr.call_duration), 0) AS d
         FROM ${base.from} WHERE ${where} GROUP BY 1, 2)
     SELECT x.k AS row, to_char(x.m, 'YYYY-MM') AS month, x.n::text AS count, x.d::text AS duration
       FROM x ${topSql} ORDER BY 1, 2 LIMIT ${limit}`,
    p.values,
  );
  return {
    cells: result.rows.slice(0, MAX_CALL_PIVOT_CELLS).map((c) => ({ row: c.row, month: c.month, count: Number(c.count), duration: Number(c.duration) })),
    truncated: result.rows.length > MAX_CALL_PIVOT_CELLS,
  };
}

/** The call pivot as a sheet: one line per row value, per month the calls and their seconds, then the totals. */
export function callPivotSheet(rowsLabel: string, cells: readonly CallPivotCellRow[]): { columns: XlsxColumn[]; rows: XlsxCell[][] } {
  const months = [...new Set(cells.map((c) => c.month))].sort();
  const byRow = new Map<string, Map<string, CallPivotCellRow>>();
  for (const c of cells) {
    if (!byRow.has(c.row)) byRow.set(c.row, new Map());
    byRow.get(c.row)!.set(c.month, c);
  }
  const columns: XlsxColumn[] = [
    { label: rowsLabel, kind: 'text' },
    ...months.flatMap((m) => [
      { label: `${m} Calls`, kind: 'number' as const },
      { label: `${m} Duration (seconds)`, kind: 'number' as const },
    ]),
    { label: 'Total Calls', kind: 'number' },
    { label: 'Total Duration (seconds)', kind: 'number' },
  ];
  const rows: XlsxCell[][] = [];
  for (const [row, byMonth] of byRow) {
    let count = 0;
    let duration = 0;
    const line: XlsxCell[] = [row];
    for (const m of months) {
      const c = byMonth.get(m);
      line.push(c?.count ?? null, c?.duration ?? null);
      count += c?.count ?? 0;
      duration += c?.duration ?? 0;
    }
    line.push(count, duration);
    rows.push(line);
  }
  return { columns, rows };
}
