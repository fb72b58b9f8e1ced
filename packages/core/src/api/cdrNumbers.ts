/**
 * The call-records page's tabs beside its listing (analysis-tools §2 "Call-records listing": a pivot table, a map
 * and a network graph) for a list of phone numbers on one side, as GET /cdr takes them ({side}_number repeated):
 *   GET /api/cdr/pivot → the calls by a row field (default: the other party) and month, counted and summed in SQL
 *   GET /api/cdr/map   → CallPoints, as the Call Details map's (compact, capped)
 *   GET /api/cdr/graph → Elements of the link graph around the numbers
 */
import { request, type Query } from './http.js';
import type { CallPoints } from './callPoints.js';
import type { CallPivotCell, CallPivotRowField } from '../schemas/gridColumns.js';
import type { GraphElements } from '../schemas/analysis.js';

export interface NumbersQuery {
  /** Whose side the numbers are on: they made the calls ('originating') or received them ('terminating'). */
  direction: 'originating' | 'terminating';
  numbers: readonly string[];
  start?: string;
  end?: string;
}

const query = (q: NumbersQuery): Query => ({ [`${q.direction}_number`]: q.numbers, start: q.start, end: q.end });

export function numbersPivot(q: NumbersQuery & { rows?: CallPivotRowField }, signal?: AbortSignal): Promise<{ cells: CallPivotCell[]; truncated: boolean }> {
  return request('/cdr/pivot', { query: { ...query(q), rows: q.rows }, signal });
}

export function numbersMap(q: NumbersQuery, signal?: AbortSignal): Promise<CallPoints> {
  return request('/cdr/map', { query: query(q), signal });
}

export function numbersGraph(q: NumbersQuery, signal?: AbortSignal): Promise<GraphElements> {
  return request('/cdr/graph', { query: query(q), signal });
}
