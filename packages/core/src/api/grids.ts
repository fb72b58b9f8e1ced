/**
 * The analysis grids (issue 10 item 4): one page of a source's rows for a typed filter description, its groups,
 * its pivot, and the streamed .xlsx export of the whole filtered set. The shapes and limits are in
 * schemas/gridQuery.ts; paths in api/PATHS.md (chosen: the old product filtered in the browser).
 */
import { fileNameFrom, request, requestRaw, seg, type Download } from './http.js';
import { GRID_EXPORT_FILE, type GridSource } from '../schemas/gridColumns.js';
import type {
  CallPivotCell,
  CallPivotRequest,
  GridGroup,
  GridGroupsRequest,
  GridPage,
  GridRequest,
  PivotCell,
  PivotRequest,
} from '../schemas/gridQuery.js';

/** POST /api/analysis/grid/{source}: one page (keyset `after`, or a jump `at`), the filtered total. */
export function page<Row = Record<string, unknown>>(source: GridSource, body: GridRequest, signal?: AbortSignal): Promise<GridPage<Row>> {
  return request(`/analysis/grid/${seg(source)}`, { method: 'POST', body, signal });
}

/** POST /api/analysis/grid/{source}/groups: the filtered rows grouped by one column, with counts and sums. */
export function groups(source: GridSource, body: GridGroupsRequest, signal?: AbortSignal): Promise<{ groups: GridGroup[] }> {
  return request(`/analysis/grid/${seg(source)}/groups`, { method: 'POST', body, signal });
}

/** POST /api/analysis/grid/{source}/export: every filtered row (not only the page) as a real .xlsx. */
export async function exportXlsx(source: GridSource, body: GridRequest): Promise<Download> {
  const res = await requestRaw<Blob>(`/analysis/grid/${seg(source)}/export`, { method: 'POST', body, responseType: 'blob' });
  return { blob: res.data, filename: fileNameFrom(res.headers, GRID_EXPORT_FILE[source]) };
}

/** POST /api/analysis/pivot: sums of Inflows and Outflows by a row field and month, aggregated in SQL. */
export function pivot(body: PivotRequest, signal?: AbortSignal): Promise<{ cells: PivotCell[] }> {
  return request('/analysis/pivot', { method: 'POST', body, signal });
}

/** POST /api/analysis/pivot/export: the pivot as PivotTable.xlsx. */
export async function pivotExport(body: PivotRequest): Promise<Download> {
  const res = await requestRaw<Blob>('/analysis/pivot/export', { method: 'POST', body, responseType: 'blob' });
  return { blob: res.data, filename: fileNameFrom(res.headers, 'PivotTable.xlsx') };
}

/** POST /api/analysis/pivot/calls: calls and their seconds by a row field and month (`top`: the busiest rows only). */
export function callPivot(body: CallPivotRequest, signal?: AbortSignal): Promise<{ cells: CallPivotCell[]; truncated: boolean }> {
  return request('/analysis/pivot/calls', { method: 'POST', body, signal });
}

/** POST /api/analysis/pivot/calls/export: the call pivot as PivotTable.xlsx. */
export async function callPivotExport(body: CallPivotRequest): Promise<Download> {
  const res = await requestRaw<Blob>('/analysis/pivot/calls/export', { method: 'POST', body, responseType: 'blob' });
  return { blob: res.data, filename: fileNameFrom(res.headers, 'PivotTable.xlsx') };
}
