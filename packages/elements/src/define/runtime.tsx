/**
 * The element runtime: renderer, shared core and ui styles. One lazy chunk, imported by the first element
 * that connects (never by the loader itself). The script-tag build aliases react-dom/client to
 * preact/compat/client, whose createRoot has the same shape.
 */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { configure as coreConfigure, type FiuConfig } from '@fiu/core/config';
import { onSessionEvent, restoreSession, setToken as coreSetToken, type SessionEvent } from '@fiu/core/session/store';
import { startInactivityLogout } from '@fiu/core/session/inactivity';
import { PortalTargetContext } from '@fiu/ui/PortalTargetContext';
import { tokensCss } from '@fiu/ui/tokens.css';
import { uiCss } from '@fiu/ui/ui.css';
import { applyConfigAttributes } from './attrs';
import { sessionEventOrigin } from './sessionEvents';

export interface Live {
  render(props: Record<string, unknown>): void;
  unmount(): void;
}

/** Mounted elements, in mount order: session events are dispatched from the first one still in the page. */
const mounted = new Set<HTMLElement>();

function dispatchSessionEvent(event: SessionEvent): void {
  const name = event.type === 'signed-in' ? 'fiu-signed-in' : event.type === 'signed-out' ? 'fiu-signed-out' : 'fiu-session-expired';
  // The user as the store holds it: no token, no session id.
  const detail = event.type === 'signed-in' ? { user: event.user, restored: event.restored } : undefined;
  const origin = sessionEventOrigin();
  if (origin) {
    origin(name, detail);
    return;
  }
  const target = [...mounted].find((el) => el.isConnected);
  target?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  restoreSession(); // domain and (standalone tab) session from storage; nothing in investigate mode
  if (typeof document !== 'undefined') startInactivityLogout({ target: document });
}

/** Listen to the session while at least one element is mounted. */
let unsubscribe: (() => void) | null = null;
function track(host: HTMLElement): void {
  mounted.add(host);
  unsubscribe ??= onSessionEvent(dispatchSessionEvent);
}
function untrack(host: HTMLElement): void {
  mounted.delete(host);
  if (mounted.size === 0 && unsubscribe) {
    unsubscribe();
    unsubscribe = null;
  }
}

export function configure(opts: Partial<FiuConfig>): void {
  coreConfigure(opts);
}

export function setToken(token: string | null, session: string | null): void {
  coreSetToken(token, session);
}

/** The stylesheet text of an element type: tokens, ui components, then the element's own rules. */
export function styles(css: string): string {
  return `${tokensCss}\n${uiCss}\n${css}`;
}

/**
 * Mount a component into an element's shadow root: a `.fiu-root` mount point and, beside it, the portal
 * target that floating UI (dialogs, toasts, menus) renders into, so it stays inside the shadow root and
 * takes the element's styles. `styleText` is given only where constructable stylesheets are missing.
 */
export function mount(host: HTMLElement, root: ShadowRoot, Component: ComponentType<Record<string, unknown>>, styleText: string | null): Live {
  const doc = host.ownerDocument;
  const style = styleText === null ? null : doc.createElement('style');
  if (style) style.textContent = styleText;
  const point = doc.createElement('div');
  point.className = 'fiu-root';
  point.setAttribute('data-fiu-mount', '');
  const portal = doc.createElement('div');
  portal.className = 'fiu-root fiu-portal';
  portal.setAttribute('data-fiu-portal', '');
  root.replaceChildren(...(style ? [style] : []), point, portal);
  track(host);
  const reactRoot = createRoot(point);
  return {
    render(props) {
      // Attributes first: a mode="investigate" element must never make the runtime read the host's storage.
      applyConfigAttributes(props);
      start();
      reactRoot.render(
        <PortalTargetContext.Provider value={portal}>
          <Component {...props} />
        </PortalTargetContext.Provider>,
      );
    },
    unmount() {
      reactRoot.unmount();
      untrack(host);
      root.replaceChildren();
    },
  };
}
