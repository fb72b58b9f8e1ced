/**
 * Lists that open filtered from an address (issue 12 item 4: "every count on the dashboard is a link to the list
 * it counts, filtered the same way"). The address's query uses each list call's own parameter names:
 *
 *   /list?…       subjects   created__gte, created__lte, domain, status, currentcrimetype
 *   /companies?…  companies  created__gte, created__lte, domain, status, currentcrimetype (company crime list)
 *   /rfi?…        requests   domain
 *   /ireport?…    reports    domain (the recipient organisation)
 *   /cases?…      cases      assigned=me (assigned to the signed-in user), status (the handler status)
 *
 * The list element receives the query string as its `query` attribute and reads it with parseListFilter:
 * unknown names are ignored and bad values dropped (an address is typed by people and shared), so a link never
 * breaks a list. The server validates the same names again (a bad value there is a 400).
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { COMPANY_CRIME_TYPES, COMPANY_STATUSES, CRIME_TYPES, SUBJECT_STATUSES } from '../refdata/lists.js';
import { isDateText } from './fields.js';
import type { FilteredList, ListFilter } from './listAddress.js';

// The addresses themselves (no checks, no zod): a screen that only links to the lists imports that module.
export { LIST_FILTER_NAMES, LIST_PATHS, listAddress, listFilterQuery, type FilteredList, type ListFilter } from './listAddress.js';

/** An organisation code, as the server's list filters accept it. */
export const DOMAIN_CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

const dateText = () => z.string().check(z.refine(isDateText, 'Enter a date (YYYY-MM-DD) or a date and time (ISO 8601)'));
const domainCode = () => z.string().check(z.regex(DOMAIN_CODE, 'Unknown organisation'));
const oneOf = (values: readonly string[]) => z.string().check(z.refine((v) => values.includes(v), `Must be one of ${values.join(', ')}`));

/** The address's filters of each list, field by field (each checked on its own: a bad one is dropped alone). */
export const LIST_FILTER_FIELDS = {
  subjects: {
    created__gte: dateText(),
    created__lte: dateText(),
    domain: domainCode(),
    status: oneOf(SUBJECT_STATUSES),
    currentcrimetype: oneOf(CRIME_TYPES),
  },
  companies: {
    created__gte: dateText(),
    created__lte: dateText(),
    domain: domainCode(),
    status: oneOf(COMPANY_STATUSES),
    currentcrimetype: oneOf(COMPANY_CRIME_TYPES),
  },
  rfi: { domain: domainCode() },
  ireport: { domain: domainCode() },
  cases: { assigned: oneOf(['me']), status: oneOf(['open', 'archived']) },
} as const satisfies Record<FilteredList, object>;

export type SubjectListFilter = ListFilter<'subjects'>;
export type CompanyListFilter = ListFilter<'companies'>;
export type RfiListFilter = ListFilter<'rfi'>;
export type ReportListFilter = ListFilter<'ireport'>;
export type CaseListFilter = ListFilter<'cases'>;

/** The one object schema of a list's filters (strict names, every one optional), e.g. for a host's own check. */
export function listFilterSchema<L extends FilteredList>(list: L) {
  const fields = LIST_FILTER_FIELDS[list] as Record<string, z.ZodMiniType<string>>;
  return z.object(Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, z.optional(s)])));
}

/**
 * The filters a list reads from an address's query ('a=1&b=2', with or without '?', or URLSearchParams):
 * only the list's own names, each value checked alone; unknown names, empty values and bad values are left out.
 * A name given twice counts once (the first).
 */
export function parseListFilter<L extends FilteredList>(list: L, query: string | URLSearchParams | null | undefined): ListFilter<L> {
  const params = typeof query === 'string' || query == null ? new URLSearchParams((query ?? '').replace(/^\?/, '')) : query;
  const fields = LIST_FILTER_FIELDS[list] as Record<string, z.ZodMiniType<string>>;
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(fields)) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    if (z.safeParse(schema, value).success) out[name] = value;
  }
  return out as ListFilter<L>;
}

/** The words a list shows for an active filter ("Filtered: Offence: Kidnapping"). */
export const LIST_FILTER_LABELS: Readonly<Record<string, string>> = {
  created__gte: 'Created from',
  created__lte: 'Created until',
  domain: 'Organisation',
  status: 'Status',
  currentcrimetype: 'Offence',
  assigned: 'Assigned to',
};

/** One active filter as a person reads it: 'Offence: Kidnapping', 'Assigned to: me'. */
export function listFilterText(name: string, value: string): string {
  return `${LIST_FILTER_LABELS[name] ?? name}: ${value}`;
}
