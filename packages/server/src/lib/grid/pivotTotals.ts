/**
 * When and how the Pivot reads migration 0025's monthly pre-aggregates (statement_month_totals) instead of the
 * rows: the period's whole months (in Nigeria) come from the aggregates, the partial months at its edges from the
 * rows; a filter may only name what the aggregates keep (the account and the counterparty). The answer is the
 * same as summing the rows (exact decimals both ways: pivot.test.ts compares them).
 */
import type { GridFilterNode } from '../../core.js';
import { NIGERIA_OFFSET, type PeriodBounds } from '../analysis/period.js';

/** The columns a filter may name for the aggregates to answer it. */
const KEPT = new Set(['Account_Number', 'Counterparty']);

export function filterOnKeptColumns(node: GridFilterNode | undefined): boolean {
  if (!node) return true;
  switch (node.type) {
    case 'group':
      return node.items.every(filterOnKeptColumns);
    case 'weekend':
      return false;
    default:
      return KEPT.has(node.column);
  }
}

const OFFSET_MS = Number(NIGERIA_OFFSET.slice(1, 3)) * 3_600_000;

/** The first instant of the month in Nigeria that holds `d`, and of the month after it. */
function monthStart(d: Date, next: boolean): Date {
  const local = new Date(d.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + (next ? 1 : 0), 1) - OFFSET_MS);
}

/** A month start as the aggregates' `month` (a date in Nigeria). */
export const monthDay = (d: Date): string => new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Whole months as [from, until) instants (null: open), or null when the period holds no whole month. */
export type WholeMonths = { from: Date | null; until: Date | null } | null;

/**
 * The whole months of a period: from the first month start at or after its beginning to the last month start at
 * or before its end. A period of open ends is whole months all through.
 */
export function wholeMonths(b: PeriodBounds): WholeMonths {
  const from = b.from ? (monthStart(b.from, false).getTime() === b.from.getTime() ? b.from : monthStart(b.from, true)) : null;
  const until = b.until ? monthStart(b.until, false) : null;
  if (from && until && from.getTime() >= until.getTime()) return null;
  return { from, until };
}
