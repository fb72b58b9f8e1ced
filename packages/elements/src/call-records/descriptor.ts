import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The call-records listing (analysis-tools §2 "Call-records listing"): the calls of a list of phone numbers. */
export const callRecordsDescriptor = {
  tag: 'fiu-call-records',
  // Short: the loader carries every summary (bench/budgets.json loader); the screen's comment says the rest.
  attributes: { direction: 'string' },
  properties: ['numbers'],
  events: [],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const callRecordsDocs = {
  summary: 'Call records (/cdr).',
  parts: ['card', 'title', 'table'],
  propertyTypes: { numbers: 'string[]' },
  docs: {
    numbers: 'The phone numbers whose calls are listed (any common writing: 0803 123 4567, +2348031234567); a host page gives its own, the standalone app the route state of /cdr.',
    direction: "Whose side the numbers are on at first: 'originating' (they called, default) or 'terminating' (they were called).",
    card: 'The screen.',
    title: 'The heading.',
    table: 'Direction, search, the listing and its pager (100 a page).',
  },
} as const satisfies ElementDocs;
