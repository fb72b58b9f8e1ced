/**
 * Rows identical to an earlier row of the same file (store.ts): how they read in the refused/repeated list and
 * in the quality report. An analyst wants to know the file repeats itself (an export that ran twice, a
 * telco's overlapping extracts) and where, apart from rows already present from an earlier import.
 */
import type { ImportQualityFinding } from '../../core.js';
import type { RepeatedRow } from './types.js';

const MAX_ROWS = 20;

export const repeatedReason = (of: number) => `Repeats row ${of} of this file (every mapped value equal): stored once, from row ${of}`;

/** Collects the first repeated rows of a run for its quality finding; the count is the job's counter. */
export class RepeatedRows {
  private readonly first: RepeatedRow[] = [];

  add(r: RepeatedRow): void {
    if (this.first.length < MAX_ROWS) this.first.push(r);
  }

  finding(count: number): ImportQualityFinding[] {
    const first = this.first[0];
    if (!count || !first) return [];
    const rows = count === 1 ? 'row repeats' : 'rows repeat';
    return [
      {
        check: 'repeated_row',
        count,
        message: `${count} ${rows} an earlier row of this file and ${count === 1 ? 'was' : 'were'} stored once (first: row ${first.row} repeats row ${first.of})`,
        rows: this.first.map((r) => r.row),
      },
    ];
  }
}
