import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The subject form (core-records §2.6, §3.1, §4.1, §4.6, §5, §8). */
export const subjectFormDescriptor = {
  tag: 'fiu-subject-form',
  attributes: { 'subject-id': 'string', 'map-tiles': 'string' },
  properties: ['subject'],
  events: ['fiu-back', 'fiu-navigate', 'fiu-saved'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const subjectFormDocs = {
  summary:
    'A subject (person): Identification, Bio-Information, History, Map and Cases tabs, live validation, and save. Read-only in investigate mode.',
  parts: ['header', 'title', 'notice', 'errors', 'form', 'actions'],
  propertyTypes: { subject: "Partial<import('@fiu/core').Subject>" },
  eventDetails: {
    'fiu-back': "{ path: '/list' }",
    'fiu-navigate': "{ path: '/list'; state?: unknown }",
    'fiu-saved': "{ kind: 'subject'; id: string; subject: import('@fiu/core').Subject }",
  },
  docs: {
    'subject-id': "The subject to show (GET /api/suspects/{id}); empty or absent: a new subject.",
    'map-tiles': "Tile URL template for the Map tab ('https://tiles.example/{z}/{x}/{y}.png'); without it an offline base map is drawn.",
    subject: 'An initial record to show instead of loading one (its id, if any, is the subject edited).',
    'fiu-back': 'Back was pressed: a host page returns to its own subject view; the standalone shell opens `path`.',
    'fiu-navigate': "Standalone mode: about 1 s after a save, go to '/list'.",
    'fiu-saved': 'The subject was saved (created or updated); the detail carries the saved record.',
    header: 'Back, the title, the Subject ID (given by the server on the first save), organisation, status and last change.',
    title: 'The heading: the subject\'s name, or "New subject".',
    notice: "Read-only and 'Restored unsaved changes' notices.",
    errors: "A failed save: 'An error occurred while saving', the red 'Errors' box with the server's text, or a photo not saved.",
    form: 'The tabs and their fields.',
    actions: 'Save, Back, and the unsaved or to-correct mark.',
  },
} as const satisfies ElementDocs;
