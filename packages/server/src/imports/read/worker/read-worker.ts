/**
 * The import's file reader thread: runs readRows over the file and posts its rows in chunks, at most `window`
 * chunks ahead of what the main thread has taken (protocol.ts). Unzipping and parsing then run beside the main
 * thread's mapping and storing.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readRows } from '../index.js';
import type { SheetRow } from '../types.js';
import { ACK, buffersOf, errorData, packRows, type ReaderData, type ReaderMessage } from './protocol.js';

const port = parentPort!;
const data = workerData as ReaderData;

let credit = data.window;
let wake: (() => void) | null = null;
const onMessage = (m: unknown): void => {
  if (m !== ACK) return;
  credit++;
  wake?.();
  wake = null;
};
port.on('message', onMessage);

const post = (m: ReaderMessage): void => port.postMessage(m);

async function send(rows: SheetRow[]): Promise<void> {
  while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
  credit--;
  const packed = packRows(rows);
  const message: ReaderMessage = { type: 'rows', rows: packed };
  port.postMessage(message, buffersOf(packed));
}

let chunk: SheetRow[] = [];
try {
  for await (const row of readRows(data.path, { limits: data.limits, sheet: data.sheet })) {
    chunk.push(row);
    if (chunk.length >= data.chunkRows) {
      await send(chunk);
      chunk = [];
    }
  }
  if (chunk.length) await send(chunk);
  post({ type: 'end' });
} catch (err) {
  // The rows read before the failure reach the consumer first, as they would in process.
  if (chunk.length) await send(chunk);
  post({ type: 'error', error: errorData(err) });
} finally {
  // Nothing left to wait for: the thread ends once its last messages are out.
  port.off('message', onMessage);
}
