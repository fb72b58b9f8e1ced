/**
 * defineElement: a descriptor and a lazy component module become a custom element.
 *
 * Built on @r2wc/core for what it does well — the open shadow root and the connect/disconnect → mount/unmount
 * lifecycle through its renderer interface — and nothing else. Its attribute and property machinery is not
 * used (we declare no props to it), because each converter has a measured pitfall (ARCHITECTURE.md):
 * - a property set before the tag is defined shadows the prototype accessor and is dropped → we replay it;
 * - every typed property is stringified into an attribute and parsed back (a Date becomes a string, a
 *   function is looked up by name on window) → rich values are properties only, attributes primitives only;
 * - a removed or bare ("") attribute is ignored (`value ||`), so booleans never turn off → our own parsing;
 * - event names are lower-cased and do not bubble → our `emit` dispatches fiu-* CustomEvents, bubbles+composed;
 * - unmount on every disconnect, so moving an element loses its state → unmount waits a microtask and is
 *   cancelled when the element is connected again.
 *
 * This module is part of the script-tag loader: it must not import React, core or ui. Those arrive with the
 * runtime chunk (./runtime) and the component chunk, imported on first connect.
 */
import r2wc from '@r2wc/core';
import { VERSION } from '../version';
import { loadRuntime, type Runtime } from './host';
import type { Live } from './runtime';
import {
  allAttributes,
  camelCase,
  type AttributeType,
  type ElementDescriptor,
  type ElementLoader,
  type ElementModule,
  type Emit,
  type FiuEventName,
} from './types';

/** Static marker on our classes: which @fiu/elements version defined the tag. */
export const VERSION_KEY = 'fiuVersion';

const STATE = Symbol('fiu.state');

interface MountContext {
  /** Disconnected; unmount runs at the next microtask unless the element is connected again first. */
  leaving: boolean;
  dead: boolean;
  live: Live | null;
}

interface ElementState {
  values: Record<string, unknown>;
  ctx: MountContext | null;
  emit: Emit;
}

interface FiuHost extends HTMLElement {
  [STATE]: ElementState;
}

/** The part of r2wc's element class we call into. */
interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

