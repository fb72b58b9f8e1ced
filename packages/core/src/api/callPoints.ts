/**
 * The Call Details map's data (analysis-tools §2 "Map"; issue 10 item 6: 100,000 call records on one map):
 * GET /api/cdr/points?Suspect..&direction&start&end. Compact, because a map may hold 100,000 calls: one row per
 * located call, each text (numbers, sites, call types) sent once and named by its position.
 */
import { request } from './http.js';

/** Most calls one map answers (the oldest first); `truncated` says when the period held more. */
export const MAX_CALL_POINTS = 100_000;

/**
 * [latitude, longitude, time (seconds since 1970), subject's number, other number, call type, cell site];
 * the last four are positions in `numbers`, `numbers`, `types` and `sites` (-1: no site recorded).
 */
export type CallPointRow = [number, number, number, number, number, number, number];

export interface CallPoints {
  rows: CallPointRow[];
  numbers: string[];
  types: string[];
  sites: string[];
  /** Located calls in scope (all of them, also when `truncated`). */
  count: number;
  truncated: boolean;
}

export interface CallPointsQuery {
  suspects: readonly string[];
  /** 'Voice Originating', 'SMS Terminating', ... or a side ('originating'); none: either side. */
  direction?: string;
  start?: string;
  end?: string;
}

/** One call of the answer, its texts looked up. */
export interface CallPoint {
  lat: number;
  lng: number;
  at: Date;
  number: string;
  other: string;
  type: string;
  site: string | null;
}

export function callPointAt(p: CallPoints, i: number): CallPoint {
  const [lat, lng, at, number, other, type, site] = p.rows[i]!;
  return { lat, lng, at: new Date(at * 1000), number: p.numbers[number] ?? '', other: p.numbers[other] ?? '', type: p.types[type] ?? '', site: site >= 0 ? (p.sites[site] ?? null) : null };
}

export function callPoints(q: CallPointsQuery, signal?: AbortSignal): Promise<CallPoints> {
  const range = q.end ? { start: q.start, end: q.end } : {};
  return request('/cdr/points', { query: { Suspect: q.suspects, direction: q.direction, ...range }, signal });
}
