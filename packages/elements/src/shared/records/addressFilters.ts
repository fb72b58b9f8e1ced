/**
 * Lists opened filtered from an address (issue 12 item 4): the element's `query` attribute (the address's
 * query string, in the list call's own names) read with core's parseListFilter — unknown names ignored, bad
 * values dropped — and followed when it changes (the standalone shell keeps the element mounted when only the
 * query string of its route changes).
 */
import { useEffect, useRef } from 'react';
import { parseListFilter, type FilteredList, type ListFilter } from '@fiu/core/schemas/listQuery';
import { NO_FILTERS, type RecordFilterValues } from './RecordListView';

/** The subjects or companies list's filter values from an address (created dates kept as the address wrote them). */
export function recordFiltersFromAddress(list: 'subjects' | 'companies', query: string | undefined): RecordFilterValues {
  const f = parseListFilter(list, query);
  return {
    ...NO_FILTERS,
    created_from: f.created__gte ?? '',
    created_to: f.created__lte ?? '',
    domain: f.domain ?? '',
    status: f.status ?? '',
    currentcrimetype: f.currentcrimetype ?? '',
  };
}

/** The filters of a list without filter fields (requests, reports, cases) from an address. */
export const listFilterFromAddress = <L extends FilteredList>(list: L, query: string | undefined): ListFilter<L> => parseListFilter(list, query);

/** Calls `onChange` when the `query` attribute changes after the first render (the first is the initial state). */
export function useQueryChange(query: string | undefined, onChange: (query: string | undefined) => void): void {
  const seen = useRef(query ?? '');
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if ((query ?? '') === seen.current) return;
    seen.current = query ?? '';
    latest.current(query);
  }, [query]);
}
