import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The case form at /cases/{id} and /cases/new (core-records §2.8, §3.8, §4.3): new when `case-id` is empty. */
export const caseFormDescriptor = {
  tag: 'fiu-case-form',
  attributes: { 'case-id': 'string' },
  properties: [],
  events: ['fiu-saved', 'fiu-navigate', 'fiu-back'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const caseFormDocs = {
  summary: 'Case form: the label, the case subjects (5-result autocomplete), the handlers with can.assign.cases and their open/archived status; central unit only.',
  parts: ['header', 'title', 'notice', 'errors', 'form', 'actions'],
  eventDetails: {
    'fiu-saved': "{ kind: 'case'; id: string; case: { id: string; label: string; suspects: { suspect: string; name: string }[]; assignments: { id?: string; handler: string; name: string; status: 'open' | 'archived' }[] } }",
    'fiu-navigate': "{ path: '/cases' }",
    'fiu-back': "{ path: '/cases' }",
  },
  docs: {
    'case-id': 'Id of the case to open (GET /api/cases/{id}); empty for a new case.',
    'fiu-saved': 'The save succeeded (the case, then any changed handler status as an assignment update); the detail carries the saved case.',
    'fiu-navigate': "'/cases' about 1 s after a save (the 'Case saved' toast shows first).",
    'fiu-back': 'Back was pressed: a host returns to its own screen; the standalone shell opens `path`.',
    form: 'The form.',
    header: 'The title row with Back.',
    errors: "The 'Errors' box with the server's errors, formatted (core-records §8).",
    actions: 'The row of Save and Back.',
    notice: "Read-only and 'Restored unsaved changes' notices.",
    title: "The case's label, or 'New case'.",
  },
} as const satisfies ElementDocs;
