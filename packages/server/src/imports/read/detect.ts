/** Which reader a file gets, by its bytes: zip (then checked to be a workbook), OLE2 compound document, or text. */
import { open, stat } from 'node:fs/promises';
import { readZipDirectory } from './zip.js';
import { ReadError, type FileFormat } from './types.js';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const SNIFF_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, magic: number[]): boolean => magic.every((b, i) => bytes[i] === b);

/**
 * Text, as far as its first bytes show: no NUL and few control characters other than tab, CR, LF and form feed.
 * UTF-16 (NUL every other byte) is refused: Excel's "Unicode text" export is tab-separated UTF-16, and is not CSV.
 */
function looksLikeText(bytes: Uint8Array): boolean {
  let control = 0;
  for (const b of bytes) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++;
  }
  return control <= bytes.length / 100;
}

export async function detectFormat(path: string): Promise<FileFormat> {
  const size = (await stat(path)).size;
  const fh = await open(path, 'r');
  let head: Uint8Array;
  try {
    const buf = Buffer.alloc(Math.min(SNIFF_BYTES, size));
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    head = buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
  if (head.length === 0) throw new ReadError('malformed', 'The file is empty.');
  if (startsWith(head, ZIP)) {
    const entries = await readZipDirectory(path, size);
    const names = new Set([...entries.keys()].map((n) => n.toLowerCase()));
    if (names.has('[content_types].xml') && names.has('xl/workbook.xml')) return 'xlsx';
    throw new ReadError('unsupported_type', 'The file is a zip archive but not an Excel workbook (.xlsx).');
  }
  if (startsWith(head, OLE2)) return 'xls';
  if (looksLikeText(head)) return 'csv';
  throw new ReadError('unsupported_type', 'The file is not a spreadsheet: use .xlsx, .xls or .csv.');
}
