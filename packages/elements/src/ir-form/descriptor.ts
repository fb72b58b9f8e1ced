import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The intelligence report add/edit form (dissemination-feedback §2, §3, §5): new when `report-id` is empty. */
export const irFormDescriptor = {
  tag: 'fiu-ir-form',
  attributes: { 'report-id': 'string' },
  properties: ['report'],
  events: ['fiu-saved', 'fiu-navigate', 'fiu-back'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const irFormDocs = {
  summary:
    "Intelligence report form for unit staff: organisation, title, type, references, authorisation and PDF attachments, live validation, the red Errors box on a failed save; under a saved report, its History panel.",
  parts: ['header', 'title', 'notice', 'errors', 'form', 'actions', 'history'],
  propertyTypes: { report: "Partial<import('@fiu/core').IntelligenceReport>" },
  eventDetails: {
    'fiu-saved': "{ kind: 'report'; id: string; report: import('@fiu/core').IntelligenceReport }",
    'fiu-navigate': "{ path: '/ireport'; state?: unknown }",
    'fiu-back': "{ path: '/ireport' }",
  },
  docs: {
    'report-id': 'Id of the report to open (GET /api/intelligence/{id}); empty for a new report.',
    report: 'The report to show when the host already has it: no load is made when its id equals `report-id`.',
    'fiu-saved': 'The save succeeded; the detail carries the saved report as the server answered it.',
    'fiu-navigate': "'/ireport' about 1 s after a save.",
    'fiu-back': 'Back was pressed: a host returns to its own screen; the standalone shell opens `path`.',
    form: 'The form.',
    header: 'The title row with Back.',
    errors: "The red 'Errors' box with the server's error text.",
    actions: 'The row of Submit and Back.',
    notice: "Read-only and 'Restored unsaved changes' notices.",
    history: 'The History panel under a saved report: who viewed, downloaded, sent feedback on or changed it, newest first.',
  },
} as const satisfies ElementDocs;
