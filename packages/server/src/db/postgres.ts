import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import type { Copyable, Db, Queryable, QueryResult, Row } from './types.js';

/** COPY … FROM STDIN on one client (node-postgres speaks the COPY protocol through pg-copy-streams). */
async function copyOn(client: pg.PoolClient, sql: string, data: string): Promise<number> {
  const stream = client.query(copyFromStdin(sql));
  await pipeline(Readable.from([data]), stream);
  return stream.rowCount ?? 0;
}

export interface PostgresOptions {
  connectionString: string;
  /** Run every connection with this search_path (tests use a fresh schema per file). */
  schema?: string;
  max?: number;
}

/** node-postgres Pool on a real PostgreSQL; several server processes may share the database. */
export async function openPostgres(opts: PostgresOptions): Promise<Db> {
  if (opts.schema && !/^[a-z_][a-z0-9_]*$/.test(opts.schema)) throw new Error(`bad schema name ${opts.schema}`);
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: opts.max ?? 10,
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  const on = (q: pg.Pool | pg.PoolClient): Queryable & Copyable => ({
    async query<T = Row>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await q.query(sql); // no parameters → simple protocol, several statements allowed
    },
    async copyFrom(sql: string, data: string): Promise<number> {
      if (q instanceof pg.Pool) {
        const client = await q.connect();
        try {
          return await copyOn(client, sql, data);
        } finally {
          client.release();
        }
      }
      return copyOn(q, sql, data);
    },
  });
  const base = on(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    copyFrom: base.copyFrom,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(on(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
