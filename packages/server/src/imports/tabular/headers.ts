/**
 * The header row of an uploaded spreadsheet, read before the job is queued (only that row), and whether a
 * mapping fits it: every mapped column exists, and the targets a kind cannot do without are mapped.
 */
import { open, readFile } from 'node:fs/promises';
import XLSX from 'xlsx';

/** TEMPORARY until the readers (imports/read) are merged: the first row by SheetJS or the first CSV line. */
export async function readHeaderRow(path: string): Promise<string[]> {
  const fh = await open(path, 'r');
  const buf = Buffer.alloc(64 * 1024);
  const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
  await fh.close();
  const head = buf.subarray(0, bytesRead);
  if (head[0] === 0x50 && head[1] === 0x4b) {
    const wb = XLSX.read(await readFile(path), { type: 'buffer', sheetRows: 1, cellFormula: false, dense: true });
    const sheet = wb.Sheets[wb.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
    return (rows[0] ?? []).map(String);
  }
  const line = head.toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  return line.split(',').map((h) => h.replace(/^"|"$/g, ''));
}

export type TabularKind = 'cdr' | 'statement';

/** The targets a file must give: who called and when (call records); when, what and how much (statements). */
export const REQUIRED_TARGETS: Record<TabularKind, string[][]> = {
  cdr: [['originating_number', 'calling_number'], ['cdr_ts']],
  statement: [['Transaction_Date'], ['Description'], ['Inflow', 'Outflow', 'Amount']],
};

/** Whether `mapping` (target → header) fits `headers`: every mapped header present, every required group met. */
export function mappingFits(kind: TabularKind, mapping: Record<string, string>, headers: string[]): boolean {
  const have = new Set(headers.map((h) => h.trim().toLowerCase()));
  if (Object.values(mapping).some((h) => !have.has(h.trim().toLowerCase()))) return false;
  return REQUIRED_TARGETS[kind].every((group) => group.some((t) => mapping[t]));
}
