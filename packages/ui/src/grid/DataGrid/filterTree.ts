import type { GridBand, GridColumn, GridCompareOp, GridFilterNode, GridScalar } from '../query';

/**
 * The grid's one filter: an `and` group whose top-level items the controls own by column. The filter row owns
 * a column's `compare`/`between` item, the header filter its `in`/`blank`/`weekend` item or its `or` group of
 * bands; anything else (the builder's groups) is left alone. So a query kept in the address comes back into the
 * controls it was made with.
 */
export type Slot = 'row' | 'header';

const slotOf = (node: GridFilterNode): { column: string; slot: Slot } | null => {
  switch (node.type) {
    case 'compare':
    case 'between':
      return { column: node.column, slot: 'row' };
    case 'in':
    case 'blank':
    case 'weekend':
      return { column: node.column, slot: 'header' };
    case 'group': {
      // A header filter's ticks: an `or` of conditions all on one column, none of them a group.
      if (node.join !== 'or' || node.not || node.items.length === 0) return null;
      const column = columnOfLeaf(node.items[0]!);
      const same = column !== null && node.items.every((i) => columnOfLeaf(i) === column);
      return same ? { column, slot: 'header' } : null;
    }
  }
};

/** A band ticked in a header filter: min ≤ value < max, as an `and` of two compares (between includes its top). */
export function bandNode(column: string, band: GridBand): GridFilterNode {
  const from: GridFilterNode = { type: 'compare', column, op: 'ge', value: band.min };
  if (band.max === null) return from;
  return { type: 'group', join: 'and', items: [from, { type: 'compare', column, op: 'lt', value: band.max }] };
}

function columnOfLeaf(node: GridFilterNode): string | null {
  if (node.type !== 'group') return node.column;
  const first = node.items[0];
  if (!first || first.type === 'group') return null;
  return node.items.every((i) => i.type !== 'group' && i.column === first.column) ? first.column : null;
}

/** The top-level items of a filter (a lone condition is a group of one). */
export function topItems(filter: GridFilterNode | undefined): GridFilterNode[] {
  if (!filter) return [];
  if (filter.type === 'group' && filter.join === 'and' && !filter.not) return filter.items;
  return [filter];
}

/** Items back into one filter: none → undefined, one → itself, more → an `and` group. */
export function fromItems(items: GridFilterNode[]): GridFilterNode | undefined {
  if (items.length === 0) return undefined;
  if (items.length === 1) return items[0];
  return { type: 'group', join: 'and', items };
}

/** The item a control owns for a column, if any. */
export function findCondition(filter: GridFilterNode | undefined, column: string, slot: Slot): GridFilterNode | undefined {
  return topItems(filter).find((item) => {
    const s = slotOf(item);
    return s?.column === column && s.slot === slot;
  });
}

/** Replace (or with undefined remove) the item a control owns for a column. */
export function setCondition(
  filter: GridFilterNode | undefined,
  column: string,
  slot: Slot,
  node: GridFilterNode | undefined,
): GridFilterNode | undefined {
  const items = topItems(filter);
  const index = items.findIndex((item) => {
    const s = slotOf(item);
    return s?.column === column && s.slot === slot;
  });
  const next = items.slice();
  if (index >= 0) {
    if (node) next[index] = node;
    else next.splice(index, 1);
  } else if (node) next.push(node);
  return fromItems(next);
}

// ── The filter row ──────────────────────────────────────────────────────────────────────────────────

/** What a filter-row cell holds: text for text columns; an operator and a value for numbers; a day or range for dates. */
export interface RowCellValue {
  op?: GridCompareOp;
  value?: string;
  to?: string;
}

export const NUMBER_OPS: readonly { op: GridCompareOp; label: string; sign: string }[] = [
  { op: 'eq', label: 'Equals', sign: '=' },
  { op: 'ne', label: 'Does not equal', sign: '≠' },
  { op: 'gt', label: 'Is greater than', sign: '>' },
  { op: 'ge', label: 'Is greater than or equal to', sign: '≥' },
  { op: 'lt', label: 'Is less than', sign: '<' },
  { op: 'le', label: 'Is less than or equal to', sign: '≤' },
];

/** Typed amount text → decimal text ('5,000,000' → '5000000'), or null when it is not a number. */
export function parseAmount(text: string): string | null {
  const t = text.trim().replace(/[,\s₦]/g, '');
  return /^-?\d+(\.\d+)?$/.test(t) ? t : null;
}

