/**
 * A grid's rows worked in SQL: one page (keyset `after`, or a jump `at`) with the filtered total, the groups of
 * one column, and every filtered row in keyset batches for the export. The base rows come from lib/grid/scope.ts,
 * the condition from the translator, the order and cursors from lib/grid/order.ts.
 */
import { GRID_LIMITS, type GridQuery, type GridSource } from '../../core.js';
import type { Queryable } from '../../db/types.js';
import { ApiError } from '../errors.js';
import { cachedCount } from './count.js';
import { afterSql, cursorValueSql, decodeCursor, encodeCursor, orderBySql, sortKeys, type SortKey } from './order.js';
import type { GridBase } from './scope.js';
import { SOURCE_COLUMNS, type SqlColumn } from './sources.js';
import { columnOf, filterSql, searchSql, SqlParams } from './translate.js';

export interface GridPageResult {
  rows: Record<string, unknown>[];
  total: number;
  at: number;
  next: string | null;
}

/** A column's value as a row answers it: money as exact decimal text, a day as YYYY-MM-DD, an instant as a Date. */
export const outputSql = (c: SqlColumn): string =>
  c.pg === 'numeric' ? `(${c.sql})::text` : c.pg === 'date' ? `to_char(${c.sql}, 'YYYY-MM-DD')` : c.sql;

const quoteId = (id: string) => `"${id.replace(/"/g, '""')}"`;

/** The columns asked (unknown → 400), default all shown; the row key always. */
export function answeredColumns(source: GridSource, ids: readonly string[] | undefined): SqlColumn[] {
  const cols = SOURCE_COLUMNS[source];
  const chosen = ids ? ids.map((id) => columnOf(cols, id)) : [...cols.shown];
  if (!chosen.some((c) => c.id === cols.key.id)) chosen.unshift(cols.key);
  return chosen.filter((c, i) => chosen.findIndex((x) => x.id === c.id) === i);
}

interface Compiled {
  with: string;
  from: string;
  where: string;
  params: SqlParams;
}

/** The base, the filter and the search as one FROM … WHERE with its parameters. */
function compile(source: GridSource, base: GridBase, q: Pick<GridQuery, 'filter' | 'search'>): Compiled {
  const cols = SOURCE_COLUMNS[source];
  const params = new SqlParams(base.params);
  const where = [`(${base.where})`, filterSql(cols, q.filter, params), searchSql(cols, q.search, params)].join(' AND ');
  return { with: base.with ? `WITH ${base.with}` : '', from: base.from, where, params };
}

const KEY_PREFIX = '__k';

function selectList(columns: readonly SqlColumn[], keys: readonly SortKey[]): string {
  return [
    ...columns.map((c) => `${outputSql(c)} AS ${quoteId(c.id)}`),
    ...keys.map((k, i) => `${cursorValueSql(k.column)} AS ${KEY_PREFIX}${i}`),
  ].join(', ');
}

function splitRow(row: Record<string, unknown>, keyCount: number): { row: Record<string, unknown>; key: (string | null)[] } {
  const key: (string | null)[] = [];
  for (let i = 0; i < keyCount; i++) {
    key.push((row[`${KEY_PREFIX}${i}`] as string | null) ?? null);
    delete row[`${KEY_PREFIX}${i}`];
  }
  return { row, key };
}

