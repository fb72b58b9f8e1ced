/**
 * The state of a server-side record list (subjects, companies): filter values being edited and in force, the
 * search term, the sort, the page, and the page of rows the server answered.
 *
 * - Filters are edited freely and sent only on Apply (or Enter in a filter field); Clear empties them.
 * - The search runs on Enter only, for terms longer than 1 character (core-records §5, §9; SearchBox enforces it).
 * - Sorting is the server's: `ordering` is the column id, '-' first for descending (default '-modified').
 * - Any change of filters, search or sort goes back to the first page.
 * - An answer that arrives after a newer request was made is dropped (quick paging never shows an old page).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListResponse } from '@fiu/core';
import type { SortState } from '@fiu/ui';

export type ListQuery = Record<string, string | number | undefined>;

export interface RecordListOptions<Row, F extends Record<string, string>> {
  /** The list call (e.g. api.subjects.list). */
  load(query: ListQuery): Promise<ListResponse<Row>>;
  pageSize: number;
  /** Every filter empty. */
  emptyFilters: F;
  /** The filters in force (and in the fields) at first: an address's filters (the `query` attribute). */
  initialFilters?: F;
  /** The query parameters of the filters in force (absent values are left out by the API client). */
  toQuery(filters: F): ListQuery;
  defaultSort: SortState;
  /** False until the list may be loaded (e.g. no session yet): nothing is requested. */
  enabled: boolean;
}

export interface RecordList<Row, F> {
  rows: Row[];
  count: number;
  /** Offset of the rows shown (the last answer's), for the 'x-y of total' text. */
  shownOffset: number;
  /** A request is under way. */
  loading: boolean;
  /** The last request failed (the error object; null otherwise). Rows of the last good answer stay. */
  error: unknown;
  /** At least one answer has arrived. */
  loaded: boolean;
  /** Filter values as edited. */
  draft: F;
  setDraft(name: keyof F, value: string): void;
  /** Filter values in force. */
  applied: F;
  apply(): void;
  clear(): void;
  /** Puts these filters in force (and in the fields) and goes back to the first page: a new address. */
  replaceFilters(filters: F): void;
  search: string;
  setSearch(term: string): void;
  sort: SortState;
  setSort(sort: SortState): void;
  offset: number;
  setOffset(offset: number): void;
  /** Ask the server again with the same parameters (Retry, after a change, after 'Approve Pending'). */
  reload(): void;
  /** The query of the last request (tests, debugging). */
  query: ListQuery;
}

/** `{id:'modified', direction:'desc'}` → '-modified'. */
export const orderingOf = (sort: SortState): string => `${sort.direction === 'desc' ? '-' : ''}${sort.id}`;

/** Number of filters with a value. */
export const activeFilters = (filters: Record<string, string>): number => Object.values(filters).filter((v) => v !== '').length;

export function useRecordList<Row, F extends Record<string, string>>(opts: RecordListOptions<Row, F>): RecordList<Row, F> {
  const { load, pageSize, emptyFilters, toQuery, defaultSort, enabled } = opts;
  const [draft, setDraftState] = useState<F>(opts.initialFilters ?? emptyFilters);
  const [applied, setApplied] = useState<F>(opts.initialFilters ?? emptyFilters);
  const [search, setSearchState] = useState('');
  const [sort, setSortState] = useState<SortState>(defaultSort);
  const [offset, setOffset] = useState(0);
  const [tick, setTick] = useState(0);
  const [page, setPage] = useState<{ rows: Row[]; count: number; loaded: boolean; offset: number; of: string }>({
    rows: [],
    count: 0,
    loaded: false,
    offset: 0,
    of: '',
  });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(0);
  const draftNow = useRef(draft);
  draftNow.current = draft;
  // The latest functions without making them effect dependencies (hosts re-render with new closures).
  const fns = useRef({ load, toQuery });
  fns.current = { load, toQuery };

  const query: ListQuery = {
    ...fns.current.toQuery(applied),
    search: search.length > 1 ? search : undefined,
    ordering: orderingOf(sort),
    limit: pageSize,
    offset,
  };
  const key = JSON.stringify(query);
  // What the rows answer, paging aside: rows of other filters, search or sort must not stay under an error.
  const { offset: _offset, ...selection } = query;
  const selectionKey = JSON.stringify(selection);

  useEffect(() => {
    if (!enabled) return;
    const id = ++latest.current;
    setLoading(true);
    fns.current.load(JSON.parse(key) as ListQuery).then(
      (answer) => {
        if (id !== latest.current) return;
        const rows = Array.isArray(answer?.results) ? answer.results : [];
        const count = typeof answer?.count === 'number' ? answer.count : rows.length;
        // A page past the end (records went away meanwhile): go to the last page that has rows.
        if (rows.length === 0 && count > 0 && offset >= count) {
          setOffset(Math.max(0, Math.floor((count - 1) / pageSize) * pageSize));
          return;
        }
        setPage({ rows, count, loaded: true, offset, of: selectionKey });
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (id !== latest.current) return;
        // A failed page keeps the rows on screen; a failed new selection does not leave the old one looking
        // like its answer.
        setPage((p) => (p.of === selectionKey ? p : { ...p, rows: [], count: 0, offset: 0, of: selectionKey }));
        setError(e ?? new Error('failed'));
        setLoading(false);
      },
    );
    // `key` holds offset and pageSize.
  }, [key, tick, enabled]);

  const setDraft = useCallback((name: keyof F, value: string) => setDraftState((d) => ({ ...d, [name]: value })), []);
  const apply = useCallback(() => {
    setApplied(draftNow.current);
    setOffset(0);
    setTick((t) => t + 1);
  }, []);
  const clear = useCallback(() => {
    setDraftState(emptyFilters);
    setApplied(emptyFilters);
    setOffset(0);
  }, []);
  const replaceFilters = useCallback((filters: F) => {
    setDraftState(filters);
    setApplied(filters);
    setOffset(0);
  }, []);
  const setSearch = useCallback((term: string) => {
    setSearchState(term);
    setOffset(0);
    setTick((t) => t + 1);
  }, []);
  const setSort = useCallback((next: SortState) => {
    setSortState(next);
    setOffset(0);
  }, []);
  const reload = useCallback(() => setTick((t) => t + 1), []);

  return {
    rows: page.rows,
    count: page.count,
    shownOffset: page.offset,
    loaded: page.loaded,
    loading,
    error,
    draft,
    setDraft,
    applied,
    apply,
    clear,
    replaceFilters,
    search,
    setSearch,
    sort,
    setSort,
    offset,
    setOffset,
    reload,
    query,
  };
}
