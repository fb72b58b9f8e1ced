import type { ElementDescriptor, ElementDocs } from '../define/types';

/**
 * The feedback questionnaires on an intelligence report (dissemination-feedback §2 "Feedback forms", §3, §4
 * "Feedback submit"): proactive interim, reactive interim, final, case progress update, and the read-only view.
 */
export const feedbackFormDescriptor = {
  tag: 'fiu-feedback-form',
  attributes: { kind: 'string', 'report-id': 'string', readonly: 'boolean' },
  properties: ['report'],
  events: ['fiu-saved', 'fiu-navigate', 'fiu-back'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const feedbackFormDocs = {
  summary: "Feedback questionnaire on an intelligence report: every question of its kind, Submit, 'Submitted' or 'Updated' and back to /ireport after 2 s.",
  parts: ['header', 'title', 'notice', 'errors', 'form', 'actions'],
  propertyTypes: { report: 'string | { id: string }' },
  eventDetails: {
    'fiu-saved': "{ kind: 'proactive-interim' | 'reactive-interim' | 'final' | 'case-update'; id: string }",
    'fiu-navigate': "{ path: '/ireport' }",
    'fiu-back': "{ path: '/ireport' }",
  },
  docs: {
    kind: "Which questionnaire: 'proactive-interim' (/pifeedback), 'reactive-interim' (/rifeedback), 'final' (/finalfeedback) or 'case-update' (/caseupdate, /caseupdateview).",
    'report-id': 'Id of the intelligence report the questionnaire answers (GET /api/{form}?report={id} loads its context and any answers already sent).',
    report: "The report as the Intelligence Reports list hands it over in the route state (`{ report }`): its id, or an object with its `id`. Used when `report-id` is empty.",
    readonly: 'Show the answers without letting them change (/caseupdateview).',
    'fiu-saved': 'The answers were sent (created or updated).',
    'fiu-navigate': "'/ireport' 2 s after a successful submit (the 'Submitted' or 'Updated' toast shows first).",
    'fiu-back': 'Back was pressed: a host returns to its own screen; the standalone shell opens `path`.',
    form: 'The questionnaire.',
    header: 'The title row with Back and the case reference.',
    errors: "The red 'Errors' box with the server's error text.",
    actions: 'The row of Submit and Back.',
    notice: "Read-only and 'Restored unsaved changes' notices.",
    title: "The questionnaire's name.",
  },
} as const satisfies ElementDocs;
