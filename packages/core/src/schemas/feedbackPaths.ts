/**
 * The API path of each feedback questionnaire, named after its screen's route (dissemination-feedback §2):
 * shared by the client (api/feedback.ts) and the server's routes. No schema code: the client imports it.
 */
import type { FeedbackTypes } from './feedback.js';
import { FEEDBACK_KINDS, isFeedbackKind, type FeedbackKind } from './feedbackKinds.js';

export { FEEDBACK_KINDS, isFeedbackKind, type FeedbackKind, type FeedbackTypes };

export const FEEDBACK_PATHS: Readonly<Record<FeedbackKind, string>> = {
  'proactive-interim': '/pifeedback',
  'reactive-interim': '/rifeedback',
  final: '/finalfeedback',
  'case-update': '/caseupdate',
};
