/**
 * Call Details > Pivot Table (analysis-tools §2, §9 PivotTable.xlsx): the subjects' calls in the period and
 * direction, rows by a call field (the field chooser: terminating_number, originating_number, call_type, the
 * subscriber names; until one is chosen, the other party of the direction), columns by month, each cell the calls
 * or their total seconds (the data field), with the row and month totals. Aggregated in SQL (api.grids.callPivot);
 * Export asks the server for the same pivot as PivotTable.xlsx.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { callPivot, callPivotExport } from '@fiu/core/api/grids';
import { CALL_PIVOT_ROW_FIELDS, type CallPivotRowField } from '@fiu/core/schemas/gridColumns';
import { Button } from '@fiu/ui/Button';
import { Select } from '@fiu/ui/Select';
import { CALL_PIVOT_DATA_FIELDS, CallPivotTable, pivotModel, type CallPivotDataField } from '../../shared/analysis/callPivotTable';
import { scopeOf } from '../../shared/analysis/period';
import { TabFailed, TabLoading } from '../../shared/analysis/TabState';
import { useTabData } from '../../shared/analysis/useTabData';
import { serverText } from '../../shared/errors';
import { PartStyles } from '../../shared/forms/PartStyles';
import { saveBlob } from '../../shared/saveBlob';
import { callsCss } from './calls.css';
import { queryDirection } from './direction';
import type { CallTabProps } from './props';

const ROW_OPTIONS = CALL_PIVOT_ROW_FIELDS.map((f) => ({ value: f, label: f }));
const isRowField = (v: string): v is CallPivotRowField => (CALL_PIVOT_ROW_FIELDS as readonly string[]).includes(v);

export default function CallPivot({ subjects, period, direction }: CallTabProps): ReactElement {
  // Until a field is chosen, the rows are the other party: whom the subjects called, or who called them.
  const [chosen, setRows] = useState<CallPivotRowField | null>(null);
  const rows = chosen ?? (direction.endsWith('Originating') ? 'terminating_number' : 'originating_number');
  const [field, setField] = useState<CallPivotDataField>('count');
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
        <Select label="Data" options={CALL_PIVOT_DATA_FIELDS} value={field} onChange={(e) => setField(e.target.value as CallPivotDataField)} />
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
          {model.rows.length === 0 ? <p className="fiu-an__note">No Results</p> : <CallPivotTable model={model} rowsLabel={rows} field={field} />}
        </>
      )}
    </div>
  );
}
