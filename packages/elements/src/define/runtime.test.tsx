// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, resetSharedCore, sessionStore } from '@fiu/core';

const user = { _id: 'u1', username: 'analyst', name: 'Amina Bello', email: 'a@fiu.example', role: 'fiu', domain: 'fiu', active: true, permissions: [] };

/** A fresh runtime (module state) per test: the runtime starts once per page. */
async function mountFresh(attrs: Record<string, string>) {
  vi.resetModules();
  const { defineElement } = await import('./defineElement');
  const tag = `fiu-runtime-${Math.random().toString(36).slice(2, 8)}` as const;
  defineElement({ tag, attributes: {}, properties: [], events: [] }, async () => ({ default: () => <p data-ready>ready</p> }));
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[data-ready]')).not.toBeNull(), { timeout: 10_000 });
  return el;
}

beforeEach(() => {
  document.body.replaceChildren();
  resetSharedCore();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(STORAGE_KEYS.domain, 'fiu');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  sessionStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 'tok-stored', session: 's-1' }));
});

describe('element runtime start', () => {
  it('restores the standalone session (organisation domain, user, tab token) when the first element mounts', async () => {
    await mountFresh({});
    expect(sessionStore.getState()).toMatchObject({ status: 'signed-in', domain: 'fiu', token: 'tok-stored', user: { username: 'analyst' } });
  });

  it('reads nothing from the host page storage when the element says mode="investigate"', async () => {
    await mountFresh({ mode: 'investigate' });
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', domain: null, token: null, user: null });
  });
});
