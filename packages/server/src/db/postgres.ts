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
  const connection = { connectionString: opts.connectionString, ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}) };
  const pool = new pg.Pool({ ...connection, max: opts.max ?? 10 });
  // Connections that hold a session lock for the life of the process (holdLock), closed with the pool.
  const holders = new Set<pg.Client>();
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
    async holdLock(key) {
      const client = new pg.Client(connection);
      client.on('error', (err) => console.error('[db] lock connection lost:', err.message));
      await client.connect();
      holders.add(client);
      try {
        await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
      } catch (err) {
        holders.delete(client);
        await client.end().catch(() => undefined);
        throw err;
      }
      return {
        async release() {
          if (!holders.delete(client)) return;
          await client.end().catch(() => undefined);
        },
      };
    },
    async close() {
      await Promise.all([...holders].map((c) => c.end().catch(() => undefined)));
      holders.clear();
      await pool.end();
    },
  };
}
