import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure } from '../config.js';
import { resetSharedCore } from '../core.js';
import type { SignedInUser } from '../schemas/index.js';
import { ATTEMPT_TTL_MS, forgetAttempt, pendingAttempt, rememberAttempt } from './attempt.js';
import { createMemoryStorage, type MemoryStorage } from './memoryStorage.js';
import { STORAGE_KEYS, setSessionStorage, setStorage } from './storage.js';
import { signIn, signOut } from './store.js';

const user: SignedInUser = {
  _id: 'u1', username: 'analyst', name: 'Ada', email: 'ada@fiu.example', role: 'fiu', domain: 'fiu',
  active: true, permissions: [], token: 'tok_abcdef0123456789abcdef0123456789', session: 'ses_1',
};

let local: MemoryStorage;
let tab: MemoryStorage;

/** A reload of the tab: a new shared core (memory), the same sessionStorage and localStorage. */
function reload(): void {
  resetSharedCore();
  setStorage(local);
  setSessionStorage(tab);
}

beforeEach(() => {
  local = createMemoryStorage();
  tab = createMemoryStorage();
  setStorage(local);
  setSessionStorage(tab);
});
afterEach(() => resetSharedCore());

describe('the pending sign-in attempt', () => {
  it('survives a reload of the standalone tab within its ten minutes (issue 8 item 7)', () => {
    const t0 = 1_000_000;
    rememberAttempt('att-1', t0);
    reload();
    expect(pendingAttempt(t0 + ATTEMPT_TTL_MS - 1)).toBe('att-1');
    expect(ATTEMPT_TTL_MS).toBe(600_000);
  });

  it('is void after ten minutes, and then removed from the tab', () => {
    const t0 = 1_000_000;
    rememberAttempt('att-1', t0);
    reload();
    expect(pendingAttempt(t0 + ATTEMPT_TTL_MS)).toBeNull();
    expect(tab.data.has(STORAGE_KEYS.attempt)).toBe(false);
  });

  it('is never written to localStorage', () => {
    rememberAttempt('att-secret');
    expect([...local.data].flat().join()).not.toContain('att-secret');
  });

  it('is forgotten at sign-in and at sign-out', () => {
    rememberAttempt('att-1');
    signIn(user);
    expect(pendingAttempt()).toBeNull();
    expect(tab.data.has(STORAGE_KEYS.attempt)).toBe(false);
    rememberAttempt('att-2');
    signOut();
    expect(pendingAttempt()).toBeNull();
    expect(tab.data.has(STORAGE_KEYS.attempt)).toBe(false);
  });

  it('stays in memory only in investigate mode and where the tab session is not kept (a host page)', () => {
    for (const opts of [{ mode: 'investigate' as const }, { keepTabSession: false }]) {
      resetSharedCore();
      setStorage(local);
      setSessionStorage(tab);
      configure(opts);
      rememberAttempt('att-host');
      expect(pendingAttempt()).toBe('att-host');
      expect(tab.calls).toEqual([]);
      reload();
      configure(opts);
      expect(pendingAttempt()).toBeNull();
      forgetAttempt();
    }
  });

  it('ignores what it cannot read in the tab', () => {
    tab.data.set(STORAGE_KEYS.attempt, '{"id": 7}');
    expect(pendingAttempt()).toBeNull();
    tab.data.set(STORAGE_KEYS.attempt, 'not json');
    expect(pendingAttempt()).toBeNull();
  });
});
