/**
 * The import job handler for goAML XML reports (kind 'goaml'): reads the stored file as a stream
 * (parse.ts), stores each report and its transactions (store.ts), counts every transaction as stored,
 * duplicate (already in its report) or refused (with its reason and position). A file that cannot be read at
 * all (a DTD, malformed XML, a bound) fails the job with the parser's message.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { ImportRefused, type ImportContext, type ImportHandler, type ImportOutcome } from '../jobs/types.js';
import { GoamlFileError, parseGoaml, type GoamlEvent } from './parse.js';
import { storeReport, storeTransaction, type PartyCache } from './store.js';

/** Counters are handed to the runner every this many transactions (and at the end). */
const PROGRESS_EVERY = 200;

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export const goamlHandler: ImportHandler = async (ctx: ImportContext): Promise<ImportOutcome> => {
  const path = ctx.job.stored_file;
  if (!path) throw new ImportRefused('goAML report refused: the uploaded file is no longer there; upload it again');
  const fileHash = await sha256Of(path);

  let report: { id: string; cache: PartyCache; label: string } | null = null;
  let pending = { read: 0, stored: 0, duplicate: 0, refused: 0 };
  const flush = async () => {
    if (pending.read) await ctx.progress(pending);
    pending = { read: 0, stored: 0, duplicate: 0, refused: 0 };
  };

  const handle = async (e: GoamlEvent) => {
    if (e.type === 'report') {
      // A report without its own reference is known by the file's content and its place in the file.
      const ref = e.header.entity_reference ?? `sha256:${fileHash}#${e.report}`;
      const stored = await storeReport(ctx.db, e.header, ref, ctx.job.id);
      report = { id: stored.id, cache: new Map(), label: `${e.header.report_code} ${ref}` };
      return;
    }
    pending.read++;
    if (e.type === 'refused') {
      pending.refused++;
      await ctx.refuse({
        sheet: `report ${e.at.report}`,
        row: e.at.line,
        reason: `transaction ${e.at.ordinal} (line ${e.at.line}): ${e.reason}`,
        cells: e.cells,
      });
      return;
    }
    const current = report!;
    const added = await ctx.db.transaction((tx) => storeTransaction(tx, current.id, e.transaction, current.cache)).catch((err: unknown) => {
      current.cache.clear(); // ids cached inside a rolled-back transaction are gone
      throw err;
    });
    if (added) pending.stored++;
    else pending.duplicate++;
  };

  try {
    for await (const e of parseGoaml(createReadStream(path))) {
      if (ctx.signal.aborted) throw ctx.signal.reason instanceof Error ? ctx.signal.reason : new Error('Import stopped: the server is shutting down');
      await handle(e);
      if (pending.read >= PROGRESS_EVERY) await flush();
    }
  } catch (err) {
    await flush();
    if (err instanceof GoamlFileError) throw new ImportRefused(err.message);
    throw err;
  }
  await flush();
  return {};
};
