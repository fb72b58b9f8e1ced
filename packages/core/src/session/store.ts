/**
 * The page's session: user, token, session id, organisation domain. One zustand/vanilla store shared by
 * every element and every bundle copy (it lives in the shared core).
 *
 * Where things are kept (SECURITY.md promise 2 and 3):
 * - token and session id: memory; in standalone mode also sessionStorage `fiu.session` (this tab only).
 *   Never localStorage, never a URL.
 * - user record without token/session: localStorage `fiu.user`, at sign-in, before the screen lands
 *   (core-records §4.4, §9 say 'about 2 s later': a timing of the old product that left a reload in those
 *   seconds signed out; docs/spec-deviations.md).
 * - organisation domain (and the organisation object): localStorage `fiu.domain` / `fiu.organisation`.
 * - investigate mode (embedded in a host page): nothing is read from or written to storage.
 *
 * Actions are plain functions over the shared store rather than store methods, so an older bundle copy that
 * created the store and a newer one that calls the action agree without sharing code.
 */
import type { StoreApi } from 'zustand/vanilla';
import { getSharedCore, RESTORING_SLOT, coreSlot, type RestoringSlot } from '../core.js';
import { getConfig } from '../config.js';
import type { Organisation, SignedInUser } from '../schemas/auth.js';
import { forgetAttempt } from './attempt.js';
import { STORAGE_KEYS, localStore, readItem, readJson, removeItem, tabStore, writeItem } from './storage.js';
import type { SessionListener, SessionState, SessionUser, SignOutReason } from './types.js';

export type { SessionEvent, SessionListener, SessionState, SessionStatus, SessionUser, SignOutReason } from './types.js';

/** core-records §9: a central bank's domain is the default domain when none is stored. */
export const DEFAULT_DOMAIN = 'cbn';
export const sessionStore: StoreApi<SessionState> = getSharedCore().sessionStore;

export const getSessionState = (): SessionState => sessionStore.getState();

/** Listen to sign-in, sign-out and expiry. Returns the unsubscribe function. */
export function onSessionEvent(listener: SessionListener): () => void {
  const { listeners } = getSharedCore();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const persists = (): boolean => getConfig().mode !== 'investigate';

export function stripSecrets(user: SignedInUser | SessionUser): SessionUser {
  const { token: _token, session: _session, ...rest } = user as SignedInUser;
  return rest as SessionUser;
}

/** Activate a session for the user the server returned (key step, or investigate ticket exchange). */
export function signIn(user: SignedInUser): void {
  if (!user || typeof user.token !== 'string' || user.token === '') {
    throw new TypeError('fiu: signIn needs the user returned by the server, with its token');
  }
  forgetAttempt();
  const publicUser = stripSecrets(user);
  const session = typeof user.session === 'string' && user.session !== '' ? user.session : null;
  sessionStore.setState((s) => ({
    user: publicUser,
    token: user.token,
    session,
    domain: s.domain ?? publicUser.domain ?? null,
    status: 'signed-in',
  }));
  if (!persists()) return;
  if (getConfig().keepTabSession) writeItem(tabStore(), STORAGE_KEYS.session, JSON.stringify({ token: user.token, session }));
  // Saved now, not 2 s later: a page opened by its address right after landing finds the session.
  writeItem(localStore(), STORAGE_KEYS.user, JSON.stringify(publicUser));
}

/** End the session in memory and storage. The organisation domain is kept (only /clear removes it). */
export function signOut(reason: SignOutReason = 'logout'): void {
  forgetAttempt();
  sessionStore.setState({
    user: null,
    token: null,
    session: null,
    status: reason === 'expired' ? 'expired' : 'anonymous',
  });
  if (!persists()) return;
  removeItem(tabStore(), STORAGE_KEYS.session);
  removeItem(localStore(), STORAGE_KEYS.user);
}

/** Remember the organisation found by its URL code (authorization screen). */
export function setOrganisation(org: Organisation): void {
  sessionStore.setState({ organisation: org, domain: org.domain });
  if (!persists()) return;
  const local = localStore();
  writeItem(local, STORAGE_KEYS.domain, org.domain);
  writeItem(local, STORAGE_KEYS.organisation, JSON.stringify(org));
}

/** The /clear route: forget the stored organisation. */
export function clearDomain(): void {
  sessionStore.setState({ organisation: null, domain: null });
  if (!persists()) return;
  const local = localStore();
  removeItem(local, STORAGE_KEYS.domain);
  removeItem(local, STORAGE_KEYS.organisation);
}

/**
 * Hand a session token to core from code (host contract: "through getToken or setToken, never through an
 * attribute"). Memory only, in every mode: a token given by a host is never written to storage.
 */
export function setToken(token: string | null, session: string | null = null): void {
  sessionStore.setState({ token, session: token ? session : null });
}

/** The domain to send at sign-in, reset, registration: the chosen one, else the stored one, else the default. */
export function currentDomain(): string {
  const state = sessionStore.getState();
  if (state.domain) return state.domain;
  if (persists()) {
    const stored = readItem(localStore(), STORAGE_KEYS.domain);
    if (stored) return stored;
  }
  return DEFAULT_DOMAIN;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Bring back what storage holds: the organisation domain, and, when the user is missing in memory, the
 * session (token from sessionStorage, user from localStorage). Returns whether a user is signed in afterwards.
 */
export function restoreSession(): boolean {
  const state = sessionStore.getState();
  if (!persists()) return state.status === 'signed-in';
  const local = localStore();
  if (!state.domain) {
    const domain = readItem(local, STORAGE_KEYS.domain);
    const org = readJson(local, STORAGE_KEYS.organisation);
    if (domain) {
      sessionStore.setState({
        domain,
        organisation: isRecord(org) && org.domain === domain ? (org as unknown as Organisation) : state.organisation,
      });
    }
  }
  if (state.user) return state.status === 'signed-in';
  if (!getConfig().keepTabSession) return false;
  const saved = readJson(tabStore(), STORAGE_KEYS.session);
  const user = readJson(local, STORAGE_KEYS.user);
  if (!isRecord(saved) || typeof saved.token !== 'string' || saved.token === '') return false;
  if (!isRecord(user) || typeof user._id !== 'string') return false;
  const flag = coreSlot<RestoringSlot>(RESTORING_SLOT, () => ({ restoring: false }));
  // A core created by a 0.1 copy of the bundle reads its own flag in its store subscription.
  const legacy = (getSharedCore() as { memory?: { restoring?: boolean } }).memory;
  flag.restoring = true;
  if (legacy) legacy.restoring = true;
  try {
    sessionStore.setState((s) => ({
      user: stripSecrets(user as unknown as SessionUser),
      token: saved.token as string,
      session: typeof saved.session === 'string' ? saved.session : null,
      domain: s.domain ?? (typeof user.domain === 'string' ? user.domain : null),
      status: 'signed-in',
    }));
  } finally {
    flag.restoring = false;
    if (legacy) legacy.restoring = false;
  }
  return true;
}
