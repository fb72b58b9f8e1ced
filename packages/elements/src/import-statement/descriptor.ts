import type { ElementDescriptor, ElementDocs } from '../define/types';

/** Import bank statement: what the screen is for, and the spec section it implements. */
export const importStatementDescriptor = {
  tag: 'fiu-import-statement',
  attributes: {},
  properties: [],
  events: ['fiu-navigate'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const importStatementDocs = {
  summary: "Import a bank statement (analysis-tools §2): the spreadsheet with its account and holder; the job's progress after upload.",
  parts: ['card', 'title', 'form', 'file', 'actions', 'alert', 'notice', 'progress'],
  eventDetails: { 'fiu-navigate': '{ path: string; state?: unknown }' },
  docs: { 'fiu-navigate': 'Where the screen sends the page next.' },
} as const satisfies ElementDocs;
