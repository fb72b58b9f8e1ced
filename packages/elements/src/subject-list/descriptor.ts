import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The subjects list (core-records §2.5, §4.1, §6.4, §7, §9). */
export const subjectListDescriptor = {
  tag: 'fiu-subject-list',
  attributes: { 'page-size': 'number', case: 'string', query: 'string' },
  properties: [],
  events: ['fiu-navigate', 'fiu-open'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const subjectListDocs = {
  summary:
    "Subjects list: filters, search on Enter, sortable columns, 'x-y of total' paging, status selectors per role, Add and 'Approve Pending'.",
  parts: ['header', 'title', 'actions', 'table', 'pagination'],
  eventDetails: {
    'fiu-navigate':
      "{ path: '/list/new' | `/list/${string}` | '/generate' | '/insight'; state?: { kind: 'subject'; id: string; suspectid?: string } }",
    'fiu-open': '{ id: string; suspectid?: string }',
  },
  docs: {
    'page-size': 'Rows per page (default 20, core-records §9).',
    query:
      "The list's filters as an address query string in the list call's names (created__gte, created__lte, domain, status, currentcrimetype), e.g. 'created__gte=2026-11-26T10:00:00Z&currentcrimetype=Kidnapping': shown in the filter fields and sent with every page; unknown names are ignored, bad values dropped.",
    case: "Only the subjects of this case (its id): the case list's Subjects button (route state {case}).",
    mode: "'investigate' hides Add, 'Approve Pending' and the status selectors (subjects are never changed in investigate mode).",
    'fiu-navigate':
      "Add: '/list/new'; opening a row: '/list/{id}'; the central unit's Report: '/generate' and Insights: '/insight', with state {kind: 'subject', id, suspectid}.",
    'fiu-open': 'A row was opened (its Subject ID, or a click on the row); fired before the matching fiu-navigate.',
    header: 'Title row with the total and the buttons.',
    title: 'The heading (Subjects and the total).',
    actions: "'Approve Pending' and Add.",
    table: 'The table (with its loading, error and empty states).',
    pagination: "The 'x-y of total' text with previous and next.",
  },
} as const satisfies ElementDocs;
