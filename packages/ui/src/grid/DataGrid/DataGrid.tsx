import {
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnVisibilityState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { Button } from '../../Button';
import { cx } from '../../cx';
import { EmptyState } from '../../EmptyState';
import { Icon } from '../../icons';
import { SearchBox } from '../../SearchBox';
import { ColumnChooser } from '../ColumnChooser';
import type { GridBand, GridColumn, GridFilterNode, GridPage, GridQuery, GridScalar, GridSort } from '../query';
import { FilterBar } from './FilterBar';
import { FilterBuilder } from './FilterBuilder';
import { FilterCell } from './FilterCell';
import { findCondition, setCondition, type Slot } from './filterTree';
import { FILTER_ROW_HEIGHT, GridBody, HEAD_HEIGHT, HEAD_TOTAL, HEADER_ROWS, ROW_HEIGHT, type BodyColumn } from './GridBody';
import { HeaderFilter } from './HeaderFilter';
import type { Row } from './pager';
import { useGridPager, usePagerSelect } from './useGridPager';

export interface DataGridProps {
  columns: readonly GridColumn[];
  /** The amount bands offered by the header filters of `bands` columns. */
  bands?: readonly GridBand[];
  /** The field that identifies a row. */
  rowKey: string;
  /** One page of rows for a query; aborted through `signal` when the grid no longer needs it. */
  fetchPage(query: GridQuery, signal: AbortSignal): Promise<GridPage>;
  /** Shows an Export button that hands over the grid's query (filter, search, sort, columns). */
  onExport?(query: GridQuery): void | Promise<unknown>;
  /** A column's values for its header filter. */
  fetchValues?(column: string, signal: AbortSignal): Promise<GridScalar[]>;
  initialQuery?: GridQuery;
  /** The query changed (a host keeps it in the address). */
  onQueryChange?(query: GridQuery): void;
  /** Names the grid for assistive technology. */
  label: string;
  /** The height of the rows' box (CSS length or px); default 480 px. */
  height?: number | string;
  /** Rows per fetch (the server allows up to 500). */
  pageSize?: number;
  /** What an empty grid says. */
  emptyTitle?: string;
  className?: string;
}

const features = /* @__PURE__ */ tableFeatures({ rowSortingFeature, columnVisibilityFeature, columnSizingFeature, columnResizingFeature });

const DEFAULT_WIDTH: Record<GridColumn['type'], number> = { text: 180, money: 150, number: 110, date: 130, datetime: 160 };

const toSorting = (sort: readonly GridSort[] | undefined): SortingState => (sort ?? []).map((s) => ({ id: s.column, desc: s.desc ?? false }));
const apply = <T,>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (o: T) => T)(old) : updater);

/**
 * The analysis grids' one data grid: rows live on the server and arrive a page at a time as the view moves
 * (keyset paging; a jump of the scrollbar asks by position), so a million rows scroll as smoothly as a hundred.
 * Sorting by the headers (shift adds a key), a filter row, header filters (amount bands, Weekends, Blank), a
 * filter panel and builder, a search box and a column chooser all become one GridQuery. Built on TanStack Table
 * (columns, sorting, visibility, sizing) and TanStack Virtual (the rows drawn).
 */
