/**
 * The grid's filter description (core's GridFilterNode) → a parameterised SQL condition over one source's
 * allow-list of columns (lib/grid/sources.ts). Column ids are looked up, never spliced: an id that is not in the
 * list is a 400 'Unknown column: X'. Values always travel as parameters ($n), checked against the column's type
 * first (lib/grid/values.ts). Days are days in Nigeria (West Africa Time, as the analysis period).
 */
import type { GridFilterNode, GridScalar } from '../../core.js';
import { ApiError } from '../errors.js';
import { dateValue, dayStart, lagosDay, nextDayStart, numericValue, textValue } from './values.js';
import type { SourceColumns, SqlColumn } from './sources.js';

export class SqlParams {
  readonly values: unknown[];
  constructor(initial: unknown[] = []) {
    this.values = [...initial];
  }
  /** `$n` of a new parameter, with its cast. */
  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

export function columnOf(cols: SourceColumns, id: string): SqlColumn {
  const c = cols.byId.get(id);
  if (!c) throw new ApiError(400, `Unknown column: ${id}`);
  return c;
}

/** A LIKE pattern matching `text` literally (\, % and _ escaped; the default escape character is \). */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (m) => `\\${m}`);

const wholeDay = (c: SqlColumn, day: string, p: SqlParams) => `(${c.sql} >= ${p.add(dayStart(day), 'timestamptz')} AND ${c.sql} < ${p.add(nextDayStart(day), 'timestamptz')})`;

type Bound = 'lt' | 'le' | 'gt' | 'ge';
const SQL_OP: Record<Bound | 'eq', string> = { lt: '<', le: '<=', gt: '>', ge: '>=', eq: '=' };

/** `column op value` for an ordered comparison on a column of any type. */
function ordered(c: SqlColumn, op: Bound | 'eq', value: GridScalar, p: SqlParams): string {
  switch (c.pg) {
    case 'text':
      return `${c.sql} ${SQL_OP[op]} ${p.add(textValue(value), 'text')}`;
    case 'numeric':
    case 'int':
      return `${c.sql} ${SQL_OP[op]} ${p.add(numericValue(c.id, value, c.pg), 'numeric')}`;
    case 'date': {
      const v = dateValue(c.id, value);
      return `${c.sql} ${SQL_OP[op]} ${p.add('day' in v ? v.day : lagosDay(v.instant), 'date')}`;
    }
    case 'timestamptz': {
      const v = dateValue(c.id, value);
      if ('instant' in v) return `${c.sql} ${SQL_OP[op]} ${p.add(v.instant, 'timestamptz')}`;
      // A day compares as the whole day: after it begins after its last instant, up to it includes all of it.
      if (op === 'eq') return wholeDay(c, v.day, p);
      if (op === 'lt' || op === 'ge') return `${c.sql} ${SQL_OP[op]} ${p.add(dayStart(v.day), 'timestamptz')}`;
      return `${c.sql} ${op === 'le' ? '<' : '>='} ${p.add(nextDayStart(v.day), 'timestamptz')}`;
    }
  }
}

function textOnly(c: SqlColumn, op: string): void {
  if (c.pg !== 'text') throw new ApiError(400, `${op} does not apply to column ${c.id}`);
}

function compare(c: SqlColumn, op: Extract<GridFilterNode, { type: 'compare' }>['op'], value: GridScalar, p: SqlParams): string {
  switch (op) {
    case 'eq':
    case 'lt':
    case 'le':
    case 'gt':
    case 'ge':
      return ordered(c, op, value, p);
    case 'ne':
      return `NOT coalesce(${ordered(c, 'eq', value, p)}, false)`;
    case 'contains':
    case 'notContains':
    case 'startsWith':
    case 'endsWith': {
      textOnly(c, op);
      const t = likeEscape(textValue(value));
      const pattern = op === 'startsWith' ? `${t}%` : op === 'endsWith' ? `%${t}` : `%${t}%`;
      const like = `lower(${c.textSql ?? c.sql}) LIKE lower(${p.add(pattern, 'text')})`;
      return op === 'notContains' ? `NOT coalesce(${like}, false)` : like;
    }
  }
}

