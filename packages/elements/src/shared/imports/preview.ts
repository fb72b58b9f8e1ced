/**
 * The 11-row preview of a picked spreadsheet (analysis-tools §2, §9), read in the browser. A CSV is read from
 * its first bytes only; an .xls/.xlsx goes through SheetJS, which is loaded by a dynamic import when a file is
 * picked (never in a screen's first load) and told to stop after 11 rows (`sheetRows`).
 */
export const PREVIEW_ROWS = 11;
/** A CSV's first 11 rows are well inside its first 256 KB (a longer row is cut, which a preview can bear). */
const CSV_HEAD_BYTES = 256 * 1024;

export const SPREADSHEET_ACCEPT = '.xls,.xlsx,.csv';
export const SPREADSHEET_EXTENSIONS = ['.xls', '.xlsx', '.csv'] as const;

export interface SheetPreview {
  /** The first row: the file's column headers (what the mapping proposal reads). */
  headers: string[];
  /** The rows under it, at most PREVIEW_ROWS - 1. */
  rows: string[][];
  /** The sheet read (xls/xlsx: the first one); null for a CSV. */
  sheet: string | null;
}

export const PREVIEW_TEXT = {
  type: 'Choose an Excel (.xls, .xlsx) or CSV file.',
  empty: 'The file is empty.',
  unreadable: 'The file could not be read as a spreadsheet.',
} as const;

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

export const isSpreadsheetName = (name: string): boolean =>
  (SPREADSHEET_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** Splits CSV text into at most `limit` records (RFC 4180: quoted fields, doubled quotes, CRLF or LF). */
export function parseCsv(text: string, limit = PREVIEW_ROWS): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark is not part of the first header
  const endRecord = () => {
    record.push(cell);
    cell = '';
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  for (; i < text.length && records.length < limit; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      record.push(cell);
      cell = '';
    } else if (ch === '\n') endRecord();
    else if (ch === '\r') {
      if (text[i + 1] === '\n') i++;
      endRecord();
    } else cell += ch;
  }
  if (records.length < limit && (cell !== '' || record.length > 0)) endRecord();
  return records;
}

const asText = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

function toPreview(table: unknown[][], sheet: string | null): SheetPreview {
  const rows = table.slice(0, PREVIEW_ROWS).map((r) => Array.from(r, asText));
  if (rows.length === 0) throw new Error(PREVIEW_TEXT.empty);
  const [headers, ...body] = rows;
  return { headers: headers!.map((h) => h.trim()), rows: body, sheet };
}

/** The first 11 rows of a picked .csv, .xls or .xlsx file. Throws an Error whose message the screen shows. */
export async function readPreview(file: File): Promise<SheetPreview> {
  const ext = extensionOf(file.name);
  if (!isSpreadsheetName(file.name)) throw new Error(PREVIEW_TEXT.type);
  if (file.size === 0) throw new Error(PREVIEW_TEXT.empty);
  if (ext === '.csv') return toPreview(parseCsv(await file.slice(0, CSV_HEAD_BYTES).text()), null);
  const { read, utils } = await import('xlsx');
  let book;
  try {
    // Cell text as written (no dates turned into numbers or numbers rounded), no formulas evaluated.
    book = read(new Uint8Array(await file.arrayBuffer()), { type: 'array', sheetRows: PREVIEW_ROWS, cellFormula: false, cellHTML: false, dense: true });
  } catch {
    throw new Error(PREVIEW_TEXT.unreadable);
  }
  const name = book.SheetNames[0];
  const sheet = name ? book.Sheets[name] : undefined;
  if (!name || !sheet) throw new Error(PREVIEW_TEXT.empty);
  return toPreview(utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false }), name);
}
