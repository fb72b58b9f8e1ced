/**
 * .xls (BIFF) reader, with SheetJS CE 0.20.3 as SECURITY.md requires. SheetJS is NOT streaming: it reads the
 * whole workbook into memory, so .xls files are capped (XLS_MAX_BYTES, far under any real BIFF workbook, whose
 * format stops at 65,536 rows) and refused above it with a clear message. Formulas are not read
 * (cellFormula: false): cells give their cached values. Date-formatted numbers become ISO text.
 */
import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { serialToIso, customDateKind } from './dates.js';
import { ReadError, type ReadLimits, type SheetRow } from './types.js';

export const XLS_MAX_BYTES = 50 * 1024 * 1024;

function cellText(cell: XLSX.CellObject | undefined, date1904: boolean): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
      return cell.w ?? '';
    case 'n': {
      const fmt = typeof cell.z === 'string' ? cell.z : '';
      const kind = fmt ? customDateKind(fmt) : null;
      return kind ? serialToIso(Number(cell.v), kind, date1904) : String(cell.v);
    }
    case 'd':
      return cell.v instanceof Date ? cell.v.toISOString() : String(cell.v);
    default:
      return String(cell.v);
  }
}

export async function* readXls(path: string, fileSize: number, limits: ReadLimits, only?: string): AsyncGenerator<SheetRow> {
  if (fileSize > XLS_MAX_BYTES) {
    throw new ReadError('too_large', `.xls files are read whole, so they are limited to ${XLS_MAX_BYTES / 1024 / 1024} MB; save the file as .xlsx or .csv.`);
  }
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(await readFile(path), {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      cellNF: true,
      cellDates: false,
      cellStyles: false,
      dense: true,
      sheets: only,
    });
  } catch (err) {
    const message = (err as Error).message ?? '';
    if (/password|encrypt/i.test(message)) {
      throw new ReadError('encrypted', 'The workbook is password-protected; save it without a password.');
    }
    throw new ReadError('malformed', 'The file is damaged or is not a workbook.');
  }
  const date1904 = Boolean(wb.Workbook?.WBProps?.date1904);
  const names = only === undefined ? wb.SheetNames : wb.SheetNames.filter((n) => n === only);
  if (only !== undefined && names.length === 0) throw new ReadError('malformed', `The workbook has no sheet "${only}".`);
  for (const name of names) {
    const sheet = wb.Sheets[name];
    if (!sheet || !sheet['!ref']) continue;
    const range = XLSX.utils.decode_range(sheet['!ref']);
    if (range.e.r + 1 > limits.maxRows) throw new ReadError('too_many_rows', `The sheet "${name}" has more than ${limits.maxRows} rows.`);
    if (range.e.c + 1 > limits.maxColumns) throw new ReadError('too_many_columns', `The sheet "${name}" has more than ${limits.maxColumns} columns.`);
    const data = (sheet as unknown as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'] ?? [];
    for (let r = 0; r <= range.e.r; r++) {
      const row = data[r];
      if (!row) continue;
      const cells: string[] = [];
      for (let c = 0; c <= range.e.c; c++) cells.push(cellText(row[c], date1904));
      while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
      if (cells.length > 0) yield { sheet: name, row: r + 1, cells };
    }
  }
}
