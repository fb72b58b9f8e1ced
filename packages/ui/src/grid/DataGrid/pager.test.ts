import { describe, expect, it, vi } from 'vitest';
import type { GridPage, GridQuery } from '../query';
import { GridPager, pageRequest, pagesToDrop, TIMEOUT_MESSAGE, wantedPages, type Row } from './pager';

/** A fetchPage whose answers the test releases by hand, recording every query and its signal. */
function manualServer(total: number) {
  const calls: { query: GridQuery; signal: AbortSignal; resolve(page?: Partial<GridPage<Row>>): void; reject(e: Error): void }[] = [];
  const fetchPage = (query: GridQuery, signal: AbortSignal) =>
    new Promise<GridPage<Row>>((res, rej) => {
      const at = query.at ?? (query.after ? Number(query.after) : 0);
      const limit = query.limit ?? 100;
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - at)) }, (_, i) => ({ id: at + i, q: query.search ?? '' }));
      calls.push({
        query,
        signal,
        resolve: (page) => res({ rows, total, at, next: at + limit < total ? String(at + limit) : null, ...page }),
        reject: rej,
      });
    });
  return { calls, fetchPage };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('paging rules', () => {
  it('wants the pages of the view, then the prefetch nearest first, none past the end', () => {
    expect(wantedPages(250, 270, 1000, 100, 1)).toEqual([2, 3, 1]);
    expect(wantedPages(0, 20, 1000, 100, 2)).toEqual([0, 1, 2]);
    expect(wantedPages(950, 999, 1000, 100, 1)).toEqual([9, 8]);
    expect(wantedPages(195, 205, null, 100, 0)).toEqual([1, 2]);
  });

  it('wants a prefetch page only once the view comes within the margin of it', () => {
    expect(wantedPages(0, 20, 1000, 100, 1, 50)).toEqual([0]);
    expect(wantedPages(30, 55, 1000, 100, 1, 50)).toEqual([0, 1]);
    expect(wantedPages(260, 270, 1000, 100, 1, 50)).toEqual([2, 3]);
    expect(wantedPages(230, 240, 1000, 100, 1, 50)).toEqual([2, 1]);
  });

  it('drops the pages further than `keep` from the view', () => {
    expect(pagesToDrop([0, 1, 5, 6, 7, 9, 12], 600, 620, 100, 2)).toEqual([0, 1, 9, 12]);
  });

  it('asks by keyset after a held page, by position otherwise, and the first page plainly', () => {
    expect(pageRequest(0, 100, undefined)).toEqual({ limit: 100 });
    expect(pageRequest(3, 100, { rows: [], next: 'c3' })).toEqual({ after: 'c3', limit: 100 });
    expect(pageRequest(9000, 100, undefined)).toEqual({ at: 900_000, limit: 100 });
    expect(pageRequest(4, 100, { rows: [], next: null })).toEqual({ at: 400, limit: 100 });
  });
});

