/**
 * The addresses of lists that open filtered (issue 12 item 4), without the checks: each list's path and its
 * filters' names in order, and the address of a list opened with some of them. Here apart from listQuery.ts
 * (which checks the values with zod) so that a screen that only links to lists, the dashboard, does not carry
 * zod and the crime lists in its first load; listQuery.test.ts proves both name the same filters.
 */

/** Each list's filter names, in the order an address writes them. */
export const LIST_FILTER_NAMES = {
  subjects: ['created__gte', 'created__lte', 'domain', 'status', 'currentcrimetype'],
  companies: ['created__gte', 'created__lte', 'domain', 'status', 'currentcrimetype'],
  rfi: ['domain'],
  ireport: ['domain'],
  cases: ['assigned', 'status'],
} as const;

export type FilteredList = keyof typeof LIST_FILTER_NAMES;
export type ListFilter<L extends FilteredList> = Partial<Record<(typeof LIST_FILTER_NAMES)[L][number], string>>;

/** The standalone address of each list. */
export const LIST_PATHS: Readonly<Record<FilteredList, string>> = {
  subjects: '/list',
  companies: '/companies',
  rfi: '/rfi',
  ireport: '/ireport',
  cases: '/cases',
};

/** The query string (without '?') of a list's filters, in the list's own order; empty values are left out. */
export function listFilterQuery<L extends FilteredList>(list: L, filter: ListFilter<L>): string {
  const params = new URLSearchParams();
  for (const name of LIST_FILTER_NAMES[list]) {
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
