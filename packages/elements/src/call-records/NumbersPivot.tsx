/**
 * The call-records page's Pivot Table (analysis-tools §2 "Call-records listing"): the numbers' calls on the chosen
 * side, rows by a call field (until one is chosen, the other party: whom they called, or who called them), columns
 * by month, each cell the calls or their total seconds, with the row and month totals (the workspace's call pivot
 * table, shared/analysis/callPivotTable). Summed on the server: GET /api/cdr/pivot.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { numbersPivot } from '@fiu/core/api/cdrNumbers';
import { CALL_PIVOT_ROW_FIELDS, type CallPivotRowField } from '@fiu/core/schemas/gridColumns';
import { Select } from '@fiu/ui/Select';
import { callPivotCss } from '../shared/analysis/callPivot.css';
import { CALL_PIVOT_DATA_FIELDS, CallPivotTable, pivotModel, type CallPivotDataField } from '../shared/analysis/callPivotTable';
import { TabFailed, TabLoading } from '../shared/analysis/TabState';
import { useTabData } from '../shared/analysis/useTabData';
import { PartStyles } from '../shared/forms/PartStyles';
import type { NumbersTabProps } from './numbersTab';

const ROW_OPTIONS = CALL_PIVOT_ROW_FIELDS.map((f) => ({ value: f, label: f }));
const isRowField = (v: string): v is CallPivotRowField => (CALL_PIVOT_ROW_FIELDS as readonly string[]).includes(v);

export default function NumbersPivot({ numbers, direction }: NumbersTabProps): ReactElement {
  const [chosen, setRows] = useState<CallPivotRowField | null>(null);
  const rows = chosen ?? (direction === 'originating' ? 'terminating_number' : 'originating_number');
  const [field, setField] = useState<CallPivotDataField>('count');
  const q = { numbers, direction, rows };
  const data = useTabData((signal) => numbersPivot(q, signal), JSON.stringify(q));
  const model = useMemo(() => (data.data ? pivotModel(data.data.cells, field) : null), [data.data, field]);

  return (
    <div className="fiu-cpivot">
      <PartStyles css={callPivotCss} />
      <div className="fiu-cpivot__bar">
        <Select label="Rows" options={ROW_OPTIONS} value={rows} onChange={(e) => isRowField(e.target.value) && setRows(e.target.value)} />
        <Select label="Data" options={CALL_PIVOT_DATA_FIELDS} value={field} onChange={(e) => setField(e.target.value as CallPivotDataField)} />
      </div>
      {data.status === 'failed' ? (
        <TabFailed what="The pivot table" error={data.error} onRetry={data.retry} />
      ) : !model ? (
        <TabLoading label="Loading the pivot table" />
      ) : (
        <>
          {data.status === 'loading' ? <TabLoading label="Reloading" /> : null}
          {data.data?.truncated ? <p className="fiu-an__note">Too many rows and months to show them all: narrow the numbers.</p> : null}
          {model.rows.length === 0 ? <p className="fiu-an__note">No Results</p> : <CallPivotTable model={model} rowsLabel={rows} field={field} />}
        </>
      )}
    </div>
  );
}
