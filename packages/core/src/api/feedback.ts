/**
 * Feedback on intelligence reports (dissemination-feedback §2 "Feedback forms", §3, §7) and the register of
 * the older generic feedback and request feedback (core-records §3.5, §6.3 "Feedback"). Chosen paths, named
 * after the screens' routes (PATHS.md):
 *   proactive interim /api/pifeedback   reactive interim /api/rifeedback
 *   final             /api/finalfeedback case progress   /api/caseupdate
 * each with GET ?report={id} (the report's context and this kind's existing answers), POST, PUT /{id}.
 */
import { FEEDBACK_PATHS, type FeedbackKind, type FeedbackTypes } from '../schemas/feedbackPaths.js';
import { request, seg, type ListQuery, type ListResponse } from './http.js';
import { stamp } from './stamp.js';
import type { GenericFeedback } from './types.js';

export { FEEDBACK_PATHS };

/** What a questionnaire shows of its report (the list is not needed to open a form). */
export interface FeedbackReport {
  id: string;
  /** Shown as the case reference (in red); copied into fiu_case_number when the feedback is sent. */
  internal_reference: string;
  external_reference: string | null;
  report_title: string;
  report_type: string;
  has_interim_feedback: boolean;
  has_final_feedback: boolean;
}

/** A saved questionnaire as the server answers it. */
export type SavedFeedback<K extends FeedbackKind> = FeedbackTypes[K] & { id: string; report: string; created: string; modified: string };

export interface FeedbackContext<K extends FeedbackKind> {
  report: FeedbackReport;
  /** This kind's answers already sent for the report (the newest), or null. */
  feedback: SavedFeedback<K> | null;
}

/** GET /api/{form}?report={id}: the report's context and the existing answers of this kind. */
export function context<K extends FeedbackKind>(kind: K, report: string): Promise<FeedbackContext<K>> {
  return request(FEEDBACK_PATHS[kind], { query: { report } });
}

/** POST /api/{form}: the answers with `report`, plus domain, created_by, modified_by (the server decides them). */
export function submit<K extends FeedbackKind>(kind: K, report: string, answers: Partial<FeedbackTypes[K]>): Promise<SavedFeedback<K>> {
  return request(FEEDBACK_PATHS[kind], { method: 'POST', body: stamp({ ...(answers as object), report }, true) });
}

/** PUT /api/{form}/{id}: the whole questionnaire again. */
export function update<K extends FeedbackKind>(kind: K, id: string, answers: Partial<FeedbackTypes[K]>): Promise<SavedFeedback<K>> {
  return request(`${FEEDBACK_PATHS[kind]}/${seg(id)}`, { method: 'PUT', body: stamp({ ...(answers as object), id }, false) });
}

/** A row of the /feedback register: the older generic feedback, or feedback on a request (rfi set). */
export type FeedbackRegisterRow = GenericFeedback & {
  id: string;
  rfi: string | null;
  domain: string;
  domain_name?: string | null;
  created_by_name?: string | null;
  created: string;
  modified: string;
};

/** GET /api/feedback?limit&offset&search: the register (chosen path). */
export function register(query: ListQuery = {}): Promise<ListResponse<FeedbackRegisterRow>> {
  return request('/feedback', { query: { ...query } });
}