export function parseAttribute(type: AttributeType, value: string | null): string | number | boolean | undefined {
  if (type === 'boolean') return value !== null; // HTML semantics: present (even bare) = true, removed = false
  if (value === null) return undefined;
  if (type === 'number') {
    const n = value.trim() === '' ? NaN : Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return value;
}

function coerce(type: AttributeType, value: unknown): unknown {
  if (value === null || value === undefined) return type === 'boolean' ? false : undefined;
  if (type === 'boolean') return Boolean(value);
  if (type === 'number') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return String(value);
}

const supportsAdopted = (): boolean =>
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype &&
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype;

/** Until the styles arrive with the component chunk: take up no odd space, inherit nothing. */
const PRELOAD_CSS = ':host{display:block}';

/** Build the element class for a descriptor (no registration). */
export function createElementClass(descriptor: ElementDescriptor, load: ElementLoader): CustomElementConstructor {
  const attributes = allAttributes(descriptor);
  const attributeNames = Object.keys(attributes);
  const propertyOfAttribute: Record<string, string> = {};
  for (const name of attributeNames) {
    const type = attributes[name];
    if (type !== 'string' && type !== 'number' && type !== 'boolean') {
      // SECURITY.md: never function-typed (or any non-primitive) attributes.
      throw new TypeError(`${descriptor.tag}: attribute ${name} has unsupported type ${String(type)}`);
    }
    propertyOfAttribute[name] = camelCase(name);
  }
  const declaredEvents = new Set<string>(descriptor.events);

  // One stylesheet per element type, shared by every instance (null where constructable sheets are missing).
  let sheet: CSSStyleSheet | null | undefined;
  let styleText: string | null = null;
  let module: Promise<[Runtime, ElementModule]> | undefined;

  const loadAll = (): Promise<[Runtime, ElementModule]> =>
    (module ??= Promise.all([loadRuntime(), load()]).then(([rt, mod]) => {
      const text = rt.styles(mod.css ?? '');
      styleText = text;
      sheet?.replaceSync(text);
      return [rt, mod] as [Runtime, ElementModule];
    }));

  const propsOf = (host: FiuHost): Record<string, unknown> => ({ ...host[STATE].values, emit: host[STATE].emit });

  function mount(host: FiuHost): MountContext {
    const state = host[STATE];
    if (state.ctx) {
      // Reconnected within the same task (a move): keep the mounted tree and its state.
      state.ctx.leaving = false;
      return state.ctx;
    }
    const ctx: MountContext = { leaving: false, dead: false, live: null };
    state.ctx = ctx;
    loadAll().then(
      ([rt, mod]) => {
        if (ctx.dead) return;
        const live = rt.mount(host, host.shadowRoot as ShadowRoot, mod.default, sheet ? null : styleText);
        ctx.live = live;
        live.render(propsOf(host));
      },
      (error: unknown) => {
        console.error(`${descriptor.tag}: could not load`, error);
        if (ctx.dead || !host.shadowRoot) return;
        const p = document.createElement('p');
        p.setAttribute('role', 'alert');
        p.textContent = 'This screen could not be loaded. Check the connection and reload the page.';
        host.shadowRoot.replaceChildren(p);
      },
    );
    return ctx;
  }

  function unmount(ctx: MountContext, host: FiuHost): void {
    ctx.leaving = true;
    queueMicrotask(() => {
      if (!ctx.leaving || ctx.dead) return;
      ctx.dead = true;
      ctx.live?.unmount();
      ctx.live = null;
      if (host[STATE].ctx === ctx) host[STATE].ctx = null;
    });
  }

  const rerender = (host: FiuHost): void => {
    const live = host[STATE].ctx?.live;
    if (live) live.render(propsOf(host));
  };

  // r2wc gives the shadow root and calls mount/unmount on connect/disconnect. It passes the shadow root as
  // the container; we find our host from it. `update` is never called: no props are declared to r2wc.
  const renderer = {
    mount: (container: HTMLElement) => {
      const host = (container as unknown as ShadowRoot).host as FiuHost;
      return { host, ctx: mount(host) };
    },
    update: () => {},
    unmount: (c: { host: FiuHost; ctx: MountContext }) => unmount(c.ctx, c.host),
  };
  const Base = r2wc(() => null, { shadow: 'open', props: [], events: [] }, renderer) as unknown as new () => R2wcElement;

  class FiuElement extends Base {
    static readonly [VERSION_KEY] = VERSION;
    static readonly descriptor = descriptor;
    static get observedAttributes(): string[] {
      return attributeNames;
    }

    [STATE]: ElementState;

    constructor() {
      super();
      const values: Record<string, unknown> = {};
      for (const name of attributeNames) if (attributes[name] === 'boolean') values[propertyOfAttribute[name]!] = false;
      this[STATE] = {
        values,
        ctx: null,
        emit: (name: FiuEventName, detail?: unknown) => {
          if (!name.startsWith('fiu-')) throw new TypeError(`${descriptor.tag}: event ${name} must start with fiu-`);
          if (!declaredEvents.has(name)) console.warn(`${descriptor.tag}: event ${name} is not in its descriptor`);
          this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
        },
      };

      const root = this.shadowRoot as ShadowRoot;
      if (sheet === undefined) {
        sheet = supportsAdopted() ? new CSSStyleSheet() : null;
        sheet?.replaceSync(styleText ?? PRELOAD_CSS);
      }
      if (sheet) root.adoptedStyleSheets = [sheet];

      // Properties set on the element before the tag was defined are own properties that shadow our
      // accessors: take them off and set them again through the accessor.
      for (const name of [...Object.values(propertyOfAttribute), ...descriptor.properties]) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const type = attributes[name];
      if (!type) return;
      this[STATE].values[propertyOfAttribute[name]!] = parseAttribute(type, value);
      rerender(this);
    }

    override connectedCallback(): void {
      // Not in the constructor: a constructor may not add attributes (document.createElement would throw).
      if (this.getAttribute('data-fiu-version') !== VERSION) this.setAttribute('data-fiu-version', VERSION);
      super.connectedCallback();
    }
  }

  for (const name of attributeNames) {
    const prop = propertyOfAttribute[name]!;
    const type = attributes[name]!;
    Object.defineProperty(FiuElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: FiuHost) {
        return this[STATE].values[prop];
      },
      // Primitive from code: kept as a property, not reflected (the attribute stays what the page wrote).
      set(this: FiuHost, value: unknown) {
        this[STATE].values[prop] = coerce(type, value);
        rerender(this);
      },
    });
  }
  for (const prop of descriptor.properties) {
    Object.defineProperty(FiuElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: FiuHost) {
        return this[STATE].values[prop];
      },
      // Rich data: stored as given (a Date stays a Date), never serialised to an attribute.
      set(this: FiuHost, value: unknown) {
        this[STATE].values[prop] = value;
        rerender(this);
      },
    });
  }

  return FiuElement;
}

/**
 * Define the tag. Idempotent: when the tag is already defined by this version, the existing class is returned;
 * by another version (a host page loading two SDK copies), it warns and leaves the first definition alone.
 */
export function defineElement(descriptor: ElementDescriptor, load: ElementLoader): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(descriptor.tag);
  if (existing) {
    const version = (existing as unknown as Record<string, unknown>)[VERSION_KEY];
    if (version !== VERSION) {
      console.warn(
        `@fiu/elements ${VERSION}: <${descriptor.tag}> is already defined by ${version ? `version ${String(version)}` : 'another library'}; keeping that definition.`,
      );
    }
    return existing;
  }
  const cls = createElementClass(descriptor, load);
  customElements.define(descriptor.tag, cls);
  return cls;
}
