/**
 * A minimal zip reader for .xlsx: the central directory is read from the end of the file, and each entry is
 * inflated as a stream (fflate's Inflate) straight from its bytes on disk. The limits (decompressed size per
 * part and in total, compression ratio) are checked WHILE inflating, so a zip bomb stops after a few chunks,
 * never after it has filled memory. Entry sizes declared by the file are never trusted.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { Inflate } from 'fflate';
import { ReadError, type ReadLimits } from './types.js';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** More entries than any workbook has: a directory this long is refused before anything is inflated. */
const MAX_ENTRIES = 10_000;
/** A central directory is ~100 bytes an entry: anything near this is not a workbook's. */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;
/** The ratio is only judged once an entry has produced this much, so tiny parts are not refused for compressing well. */
const RATIO_GRACE_BYTES = 1024 * 1024;

const EOCD_SIG = 0x06054b50;
const CEN_SIG = 0x02014b50;
const LOC_SIG = 0x04034b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;

function malformed(): ReadError {
  return new ReadError('malformed', 'The file is damaged or is not a workbook.');
}

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** The entries of the zip's central directory, by name. */
export async function readZipDirectory(path: string, fileSize: number): Promise<Map<string, ZipEntry>> {
  const fh = await open(path, 'r');
  try {
    const tailLength = Math.min(fileSize, 22 + 0xffff);
    const tail = await readAt(fh, fileSize - tailLength, tailLength);
    let eocd = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD_SIG) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw malformed();
    let count = tail.readUInt16LE(eocd + 10);
    let dirSize = tail.readUInt32LE(eocd + 12);
    let dirOffset = tail.readUInt32LE(eocd + 16);
    if (count === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) {
      // Zip64: the locator sits just before the end record and points at the zip64 end record.
      const locAt = eocd - 20;
      if (locAt < 0 || tail.readUInt32LE(locAt) !== ZIP64_LOCATOR_SIG) throw malformed();
      const z64At = Number(tail.readBigUInt64LE(locAt + 8));
      const z64 = await readAt(fh, z64At, 56);
      if (z64.length < 56 || z64.readUInt32LE(0) !== 0x06064b50) throw malformed();
      count = Number(z64.readBigUInt64LE(32));
      dirSize = Number(z64.readBigUInt64LE(40));
      dirOffset = Number(z64.readBigUInt64LE(48));
    }
    if (count > MAX_ENTRIES) throw new ReadError('too_large', `The workbook has more than ${MAX_ENTRIES} parts.`);
    if (dirOffset + dirSize > fileSize) throw malformed();
    if (dirSize > MAX_DIRECTORY_BYTES) throw new ReadError('too_large', 'The workbook has too many parts.');
    const dir = await readAt(fh, dirOffset, dirSize);
    const entries = new Map<string, ZipEntry>();
    let p = 0;
    for (let i = 0; i < count; i++) {
      if (p + 46 > dir.length || dir.readUInt32LE(p) !== CEN_SIG) throw malformed();
      const flags = dir.readUInt16LE(p + 8);
      const method = dir.readUInt16LE(p + 10);
      let compressedSize = dir.readUInt32LE(p + 20);
      let uncompressedSize = dir.readUInt32LE(p + 24);
      const nameLen = dir.readUInt16LE(p + 28);
      const extraLen = dir.readUInt16LE(p + 30);
      const commentLen = dir.readUInt16LE(p + 32);
      let localHeaderOffset = dir.readUInt32LE(p + 42);
      const name = dir.toString('utf8', p + 46, p + 46 + nameLen);
      // Zip64 extra field (id 1): the 64-bit values, in order, for those set to 0xffffffff above.
      let e = p + 46 + nameLen;
      const extraEnd = e + extraLen;
      while (e + 4 <= extraEnd) {
        const id = dir.readUInt16LE(e);
        const size = dir.readUInt16LE(e + 2);
        if (id === 1) {
          let q = e + 4;
          if (uncompressedSize === 0xffffffff) (uncompressedSize = Number(dir.readBigUInt64LE(q))), (q += 8);
          if (compressedSize === 0xffffffff) (compressedSize = Number(dir.readBigUInt64LE(q))), (q += 8);
          if (localHeaderOffset === 0xffffffff) localHeaderOffset = Number(dir.readBigUInt64LE(q));
        }
        e += 4 + size;
      }
      entries.set(name, { name, method, flags, compressedSize, uncompressedSize, localHeaderOffset });
      p = extraEnd + commentLen;
    }
    return entries;
  } finally {
    await fh.close();
  }
}

