import type { GridPage, GridQuery } from '../query';

/**
 * The grid's rows, held by page: only the pages around the view are kept. Pure (no DOM, no React) so the paging
 * rules are tested alone. A page is asked for by keyset (`after` the previous page's `next`) when it follows a
 * page already held, and by position (`at`) when it does not (a jump of the scrollbar). Every change of the
 * query starts a new generation: fetches of older generations are aborted and their answers dropped, so a
 * stale answer never paints over a newer one.
 */
export type Row = Record<string, unknown>;
export type FetchPage = (query: GridQuery, signal: AbortSignal) => Promise<GridPage<Row>>;

export interface PagerOptions {
  fetchPage: FetchPage;
  /** Rows per page (the server allows up to 500). */
  pageSize?: number;
  /** Pages fetched ahead of and behind the view. */
  prefetch?: number;
  /** Pages kept either side of the view before they are dropped. */
  keep?: number;
  /** A prefetch page is asked for once the view comes within this many rows of it (default half a page). */
  prefetchMargin?: number;
  onChange?: () => void;
  /** A page not answered within this many ms fails with TIMEOUT_MESSAGE (a hung request never loads forever). */
  timeoutMs?: number;
}

export const TIMEOUT_MESSAGE = 'The rows took too long to load.';

/** The most rows one fetch asks for (the server answers up to 500). */
const MAX_ROWS_A_FETCH = 500;

interface Held {
  rows: Row[];
  next: string | null;
}

/** Pages [first, last] covering rows [firstRow, lastRow]. */
export function pagesInView(firstRow: number, lastRow: number, pageSize: number): [number, number] {
  return [Math.floor(Math.max(0, firstRow) / pageSize), Math.floor(Math.max(0, lastRow) / pageSize)];
}

/**
 * The pages wanted for a view: the view's pages first, then the prefetch nearest-first; none past the end. A
 * prefetch page is wanted once the view is within `margin` rows of it (default: always), so that a query the
 * user is only passing through (a sort clicked, then another) does not cost the server its second page too.
 */
export function wantedPages(firstRow: number, lastRow: number, total: number | null, pageSize: number, prefetch: number, margin = Number.POSITIVE_INFINITY): number[] {
  const [first, last] = pagesInView(firstRow, lastRow, pageSize);
  const lastPage = total === null ? Number.POSITIVE_INFINITY : Math.max(0, Math.ceil(total / pageSize) - 1);
  const out: number[] = [];
  for (let p = first; p <= Math.min(last, lastPage); p++) out.push(p);
  for (let d = 1; d <= prefetch; d++) {
    const reach = margin + (d - 1) * pageSize;
    if (last + d <= lastPage && (last + d) * pageSize - Math.max(0, lastRow) <= reach) out.push(last + d);
    if (first - d >= 0 && first - d <= lastPage && Math.max(0, firstRow) - (first - d + 1) * pageSize < reach) out.push(first - d);
  }
  return out;
}

/** The held pages to drop: those further than `keep` pages from the view. */
export function pagesToDrop(held: Iterable<number>, firstRow: number, lastRow: number, pageSize: number, keep: number): number[] {
  const [first, last] = pagesInView(firstRow, lastRow, pageSize);
  return [...held].filter((p) => p < first - keep || p > last + keep);
}

/** The request for one page: keyset after the previous page when it is held, else a jump to its first row. */
export function pageRequest(page: number, pageSize: number, previous: Held | undefined): Pick<GridQuery, 'after' | 'at' | 'limit'> {
  if (page === 0) return { limit: pageSize };
  if (previous?.next) return { after: previous.next, limit: pageSize };
  return { at: page * pageSize, limit: pageSize };
}

export class GridPager {
  readonly pageSize: number;
  private readonly prefetch: number;
  private readonly keep: number;
  private readonly prefetchMargin: number;
  private readonly fetchPage: FetchPage;
  private readonly onChange: () => void;
  private readonly timeoutMs: number;
  private base: GridQuery = {};
  private generation = 0;
  private held = new Map<number, Held>();
  private inFlight = new Map<number, AbortController>();
  private view: [number, number] = [0, 0];
  /** The filtered row count; null until the first answer. */
  total: number | null = null;
  /** The last answered query's rows and total, shown (dimmed) until the new query's first answer: no flash. */
  private previous: { total: number; held: Map<number, Held> } | null = null;
  error: string | null = null;
  /** Counts changes, for React's useSyncExternalStore. */
  version = 0;
  private listeners = new Set<() => void>();

