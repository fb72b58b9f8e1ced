/**
 * The refused rows as CSV (row, sheet, reason, then the row's cells). A cell that a spreadsheet program would
 * read as a formula (it begins with = + - @, a tab or a CR) is prefixed with ' so that opening the download
 * never runs anything (CSV injection).
 */
import type { RefusedRowRecord } from '../../lib/imports.js';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function refusedRowsCsv(rows: RefusedRowRecord[]): string {
  const width = rows.reduce((n, r) => Math.max(n, r.cells.length), 0);
  const header = ['row', 'sheet', 'reason', ...Array.from({ length: width }, (_, i) => `cell ${i + 1}`)];
  const lines = [header, ...rows.map((r) => [String(r.row_number), r.sheet, r.reason, ...r.cells.map(String)])];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
