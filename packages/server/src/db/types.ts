/** A row as both drivers return it: column name → value (timestamps as Date, jsonb parsed, text[] as arrays). */
export type Row = Record<string, unknown>;

export interface QueryResult<T = Row> {
  rows: T[];
  rowCount: number;
}

/** What a query can run on: the database itself or an open transaction. */
export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no parameters, no rows (migration scripts). */
  exec(sql: string): Promise<void>;
}

/** Bulk loading (imports): PostgreSQL's COPY, the fastest way in for many rows. */
export interface Copyable {
  /**
   * Runs `sql`, a `COPY table (columns) FROM STDIN` in text format, with `data` as its input; answers the rows
   * copied. In a transaction it runs on the transaction's connection, so a temporary table it fills is seen by
   * the transaction's next statements.
   */
  copyFrom(sql: string, data: string): Promise<number>;
}

/**
 * The one tiny interface over PGlite and node-postgres. PostgreSQL dialect only; `$1`-style parameters.
 * `transaction(fn)` commits when fn resolves and rolls back when it throws.
 */
export interface Db extends Queryable, Copyable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable & Copyable) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: takes the session advisory lock named `key` on a connection of its own, held until `release`
   * or this process's end (a killed process's connection drops, and PostgreSQL frees its lock). Others can test
   * whether the holder still lives with pg_try_advisory_xact_lock(hashtextextended(key, 0)).
   */
  holdLock?(key: string): Promise<{ release(): Promise<void> }>;
  close(): Promise<void>;
}
