import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readRows, ReadError, type ReadLimits, type SheetRow } from '../index.js';
import { writeXlsx } from '../testing/build-xlsx.js';
import { liveReaderThreads, readerThreadFor, readRowsInWorker, type WorkerReadOptions } from './index.js';

const REPO = join(__dirname, '../../../../../..');
const SAMPLES = join(REPO, 'tests/fixtures');
const dir = mkdtempSync(join(tmpdir(), 'fiu-read-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (name: string): string => join(dir, `${n++}-${name}`);

/** Every reader thread has exited (exit is reported a moment after terminate()). */
async function noneLeft(): Promise<number> {
  for (let i = 0; i < 100 && liveReaderThreads() > 0; i++) await new Promise((r) => setTimeout(r, 20));
  return liveReaderThreads();
}
afterEach(async () => expect(await noneLeft()).toBe(0));

async function collect(rows: AsyncIterable<SheetRow>): Promise<{ rows: SheetRow[]; error?: unknown }> {
  const out: SheetRow[] = [];
  try {
    for await (const r of rows) out.push(r);
  } catch (error) {
    return { rows: out, error };
  }
  return { rows: out };
}

/** The same rows and the same error (class, name, code, message) in the thread as in process. */
async function same(path: string, limits?: Partial<ReadLimits>, opts: WorkerReadOptions = {}): Promise<{ rows: SheetRow[]; error?: unknown }> {
  const inProcess = await collect(readRows(path, { limits }));
  const inThread = await collect(readRowsInWorker(path, { limits, ...opts }));
  expect(inThread.rows).toEqual(inProcess.rows);
  if (inProcess.error === undefined) expect(inThread.error).toBeUndefined();
  else {
    const a = inProcess.error as Error & { code?: string };
    const b = inThread.error as Error & { code?: string };
    expect(b).toBeInstanceOf(a.constructor);
    expect({ name: b.name, code: b.code, message: b.message }).toEqual({ name: a.name, code: a.code, message: a.message });
  }
  return inThread;
}

describe('readRowsInWorker', () => {
  it('gives the rows readRows gives, in order, across many small chunks (a window of one)', async () => {
    const csv = await same(join(SAMPLES, 'cdr-vega4n6-cdr-analyzer.csv'), undefined, { chunkRows: 7, window: 1 });
    expect(csv.rows.length).toBeGreaterThan(100);
    const xlsx = file('two.xlsx');
    writeXlsx(xlsx, {
      sharedStrings: ['Number', 'ADA & CO'],
      sheets: [
        { name: 'One', rows: '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="3"><c r="A3" t="s"><v>1</v></c><c r="C3"><v>12.5</v></c></row>' },
        { name: 'Two', rows: '<row r="1"><c r="A1"><v>2</v></c></row>' },
      ],
    });
    const both = await same(xlsx, undefined, { chunkRows: 2 });
    expect(both.rows.map((r) => `${r.sheet}:${r.row}:${r.cells.join('|')}`)).toEqual(['One:1:Number', 'One:3:ADA & CO||12.5', 'Two:1:2']);
    expect((await collect(readRowsInWorker(xlsx, { sheet: 'Two' }))).rows.map((r) => r.cells[0])).toEqual(['2']);
  });

  it("refuses as readRows does: a ReadError's code and text, after the rows read before it", async () => {
    const long = file('long.csv');
    writeFileSync(long, 'a\n'.repeat(50));
    const stopped = await same(long, { maxRows: 10 }, { chunkRows: 3 });
    expect(stopped.error).toBeInstanceOf(ReadError);
    expect((stopped.error as ReadError).code).toBe('too_many_rows');
    expect(stopped.rows.length).toBeGreaterThan(0);
    expect((await same(long, { maxFileBytes: 10 })).error).toMatchObject({ code: 'too_large', name: 'ReadError' });
    const bomb = file('bomb.xlsx');
    const mb = ' '.repeat(1024 * 1024);
    writeXlsx(bomb, { sheets: [{ name: 'S', xml: () => (function* () { yield '<worksheet><sheetData>'; for (let i = 0; i < 16; i++) yield mb; })() }] });
    expect((await same(bomb)).error).toMatchObject({ code: 'compression_ratio' });
    const png = file('image.csv');
    writeFileSync(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]));
    expect((await same(png)).error).toMatchObject({ code: 'unsupported_type' });
  });

  it("passes a system error's name and code (a file gone)", async () => {
    const gone = await same(join(dir, 'never-written.csv'));
    expect(gone.error).toMatchObject({ code: 'ENOENT' });
  });

  it('ends the thread when the consumer stops early, throws, or the signal aborts', async () => {
    const path = file('many.csv');
    writeFileSync(path, 'n,v\n' + Array.from({ length: 20_000 }, (_, i) => `${i},x`).join('\n'));
    for await (const r of readRowsInWorker(path, { chunkRows: 100 })) if (r.row === 5) break;
    expect(await noneLeft()).toBe(0);

    const it2 = readRowsInWorker(path)[Symbol.asyncIterator]();
    await it2.next();
    await expect(it2.throw!(new Error('refused'))).rejects.toThrow('refused');
    expect(await noneLeft()).toBe(0);

    const abort = new AbortController();
    const it3 = readRowsInWorker(path, { signal: abort.signal, chunkRows: 100 })[Symbol.asyncIterator]();
    expect((await it3.next()).value).toMatchObject({ row: 1 });
    abort.abort(new Error('The server is shutting down'));
    await expect(it3.next()).rejects.toThrow('The server is shutting down');
    expect(await it3.next()).toEqual({ done: true, value: undefined });
    expect(await noneLeft()).toBe(0);
  });

  it('keeps at most the window of chunks ahead of the consumer', async () => {
    const path = file('ahead.csv');
    writeFileSync(path, Array.from({ length: 5_000 }, (_, i) => `${i}`).join('\n'));
    // The consumer takes one row and waits: the thread sends one chunk and at most `window` more, then waits.
    const received: number[] = [];
    const it = readRowsInWorker(path, { chunkRows: 10, window: 2, onChunk: (rows) => received.push(rows) })[Symbol.asyncIterator]();
    await it.next();
    await new Promise((r) => setTimeout(r, 300));
    expect(received.length).toBeLessThanOrEqual(3);
    let count = 1;
    while (!(await it.next()).done) count++;
    expect(count).toBe(5_000);
    expect(received.length).toBe(500);
  });

  it('is used on PGlite, not on PostgreSQL, unless FIU_IMPORT_READ_WORKER says otherwise', () => {
    const before = process.env.FIU_IMPORT_READ_WORKER;
    try {
      delete process.env.FIU_IMPORT_READ_WORKER;
      expect([readerThreadFor('pglite'), readerThreadFor('postgres')]).toEqual([true, false]);
      process.env.FIU_IMPORT_READ_WORKER = '0';
      expect([readerThreadFor('pglite'), readerThreadFor('postgres')]).toEqual([false, false]);
      process.env.FIU_IMPORT_READ_WORKER = '1';
      expect([readerThreadFor('pglite'), readerThreadFor('postgres')]).toEqual([true, true]);
    } finally {
      if (before === undefined) delete process.env.FIU_IMPORT_READ_WORKER;
      else process.env.FIU_IMPORT_READ_WORKER = before;
    }
  });
});
