/**
 * A statement's or call-record file as mapped rows, in batches: the header row found (imports/tabular/headers.ts),
 * each data row's cells picked by the mapping (target → column header), empty rows skipped; the rows above the
 * header are kept for the caller (a stated period).
 */
import { setImmediate as ioTurn } from 'node:timers/promises';
import { ImportRefused, type ImportContext } from '../jobs/types.js';
import type { MappingKind } from '../mapping/index.js';
import { MSG } from '../../core.js';
import { readRowsForImport } from '../read/worker/index.js';
import { findHeader } from './headers.js';
import { span } from '../jobs/timeline.js';

/** Rows per insert: fewer, larger statements (measured in bench/imports: 5,000 stores faster than 1,000 on PostgreSQL). */
export const BATCH_ROWS = 5000;

/**
 * Rows read between two turns of the event loop. The readers hand out rows from data already in memory, so a
 * batch's rows are read on promises that never let the loop see the database's answers: the batch being stored
 * behind (tabular/store-behind.ts) waited for each of its round trips (BEGIN, lock, look-up, COPY, COMMIT) until
 * the whole next batch was read (bench/results/imports-timeline.md). 250 rows are about 3 ms of reading.
 */
const ROWS_PER_TURN = 250;

/**
 * How far the reader thread may run ahead: three chunks of half a batch. It reads the next batch while this
 * thread prepares and stores one (with a window smaller than a batch, the two would take turns).
 */
const READ_AHEAD = { chunkRows: BATCH_ROWS / 2, window: 3 };

/** A data row and the file's mapping (one shared index per file, no closure per row). */
export class MappedRow {
  constructor(
    readonly sheet: string,
    readonly row: number,
    readonly cells: string[],
    /** target → column index (-1 when the mapped header is not in the file). */
    private readonly index: ReadonlyMap<string, number>,
  ) {}

  /** The mapped target's cell, trimmed ('' when the target is not mapped or the cell is empty). */
  get(target: string): string {
    const i = this.index.get(target);
    const cell = i === undefined ? undefined : this.cells[i];
    return cell === undefined ? '' : cell.trim();
  }
}

const hasText = (cells: readonly string[]): boolean => {
  for (const c of cells) if (c.trim() !== '') return true;
  return false;
};

export interface MappedFile {
  /** Rows above the header row (their cells), for a stated period. */
  preamble: string[][];
  mapping: Record<string, string>;
  batches: AsyncGenerator<MappedRow[]>;
}


export async function openMapped(ctx: ImportContext, kind: MappingKind): Promise<MappedFile> {
  const end = span('read.header');
  // The file may be read in a thread of its own (read/worker); the header is found here, from its first rows.
  const it = readRowsForImport(ctx.job.stored_file!, ctx.db.kind, { signal: ctx.signal, ...READ_AHEAD })[Symbol.asyncIterator]();
  let found: Awaited<ReturnType<typeof findHeader>>;
  try {
    found = await findHeader(ctx.db, it, kind, ctx.job.mapping);
  } catch (err) {
    await it.return?.();
    throw err;
  }
  end();
  if (!found) {
    await it.return?.();
    throw new ImportRefused(MSG.fileNotUploaded);
  }
  const { header, headers, mapping, preamble } = found;
  const index = new Map<string, number>();
  const lower = headers.map((h) => h.toLowerCase());
  for (const [target, column] of Object.entries(mapping)) index.set(target, lower.indexOf(column.trim().toLowerCase()));
  const sheet = header.sheet;
  async function* batches(): AsyncGenerator<MappedRow[]> {
    let batch: MappedRow[] = [];
    try {
      for (let n = 1; ; n++) {
        if (n % ROWS_PER_TURN === 0) await ioTurn();
        const next = await it.next();
        if (next.done) break;
        const r = next.value;
        if (r.sheet !== sheet) break; // one sheet: the one whose header was read
        if (!hasText(r.cells)) continue;
        batch.push(new MappedRow(r.sheet, r.row, r.cells, index));
        if (batch.length >= BATCH_ROWS) {
          yield batch;
          batch = [];
        }
      }
    } finally {
      // Stopped early (another sheet, a failed batch, an abort): the reader stops too.
      await it.return?.();
    }
    if (batch.length) yield batch;
  }
  return { preamble, mapping, batches: batches() };
}
