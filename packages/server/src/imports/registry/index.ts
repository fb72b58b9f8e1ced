/**
 * The import handler for kind 'registry' (imports/jobs/types.ts): job.registry says which registry the file
 * fills — a tabular one (CSV/XLSX/XLS; columns.ts) or 'ftm' (FollowTheMoney JSON lines; ftm.ts).
 */
import { ImportRefused, type ImportHandler } from '../jobs/types.js';
import { REGISTRIES } from './columns.js';
import { importFtm } from './ftm.js';
import { importTable } from './table.js';

export const registryHandler: ImportHandler = async (ctx) => {
  const name = ctx.job.registry;
  if (!ctx.job.stored_file) throw new ImportRefused('The uploaded file is no longer there: upload it again');
  if (name === 'ftm') return importFtm(ctx);
  if (!name || !Object.hasOwn(REGISTRIES, name)) throw new ImportRefused(`Unknown registry '${String(name)}'`);
  return importTable(ctx, name, REGISTRIES[name]);
};
