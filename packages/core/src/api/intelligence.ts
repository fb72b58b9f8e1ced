/**
 * Intelligence reports (dissemination-feedback §2 "Intelligence Reports", §4, §7). Chosen paths:
 * /api/intelligence, /api/intelligence/{id}, /api/intelligence/download/{id}, /api/intelligence/{id}/history.
 */
import { sessionStore } from '../session/store.js';
import { fileNameFrom, request, requestRaw, seg, type Download, type ListResponse } from './http.js';
import { stamp } from './stamp.js';
import type { DuePeriod, DuePeriodsUpdate } from '../schemas/reportDue.js';
import type { ReportHistoryEntry } from '../schemas/reportHistory.js';
import type { IntelligenceReport } from './types.js';

export type IntelligenceOrdering = '-disseminated_on' | 'disseminated_on' | 'downloaded' | '-downloaded';

export interface IntelligenceListQuery {
  limit?: number;
  offset?: number;
  /** Default '-disseminated_on'. */
  ordering?: IntelligenceOrdering;
  search?: string;
  /** The All/Downloaded/Not Downloaded filter; undefined = all. */
  downloaded?: boolean;
  /** Only reports whose feedback is overdue (issue 11 item 5). */
  overdue?: boolean;
  /** The reports for one recipient organisation (the central unit's filter; a partner reads its own only). */
  domain?: string;
}

/** GET /api/intelligence?limit&offset&ordering&search&downloaded. */
export function list(query: IntelligenceListQuery = {}): Promise<ListResponse<IntelligenceReport>> {
  return request('/intelligence', { query: { ordering: '-disseminated_on', ...query } });
}

/** GET /api/intelligence/{id}. */
export function get(id: string): Promise<IntelligenceReport> {
  return request(`/intelligence/${seg(id)}`);
}

/** POST /api/intelligence: report plus created_by, domain, modified_by, attachments. */
export function create(report: Partial<IntelligenceReport>): Promise<IntelligenceReport> {
  return request('/intelligence', { method: 'POST', body: stamp(report, true) });
}

/** PUT /api/intelligence/{id}: the whole report. */
export function update(id: string, report: Partial<IntelligenceReport>): Promise<IntelligenceReport> {
  return request(`/intelligence/${seg(id)}`, { method: 'PUT', body: stamp({ ...report, id }, false) });
}

/**
 * Disseminate (after the user confirmed the cannot-be-undone dialog): PUT the report with disseminated true,
 * disseminated_on now and disseminated_by the current user; the downloaded flag is dropped from the update.
 */
export function disseminate(report: Partial<IntelligenceReport> & { id: string }, now: Date = new Date()): Promise<IntelligenceReport> {
  const { downloaded: _downloaded, ...rest } = report as Partial<IntelligenceReport> & { id: string; downloaded?: unknown };
  const body = {
    ...rest,
    disseminated: true,
    disseminated_on: now.toISOString(),
    disseminated_by: sessionStore.getState().user?._id,
  } as Partial<IntelligenceReport>;
  return update(report.id, body);
}

/** GET /api/intelligence/download/{id}: the report's zip, name from Content-Disposition. */
export async function download(id: string): Promise<Download> {
  const res = await requestRaw<Blob>(`/intelligence/download/${seg(id)}`, { responseType: 'blob' });
  return { blob: res.data, filename: fileNameFrom(res.headers, `${id}.zip`) };
}

/** GET /api/intelligence/due-periods: the feedback due periods per report type (central unit). */
export function duePeriods(): Promise<ListResponse<DuePeriod>> {
  return request('/intelligence/due-periods');
}

/** PUT /api/intelligence/due-periods: changes the given report types' periods; answers every period. */
export function saveDuePeriods(body: DuePeriodsUpdate): Promise<ListResponse<DuePeriod>> {
  return request('/intelligence/due-periods', { method: 'PUT', body });
}

/**
 * GET /api/intelligence/{id}/history?limit&offset: who viewed, downloaded, sent feedback on or changed the report,
 * newest first (the unit sees every entry, a recipient organisation its own).
 */
export function history(id: string, query: { limit?: number; offset?: number } = {}): Promise<ListResponse<ReportHistoryEntry>> {
  return request(`/intelligence/${seg(id)}/history`, { query });
}
