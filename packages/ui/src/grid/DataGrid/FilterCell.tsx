import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactElement } from 'react';
import { Button } from '../../Button';
import { cx } from '../../cx';
import { formatDate } from '../../dayMonthYear';
import type { GridColumn, GridCompareOp, GridFilterNode } from '../query';
import { NUMBER_OPS, rowCellNode, rowCellValue, type RowCellValue } from './filterTree';
import { Popover } from './Popover';

export interface FilterCellProps {
  column: GridColumn;
  /** The column's filter-row condition. */
  node: GridFilterNode | undefined;
  onApply(node: GridFilterNode | undefined): void;
}

/** Blur and picks wait this long, so that moving between a cell's own controls applies once. */
const APPLY_DELAY = 150;

/**
 * One cell of the filter row under the header: text columns 'contain', number and money columns take an
 * operator and a value, date columns a day or a range (in a popover: two pickers do not fit a column). Applied on Enter, or on leaving the cell after a short
 * pause; Escape puts back what is applied.
 */
export function FilterCell({ column, node, onApply }: FilterCellProps): ReactElement {
  const applied = rowCellValue(node);
  const [draft, setDraft] = useState<RowCellValue>(applied);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nodeText = JSON.stringify(node ?? null);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  // The applied condition changed elsewhere (Clear, the builder, the address): show it.
  const [shown, setShown] = useState(nodeText);
  if (shown !== nodeText) {
    setShown(nodeText);
    setDraft(applied);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (value: RowCellValue) => {
    clearTimeout(timer.current);
    const next = rowCellNode(column, value);
    if (JSON.stringify(next ?? null) !== nodeText) onApply(next);
  };
  const applySoon = (value: RowCellValue) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(value), APPLY_DELAY);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply(draftRef.current);
    } else if (e.key === 'Escape') {
      setDraft(applied);
    }
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)) return;
    applySoon(draftRef.current);
  };
  const set = (patch: Partial<RowCellValue>) => setDraft({ ...draftRef.current, ...patch });
  const label = column.label;

  if (column.type === 'text') {
    return (
      <div className="fiu-dgrid__fcell" onBlur={onBlur} onKeyDown={onKeyDown}>
        <input
          className="fiu-input fiu-dgrid__finput"
          type="text"
          aria-label={`${label} contains`}
          placeholder="Contains…"
          value={draft.value ?? ''}
          onChange={(e) => set({ value: e.currentTarget.value })}
        />
      </div>
    );
  }
  if (column.type === 'money' || column.type === 'number') {
    return (
      <div className="fiu-dgrid__fcell" onBlur={onBlur} onKeyDown={onKeyDown}>
        <select
          className="fiu-input fiu-dgrid__fop"
          aria-label={`${label} operator`}
          value={draft.op ?? 'eq'}
          onChange={(e) => {
            const op = e.currentTarget.value as GridCompareOp;
            set({ op });
            if (draftRef.current.value) applySoon({ ...draftRef.current, op });
          }}
        >
          {NUMBER_OPS.map((o) => (
            <option key={o.op} value={o.op} title={o.label}>
              {o.sign}
            </option>
          ))}
        </select>
        <input
          className="fiu-input fiu-dgrid__finput fiu-dgrid__finput--num"
          type="text"
          inputMode="decimal"
          aria-label={`${label} value`}
          value={draft.value ?? ''}
          onChange={(e) => set({ value: e.currentTarget.value })}
        />
      </div>
    );
  }
  return <DateFilterCell column={column} applied={applied} onApply={(value) => apply(value)} />;
}

/** A date column's cell: a button saying the applied day or range, opening From and To pickers. */
function DateFilterCell({ column, applied, onApply }: { column: GridColumn; applied: RowCellValue; onApply(value: RowCellValue): void }): ReactElement {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<RowCellValue>(applied);
  const summary = applied.value
    ? applied.to && applied.to !== applied.value
      ? `${formatDate(applied.value)} – ${formatDate(applied.to)}`
      : formatDate(applied.value)
    : applied.to
      ? `To ${formatDate(applied.to)}`
      : 'Any day';
  const openChange = (next: boolean) => {
    if (next) setDraft(applied);
    setOpen(next);
  };
  const done = (value: RowCellValue) => {
    onApply(value);
    setOpen(false);
  };
  return (
    <div className="fiu-dgrid__fcell">
      <Popover
        open={open}
        onOpenChange={openChange}
        label={`${column.label}: a day or a range`}
        trigger={(props) => (
          <button
            type="button"
            className={cx('fiu-input', 'fiu-dgrid__fdate', (applied.value || applied.to) && 'fiu-dgrid__fdate--set')}
            aria-label={`${column.label} day or range: ${summary}`}
            {...props}
          >
            {summary}
          </button>
        )}
      >
        <form
          className="fiu-dgrid__popover-form"
          onSubmit={(e) => {
            e.preventDefault();
            done(draft);
          }}
        >
          <label className="fiu-dgrid__popover-field">
            <span>From (or the day)</span>
            <input className="fiu-input" type="date" value={draft.value ?? ''} onChange={(e) => setDraft({ ...draft, value: e.currentTarget.value })} />
          </label>
          <label className="fiu-dgrid__popover-field">
            <span>To</span>
            <input
              className="fiu-input"
              type="date"
              value={draft.to ?? ''}
              min={draft.value || undefined}
              onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
            />
          </label>
          <div className="fiu-dgrid__popover-actions">
            <Button size="sm" variant="ghost" onClick={() => done({})}>
              Clear
            </Button>
            <Button size="sm" variant="primary" type="submit">
              OK
            </Button>
          </div>
        </form>
      </Popover>
    </div>
  );
}
