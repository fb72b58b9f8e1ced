/**
 * A grid's order and its keyset: the sort keys over the allow-list with the row key as the last tie-break, the
 * ORDER BY, and the condition "after this row" of a cursor. A cursor is opaque to the client: base64url JSON of
 * the sort it was made under, the last row's sort values and the position after it. A cursor that does not
 * decode, was made for another sort or holds a value of the wrong type is a 400, never a database error.
 */
import type { GridSort } from '../../core.js';
import { ApiError } from '../errors.js';
import { columnOf, type SqlParams } from './translate.js';
import { cursorValueOk } from './values.js';
import type { PgType, SourceColumns, SqlColumn } from './sources.js';

export interface SortKey {
  column: SqlColumn;
  desc: boolean;
  /** Only for reading an order backwards (a jump from the other end): nulls first, so the reverse is exact. */
  nullsFirst?: boolean;
}

/** The keys of the order: the sorts asked (unknown → 400), else the first date column descending; then the row key. */
export function sortKeys(cols: SourceColumns, sort: readonly GridSort[] | undefined): SortKey[] {
  const keys: SortKey[] = [];
  const asked = sort?.length ? sort : defaultSort(cols);
  for (const s of asked) {
    const column = columnOf(cols, s.column);
    if (keys.some((k) => k.column.id === column.id)) continue;
    keys.push({ column, desc: !!s.desc });
    if (column.id === cols.key.id) return keys;
  }
  keys.push({ column: cols.key, desc: keys.length ? keys[keys.length - 1]!.desc : false });
  return keys;
}

function defaultSort(cols: SourceColumns): GridSort[] {
  const date = cols.shown.find((c) => c.def?.type === 'date' || c.def?.type === 'datetime');
  return date ? [{ column: date.id, desc: true }] : [];
}

/** What a key orders and seeks by: the column, or its own ordering expression (a collation: sources.ts). */
const keySql = (c: SqlColumn): string => c.orderSql ?? c.sql;

export const orderBySql = (keys: readonly SortKey[]): string =>
  keys.map((k) => `${keySql(k.column)} ${k.desc ? 'DESC' : 'ASC'}${k.column.nullable ? (k.nullsFirst ? ' NULLS FIRST' : ' NULLS LAST') : ''}`).join(', ');

/** A key's value as it leaves SQL for a cursor: text that casts back to the same value exactly. */
export const cursorValueSql = (c: SqlColumn): string =>
  c.pg === 'timestamptz' ? `to_char(${c.sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : `(${c.sql})::text`;

const CAST: Record<PgType, string> = { text: 'text', numeric: 'numeric', int: 'int', timestamptz: 'timestamptz', date: 'date' };

/**
 * Rows after the cursor's row in this order. When every key is non-null and runs one way, a row comparison
 * (index-friendly: `(a, b) < ($1, $2)`); otherwise the expanded form, with NULLS LAST kept: a null sorts after
 * every value either way, and nothing comes after a null but a later key.
 */
export function afterSql(keys: readonly SortKey[], values: readonly (string | null)[], p: SqlParams): string {
  const sameWay = keys.every((k) => k.desc === keys[0]!.desc);
  if (sameWay && keys.every((k, i) => !k.column.nullable && values[i] !== null)) {
    const left = keys.map((k) => keySql(k.column)).join(', ');
    const right = keys.map((k, i) => p.add(values[i], CAST[k.column.pg])).join(', ');
    return `(${left}) ${keys[0]!.desc ? '<' : '>'} (${right})`;
  }
  const terms: string[] = [];
  const equal: string[] = [];
  keys.forEach((k, i) => {
    const v = values[i] ?? null;
    const sql = keySql(k.column);
    if (v === null) {
      equal.push(`${sql} IS NULL`);
      return;
    }
    const param = p.add(v, CAST[k.column.pg]);
    const beyond = `${sql} ${k.desc ? '<' : '>'} ${param}${k.column.nullable ? ` OR ${sql} IS NULL` : ''}`;
    terms.push(`(${[...equal, `(${beyond})`].join(' AND ')})`);
    equal.push(`${sql} = ${param}`);
  });
  return terms.length ? `(${terms.join(' OR ')})` : 'FALSE';
}

interface CursorBody {
  /** The sort it was made under. */
  s: string;
  /** The last row's key values. */
  v: (string | null)[];
  /** The position of the row after it. */
  n: number;
}

const signature = (keys: readonly SortKey[]) => keys.map((k) => `${k.column.id}${k.desc ? '-' : '+'}`).join(',');

export function encodeCursor(keys: readonly SortKey[], values: (string | null)[], next: number): string {
  const body: CursorBody = { s: signature(keys), v: values, n: next };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const INVALID = 'Invalid cursor (after): start again from the first page';

export function decodeCursor(keys: readonly SortKey[], cursor: string): { values: (string | null)[]; at: number } {
  let body: unknown;
  try {
    if (!/^[A-Za-z0-9_-]*$/.test(cursor)) throw new Error('not base64url');
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ApiError(400, INVALID);
  }
  const b = body as Partial<CursorBody> | null;
  if (!b || typeof b !== 'object' || b.s !== signature(keys) || !Array.isArray(b.v) || b.v.length !== keys.length) throw new ApiError(400, INVALID);
  if (typeof b.n !== 'number' || !Number.isSafeInteger(b.n) || b.n < 0) throw new ApiError(400, INVALID);
  if (!b.v.every((v, i) => cursorValueOk(keys[i]!.column.pg, v)) || b.v[keys.length - 1] === null) throw new ApiError(400, INVALID);
  return { values: b.v as (string | null)[], at: b.n };
}
