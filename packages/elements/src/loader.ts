/**
 * The ES module entry of the script tag, built to `fiu-elements.esm.js`. `<script src=".../fiu-elements.js">`
 * (loader.classic.ts) imports it; the server answers a module request for `fiu-elements.js`
 * (`<script type="module">`, `import { configure } from ...`) with it directly.
 *
 * Defines every tag at once, so a host page can set properties on its elements before any screen code has
 * arrived; a screen's chunk (and the shared runtime: preact, core, ui) is imported when its tag connects.
 * Imports descriptors and the tiny element class only — never react/preact, zod, core's store or ui
 * (a test guards this, and the bundle size report shows it).
 */
import { elements } from './descriptors';
import { defineElement } from './define/defineElement';
import { configure, setToken } from './define/host';
import { VERSION } from './version';

// The server that served this script is the default API server: a host page on another origin reaches it
// without configuring anything. The host's own configure() and api-base attributes come later and win.
// On a host page the session token stays in memory: never in the host's storage unless the host opts in.
const origin = new URL(import.meta.url).origin;
configure(origin !== 'null' ? { apiBase: origin, keepTabSession: false } : { keepTabSession: false });

for (const [descriptor, load] of elements) defineElement(descriptor, load);

export interface FiuGlobal {
  configure: typeof configure;
  setToken: typeof setToken;
  version: string;
}

declare global {
  interface Window {
    fiu?: FiuGlobal;
  }
}

// Settings a page wrote before the tag (`window.fiu = { apiBase: ... }`) are applied. A second copy of the
// bundle on the page keeps the first one's object: both feed the one shared core.
const before = window.fiu as (Partial<FiuGlobal> & Record<string, unknown>) | undefined;
if (before && typeof before.configure !== 'function') {
  configure(before as Parameters<typeof configure>[0]);
  window.fiu = { configure, setToken, version: VERSION };
} else {
  window.fiu ??= { configure, setToken, version: VERSION };
}

export { configure, setToken, VERSION as version };
