import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import { firstFocusable } from './dom';
import { Icon } from './icons';

/** Field errors by dotted path, as core's `validate` and the server's `errors` give them ('telephones.0.telephone'). */
export type RepeatableErrors = Readonly<Record<string, readonly string[] | string | undefined>>;

export type RepeatableUpdate<T> = (patch: Partial<T> | ((item: T) => T)) => void;

export interface RepeatableListProps<T> {
  items: readonly T[];
  /** Called with the whole new list on every add, remove and change. */
  onChange(items: T[]): void;
  /**
   * Renders one item's fields. `update` merges a patch into the item (or takes a function of it);
   * `errorsFor('telephone')` gives the messages at `${name}.${index}.telephone` (undefined when none).
   */
  renderItem(item: T, index: number, update: RepeatableUpdate<T>, errorsFor: (path: string) => string | undefined): ReactNode;
  /** A blank item for Add. */
  newItem(): T;
  /** The list's heading, e.g. 'Telephones'. */
  legend: ReactNode;
  /** Each item's title and the end of its Remove button's name (default 'Item 1', 'Item 2'...). */
  itemLabel?(index: number): string;
  addLabel?: string;
  removeLabel?: string;
  /** Most items allowed: Add is disabled at the limit. */
  max?: number;
  /** Shows the items without Add and Remove. */
  readOnly?: boolean;
  /** Shown when the list is empty. */
  emptyText?: ReactNode;
  /** Field errors; those at `name` itself are shown under the heading. */
  errors?: RepeatableErrors;
  /** The list's path in `errors`, e.g. 'telephones'. */
  name?: string;
  /** A short line under the heading. */
  description?: ReactNode;
  className?: string;
}

const joinMessages = (m: readonly string[] | string | undefined) =>
  m === undefined ? undefined : typeof m === 'string' ? m || undefined : m.length ? m.join('; ') : undefined;

function focusFirstField(el: Element | null | undefined): boolean {
  if (!el) return false;
  const field = el.querySelector<HTMLElement>('input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])');
  const target = field ?? firstFocusable(el);
  target?.focus();
  return Boolean(target);
}

/**
 * An editor for a nested list (telephones, aliases, addresses, bank accounts...): each item in its own
 * fieldset with a Remove button naming the item ('Remove Telephone 2'); Add appends a blank item and puts
 * the cursor in its first field. Domain-free: `renderItem` draws the fields.
 */
export function RepeatableList<T>({
  items,
  onChange,
  renderItem,
  newItem,
  legend,
  itemLabel = (i) => `Item ${i + 1}`,
  addLabel = 'Add',
  removeLabel = 'Remove',
  max,
  readOnly = false,
  emptyText = 'None added yet.',
  errors,
  name,
  description,
  className,
}: RepeatableListProps<T>): ReactElement {
  // Stable React keys: the items carry no ids, and index keys would move typed text and focus to the
  // wrong row when a middle item is removed.
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < items.length) keys.current.push(nextKey.current++);
  if (keys.current.length > items.length) keys.current.length = items.length;

  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'add') {
      addRef.current?.focus();
      return;
    }
    focusFirstField(listRef.current?.querySelector(`[data-fiu-repeat-index="${target}"]`));
  });

  const full = max !== undefined && items.length >= max;

  function add() {
    if (full) return;
    keys.current.push(nextKey.current++);
    pendingFocus.current = items.length;
    onChange([...items, newItem()]);
  }

  function remove(index: number) {
    keys.current.splice(index, 1);
    const left = items.length - 1;
    // The next item takes the removed one's place; else the one before; else the Add button.
    pendingFocus.current = left === 0 ? 'add' : Math.min(index, left - 1);
    onChange(items.filter((_, i) => i !== index));
  }

  function updater(index: number): RepeatableUpdate<T> {
    return (patch) =>
      onChange(
        items.map((item, i) => {
          if (i !== index) return item;
          if (typeof patch === 'function') return (patch as (item: T) => T)(item);
          return { ...item, ...patch } as T;
        }),
      );
  }

  const errorsFor = (index: number) => (path: string) =>
    joinMessages(errors?.[[name, index, path].filter((p) => p !== undefined && p !== '').join('.')]);
  const listError = name ? joinMessages(errors?.[name]) : undefined;

  return (
    <fieldset className={cx('fiu-repeat', readOnly && 'fiu-repeat--readonly', className)}>
      <legend className="fiu-repeat__legend">{legend}</legend>
      {description ? <p className="fiu-repeat__description">{description}</p> : null}
      {listError ? (
        <p className="fiu-field__error fiu-repeat__error">
          <Icon name="error" />
          <span>{listError}</span>
        </p>
      ) : null}
      <div className="fiu-repeat__items" ref={listRef}>
        {items.length === 0 ? <p className="fiu-repeat__empty">{emptyText}</p> : null}
        {items.map((item, index) => (
          <fieldset key={keys.current[index]} className="fiu-repeat__item" data-fiu-repeat-index={index}>
            <legend className="fiu-repeat__item-legend">{itemLabel(index)}</legend>
            {readOnly ? null : (
              <Button
                size="sm"
                variant="ghost"
                className="fiu-repeat__remove"
                icon={<Icon name="trash" />}
                aria-label={`${removeLabel} ${itemLabel(index)}`}
                onClick={() => remove(index)}
              >
                {removeLabel}
              </Button>
            )}
            <div className="fiu-repeat__fields">{renderItem(item, index, updater(index), errorsFor(index))}</div>
          </fieldset>
        ))}
      </div>
      {readOnly ? null : (
        <div className="fiu-repeat__footer">
          <Button ref={addRef} size="sm" icon={<Icon name="plus" />} onClick={add} disabled={full}>
            {addLabel}
          </Button>
          {max !== undefined ? (
            <span className="fiu-repeat__count">
              {items.length} of {max}
            </span>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
