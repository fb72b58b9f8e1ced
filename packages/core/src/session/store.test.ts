import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../config.js';
import { resetSharedCore } from '../core.js';
import type { Organisation, SignedInUser } from '../schemas/index.js';
import { createMemoryStorage, type MemoryStorage } from './memoryStorage.js';
import { setSessionStorage, setStorage, STORAGE_KEYS } from './storage.js';
import {
  clearDomain,
  currentDomain,
  DEFAULT_DOMAIN,
  onSessionEvent,
  restoreSession,
  sessionStore,
  setOrganisation,
  setToken,
  signIn,
  signOut,
  type SessionEvent,
} from './store.js';

const TOKEN = 'tok_7f3a9c2e4b1d8f6a0e5c3b2a1d9f8e7c';
const SESSION = 'ses_0a1b2c3d4e5f';
const user: SignedInUser = {
  _id: 'u1', username: 'analyst', name: 'Ada Analyst', email: 'ada@fiu.example', role: 'fiu', domain: 'fiu',
  active: true, permissions: ['can.view.ir'], token: TOKEN, session: SESSION,
};
const org: Organisation = {
  domain: 'efcc', name: 'Economic and Financial Crimes Commission', approval_status_enabled: true,
  batch_enabled: false, request_access: true, org_type: 'partner',
};

let local: MemoryStorage;
let tab: MemoryStorage;

/** Every key and value anywhere in the storage, as one text. */
const everything = (s: MemoryStorage): string => [...s.data].flat().join('\n');

beforeEach(() => {
  vi.useFakeTimers();
  local = createMemoryStorage();
  tab = createMemoryStorage();
  setStorage(local);
  setSessionStorage(tab);
});
afterEach(() => {
  resetSharedCore();
  vi.useRealTimers();
});

/** A page reload: memory is gone, storage stays. */
function reload(): void {
  sessionStore.setState({ user: null, token: null, session: null, domain: null, organisation: null, status: 'anonymous' });
}

describe('signIn (standalone)', () => {
  it('keeps token and session in memory and the tab sessionStorage, never in localStorage', () => {
    signIn(user);
    const s = sessionStore.getState();
    expect(s.status).toBe('signed-in');
    expect(s.token).toBe(TOKEN);
    expect(s.session).toBe(SESSION);
    expect(s.user).not.toHaveProperty('token');
    expect(s.user).not.toHaveProperty('session');
    expect(JSON.parse(tab.data.get(STORAGE_KEYS.session)!)).toEqual({ token: TOKEN, session: SESSION });
    expect(everything(local)).not.toContain(TOKEN);
    expect(everything(local)).not.toContain(SESSION);
  });

  it('saves the user without token and session at once, not 2 s later (docs/spec-deviations.md)', () => {
    signIn(user);
    const saved = JSON.parse(local.data.get(STORAGE_KEYS.user)!);
    const { token: _t, session: _s, ...rest } = user;
    expect(saved).toEqual(rest);
  });

  it('a reload right after sign-in (no time passes) finds the session', () => {
    signIn(user);
    reload();
    expect(restoreSession()).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ status: 'signed-in', token: TOKEN, session: SESSION });
    expect(sessionStore.getState().user?.username).toBe(user.username);
  });

  it('signing out removes the saved user', () => {
    signIn(user);
    signOut();
    expect(local.data.has(STORAGE_KEYS.user)).toBe(false);
  });

  it('refuses a user without a token', () => {
    expect(() => signIn({ ...user, token: '' })).toThrow(TypeError);
    expect(sessionStore.getState().status).toBe('anonymous');
  });
});

describe('signOut', () => {
  it('clears memory and the session entries but keeps the organisation domain', () => {
    setOrganisation(org);
    signIn(user);
    signOut('logout');
    const s = sessionStore.getState();
    expect(s).toMatchObject({ user: null, token: null, session: null, status: 'anonymous', domain: 'efcc' });
    expect(tab.data.has(STORAGE_KEYS.session)).toBe(false);
    expect(local.data.has(STORAGE_KEYS.user)).toBe(false);
    expect(local.data.get(STORAGE_KEYS.domain)).toBe('efcc');
  });

  it("'expired' marks the session expired", () => {
    signIn(user);
    signOut('expired');
    expect(sessionStore.getState().status).toBe('expired');
  });
});

describe('organisation domain', () => {
  it('defaults to the central bank domain when none is stored', () => {
    expect(DEFAULT_DOMAIN).toBe('cbn');
    expect(currentDomain()).toBe('cbn');
  });

  it('setOrganisation stores the domain (and the organisation); clearDomain removes them', () => {
    setOrganisation(org);
    expect(sessionStore.getState().organisation).toEqual(org);
    expect(local.data.get(STORAGE_KEYS.domain)).toBe('efcc');
    expect(JSON.parse(local.data.get(STORAGE_KEYS.organisation)!)).toEqual(org);
    expect(currentDomain()).toBe('efcc');
    clearDomain();
    expect(sessionStore.getState()).toMatchObject({ domain: null, organisation: null });
    expect(local.data.has(STORAGE_KEYS.domain)).toBe(false);
    expect(local.data.has(STORAGE_KEYS.organisation)).toBe(false);
    expect(currentDomain()).toBe(DEFAULT_DOMAIN);
  });

  it('a domain stored by an earlier visit is used before the default', () => {
    local.data.set(STORAGE_KEYS.domain, 'ndlea');
    expect(currentDomain()).toBe('ndlea');
  });
});