export function DataGrid({
  columns,
  bands = [],
  rowKey,
  fetchPage,
  onExport,
  fetchValues,
  initialQuery,
  onQueryChange,
  label,
  height = 480,
  pageSize = 100,
  emptyTitle = 'No data',
  className,
}: DataGridProps): ReactElement {
  const [sorting, setSorting] = useState<SortingState>(() => toSorting(initialQuery?.sort));
  const [filter, setFilter] = useState<GridFilterNode | undefined>(initialQuery?.filter);
  const [filterEnabled, setFilterEnabled] = useState(true);
  const [search, setSearch] = useState(initialQuery?.search ?? '');
  const [hidden, setHidden] = useState<string[]>(() =>
    initialQuery?.columns ? columns.filter((c) => !initialQuery.columns!.includes(c.id)).map((c) => c.id) : columns.filter((c) => c.hidden).map((c) => c.id),
  );
  const [builderOpen, setBuilderOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const visibleColumns = useMemo(() => columns.filter((c) => !hidden.includes(c.id)), [columns, hidden]);
  const query = useMemo<GridQuery>(() => {
    const q: GridQuery = {};
    if (filter && filterEnabled) q.filter = filter;
    if (search) q.search = search;
    if (sorting.length) q.sort = sorting.map((s) => (s.desc ? { column: s.id, desc: true } : { column: s.id }));
    if (hidden.length) q.columns = visibleColumns.map((c) => c.id);
    return q;
  }, [filter, filterEnabled, search, sorting, hidden, visibleColumns]);

  const queryText = JSON.stringify(query);
  const onQueryChangeRef = useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;
  const firstQuery = useRef(true);
  useEffect(() => {
    // The initial query is the host's own: only changes are told.
    if (firstQuery.current) {
      firstQuery.current = false;
      return;
    }
    onQueryChangeRef.current?.(JSON.parse(queryText) as GridQuery);
  }, [queryText]);

  const pager = useGridPager(fetchPage, query, pageSize);

  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        accessorFn: (row: Row) => row[c.id] as never,
        header: c.label,
        // Wide enough for the header's label beside its sort arrow and filter button (or as the column asks).
        size: c.width ?? Math.max(DEFAULT_WIDTH[c.type], c.label.length * 8 + 80),
        minSize: 72,
        sortDescFirst: c.type !== 'text',
      })),
    [columns],
  );
  const columnVisibility = useMemo<ColumnVisibilityState>(() => Object.fromEntries(hidden.map((id) => [id, false])), [hidden]);
  const table = useTable({
    features,
    columns: columnDefs,
    data: [],
    state: { sorting, columnVisibility },
    onSortingChange: (u) => setSorting((old) => apply(u, old).slice(-3)),
    onColumnVisibilityChange: () => {},
    manualSorting: true,
    enableMultiSort: true,
    isMultiSortEvent: (e) => (e as { shiftKey?: boolean }).shiftKey === true,
    maxMultiSortColCount: 3,
    columnResizeMode: 'onChange',
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const leafColumns = table.getVisibleLeafColumns();
  const totalWidth = table.getTotalSize();

  const scroller = useRef<HTMLDivElement>(null);
  const total = usePagerSelect(pager, (p) => p.shownTotal ?? -1);
  const answered = usePagerSelect(pager, (p) => (p.total === null ? 0 : 1));
  const error = usePagerSelect(pager, (p) => p.error ?? '');
  const pagerLoading = usePagerSelect(pager, (p) => (p.loading ? 1 : 0));
  const initialViewport = Math.max(ROW_HEIGHT, (typeof height === 'number' ? height : 480) - HEAD_TOTAL);
  // The rows re-render only when the columns shown or their widths change: `sizes` says both.
  const sizes = leafColumns.map((c) => `${c.id}=${c.getSize()}`).join('\n');
  const bodyColumns = useMemo<BodyColumn[]>(
    () =>
      sizes.split('\n').map((entry) => {
        const cut = entry.lastIndexOf('=');
        return { column: columns.find((x) => x.id === entry.slice(0, cut))!, width: Number(entry.slice(cut + 1)) };
      }),
    [sizes, columns],
  );
  const colCount = leafColumns.length;

  // ── Filter controls ───────────────────────────────────────────────────────────────────────────────
  const setSlot = (column: string, slot: Slot, node: GridFilterNode | undefined) => {
    setFilter((f) => setCondition(f, column, slot, node));
    setFilterEnabled(true);
  };
  const runExport = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport(query);
    } finally {
      setExporting(false);
    }
  };
  const searchable = columns.some((c) => c.searchable);

  const loading = pagerLoading === 1 && !error;
  const empty = answered === 1 && total === 0 && !loading && !error;
  const style = {
    '--fiu-dgrid-height': typeof height === 'number' ? `${height}px` : height,
    '--fiu-dgrid-row': `${ROW_HEIGHT}px`,
    '--fiu-dgrid-head': `${HEAD_HEIGHT}px`,
    '--fiu-dgrid-filter-row': `${FILTER_ROW_HEIGHT}px`,
  } as CSSProperties;

  return (
    <div className={cx('fiu-dgrid', loading && 'fiu-dgrid--loading', className)} style={style}>
      <div className="fiu-dgrid__toolbar">
        {searchable ? (
          <SearchBox
            className="fiu-dgrid__search"
            label={`Search ${label}`}
            hideLabel
            placeholder="Search…"
            hint={null}
            minLength={1}
            defaultValue={search}
            onSearch={setSearch}
          />
        ) : null}
        <div className="fiu-dgrid__tools">
          <Button icon={<Icon name="filter" />} onClick={() => setBuilderOpen(true)}>
            Filter builder
          </Button>
          <ColumnChooser
            columns={columns.map((c) => ({ id: c.id, label: c.label }))}
            hidden={hidden}
            // The last shown column stays: a grid of no columns says nothing.
            onHiddenChange={(next) => setHidden(next.length >= columns.length ? hidden : next)}
          />
          {onExport ? (
            <Button busy={exporting} disabled={exporting} onClick={() => void runExport()}>
              Export
            </Button>
          ) : null}
        </div>
      </div>
      {filter ? (
        <FilterBar
          filter={filter}
          columns={columns}
          bands={bands}
          enabled={filterEnabled}
          onEnabledChange={setFilterEnabled}
          onClear={() => setFilter(undefined)}
          onEdit={() => setBuilderOpen(true)}
        />
      ) : null}
      <div className="fiu-dgrid__frame">
        {loading ? <div className="fiu-dgrid__progress" role="progressbar" aria-label="Loading rows" /> : null}
        <div ref={scroller} className="fiu-dgrid__scroll">
          <div
            role="grid"
            aria-label={label}
            aria-rowcount={total < 0 ? -1 : total + HEADER_ROWS}
            aria-colcount={colCount}
            aria-busy={loading || undefined}
            className="fiu-dgrid__grid"
            style={{ width: totalWidth }}
          >
            <div role="rowgroup" className="fiu-dgrid__head">
              <div role="row" aria-rowindex={1} className="fiu-dgrid__row fiu-dgrid__row--head">
                {headers.map((header, i) => {
                  const column = columns.find((c) => c.id === header.column.id)!;
                  const sorted = header.column.getIsSorted();
                  const sortIndex = header.column.getSortIndex();
                  return (
                    <div
                      key={header.id}
                      role="columnheader"
                      aria-colindex={i + 1}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                      className={cx('fiu-dgrid__th', isNumeric(column) && 'fiu-dgrid__num')}
                      style={{ width: header.getSize() }}
                    >
                      <button type="button" className={cx('fiu-dgrid__sort', sorted && 'fiu-dgrid__sort--active')} onClick={header.column.getToggleSortingHandler()}>
                        <span className="fiu-dgrid__label">{column.label}</span>
                        <Icon name={sorted === 'asc' ? 'arrowUp' : sorted === 'desc' ? 'arrowDown' : 'sortable'} className="fiu-dgrid__arrow" />
                        {sorted && sorting.length > 1 ? <span className="fiu-dgrid__sortindex">{sortIndex + 1}</span> : null}
                      </button>
                      <HeaderFilter
                        column={column}
                        bands={bands}
                        node={findCondition(filter, column.id, 'header')}
                        onApply={(node) => setSlot(column.id, 'header', node)}
                        fetchValues={fetchValues}
                      />
                      <div
                        className="fiu-dgrid__resize"
                        aria-hidden="true"
                        onMouseDown={header.getResizeHandler()}
                        onTouchStart={header.getResizeHandler()}
                      />
                    </div>
                  );
                })}
              </div>
              <div role="row" aria-rowindex={2} className="fiu-dgrid__row fiu-dgrid__row--filter">
                {leafColumns.map((col, i) => {
                  const column = columns.find((c) => c.id === col.id)!;
                  return (
                    <div key={col.id} role="gridcell" aria-colindex={i + 1} className="fiu-dgrid__fth" style={{ width: col.getSize() }}>
                      <FilterCell column={column} node={findCondition(filter, column.id, 'row')} onApply={(node) => setSlot(column.id, 'row', node)} />
                    </div>
                  );
                })}
              </div>
            </div>
            <GridBody pager={pager} columns={bodyColumns} rowKey={rowKey} scroller={scroller} initialViewport={initialViewport} resetKey={queryText} />
          </div>
        </div>
        {error ? (
          <div className="fiu-dgrid__message" role="alert">
            <div className="fiu-dgrid__error">
              <Icon name="error" className="fiu-dgrid__error-icon" />
              <span className="fiu-dgrid__error-text">{error}</span>
              <Button size="sm" onClick={() => pager.retry()}>
                Retry
              </Button>
            </div>
          </div>
        ) : empty ? (
          <div className="fiu-dgrid__message">
            <EmptyState title={emptyTitle}>{query.filter || query.search ? 'Change or clear the filter and the search to see rows.' : null}</EmptyState>
          </div>
        ) : null}
      </div>
      <p className="fiu-dgrid__status" aria-live="polite">
        {!answered ? (error ? '' : 'Loading…') : `${total.toLocaleString('en-GB')} ${total === 1 ? 'row' : 'rows'}`}
      </p>
      <FilterBuilder
        open={builderOpen}
        columns={columns}
        filter={filter}
        onApply={(next) => {
          setFilter(next);
          setFilterEnabled(true);
        }}
        onClose={() => setBuilderOpen(false)}
      />
    </div>
  );
}

const isNumeric = (c: GridColumn) => c.type === 'money' || c.type === 'number';
