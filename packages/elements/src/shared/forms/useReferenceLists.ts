/**
 * The national reference lists (referenceLists.ts), loaded on demand: the first form that needs them starts
 * the download, every later one gets them at once. Until they arrive (null) a select offers only the record's
 * saved value, which bind.select keeps visible, and says it is loading.
 */
import { useEffect, useState } from 'react';
import type { ReferenceLists } from './referenceLists';

export type { ReferenceLists };

let loaded: ReferenceLists | null = null;
let pending: Promise<ReferenceLists> | null = null;

/** Starts (once) the download of the lists; a failed one may be tried again. */
export function loadReferenceLists(): Promise<ReferenceLists> {
  pending ??= import('./referenceLists').then(
    (m) => (loaded = m.default),
    (error: unknown) => {
      pending = null; // a later attempt may work (the connection came back)
      throw error;
    },
  );
  return pending;
}

export interface ReferenceListsState {
  /** null while they load (or when they could not be loaded) */
  lists: ReferenceLists | null;
  failed: boolean;
}

export function useReferenceLists(): ReferenceListsState {
  const [lists, setLists] = useState<ReferenceLists | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (lists) return undefined;
    let live = true;
    loadReferenceLists().then(
      (l) => live && setLists(l),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [lists]);
  return { lists, failed };
}

/** What a reference-list select says in place of its choices while they load or when they failed. */
export const LOADING_TEXT = 'Loading…';
export const FAILED_TEXT = 'The list could not be loaded. Check the connection and reload the page.';

/** The props of a reference-list select that tell its state: its placeholder, or 'Loading…', busy, or the failure. */
export function listSelectProps(state: ReferenceListsState, placeholder: string): { placeholder: string; 'aria-busy'?: true; hint?: string } {
  if (state.lists) return { placeholder };
  return state.failed ? { placeholder, hint: FAILED_TEXT } : { placeholder: LOADING_TEXT, 'aria-busy': true };
}
