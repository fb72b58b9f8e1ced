/** The shared session store as React state (a thin useSyncExternalStore binding over core's vanilla store). */
import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from '@fiu/core';

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}
