/**
 * `use-sync-external-store/shim/with-selector` as an ES module over the host React's useSyncExternalStore, for
 * the script-tag build (tsup.script.ts aliases the package here). The package itself is CommonJS that
 * `require('react')`s: in the preact build that turned preact/compat into one CommonJS-wrapped namespace, kept
 * whole in the shared chunk of every screen (+1.7 KB gzip) and its CommonJS helpers in the loader. TanStack
 * Table's store (@tanstack/react-store) is its one user.
 *
 * Same algorithm as React's own (MIT, facebook/react packages/use-sync-external-store/src/useSyncExternalStoreWithSelector.js):
 * the selection is memoised on the snapshot, and an equal selection (isEqual) keeps the previous object.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instRef = useRef<{ hasValue: boolean; value: Selection | null } | null>(null);
  if (instRef.current === null) instRef.current = { hasValue: false, value: null };
  const inst = instRef.current;

  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoSnapshot: Snapshot;
    let memoSelection: Selection;
    const select = (next: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoSnapshot = next;
        const selection = selector(next);
        if (isEqual !== undefined && inst.hasValue && isEqual(inst.value as Selection, selection)) {
          memoSelection = inst.value as Selection;
          return memoSelection;
        }
        memoSelection = selection;
        return selection;
      }
      if (Object.is(memoSnapshot, next)) return memoSelection;
      const selection = selector(next);
      memoSnapshot = next;
      if (isEqual !== undefined && isEqual(memoSelection, selection)) return memoSelection;
      memoSelection = selection;
      return selection;
    };
    const server = getServerSnapshot ? () => select(getServerSnapshot()) : undefined;
    return [() => select(getSnapshot()), server] as const;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- inst is this hook's own object (a ref), read when selecting
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- inst is this hook's own object (a ref)
  }, [value]);
  return value;
}
