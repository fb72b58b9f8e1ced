import { useEffect, useId, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../cx';
import { EmptyState } from '../EmptyState';
import { Icon } from '../icons';
import { VisuallyHidden } from '../VisuallyHidden';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  /** The sorted column's id. */
  id: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell(row: Row, index: number): ReactNode;
  /** The header becomes a button that asks for this column's sort (onSortChange). */
  sortable?: boolean;
  /** Direction of the first click on this column (default 'asc'; dates often want 'desc'). */
  firstDirection?: SortDirection;
  /** 'end' right-aligns header and cells (left in right-to-left text). */
  align?: 'start' | 'end';
  /** Column width: a number of pixels or any CSS length ('12ch', '20%'). */
  width?: number | string;
  /** Amounts, counts: right-aligned tabular figures that never wrap. */
  numeric?: boolean;
  /** Let this column's text wrap (cells stay on one line by default, so rows keep a dense, even height). */
  wrap?: boolean;
  /** Keep the header for screen readers only (e.g. a photo column). */
  hideHeader?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row (an id), so rows keep their focus and state across pages and sorts. */
  rowKey(row: Row, index: number): string | number;
  /** The current sort (controlled: sorting happens on the server). */
  sort?: SortState | null;
  /** A sortable header was clicked: same column flips direction, another starts at its firstDirection. */
  onSortChange?(sort: SortState): void;
  /** Keeps the layout: a thin progress bar, previous rows dimmed (or placeholder rows on a first load), aria-busy. */
  loading?: boolean;
  /** Announced to screen readers while loading. */
  loadingLabel?: string;
  /** Shown in place, under the header and above the rows, as an alert. */
  error?: ReactNode;
  /** Shows a Retry button beside the error. */
  onRetry?(): void;
  retryLabel?: string;
  /** What the empty table says: the title, a message saying what to do, and an optional button. */
  emptyTitle?: ReactNode;
  empty?: ReactNode;
  emptyAction?: ReactNode;
  /** Buttons at the end of each row (e.g. Report, Insights). */
  rowActions?(row: Row, index: number): ReactNode;
  /** The actions column's header, read by screen readers (hidden on screen). */
  rowActionsHeader?: string;
  /** A visible title for the table; `hideCaption` keeps it for screen readers only. */
  caption?: ReactNode;
  hideCaption?: boolean;
  /** Names the table when there is no caption. */
  'aria-label'?: string;
  /** 'hairline' (default): a line between rows; 'zebra': alternate row shading. */
  variant?: 'hairline' | 'zebra';
  /** Scroll inside the table from this height on, with the header staying in view. */
  maxHeight?: number | string;
  /** Placeholder rows on a first load (default 5). */
  skeletonRows?: number;
  /** Drops the outer border and radius (e.g. inside a Card that already has one). */
  flush?: boolean;
  /**
   * What a narrow box (under 560 px, a phone) shows: 'scroll' (default) the table, scrolling sideways inside its
   * box; 'cards' one card per row, each column a label and its value, with a 'Sort by' selector for the sort.
   */
  narrowLayout?: 'scroll' | 'cards';
  className?: string;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
/** Under this visible width the actions column scrolls with the row instead of staying pinned. */
const NARROW = 560;
const cssLength = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A dense data table for server-side lists: controlled sorting through header buttons (aria-sort and an
 * arrow), sticky header, hairline or zebra rows at 13 px with tabular figures, and loading, error and empty
 * states that keep the layout. Cells stay on one line, so on narrow screens the table scrolls sideways
 * inside its wrapper.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  loadingLabel = 'Loading',
  error,
  onRetry,
  retryLabel = 'Retry',
  emptyTitle = 'No records',
  empty,
  emptyAction,
  rowActions,
  rowActionsHeader = 'Actions',
  caption,
  hideCaption = false,
  'aria-label': ariaLabel,
  variant = 'hairline',
  maxHeight,
  skeletonRows = 5,
  flush = false,
  narrowLayout = 'scroll',
  className,
}: DataTableProps<Row>): ReactElement {
  const span = columns.length + (rowActions ? 1 : 0);
  // The visible width of the scroll box: messages (error, empty) span it rather than the whole scrolled table,
  // and a narrow box unpins the actions column. Measured, not a container query, so the table keeps its
  // intrinsic width wherever a screen puts it.
  const scrollRef = useRef<HTMLDivElement>(null);
  const [viewWidth, setViewWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setViewWidth(el.clientWidth || null));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const firstLoad = loading && rows.length === 0;
  const showEmpty = !loading && !hasError && rows.length === 0;

  function toggle(column: DataTableColumn<Row>) {
    if (!onSortChange) return;
    const direction: SortDirection =
      sort?.id === column.id ? (sort.direction === 'asc' ? 'desc' : 'asc') : (column.firstDirection ?? 'asc');
    onSortChange({ id: column.id, direction });
  }

  const narrow = viewWidth !== null && viewWidth < NARROW;
  const cards = narrow && narrowLayout === 'cards';
  const name = typeof caption === 'string' ? caption : ariaLabel;

  const errorBlock = hasError ? (
    <div className="fiu-datatable__error" role="alert">
      <Icon name="error" className="fiu-datatable__error-icon" />
      <div className="fiu-datatable__error-text">{error}</div>
      {onRetry ? (
        <Button size="sm" onClick={onRetry} disabled={loading}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  ) : null;
  const emptyBlock = showEmpty ? (
    <EmptyState title={emptyTitle} action={emptyAction}>
      {empty}
    </EmptyState>
  ) : null;

  const alignClass = (c: DataTableColumn<Row>) =>
    cx(c.numeric && 'fiu-table__num', c.align === 'end' && 'fiu-datatable__end', c.wrap && 'fiu-datatable__wrap');

  return (
    <div
      className={cx(
        'fiu-datatable',
        variant === 'zebra' && 'fiu-datatable--zebra',
        loading && 'fiu-datatable--loading',
        flush && 'fiu-datatable--flush',
        narrow && 'fiu-datatable--narrow',
        cards && 'fiu-datatable--cards',
        className,
      )}
      style={viewWidth !== null ? ({ '--fiu-datatable-view': `${viewWidth}px` } as CSSProperties) : undefined}
    >
      {loading ? <div className="fiu-datatable__progress" aria-hidden="true" /> : null}
      <div
        ref={scrollRef}
        className={cx(!cards && 'fiu-table-wrap', 'fiu-datatable__scroll')}
        style={maxHeight !== undefined ? { maxHeight: cssLength(maxHeight) } : undefined}
      >
        {cards ? (
          <CardList
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            name={name}
            sort={sort}
            onSortChange={onSortChange}
            firstLoad={firstLoad}
            loading={loading}
            skeletonRows={skeletonRows}
            rowActions={rowActions}
            before={errorBlock}
            after={emptyBlock}
          />
        ) : (
        <table className="fiu-table fiu-datatable__table" aria-label={caption ? undefined : ariaLabel} aria-busy={loading || undefined}>
          {caption ? (
            <caption className={cx('fiu-datatable__caption', hideCaption && 'fiu-visually-hidden')}>{caption}</caption>
          ) : null}
          {columns.some((c) => c.width !== undefined) ? (
            <colgroup>
              {columns.map((c) => (
                <col key={c.id} style={c.width !== undefined ? ({ width: cssLength(c.width) } as CSSProperties) : undefined} />
              ))}
              {rowActions ? <col /> : null}
            </colgroup>
          ) : null}
          <thead>
            <tr>
              {columns.map((c) => {
                const sorted = sort?.id === c.id ? sort.direction : undefined;
                const label = c.hideHeader ? <VisuallyHidden>{c.header}</VisuallyHidden> : c.header;
                return (
                  <th key={c.id} scope="col" className={alignClass(c)} aria-sort={sorted ? ariaSort[sorted] : undefined}>
                    {c.sortable && onSortChange ? (
                      <button
                        type="button"
                        className={cx('fiu-datatable__sort', sorted && 'fiu-datatable__sort--active')}
                        onClick={() => toggle(c)}
                      >
                        <span>{label}</span>
                        <Icon
                          name={sorted === 'asc' ? 'arrowUp' : sorted === 'desc' ? 'arrowDown' : 'sortable'}
                          className="fiu-datatable__arrow"
                        />
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
              {rowActions ? (
                <th scope="col" className="fiu-datatable__actions">
                  <VisuallyHidden>{rowActionsHeader}</VisuallyHidden>
                </th>
              ) : null}
            </tr>
          </thead>
          {hasError ? (
            <tbody className="fiu-datatable__message">
              <tr>
                <td colSpan={span}>
                  <div className="fiu-datatable__pin">{errorBlock}</div>
                </td>
              </tr>
            </tbody>
          ) : null}
          <tbody className="fiu-datatable__body">
            {firstLoad
              ? Array.from({ length: skeletonRows }, (_, i) => (
                  <tr key={`skeleton-${i}`} className="fiu-datatable__skeleton-row" aria-hidden="true">
                    {columns.map((c) => (
                      <td key={c.id} className={alignClass(c)}>
                        <span className="fiu-datatable__skeleton" />
                      </td>
                    ))}
                    {rowActions ? <td className="fiu-datatable__actions" /> : null}
                  </tr>
                ))
              : rows.map((row, i) => (
                  <tr key={rowKey(row, i)}>
                    {columns.map((c) => (
                      <td key={c.id} className={alignClass(c)}>
                        {c.cell(row, i)}
                      </td>
                    ))}
                    {rowActions ? (
                      <td className="fiu-datatable__actions">
                        <div className="fiu-datatable__actions-inner">{rowActions(row, i)}</div>
                      </td>
                    ) : null}
                  </tr>
                ))}
            {showEmpty ? (
              <tr className="fiu-datatable__empty-row">
                <td colSpan={span}>
                  <div className="fiu-datatable__pin">{emptyBlock}</div>
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
        )}
      </div>
      <span className="fiu-visually-hidden" role="status">
        {loading ? loadingLabel : ''}
      </span>
    </div>
  );
}

interface CardListProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row, index: number): string | number;
  name: string | undefined;
  sort?: SortState | null;
  onSortChange?(sort: SortState): void;
  firstLoad: boolean;
  loading: boolean;
  skeletonRows: number;
  rowActions?(row: Row, index: number): ReactNode;
  before: ReactNode;
  after: ReactNode;
}

const plain = (node: ReactNode, fallback: string): string => (typeof node === 'string' || typeof node === 'number' ? String(node) : fallback);

/**
 * The rows as cards for a phone: a list (one item per row) of label-value pairs in the columns' order, the
 * row's actions at the end; the sort is a 'Sort by' selector, since there are no headers to press.
 */
function CardList<Row>({ columns, rows, rowKey, name, sort, onSortChange, firstLoad, loading, skeletonRows, rowActions, before, after }: CardListProps<Row>): ReactElement {
  const sortable = onSortChange ? columns.filter((c) => c.sortable) : [];
  const sortId = `fiu-datatable-sort-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <div className="fiu-datatable__cardview">
      {sortable.length > 0 ? (
        <div className="fiu-datatable__sortbar">
          <label className="fiu-datatable__sortlabel" htmlFor={sortId}>
            Sort by
          </label>
          <span className="fiu-select">
            <select
              id={sortId}
              className="fiu-input"
              value={sort ? `${sort.id}:${sort.direction}` : ''}
              onChange={(e) => {
                const [id, direction] = e.currentTarget.value.split(':') as [string, SortDirection];
                if (id) onSortChange?.({ id, direction });
              }}
            >
              {sort ? null : <option value="">—</option>}
              {sortable.flatMap((c) => {
                const label = plain(c.header, c.id);
                return [
                  <option key={`${c.id}:asc`} value={`${c.id}:asc`}>{`${label}, ascending`}</option>,
                  <option key={`${c.id}:desc`} value={`${c.id}:desc`}>{`${label}, descending`}</option>,
                ];
              })}
            </select>
          </span>
        </div>
      ) : null}
      {before}
      <ul className="fiu-datatable__cards" aria-label={name} aria-busy={loading || undefined}>
        {firstLoad
          ? Array.from({ length: Math.min(skeletonRows, 3) }, (_, i) => (
              <li key={`skeleton-${i}`} className="fiu-datatable__card fiu-datatable__card--skeleton" aria-hidden="true">
                <span className="fiu-datatable__skeleton" />
                <span className="fiu-datatable__skeleton" />
              </li>
            ))
          : rows.map((row, i) => (
              <li key={rowKey(row, i)} className="fiu-datatable__card">
                <dl className="fiu-datatable__fields">
                  {columns.map((c) => (
                    <div key={c.id} className={cx('fiu-datatable__field', c.hideHeader && 'fiu-datatable__field--bare')}>
                      <dt className={c.hideHeader ? 'fiu-visually-hidden' : undefined}>{c.header}</dt>
                      <dd>{c.cell(row, i)}</dd>
                    </div>
                  ))}
                </dl>
                {rowActions ? <div className="fiu-datatable__card-actions">{rowActions(row, i)}</div> : null}
              </li>
            ))}
      </ul>
      {after}
    </div>
  );
}
