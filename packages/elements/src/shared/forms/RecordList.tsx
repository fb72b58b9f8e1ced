/**
 * A nested list of a record (telephones, addresses, bank accounts, ...) on ui's RepeatableList, bound to the
 * form through a Binder: each item's fields get their paths ('telephones.0.telephone'), messages and the
 * read-only state; Add and Remove disappear when the form is read-only.
 */
import type { ReactElement, ReactNode } from 'react';
import { RepeatableList } from '@fiu/ui/RepeatableList';
import type { Binder } from './bind';

export interface RecordListProps<T> {
  b: Binder;
  /** The list's key under `b`, e.g. 'telephones'. */
  name: string;
  legend: string;
  /** One item's name: 'Telephone' gives 'Telephone 1', 'Add telephone', 'Remove Telephone 1'. */
  item: string;
  newItem(): T;
  /** The fields of item `index`, bound under 'name.index.'. */
  children(item: Binder, index: number): ReactNode;
  max?: number;
  description?: ReactNode;
  className?: string;
}

export function RecordList<T>({ b, name, legend, item, newItem, children, max, description, className }: RecordListProps<T>): ReactElement {
  const value = b.get(name);
  const items = Array.isArray(value) ? (value as T[]) : [];
  const path = b.name(name);
  const listError = b.error(name);
  return (
    <RepeatableList<T>
      items={items}
      onChange={(next) => b.set(name, next)}
      newItem={newItem}
      legend={legend}
      name={path}
      errors={listError ? { [path]: listError } : undefined}
      itemLabel={(i) => `${item} ${i + 1}`}
      addLabel={`Add ${item.toLowerCase()}`}
      readOnly={b.readOnly}
      max={max}
      description={description}
      emptyText={b.readOnly ? 'None recorded.' : 'None added yet.'}
      className={className}
      renderItem={(_item, i) => children(b.at(`${name}.${i}.`), i)}
    />
  );
}