describe('GridPager', () => {
  it('fetches the first page, then the next page by keyset; rows come by position', async () => {
    const server = manualServer(1_000_000);
    const pager = new GridPager({ fetchPage: server.fetchPage, pageSize: 100, prefetch: 1 });
    pager.setQuery({ search: 'x', at: 5, after: 'stale' });
    expect(server.calls.map((c) => c.query)).toEqual([{ search: 'x', limit: 100 }]);
    expect(pager.loading).toBe(true);
    server.calls[0]!.resolve();
    await settle();
    expect(pager.total).toBe(1_000_000);
    expect(pager.loading).toBe(false);
    expect(pager.rowAt(42)).toEqual({ id: 42, q: 'x' });
    // No prefetch while the view is far from the page's end; then the next page follows page 0 by its cursor.
    expect(server.calls).toHaveLength(1);
    pager.setView(30, 55);
    expect(server.calls[1]!.query).toEqual({ search: 'x', after: '100', limit: 100 });
  });

  it('a jump asks by position (`at`), aborts the fetches no longer wanted and drops far pages', async () => {
    const server = manualServer(1_000_000);
    const pager = new GridPager({ fetchPage: server.fetchPage, pageSize: 100, prefetch: 1, keep: 2 });
    pager.setQuery({});
    server.calls[0]!.resolve();
    await settle();
    pager.setView(40, 60);
    const prefetch = server.calls[1]!;
    pager.setView(900_040, 900_060);
    expect(prefetch.signal.aborted).toBe(true);
    const jump = server.calls.find((c) => c.query.at === 900_000);
    expect(jump?.query).toEqual({ at: 900_000, limit: 100 });
    expect(pager.heldPages()).toEqual([]);
    expect(pager.loading).toBe(true);
    jump!.resolve();
    await settle();
    expect(pager.rowAt(900_010)).toEqual({ id: 900_010, q: '' });
    expect(pager.loading).toBe(false);
    // Its neighbours: the one after by keyset, the one before by position.
    expect(server.calls.some((c) => c.query.after === '900100')).toBe(true);
    expect(server.calls.some((c) => c.query.at === 899_900)).toBe(true);
  });

  it('a jump whose view spans two pages asks for both in one query, and prefetches only once they are answered', async () => {
    const server = manualServer(1_000_000);
    const pager = new GridPager({ fetchPage: server.fetchPage, pageSize: 100, prefetch: 1 });
    pager.setQuery({});
    server.calls[0]!.resolve();
    await settle();
    const before = server.calls.length;
    pager.setView(900_240, 900_350);
    // One query from row 900,200 for pages 9002 and 9003; nothing else while it runs (not the page before, by position).
    expect(server.calls.slice(before).map((c) => c.query)).toEqual([{ at: 900_200, limit: 200 }]);
    expect(pager.loading).toBe(true);
    server.calls.at(-1)!.resolve();
    await settle();
    expect(pager.loading).toBe(false);
    expect(pager.heldPages()).toEqual([9002, 9003]);
    expect(pager.rowAt(900_299)).toEqual({ id: 900_299, q: '' });
    expect(pager.rowAt(900_300)).toEqual({ id: 900_300, q: '' });
    // Then the prefetch: after the answer's last page by its cursor, the page before by position.
    expect(server.calls.slice(before + 1).map((c) => c.query)).toEqual([
      { after: '900400', limit: 100 },
      { at: 900_100, limit: 100 },
    ]);
  });

  it('a fetch of two pages goes on while one of them is still in view, and is aborted when neither is', () => {
    const server = manualServer(1_000_000);
    const pager = new GridPager({ fetchPage: server.fetchPage, pageSize: 100, prefetch: 0 });
    pager.setQuery({});
    pager.setView(500_090, 500_110);
    const both = server.calls.find((c) => c.query.at === 500_000)!;
    expect(both.query.limit).toBe(200);
    pager.setView(500_120, 500_140);
    expect(both.signal.aborted).toBe(false);
    expect(pager.loading).toBe(true);
    pager.setView(700_000, 700_020);
    expect(both.signal.aborted).toBe(true);
    expect(server.calls.at(-1)!.query).toEqual({ at: 700_000, limit: 100 });
  });

  it('an answer to an older query never paints over the newer one', async () => {
    const server = manualServer(500);
    const pager = new GridPager({ fetchPage: server.fetchPage, pageSize: 100 });
    pager.setQuery({ search: 'old' });
    const old = server.calls[0]!;
    pager.setQuery({ search: 'new' });
    expect(old.signal.aborted).toBe(true);
    server.calls[1]!.resolve();
    await settle();
    // The old server ignores the abort and answers late, with another total.
    old.resolve({ total: 7, rows: [{ id: 0, q: 'old' }] });
    await settle();
    expect(pager.total).toBe(500);
    expect(pager.rowAt(0)).toEqual({ id: 0, q: 'new' });
  });

  it('a failure ends the loading with the message; Retry asks again', async () => {
    const server = manualServer(500);
    const pager = new GridPager({ fetchPage: server.fetchPage, pageSize: 100 });
    pager.setQuery({});
    server.calls[0]!.reject(new Error('The server did not answer.'));
    await settle();
    expect(pager.error).toBe('The server did not answer.');
    expect(pager.loading).toBe(false);
    pager.retry();
    expect(pager.error).toBeNull();
    expect(server.calls).toHaveLength(2);
    server.calls[1]!.resolve();
    await settle();
    expect(pager.rowAt(0)).toEqual({ id: 0, q: '' });
  });

  it('an empty result is an answer, not a load that never ends', async () => {
    const server = manualServer(0);
    const pager = new GridPager({ fetchPage: server.fetchPage });
    pager.setQuery({ search: 'nothing' });
    server.calls[0]!.resolve();
    await settle();
    expect(pager.total).toBe(0);
    expect(pager.loading).toBe(false);
    expect(server.calls).toHaveLength(1);
  });

  it('dispose aborts what is in flight', () => {
    const server = manualServer(500);
    const pager = new GridPager({ fetchPage: server.fetchPage });
    pager.setQuery({});
    pager.dispose();
    expect(server.calls[0]!.signal.aborted).toBe(true);
  });

  it('a page that never answers ends in an error, not an endless load', () => {
    vi.useFakeTimers();
    try {
      const server = manualServer(500);
      const pager = new GridPager({ fetchPage: server.fetchPage, timeoutMs: 1000 });
      pager.setQuery({});
      vi.advanceTimersByTime(999);
      expect(pager.loading).toBe(true);
      vi.advanceTimersByTime(1);
      expect(pager.error).toBe(TIMEOUT_MESSAGE);
      expect(pager.loading).toBe(false);
      expect(server.calls[0]!.signal.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the previous query's rows, marked stale, until the new query's first answer", async () => {
    const server = manualServer(500);
    const pager = new GridPager({ fetchPage: server.fetchPage, pageSize: 100, prefetch: 0 });
    pager.setQuery({ search: 'old' });
    expect(pager.shownTotal).toBeNull();
    server.calls[0]!.resolve();
    await settle();
    pager.setQuery({ search: 'new' });
    expect(pager.stale).toBe(true);
    expect(pager.loading).toBe(true);
    expect(pager.shownTotal).toBe(500);
    expect(pager.rowAt(1)).toEqual({ id: 1, q: 'old' });
    server.calls.at(-1)!.resolve({ total: 3 });
    await settle();
    expect(pager.stale).toBe(false);
    expect(pager.shownTotal).toBe(3);
    expect(pager.rowAt(1)).toEqual({ id: 1, q: 'new' });
  });
});
