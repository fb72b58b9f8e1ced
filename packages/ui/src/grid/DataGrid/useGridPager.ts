import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { GridQuery } from '../query';
import { GridPager, type FetchPage } from './pager';

/** One GridPager for the grid's life; a new query (by value) starts a new generation of pages. */
export function useGridPager(fetchPage: FetchPage, query: GridQuery, pageSize: number): GridPager {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const [pager] = useState(() => new GridPager({ pageSize, fetchPage: (q, signal) => fetchRef.current(q, signal) }));
  const queryText = JSON.stringify(query);
  useEffect(() => {
    pager.setQuery(JSON.parse(queryText) as GridQuery);
  }, [pager, queryText]);
  useEffect(() => () => pager.dispose(), [pager]);
  return pager;
}

/**
 * Re-renders on the pager's changes that `select` sees: the rows re-render on every page, the frame only when
 * the total, the error or the loading line change (so scrolling never re-renders the header).
 */
export function usePagerSelect<T extends string | number>(pager: GridPager, select: (pager: GridPager) => T): T {
  return useSyncExternalStore(
    (listener) => pager.subscribe(listener),
    () => select(pager),
  );
}
