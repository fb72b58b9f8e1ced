import { useEffect, useRef } from 'react';

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
