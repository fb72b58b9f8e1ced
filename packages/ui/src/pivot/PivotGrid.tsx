import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { Popover } from '../grid/DataGrid/Popover';
import { cx } from '../cx';
import { decimalText, hundredths } from './decimal';

export interface PivotMeasure {
  id: string;
  /** The data field's name, e.g. 'Total Inflow'. */
  label: string;
}

/** One aggregated cell: a row value, a column value and each measure's sum as decimal text. */
export interface PivotGridCell {
  row: string;
  column: string;
  values: Readonly<Record<string, string>>;
}

export interface PivotGridProps {
  /** The row field's name (the first column's header), e.g. 'Account Number'. */
  rowLabel: string;
  /** The column field's name (over the column values), e.g. 'Month'. */
  columnLabel: string;
  cells: readonly PivotGridCell[];
  /** The data fields shown, in order. */
  measures: readonly PivotMeasure[];
  /** How a column value reads in its header (default as is); columns are sorted by their raw value. */
  formatColumn?(column: string): string;
  /** How a sum reads (default as is). */
  formatValue?(value: string): string;
  /** Row values hidden by the header filter (controlled). */
  hiddenRows: readonly string[];
  onHiddenRowsChange(hidden: string[]): void;
  /** How an empty row value reads (default '(Blank)'). */
  blankLabel?: string;
  /** Most rows held; the rest are counted in a note (the header filter narrows them). Default 10,000. */
  maxRows?: number;
  /** A row's label was chosen (the screen may open the rows behind it). */
  onRowClick?(row: string): void;
  label: string;
  className?: string;
}

const ZERO = '0.00';
/** A body row's height (CSS .fiu-pivot__table tbody tr): rows are drawn only where the box shows them. */
export const PIVOT_ROW_HEIGHT = 28;
/** The box's height before it is measured (and in a DOM without layout). */
const INITIAL_VIEW = 480;

/**
 * A pivot grid, domain-free: rows by one field, columns by another, one sub-column per measure, with row totals
 * (Grand Total column) and column totals (Grand Total row), summed exactly as decimal text. The aggregation
 * itself is the caller's (done where the data lives); this draws it, sorts rows by their label and filters them
 * through the row header's filter (tick the values to keep).
 */
