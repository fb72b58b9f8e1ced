import { sessionStore } from '../session/store.js';

/**
 * Fill the bookkeeping fields the spec's saves carry (created_by, modified_by, domain; core-records §7,
 * analysis-tools §7 "which the client fills if absent", dissemination-feedback §7). The server must still
 * decide these from the session; this only keeps the body as the spec describes it.
 */
export function stamp<T extends object>(body: T, isCreate: boolean): T & { created_by?: unknown; modified_by?: unknown; domain?: unknown } {
  const user = sessionStore.getState().user;
  if (!user) return body;
  const b = body as T & { created_by?: unknown; modified_by?: unknown; domain?: unknown };
  return {
    ...b,
    domain: b.domain ?? user.domain,
    ...(isCreate ? { created_by: b.created_by ?? user._id } : {}),
    modified_by: user._id,
  };
}
