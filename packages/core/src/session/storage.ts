/**
 * Storage access, injectable and guarded. Core never reads `localStorage` at import time, and reading the
 * global can throw (sandboxed iframes, disabled cookies), so every access goes through these helpers.
 */
import { getSharedCore, type StorageLike, type Timers } from '../core.js';

export type { StorageLike, Timers };

/** Keys core writes. The token lives only under `session` in sessionStorage (standalone mode). */
export const STORAGE_KEYS = {
  /** localStorage: the organisation domain chosen on the authorization screen. */
  domain: 'fiu.domain',
  /** localStorage: the organisation object, so the top bar has its name after a reload. */
  organisation: 'fiu.organisation',
  /** localStorage: the signed-in user WITHOUT token and session (saved at sign-in, before landing). */
  user: 'fiu.user',
  /** sessionStorage: {token, session} for this tab only. */
  session: 'fiu.session',
  /** sessionStorage: {id, expires} of the pending sign-in attempt (not a credential; the e-mailed key is). */
  attempt: 'fiu.attempt',
} as const;

/** Use this storage instead of `globalThis.localStorage`; `null` = no storage; `undefined` = the global. */
export function setStorage(storage: StorageLike | null | undefined): void {
  getSharedCore().storage.local = storage;
}

/** Use this storage instead of `globalThis.sessionStorage`; `null` = no storage; `undefined` = the global. */
export function setSessionStorage(storage: StorageLike | null | undefined): void {
  getSharedCore().storage.session = storage;
}

/** Use these timers instead of the global setTimeout/clearTimeout (tests, non-browser hosts). */
export function setTimers(timers: Timers | undefined): void {
  getSharedCore().timers = timers;
}

export function getTimers(): Timers {
  return getSharedCore().timers ?? { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as never) };
}

function globalStorage(name: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    const s = (globalThis as Record<string, unknown>)[name] as StorageLike | undefined;
    return s && typeof s.getItem === 'function' ? s : null;
  } catch {
    return null; // SecurityError in sandboxed frames
  }
}

export function localStore(): StorageLike | null {
  const injected = getSharedCore().storage.local;
  return injected === undefined ? globalStorage('localStorage') : injected;
}

export function tabStore(): StorageLike | null {
  const injected = getSharedCore().storage.session;
  return injected === undefined ? globalStorage('sessionStorage') : injected;
}

export function readItem(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readJson(storage: StorageLike | null, key: string): unknown {
  const text = readItem(storage, key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeItem(storage: StorageLike | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the session still works in memory.
  }
}

export function removeItem(storage: StorageLike | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // ignore, as above
  }
}
