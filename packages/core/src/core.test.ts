import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { SlotKey } from './core.js';

const KEY = Symbol.for('fiu.core@1');
type Copy = typeof import('./index.js');

/** A fresh module graph: what a second bundle copy on the same page is. */
async function loadCopy(): Promise<Copy> {
  vi.resetModules();
  return import('./index.js');
}

afterEach(async () => {
  (await import('./core.js')).resetSharedCore();
});

describe('shared core', () => {
  it('lives at globalThis[Symbol.for("fiu.core@1")] and holds version, config, store and listeners', async () => {
    const a = await loadCopy();
    const core = a.getSharedCore();
    expect((globalThis as Record<symbol, unknown>)[KEY]).toBe(core);
    expect(core.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(core.sessionStore).toBe(a.sessionStore);
    expect(core.listeners).toBeInstanceOf(Set);
    expect(Object.keys(globalThis)).not.toContain(String(KEY)); // not enumerable
  });

  it('two independent module instances share one store and one config', async () => {
    const a = await loadCopy();
    const b = await loadCopy();
    expect(a.configure).not.toBe(b.configure); // really two copies of the code
    expect(a.sessionStore).toBe(b.sessionStore);

    a.configure({ apiBase: 'https://fiu.example', unitCode: 'nfiu' });
    expect(b.getConfig().apiBase).toBe('https://fiu.example');
    expect(b.getConfig().unitCode).toBe('nfiu');

    const seen: string[] = [];
    b.onSessionEvent((e) => seen.push(e.type));
    a.signIn({
      _id: 'u1', username: 'ana', name: 'Ana', email: 'ana@x.ng', role: 'fiu', domain: 'fiu',
      active: true, permissions: [], token: 'tok', session: 'ses',
    });
    expect(b.sessionStore.getState().user?.username).toBe('ana');
    b.signOut('expired');
    expect(a.sessionStore.getState().status).toBe('expired');
    expect(seen).toEqual(['signed-in', 'session-expired']);
  });

  it('the first copy wins: a later copy adopts the existing core instead of replacing it', async () => {
    delete (globalThis as Record<symbol, unknown>)[KEY];
    const a = await loadCopy();
    const first = a.getSharedCore();
    a.sessionStore.setState({ domain: 'efcc' });
    const b = await loadCopy();
    expect(b.getSharedCore()).toBe(first);
    expect(b.sessionStore.getState().domain).toBe('efcc');
    // A stray script cannot swap the page's core.
    expect(() => {
      (globalThis as Record<symbol, unknown>)[KEY] = {};
    }).toThrow(TypeError);
    expect(b.getSharedCore()).toBe(first);
  });
});

/**
 * The core object exactly as the first published copy of the bundle (0.1.0) made it: per-feature state in
 * one `memory` bag, no slots. A page may hold such a copy beside this one (two script tags); whichever came
 * first made the core, and the other must work with it.
 */
function olderCore(): Record<string, unknown> {
  const sessionStore = createStore<import('./session/types.js').SessionState>()(() => ({
    user: null, token: null, session: null, domain: null, organisation: null, status: 'anonymous',
  }));
  const listeners = new Set<(e: unknown) => void>();
  const memory = { attempt: null, userSaveTimer: undefined, exchange: null, usedTickets: new Set(), restoring: false };
  sessionStore.subscribe((state, prev) => {
    if (state.status === 'signed-in' && state.user && prev.status !== 'signed-in') {
      for (const l of [...listeners]) l({ type: 'signed-in', user: state.user, restored: memory.restoring });
    }
  });
  return { version: '0.1.0', config: {}, sessionStore, listeners, storage: { local: undefined, session: undefined }, timers: undefined, fetch: undefined, memory };
}

describe('two bundle versions on one page', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[KEY];
  });

  it('this copy works on a core an older copy (0.1.0) made: every feature finds or makes its own slot', async () => {
    delete (globalThis as Record<symbol, unknown>)[KEY];
    const old = olderCore();
    Object.defineProperty(globalThis, KEY, { value: old, enumerable: false, configurable: true, writable: false });
    const shapeBefore = Object.keys(old);

    const b = await loadCopy();
    expect(b.getSharedCore()).toBe(old);
    const local = b.createMemoryStorage();
    const tab = b.createMemoryStorage();
    b.setStorage(local);
    b.setSessionStorage(tab);
    b.configure({ apiBase: 'https://fiu.example' });

    // The inactivity clock (its per-page bookkeeping was added after 0.1.0 without a new version: it threw).
    const target = new EventTarget();
    const stop = b.startInactivityLogout({ target, timeoutMs: 1000 });
    expect(typeof stop).toBe('function');
    stop();

    // The pending sign-in attempt.
    const attempt = await import('./session/attempt.js');
    attempt.rememberAttempt('att-1');
    expect(b.pendingAttempt()).toBe('att-1');

    // Sign-in saves the user at once; a restored session says so to the older copy's subscription too.
    const events: unknown[] = [];
    b.onSessionEvent((e) => events.push(e));
    b.signIn({ _id: 'u1', username: 'ana', name: 'Ana', email: 'ana@x.ng', role: 'fiu', domain: 'fiu', active: true, permissions: [], token: 'tok', session: 'ses' });
    expect(local.data.has('fiu.user')).toBe(true);
    b.sessionStore.setState({ user: null, token: null, session: null, status: 'anonymous' });
    expect(b.restoreSession()).toBe(true);
    expect(events).toMatchObject([{ type: 'signed-in', restored: false }, { type: 'signed-in', restored: true }]);

    // The older copy's own shape is untouched: the slots are extra keys, each named with its version.
    expect(Object.keys(old).slice(0, shapeBefore.length)).toEqual(shapeBefore);
    expect(b.getSharedCore().sessionStore).toBe(old.sessionStore);
    const added = Object.keys(old).filter((k) => !shapeBefore.includes(k));
    expect(added.length).toBeGreaterThanOrEqual(3);
    for (const key of added) expect(key).toMatch(/^[a-z-]+@\d+$/);
  });

  it('two copies of this version share each slot; a new shape version is a new slot', async () => {
    delete (globalThis as Record<symbol, unknown>)[KEY];
    const a = await loadCopy();
    const b = await loadCopy();
    const made = a.coreSlot('example-feature@1', () => ({ n: 1 }));
    expect(b.coreSlot('example-feature@1', () => ({ n: 2 }))).toBe(made);
    expect(b.coreSlot('example-feature@2', () => ({ n: 2 }))).not.toBe(made);
    // @ts-expect-error a slot key names its version
    const unversioned: SlotKey = 'unversioned';
    expect(unversioned).toBe('unversioned');
    // The core's own keys are its shape and versioned slots, nothing else: no per-feature bag.
    const own = Object.keys(a.getSharedCore()).filter((k) => !/@\d+$/.test(k));
    expect(own.sort()).toEqual(['config', 'fetch', 'listeners', 'sessionStore', 'storage', 'timers', 'version']);
    a.resetSharedCore();
    expect(b.coreSlot('example-feature@1', () => ({ n: 3 }))).toEqual({ n: 3 });
  });
});
