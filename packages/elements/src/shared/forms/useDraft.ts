/**
 * Unsaved form drafts (issue 3, "Nothing lost": an unsaved form survives a page reload).
 *
 * A draft is the form's values, kept in this tab's sessionStorage (core's injectable tab store) under
 * `fiu.draft.<user id>.<kind>.<id|new>`, written ~500 ms after the last change and at once when the page is hidden
 * (a reload). Only in standalone mode: an embedded (investigate) element writes nothing to the host page's
 * storage (SECURITY.md promise 3). A draft never holds a credential: the write is refused if the text
 * contains the session token. The key carries the signed-in user's id, so at a shared desk the next person
 * to sign in within the same tab never sees another user's unsaved record.
 */
import { useCallback, useEffect, useRef } from 'react';
import { getConfig } from '@fiu/core/config';
import { sessionStore } from '@fiu/core/session/store';
import { tabStore } from '@fiu/core/session/storage';

export const DRAFT_DELAY_MS = 500;
// 2: the draft is the record itself (the subject form kept {record, photo} under version 1).
const VERSION = 2;

interface Envelope<T> {
  v: number;
  /** When it was written (ISO). */
  at: string;
  data: T;
}

export interface Draft<T> {
  at: string;
  data: T;
}

/** 'fiu.draft.<user>.subject.new', 'fiu.draft.<user>.subject.<id>' for the signed-in user. */
export const draftKey = (kind: string, id: string | null | undefined): string =>
  `fiu.draft.${sessionStore.getState().user?._id ?? 'anonymous'}.${kind}.${id || 'new'}`;

/** Drafts are kept only in standalone mode (never in a host page's storage). */
export const draftsAllowed = (mode?: string): boolean => (mode || getConfig().mode) !== 'investigate';

export function readDraft<T>(key: string, mode?: string): Draft<T> | null {
  if (!draftsAllowed(mode)) return null;
  try {
    const text = tabStore()?.getItem(key);
    if (!text) return null;
    const parsed = JSON.parse(text) as Envelope<T>;
    if (parsed?.v !== VERSION || typeof parsed.data !== 'object' || parsed.data === null) return null;
    return { at: String(parsed.at), data: parsed.data };
  } catch {
    return null;
  }
}

export function removeDraft(key: string, mode?: string): void {
  if (!draftsAllowed(mode)) return;
  try {
    tabStore()?.removeItem(key);
  } catch {
    /* storage unavailable: nothing to remove */
  }
}

/**
 * Writes one draft. When the text does not fit (quota), `shrink` may give a smaller form of the data
 * (e.g. without photo and attachment files) that is tried once. Returns whether a draft was written.
 */
export function writeDraft<T>(key: string, data: T, opts: { mode?: string; shrink?: (data: T) => T } = {}): boolean {
  if (!draftsAllowed(opts.mode)) return false;
  const store = tabStore();
  if (!store) return false;
  const token = sessionStore.getState().token;
  const attempt = (d: T): boolean => {
    const text = JSON.stringify({ v: VERSION, at: new Date().toISOString(), data: d } satisfies Envelope<T>);
    if (token && text.includes(token)) return false;
    try {
      store.setItem(key, text);
      return true;
    } catch {
      return false;
    }
  };
  return attempt(data) || (opts.shrink ? attempt(opts.shrink(data)) : false);
}

export interface UseDraftOptions<T> {
  /** False: read and write nothing (investigate mode, a read-only form, before the record has loaded). */
  enabled: boolean;
  /** Whether the form differs from what was loaded: a clean form keeps no draft. */
  dirty: boolean;
  mode?: string;
  delayMs?: number;
  shrink?: (data: T) => T;
}

/**
 * Keeps `value` as the draft under `key` while the form is dirty; removes it when the form is clean again.
 * Returns `clear()`, for after a successful save (it also stops a pending write).
 */
export function useDraft<T>(key: string, value: T, { enabled, dirty, mode, delayMs = DRAFT_DELAY_MS, shrink }: UseDraftOptions<T>): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<(() => void) | null>(null);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const run = pending.current;
    pending.current = null;
    run?.();
  }, []);

  useEffect(() => {
    if (!enabled) return;
    pending.current = dirty ? () => void writeDraft(key, value, { mode, shrink }) : () => removeDraft(key, mode);
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, delayMs);
  }, [key, value, enabled, dirty, mode, delayMs, shrink, flush]);

  // A reload or a closed tab must not lose the last half second of typing; nor must unmounting.
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    removeDraft(key, mode);
  }, [key, mode]);
}
