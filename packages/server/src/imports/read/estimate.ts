/**
 * How many rows a file holds, known before reading it, for the import's progress bar (ImportJob.rows_total).
 * An estimate: .xlsx sheets' declared dimensions (read from the start of each sheet only), a CSV's line
 * count (a quoted field spanning lines counts more than once), null for .xls and for sheets without a
 * dimension. The header row is included. The same limits as readRows apply.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { detectFormat } from './detect.js';
import { estimateXlsxRows } from './xlsx.js';
import { DEFAULT_READ_LIMITS, ReadError, type ReadLimits } from './types.js';

async function countLines(path: string): Promise<number> {
  let lines = 0;
  let last = 0x0a;
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(0x0a); i >= 0; i = chunk.indexOf(0x0a, i + 1)) lines++;
    last = chunk[chunk.length - 1] ?? last;
  }
  return last === 0x0a ? lines : lines + 1;
}

export async function estimateRows(path: string, opts: { limits?: Partial<ReadLimits>; sheet?: string } = {}): Promise<number | null> {
  const limits = { ...DEFAULT_READ_LIMITS, ...opts.limits };
  const size = (await stat(path)).size;
  if (size > limits.maxFileBytes) throw new ReadError('too_large', `The file is larger than ${Math.floor(limits.maxFileBytes / 1024 / 1024)} MB.`);
  const format = await detectFormat(path);
  if (format === 'xlsx') return estimateXlsxRows(path, size, limits, opts.sheet);
  if (format === 'csv') return countLines(path);
  return null;
}