/** One page and the filtered total (cached per filter: lib/grid/count.ts). */
export async function gridPage(db: Queryable, source: GridSource, base: GridBase, q: GridQuery): Promise<GridPageResult> {
  const cols = SOURCE_COLUMNS[source];
  const keys = sortKeys(cols, q.sort);
  const columns = answeredColumns(source, q.columns);
  const limit = q.limit ?? GRID_LIMITS.defaultPage;
  const c = compile(source, base, q);
  // The total under this filter (counted once per filter and data version: lib/grid/count.ts).
  const counted = cachedCount(db, source, { sql: `${c.with} SELECT count(*)::text AS n FROM ${c.from} WHERE ${c.where}`, params: [...c.params.values] });
  const select = (where: string, order: readonly SortKey[], p: SqlParams, tail = '') =>
    db.query<Record<string, unknown>>(`${c.with} SELECT ${selectList(columns, keys)} FROM ${c.from} WHERE ${where} ORDER BY ${orderBySql(order)}${tail}`, p.values);

  if (q.at) {
    // A jump past the middle reads from the other end: OFFSET walks (total − at) rows instead of at
    // (row 900,000 of 1,000,000: 100,000 rows, not 900,000; bench/results/grids.md).
    const total = await counted;
    const at = q.at;
    const reverse = at > total / 2;
    const p = c.params;
    const take = Math.max(0, Math.min(limit, total - at));
    const rows = !take
      ? []
      : reverse
        ? (await select(c.where, keys.map((k) => ({ ...k, desc: !k.desc, nullsFirst: true })), p, ` LIMIT ${p.add(take, 'int')} OFFSET ${p.add(total - at - take, 'bigint')}`)).rows.reverse()
        : (await select(c.where, keys, p, ` LIMIT ${p.add(take, 'int')} OFFSET ${p.add(at, 'bigint')}`)).rows;
    const split = rows.map((r) => splitRow(r, keys.length));
    const last = split[split.length - 1];
    return { rows: split.map((s) => s.row), total, at, next: last && at + split.length < total ? encodeCursor(keys, last.key, at + split.length) : null };
  }

  let where = c.where;
  let at = 0;
  if (q.after !== undefined) {
    const cur = decodeCursor(keys, q.after);
    where += ` AND ${afterSql(keys, cur.values, c.params)}`;
    at = cur.at;
  }
  const [page, total] = await Promise.all([select(where, keys, c.params, ` LIMIT ${c.params.add(limit + 1, 'int')}`), counted]);
  const split = page.rows.slice(0, limit).map((r) => splitRow(r, keys.length));
  const more = page.rows.length > limit;
  const last = split[split.length - 1];
  return {
    rows: split.map((s) => s.row),
    total,
    at,
    next: more && last ? encodeCursor(keys, last.key, at + split.length) : null,
  };
}

/** Every filtered row in order, in keyset batches (memory stays one batch, whatever the total). */
export async function* gridRows(db: Queryable, source: GridSource, base: GridBase, q: GridQuery, batch = 2000): AsyncGenerator<Record<string, unknown>[]> {
  const cols = SOURCE_COLUMNS[source];
  const keys = sortKeys(cols, q.sort);
  const columns = answeredColumns(source, q.columns);
  let after: (string | null)[] | null = null;
  for (;;) {
    const c = compile(source, base, q);
    const where: string = after ? `${c.where} AND ${afterSql(keys, after, c.params)}` : c.where;
    const limitSql = c.params.add(batch, 'int');
    const r: { rows: Record<string, unknown>[] } = await db.query<Record<string, unknown>>(
      `${c.with} SELECT ${selectList(columns, keys)} FROM ${c.from} WHERE ${where} ORDER BY ${orderBySql(keys)} LIMIT ${limitSql}`,
      c.params.values,
    );
    if (!r.rows.length) return;
    const split = r.rows.map((row) => splitRow(row, keys.length));
    yield split.map((s) => s.row);
    if (r.rows.length < batch) return;
    after = split[split.length - 1]!.key;
  }
}

/** Most groups one answer carries. */
export const MAX_GROUPS = 1000;

/** The filtered rows grouped by one column (a timestamp by its day in Nigeria): count and the money columns' sums. */
export async function gridGroups(db: Queryable, source: GridSource, base: GridBase, q: GridQuery, groupBy: string) {
  const cols = SOURCE_COLUMNS[source];
  const g = columnOf(cols, groupBy);
  const value =
    g.pg === 'timestamptz'
      ? `to_char(${g.sql} AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD')`
      : g.pg === 'date'
        ? `to_char(${g.sql}, 'YYYY-MM-DD')`
        : g.pg === 'numeric'
          ? `(${g.sql})::text`
          : g.sql;
  const money = cols.shown.filter((c) => c.def?.type === 'money');
  const c = compile(source, base, q);
  const sums = money.map((m, i) => `coalesce(sum(${m.sql}), 0)::text AS s${i}`);
  const r = await db.query<Record<string, unknown>>(
    `${c.with} SELECT ${value} AS value, count(*)::int AS count${sums.length ? `, ${sums.join(', ')}` : ''}
       FROM ${c.from} WHERE ${c.where} GROUP BY 1 ORDER BY 1 NULLS LAST LIMIT ${MAX_GROUPS}`,
    c.params.values,
  );
  return r.rows.map((row) => ({
    value: (row.value as string | number | null) ?? null,
    count: Number(row.count),
    sums: Object.fromEntries(money.map((m, i) => [m.id, row[`s${i}`] as string])),
  }));
}

export function assertSource(source: string): asserts source is GridSource {
  if (!Object.hasOwn(SOURCE_COLUMNS, source)) throw new ApiError(404, `Unknown grid: ${source}`);
}
