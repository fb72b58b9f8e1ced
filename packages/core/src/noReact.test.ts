import { describe, expect, it, vi } from 'vitest';

// Core must load with React absent (ARCHITECTURE: core imports no React; STYLE: zustand's vanilla tests).
vi.mock('react', () => {
  throw new Error('react imported');
});
vi.mock('react-dom', () => {
  throw new Error('react-dom imported');
});

describe('@fiu/core without React', () => {
  it('loads its index and runs the session and API client', async () => {
    const core = await import('./index.js');
    expect(typeof core.configure).toBe('function');
    expect(typeof core.api.subjects.list).toBe('function');
    expect(core.sessionStore.getState().status).toBe('anonymous');
  });

  it('touches no DOM at import time', async () => {
    vi.resetModules();
    const g = globalThis as Record<string, unknown>;
    const touched: string[] = [];
    const names = ['document', 'window', 'localStorage', 'sessionStorage'];
    const saved = names.map((n) => [n, Object.getOwnPropertyDescriptor(globalThis, n)] as const);
    for (const n of names) {
      Object.defineProperty(globalThis, n, {
        configurable: true,
        get() {
          touched.push(n);
          return undefined;
        },
      });
    }
    try {
      await import('./index.js');
    } finally {
      for (const [n, d] of saved) {
        if (d) Object.defineProperty(globalThis, n, d);
        else delete g[n];
      }
    }
    expect(touched).toEqual([]);
  });
});
