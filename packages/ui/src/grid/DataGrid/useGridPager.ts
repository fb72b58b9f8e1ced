import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { GridQuery } from '../query';
import { GridPager, type FetchPage } from './pager';

/** One GridPager for the grid's life, re-rendering the grid when its pages change. */
export function useGridPager(fetchPage: FetchPage, query: GridQuery, pageSize: number): GridPager {
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const listeners = useRef(new Set<() => void>());
  const version = useRef(0);
  const [pager] = useState(
    () =>
      new GridPager({
        pageSize,
        fetchPage: (q, signal) => fetchRef.current(q, signal),
        onChange: () => {
          version.current++;
          for (const l of listeners.current) l();
        },
      }),
  );
  useSyncExternalStore(
    (listener) => {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    },
    () => version.current,
  );
  const queryText = JSON.stringify(query);
  useEffect(() => {
    pager.setQuery(JSON.parse(queryText) as GridQuery);
  }, [pager, queryText]);
  useEffect(() => () => pager.dispose(), [pager]);
  return pager;
}