/** A filter-row cell → its condition (undefined: no condition, e.g. an empty box or unreadable text). */
export function rowCellNode(column: GridColumn, cell: RowCellValue): GridFilterNode | undefined {
  const value = cell.value?.trim() ?? '';
  if (column.type === 'text') {
    return value ? { type: 'compare', column: column.id, op: 'contains', value } : undefined;
  }
  if (column.type === 'money' || column.type === 'number') {
    const amount = parseAmount(value);
    if (amount === null) return undefined;
    // Amounts travel as exact decimal text (a float would round them).
    return { type: 'compare', column: column.id, op: cell.op ?? 'eq', value: amount };
  }
  // date and datetime: a day, or a range from a day to a day (either end open). The server reads a bare day as
  // the whole day in Nigeria, so a datetime column needs no time of day here.
  const to = cell.to?.trim() ?? '';
  if (value && (!to || to === value)) {
    return column.type === 'date' ? { type: 'compare', column: column.id, op: 'eq', value } : { type: 'between', column: column.id, from: value, to: value };
  }
  if (!value && !to) return undefined;
  const node: GridFilterNode = { type: 'between', column: column.id };
  if (value) node.from = value;
  if (to) node.to = to;
  return node;
}

/** A condition back into a filter-row cell (for a query restored from the address). */
export function rowCellValue(node: GridFilterNode | undefined): RowCellValue {
  if (!node) return {};
  if (node.type === 'compare') return { op: node.op, value: String(node.value) };
  if (node.type === 'between') {
    const day = (v: GridScalar | undefined) => (v === undefined ? undefined : String(v).replace(/^(\d{4}-\d{2}-\d{2})[T ].*$/, '$1'));
    const from = day(node.from);
    const to = day(node.to);
    return from === to ? { value: from } : { value: from, to };
  }
  return {};
}

// ── The header filter ───────────────────────────────────────────────────────────────────────────────

/** What a header filter's popover holds. */
export interface HeaderChoice {
  /** Indexes of the ticked bands. */
  bands?: number[];
  /** Ticked values of the column (from fetchValues). */
  values?: GridScalar[];
  weekend?: boolean;
  blank?: 'blank' | 'notBlank';
}

/** A header filter's ticks → its condition: the ticks are any-of (or). */
export function headerNode(column: GridColumn, bands: readonly GridBand[], choice: HeaderChoice): GridFilterNode | undefined {
  const items: GridFilterNode[] = [];
  for (const i of choice.bands ?? []) {
    const band = bands[i];
    if (band) items.push(bandNode(column.id, band));
  }
  if (choice.values?.length) items.push({ type: 'in', column: column.id, values: choice.values });
  if (choice.weekend) items.push({ type: 'weekend', column: column.id });
  if (choice.blank === 'blank') items.push({ type: 'blank', column: column.id });
  if (choice.blank === 'notBlank') items.push({ type: 'blank', column: column.id, not: true });
  if (items.length === 0) return undefined;
  // Bands stay in an `or` group even alone: a lone 'from 100 million' is a compare, which the filter row owns.
  if (items.length === 1 && !choice.bands?.length) return items[0];
  return { type: 'group', join: 'or', items };
}

/** A header filter's condition back into its ticks. */
export function headerChoice(node: GridFilterNode | undefined, bands: readonly GridBand[]): HeaderChoice {
  if (!node) return {};
  const choice: HeaderChoice = {};
  const items = node.type === 'group' && node.join === 'or' ? node.items : [node];
  for (const item of items) {
    if (item.type === 'in' && !item.not) choice.values = [...(choice.values ?? []), ...item.values];
    else if (item.type === 'weekend' && !item.not) choice.weekend = true;
    else if (item.type === 'blank') choice.blank = item.not ? 'notBlank' : 'blank';
    else {
      const column = columnOfLeaf(item);
      const i = column === null ? -1 : bands.findIndex((b) => sameNode(bandNode(column, b), item));
      if (i >= 0) choice.bands = [...(choice.bands ?? []), i];
    }
  }
  return choice;
}

const sameNode = (a: GridFilterNode, b: GridFilterNode) => JSON.stringify(a) === JSON.stringify(b);

/** The columns that have a condition of a slot: a header shows that its column is filtered. */
export function filteredColumns(filter: GridFilterNode | undefined): Set<string> {
  const out = new Set<string>();
  const visit = (n: GridFilterNode) => {
    if (n.type === 'group') n.items.forEach(visit);
    else out.add(n.column);
  };
  if (filter) visit(filter);
  return out;
}
