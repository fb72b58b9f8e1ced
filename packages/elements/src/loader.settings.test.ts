// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { getConfig } from '@fiu/core';

it('applies settings a page wrote into window.fiu before the module entry ran, then replaces them with the API', async () => {
  (window as unknown as { fiu: unknown }).fiu = { unitCode: 'efcc' };
  await import('./loader');
  expect(typeof window.fiu?.configure).toBe('function');
  expect(typeof window.fiu?.setToken).toBe('function');
  document.body.append(document.createElement('fiu-reset-password'));
  await vi.waitFor(() => expect(getConfig().unitCode).toBe('efcc'), { timeout: 10_000 });
});