/** Counts decompressed bytes across every part read from one workbook. */
export class InflateBudget {
  private total = 0;
  constructor(readonly limits: ReadLimits) {}
  add(bytes: number): void {
    this.total += bytes;
    if (this.total > this.limits.maxUncompressedBytes) {
      throw new ReadError('too_large', 'The workbook is too large once decompressed.');
    }
  }
}

/**
 * Streams one entry's decompressed bytes: `onData` gets each chunk, synchronously. Yields (awaits) between
 * file chunks so the caller can hand rows on as they appear. Throws ReadError as soon as a limit is crossed.
 */
export async function* inflateEntry(
  path: string,
  entry: ZipEntry,
  budget: InflateBudget,
): AsyncGenerator<Uint8Array> {
  if (entry.flags & 1) throw new ReadError('encrypted', 'The workbook is password-protected; save it without a password.');
  if (entry.method !== 0 && entry.method !== 8) throw malformed();
  const fh = await open(path, 'r');
  let dataStart: number;
  try {
    const loc = await readAt(fh, entry.localHeaderOffset, 30);
    if (loc.length < 30 || loc.readUInt32LE(0) !== LOC_SIG) throw malformed();
    dataStart = entry.localHeaderOffset + 30 + loc.readUInt16LE(26) + loc.readUInt16LE(28);
  } finally {
    await fh.close();
  }
  if (entry.compressedSize === 0) return;
  const limits = budget.limits;
  let inBytes = 0;
  let outBytes = 0;
  let pending: Uint8Array[] = [];
  const account = (chunk: Uint8Array): void => {
    outBytes += chunk.length;
    budget.add(chunk.length);
    if (outBytes > RATIO_GRACE_BYTES && outBytes / Math.max(inBytes, 1) > limits.maxCompressionRatio) {
      throw new ReadError('compression_ratio', 'The workbook is compressed beyond any real spreadsheet (a zip bomb?).');
    }
    pending.push(chunk);
  };
  const inflater = entry.method === 8 ? new Inflate((chunk) => account(chunk)) : null;
  const stream = createReadStream(path, {
    start: dataStart,
    end: dataStart + entry.compressedSize - 1,
    highWaterMark: 64 * 1024,
  });
  try {
    for await (const raw of stream as AsyncIterable<Buffer>) {
      inBytes += raw.length;
      // Feed the inflater in small slices so one file chunk cannot expand past the limits before they are checked.
      for (let i = 0; i < raw.length; i += 4096) {
        const slice = raw.subarray(i, Math.min(i + 4096, raw.length));
        try {
          if (inflater) inflater.push(slice, false);
          else account(slice);
        } catch (err) {
          if (err instanceof ReadError) throw err;
          throw malformed();
        }
        if (pending.length > 0) {
          const out = pending;
          pending = [];
          for (const chunk of out) yield chunk;
        }
      }
    }
    try {
      if (inflater) inflater.push(new Uint8Array(0), true);
    } catch (err) {
      if (err instanceof ReadError) throw err;
      throw malformed();
    }
    for (const chunk of pending) yield chunk;
    pending = [];
  } finally {
    stream.destroy();
  }
}

/** A whole small part (workbook, relationships, styles) as text, within the same limits. */
export async function readEntryText(path: string, entry: ZipEntry, budget: InflateBudget, maxChars: number): Promise<string> {
  const decoder = new TextDecoder('utf-8');
  let text = '';
  for await (const chunk of inflateEntry(path, entry, budget)) {
    text += decoder.decode(chunk, { stream: true });
    if (text.length > maxChars) throw new ReadError('too_large', `The workbook part ${entry.name} is too large.`);
  }
  return text + decoder.decode();
}
