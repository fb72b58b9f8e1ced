/**
 * Feedback questionnaires on an intelligence report (dissemination-feedback §2 "Feedback forms", §3, §7).
 * Chosen paths, named after the screens' routes:
 *   proactive interim  /api/pifeedback      reactive interim  /api/rifeedback
 *   final              /api/finalfeedback   case progress     /api/caseupdate
 * each with GET (list, filter by `{unitCode}_case_number`), GET /{id}, POST, PUT /{id}.
 */
import { getConfig } from '../config.js';
import { request, seg, type ListQuery, type ListResponse } from './http.js';
import { stamp } from './stamp.js';
import type {
  CaseProgressUpdate,
  FinalFeedback,
  IntelligenceReport,
  ProactiveInterimFeedback,
  ReactiveInterimFeedback,
} from './types.js';

export interface FeedbackFormTypes {
  proactive: ProactiveInterimFeedback;
  reactive: ReactiveInterimFeedback;
  final: FinalFeedback;
  caseupdate: CaseProgressUpdate;
}
export type FeedbackKind = keyof FeedbackFormTypes;

export const FEEDBACK_PATHS: Record<FeedbackKind, string> = {
  proactive: '/pifeedback',
  reactive: '/rifeedback',
  final: '/finalfeedback',
  caseupdate: '/caseupdate',
};

/**
 * The fields every questionnaire takes from its report: `{unitCode}_case_number` from internal_reference
 * and subject_name from the report title.
 */
export function fromReport(report: Pick<IntelligenceReport, 'internal_reference' | 'report_title'>): Record<string, string> {
  return {
    [`${getConfig().unitCode}_case_number`]: String(report.internal_reference ?? ''),
    subject_name: String(report.report_title ?? ''),
  };
}

/** GET /api/{form}?...: existing answers, e.g. `{ fiu_case_number: 'X' }` to find the one to update. */
export function list<K extends FeedbackKind>(
  kind: K,
  query: ListQuery & Record<string, string | number | undefined> = {},
): Promise<ListResponse<FeedbackFormTypes[K]>> {
  return request(FEEDBACK_PATHS[kind], { query: { ...query } });
}

/** GET /api/{form}/{id} (the read-only /caseupdateview). */
export function get<K extends FeedbackKind>(kind: K, id: string): Promise<FeedbackFormTypes[K]> {
  return request(`${FEEDBACK_PATHS[kind]}/${seg(id)}`);
}

/** POST /api/{form}: the fields plus case number, subject name, domain, created_by, modified_by. */
export function create<K extends FeedbackKind>(kind: K, feedback: Partial<FeedbackFormTypes[K]>): Promise<FeedbackFormTypes[K]> {
  return request(FEEDBACK_PATHS[kind], { method: 'POST', body: stamp(feedback as object, true) });
}

/** PUT /api/{form}/{id}. */
export function update<K extends FeedbackKind>(
  kind: K,
  id: string,
  feedback: Partial<FeedbackFormTypes[K]>,
): Promise<FeedbackFormTypes[K]> {
  return request(`${FEEDBACK_PATHS[kind]}/${seg(id)}`, { method: 'PUT', body: stamp({ ...(feedback as object), id }, false) });
}
