import { useState, type ReactElement } from 'react';
import { Button } from '../../Button';
import { Dialog } from '../../Dialog';
import { Icon } from '../../icons';
import type { GridColumn, GridFilterNode } from '../query';
import {
  fromDraft,
  newCondition,
  newGroup,
  opLabel,
  opsFor,
  toDraft,
  valueCount,
  type BuilderOp,
  type DraftCondition,
  type DraftGroup,
  type DraftItem,
} from './builderModel';

export interface FilterBuilderProps {
  open: boolean;
  columns: readonly GridColumn[];
  filter: GridFilterNode | undefined;
  onApply(filter: GridFilterNode | undefined): void;
  onClose(): void;
}

/**
 * The filter builder: groups of conditions joined by 'all' (and) or 'any' (or), each group negatable, with the
 * operators of each column's type (the custom Weekends on date columns). Native controls only, so Tab, arrows
 * and Space drive it; OK applies, Escape or Cancel leaves the filter as it was.
 */
export function FilterBuilder({ open, columns, filter, onApply, onClose }: FilterBuilderProps): ReactElement | null {
  if (!open) return null;
  return <OpenBuilder open columns={columns} filter={filter} onApply={onApply} onClose={onClose} />;
}

function OpenBuilder({ columns, filter, onApply, onClose }: FilterBuilderProps): ReactElement {
  const [root, setRoot] = useState<DraftGroup>(() => toDraft(filter));
  const [incomplete, setIncomplete] = useState<number[]>([]);

  const apply = () => {
    const result = fromDraft(root, columns);
    if (!result.ok) {
      setIncomplete(result.incomplete);
      return;
    }
    onApply(result.node);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Filter builder"
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={apply}>
            OK
          </Button>
        </>
      }
    >
      <div className="fiu-dgrid__builder">
        <GroupEditor group={root} columns={columns} incomplete={incomplete} onChange={setRoot} />
        {incomplete.length ? (
          <p className="fiu-dgrid__builder-error" role="alert">
            Give a value to each condition marked, or remove it.
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

interface GroupEditorProps {
  group: DraftGroup;
  columns: readonly GridColumn[];
  incomplete: number[];
  onChange(group: DraftGroup): void;
  onRemove?(): void;
  depth?: number;
}

/** Deeper groups than the server takes (5 levels) are not offered. */
const MAX_DEPTH = 4;

function GroupEditor({ group, columns, incomplete, onChange, onRemove, depth = 0 }: GroupEditorProps): ReactElement {
  const setItem = (i: number, item: DraftItem) => onChange({ ...group, items: group.items.map((x, j) => (j === i ? item : x)) });
  const removeItem = (i: number) => onChange({ ...group, items: group.items.filter((_, j) => j !== i) });
  const first = columns[0];

  return (
    <fieldset className="fiu-dgrid__group">
      <legend className="fiu-dgrid__group-head">
        <select
          className="fiu-input fiu-dgrid__join"
          aria-label="Join the conditions of this group"
          value={`${group.not ? 'not-' : ''}${group.join}`}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange({ ...group, not: v.startsWith('not-'), join: v.endsWith('or') ? 'or' : 'and' });
          }}
        >
          <option value="and">All of these are true</option>
          <option value="or">Any of these is true</option>
          <option value="not-and">Not all of these are true</option>
          <option value="not-or">None of these is true</option>
        </select>
      </legend>
      {group.items.length === 0 ? <p className="fiu-dgrid__group-empty">No conditions yet.</p> : null}
      <ul className="fiu-dgrid__group-items">
        {group.items.map((item, i) => (
          <li key={item.key}>
            {item.kind === 'group' ? (
              <GroupEditor
                group={item}
                columns={columns}
                incomplete={incomplete}
                depth={depth + 1}
                onChange={(g) => setItem(i, g)}
                onRemove={() => removeItem(i)}
              />
            ) : (
              <ConditionEditor
                condition={item}
                columns={columns}
                invalid={incomplete.includes(item.key)}
                onChange={(c) => setItem(i, c)}
                onRemove={() => removeItem(i)}
              />
            )}
          </li>
        ))}
      </ul>
      <div className="fiu-dgrid__group-actions">
        {first ? (
          <Button size="sm" icon={<Icon name="plus" />} onClick={() => onChange({ ...group, items: [...group.items, newCondition(first)] })}>
            Add condition
          </Button>
        ) : null}
        {depth < MAX_DEPTH ? (
          <Button size="sm" icon={<Icon name="plus" />} onClick={() => onChange({ ...group, items: [...group.items, newGroup(group.join === 'and' ? 'or' : 'and')] })}>
            Add group
          </Button>
        ) : null}
        {onRemove ? (
          <Button size="sm" variant="ghost" icon={<Icon name="trash" />} onClick={onRemove}>
            Remove group
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

interface ConditionEditorProps {
  condition: DraftCondition;
  columns: readonly GridColumn[];
  invalid: boolean;
  onChange(condition: DraftCondition): void;
  onRemove(): void;
}

function ConditionEditor({ condition, columns, invalid, onChange, onRemove }: ConditionEditorProps): ReactElement {
  const column = columns.find((c) => c.id === condition.column) ?? columns[0]!;
  const ops = opsFor(column);
  const count = valueCount(condition.op);
  const isDate = column.type === 'date' || column.type === 'datetime';
  const inputType = isDate && condition.op !== 'anyOf' && condition.op !== 'noneOf' ? 'date' : 'text';
  const list = condition.op === 'anyOf' || condition.op === 'noneOf';

  return (
    <div className="fiu-dgrid__condition">
      <select
        className="fiu-input"
        aria-label="Column"
        value={column.id}
        onChange={(e) => {
          const next = columns.find((c) => c.id === e.currentTarget.value)!;
          const nextOps = opsFor(next);
          const op = nextOps.includes(condition.op) ? condition.op : nextOps[0]!;
          const sameType = next.type === column.type;
          onChange({ ...condition, column: next.id, op, value: sameType ? condition.value : '', value2: sameType ? condition.value2 : '' });
        }}
      >
        {columns.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
      <select
        className="fiu-input"
        aria-label="Operator"
        value={condition.op}
        onChange={(e) => onChange({ ...condition, op: e.currentTarget.value as BuilderOp })}
      >
        {ops.map((op) => (
          <option key={op} value={op}>
            {opLabel(column.type, op)}
          </option>
        ))}
      </select>
      {count >= 1 ? (
        <input
          className="fiu-input"
          type={inputType}
          inputMode={column.type === 'money' || column.type === 'number' ? 'decimal' : undefined}
          aria-label={count === 2 ? 'From' : list ? 'Values, separated by commas' : 'Value'}
          aria-invalid={invalid || undefined}
          placeholder={list ? 'a, b, c' : undefined}
          value={condition.value}
          onChange={(e) => onChange({ ...condition, value: e.currentTarget.value })}
        />
      ) : null}
      {count === 2 ? (
        <input
          className="fiu-input"
          type={inputType}
          inputMode={column.type === 'money' || column.type === 'number' ? 'decimal' : undefined}
          aria-label="To"
          aria-invalid={invalid || undefined}
          value={condition.value2}
          onChange={(e) => onChange({ ...condition, value2: e.currentTarget.value })}
        />
      ) : null}
      <Button size="sm" variant="ghost" icon={<Icon name="trash" />} aria-label="Remove condition" onClick={onRemove} />
    </div>
  );
}
