/**
 * The one shared core per page.
 *
 * Host pages do load the SDK twice (two script tags, an npm copy beside the script-tag build). Every copy
 * must see the same session, so the state lives on a well-known global key and the first copy to arrive
 * creates it; later copies adopt it. The `@1` in the key is the shape version of this object: a copy that
 * needs a different shape must use a new key rather than break an older copy.
 *
 * Nothing here touches the DOM or storage: creating the core only allocates objects.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FiuConfig } from './config.js';
import type { SessionEvent, SessionListener, SessionState } from './session/store.js';

export const CORE_KEY: unique symbol = Symbol.for('fiu.core@1') as never;
export const CORE_VERSION = '0.1.0';

/** The subset of the Web Storage API that core uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** setTimeout/clearTimeout, injectable so tests and non-browser hosts control time. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SharedCore {
  version: string;
  /** Settings given to configure(); getConfig() fills in the defaults. */
  config: Partial<FiuConfig>;
  sessionStore: StoreApi<SessionState>;
  /** Session event listeners (signed-in, signed-out, session-expired), fed by one store subscription. */
  listeners: Set<SessionListener>;
  /** Injected storage; `undefined` means "use the global one if there is one", `null` means "none". */
  storage: { local: StorageLike | null | undefined; session: StorageLike | null | undefined };
  /** Injected timers; `undefined` means the global setTimeout/clearTimeout. */
  timers: Timers | undefined;
  /** Injected fetch for the API client; `undefined` means the global fetch. */
  fetch: typeof globalThis.fetch | undefined;
  /** In-memory secrets and bookkeeping that must never reach storage. */
  memory: {
    /** Attempt id returned by POST /api/login/2factor, sent back as the `Attempt` header. */
    attempt: string | null;
    /** Handle of the pending "save the user ~2 s after sign-in" timer. */
    userSaveTimer: unknown;
    /** Investigate-mode ticket exchange in flight (shared so parallel calls exchange once). */
    exchange: Promise<unknown> | null;
    /** Tickets already exchanged: a ticket is single use, so never send one twice. */
    usedTickets: Set<string>;
    /** True while restoreSession() writes the store, so the signed-in event says `restored`. */
    restoring: boolean;
    /** Targets that already have an inactivity logout (one per page, however many callers start it). */
    inactivityTargets: WeakSet<object>;
  };
}

export const initialSessionState = (): SessionState => ({
  user: null,
  token: null,
  session: null,
  domain: null,
  organisation: null,
  status: 'anonymous',
});

/** Translate a state change into the events elements turn into fiu-signed-in / -out / session-expired. */
export function sessionEventFor(state: SessionState, prev: SessionState, restored = false): SessionEvent | null {
  if (state.status === 'signed-in' && state.user && (prev.status !== 'signed-in' || prev.user !== state.user)) {
    return { type: 'signed-in', user: state.user, restored };
  }
  // A session may also be a bare token handed over with setToken(), without a user record.
  const hadSession = prev.status === 'signed-in' || prev.token !== null;
  const hasSession = state.status === 'signed-in' || state.token !== null;
  if (hadSession && !hasSession) return state.status === 'expired' ? { type: 'session-expired' } : { type: 'signed-out' };
  return null;
}

function createCore(): SharedCore {
  const sessionStore = createStore<SessionState>()(() => initialSessionState());
  const listeners = new Set<SessionListener>();
  const memory: SharedCore['memory'] = {
    attempt: null,
    userSaveTimer: undefined,
    exchange: null,
    usedTickets: new Set(),
    restoring: false,
    inactivityTargets: new WeakSet(),
  };
  sessionStore.subscribe((state, prev) => {
    const event = sessionEventFor(state, prev, memory.restoring);
    if (!event) return;
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One broken listener (a host page's handler) must not stop the others.
        console.error(error);
      }
    }
  });
  return {
    version: CORE_VERSION,
    config: {},
    sessionStore,
    listeners,
    storage: { local: undefined, session: undefined },
    timers: undefined,
    fetch: undefined,
    memory,
  };
}

/** The page's shared core; created by the first bundle copy that asks, adopted by every later one. */
export function getSharedCore(): SharedCore {
  const g = globalThis as unknown as Record<symbol, SharedCore | undefined>;
  let core = g[CORE_KEY];
  if (!core) {
    core = createCore();
    // Not enumerable, not writable: a later copy (or a stray script) cannot replace the page's session.
    Object.defineProperty(globalThis, CORE_KEY, { value: core, enumerable: false, configurable: true, writable: false });
  }
  return core;
}

/**
 * Put the shared core back to its first state, in place (references held by every bundle copy stay valid).
 * For tests; a page never needs it.
 */
export function resetSharedCore(): void {
  const core = getSharedCore();
  const timers = core.timers ?? globalThis;
  if (core.memory.userSaveTimer !== undefined) timers.clearTimeout(core.memory.userSaveTimer as never);
  core.config = {};
  core.storage.local = undefined;
  core.storage.session = undefined;
  core.timers = undefined;
  core.fetch = undefined;
  core.memory.attempt = null;
  core.memory.userSaveTimer = undefined;
  core.memory.exchange = null;
  core.memory.usedTickets.clear();
  core.memory.restoring = false;
  core.memory.inactivityTargets = new WeakSet();
  core.listeners.clear();
  core.sessionStore.setState(initialSessionState(), true);
}
