/**
 * The session's state and event types: a leaf module (it imports only schema types), so core.ts, config.ts
 * and the session modules can all name them without importing one another in a circle.
 */
import type { Organisation, SignedInUser } from '../schemas/auth.js';

/** The user as kept in memory and in localStorage: everything but the secrets. */
export type SessionUser = Omit<SignedInUser, 'token' | 'session'>;

export type SessionStatus = 'anonymous' | 'signed-in' | 'expired';
export type SignOutReason = 'logout' | 'expired';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  session: string | null;
  domain: string | null;
  organisation: Organisation | null;
  status: SessionStatus;
}

/** DOM-free notifications; elements turn them into fiu-signed-in / fiu-signed-out / fiu-session-expired. */
export type SessionEvent =
  | { type: 'signed-in'; user: SessionUser; /** true when restored from storage, not a user action */ restored: boolean }
  | { type: 'signed-out' }
  | { type: 'session-expired' };
export type SessionListener = (event: SessionEvent) => void;
