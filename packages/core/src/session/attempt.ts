/**
 * The pending sign-in attempt: the id POST /api/login/2factor answers, sent back as the `Attempt` header
 * with the e-mailed key (core-records §4.4). It is not a credential (the key is, and the server binds the
 * key to the attempt), so the standalone tab keeps it in sessionStorage beside its session: after a reload,
 * 'I have a secret key' still finds it and a key already received can be entered within its ten minutes.
 * Where the tab session is not kept (investigate mode, the script-tag loader on a host page), memory only.
 */
import { getConfig } from '../config.js';
import { coreSlot } from '../core.js';
import { STORAGE_KEYS, readJson, removeItem, tabStore, writeItem } from './storage.js';

/** How long the server accepts a key for its attempt (SECURITY.md promise 1: valid 10 minutes). */
export const ATTEMPT_TTL_MS = 10 * 60_000;

interface AttemptSlot {
  id: string | null;
  /** Date.now() after which the attempt is void. */
  expires: number;
}

const slot = (): AttemptSlot => coreSlot('signin-attempt@1', (): AttemptSlot => ({ id: null, expires: 0 }));

/** The tab's storage when it keeps the session (standalone app), else null: memory only. */
const tab = () => {
  const config = getConfig();
  return config.mode !== 'investigate' && config.keepTabSession ? tabStore() : null;
};

/** Remember the attempt POST /api/login/2factor answered (null: none). */
export function rememberAttempt(id: string | null, now = Date.now()): void {
  const s = slot();
  s.id = id || null;
  s.expires = id ? now + ATTEMPT_TTL_MS : 0;
  if (s.id) writeItem(tab(), STORAGE_KEYS.attempt, JSON.stringify(s));
  else removeItem(tab(), STORAGE_KEYS.attempt);
}

/** The attempt a key may still be entered for, from memory or this tab's storage; null when none or expired. */
export function pendingAttempt(now = Date.now()): string | null {
  const s = slot();
  if (!s.id) {
    const kept = readJson(tab(), STORAGE_KEYS.attempt) as Partial<AttemptSlot> | null;
    // A kept entry without a numeric `expires` fails the test below and is forgotten.
    if (typeof kept?.id === 'string') [s.id, s.expires] = [kept.id, Number(kept.expires)];
  }
  if (s.id && s.expires > now) return s.id;
  forgetAttempt();
  return null;
}

/** The attempt is used (key accepted), or the user signed in or out: forget it everywhere. */
export const forgetAttempt = (): void => rememberAttempt(null);
