import { useEffect, useId, useState, type ReactElement } from 'react';
import { Button } from '../../Button';
import { Checkbox } from '../../Checkbox';
import { cx } from '../../cx';
import { Icon } from '../../icons';
import type { GridBand, GridColumn, GridFilterNode, GridScalar } from '../query';
import { headerChoice, headerNode, type HeaderChoice } from './filterTree';
import { formatCell } from './format';
import { Popover } from './Popover';

export interface HeaderFilterProps {
  column: GridColumn;
  bands: readonly GridBand[];
  /** The column's current header condition. */
  node: GridFilterNode | undefined;
  onApply(node: GridFilterNode | undefined): void;
  fetchValues?(column: string, signal: AbortSignal): Promise<GridScalar[]>;
}

/**
 * The funnel in a column header and its popover of ticks (any-of): the amount bands on band columns, Weekends
 * on date columns, Blank / Not blank on every column, and the column's values when the host can list them.
 * Portalled into the portal target so that it is styled inside an element's shadow root.
 */
export function HeaderFilter({ column, bands, node, onApply, fetchValues }: HeaderFilterProps): ReactElement {
  const [open, setOpen] = useState(false);
  const active = node !== undefined;
  const title = `Filter ${column.label}`;

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={title}
      trigger={(props) => (
        <button
          type="button"
          className={cx('fiu-dgrid__hfilter', active && 'fiu-dgrid__hfilter--active')}
          aria-label={active ? `${title} (filtered)` : title}
          aria-pressed={active}
          {...props}
        >
          <Icon name="filter" />
        </button>
      )}
    >
      <HeaderFilterForm
        column={column}
        bands={bands}
        initial={headerChoice(node, bands)}
        fetchValues={fetchValues}
        onDone={(choice) => {
          if (choice) onApply(headerNode(column, bands, choice));
          setOpen(false);
        }}
      />
    </Popover>
  );
}

interface FormProps {
  column: GridColumn;
  bands: readonly GridBand[];
  initial: HeaderChoice;
  fetchValues?: HeaderFilterProps['fetchValues'];
  /** The ticks to apply, or null to close without change. */
  onDone(choice: HeaderChoice | null): void;
}

function HeaderFilterForm({ column, bands, initial, fetchValues, onDone }: FormProps): ReactElement {
  const [choice, setChoice] = useState<HeaderChoice>(initial);
  const values = useColumnValues(column.id, fetchValues);
  const groupId = useId();
  const showBands = column.type === 'money' && column.bands === true && bands.length > 0;
  const showWeekend = (column.type === 'date' || column.type === 'datetime') && column.weekends !== false;
  const ticked = new Set((choice.values ?? []).map(String));

  const toggle = <T,>(list: T[] | undefined, item: T, on: boolean): T[] => (on ? [...(list ?? []), item] : (list ?? []).filter((x) => x !== item));

  return (
    <form
      className="fiu-dgrid__popover-form"
      onSubmit={(e) => {
        e.preventDefault();
        onDone(choice);
      }}
    >
      <div role="group" aria-labelledby={groupId} className="fiu-dgrid__ticks">
        <p id={groupId} className="fiu-dgrid__popover-title">
          Show rows where {column.label} is any of
        </p>
        {showBands
          ? bands.map((band, i) => (
              <Checkbox
                key={band.label}
                label={band.label}
                checked={choice.bands?.includes(i) ?? false}
                onChange={(e) => setChoice({ ...choice, bands: toggle(choice.bands, i, e.currentTarget.checked) })}
              />
            ))
          : null}
        {showWeekend ? (
          <Checkbox label="Weekends" checked={choice.weekend ?? false} onChange={(e) => setChoice({ ...choice, weekend: e.currentTarget.checked })} />
        ) : null}
        <Checkbox
          label="Blank"
          checked={choice.blank === 'blank'}
          onChange={(e) => setChoice({ ...choice, blank: e.currentTarget.checked ? 'blank' : undefined })}
        />
        <Checkbox
          label="Not blank"
          checked={choice.blank === 'notBlank'}
          onChange={(e) => setChoice({ ...choice, blank: e.currentTarget.checked ? 'notBlank' : undefined })}
        />
        {values.state === 'loading' ? <p className="fiu-dgrid__popover-note">Loading values…</p> : null}
        {values.state === 'error' ? <p className="fiu-dgrid__popover-note fiu-dgrid__popover-note--error">{values.message}</p> : null}
        {values.state === 'done'
          ? values.values.map((v) => (
              <Checkbox
                key={String(v)}
                label={formatCell(column.type, v) || '(blank)'}
                checked={ticked.has(String(v))}
                onChange={(e) => setChoice({ ...choice, values: toggle(choice.values, v, e.currentTarget.checked) })}
              />
            ))
          : null}
      </div>
      <div className="fiu-dgrid__popover-actions">
        <Button size="sm" variant="ghost" onClick={() => setChoice({})}>
          Clear
        </Button>
        <Button size="sm" onClick={() => onDone(null)}>
          Cancel
        </Button>
        <Button size="sm" variant="primary" type="submit">
          OK
        </Button>
      </div>
    </form>
  );
}

type Values = { state: 'none' } | { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; values: GridScalar[] };

/** The column's values from the host, fetched while the popover is open (aborted when it closes). */
function useColumnValues(column: string, fetchValues: HeaderFilterProps['fetchValues']): Values {
  const [values, setValues] = useState<Values>(fetchValues ? { state: 'loading' } : { state: 'none' });
  useEffect(() => {
    if (!fetchValues) return;
    const controller = new AbortController();
    fetchValues(column, controller.signal).then(
      (list) => {
        if (!controller.signal.aborted) setValues({ state: 'done', values: list });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setValues({ state: 'error', message: error instanceof Error && error.message ? error.message : 'The values could not be loaded.' });
        }
      },
    );
    return () => controller.abort();
  }, [column, fetchValues]);
  return values;
}
