import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The requests for information at /rfi (core-records §2.12, §3.4, §3.5): previous submissions and their feedback. */
export const rfiListDescriptor = {
  tag: 'fiu-rfi-list',
  attributes: { query: 'string' },
  properties: [],
  events: [],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const rfiListDocs = {
  summary: "Requests for information: the 'disabled' banner, previous submissions (paged, searchable on Enter), 'Add Feedback' per row; no add.",
  parts: ['header', 'banner', 'filters', 'table'],
  docs: {
    query: "The list's filters as an address query string in the list call's names: domain (the requests of one organisation), e.g. 'domain=eca'; shown as removable chips and sent with every page; unknown names are ignored, bad values dropped.",
    filters: "The 'Filtered:' row of the address's filters, with Clear.",
    header: 'The title row with the count and the search box.',
    banner: 'The notice that submission is disabled.',
    table: 'The table and its pager.',
  },
} as const satisfies ElementDocs;
