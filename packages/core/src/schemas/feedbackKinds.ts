/** The four questionnaires on a report, by the name the element's `kind` attribute and the database use. Plain data. */
export const FEEDBACK_KINDS = ['proactive-interim', 'reactive-interim', 'final', 'case-update'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export const isFeedbackKind = (v: unknown): v is FeedbackKind => (FEEDBACK_KINDS as readonly unknown[]).includes(v);
