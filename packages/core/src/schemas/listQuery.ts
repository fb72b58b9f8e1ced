/**
 * Lists that open filtered from an address (issue 12 item 4: "every count on the dashboard is a link to the list
 * it counts, filtered the same way"). The address's query uses each list call's own parameter names:
 *
 *   /list?…       subjects   created__gte, created__lte, domain, status, currentcrimetype
 *   /companies?…  companies  created__gte, created__lte, domain, status, currentcrimetype (company crime list)
 *   /rfi?…        requests   domain, created__gte, created__lte
 *   /ireport?…    reports    domain (the recipient organisation), overdue=true (feedback overdue),
 *                            disseminated_on__gte, disseminated_on__lte
 *   /cases?…      cases      assigned=me (assigned to the signed-in user), status (the handler status)
 *
 * The list element receives the query string as its `query` attribute and reads it with parseListFilter:
 * unknown names are ignored and bad values dropped (an address is typed by people and shared), so a link never
 * breaks a list. The server validates the same names again (a bad value there is a 400).
 */
import { COMPANY_CRIME_TYPES, COMPANY_STATUSES, CRIME_TYPES, SUBJECT_STATUSES } from '../refdata/lists.js';
import { CASE_FILTER_FIELDS, dateText, domainCode, oneOf, parseFilter, REPORT_FILTER_FIELDS, RFI_FILTER_FIELDS } from './listFilter.js';

export { DOMAIN_CODE, LIST_FILTER_LABELS, listFilterText } from './listFilter.js';

/** The address's filters of each list, field by field (each checked on its own: a bad one is dropped alone). */
export const LIST_FILTER_FIELDS = {
  subjects: {
    created__gte: dateText,
    created__lte: dateText,
    domain: domainCode,
    status: oneOf(SUBJECT_STATUSES),
    currentcrimetype: oneOf(CRIME_TYPES),
  },
  companies: {
    created__gte: dateText,
    created__lte: dateText,
    domain: domainCode,
    status: oneOf(COMPANY_STATUSES),
    currentcrimetype: oneOf(COMPANY_CRIME_TYPES),
  },
  rfi: RFI_FILTER_FIELDS,
  ireport: REPORT_FILTER_FIELDS,
  cases: CASE_FILTER_FIELDS,
} as const;

export type FilteredList = keyof typeof LIST_FILTER_FIELDS;
export type ListFilter<L extends FilteredList> = Partial<Record<keyof (typeof LIST_FILTER_FIELDS)[L], string>>;
export type SubjectListFilter = ListFilter<'subjects'>;
export type CompanyListFilter = ListFilter<'companies'>;
export type RfiListFilter = ListFilter<'rfi'>;
export type ReportListFilter = ListFilter<'ireport'>;
export type CaseListFilter = ListFilter<'cases'>;

/** The standalone address of each list. */
export const LIST_PATHS: Readonly<Record<FilteredList, string>> = {
  subjects: '/list',
  companies: '/companies',
  rfi: '/rfi',
  ireport: '/ireport',
  cases: '/cases',
};

/**
 * The filters a list reads from an address's query ('a=1&b=2', with or without '?', or URLSearchParams):
 * only the list's own names, each value checked alone; unknown names, empty values and bad values are left out.
 * A name given twice counts once (the first).
 */
export function parseListFilter<L extends FilteredList>(list: L, query: string | URLSearchParams | null | undefined): ListFilter<L> {
  return parseFilter(LIST_FILTER_FIELDS[list], query) as ListFilter<L>;
}

/** The query string (without '?') of a list's filters, in the list's own order; empty values are left out. */
export function listFilterQuery<L extends FilteredList>(list: L, filter: ListFilter<L>): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(LIST_FILTER_FIELDS[list])) {
    const value = (filter as Record<string, string | undefined>)[name];
    if (value !== undefined && value !== '') params.set(name, value);
  }
  return params.toString();
}

/** The standalone address of a list opened with these filters, e.g. '/list?currentcrimetype=Kidnapping'. */
export function listAddress<L extends FilteredList>(list: L, filter: ListFilter<L>): string {
  const query = listFilterQuery(list, filter);
  return query ? `${LIST_PATHS[list]}?${query}` : LIST_PATHS[list];
}
