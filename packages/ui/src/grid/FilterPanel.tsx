import { useId, useState, type CSSProperties, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../cx';
import { Icon } from '../icons';

export interface FilterPanelProps {
  /** The fields (TextField, Select, DateField...): laid out in a responsive grid. */
  children: ReactNode;
  /** Apply button, or Enter in a field. */
  onApply(): void;
  /** Clear button: the screen resets its filter values (and usually reloads). */
  onClear(): void;
  title?: ReactNode;
  applyLabel?: string;
  clearLabel?: string;
  /** Controlled open state (uncontrolled from defaultOpen otherwise). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** How many filters are in force: shown beside the title so a collapsed panel still tells. */
  activeCount?: number;
  /** Text of the count, default `${n} active`. */
  activeText?(count: number): string;
  /** Content at the end of the header, e.g. a SearchBox or the list's buttons. */
  toolbar?: ReactNode;
  /** Narrowest a field column may get before the grid drops a column (default 200 px). */
  minFieldWidth?: number;
  /** Apply shows a spinner (the list is loading). */
  busy?: boolean;
  className?: string;
}

/**
 * A collapsible panel of list filters: a disclosure button (aria-expanded), the fields in a responsive
 * grid, and Apply / Clear. Domain-free: the screen owns the field values.
 */
export function FilterPanel({
  children,
  onApply,
  onClear,
  title = 'Filters',
  applyLabel = 'Apply',
  clearLabel = 'Clear',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  activeCount = 0,
  activeText = (n) => `${n} active`,
  toolbar,
  minFieldWidth = 200,
  busy = false,
  className,
}: FilterPanelProps): ReactElement {
  const bodyId = `fiu-filter-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply();
  }

  return (
    <section className={cx('fiu-filter', open && 'fiu-filter--open', className)}>
      <div className="fiu-filter__header">
        <button
          type="button"
          className="fiu-filter__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <Icon name="filter" className="fiu-filter__icon" />
          <span className="fiu-filter__title">{title}</span>
          {activeCount > 0 ? <span className="fiu-filter__count">{activeText(activeCount)}</span> : null}
          <Icon name="chevronDown" className="fiu-filter__chevron" />
        </button>
        {toolbar ? <div className="fiu-filter__toolbar">{toolbar}</div> : null}
      </div>
      <form id={bodyId} className="fiu-filter__body" hidden={!open} onSubmit={submit} noValidate>
        <div className="fiu-filter__grid" style={{ '--fiu-filter-min': `${minFieldWidth}px` } as CSSProperties}>
          {children}
        </div>
        <div className="fiu-filter__actions">
          <Button type="submit" variant="primary" busy={busy}>
            {applyLabel}
          </Button>
          <Button onClick={onClear}>{clearLabel}</Button>
        </div>
      </form>
    </section>
  );
}
