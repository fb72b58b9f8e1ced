import { useCallback, useEffect, useRef } from 'react';

/** `later(fn, ms)`: a timeout that is cancelled when the component unmounts (no navigation from a gone screen). */
export function useLater(): (fn: () => void, ms: number) => void {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(
    () => () => {
      for (const t of timers.current) clearTimeout(t);
      timers.current = [];
    },
    [],
  );
  return useCallback((fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);
}
