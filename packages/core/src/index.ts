export * from './messages.js';
export * from './validators/index.js';
export * from './refdata/index.js';
export * from './format/index.js';
export { FILE_LIMITS } from './limits.js';
export { configure, getConfig, DEFAULT_SCOPE, DEFAULT_UNIT_CODE, DEFAULT_INACTIVITY_MS, type FiuConfig, type FiuMode } from './config.js';
export { getSharedCore, resetSharedCore, coreSlot, CORE_KEY, CORE_VERSION, type SharedCore, type SlotKey, type StorageLike, type Timers } from './core.js';
export {
  sessionStore,
  getSessionState,
  onSessionEvent,
  signIn,
  signOut,
  setOrganisation,
  clearDomain,
  setToken,
  restoreSession,
  currentDomain,
  DEFAULT_DOMAIN,
  type SessionState,
  type SessionStatus,
  type SessionUser,
  type SessionEvent,
  type SessionListener,
  type SignOutReason,
} from './session/store.js';
export { pendingAttempt, ATTEMPT_TTL_MS } from './session/attempt.js';
export { setStorage, setSessionStorage, setTimers, STORAGE_KEYS } from './session/storage.js';
export { createMemoryStorage, type MemoryStorage } from './session/memoryStorage.js';
export { startInactivityLogout, ACTIVITY_EVENTS, type InactivityOptions, type ActivityTarget } from './session/inactivity.js';
export * from './api/index.js';
export * from './permissions/index.js';
export * from './demo/index.js';
export * from './schemas/index.js';
export * from './rules/index.js';
