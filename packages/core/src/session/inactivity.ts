/**
 * One-hour inactivity logout (dissemination-feedback §4 "Session", §9): any click or key press resets the
 * timer; on expiry the session is cleared and elements emit fiu-session-expired. Off in investigate mode,
 * where the host page owns the session.
 *
 * Takes the event target as an argument, so nothing here touches the DOM at import time.
 */
import { getConfig } from '../config.js';
import { coreSlot, type Timers } from '../core.js';
import { getTimers } from './storage.js';
import { sessionStore, signOut } from './store.js';

/** The smallest thing that can deliver user-activity events (a Document, a ShadowRoot, a Window, an element). */
export interface ActivityTarget {
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions | boolean): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions | boolean): void;
}

export interface InactivityOptions {
  /** Where to listen for activity; defaults to `globalThis.document` when there is one. */
  target?: ActivityTarget | null;
  /** Defaults to config.inactivityMs (3 600 000). */
  timeoutMs?: number;
  /** Defaults to the injected or global timers. */
  timers?: Timers;
  /** Activity events; "any click" is pointerdown, plus keydown for keyboard users. */
  events?: readonly string[];
}

export const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Start the inactivity logout. Returns `stop()`. Does nothing (and returns a no-op) in investigate mode, and when
 * one is already running on the same target: the standalone shell and the element runtime both start it, and
 * one page has one clock.
 */
export function startInactivityLogout(opts: InactivityOptions = {}): () => void {
  const config = getConfig();
  if (config.mode === 'investigate') return () => {};
  const timers = opts.timers ?? getTimers();
  const timeoutMs = opts.timeoutMs ?? config.inactivityMs;
  const target =
    opts.target !== undefined ? opts.target : ((globalThis as { document?: ActivityTarget }).document ?? null);
  const events = opts.events ?? ACTIVITY_EVENTS;
  // Targets that already have a clock (one per page, however many callers and bundle copies start it).
  const running = coreSlot('inactivity-targets@1', () => new WeakSet<object>());
  if (target && running.has(target)) return () => {};
  if (target) running.add(target);
  let handle: unknown;
  let stopped = false;

  const disarm = (): void => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };
  const arm = (): void => {
    disarm();
    if (stopped || sessionStore.getState().status !== 'signed-in') return;
    handle = timers.setTimeout(() => {
      handle = undefined;
      // Re-check at expiry: the page may have switched to investigate mode or signed out meanwhile.
      if (getConfig().mode === 'investigate') return;
      if (sessionStore.getState().status === 'signed-in') signOut('expired');
    }, timeoutMs);
  };

  // capture: activity inside shadow roots and handlers that stop propagation still count.
  const listenerOptions: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of events) target?.addEventListener(type, arm, listenerOptions);
  // A new sign-in starts the clock; a sign-out stops it.
  const unsubscribe = sessionStore.subscribe((state, prev) => {
    if (state.status !== prev.status) arm();
  });
  arm();

  return () => {
    if (stopped) return;
    stopped = true;
    if (target) running.delete(target);
    disarm();
    unsubscribe();
    for (const type of events) target?.removeEventListener(type, arm, { capture: true });
  };
}
