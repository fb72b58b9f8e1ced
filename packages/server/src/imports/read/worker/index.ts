/**
 * readRows in a worker thread: the same rows, in the same order, with the same errors, read by a thread of its
 * own (read-worker.ts) so that unzipping and parsing a file run beside the main thread's mapping and storing
 * (bench/results/imports.md). The thread ends when the rows do, on a failure, when the consumer stops early
 * (return() or throw(): a refused header, a failed batch) and when `signal` aborts.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { readRows } from '../index.js';
import type { ReadLimits, SheetRow } from '../types.js';
import { ACK, errorFrom, unpackRows, type ReaderData, type ReaderMessage } from './protocol.js';

export interface WorkerReadOptions {
  limits?: Partial<ReadLimits>;
  sheet?: string;
  /** Aborting ends the thread; the next read throws the abort's reason. */
  signal?: AbortSignal;
  /** Rows per message (default 1,000). */
  chunkRows?: number;
  /** Chunks sent and not yet taken, at most (default 2). */
  window?: number;
  /** Told each chunk's rows as it arrives (tests: the reader stays within its window). */
  onChunk?: (rows: number) => void;
}

const here = fileURLToPath(import.meta.url);
// From the sources (tsx, vitest) this module is index.ts; in the built server it is bundled into dist/main.js,
// next to dist/read-worker.js (tsup.server.ts).
const ENTRY = here.endsWith('.ts') ? join(dirname(here), 'read-worker-dev.mjs') : join(dirname(here), 'read-worker.js');

let live = 0;
/** Reader threads started and not yet exited (tests: none is left behind). */
export const liveReaderThreads = (): number => live;

export function readRowsInWorker(path: string, opts: WorkerReadOptions = {}): AsyncIterable<SheetRow> {
  return { [Symbol.asyncIterator]: () => open(path, opts) };
}

/**
 * Whether an import reads its file in a thread of its own. FIU_IMPORT_READ_WORKER=1 or 0 decides; unset, yes on
 * PGlite (the database runs in the main thread too: 200,000 calls 8.8 → 7.1 s) and no on PostgreSQL: on this
 * machine's two cores the thread's extra work (about 1 s of CPU for those calls) competed with PostgreSQL's and the
 * import got slower (4.8 → 5.9 s; bench/results/imports.md). More cores may change that; it is not measured, so
 * it is not assumed.
 */
export function readerThreadFor(database: 'pglite' | 'postgres'): boolean {
  const set = process.env.FIU_IMPORT_READ_WORKER;
  if (set === '0' || set === '1') return set === '1';
  return database === 'pglite';
}

/** An import's rows: in a reader thread or in process, as readerThreadFor says. */
export function readRowsForImport(path: string, database: 'pglite' | 'postgres', opts: WorkerReadOptions = {}): AsyncIterable<SheetRow> {
  if (!readerThreadFor(database)) return readRows(path, { limits: opts.limits, sheet: opts.sheet });
  return readRowsInWorker(path, opts);
}

function open(path: string, opts: WorkerReadOptions): AsyncIterator<SheetRow> {
  const data: ReaderData = { path, limits: opts.limits, sheet: opts.sheet, chunkRows: opts.chunkRows ?? 1000, window: opts.window ?? 2 };
  const worker = new Worker(ENTRY, { workerData: data });
  live++;
  const chunks: SheetRow[][] = [];
  let ended = false;
  let failure: unknown = null;
  let stopped = false;
  let wake: (() => void) | null = null;
  const notify = (): void => {
    wake?.();
    wake = null;
  };

  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    opts.signal?.removeEventListener('abort', onAbort);
    void worker.terminate();
  };
  function onAbort(): void {
    failure ??= opts.signal!.reason;
    stop();
    notify();
  }

  worker.on('message', (m: ReaderMessage) => {
    if (m.type === 'rows') {
      chunks.push(unpackRows(m.rows));
      opts.onChunk?.(m.rows.rowNumber.length);
    }
    else if (m.type === 'end') ended = true;
    else failure ??= errorFrom(m.error);
    notify();
  });
  worker.on('error', (err) => {
    failure ??= err;
    notify();
  });
  worker.once('exit', (code) => {
    live--;
    if (!ended && !stopped) failure ??= new Error(`The file reader thread stopped (exit code ${code})`);
    notify();
  });
  if (opts.signal?.aborted) onAbort();
  else opts.signal?.addEventListener('abort', onAbort, { once: true });

  let current: SheetRow[] = [];
  let i = 0;
  let finished = false;
  const done = (): IteratorResult<SheetRow> => ({ done: true, value: undefined });

  return {
    async next() {
      if (opts.signal?.aborted && !finished) {
        finished = true;
        current = [];
        chunks.length = 0;
        stop();
        throw opts.signal.reason;
      }
      if (i < current.length) return { done: false, value: current[i++]! };
      if (finished) return done();
      while (chunks.length === 0 && !ended && failure === null) await new Promise<void>((resolve) => (wake = resolve));
      const chunk = chunks.shift();
      if (chunk) {
        if (!stopped) worker.postMessage(ACK);
        current = chunk;
        i = 1;
        return { done: false, value: chunk[0]! };
      }
      finished = true;
      current = [];
      stop();
      if (failure !== null) throw failure;
      return done();
    },
    async return() {
      finished = true;
      current = [];
      chunks.length = 0;
      stop();
      return done();
    },
    async throw(err: unknown) {
      finished = true;
      current = [];
      chunks.length = 0;
      stop();
      throw err;
    },
  };
}
