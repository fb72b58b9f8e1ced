import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The requests for information at /rfi (core-records §2.12, §3.4, §3.5): previous submissions and their feedback. */
export const rfiListDescriptor = {
  tag: 'fiu-rfi-list',
  summary: 'Requests for information and their feedback.',
  attributes: {},
  properties: [],
  events: [],
  parts: ['header', 'banner', 'table'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const rfiListDocs = {
  docs: {
    header: 'The title row with the count and the search box.',
    banner: 'The notice that submission is disabled.',
    table: 'The table and its pager.',
  },
} as const satisfies ElementDocs;
