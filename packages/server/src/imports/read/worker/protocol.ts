/**
 * The messages between the import's file reader thread (read-worker.ts) and the main thread (index.ts). Rows
 * cross in chunks; the main thread acknowledges each chunk it takes, and the reader sends only while fewer than
 * `window` chunks are unacknowledged, so memory stays flat whatever the file's size.
 */
import { ReadError, type ReadErrorCode, type ReadLimits, type SheetRow } from '../types.js';

export interface ReaderData {
  path: string;
  limits?: Partial<ReadLimits>;
  sheet?: string;
  chunkRows: number;
  window: number;
}

/** Reader → main. */
export type ReaderMessage = { type: 'rows'; rows: PackedRows } | { type: 'end' } | { type: 'error'; error: ErrorData };

/** Main → reader: one chunk taken. */
export const ACK = 'ack';

/**
 * An error as it crosses threads. Structured cloning keeps only the built-in error names, so a ReadError's code
 * and name (the runner tells a refused file from a failure by the name) and a system error's code travel apart.
 */
export interface ErrorData {
  name: string;
  message: string;
  code?: string;
  stack?: string;
}

export function errorData(err: unknown): ErrorData {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err) };
  const code = (err as { code?: unknown }).code;
  return { name: err.name, message: err.message, ...(typeof code === 'string' ? { code } : {}), ...(err.stack ? { stack: err.stack } : {}) };
}

export function errorFrom(data: ErrorData): Error {
  const err = data.name === 'ReadError' ? new ReadError(data.code as ReadErrorCode, data.message) : new Error(data.message);
  err.name = data.name;
  if (data.code !== undefined && !(err instanceof ReadError)) (err as Error & { code?: string }).code = data.code;
  if (data.stack) err.stack = data.stack;
  return err;
}

/**
 * A chunk of rows packed for the crossing: every cell's text in one string, and numbers in typed arrays
 * (moved, not copied). Cloning one string and three arrays costs both threads far less than cloning
 * thousands of small strings and arrays one by one.
 */
export interface PackedRows {
  sheets: string[];
  /** Per row: its sheet's index in `sheets`, its row number, its number of cells. */
  sheetOf: Uint32Array;
  rowNumber: Uint32Array;
  cellCount: Uint32Array;
  /** Per cell: its length in `text`. */
  cellLength: Uint32Array;
  text: string;
}

export function packRows(rows: readonly SheetRow[]): PackedRows {
  const sheets: string[] = [];
  const sheetOf = new Uint32Array(rows.length);
  const rowNumber = new Uint32Array(rows.length);
  const cellCount = new Uint32Array(rows.length);
  let cells = 0;
  for (const r of rows) cells += r.cells.length;
  const cellLength = new Uint32Array(cells);
  const parts: string[] = new Array<string>(cells);
  let c = 0;
  let lastSheet = '';
  let lastIndex = -1;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.sheet !== lastSheet || lastIndex < 0) {
      lastSheet = r.sheet;
      lastIndex = sheets.indexOf(r.sheet);
      if (lastIndex < 0) lastIndex = sheets.push(r.sheet) - 1;
    }
    sheetOf[i] = lastIndex;
    rowNumber[i] = r.row;
    cellCount[i] = r.cells.length;
    for (const cell of r.cells) {
      cellLength[c] = cell.length;
      parts[c++] = cell;
    }
  }
  return { sheets, sheetOf, rowNumber, cellCount, cellLength, text: parts.join('') };
}

export function unpackRows(p: PackedRows): SheetRow[] {
  const rows = new Array<SheetRow>(p.rowNumber.length);
  let c = 0;
  let at = 0;
  for (let i = 0; i < rows.length; i++) {
    const cells = new Array<string>(p.cellCount[i]!);
    for (let k = 0; k < cells.length; k++) {
      const end = at + p.cellLength[c++]!;
      cells[k] = p.text.slice(at, end);
      at = end;
    }
    rows[i] = { sheet: p.sheets[p.sheetOf[i]!]!, row: p.rowNumber[i]!, cells };
  }
  return rows;
}

/** The typed arrays' buffers, moved with the message. */
export const buffersOf = (p: PackedRows): ArrayBuffer[] =>
  [p.sheetOf, p.rowNumber, p.cellCount, p.cellLength].map((a) => a.buffer as ArrayBuffer);