  constructor(options: PagerOptions) {
    this.fetchPage = options.fetchPage;
    this.pageSize = options.pageSize ?? 100;
    this.prefetch = options.prefetch ?? 1;
    this.keep = options.keep ?? 3;
    this.prefetchMargin = options.prefetchMargin ?? Math.floor(this.pageSize / 2);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    const onChange = options.onChange ?? (() => {});
    this.onChange = () => {
      this.version++;
      onChange();
      for (const l of this.listeners) l();
    };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** True while a page of the view is being fetched. Every fetch ends in rows, an error or an abort. */
  get loading(): boolean {
    const [first, last] = pagesInView(this.view[0], this.view[1], this.pageSize);
    for (const p of this.inFlight.keys()) if (p >= first && p <= last) return true;
    return this.total === null && this.error === null;
  }

  /** The row at a position, or undefined while its page is not held (the previous query's until an answer). */
  rowAt(index: number): Row | undefined {
    const pages = this.stale ? this.previous!.held : this.held;
    return pages.get(Math.floor(index / this.pageSize))?.rows[index % this.pageSize];
  }

  /** The row count to draw: the total, or the previous query's while the new one has no answer yet. */
  get shownTotal(): number | null {
    return this.total ?? this.previous?.total ?? null;
  }

  /** True while the rows shown are the previous query's. */
  get stale(): boolean {
    return this.total === null && this.previous !== null && this.error === null;
  }

  heldPages(): number[] {
    return [...this.held.keys()].sort((a, b) => a - b);
  }

  /** A new query (filter, sort, search, columns): everything held or asked for belongs to the old one. */
  setQuery(query: GridQuery): void {
    const { after: _after, at: _at, limit: _limit, ...base } = query;
    this.base = base;
    this.generation++;
    for (const c of this.inFlight.values()) c.abort();
    this.inFlight.clear();
    if (this.total !== null) this.previous = { total: this.total, held: this.held };
    this.held = new Map();
    this.total = null;
    this.error = null;
    this.view = [0, 0];
    this.request();
    this.onChange();
  }

  /** The rows in view moved (scrolling, a jump): fetch what is missing, abort and drop what is far. */
  setView(firstRow: number, lastRow: number): void {
    if (firstRow === this.view[0] && lastRow === this.view[1]) return;
    this.view = [firstRow, lastRow];
    for (const p of pagesToDrop(this.held.keys(), firstRow, lastRow, this.pageSize, this.keep)) this.held.delete(p);
    // What is already asked for goes on while it is within the prefetch (margin or not: no churn on a small move back).
    const wanted = new Set(wantedPages(firstRow, lastRow, this.total, this.pageSize, this.prefetch));
    // A fetch may carry several pages (a jump): it is aborted when none of them is wanted any more.
    const stillWanted = new Set<AbortController>();
    for (const [p, c] of this.inFlight) if (wanted.has(p)) stillWanted.add(c);
    for (const [p, c] of this.inFlight) {
      if (!stillWanted.has(c)) {
        c.abort();
        this.inFlight.delete(p);
      }
    }
    this.request();
    this.onChange();
  }

  /** After an error: ask again for the view. */
  retry(): void {
    this.error = null;
    this.request();
    this.onChange();
  }

  /** Stop every fetch (the grid unmounts). */
  dispose(): void {
    this.generation++;
    for (const c of this.inFlight.values()) c.abort();
    this.inFlight.clear();
  }

  private request(): void {
    if (this.error) return;
    const [first, last] = pagesInView(this.view[0], this.view[1], this.pageSize);
    for (const p of wantedPages(this.view[0], this.view[1], this.total, this.pageSize, this.prefetch, this.prefetchMargin)) {
      if (this.held.has(p) || this.inFlight.has(p)) continue;
      const inView = p >= first && p <= last;
      // The prefetch waits for the view's rows (after a jump they would share the server with them), and a
      // prefetch page for the page before it, so that it can follow it by keyset rather than by position.
      if (!inView && this.viewInFlight(first, last)) continue;
      if (!inView && p > 0 && !this.held.has(p - 1) && this.inFlight.has(p - 1)) continue;
      // Until the total is known only the first page of the view is asked for.
      if (this.total === null && this.inFlight.size > 0) break;
      // A page asked for by position (a jump) brings the view's next pages in the same answer: one query
      // walks to the position once, where a query a page would each walk there, side by side.
      let count = 1;
      if (inView && !this.held.get(p - 1)?.next) {
        while (p + count <= last && this.pageSize * (count + 1) <= MAX_ROWS_A_FETCH && !this.held.has(p + count) && !this.inFlight.has(p + count)) count++;
      }
      this.fetch(p, count);
    }
  }

  private viewInFlight(first: number, last: number): boolean {
    for (let p = first; p <= last; p++) if (this.inFlight.has(p)) return true;
    return false;
  }

  private fetch(page: number, count = 1): void {
    const controller = new AbortController();
    const generation = this.generation;
    for (let i = 0; i < count; i++) this.inFlight.set(page + i, controller);
    const query: GridQuery = { ...this.base, ...pageRequest(page, this.pageSize, this.held.get(page - 1)), limit: this.pageSize * count };
    const current = () => generation === this.generation && this.inFlight.get(page) === controller;
    const fail = (message: string) => {
      this.inFlight.delete(page);
      for (const c of this.inFlight.values()) c.abort();
      this.inFlight.clear();
      this.error = message;
      this.previous = null;
      this.onChange();
    };
    const timer = setTimeout(() => {
      if (!current()) return;
      controller.abort();
      fail(TIMEOUT_MESSAGE);
    }, this.timeoutMs);
    this.fetchPage(query, controller.signal).then(
      (answer) => {
        clearTimeout(timer);
        if (!current() || controller.signal.aborted) return;
        for (let i = 0; i < count; i++) if (this.inFlight.get(page + i) === controller) this.inFlight.delete(page + i);
        this.total = answer.total;
        this.previous = null;
        // Held by page; only the last page of the answer knows the cursor of what follows.
        const at = Math.floor(answer.at / this.pageSize);
        const pages = Math.max(1, Math.ceil(answer.rows.length / this.pageSize));
        for (let i = 0; i < pages; i++) {
          const rows = pages === 1 ? answer.rows : answer.rows.slice(i * this.pageSize, (i + 1) * this.pageSize);
          this.held.set(at + i, { rows, next: i === pages - 1 ? answer.next : null });
        }
        this.request();
        this.onChange();
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!current() || controller.signal.aborted) return;
        fail(error instanceof Error && error.message ? error.message : 'The rows could not be loaded.');
      },
    );
  }
}