describe('restoreSession', () => {
  it('restores token and session from sessionStorage and the user from localStorage when memory lost them', () => {
    setOrganisation(org);
    signIn(user);
    reload();
    const events: SessionEvent[] = [];
    onSessionEvent((e) => events.push(e));
    expect(restoreSession()).toBe(true);
    const s = sessionStore.getState();
    expect(s).toMatchObject({ token: TOKEN, session: SESSION, status: 'signed-in', domain: 'efcc' });
    expect(s.user?.username).toBe('analyst');
    expect(s.organisation).toEqual(org);
    expect(events).toEqual([{ type: 'signed-in', user: s.user, restored: true }]);
  });

  it('stays signed out without a saved session (a new tab), and with a saved session but no user', () => {
    local.data.set(STORAGE_KEYS.user, JSON.stringify({ ...user, token: undefined, session: undefined }));
    expect(restoreSession()).toBe(false);
    expect(sessionStore.getState().status).toBe('anonymous');
    local.data.delete(STORAGE_KEYS.user);
    tab.data.set(STORAGE_KEYS.session, JSON.stringify({ token: TOKEN, session: SESSION }));
    expect(restoreSession()).toBe(false);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('ignores damaged storage', () => {
    tab.data.set(STORAGE_KEYS.session, '{not json');
    local.data.set(STORAGE_KEYS.user, '[]');
    expect(restoreSession()).toBe(false);
  });

  it('leaves a user already in memory alone', () => {
    signIn(user);
    tab.data.set(STORAGE_KEYS.session, JSON.stringify({ token: 'other', session: 'other' }));
    expect(restoreSession()).toBe(true);
    expect(sessionStore.getState().token).toBe(TOKEN);
  });
});

describe('keepTabSession: false (a host page loading the script tag)', () => {
  it('keeps the token in memory only: nothing in either storage holds it, and a reload is signed out', () => {
    configure({ keepTabSession: false });
    signIn(user);
    expect(sessionStore.getState().token).toBe(TOKEN);
    expect(everything(tab)).not.toContain(TOKEN);
    expect(everything(local)).not.toContain(TOKEN);
    expect(tab.getItem(STORAGE_KEYS.session)).toBeNull();
    // The memory goes with a reload; the saved user alone does not sign anyone in.
    sessionStore.setState({ user: null, token: null, session: null, status: 'anonymous' });
    expect(restoreSession()).toBe(false);
  });
});

describe('investigate mode (SECURITY promise 3)', () => {
  it('writes nothing to storage, and reads nothing either', () => {
    configure({ mode: 'investigate' });
    setOrganisation(org);
    signIn(user);
    expect(sessionStore.getState().token).toBe(TOKEN);
    expect(currentDomain()).toBe('efcc');
    restoreSession();
    signOut('expired');
    clearDomain();
    expect(local.calls).toEqual([]);
    expect(tab.calls).toEqual([]);
  });
});

describe('events', () => {
  it('emits signed-in, signed-out and session-expired, once per change', () => {
    const events: string[] = [];
    const off = onSessionEvent((e) => events.push(e.type));
    signIn(user);
    signOut();
    signOut(); // already signed out: no second event
    signIn(user);
    signOut('expired');
    off();
    signIn(user);
    expect(events).toEqual(['signed-in', 'signed-out', 'signed-in', 'session-expired']);
  });

  it('a token handed over with setToken ends with an event too; a second sign-in as someone else is announced', () => {
    const events: string[] = [];
    onSessionEvent((e) => events.push(e.type));
    setToken('host-token', 'host-session');
    expect(sessionStore.getState()).toMatchObject({ token: 'host-token', session: 'host-session', status: 'anonymous' });
    expect([...local.calls, ...tab.calls].filter((c) => c[0] === 'set')).toEqual([]); // memory only
    signOut('expired');
    signIn(user);
    signIn({ ...user, _id: 'u2', username: 'other' });
    expect(events).toEqual(['session-expired', 'signed-in', 'signed-in']);
  });

  it('a throwing listener does not stop the others', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    onSessionEvent(() => {
      throw new Error('host handler broke');
    });
    onSessionEvent((e) => seen.push(e.type));
    signIn(user);
    expect(seen).toEqual(['signed-in']);
    expect(spy).toHaveBeenCalled();
  });
});

describe('without injected storage', () => {
  it('works when the global storage is missing or throws on access', () => {
    setStorage(undefined);
    setSessionStorage(undefined);
    const desc = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(() => {
        setOrganisation(org);
        signIn(user);
            restoreSession();
        signOut();
      }).not.toThrow();
      expect(currentDomain()).toBe('efcc');
    } finally {
      if (desc) Object.defineProperty(globalThis, 'localStorage', desc);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
