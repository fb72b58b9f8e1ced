/**
 * Which columns a record list shows: the user's choice from the column chooser, remembered per list in
 * localStorage ('fiu.columns.<list>', the hidden columns' ids), or the list's default. Embedded in investigate
 * mode the choice lives for the page only: elements write nothing to a host's storage (SECURITY.md §3).
 */
import { useState } from 'react';

export const columnsKey = (list: string): string => `fiu.columns.${list}`;

/** The stored choice, or null when there is none (or it is unreadable). */
export function readHidden(list: string): string[] | null {
  try {
    const raw = globalThis.localStorage?.getItem(columnsKey(list));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  } catch {
    return null;
  }
}

function writeHidden(list: string, hidden: readonly string[]): void {
  try {
    globalThis.localStorage?.setItem(columnsKey(list), JSON.stringify(hidden));
  } catch {
    // Storage full or refused (private mode): the choice holds for this page.
  }
}

export interface ColumnChoice {
  hidden: string[];
  setHidden(hidden: string[]): void;
}

export function useColumnChoice(list: string, defaultHidden: readonly string[], remember: boolean): ColumnChoice {
  const [hidden, setState] = useState<string[]>(() => (remember ? readHidden(list) : null) ?? [...defaultHidden]);
  return {
    hidden,
    setHidden(next) {
      setState(next);
      if (remember) writeHidden(list, next);
    },
  };
}
