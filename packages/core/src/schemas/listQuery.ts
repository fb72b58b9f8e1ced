/**
 * Lists that open filtered from an address (issue 12 item 4: "every count on the dashboard is a link to the list
 * it counts, filtered the same way"). The address's query uses each list call's own parameter names:
 *
 *   /list?…       SUBJECT_LIST   created__gte, created__lte, domain, status, currentcrimetype  (listQueryRecords.ts)
 *   /companies?…  COMPANY_LIST   the same, offences from the company crime list                (listQueryRecords.ts)
 *   /rfi?…        RFI_LIST       domain, created__gte, created__lte
 *   /ireport?…    REPORT_LIST    domain (the recipient organisation), disseminated_on__gte, disseminated_on__lte
 *   /cases?…      CASE_LIST      assigned=me (assigned to the signed-in user), status (the handler status)
 *
 * The list element receives the query string as its `query` attribute and reads it with parseListFilter:
 * unknown names are ignored and bad values dropped (an address is typed by people and shared), so a link never
 * breaks a list. The server validates the same names again (a bad value there is a 400). listAddress writes a
 * link: listAddress(SUBJECT_LIST, { currentcrimetype: 'Kidnapping' }) → '/list?currentcrimetype=Kidnapping'.
 *
 * The rules are plain predicates, without zod, and each list's in its own export, because the list screens load
 * them (the records tier's size budget).
 */

/** One filter's rule: whether a value is one the list call accepts, and what to say when it is not. */
export interface ListFilterRule {
  test(value: string): boolean;
  message: string;
}

/** A list's address: its standalone path and its filters' rules, in the list's order. */
export interface ListAddressSpec<N extends string = string> {
  path: string;
  rules: Readonly<Record<N, ListFilterRule>>;
}

/** The filter values of a list (every one optional). */
export type ListFilter<S extends ListAddressSpec> = Partial<Record<keyof S['rules'], string>>;

import { isDateText } from '../validators/date.js';

/** An organisation code, as the server's list filters accept it. */
export const DOMAIN_CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

export const dateTextRule: ListFilterRule = { test: isDateText, message: 'Enter a date (YYYY-MM-DD) or a date and time (ISO 8601)' };
export const domainCodeRule: ListFilterRule = { test: (v) => DOMAIN_CODE.test(v), message: 'Unknown organisation' };
export const oneOfRule = (values: readonly string[]): ListFilterRule => ({ test: (v) => values.includes(v), message: `Must be one of ${values.join(', ')}` });

export const RFI_LIST: ListAddressSpec<'domain' | 'created__gte' | 'created__lte'> = {
  path: '/rfi',
  rules: { domain: domainCodeRule, created__gte: dateTextRule, created__lte: dateTextRule },
};
/** Reports by recipient organisation and dissemination time (the dashboard's Dissemination figures). */
export const REPORT_LIST: ListAddressSpec<'domain' | 'disseminated_on__gte' | 'disseminated_on__lte'> = {
  path: '/ireport',
  rules: { domain: domainCodeRule, disseminated_on__gte: dateTextRule, disseminated_on__lte: dateTextRule },
};
export const CASE_LIST: ListAddressSpec<'assigned' | 'status'> = /* @__PURE__ */ (() => ({
  path: '/cases',
  rules: { assigned: oneOfRule(['me']), status: oneOfRule(['open', 'archived']) },
}))();

/**
 * The filters a list reads from an address's query ('a=1&b=2', with or without '?', or URLSearchParams):
 * only the list's own names, each value checked alone; unknown names, empty values and bad values are left out.
 * A name given twice counts once (the first).
 */
export function parseListFilter<S extends ListAddressSpec>(spec: S, query: string | URLSearchParams | null | undefined): ListFilter<S> {
  const params = typeof query === 'string' || query == null ? new URLSearchParams((query ?? '').replace(/^\?/, '')) : query;
  const out: Record<string, string> = {};
  for (const [name, rule] of Object.entries<ListFilterRule>(spec.rules)) {
    const value = params.get(name);
    if (value !== null && value !== '' && rule.test(value)) out[name] = value;
  }
  return out as ListFilter<S>;
}

/** The query string (without '?') of a list's filters, in the list's own order; empty values are left out. */
export function listFilterQuery<S extends ListAddressSpec>(spec: S, filter: ListFilter<S>): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(spec.rules)) {
    const value = (filter as Record<string, string | undefined>)[name];
    if (value !== undefined && value !== '') params.set(name, value);
  }
  return params.toString();
}

/** The standalone address of a list opened with these filters, e.g. '/list?currentcrimetype=Kidnapping'. */
export function listAddress<S extends ListAddressSpec>(spec: S, filter: ListFilter<S>): string {
  const query = listFilterQuery(spec, filter);
  return query ? `${spec.path}?${query}` : spec.path;
}

/** The words a list shows for an active filter ("Filtered: Offence: Kidnapping"). */
export const LIST_FILTER_LABELS: Readonly<Record<string, string>> = {
  created__gte: 'Created from',
  created__lte: 'Created until',
  domain: 'Organisation',
  status: 'Status',
  currentcrimetype: 'Offence',
  disseminated_on__gte: 'Disseminated from',
  disseminated_on__lte: 'Disseminated until',
  assigned: 'Assigned to',
};

/** One active filter as a person reads it: 'Offence: Kidnapping', 'Assigned to: me'. */
export function listFilterText(name: string, value: string): string {
  return `${LIST_FILTER_LABELS[name] ?? name}: ${value}`;
}