function between(c: SqlColumn, from: GridScalar | undefined, to: GridScalar | undefined, p: SqlParams): string {
  const parts: string[] = [];
  if (from !== undefined && from !== '') parts.push(ordered(c, 'ge', from, p));
  if (to !== undefined && to !== '') parts.push(ordered(c, 'le', to, p));
  return parts.length ? `(${parts.join(' AND ')})` : 'TRUE';
}

function oneOf(c: SqlColumn, values: GridScalar[], p: SqlParams): string {
  if (!values.length) return 'FALSE';
  switch (c.pg) {
    case 'text':
      return `${c.sql} = ANY(${p.add(values.map((v) => textValue(v)), 'text[]')})`;
    case 'numeric':
    case 'int':
      return `${c.sql} = ANY(${p.add(values.map((v) => numericValue(c.id, v, c.pg as 'numeric')), 'numeric[]')})`;
    case 'date':
    case 'timestamptz': {
      const days = values.map((v) => {
        const d = dateValue(c.id, v);
        return 'day' in d ? d.day : lagosDay(d.instant);
      });
      const day = c.pg === 'date' ? c.sql : `(${c.sql} AT TIME ZONE 'Africa/Lagos')::date`;
      return `${day} = ANY(${p.add(days, 'date[]')})`;
    }
  }
}

/** Saturday or Sunday: ISO day of week 6 or 7, of the day in Nigeria. */
export function weekendSql(c: SqlColumn): string {
  if (!c.def?.weekends) throw new ApiError(400, `Weekends does not apply to column ${c.id}`);
  const day = c.pg === 'timestamptz' ? `(${c.sql} AT TIME ZONE 'Africa/Lagos')` : c.sql;
  return `extract(isodow from ${day}) IN (6, 7)`;
}

const negate = (sql: string, not: boolean | undefined) => (not ? `NOT coalesce(${sql}, false)` : sql);

/** The condition of a filter tree (TRUE when there is none). */
export function filterSql(cols: SourceColumns, node: GridFilterNode | undefined, p: SqlParams): string {
  if (!node) return 'TRUE';
  switch (node.type) {
    case 'compare':
      return `(${compare(columnOf(cols, node.column), node.op, node.value, p)})`;
    case 'between':
      return between(columnOf(cols, node.column), node.from, node.to, p);
    case 'in':
      return `(${negate(oneOf(columnOf(cols, node.column), node.values, p), node.not)})`;
    case 'blank': {
      const c = columnOf(cols, node.column);
      const blank = c.pg === 'text' ? `(${c.sql} IS NULL OR btrim(${c.sql}) = '')` : `(${c.sql} IS NULL)`;
      return node.not ? `(NOT ${blank})` : blank;
    }
    case 'weekend':
      return `(${negate(weekendSql(columnOf(cols, node.column)), node.not)})`;
    case 'group': {
      if (!node.items.length) return 'TRUE';
      const joined = `(${node.items.map((i) => filterSql(cols, i, p)).join(node.join === 'and' ? ' AND ' : ' OR ')})`;
      return node.not ? `(${negate(joined, true)})` : joined;
    }
  }
}

/** The search panel: any searchable column contains the text (case-insensitive). */
export function searchSql(cols: SourceColumns, search: string | undefined, p: SqlParams): string {
  if (!search) return 'TRUE';
  const searchable = cols.shown.filter((c) => c.def?.searchable);
  if (!searchable.length) return 'TRUE';
  const pattern = p.add(`%${likeEscape(textValue(search))}%`, 'text');
  return `(${searchable.map((c) => (c.searchSql ? c.searchSql(pattern) : `lower(${c.textSql ?? c.sql}) LIKE lower(${pattern})`)).join(' OR ')})`;
}
