/**
 * CSV reader: streaming, with csv-parse (maintained, RFC 4180 quoting, multi-line fields, CRLF/LF, BOM).
 * Encoding: UTF-8 when the whole file is valid UTF-8 (checked by a first streaming pass, which keeps no text),
 * else Windows-1252, the encoding Excel writes CSV in on Windows. The delimiter is sniffed from the header line.
 */
import { createReadStream } from 'node:fs';
import { Transform, pipeline } from 'node:stream';
import { parse } from 'csv-parse';
import { ReadError, type ReadLimits, type SheetRow } from './types.js';

async function isUtf8(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

const CANDIDATES = [',', ';', '\t', '|'] as const;

/** The delimiter that occurs most often outside quotes in the first line; comma when none does. */
export function sniffDelimiter(head: string): string {
  const counts = new Map<string, number>(CANDIDATES.map((c) => [c, 0]));
  let quoted = false;
  for (let i = 0; i < head.length; i++) {
    const ch = head[i]!;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  let bestCount = 0;
  for (const [c, n] of counts) {
    if (n > bestCount) (best = c), (bestCount = n);
  }
  return best;
}

/** Decodes the byte stream as text in the chosen encoding (chunk boundaries inside a character are handled). */
function decoding(encoding: 'utf-8' | 'windows-1252'): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    decodeStrings: true,
    readableObjectMode: false,
    transform(chunk: Buffer, _enc, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

async function firstText(path: string, encoding: 'utf-8' | 'windows-1252'): Promise<string> {
  for await (const chunk of createReadStream(path, { start: 0, end: 64 * 1024 - 1 }) as AsyncIterable<Buffer>) {
    return new TextDecoder(encoding).decode(chunk).replace(/^\uFEFF/, '');
  }
  return '';
}

export async function* readCsv(path: string, limits: ReadLimits): AsyncGenerator<SheetRow> {
  const encoding = (await isUtf8(path)) ? 'utf-8' : 'windows-1252';
  const delimiter = sniffDelimiter(await firstText(path, encoding));
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: limits.maxCellChars * 4,
  });
  let streamError: Error | null = null;
  // Errors reach the loop below through the parser; the callback only keeps them (and the premature close
  // that stopping early causes) from being unhandled.
  const records = pipeline(createReadStream(path, { highWaterMark: 64 * 1024 }), decoding(encoding), parser, (err) => {
    streamError = err ?? null;
  });
  let row = 0;
  try {
    for await (const record of records as AsyncIterable<string[]>) {
      row++;
      if (row > limits.maxRows) throw new ReadError('too_many_rows', `The file has more than ${limits.maxRows.toLocaleString('en')} rows.`);
      if (record.length > limits.maxColumns) throw new ReadError('too_many_columns', `The file has more than ${limits.maxColumns} columns.`);
      let empty = true;
      for (const cell of record) {
        if (cell.length > limits.maxCellChars) throw new ReadError('too_large', `A cell on row ${row} is longer than ${limits.maxCellChars} characters.`);
        if (cell !== '') empty = false;
      }
      if (!empty) yield { sheet: '', row, cells: record };
    }
  } catch (err) {
    if (err instanceof ReadError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'CSV_MAX_RECORD_SIZE') throw new ReadError('too_large', 'A row of the file is too long.');
    throw new ReadError('malformed', `The file could not be read as CSV: ${(err as Error).message.split('\n')[0]}`);
  } finally {
    records.destroy();
  }
  if (streamError && (streamError as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
    throw new ReadError('malformed', 'The file could not be read.');
  }
}
