/**
 * The script-tag entry (`<script type="module" src=".../elements/fiu-elements.js">`).
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

// A second copy of the bundle on the page keeps the first one's object: both feed the one shared core.
window.fiu ??= { configure, setToken, version: VERSION };

export { configure, setToken, VERSION as version };
