/**
 * One analysis tab's data: loads when the tab mounts and again whenever its key (subjects, period, options)
 * changes; a newer load aborts the older one. Loading and failure are states the tab shows (issue 10 item 7:
 * the old product left its spinner on after a network failure), and `retry` tries again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverText } from '../errors';

export type TabData<T> =
  | { status: 'loading'; data: T | null; error: null; retry(): void }
  | { status: 'ready'; data: T; error: null; retry(): void }
  | { status: 'failed'; data: T | null; error: string; retry(): void };

export function useTabData<T>(load: (signal: AbortSignal) => Promise<T>, key: string, enabled = true): TabData<T> {
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'failed'; data: T | null; error: string | null }>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) return undefined;
    const ctrl = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data, error: null }));
    loadRef.current(ctrl.signal).then(
      (data) => !ctrl.signal.aborted && setState({ status: 'ready', data, error: null }),
      (e: unknown) => !ctrl.signal.aborted && setState((s) => ({ status: 'failed', data: s.data, error: serverText(e) })),
    );
    return () => ctrl.abort();
  }, [key, attempt, enabled]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, retry } as TabData<T>;
}
