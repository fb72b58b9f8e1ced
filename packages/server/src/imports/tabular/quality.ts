/**
 * Quality checks a careful analyst runs before trusting a statement (core ImportQualityFinding): the running
 * balance carries from row to row, no transaction appears twice, every date lies in the statement's period.
 * Fed row by row in file order; memory holds one small record per row with a balance (files run newest first
 * or oldest first, so both orders are tried and the better one reported).
 */
import type { ImportQualityFinding } from '../../core.js';

interface Seen {
  row: number;
  net: bigint;
  balance: bigint | null;
}

const MAX_ROWS = 20;

export class StatementQuality {
  private readonly rows: Seen[] = [];
  private readonly seen = new Map<string, number>();
  private readonly duplicates: number[] = [];
  private duplicateCount = 0;
  private readonly outside: number[] = [];
  private outsideCount = 0;

  constructor(private readonly period: { from: string; to: string } | null) {}

  add(r: { row: number; date: string; inflow: bigint; outflow: bigint; balance: bigint | null; description: string }): void {
    this.rows.push({ row: r.row, net: r.inflow - r.outflow, balance: r.balance });
    const key = `${r.date}|${r.inflow}|${r.outflow}|${r.description.toLowerCase()}`;
    if (this.seen.has(key)) {
      this.duplicateCount++;
      if (this.duplicates.length < MAX_ROWS) this.duplicates.push(r.row);
    } else this.seen.set(key, r.row);
    if (this.period && (r.date < this.period.from || r.date > this.period.to)) {
      this.outsideCount++;
      if (this.outside.length < MAX_ROWS) this.outside.push(r.row);
    }
  }

  private breaks(order: Seen[]): number[] {
    const out: number[] = [];
    let prev: Seen | null = null;
    for (const r of order) {
      if (r.balance === null) continue;
      if (prev && prev.balance !== null && prev.balance + r.net !== r.balance) out.push(r.row);
      prev = r;
    }
    return out;
  }

  findings(): ImportQualityFinding[] {
    const found: ImportQualityFinding[] = [];
    if (this.rows.some((r) => r.balance !== null)) {
      const forward = this.breaks(this.rows);
      // Newest first: row i's balance is row i+1's plus row i's own movement.
      const backward = this.breaks([...this.rows].reverse());
      const b = backward.length < forward.length ? backward.sort((x, y) => x - y) : forward;
      if (b.length) {
        found.push({ check: 'balance_continuity', count: b.length, message: `Running balance breaks at ${b.length} row${b.length === 1 ? '' : 's'} (first at row ${b[0]})`, rows: b.slice(0, MAX_ROWS) });
      }
    }
    if (this.duplicateCount) {
      found.push({
        check: 'duplicate_transaction',
        count: this.duplicateCount,
        message: `${this.duplicateCount} transaction${this.duplicateCount === 1 ? ' appears' : 's appear'} more than once (same date, amounts and description; first at row ${this.duplicates[0]})`,
        rows: this.duplicates,
      });
    }
    if (this.outsideCount && this.period) {
      found.push({
        check: 'outside_period',
        count: this.outsideCount,
        message: `${this.outsideCount} transaction${this.outsideCount === 1 ? ' is' : 's are'} dated outside the statement period ${this.period.from} to ${this.period.to} (first at row ${this.outside[0]})`,
        rows: this.outside,
      });
    }
    return found;
  }
}

