import type { GridBand, GridColumn, GridCompareOp, GridFilterNode, GridScalar } from '../query';
import { bandNode } from './filterTree';
import { formatValue } from './format';

/**
 * A filter as a readable sentence, as the filter panel shows it:
 * "[IN-FLOW] is greater than 5,000,000 and [Transaction Date] is on a weekend".
 */
export const OP_PHRASES: Readonly<Record<GridCompareOp, string>> = {
  eq: 'equals',
  ne: 'does not equal',
  gt: 'is greater than',
  ge: 'is greater than or equal to',
  lt: 'is less than',
  le: 'is less than or equal to',
  contains: 'contains',
  notContains: 'does not contain',
  startsWith: 'begins with',
  endsWith: 'ends with',
};

export function filterSentence(node: GridFilterNode | undefined, columns: readonly GridColumn[], bands: readonly GridBand[] = []): string {
  if (!node) return '';
  const byId = new Map(columns.map((c) => [c.id, c]));
  const name = (id: string) => `[${byId.get(id)?.label ?? id}]`;
  const value = (id: string, v: GridScalar) => formatValue(byId.get(id)?.type ?? 'text', v);
  const isDate = (id: string) => ['date', 'datetime'].includes(byId.get(id)?.type ?? '');

  const say = (n: GridFilterNode, nested: boolean): string => {
    switch (n.type) {
      case 'compare':
        if (n.op === 'eq' && isDate(n.column)) return `${name(n.column)} is on ${value(n.column, n.value)}`;
        return `${name(n.column)} ${OP_PHRASES[n.op]} ${value(n.column, n.value)}`;
      case 'between': {
        const d = isDate(n.column);
        if (n.from !== undefined && n.to !== undefined) {
          return `${name(n.column)} is between ${value(n.column, n.from)} and ${value(n.column, n.to)}`;
        }
        if (n.from !== undefined) return `${name(n.column)} ${d ? 'is on or after' : OP_PHRASES.ge} ${value(n.column, n.from)}`;
        if (n.to !== undefined) return `${name(n.column)} ${d ? 'is on or before' : OP_PHRASES.le} ${value(n.column, n.to)}`;
        return `${name(n.column)} is any value`;
      }
      case 'in':
        return `${name(n.column)} ${n.not ? 'is none of' : 'is any of'} ${n.values.map((v) => value(n.column, v)).join(', ')}`;
      case 'blank':
        return `${name(n.column)} ${n.not ? 'is not blank' : 'is blank'}`;
      case 'weekend':
        return `${name(n.column)} ${n.not ? 'is not on a weekend' : 'is on a weekend'}`;
      case 'group': {
        const band = bandOf(n, bands);
        if (band) return `${name(band.column)} is in the band '${band.label}'`;
        if (n.items.length === 0) return n.not ? 'not (nothing)' : '';
        const inner = n.items.map((i) => say(i, n.items.length > 1)).join(` ${n.join} `);
        if (n.not) return `not (${inner})`;
        return nested && n.items.length > 1 ? `(${inner})` : inner;
      }
    }
  };
  return say(node, false);
}

/** The band a node is, if it is one (the header filter's ticks read as their labels). */
function bandOf(node: GridFilterNode, bands: readonly GridBand[]): { column: string; label: string } | null {
  const first = node.type === 'group' ? node.items[0] : undefined;
  if (!first || first.type !== 'compare') return null;
  const text = JSON.stringify(node);
  const band = bands.find((b) => JSON.stringify(bandNode(first.column, b)) === text);
  return band ? { column: first.column, label: band.label } : null;
}
