/**
 * Financial Statement > Pivot (analysis-tools §2, §9; issue 10 item 5): the statement's rows of the subjects
 * and period, by account number or by counterparty (the field chooser) and by month, with the data fields Total
 * Inflow and Total Outflow as sums. The sums are made in SQL (api.grids.pivot); the grid draws them with row and
 * column totals. The row header's filter hides rows; the bar chart is bound to the grid (the shown rows, the
 * chosen data fields), and Export asks the server for PivotTable.xlsx with the same rows and filter. A row label
 * or a bar opens the Statement grid on that account or counterparty.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { pivot, pivotExport } from '@fiu/core/api/grids';
import { formatNaira } from '@fiu/core/format/naira';
import type { GridFilterNode, PivotCell, PivotRequest } from '@fiu/core/schemas/gridQuery';
import { Button } from '@fiu/ui/Button';
import { BarChart } from '@fiu/ui/chart';
import { decimalText, hundredths, PivotGrid, pivotCss, type PivotGridCell, type PivotMeasure } from '@fiu/ui/pivot';
import { saveBlob } from '../../shared/saveBlob';
import { periodLabel, scopeOf, type Period } from '../../shared/analysis/period';
import { TabFailed, TabLoading } from '../../shared/analysis/TabState';
import { useTabData } from '../../shared/analysis/useTabData';
import { serverText } from '../../shared/errors';
import { PartStyles } from '../../shared/forms/PartStyles';
import { financialCss } from './financial.css';

export type PivotRows = PivotRequest['rows'];

export const PIVOT_ROW_LABEL: Record<PivotRows, string> = { Account_Number: 'Account Number', Counterparty: 'Counterparty' };

const MEASURES: readonly PivotMeasure[] = [
  { id: 'inflow', label: 'Total Inflow' },
  { id: 'outflow', label: 'Total Outflow' },
];

/** Bars of the chart: the rows with the most money through them (§9's chart is 1600 px wide: room for 20). */
const CHART_ROWS = 20;
/** The most values one `in` condition carries (core's GRID_LIMITS.maxValues). */
const MAX_FILTER_VALUES = 500;

const monthLabel = (m: string): string => {
  const [y, mo] = m.split('-');
  return new Date(Date.UTC(Number(y), Number(mo) - 1, 15)).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
};

/**
 * The header filter as the server's filter: the kept rows, or the hidden ones negated, whichever is shorter;
 * null when neither fits one condition (the export then says so instead of exporting other rows).
 */
export function rowFilter(rows: PivotRows, all: readonly string[], hidden: readonly string[]): GridFilterNode | undefined | null {
  if (!hidden.length) return undefined;
  const kept = all.filter((r) => !hidden.includes(r));
  if (kept.length <= hidden.length && kept.length <= MAX_FILTER_VALUES) return { type: 'in', column: rows, values: kept };
  if (hidden.length <= MAX_FILTER_VALUES) return { type: 'in', column: rows, values: [...hidden], not: true };
  return null;
}

export interface PivotTabProps {
  subjects: readonly string[];
  period: Period;
  /** A row or bar was chosen: open the statement on it. */
  onOpenStatement?(field: PivotRows, value: string): void;
}

