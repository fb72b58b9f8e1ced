/**
 * GET /cdr/points (the Call Details map): where the subject set's calls were made. The location is the subject's
 * side of the call: the originating cell (site, latitude, longitude) when their number made it, the terminating
 * one when it received it; with no direction, whichever side their number is on (originating first).
 * Calls without coordinates are left out. At most MAX_CALL_POINTS, oldest first; `count` counts all.
 *
 * Compact (core api/callPoints.ts): rows of numbers, each text once. The scope's WHERE is calls.ts' callScope,
 * so the numbers' index ranges are walked as for the call list.
 */
import { MAX_CALL_POINTS, type CallPoints, type CallPointRow } from '../../core.js';
import type { Queryable } from '../../db/types.js';
import { CALL_FROM, callScope, type CallListQuery } from './calls.js';

export type CallPointsQuery = Pick<CallListQuery, 'numbers' | 'side' | 'direction' | 'period'>;

/** The columns of the subject's side: by the side asked, or per row when either side was asked. */
function sideColumns(q: CallPointsQuery, n: string): { lat: string; lng: string; site: string; mine: string; other: string } {
  const pick = (o: string, t: string) =>
    q.side === 'originating' ? `cr.${o}` : q.side === 'terminating' ? `cr.${t}` : `CASE WHEN cr.originating_number = ANY(${n}) THEN cr.${o} ELSE cr.${t} END`;
  return {
    lat: pick('originating_latitude', 'terminating_latitude'),
    lng: pick('originating_longitude', 'terminating_longitude'),
    site: pick('originating_sitename', 'terminating_sitename'),
    mine: pick('originating_number', 'terminating_number'),
    other: pick('terminating_number', 'originating_number'),
  };
}

/** 5 decimals: about a metre, and a third fewer bytes than a double's 15 digits. */
const coord = (v: number) => Math.round(v * 1e5) / 1e5;

export async function callPoints(db: Queryable, q: CallPointsQuery, max = MAX_CALL_POINTS): Promise<CallPoints> {
  const empty: CallPoints = { rows: [], numbers: [], types: [], sites: [], count: 0, truncated: false };
  if (!q.numbers.length) return empty;
  const params: unknown[] = [];
  const scope = callScope(q, params);
  // callScope pushed the numbers first: $1.
  const col = sideColumns(q, '$1::text[]');
  const located = `${col.lat} IS NOT NULL AND ${col.lng} IS NOT NULL`;
  const where = `${scope} AND ${located}`;
  params.push(max + 1);
  const r = await db.query<{ lat: number; lng: number; at: number; mine: string | null; other: string | null; type: string | null; site: string | null }>(
    `SELECT ${col.lat} AS lat, ${col.lng} AS lng, extract(epoch FROM cr.cdr_ts)::float8 AS at,
            ${col.mine} AS mine, ${col.other} AS other, cr.call_type AS type, ${col.site} AS site
       FROM ${CALL_FROM} WHERE ${where} ORDER BY cr.cdr_ts, cr.id LIMIT $${params.length}`,
    params,
  );
  const truncated = r.rows.length > max;
  const rows = truncated ? r.rows.slice(0, max) : r.rows;
  let count = rows.length;
  if (truncated) {
    const countParams = params.slice(0, -1);
    const c = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${CALL_FROM} WHERE ${where}`, countParams);
    count = Number(c.rows[0]!.n);
  }

  const dictionary = () => {
    const list: string[] = [];
    const at = new Map<string, number>();
    return {
      list,
      of(text: string | null): number {
        if (text === null || text === '') return -1;
        let i = at.get(text);
        if (i === undefined) {
          i = list.length;
          list.push(text);
          at.set(text, i);
        }
        return i;
      },
    };
  };
  const numbers = dictionary();
  const types = dictionary();
  const sites = dictionary();
  const out: CallPointRow[] = rows.map((row) => [
    coord(Number(row.lat)),
    coord(Number(row.lng)),
    Math.round(Number(row.at)),
    numbers.of(row.mine),
    numbers.of(row.other),
    types.of(row.type),
    sites.of(row.site),
  ]);
  return { rows: out, numbers: numbers.list, types: types.list, sites: sites.list, count, truncated };
}
