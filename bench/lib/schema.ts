/**
 * A fresh schema of a PostgreSQL for one benchmark run, opened as the server opens it (openPostgres with that
 * schema first in the search path), and dropped with everything in it afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../../packages/server/src/db/postgres.js';
import type { Db } from '../../packages/server/src/db/types.js';

export interface BenchSchema {
  db: Db;
  schema: string;
  /** Closes the pool and drops the schema. */
  drop(): Promise<void>;
}

async function admin(url: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export async function openBenchSchema(url: string, prefix: string, max: number): Promise<BenchSchema> {
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(url, `CREATE SCHEMA ${schema}`);
  const db = await openPostgres({ connectionString: url, schema, max });
  return {
    db,
    schema,
    async drop() {
      await db.close();
      await admin(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}
