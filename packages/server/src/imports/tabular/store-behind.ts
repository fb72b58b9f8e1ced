/**
 * Stores each batch while the next one is read and mapped. On PostgreSQL the database is another process: the
 * readers (unzip, XML, mapping, hashing) and the inserts then run at the same time instead of taking turns, and
 * a batch's insert no longer stalls the reading. On PGlite (the same thread) it changes nothing but the order.
 * At most two batches are held: the one being stored and the one being prepared.
 */
import { span } from '../jobs/timeline.js';

export async function storeBehind<B, P>(batches: AsyncIterable<B>, prepare: (batch: B) => Promise<P>, store: (prepared: P) => Promise<void>): Promise<void> {
  let storing: Promise<void> = Promise.resolve();
  let n = 0;
  try {
    let endRead = span('batch.read', { batch: n });
    for await (const batch of batches) {
      endRead({ rows: (batch as unknown[]).length });
      const endPrepare = span('batch.prepare', { batch: n });
      const prepared = await prepare(batch);
      endPrepare();
      const endWait = span('batch.wait-store', { batch: n });
      await storing;
      endWait();
      const endStore = span('batch.store', { batch: n });
      storing = store(prepared).then(() => endStore());
      endRead = span('batch.read', { batch: ++n });
      // Awaited before the next store or at the end; this keeps a failure from being unhandled meanwhile.
      storing.catch(() => {});
    }
  } catch (err) {
    // A reading failure: the batch being stored finishes (or fails) before the handler gives up.
    await storing.catch(() => {});
    throw err;
  }
  await storing;
}
