import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, useState, type KeyboardEvent, type ReactElement, type RefObject } from 'react';
import { cx } from '../../cx';
import type { GridColumn } from '../query';
import { formatCell } from './format';
import type { GridPager } from './pager';
import { scrollScale } from './scrollScale';
import { usePagerSelect } from './useGridPager';

/** Row height and the height of the two header rows, in px (the CSS gets the same through custom properties). */
export const ROW_HEIGHT = 32;
export const HEAD_HEIGHT = 36;
export const FILTER_ROW_HEIGHT = 40;
export const HEAD_TOTAL = HEAD_HEIGHT + FILTER_ROW_HEIGHT;
/** Header rows before the first data row (for aria-rowindex). */
export const HEADER_ROWS = 2;
/** Row elements reused by slot (more than a tall screen shows). */
const POOL = 128;

export interface BodyColumn {
  column: GridColumn;
  width: number;
}

export interface GridBodyProps {
  pager: GridPager;
  columns: readonly BodyColumn[];
  rowKey: string;
  scroller: RefObject<HTMLDivElement | null>;
  /** The body's height before the box is measured (and in a DOM without layout). */
  initialViewport: number;
  /** Changes with the query: the rows go back to the top. */
  resetKey: string;
}

/**
 * The rows: TanStack Virtual draws the rows in view (plus a few) in a window that stays in view over a body as
 * tall as all the rows — or, past what a browser can draw, as tall as the scroll scale allows. Its own
 * component, so that scrolling re-renders the rows and nothing else. One tab stop; arrows, Page Up/Down and
 * Home/End (Ctrl: first/last row) move the focused cell.
 */
export const GridBody = memo(function GridBody({ pager, columns, rowKey, scroller, initialViewport, resetKey }: GridBodyProps): ReactElement {
  usePagerSelect(pager, (p) => p.version);
  const total = pager.shownTotal ?? 0;
  const stale = pager.stale;
  const [viewport, setViewport] = useState(initialViewport);
  const scale = scrollScale(total * ROW_HEIGHT, viewport);
  const scaleRef = useRef(scale);
  scaleRef.current = scale;

  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: total,
    estimateSize: () => ROW_HEIGHT,
    getScrollElement: () => scroller.current,
    overscan: 6,
    initialRect: { width: 800, height: viewport },
    observeElementRect: (instance, cb) => {
      const el = instance.scrollElement;
      if (!el) return;
      const measure = () => {
        // No layout (a test DOM): keep the height the grid was given.
        if (el.clientHeight === 0) return;
        const body = Math.max(ROW_HEIGHT, el.clientHeight - HEAD_TOTAL);
        setViewport(body);
        cb({ width: el.clientWidth, height: body });
      };
      measure();
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(measure);
      observer.observe(el);
      return () => observer.disconnect();
    },
    observeElementOffset: (instance, cb) => {
      const el = instance.scrollElement;
      if (!el) return;
      let idle: ReturnType<typeof setTimeout> | undefined;
      const onScroll = () => {
        cb(scaleRef.current.toVirtual(el.scrollTop), true);
        clearTimeout(idle);
        idle = setTimeout(() => cb(scaleRef.current.toVirtual(el.scrollTop), false), 150);
      };
      cb(scaleRef.current.toVirtual(el.scrollTop), false);
      el.addEventListener('scroll', onScroll, { passive: true });
      return () => {
        clearTimeout(idle);
        el.removeEventListener('scroll', onScroll);
      };
    },
    scrollToFn: (offset, { behavior }, instance) => {
      instance.scrollElement?.scrollTo({ top: scaleRef.current.toScroll(offset), behavior });
    },
  });
  const items = virtualizer.getVirtualItems();
  const offset = virtualizer.scrollOffset ?? 0;
  const firstRow = items[0]?.index ?? 0;
  const lastRow = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    pager.setView(firstRow, lastRow);
  }, [pager, firstRow, lastRow]);

  // A new query starts at the top.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [resetKey, scroller]);

  const [active, setActive] = useState({ row: 0, col: 0 });
  const focusPending = useRef(false);
  const rowsInView = Math.max(1, Math.floor(viewport / ROW_HEIGHT) - 1);
  const colCount = columns.length;
  const moveTo = (row: number, col: number) => {
    const next = { row: Math.max(0, Math.min(total - 1, row)), col: Math.max(0, Math.min(colCount - 1, col)) };
    setActive(next);
    focusPending.current = true;
    // Scrolled here rather than by virtualizer.scrollToIndex, which clamps to the drawn (scaled) height.
    const el = scroller.current;
    if (!el) return;
    const top = next.row * ROW_HEIGHT;
    const target = top < offset ? top : top + ROW_HEIGHT > offset + viewport ? top + ROW_HEIGHT - viewport : null;
    if (target !== null) el.scrollTop = scale.toScroll(target);
  };
  useEffect(() => {
    if (!focusPending.current) return;
    const cell = scroller.current?.querySelector<HTMLElement>(`[data-row="${active.row}"] [data-col="${active.col}"]`);
    if (cell) {
      focusPending.current = false;
      cell.focus({ preventScroll: true });
    }
  });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const { row, col } = active;
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(row + 1, col),
      ArrowUp: () => moveTo(row - 1, col),
      ArrowRight: () => moveTo(row, col + 1),
      ArrowLeft: () => moveTo(row, col - 1),
      PageDown: () => moveTo(row + rowsInView, col),
      PageUp: () => moveTo(row - rowsInView, col),
      Home: () => (e.ctrlKey ? moveTo(0, 0) : moveTo(row, 0)),
      End: () => (e.ctrlKey ? moveTo(total - 1, colCount - 1) : moveTo(row, colCount - 1)),
    };
    const action = keys[e.key];
    if (!action || total === 0) return;
    e.preventDefault();
    action();
  };
  const activeRow = Math.min(active.row, Math.max(0, total - 1));
  const pool = Math.max(POOL, items.length);
  const activeCol = Math.min(active.col, Math.max(0, colCount - 1));

  return (
    <div className="fiu-dgrid__body" style={{ height: Math.max(scale.drawn, viewport) }}>
      <div role="rowgroup" className={cx('fiu-dgrid__window', stale && 'fiu-dgrid__window--stale')} style={{ height: viewport }} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const row = pager.rowAt(item.index);
          return (
            <div
              // Keyed by slot, not by row: a row scrolled out hands its elements to the row scrolled in, so
              // scrolling updates text instead of removing and creating elements.
              key={item.index % pool}
              role="row"
              aria-rowindex={item.index + 1 + HEADER_ROWS}
              data-row={item.index}
              data-key={row ? String(row[rowKey] ?? '') : undefined}
              className={cx('fiu-dgrid__row', item.index % 2 === 1 && 'fiu-dgrid__row--odd', !row && 'fiu-dgrid__row--pending')}
              style={{ transform: `translateY(${item.start - offset}px)` }}
            >
              {columns.map(({ column, width }, i) => {
                const isActive = item.index === activeRow && i === activeCol;
                return (
                  <div
                    key={column.id}
                    role="gridcell"
                    aria-colindex={i + 1}
                    data-col={i}
                    tabIndex={isActive ? 0 : -1}
                    className={cx('fiu-dgrid__td', (column.type === 'money' || column.type === 'number') && 'fiu-dgrid__num')}
                    style={{ width }}
                    onFocus={isActive ? undefined : () => setActive({ row: item.index, col: i })}
                  >
                    {row ? formatCell(column.type, row[column.id]) : <span className="fiu-dgrid__skeleton" />}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
});
