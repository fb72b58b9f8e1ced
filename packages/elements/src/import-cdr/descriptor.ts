import type { ElementDescriptor, ElementDocs } from '../define/types';

/** Import call records: what the screen is for, and the spec section it implements. */
export const importCdrDescriptor = {
  tag: 'fiu-import-cdr',
  attributes: {},
  properties: [],
  events: ['fiu-navigate'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const importCdrDocs = {
  summary: "Import call records (analysis-tools §2): from a spreadsheet with the subject's details, by mapping its columns, or typed in; the job's progress after upload.",
  parts: ['card', 'title', 'form', 'file', 'actions', 'alert', 'notice', 'progress'],
  eventDetails: { 'fiu-navigate': '{ path: string; state?: unknown }' },
  docs: { 'fiu-navigate': 'Where the screen sends the page next.' },
} as const satisfies ElementDocs;