export default function PivotTab({ subjects, period, onOpenStatement }: PivotTabProps): ReactElement {
  const [rows, setRows] = useState<PivotRows>('Account_Number');
  const [shown, setShown] = useState<string[]>(['inflow', 'outflow']);
  const [hidden, setHidden] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const s = scopeOf(subjects, period);
  const scope = { Suspect: s.suspects, start: s.start, end: s.end };
  const data = useTabData((signal) => pivot({ scope, rows }, signal) as Promise<{ cells: PivotCell[]; truncated?: boolean }>, JSON.stringify([scope, rows]));

  const cells = useMemo<PivotGridCell[]>(
    () => (data.data?.cells ?? []).map((c) => ({ row: c.row, column: c.month, values: { inflow: c.inflow, outflow: c.outflow } })),
    [data.data],
  );
  const allRows = useMemo(() => [...new Set(cells.map((c) => c.row))], [cells]);
  const measures = useMemo(() => MEASURES.filter((m) => shown.includes(m.id)), [shown]);

  // The chart follows the grid: the shown rows with the most money through them, the chosen data fields.
  const chart = useMemo(() => {
    const sums = new Map<string, { inflow: bigint; outflow: bigint }>();
    const hiddenSet = new Set(hidden);
    for (const c of cells) {
      if (hiddenSet.has(c.row)) continue;
      const t = sums.get(c.row) ?? { inflow: 0n, outflow: 0n };
      t.inflow += hundredths(c.values.inflow ?? '0');
      t.outflow += hundredths(c.values.outflow ?? '0');
      sums.set(c.row, t);
    }
    const through = (t: { inflow: bigint; outflow: bigint }) => t.inflow + t.outflow;
    const top = [...sums.entries()].sort((a, b) => (through(b[1]) > through(a[1]) ? 1 : through(b[1]) < through(a[1]) ? -1 : a[0].localeCompare(b[0]))).slice(0, CHART_ROWS);
    return {
      labels: top.map(([r]) => r || '(Blank)'),
      rows: top.map(([r]) => r),
      series: measures.map((m) => ({ label: m.label, values: top.map(([, t]) => Number(decimalText(m.id === 'inflow' ? t.inflow : t.outflow))) })),
    };
  }, [cells, hidden, measures]);

  const chooseRows = (next: PivotRows) => {
    setRows(next);
    setHidden([]);
  };

  async function exportPivot(): Promise<void> {
    setExportError(null);
    const filter = rowFilter(rows, allRows, hidden);
    if (filter === null) {
      setExportError(`Too many rows are filtered out to export this view: tick at most ${MAX_FILTER_VALUES} values in the ${PIVOT_ROW_LABEL[rows]} filter.`);
      return;
    }
    setExporting(true);
    try {
      const { blob, filename } = await pivotExport({ scope, rows, ...(filter ? { filter } : {}) });
      saveBlob(blob, filename);
    } catch (e) {
      setExportError(`The export could not be made: ${serverText(e)}`);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="fiu-pivot-tab">
      <PartStyles css={pivotCss + financialCss} />
      <fieldset className="fiu-fin__chooser">
        <legend>Field chooser</legend>
        <label className="fiu-fin__field">
          Rows
          <select className="fiu-input" value={rows} onChange={(e) => chooseRows(e.target.value as PivotRows)}>
            <option value="Account_Number">{PIVOT_ROW_LABEL.Account_Number}</option>
            <option value="Counterparty">{PIVOT_ROW_LABEL.Counterparty}</option>
          </select>
        </label>
        <span className="fiu-fin__field fiu-fin__field--fixed">
          Columns <strong>Transaction Date (Month)</strong>
        </span>
        <span className="fiu-fin__field" role="group" aria-label="Data fields">
          Data fields
          <span className="fiu-fin__ticks">
            {MEASURES.map((m) => (
              <label key={m.id} className="fiu-fin__tick">
                <input
                  type="checkbox"
                  checked={shown.includes(m.id)}
                  // One data field at least: a pivot of nothing says nothing.
                  disabled={shown.length === 1 && shown.includes(m.id)}
                  onChange={(e) => setShown((old) => (e.target.checked ? MEASURES.map((x) => x.id).filter((id) => id === m.id || old.includes(id)) : old.filter((id) => id !== m.id)))}
                />
                {m.label}
              </label>
            ))}
          </span>
        </span>
        <Button variant="secondary" onClick={() => void exportPivot()} disabled={exporting || !data.data} className="fiu-fin__export">
          {exporting ? 'Exporting…' : 'Export'}
        </Button>
      </fieldset>
      {exportError ? (
        <p role="alert" className="fiu-an__bar-error">
          {exportError}
        </p>
      ) : null}
      {data.status === 'failed' ? (
        <TabFailed what="The pivot" error={data.error} onRetry={data.retry} />
      ) : !data.data ? (
        <TabLoading label="Loading the pivot" />
      ) : (
        <div aria-busy={data.status === 'loading'} className="fiu-pivot-tab__body">
          {data.status === 'loading' ? <TabLoading label="Reloading" /> : null}
          {data.data.truncated ? (
            <p className="fiu-an__note" role="status">
              The pivot is too large to show whole: narrow the period.
            </p>
          ) : null}
          <BarChart
            title={`${PIVOT_ROW_LABEL[rows]}: ${measures.map((m) => m.label).join(' and ')}`}
            subtitle={periodLabel(period)}
            labels={chart.labels}
            values={chart.series[0]?.values ?? []}
            series={chart.series}
            formatValue={formatNaira}
            height={400}
            emptyText="No Results"
            onBarClick={onOpenStatement ? (i) => onOpenStatement(rows, chart.rows[i]!) : undefined}
          />
          {cells.length === 0 ? (
            <p className="fiu-an__note">No Results</p>
          ) : (
            <PivotGrid
              label={`Pivot of the statement by ${PIVOT_ROW_LABEL[rows]} and month`}
              rowLabel={PIVOT_ROW_LABEL[rows]}
              columnLabel="Month"
              cells={cells}
              measures={measures}
              formatColumn={monthLabel}
              formatValue={formatNaira}
              hiddenRows={hidden}
              onHiddenRowsChange={setHidden}
              onRowClick={onOpenStatement ? (r) => onOpenStatement(rows, r) : undefined}
            />
          )}
        </div>
      )}
    </div>
  );
}
