/**
 * The classic script-tag entry, built to `fiu-elements.js`: what `<script src=".../elements/fiu-elements.js">`
 * runs, the way most widget SDKs are embedded. It holds no `import`/`export` statement, so the same file also
 * runs as `<script type="module">`. It imports the ES module entry (`fiu-elements.esm.js`, beside it), which
 * defines the elements and loads each screen's chunks.
 *
 * Configuration from `window.fiu`: settings written before the tag (`window.fiu = { apiBase: ... }`) are
 * applied, and `window.fiu.configure()` / `setToken()` may be called at once after the tag: calls made
 * before the module has arrived are kept and replayed in order. `window.fiu.ready` resolves when it has.
 */
import type { FiuGlobal } from './loader';

type Call = [name: 'configure' | 'setToken', args: unknown[]];
type Stub = FiuGlobal & { ready: Promise<FiuGlobal> };

const MODULE = 'fiu-elements.esm.js';

/** This script's URL: currentScript as a classic script; as a module (no currentScript), the page's tag. */
function ownUrl(): string | undefined {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.src) return current.src;
  const tags = document.querySelectorAll<HTMLScriptElement>('script[src]');
  for (let i = tags.length - 1; i >= 0; i--) if (/\/fiu-elements\.js(?:[?#]|$)/.test(tags[i]!.src)) return tags[i]!.src;
  return undefined;
}

(() => {
  const existing = window.fiu as (Partial<Stub> & Record<string, unknown>) | undefined;
  if (existing && typeof existing.configure === 'function') return; // the elements are already on this page
  const src = ownUrl();
  if (!src) {
    console.error('fiu-elements: cannot tell the address this script was loaded from');
    return;
  }
  const settings = existing;
  const calls: Call[] = [];
  const stub = {
    configure: (...args: unknown[]) => void calls.push(['configure', args]),
    setToken: (...args: unknown[]) => void calls.push(['setToken', args]),
    version: '',
  } as unknown as Stub;
  window.fiu = stub;
  stub.ready = import(new URL(MODULE, src).href).then(
    (mod: { configure: FiuGlobal['configure']; setToken: FiuGlobal['setToken']; version: string }) => {
      if (settings) mod.configure(settings as Parameters<FiuGlobal['configure']>[0]);
      // The stub becomes the real API (a reference the host kept stays good), then the early calls run.
      Object.assign(stub, { configure: mod.configure, setToken: mod.setToken, version: mod.version });
      for (const [name, args] of calls.splice(0)) (stub[name] as (...a: unknown[]) => void)(...args);
      return stub;
    },
    (err: unknown) => {
      console.error(`fiu-elements: could not load ${new URL(MODULE, src).href}`, err);
      throw err;
    },
  );
})();
