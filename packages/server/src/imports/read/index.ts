/** The readers: a file's rows as text, whatever its format (detected by its bytes), within the limits. */
import { stat } from 'node:fs/promises';
import { detectFormat } from './detect.js';
import { readCsv } from './csv.js';
import { readXlsx } from './xlsx.js';
import { readXls } from './xls.js';
import { DEFAULT_READ_LIMITS, ReadError, type ReadLimits, type ReadRows, type SheetRow } from './types.js';

export { detectFormat } from './detect.js';
export { DEFAULT_READ_LIMITS, ReadError } from './types.js';
export type { FileFormat, ReadErrorCode, ReadLimits, ReadRows, SheetRow } from './types.js';

export const readRows: ReadRows = (path, opts = {}) => read(path, { ...DEFAULT_READ_LIMITS, ...opts.limits }, opts.sheet);

async function* read(path: string, limits: ReadLimits, sheet: string | undefined): AsyncGenerator<SheetRow> {
  const size = (await stat(path)).size;
  if (size > limits.maxFileBytes) {
    throw new ReadError('too_large', `The file is larger than ${Math.floor(limits.maxFileBytes / 1024 / 1024)} MB.`);
  }
  const format = await detectFormat(path);
  if (format === 'xlsx') yield* readXlsx(path, size, limits, sheet);
  else if (format === 'xls') yield* readXls(path, size, limits, sheet);
  else yield* readCsv(path, limits);
}
