/**
 * Call Details > Pivot Table (analysis-tools §2, §9 PivotTable.xlsx): the subjects' calls in the period and
 * direction, rows by a call field (the field chooser: terminating_number, originating_number, call_type, the
 * subscriber names; until one is chosen, the other party of the direction), columns by month, each cell the calls
 * or their total seconds (the data field), with the row and month totals. Aggregated in SQL (api.grids.callPivot);
 * Export asks the server for the same pivot as PivotTable.xlsx.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { callPivot, callPivotExport } from '@fiu/core/api/grids';
import { CALL_PIVOT_ROW_FIELDS, type CallPivotCell, type CallPivotRowField } from '@fiu/core/schemas/gridColumns';
import { Button } from '@fiu/ui/Button';
import { Select } from '@fiu/ui/Select';
import { scopeOf } from '../../shared/analysis/period';
import { TabFailed, TabLoading } from '../../shared/analysis/TabState';
import { useTabData } from '../../shared/analysis/useTabData';
import { serverText } from '../../shared/errors';
import { PartStyles } from '../../shared/forms/PartStyles';
import { saveBlob } from '../../shared/saveBlob';
import { callsCss } from './calls.css';
import { queryDirection } from './direction';
import type { CallTabProps } from './props';

const DATA_FIELDS = [
  { value: 'count', label: 'Calls' },
  { value: 'duration', label: 'Total Duration (seconds)' },
] as const;
type DataField = (typeof DATA_FIELDS)[number]['value'];

const ROW_OPTIONS = CALL_PIVOT_ROW_FIELDS.map((f) => ({ value: f, label: f }));
const isRowField = (v: string): v is CallPivotRowField => (CALL_PIVOT_ROW_FIELDS as readonly string[]).includes(v);
const num = (n: number) => n.toLocaleString('en-NG');

export interface PivotTableModel {
  months: string[];
  rows: { row: string; cells: Map<string, number>; total: number }[];
  monthTotals: Map<string, number>;
  total: number;
}

/** The cells as a table of one data field: rows in the server's order (by value), months ascending. */
export function pivotModel(cells: readonly CallPivotCell[], field: DataField): PivotTableModel {
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

export default function CallPivot({ subjects, period, direction }: CallTabProps): ReactElement {
  // Until a field is chosen, the rows are the other party: whom the subjects called, or who called them.
  const [chosen, setRows] = useState<CallPivotRowField | null>(null);
  const rows = chosen ?? (direction.endsWith('Originating') ? 'terminating_number' : 'originating_number');
  const [field, setField] = useState<DataField>('count');
  const [exportError, setExportError] = useState<string | null>(null);
  const s = scopeOf(subjects, period);
  const request = { scope: { Suspect: s.suspects, start: s.start, end: s.end }, direction: queryDirection(direction), rows };
  const data = useTabData((signal) => callPivot(request, signal), JSON.stringify(request));
  const model = useMemo(() => (data.data ? pivotModel(data.data.cells, field) : null), [data.data, field]);

  async function exportPivot(): Promise<void> {
    setExportError(null);
    try {
      const { blob, filename } = await callPivotExport(request);
      saveBlob(blob, filename);
    } catch (e) {
      setExportError(`The export could not be made: ${serverText(e)}`);
    }
  }

  return (
    <div className="fiu-cpivot">
      <PartStyles css={callsCss} />
      <div className="fiu-cpivot__bar">
        <Select label="Rows" options={ROW_OPTIONS} value={rows} onChange={(e) => isRowField(e.target.value) && setRows(e.target.value)} />
        <Select label="Data" options={DATA_FIELDS} value={field} onChange={(e) => setField(e.target.value as DataField)} />
        <Button variant="secondary" onClick={() => void exportPivot()} disabled={!model || model.rows.length === 0}>
          Export
        </Button>
      </div>
      {exportError ? (
        <p role="alert" className="fiu-an__bar-error">
          {exportError}
        </p>
      ) : null}
      {data.status === 'failed' ? (
        <TabFailed what="The pivot table" error={data.error} onRetry={data.retry} />
      ) : !model ? (
        <TabLoading label="Loading the pivot table" />
      ) : (
        <>
          {data.status === 'loading' ? <TabLoading label="Reloading" /> : null}
          {data.data?.truncated ? <p className="fiu-an__note">Too many rows and months to show them all: narrow the period or filter.</p> : null}
          {model.rows.length === 0 ? <p className="fiu-an__note">No Results</p> : <PivotTable model={model} rowsLabel={rows} field={field} />}
        </>
      )}
    </div>
  );
}

function PivotTable({ model, rowsLabel, field }: { model: PivotTableModel; rowsLabel: string; field: DataField }): ReactElement {
  const label = DATA_FIELDS.find((d) => d.value === field)!.label;
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
