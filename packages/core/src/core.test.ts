import { afterEach, describe, expect, it, vi } from 'vitest';

const KEY = Symbol.for('fiu.core@1');
type Copy = typeof import('./index.js');

/** A fresh module graph: what a second bundle copy on the same page is. */
async function loadCopy(): Promise<Copy> {
  vi.resetModules();
  return import('./index.js');
}

afterEach(async () => {
  (await import('./core.js')).resetSharedCore();
});

describe('shared core', () => {
  it('lives at globalThis[Symbol.for("fiu.core@1")] and holds version, config, store and listeners', async () => {
    const a = await loadCopy();
    const core = a.getSharedCore();
    expect((globalThis as Record<symbol, unknown>)[KEY]).toBe(core);
    expect(core.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(core.sessionStore).toBe(a.sessionStore);
    expect(core.listeners).toBeInstanceOf(Set);
    expect(Object.keys(globalThis)).not.toContain(String(KEY)); // not enumerable
  });

  it('two independent module instances share one store and one config', async () => {
    const a = await loadCopy();
    const b = await loadCopy();
    expect(a.configure).not.toBe(b.configure); // really two copies of the code
    expect(a.sessionStore).toBe(b.sessionStore);

    a.configure({ apiBase: 'https://fiu.example', unitCode: 'nfiu' });
    expect(b.getConfig().apiBase).toBe('https://fiu.example');
    expect(b.getConfig().unitCode).toBe('nfiu');

    const seen: string[] = [];
    b.onSessionEvent((e) => seen.push(e.type));
    a.signIn({
      _id: 'u1', username: 'ana', name: 'Ana', email: 'ana@x.ng', role: 'fiu', domain: 'fiu',
      active: true, permissions: [], token: 'tok', session: 'ses',
    });
    expect(b.sessionStore.getState().user?.username).toBe('ana');
    b.signOut('expired');
    expect(a.sessionStore.getState().status).toBe('expired');
    expect(seen).toEqual(['signed-in', 'session-expired']);
  });

  it('the first copy wins: a later copy adopts the existing core instead of replacing it', async () => {
    delete (globalThis as Record<symbol, unknown>)[KEY];
    const a = await loadCopy();
    const first = a.getSharedCore();
    a.sessionStore.setState({ domain: 'efcc' });
    const b = await loadCopy();
    expect(b.getSharedCore()).toBe(first);
    expect(b.sessionStore.getState().domain).toBe('efcc');
    // A stray script cannot swap the page's core.
    expect(() => {
      (globalThis as Record<symbol, unknown>)[KEY] = {};
    }).toThrow(TypeError);
    expect(b.getSharedCore()).toBe(first);
  });
});
