/**
 * The call pivot's table (analysis-tools §2 "Pivot Table"): rows by a call field, columns by month, each cell the
 * calls or their total seconds, with the row and month totals. Shared by the workspace's Call Details > Pivot
 * Table and the call-records page's Pivot Table; the cells come aggregated from the server.
 */
import type { ReactElement } from 'react';
import type { CallPivotCell } from '@fiu/core/schemas/gridColumns';

export const CALL_PIVOT_DATA_FIELDS = [
  { value: 'count', label: 'Calls' },
  { value: 'duration', label: 'Total Duration (seconds)' },
] as const;
export type CallPivotDataField = (typeof CALL_PIVOT_DATA_FIELDS)[number]['value'];

const num = (n: number) => n.toLocaleString('en-NG');

export interface PivotTableModel {
  months: string[];
  rows: { row: string; cells: Map<string, number>; total: number }[];
  monthTotals: Map<string, number>;
  total: number;
}

/** The cells as a table of one data field: rows in the server's order (by value), months ascending. */
export function pivotModel(cells: readonly CallPivotCell[], field: CallPivotDataField): PivotTableModel {
  const months = [...new Set(cells.map((c) => c.month))].sort();
  const rows = new Map<string, { row: string; cells: Map<string, number>; total: number }>();
  const monthTotals = new Map<string, number>();
  let total = 0;
  for (const c of cells) {
    const r = rows.get(c.row) ?? { row: c.row, cells: new Map<string, number>(), total: 0 };
    const v = c[field];
    r.cells.set(c.month, v);
    r.total += v;
    rows.set(c.row, r);
    monthTotals.set(c.month, (monthTotals.get(c.month) ?? 0) + v);
    total += v;
  }
  return { months, rows: [...rows.values()], monthTotals, total };
}

export function CallPivotTable({ model, rowsLabel, field }: { model: PivotTableModel; rowsLabel: string; field: CallPivotDataField }): ReactElement {
  const label = CALL_PIVOT_DATA_FIELDS.find((d) => d.value === field)!.label;
  return (
    <div className="fiu-cpivot__scroll" tabIndex={0} role="region" aria-label={`Pivot Table: ${label} by ${rowsLabel} and month`}>
      <table>
        <thead>
          <tr>
            <th scope="col">{rowsLabel}</th>
            {model.months.map((m) => (
              <th key={m} scope="col" className="fiu-cpivot__num">
                {m}
              </th>
            ))}
            <th scope="col" className="fiu-cpivot__num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {model.rows.map((r) => (
            <tr key={r.row}>
              <th scope="row">{r.row || '(none)'}</th>
              {model.months.map((m) => (
                <td key={m} className="fiu-cpivot__num">
                  {r.cells.has(m) ? num(r.cells.get(m)!) : ''}
                </td>
              ))}
              <td className="fiu-cpivot__num">{num(r.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {model.months.map((m) => (
              <td key={m} className="fiu-cpivot__num">
                {num(model.monthTotals.get(m) ?? 0)}
              </td>
            ))}
            <td className="fiu-cpivot__num">{num(model.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
