/**
 * Lists opened filtered from an address (issue 12 item 4): the element's `query` attribute (the address's
 * query string, in the list call's own names) read with core's parseListFilter — unknown names ignored, bad
 * values dropped — and followed when it changes (the standalone shell keeps the element mounted when only the
 * query string of its route changes).
 */
import { useEffect, useRef } from 'react';
import { parseListFilter, type FilteredList } from '@fiu/core/schemas/listQuery';

/** The filters of a list without filter fields (requests, reports, cases) from an address. */
export const listFilterFromAddress = (list: FilteredList, query: string | undefined): Record<string, string> =>
  parseListFilter(list, query) as Record<string, string>;

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
