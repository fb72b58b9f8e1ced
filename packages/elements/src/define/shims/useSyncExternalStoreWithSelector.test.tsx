// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useSyncExternalStoreWithSelector } from './useSyncExternalStoreWithSelector';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function store<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: T) {
      state = next;
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

const host = document.createElement('div');
let root = createRoot(host);
afterEach(() => {
  act(() => root.unmount());
  root = createRoot(host);
});

describe('useSyncExternalStoreWithSelector (the script build’s ES module of the shim)', () => {
  it('answers the selection, follows the store, and keeps an equal selection’s object', () => {
    const s = store({ rows: [1, 2], other: 0 });
    const seen: number[][] = [];
    const selectRows = (v: { rows: number[] }) => v.rows.filter((n) => n > 0);
    const sameRows = (a: number[], b: number[]) => a.length === b.length && a.every((n, i) => n === b[i]);
    function View() {
      seen.push(useSyncExternalStoreWithSelector(s.subscribe, s.get, undefined, selectRows, sameRows));
      return null;
    }
    act(() => root.render(<View />));
    expect(seen.at(-1)).toEqual([1, 2]);
    const first = seen.at(-1);
    act(() => s.set({ rows: [1, 2], other: 1 })); // a new snapshot, an equal selection
    expect(seen.at(-1)).toBe(first);
    act(() => s.set({ rows: [1, 2, 3], other: 1 }));
    expect(seen.at(-1)).toEqual([1, 2, 3]);
  });
});
