/**
 * The contract between the file readers (CSV, XLSX, XLS; imports/read) and the import jobs (imports/jobs):
 * a reader turns an uploaded file into rows of text cells, one at a time, with their position in the file,
 * and refuses a hostile file with a clear, typed error before it exhausts the server.
 */

/** One row of a sheet, as text: formulas are never evaluated (a formula cell gives its cached value or ''). */
export interface SheetRow {
  /** The sheet's name ('' for CSV). */
  sheet: string;
  /** 1-based row number in the source file (the header row included), as a spreadsheet program shows it. */
  row: number;
  /** Every cell as text, trimmed of nothing; an empty cell is ''. Dates as ISO 8601 text. */
  cells: string[];
}

/** Bounds checked before and while reading (a zip bomb or a billion-row sheet is refused, not read). */
export interface ReadLimits {
  /** Bytes of the uploaded file. */
  maxFileBytes: number;
  /** Total decompressed bytes of the parts read from an .xlsx (sheet XML, shared strings). */
  maxUncompressedBytes: number;
  /** Decompressed / compressed ratio of any one zip entry. */
  maxCompressionRatio: number;
  maxRows: number;
  maxColumns: number;
  /** Characters of one cell. */
  maxCellChars: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxFileBytes: 256 * 1024 * 1024,
  maxUncompressedBytes: 2 * 1024 * 1024 * 1024,
  maxCompressionRatio: 200,
  maxRows: 5_000_000,
  maxColumns: 200,
  maxCellChars: 32_767,
};

export type ReadErrorCode =
  | 'unsupported_type'
  | 'too_large'
  | 'too_many_rows'
  | 'too_many_columns'
  | 'compression_ratio'
  | 'malformed'
  | 'encrypted';

/** A file the readers refuse; `message` is shown to the user as is. */
export class ReadError extends Error {
  constructor(
    readonly code: ReadErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ReadError';
  }
}

/** Which reader a file gets: by its bytes (zip, OLE2 compound document, text), never by its name alone. */
export type FileFormat = 'csv' | 'xlsx' | 'xls';

/**
 * A readable file: rows in file order (every sheet in workbook order, or only `sheet` when given).
 * Memory stays flat whatever the file's size: rows are produced as they are read.
 */
export type ReadRows = (path: string, opts?: { limits?: Partial<ReadLimits>; sheet?: string }) => AsyncIterable<SheetRow>;
