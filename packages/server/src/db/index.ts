import { join } from 'node:path';
import { dataDir } from '../lib/paths.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import type { Db } from './types.js';

export type { Db, Queryable, QueryResult, Row } from './types.js';
export { migrate, loadMigrations } from './migrate.js';

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; default `DATABASE_URL`. When absent the embedded PGlite is used. */
  url?: string;
  /** PGlite folder, or `memory://` (tests). Default `FIU_DATA_DIR/pglite`. */
  pgliteDir?: string;
  /** PostgreSQL only: search_path for every connection. */
  schema?: string;
}

/** PGlite in a data folder when no DATABASE_URL is set, a node-postgres Pool when it is. */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Db> {
  const url = opts.url ?? process.env.DATABASE_URL;
  if (url) return openPostgres({ connectionString: url, ...(opts.schema ? { schema: opts.schema } : {}) });
  return openPglite(opts.pgliteDir ?? join(dataDir(), 'pglite'));
}
