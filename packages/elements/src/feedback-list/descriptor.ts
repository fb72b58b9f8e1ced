import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The /feedback register (core-records §2.12, §3.5, §6.3; dissemination-feedback §3 "Older generic feedback"). */
export const feedbackListDescriptor = {
  tag: 'fiu-feedback-list',
  attributes: { 'page-size': 'number' },
  properties: [],
  events: [],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const feedbackListDocs = {
  summary: 'Register of the feedback received (the older generic feedback and the feedback on requests): paged, searchable on Enter.',
  parts: ['header', 'table'],
  docs: {
    'page-size': 'Rows a page (default 50).',
    header: 'The title row with the count and the search box.',
    table: 'The table and its pager.',
  },
} as const satisfies ElementDocs;
