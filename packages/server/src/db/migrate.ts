import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.js';

export interface Migration {
  version: string;
  sql: string;
}

/** Any constant shared by every server process: they queue on it while one of them migrates. */
const MIGRATION_LOCK = 727_001;

/**
 * The numbered .sql files next to this module (src/db/migrations in the sources; the server build copies
 * them to dist/migrations, next to the bundle, so the same relative URL works in both).
 */
export function loadMigrations(dir: URL = new URL('./migrations/', import.meta.url)): Migration[] {
  const path = fileURLToPath(dir);
  return readdirSync(path)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(`${path}/${f}`, 'utf8') }));
}

/**
 * Applies the migrations not yet in schema_migrations, all in one transaction, under an advisory lock so
 * several processes can start at once against one database. Returns the versions it applied.
 */
export async function migrate(db: Db, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [m.version]);
      applied.push(m.version);
    }
    return applied;
  });
}
