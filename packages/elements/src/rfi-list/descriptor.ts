import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The requests for information at /rfi (core-records §2.12, §3.4, §3.5): previous submissions and their feedback. */
export const rfiListDescriptor = {
  tag: 'fiu-rfi-list',
  attributes: {},
  properties: [],
  events: [],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const rfiListDocs = {
  summary: "Requests for information: the 'disabled' banner, previous submissions (paged, searchable on Enter), 'Add Feedback' per row; no add.",
  parts: ['header', 'banner', 'table'],
  docs: {
    header: 'The title row with the count and the search box.',
    banner: 'The notice that submission is disabled.',
    table: 'The table and its pager.',
  },
} as const satisfies ElementDocs;
