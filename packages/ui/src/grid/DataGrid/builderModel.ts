import type { GridColumn, GridColumnType, GridFilterNode, GridScalar } from '../query';
import { parseAmount } from './filterTree';

/**
 * The filter builder's editable tree and its translation to and from GridFilterNode. Pure, so the builder's
 * output is tested without a DOM. A condition's `op` names one builder operator; each maps to one node.
 */
export type BuilderOp =
  | 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge' | 'contains' | 'notContains' | 'startsWith' | 'endsWith'
  | 'between' | 'anyOf' | 'noneOf' | 'blank' | 'notBlank' | 'weekend' | 'notWeekend';

export interface DraftCondition {
  kind: 'condition';
  key: number;
  column: string;
  op: BuilderOp;
  value: string;
  value2: string;
}

export interface DraftGroup {
  kind: 'group';
  key: number;
  join: 'and' | 'or';
  not: boolean;
  items: DraftItem[];
}

export type DraftItem = DraftCondition | DraftGroup;

const TEXT_OPS: BuilderOp[] = ['contains', 'notContains', 'startsWith', 'endsWith', 'eq', 'ne', 'anyOf', 'noneOf', 'blank', 'notBlank'];
const NUMBER_OPS: BuilderOp[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'between', 'anyOf', 'noneOf', 'blank', 'notBlank'];
const DATE_OPS: BuilderOp[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'between', 'weekend', 'notWeekend', 'blank', 'notBlank'];

export const BUILDER_OP_LABELS: Readonly<Record<BuilderOp, string>> = {
  eq: 'Equals',
  ne: 'Does not equal',
  lt: 'Is less than',
  le: 'Is less than or equal to',
  gt: 'Is greater than',
  ge: 'Is greater than or equal to',
  contains: 'Contains',
  notContains: 'Does not contain',
  startsWith: 'Begins with',
  endsWith: 'Ends with',
  between: 'Is between',
  anyOf: 'Is any of',
  noneOf: 'Is none of',
  blank: 'Is blank',
  notBlank: 'Is not blank',
  weekend: 'Is on a weekend',
  notWeekend: 'Is not on a weekend',
};

const DATE_LABELS: Partial<Record<BuilderOp, string>> = { eq: 'Is on', ne: 'Is not on', lt: 'Is before', le: 'Is on or before', gt: 'Is after', ge: 'Is on or after' };

export function opLabel(type: GridColumnType, op: BuilderOp): string {
  return (type === 'date' || type === 'datetime' ? DATE_LABELS[op] : undefined) ?? BUILDER_OP_LABELS[op];
}

/** The operators a column type offers; Weekends only where the column allows it. */
export function opsFor(column: GridColumn): BuilderOp[] {
  if (column.type === 'date' || column.type === 'datetime') {
    return column.weekends === false ? DATE_OPS.filter((o) => o !== 'weekend' && o !== 'notWeekend') : DATE_OPS;
  }
  return column.type === 'text' ? TEXT_OPS : NUMBER_OPS;
}

/** How many values an operator takes. */
export function valueCount(op: BuilderOp): 0 | 1 | 2 {
  if (op === 'blank' || op === 'notBlank' || op === 'weekend' || op === 'notWeekend') return 0;
  return op === 'between' ? 2 : 1;
}

let nextKey = 1;
const key = () => nextKey++;

export function newCondition(column: GridColumn): DraftCondition {
  return { kind: 'condition', key: key(), column: column.id, op: opsFor(column)[0]!, value: '', value2: '' };
}

export function newGroup(join: 'and' | 'or' = 'and'): DraftGroup {
  return { kind: 'group', key: key(), join, not: false, items: [] };
}

const text = (v: GridScalar | undefined) => (v === undefined ? '' : String(v));

/** A filter into the builder's tree (the root is always a group). */
export function toDraft(node: GridFilterNode | undefined): DraftGroup {
  if (!node) return newGroup();
  const item = toDraftItem(node);
  return item.kind === 'group' ? item : { ...newGroup(), items: [item] };
}

function toDraftItem(node: GridFilterNode): DraftItem {
  const c = (column: string, op: BuilderOp, value = '', value2 = ''): DraftCondition => ({ kind: 'condition', key: key(), column, op, value, value2 });
  switch (node.type) {
    case 'group':
      return { kind: 'group', key: key(), join: node.join, not: node.not ?? false, items: node.items.map(toDraftItem) };
    case 'compare':
      return c(node.column, node.op, text(node.value));
    case 'between':
      if (node.from === undefined) return c(node.column, 'le', text(node.to));
      if (node.to === undefined) return c(node.column, 'ge', text(node.from));
      return c(node.column, 'between', text(node.from), text(node.to));
    case 'in':
      return c(node.column, node.not ? 'noneOf' : 'anyOf', node.values.map(String).join(', '));
    case 'blank':
      return c(node.column, node.not ? 'notBlank' : 'blank');
    case 'weekend':
      return c(node.column, node.not ? 'notWeekend' : 'weekend');
  }
}

/** A typed value for a column, or null when it cannot be one (an empty box, an amount that is not a number). */
function scalar(column: GridColumn, raw: string): GridScalar | null {
  const t = raw.trim();
  if (!t) return null;
  if (column.type === 'money' || column.type === 'number') {
    // Exact decimal text, never a float.
    return parseAmount(t);
  }
  return t;
}

export type BuildResult = { ok: true; node: GridFilterNode | undefined } | { ok: false; incomplete: number[] };

/**
 * The builder's tree → a filter. Conditions missing a value are reported by key (the builder marks them) rather
 * than dropped, so the filter applied is the one the user sees. Empty groups are left out.
 */
export function fromDraft(root: DraftGroup, columns: readonly GridColumn[]): BuildResult {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const incomplete: number[] = [];

  const build = (item: DraftItem): GridFilterNode | undefined => {
    if (item.kind === 'group') {
      const items = item.items.map(build).filter((n): n is GridFilterNode => n !== undefined);
      if (items.length === 0) return undefined;
      if (items.length === 1 && !item.not) return items[0];
      const g: GridFilterNode = { type: 'group', join: item.join, items };
      if (item.not) g.not = true;
      return g;
    }
    const column = byId.get(item.column);
    if (!column) {
      incomplete.push(item.key);
      return undefined;
    }
    const id = column.id;
    switch (item.op) {
      case 'blank':
      case 'notBlank':
        return item.op === 'blank' ? { type: 'blank', column: id } : { type: 'blank', column: id, not: true };
      case 'weekend':
      case 'notWeekend':
        return item.op === 'weekend' ? { type: 'weekend', column: id } : { type: 'weekend', column: id, not: true };
      case 'between': {
        const from = scalar(column, item.value);
        const to = scalar(column, item.value2);
        if (from === null || to === null) break;
        return { type: 'between', column: id, from, to };
      }
      case 'anyOf':
      case 'noneOf': {
        const values = item.value.split(',').map((v) => scalar(column, v));
        if (values.length === 0 || values.some((v) => v === null)) break;
        const node: GridFilterNode = { type: 'in', column: id, values: values as GridScalar[] };
        if (item.op === 'noneOf') node.not = true;
        return node;
      }
      default: {
        const value = scalar(column, item.value);
        if (value === null) break;
        return { type: 'compare', column: id, op: item.op, value };
      }
    }
    incomplete.push(item.key);
    return undefined;
  };

  const node = build(root);
  return incomplete.length ? { ok: false, incomplete } : { ok: true, node };
}
