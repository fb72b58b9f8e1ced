/**
 * GET /cdr/points (the Call Details map): where the subject set's calls were made. The location is the subject's
 * side of the call: the originating cell (site, latitude, longitude) when their number made it, the terminating
 * one when it received it; with no direction, whichever side their number is on (originating first).
 * Calls without coordinates are left out. At most MAX_CALL_POINTS, oldest first; `count` counts all.
 *
 * Compact (core api/callPoints.ts): rows of numbers, each text once. The scope's WHERE is calls.ts' callScope,
 * so the numbers' index ranges are walked as for the call list; no subscriber names are read (the popup shows
 * numbers), so call_records is read alone.
 */
import { MAX_CALL_POINTS, type CallPoints, type CallPointRow } from '../../core.js';
import type { Queryable } from '../../db/types.js';
import { callScope, type CallListQuery } from './calls.js';

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
  // One JSON text of row arrays, not 100,000 result rows: PGlite decodes every cell of a result into JS, which
  // took twice as long (bench/results/maps-points.md).
  const r = await db.query<{ j: string | null }>(
    `SELECT json_agg(json_build_array(lat, lng, at, mine, other, type, site) ORDER BY ts, id)::text AS j
       FROM (SELECT ${col.lat} AS lat, ${col.lng} AS lng, extract(epoch FROM cr.cdr_ts)::bigint AS at,
                    ${col.mine} AS mine, ${col.other} AS other, cr.call_type AS type, ${col.site} AS site, cr.cdr_ts AS ts, cr.id
               FROM call_records cr WHERE ${where} ORDER BY cr.cdr_ts, cr.id LIMIT $${params.length}) located`,
    params,
  );
  type Found = [number, number, number, string | null, string | null, string | null, string | null];
  const found = JSON.parse(r.rows[0]?.j ?? '[]') as Found[];
  const truncated = found.length > max;
  const rows = truncated ? found.slice(0, max) : found;
  let count = rows.length;
  if (truncated) {
    const countParams = params.slice(0, -1);
    const c = await db.query<{ n: string }>(`SELECT count(*) AS n FROM call_records cr WHERE ${where}`, countParams);
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
  const out: CallPointRow[] = rows.map(([lat, lng, at, mine, other, type, site]) => [
    coord(Number(lat)),
    coord(Number(lng)),
    Number(at),
    numbers.of(mine),
    numbers.of(other),
    types.of(type),
    sites.of(site),
  ]);
  return { rows: out, numbers: numbers.list, types: types.list, sites: sites.list, count, truncated };
}
