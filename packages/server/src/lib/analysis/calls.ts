/**
 * Call-record queries (analysis-tools §7 "Call records"). Each starts from phone numbers, so it walks
 * call_records_originating (originating_number, cdr_ts, id) or call_records_terminating of 0004: one index range
 * per number and period (EXPLAIN in explain.test.ts). Either side is a BitmapOr of the two indexes; the page's
 * order is a top-N sort of the numbers' calls in the period, and the `count` one more pass over the same ranges.
 *
 * Direction (chosen; the spec shows the select, not its coding): the side of the given numbers —
 * 'originating' (they made the call or sent the SMS) or 'terminating' (they received it); none means either.
 * 'Voice …' / 'SMS …' also keep only that medium (call_type starting with Voice / SMS).
 */
import { type CallQueryDirection } from '../../core.js';
import type { Queryable } from '../../db/types.js';
import { periodSql, type Period } from './period.js';

/** The CallRecord columns (analysis-tools §3) of `call_records cr`, names from the record or else the subscriber. */
const CALL_COLUMNS = `cr.record_id AS "Record_ID", cr.originating_number, cr.terminating_number,
  cr.originating_latitude, cr.originating_longitude, cr.terminating_latitude, cr.terminating_longitude,
  cr.call_type, cr.call_duration, cr.cdr_ts,
  coalesce(cr.calling_subscriber_name, pso.names) AS calling_subscriber_name,
  coalesce(cr.called_subscriber_name, pst.names) AS called_subscriber_name`;
export const CALL_FROM = `call_records cr
  LEFT JOIN phone_subscribers pso ON pso.phone_number = cr.originating_number
  LEFT JOIN phone_subscribers pst ON pst.phone_number = cr.terminating_number`;

export type Side = 'originating' | 'terminating';

export function sideOf(direction: CallQueryDirection | undefined): Side | undefined {
  if (!direction) return undefined;
  return direction.endsWith('originating') ? 'originating' : 'terminating';
}
function mediumSql(direction: CallQueryDirection | undefined, params: unknown[]): string {
  if (!direction || !direction.includes(' ')) return 'TRUE';
  params.push(direction.startsWith('voice') ? 'Voice%' : 'SMS%');
  return `cr.call_type LIKE $${params.length}`;
}
const likeText = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The other side's number or either subscriber name contains `search` (case-insensitive). */
function searchSql(search: string | undefined, params: unknown[]): string {
  if (!search) return 'TRUE';
  params.push(likeText(search));
  const p = `$${params.length}`;
  return `(cr.originating_number LIKE ${p} OR cr.terminating_number LIKE ${p}
           OR lower(coalesce(cr.calling_subscriber_name, pso.names, '')) LIKE ${p}
           OR lower(coalesce(cr.called_subscriber_name, pst.names, '')) LIKE ${p})`;
}

const SORT_COLUMNS: Record<string, string> = {
  cdr_ts: 'cr.cdr_ts',
  call_duration: 'cr.call_duration',
  originating_number: 'cr.originating_number',
  terminating_number: 'cr.terminating_number',
  call_type: 'cr.call_type',
};
/** An allow-listed sort ('-' for descending); newest first when none. Ties by id, so pages never overlap. */
function orderSql(sort: string | undefined): string {
  if (!sort) return 'cr.cdr_ts DESC, cr.id DESC';
  const desc = sort.startsWith('-');
  const col = SORT_COLUMNS[desc ? sort.slice(1) : sort]!;
  return `${col} ${desc ? 'DESC' : 'ASC'} NULLS LAST, cr.id ${desc ? 'DESC' : 'ASC'}`;
}

export interface CallListQuery {
  numbers: readonly string[];
  side?: Side;
  direction?: CallQueryDirection;
  period?: Period;
  search?: string;
  sort?: string;
  limit: number;
  offset: number;
  /** Also count every match (the paged lists' `count`). */
  withCount: boolean;
}

/**
 * The WHERE of the numbers' calls (`CALL_FROM`): on one side or either, in the period, of the direction's medium;
 * values pushed onto `params`. Shared by listCalls and the grids (lib/grid).
 */
export function callScope(q: Pick<CallListQuery, 'numbers' | 'side' | 'direction' | 'period'>, params: unknown[]): string {
  params.push(q.numbers);
  const n = `$${params.length}::text[]`;
  const side =
    q.side === 'originating'
      ? `cr.originating_number = ANY(${n})`
      : q.side === 'terminating'
        ? `cr.terminating_number = ANY(${n})`
        : `(cr.originating_number = ANY(${n}) OR cr.terminating_number = ANY(${n}))`;
  return [side, periodSql('cr.cdr_ts', q.period ?? {}, params), mediumSql(q.direction, params)].join(' AND ');
}

/** The calls of the numbers (on one side, or either), filtered, sorted, one page. */
export async function listCalls(db: Queryable, q: CallListQuery): Promise<{ results: Record<string, unknown>[]; count?: number }> {
  if (!q.numbers.length) return { results: [], ...(q.withCount ? { count: 0 } : {}) };
  const params: unknown[] = [];
  const where = [callScope(q, params), searchSql(q.search, params)].join(' AND ');
  const countParams = [...params];
  params.push(q.limit, q.offset);
  const [rows, total] = await Promise.all([
    db.query(`SELECT ${CALL_COLUMNS} FROM ${CALL_FROM} WHERE ${where} ORDER BY ${orderSql(q.sort)} LIMIT $${params.length - 1} OFFSET $${params.length}`, params),
    q.withCount ? db.query<{ n: string }>(`SELECT count(*) AS n FROM ${CALL_FROM} WHERE ${where}`, countParams) : Promise.resolve(null),
  ]);
  return { results: rows.rows, ...(total ? { count: Number(total.rows[0]!.n) } : {}) };
}

/** Most calls one timeline answers. */
export const MAX_TIMELINE_CALLS = 10_000;

/** The calls between two numbers in the period, oldest first: either way round, or only a → b (originating) / b → a. */
export async function callsBetween(db: Queryable, a: string, b: string, direction: CallQueryDirection | undefined, period: Period) {
  const params: unknown[] = [a, b];
  const side = sideOf(direction);
  const pair =
    side === 'originating'
      ? 'cr.originating_number = $1 AND cr.terminating_number = $2'
      : side === 'terminating'
        ? 'cr.originating_number = $2 AND cr.terminating_number = $1'
        : '((cr.originating_number = $1 AND cr.terminating_number = $2) OR (cr.originating_number = $2 AND cr.terminating_number = $1))';
  const where = [pair, periodSql('cr.cdr_ts', period, params), mediumSql(direction, params)].join(' AND ');
  const r = await db.query(
    `SELECT cr.cdr_ts, cr.call_duration, cr.record_id AS "Record_ID", cr.call_type, cr.originating_number, cr.terminating_number
       FROM call_records cr WHERE ${where} ORDER BY cr.cdr_ts, cr.id LIMIT ${MAX_TIMELINE_CALLS}`,
    params,
  );
  return r.rows;
}
