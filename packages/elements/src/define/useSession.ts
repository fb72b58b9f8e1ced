/**
 * Read the shared session store from a component: a thin useSyncExternalStore binding over core's
 * zustand/vanilla store (the zustand pattern, without zustand's React entry).
 * The selector must return a stable value (a field of the state, not a new object).
 */
import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from '@fiu/core/session/store';

const identity = (s: SessionState): SessionState => s;

export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector: (state: SessionState) => T = identity as never): T {
  const get = (): T => selector(sessionStore.getState());
  return useSyncExternalStore(sessionStore.subscribe, get, get);
}
