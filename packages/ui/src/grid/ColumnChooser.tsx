import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { Checkbox } from '../Checkbox';
import { cx } from '../cx';
import { IconPath } from '../icons';

export interface ChoosableColumn {
  id: string;
  label: string;
  /** false: always shown (e.g. the column that opens the record); offered checked and disabled. */
  hideable?: boolean;
}

export interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  /** The ids of the hidden columns. */
  hidden: readonly string[];
  onHiddenChange(hidden: string[]): void;
  /** The button's text (default 'Columns'). */
  label?: string;
  /** Names the group of checkboxes (default 'Columns to show'). */
  groupLabel?: string;
  className?: string;
}

const COLUMNS = 'M2 2.5h12v11H2zm1.5 1.5v8h2.25V4zm3.75 0v8h1.5V4zm3 0v8h2.25V4z';

/**
 * A 'Columns' disclosure button and its panel of checkboxes (in the page only while open), one per column: Tab and Space drive it, Escape
 * or a press outside closes it and Escape gives the focus back to the button. The caller keeps the choice.
 */
export function ColumnChooser({
  columns,
  hidden,
  onHiddenChange,
  label = 'Columns',
  groupLabel = 'Columns to show',
  className,
}: ColumnChooserProps): ReactElement {
  const id = `fiu-columns-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hiddenSet = new Set(hidden);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (root.current && event.composedPath().includes(root.current)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => document.removeEventListener('pointerdown', onPointer, true);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }

  function toggle(column: string, show: boolean) {
    const next = show ? hidden.filter((h) => h !== column) : [...hidden.filter((h) => h !== column), column];
    onHiddenChange(next);
  }

  return (
    <div ref={root} className={cx('fiu-columns', open && 'fiu-columns--open', className)} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="fiu-btn fiu-btn--secondary fiu-columns__button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        <IconPath d={COLUMNS} />
        <span>{label}</span>
      </button>
      {open ? (
        <div id={id} className="fiu-columns__panel" role="group" aria-label={groupLabel}>
          {columns.map((c) => (
            <Checkbox
              key={c.id}
              label={c.label}
              checked={c.hideable === false || !hiddenSet.has(c.id)}
              disabled={c.hideable === false}
              onChange={(e) => toggle(c.id, e.currentTarget.checked)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
