/**
 * The one shared core per page.
 *
 * Host pages do load the SDK twice (two script tags, an npm copy beside the script-tag build). Every copy
 * must see the same session, so the state lives on a well-known global key and the first copy to arrive
 * creates it; later copies adopt it. The `@1` in the key is the shape version of this object: the fields of
 * SharedCore below are that shape, and a copy that needs a different shape must use a new key rather than
 * break an older copy.
 *
 * Per-feature state (a sign-in attempt, the investigate ticket exchange, the inactivity clock, ...) is not
 * part of that shape: each feature keeps it in a slot of its own, keyed with the feature's name and its own
 * shape version ('signin-attempt@1'), created on demand by whichever copy asks first (coreSlot). A copy
 * that meets a core created by an older copy finds the slots it needs missing and creates them; a feature
 * whose state changes shape takes a new slot number, so two versions never read each other's state wrongly.
 *
 * Nothing here touches the DOM or storage: creating the core only allocates objects. This module imports
 * only leaf type modules, so config, session and core import one another in one direction only.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FiuConfig } from './configTypes.js';
import type { SessionEvent, SessionListener, SessionState } from './session/types.js';

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

/** A slot's key: the feature's name and the shape version of its state, e.g. 'signin-attempt@1'. */
export type SlotKey = `${string}@${number}`;

const SLOT_KEY = /^[a-z][a-z0-9-]*@\d+$/;

/** The slot that says a session write comes from restoreSession() (read by the store subscription). */
export const RESTORING_SLOT = 'session-restoring@1' satisfies SlotKey;
export interface RestoringSlot {
  /** True while restoreSession() writes the store, so the signed-in event says `restored`. */
  restoring: boolean;
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
  const core: SharedCore = {
    version: CORE_VERSION,
    config: {},
    sessionStore,
    listeners,
    storage: { local: undefined, session: undefined },
    timers: undefined,
    fetch: undefined,
  };
  sessionStore.subscribe((state, prev) => {
    const restoring = (core as unknown as Record<string, RestoringSlot | undefined>)[RESTORING_SLOT]?.restoring ?? false;
    const event = sessionEventFor(state, prev, restoring);
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
  return core;
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
 * A feature's state in the shared core, created by `create` the first time any bundle copy asks. The key
 * carries the state's shape version: change the shape, change the number (the SlotKey type holds a key to
 * `name@number`; resetSharedCore drops only keys of that form).
 */
export function coreSlot<T extends object>(key: SlotKey, create: () => T): T {
  const core = getSharedCore() as unknown as Record<string, T | undefined>;
  let value = core[key];
  if (value === undefined) {
    value = create();
    core[key] = value;
  }
  return value;
}

/** The slot keys present on the page's core. */
export function coreSlotKeys(): SlotKey[] {
  return Object.getOwnPropertyNames(getSharedCore()).filter((k): k is SlotKey => SLOT_KEY.test(k));
}

/**
 * Put the shared core back to its first state, in place (references held by every bundle copy stay valid).
 * Every feature slot is dropped and made again on demand. For tests; a page never needs it.
 */
export function resetSharedCore(): void {
  const core = getSharedCore();
  core.config = {};
  core.storage.local = undefined;
  core.storage.session = undefined;
  core.timers = undefined;
  core.fetch = undefined;
  for (const key of coreSlotKeys()) delete (core as unknown as Record<string, unknown>)[key];
  core.listeners.clear();
  core.sessionStore.setState(initialSessionState(), true);
}
