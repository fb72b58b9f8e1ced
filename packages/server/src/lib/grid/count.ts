/**
 * A grid's filtered total, counted once per filter and data version instead of on every page. Counting a
 * million rows costs ~200 ms on PostgreSQL (bench/results/grids.md) while a keyset page costs a few ms; paging,
 * sorting and jumping under one filter keep the same total, so it is cached under the compiled count (its SQL
 * and parameter values: the scope, the filter and the search, not the sort) and the data version of migration
 * 0025 (grid_data_changes: one row per committed write to the tables these sources read). A count started while
 * another page of the same filter is counting waits for that one.
 */
import { createHash } from 'node:crypto';
import type { GridSource } from '../../core.js';
import type { Queryable } from '../../db/types.js';

/**
 * The sources whose rows come only from the tables grid_data_changes watches (statement_transactions and accounts;
 * call_records and phone_subscribers). The others (goAML, Called & Transacted) read more tables: counted each time.
 */
const CACHED: ReadonlySet<GridSource> = new Set<GridSource>(['statement', 'transfers', 'cash', 'calls']);

/** Counts kept per database (an entry is a few dozen bytes: the key is a hash). */
export const MAX_CACHED_COUNTS = 1000;

const caches = new WeakMap<Queryable, Map<string, Promise<number>>>();

/** The version of the watched tables: the number of committed transactions that wrote them (0025). */
export async function gridDataVersion(db: Queryable): Promise<string> {
  return (await db.query<{ v: string }>('SELECT count(*)::text AS v FROM grid_data_changes')).rows[0]!.v;
}

export interface CountQuery {
  /** `[WITH …] SELECT count(*)::text AS n FROM … WHERE …`. */
  sql: string;
  params: readonly unknown[];
}

const run = async (db: Queryable, q: CountQuery) => Number((await db.query<{ n: string }>(q.sql, [...q.params])).rows[0]!.n);

/**
 * The count, from the cache when this filter was counted at this data version. The version is read before the
 * count, so a cached total is never older than its version (a write committed in between makes it newer, and
 * the next page reads a new version).
 */
export async function cachedCount(db: Queryable, source: GridSource, q: CountQuery): Promise<number> {
  if (!CACHED.has(source)) return run(db, q);
  const version = await gridDataVersion(db);
  const key = createHash('sha256').update(`${version}\n${q.sql}\n${JSON.stringify(q.params)}`).digest('base64');
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const held = cache.get(key);
  if (held) {
    // Most recently used last: the oldest entry is the first to go.
    cache.delete(key);
    cache.set(key, held);
    return held;
  }
  const counting = run(db, q);
  cache.set(key, counting);
  counting.catch(() => cache.delete(key));
  while (cache.size > MAX_CACHED_COUNTS) cache.delete(cache.keys().next().value!);
  return counting;
}

/** Forget every cached count of this database (the benchmark's cold runs). */
export function forgetCounts(db: Queryable): void {
  caches.delete(db);
}
