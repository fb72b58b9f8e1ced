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

const keptInTab = (): boolean => {
  const config = getConfig();
  return config.mode !== 'investigate' && config.keepTabSession;
};

/** Remember the attempt POST /api/login/2factor answered (null: none). */
export function rememberAttempt(id: string | null, now = Date.now()): void {
  if (!id) {
    forgetAttempt();
    return;
  }
  const s = slot();
  s.id = id;
  s.expires = now + ATTEMPT_TTL_MS;
  if (keptInTab()) writeItem(tabStore(), STORAGE_KEYS.attempt, JSON.stringify({ id, expires: s.expires }));
}

/** The attempt a key may still be entered for, from memory or this tab's storage; null when none or expired. */
export function pendingAttempt(now = Date.now()): string | null {
  const s = slot();
  if (s.id && s.expires > now) return s.id;
  if (s.id) forgetAttempt();
  if (!keptInTab()) return null;
  const kept = readJson(tabStore(), STORAGE_KEYS.attempt) as { id?: unknown; expires?: unknown } | null;
  if (kept && typeof kept.id === 'string' && kept.id !== '' && typeof kept.expires === 'number' && kept.expires > now) {
    s.id = kept.id;
    s.expires = kept.expires;
    return kept.id;
  }
  if (kept !== null) removeItem(tabStore(), STORAGE_KEYS.attempt);
  return null;
}

/** The attempt is used (key accepted), or the user signed in or out: forget it everywhere. */
export function forgetAttempt(): void {
  const s = slot();
  s.id = null;
  s.expires = 0;
  if (keptInTab()) removeItem(tabStore(), STORAGE_KEYS.attempt);
}
