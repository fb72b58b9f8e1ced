import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../config.js';
import { resetSharedCore } from '../core.js';
import type { SignedInUser } from '../schemas/index.js';
import { ACTIVITY_EVENTS, startInactivityLogout } from './inactivity.js';
import { createMemoryStorage } from './memoryStorage.js';
import { setSessionStorage, setStorage } from './storage.js';
import { onSessionEvent, sessionStore, signIn, signOut } from './store.js';

const HOUR = 3_600_000;
const user: SignedInUser = {
  _id: 'u1', username: 'analyst', name: 'Ada', email: 'ada@fiu.example', role: 'fiu', domain: 'fiu',
  active: true, permissions: [], token: 'tok', session: 'ses',
};
const status = () => sessionStore.getState().status;
const click = (target: EventTarget) => target.dispatchEvent(new Event('pointerdown'));

let target: EventTarget;
let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  setStorage(createMemoryStorage());
  setSessionStorage(createMemoryStorage());
  target = new EventTarget();
});
afterEach(() => {
  stop();
  resetSharedCore();
  vi.useRealTimers();
});

describe('startInactivityLogout', () => {
  it('signs out as expired after one hour without activity', () => {
    const events: string[] = [];
    onSessionEvent((e) => events.push(e.type));
    signIn(user);
    stop = startInactivityLogout({ target });
    vi.advanceTimersByTime(HOUR - 1);
    expect(status()).toBe('signed-in');
    vi.advanceTimersByTime(1);
    expect(status()).toBe('expired');
    expect(sessionStore.getState().token).toBeNull();
    expect(events).toEqual(['signed-in', 'session-expired']);
  });

  it('any click or key press resets the hour', () => {
    signIn(user);
    stop = startInactivityLogout({ target });
    vi.advanceTimersByTime(HOUR - 1000);
    click(target);
    vi.advanceTimersByTime(HOUR - 1000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(HOUR - 1);
    expect(status()).toBe('signed-in');
    vi.advanceTimersByTime(1);
    expect(status()).toBe('expired');
    expect(ACTIVITY_EVENTS).toEqual(['pointerdown', 'keydown']);
  });

  it('other events (mouse moves) do not count as activity', () => {
    signIn(user);
    stop = startInactivityLogout({ target });
    vi.advanceTimersByTime(HOUR - 1000);
    target.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(1000);
    expect(status()).toBe('expired');
  });

  it('starts counting at sign-in when started before it, and again after a new sign-in', () => {
    stop = startInactivityLogout({ target });
    vi.advanceTimersByTime(HOUR * 2);
    expect(status()).toBe('anonymous');
    signIn(user);
    vi.advanceTimersByTime(HOUR);
    expect(status()).toBe('expired');
    signIn(user);
    vi.advanceTimersByTime(HOUR - 1);
    expect(status()).toBe('signed-in');
    vi.advanceTimersByTime(1);
    expect(status()).toBe('expired');
  });

  it('does nothing after a manual sign-out', () => {
    signIn(user);
    stop = startInactivityLogout({ target });
    signOut('logout');
    vi.advanceTimersByTime(HOUR * 2);
    expect(status()).toBe('anonymous');
  });

  it('is off in investigate mode', () => {
    configure({ mode: 'investigate' });
    signIn(user);
    stop = startInactivityLogout({ target });
    vi.advanceTimersByTime(HOUR * 5);
    expect(status()).toBe('signed-in');
  });

  it('stop() removes the timer and the listeners', () => {
    const remove = vi.spyOn(target, 'removeEventListener');
    signIn(user);
    stop = startInactivityLogout({ target });
    stop();
    vi.advanceTimersByTime(HOUR * 2);
    expect(status()).toBe('signed-in');
    expect(remove.mock.calls.map((c) => c[0]).sort()).toEqual(['keydown', 'pointerdown']);
  });

  it('takes timeout and timers as options', () => {
    const pending: Array<{ fn: () => void; ms: number }> = [];
    const timers = {
      setTimeout: (fn: () => void, ms: number) => pending.push({ fn, ms }),
      clearTimeout: () => {},
    };
    signIn(user);
    stop = startInactivityLogout({ target, timeoutMs: 500, timers });
    expect(pending.at(-1)?.ms).toBe(500);
    pending.at(-1)!.fn();
    expect(status()).toBe('expired');
  });

  it('uses config.inactivityMs by default', () => {
    configure({ inactivityMs: 10_000 });
    signIn(user);
    stop = startInactivityLogout({ target });
    vi.advanceTimersByTime(10_000);
    expect(status()).toBe('expired');
  });

  it('one clock per target: a second start on the same target is a no-op until the first stops', () => {
    signIn(user);
    const timers = { setTimeout: vi.fn(setTimeout), clearTimeout: vi.fn(clearTimeout) };
    stop = startInactivityLogout({ target, timers });
    const armed = timers.setTimeout.mock.calls.length;
    const second = startInactivityLogout({ target, timers });
    click(target);
    expect(timers.setTimeout.mock.calls.length).toBe(armed + 1); // one re-arm, not two
    second();
    vi.advanceTimersByTime(HOUR);
    expect(status()).toBe('expired'); // stopping the no-op left the first clock running
    stop();
    signIn(user);
    const again = startInactivityLogout({ target, timers });
    vi.advanceTimersByTime(HOUR);
    expect(status()).toBe('expired'); // after stop() a new start works
    again();
  });

  it('runs without any event target (Node, a worker)', () => {
    signIn(user);
    stop = startInactivityLogout({ target: null });
    vi.advanceTimersByTime(HOUR);
    expect(status()).toBe('expired');
  });
});
