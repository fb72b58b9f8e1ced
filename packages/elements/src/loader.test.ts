// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { getConfig } from '@fiu/core';
import { descriptors } from './descriptors';
import { VERSION } from './version';

it('defines every tag at once, exposes window.fiu, and replays early configure() calls into the shared core', async () => {
  await import('./loader');
  for (const d of descriptors) expect(customElements.get(d.tag), d.tag).toBeDefined();
  expect(window.fiu?.version).toBe(VERSION);

  // Before any element has loaded, the call is queued (the loader holds no core)...
  window.fiu!.configure({ unitCode: 'efcc' });
  expect(getConfig().unitCode).toBe('fiu');
  // ...and applied, in order, when the first element brings the runtime.
  document.body.append(document.createElement('fiu-reset-password'));
  await vi.waitFor(() => expect(getConfig().unitCode).toBe('efcc'), { timeout: 10_000 }); // the runtime chunk loads slowly on a busy machine
  window.fiu!.configure({ unitCode: 'fiu' });
  expect(getConfig().unitCode).toBe('fiu');
});
