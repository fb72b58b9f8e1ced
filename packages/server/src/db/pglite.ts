import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Copyable, Db, Queryable, QueryResult, Row } from './types.js';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it. A lock
 * file with our pid keeps a second server out (a stale lock of a dead process is taken over).
 */
function lockFolder(dir: string): () => void {
  const lock = join(dir, '.fiu-server.lock');
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (Number.isInteger(pid) && pid !== process.pid && alive(pid)) {
      throw new Error(`The data folder ${dir} is in use by process ${pid}. Stop it, or set DATABASE_URL to share a PostgreSQL.`);
    }
    writeFileSync(lock, String(process.pid));
  }
  return () => rmSync(lock, { force: true });
}

/**
 * A PGlite with the extensions the migrations use; `loadDataDir` starts it from a dump (dumpDataDir) instead of
 * a new cluster (the server's test databases start from a migrated one: testing/pgliteSnapshot.ts).
 */
export function createPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  // pg_trgm ships inside PGlite; migration 0002 creates the extension for the record searches.
  return PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** PGlite (PostgreSQL in WASM) in a data folder, or in memory for `memory://`. One connection per process. */
export async function openPglite(dataDir: string): Promise<Db> {
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockFolder(dataDir);
  }
  let pg: PGlite;
  try {
    pg = await createPglite(dataDir);
  } catch (err) {
    unlock();
    throw err;
  }
  return pgliteDb(pg, unlock);
}

/** The Db interface over one PGlite; `onClose` runs after it closes. */
export function pgliteDb(pg: PGlite, onClose: () => void = () => {}): Db {
  const wrap = (q: PGlite | Transaction): Queryable & Copyable => ({
    async query<T = Row>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params);
      // PGlite reports affectedRows 0 for SELECT; pg reports the row count. Take whichever is larger.
      return { rows: r.rows, rowCount: Math.max(r.affectedRows ?? 0, r.rows.length) };
    },
    async exec(sql: string): Promise<void> {
      await q.exec(sql);
    },
    async copyFrom(sql: string, data: string): Promise<number> {
      // PGlite has no client connection to stream through: COPY reads its input from the '/dev/blob' device.
      const fromBlob = sql.replace(/\bFROM\s+STDIN\b/i, "FROM '/dev/blob'");
      if (fromBlob === sql) throw new Error('copyFrom: the statement must read FROM STDIN');
      const r = await q.query(fromBlob, [], { blob: new Blob([data]) });
      return r.affectedRows ?? 0;
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    copyFrom: base.copyFrom,
    // PGlite serialises everything behind its own lock, so a transaction is exclusive.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      await pg.close();
      onClose();
    },
  };
}