export function PivotGrid({
  rowLabel,
  columnLabel,
  cells,
  measures,
  formatColumn = (c) => c,
  formatValue = (v) => v,
  hiddenRows,
  onHiddenRowsChange,
  blankLabel = '(Blank)',
  maxRows = 10_000,
  onRowClick,
  label,
  className,
}: PivotGridProps): ReactElement {
  const model = useMemo(() => {
    const columns = [...new Set(cells.map((c) => c.column))].sort();
    const byRow = new Map<string, Map<string, PivotGridCell>>();
    for (const c of cells) {
      let m = byRow.get(c.row);
      if (!m) byRow.set(c.row, (m = new Map()));
      m.set(c.column, c);
    }
    const rows = [...byRow.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    return { columns, byRow, rows };
  }, [cells]);

  const hidden = useMemo(() => new Set(hiddenRows), [hiddenRows]);
  const shownRows = model.rows.filter((r) => !hidden.has(r));
  const drawn = shownRows.slice(0, maxRows);

  /** Sums of the shown rows: per column and measure, per row, and the grand total (kept in hundredths, text once). */
  const totals = useMemo(() => {
    const zeros = () => measures.map(() => 0n);
    const byColumnK = new Map<string, bigint[]>();
    const byRowK = new Map<string, bigint[]>();
    const grandK = zeros();
    for (const row of shownRows) {
      const rowSum = zeros();
      for (const [column, cell] of model.byRow.get(row) ?? []) {
        let colSum = byColumnK.get(column);
        if (!colSum) byColumnK.set(column, (colSum = zeros()));
        measures.forEach((m, i) => {
          const v = cell.values[m.id];
          if (v === undefined) return;
          const k = hundredths(v);
          colSum![i]! += k;
          rowSum[i]! += k;
          grandK[i]! += k;
        });
      }
      byRowK.set(row, rowSum);
    }
    const text = (ks: bigint[]): Record<string, string> => Object.fromEntries(measures.map((m, i) => [m.id, decimalText(ks[i]!)]));
    return {
      byColumn: new Map([...byColumnK].map(([c, ks]) => [c, text(ks)])),
      byRow: new Map([...byRowK].map(([r, ks]) => [r, text(ks)])),
      grand: text(grandK),
    };
  }, [shownRows.join('\u0000'), model, measures]); // eslint-disable-line react-hooks/exhaustive-deps

  const span = Math.max(measures.length, 1);
  // Only the rows in view (and a margin) are in the DOM: a pivot of 400 counterparties by 12 months is 10,000
  // cells, which took seconds to lay out whole on a loaded machine.
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: drawn.length,
    estimateSize: () => PIVOT_ROW_HEIGHT,
    getScrollElement: () => scroller.current,
    overscan: 12,
    initialRect: { width: 800, height: INITIAL_VIEW },
    observeElementRect: (instance, cb) => {
      const el = instance.scrollElement;
      if (!el) return undefined;
      const measure = () => {
        if (el.clientHeight > 0) cb({ width: el.clientWidth, height: el.clientHeight }); // no layout (a test DOM): keep the initial box
      };
      measure();
      if (typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver(measure);
      observer.observe(el);
      return () => observer.disconnect();
    },
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = Math.max(0, virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0));
  const colCount = 1 + (model.columns.length + 1) * measures.length;
  const rowName = (r: string) => r || blankLabel;

  return (
    <div className={cx('fiu-pivot', className)}>
      <div className="fiu-pivot__scroll" role="region" aria-label={label} tabIndex={0} ref={scroller}>
        <table className="fiu-pivot__table" aria-rowcount={drawn.length + 3}>
          <caption className="fiu-visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className="fiu-pivot__corner">
                <span className="fiu-pivot__head">
                  <span>{rowLabel}</span>
                  <RowFilter rows={model.rows} hidden={hidden} onChange={onHiddenRowsChange} rowLabel={rowLabel} rowName={rowName} />
                </span>
                <span className="fiu-pivot__colfield">{columnLabel}</span>
              </th>
              {model.columns.map((c) => (
                <th key={c} scope="colgroup" colSpan={span} className="fiu-pivot__col">
                  {formatColumn(c)}
                </th>
              ))}
              <th scope="colgroup" colSpan={span} className="fiu-pivot__col fiu-pivot__col--total">
                Grand Total
              </th>
            </tr>
            <tr>
              {[...model.columns, ''].flatMap((c) =>
                measures.map((m) => (
                  <th key={`${c}:${m.id}`} scope="col" className="fiu-pivot__measure">
                    {m.label}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {padTop > 0 ? (
              <tr aria-hidden="true" className="fiu-pivot__pad" style={{ height: padTop }}>
                <td colSpan={colCount} />
              </tr>
            ) : null}
            {items.map(({ index }) => drawn[index]!).map((r, i) => (
              <tr key={r} aria-rowindex={items[i]!.index + 3} className={items[i]!.index % 2 ? 'fiu-pivot__zebra' : undefined}>
                <th scope="row" className="fiu-pivot__row">
                  {onRowClick ? (
                    <button type="button" className="fiu-pivot__pick" onClick={() => onRowClick(r)}>
                      {rowName(r)}
                    </button>
                  ) : (
                    rowName(r)
                  )}
                </th>
                {model.columns.flatMap((c) => {
                  const cell = model.byRow.get(r)?.get(c);
                  return measures.map((m) => (
                    <td key={`${c}:${m.id}`} className="fiu-pivot__num">
                      {cell?.values[m.id] !== undefined ? formatValue(cell.values[m.id]!) : ''}
                    </td>
                  ));
                })}
                {measures.map((m) => (
                  <td key={`total:${m.id}`} className="fiu-pivot__num fiu-pivot__num--total">
                    {formatValue(totals.byRow.get(r)?.[m.id] ?? ZERO)}
                  </td>
                ))}
              </tr>
            ))}
            {padBottom > 0 ? (
              <tr aria-hidden="true" className="fiu-pivot__pad" style={{ height: padBottom }}>
                <td colSpan={colCount} />
              </tr>
            ) : null}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="fiu-pivot__row">
                Grand Total
              </th>
              {model.columns.flatMap((c) =>
                measures.map((m) => (
                  <td key={`${c}:${m.id}`} className="fiu-pivot__num fiu-pivot__num--total">
                    {formatValue(totals.byColumn.get(c)?.[m.id] ?? ZERO)}
                  </td>
                )),
              )}
              {measures.map((m) => (
                <td key={`grand:${m.id}`} className="fiu-pivot__num fiu-pivot__num--total">
                  {formatValue(totals.grand[m.id] ?? ZERO)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {shownRows.length > drawn.length ? (
        <p className="fiu-pivot__note" role="status">
          Showing {drawn.length.toLocaleString('en-NG')} of {shownRows.length.toLocaleString('en-NG')} rows; the totals count them all. Narrow
          them with the filter of the {rowLabel} header.
        </p>
      ) : null}
    </div>
  );
}

function RowFilter({
  rows,
  hidden,
  onChange,
  rowLabel,
  rowName,
}: {
  rows: readonly string[];
  hidden: ReadonlySet<string>;
  onChange(hidden: string[]): void;
  rowLabel: string;
  rowName(r: string): string;
}): ReactElement {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const matching = rows.filter((r) => rowName(r).toLowerCase().includes(text.trim().toLowerCase()));
  const shown = matching.slice(0, 200);
  const openWith = (next: boolean) => {
    if (next) {
      setTicked(new Set(rows.filter((r) => !hidden.has(r))));
      setText('');
    }
    setOpen(next);
  };
  const toggle = (r: string) =>
    setTicked((t) => {
      const n = new Set(t);
      if (n.has(r)) n.delete(r);
      else n.add(r);
      return n;
    });
  const setAll = (on: boolean) =>
    setTicked((t) => {
      const n = new Set(t);
      for (const r of matching) {
        if (on) n.add(r);
        else n.delete(r);
      }
      return n;
    });
  return (
    <Popover
      open={open}
      onOpenChange={openWith}
      label={`Filter ${rowLabel}`}
      className="fiu-pivot__popover"
      trigger={(props) => (
        <button
          type="button"
          {...props}
          className={cx('fiu-pivot__filter', hidden.size > 0 && 'fiu-pivot__filter--on')}
          aria-label={`Filter ${rowLabel}${hidden.size > 0 ? ` (${rows.length - hidden.size} of ${rows.length} shown)` : ''}`}
          title={`Filter ${rowLabel}`}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M2 3h12l-4.5 5.5V13l-3 1.5V8.5z" fill="currentColor" />
          </svg>
        </button>
      )}
    >
      <form
        className="fiu-dgrid__popover-form"
        onSubmit={(e) => {
          e.preventDefault();
          onChange(rows.filter((r) => !ticked.has(r)));
          setOpen(false);
        }}
      >
        <p className="fiu-dgrid__popover-title">{rowLabel}</p>
        <label className="fiu-dgrid__popover-field">
          Find
          <input type="search" className="fiu-input" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <label className="fiu-pivot__tick">
          <input type="checkbox" checked={matching.length > 0 && matching.every((r) => ticked.has(r))} onChange={(e) => setAll(e.target.checked)} />
          (Select All)
        </label>
        <div className="fiu-dgrid__ticks">
          {shown.map((r) => (
            <label key={r} className="fiu-pivot__tick">
              <input type="checkbox" checked={ticked.has(r)} onChange={() => toggle(r)} />
              {rowName(r)}
            </label>
          ))}
        </div>
        {matching.length > shown.length ? <p className="fiu-dgrid__popover-note">{matching.length - shown.length} more: type to find them.</p> : null}
        <div className="fiu-dgrid__popover-actions">
          <button type="button" className="fiu-btn fiu-btn--ghost" onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button type="submit" className="fiu-btn fiu-btn--primary" disabled={ticked.size === 0}>
            OK
          </button>
        </div>
      </form>
    </Popover>
  );
}
