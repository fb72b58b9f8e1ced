/**
 * A tiny router over history.pushState: the location as an external store for React
 * (useSyncExternalStore) and a navigate() that the drawer, the shell and fiu-navigate events share.
 * Route state (e.g. the subject ids /cdr receives) travels in history.state, never in the URL.
 */
import { useSyncExternalStore } from 'react';

export interface Location {
  /** The pathname, e.g. '/dashboard'. */
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
  /** Route state given to navigate() (history.state.usr). */
  state: unknown;
}

export interface NavigateOptions {
  state?: unknown;
  /** Replace the current history entry instead of adding one (redirects). */
  replace?: boolean;
}

const listeners = new Set<() => void>();
let current: Location | null = null;

function read(): Location {
  const state = (window.history.state as { usr?: unknown } | null)?.usr;
  return { path: window.location.pathname, search: window.location.search, state: state ?? null };
}

function notify(): void {
  getLocation();
  for (const listener of [...listeners]) listener();
}

let listening = false;
function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', notify);
}

/** The location, the same object until it changes (useSyncExternalStore compares snapshots by identity). */
export function getLocation(): Location {
  const now = read();
  if (!current || current.path !== now.path || current.search !== now.search || current.state !== now.state) current = now;
  return current;
}

export function subscribeLocation(listener: () => void): () => void {
  listen();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Only same-origin absolute paths are followed: a fiu-navigate detail such as '//evil.example' or
 * 'javascript:…' is refused, so an event can never send the app off-site.
 */
export function isAppPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

export function navigate(path: string, options: NavigateOptions = {}): void {
  if (!isAppPath(path)) return;
  const here = getLocation();
  const data = { usr: options.state ?? null };
  if (options.replace || `${here.path}${here.search}` === path) window.history.replaceState(data, '', path);
  else window.history.pushState(data, '', path);
  notify();
}

/** The current location; re-renders on navigate() and on the browser's back/forward. */
export function useLocation(): Location {
  return useSyncExternalStore(subscribeLocation, getLocation);
}
