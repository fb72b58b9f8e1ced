import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The companies list (core-records §2.7, §4.2, §7, §9; dissemination-feedback "Companies list"). */
export const companyListDescriptor = {
  tag: 'fiu-company-list',
  attributes: { 'page-size': 'number', query: 'string' },
  properties: [],
  events: ['fiu-navigate', 'fiu-open'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const companyListDocs = {
  summary:
    "Companies list: filters, search on Enter, sortable columns, 'x-y of total' paging, status selectors per role, Add and 'Approve Pending'.",
  parts: ['header', 'title', 'actions', 'table', 'pagination'],
  eventDetails: {
    'fiu-navigate': "{ path: '/companies/new' | `/companies/${string}` | '/insight'; state?: { kind: 'company'; id: string; companyid?: string } }",
    'fiu-open': '{ id: string; companyid?: string }',
  },
  docs: {
    'page-size': 'Rows per page (default 20, core-records §9).',
    query:
      "The list's filters as an address query string in the list call's names (created__gte, created__lte, domain, status, currentcrimetype from the company crime list): shown in the filter fields and sent with every page; unknown names are ignored, bad values dropped.",
    'fiu-navigate':
      "Add: '/companies/new'; opening a row: '/companies/{id}'; the central unit's Insights: '/insight' with state {kind: 'company', id, companyid}.",
    'fiu-open': 'A row was opened (its Subject ID, or a click on the row); fired before the matching fiu-navigate.',
    header: 'Title row with the total and the buttons.',
    title: 'The heading (Companies and the total).',
    actions: "'Approve Pending' and Add.",
    table: 'The table (with its loading, error and empty states).',
    pagination: "The 'x-y of total' text with previous and next.",
  },
} as const satisfies ElementDocs;
