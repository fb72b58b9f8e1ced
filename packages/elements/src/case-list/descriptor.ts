import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The cases of the central unit at /cases (core-records §2.8, §3.8, §4.3). */
export const caseListDescriptor = {
  tag: 'fiu-case-list',
  attributes: { query: 'string' },
  properties: [],
  events: ['fiu-navigate'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const caseListDocs = {
  summary: 'Cases of the central unit: subjects, handlers (with can.assign.cases; otherwise the user’s own status) and their open/archived status; Add and a label open fiu-case-form; central unit only.',
  parts: ['header', 'filters', 'table'],
  eventDetails: { 'fiu-navigate': "{ path: '/list'; state: { case: string } } | { path: '/cases/new' | `/cases/${string}` }" },
  docs: {
    'fiu-navigate': "The Subjects button: the subjects list of the case ('/list' with state {case: id}, which fiu-subject-list takes as its case); Add: '/cases/new'; a case's label: '/cases/{id}' (fiu-case-form).",
    query: "The list's filters as an address query string in the list call's names: assigned=me (the cases assigned to the signed-in user) and status (open or archived, that handler's), e.g. 'assigned=me&status=open'; shown as removable chips and sent with every page; unknown names are ignored, bad values dropped.",
    filters: "The 'Filtered:' row of the address's filters, with Clear.",
    header: 'The title row with the count, the search box and Add case.',
    table: 'The table and its pager.',
  },
} as const satisfies ElementDocs;
