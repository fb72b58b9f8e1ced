// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useContext, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { getConfig, resetSharedCore, signIn, signOut } from '@fiu/core';
import { PortalTargetContext } from '@fiu/ui';
import { VERSION } from '../version';
import { createElementClass, defineElement, parseAttribute, VERSION_KEY } from './defineElement';
import type { ElementDescriptor, ElementModule, ElementProps } from './types';

let seq = 0;
const uniqueTag = (): `fiu-${string}` => `fiu-test-${++seq}-${Math.random().toString(36).slice(2, 7)}`;

interface Seen {
  props: Record<string, unknown>[];
  mounts: number;
  unmounts: number;
}

/** A component that records what it gets, keeps a counter in state and emits on click. */
function probe(seen: Seen): ElementModule {
  function Probe(props: ElementProps<Record<string, unknown>>) {
    seen.props.push(props);
    const [count, setCount] = useState(0);
    const portal = useContext(PortalTargetContext);
    useEffect(() => {
      seen.mounts++;
      return () => {
        seen.unmounts++;
      };
    }, []);
    return (
      <div>
        <output data-count>{count}</output>
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          more
        </button>
        <button type="button" onClick={() => props.emit('fiu-saved', { id: 'x1' })}>
          save
        </button>
        {portal ? createPortal(<p data-floating>floating</p>, portal) : null}
      </div>
    );
  }
  return { default: Probe, css: '.probe-own-rule { color: rebeccapurple; }' };
}

function setup(extra: Partial<ElementDescriptor> = {}) {
  const seen: Seen = { props: [], mounts: 0, unmounts: 0 };
  const descriptor: ElementDescriptor = {
    tag: uniqueTag(),
    attributes: { label: 'string', limit: 'number', open: 'boolean' },
    properties: ['items', 'since'],
    events: ['fiu-saved'],
    ...extra,
  };
  const load = vi.fn(async () => probe(seen));
  return { seen, descriptor, load, last: () => seen.props[seen.props.length - 1] ?? {} };
}

const shadow = (el: Element): ShadowRoot => el.shadowRoot as ShadowRoot;
// The first mount loads React on demand: 1-1.6 s measured on a loaded 2-core machine, past vi.waitFor's 1 s.
const waitMounted = (el: Element) =>
  vi.waitFor(() => {
    expect(shadow(el).querySelector('[data-count]')).not.toBeNull();
  }, { timeout: 10_000 });
const microtasks = () => new Promise((r) => setTimeout(r, 0));

beforeEach(async () => {
  document.body.replaceChildren();
  await microtasks(); // elements of the previous test unmount
  resetSharedCore();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseAttribute', () => {
  it('treats a bare boolean attribute as true and a removed one as false', () => {
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', 'open')).toBe(true);
    expect(parseAttribute('boolean', null)).toBe(false);
  });
  it('handles null and junk for strings and numbers', () => {
    expect(parseAttribute('string', null)).toBeUndefined();
    expect(parseAttribute('string', '')).toBe('');
    expect(parseAttribute('number', '12.5')).toBe(12.5);
    expect(parseAttribute('number', 'abc')).toBeUndefined();
    expect(parseAttribute('number', '')).toBeUndefined();
    expect(parseAttribute('number', null)).toBeUndefined();
  });
});

describe('defineElement', () => {
  it('defines the tag at once and imports the component only when an element connects', async () => {
    const { descriptor, load } = setup();
    defineElement(descriptor, load);
    expect(customElements.get(descriptor.tag)).toBeDefined();
    const el = document.createElement(descriptor.tag);
    expect(load).not.toHaveBeenCalled();
    document.body.append(el, document.createElement(descriptor.tag));
    await waitMounted(el);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes primitive attributes: string, number, boolean (bare = true, removed = false), and null', async () => {
    const { descriptor, load, last } = setup();
    defineElement(descriptor, load);
    const el = document.createElement(descriptor.tag);
    el.setAttribute('label', 'Cases');
    el.setAttribute('limit', '20');
    el.setAttribute('open', '');
    document.body.append(el);
    await waitMounted(el);
    await vi.waitFor(() => expect(last()).toMatchObject({ label: 'Cases', limit: 20, open: true }), { timeout: 10_000 });
    el.removeAttribute('open');
    el.removeAttribute('label');
    el.setAttribute('limit', 'many');
    await vi.waitFor(() => expect(last()).toMatchObject({ open: false, label: undefined, limit: undefined }), { timeout: 10_000 });
    expect((el as unknown as { open: boolean }).open).toBe(false);
  });

  it('keeps rich data as properties only: a Date stays the same Date and no attribute is written', async () => {
    const { descriptor, load, last } = setup();
    defineElement(descriptor, load);
    const el = document.createElement(descriptor.tag) as HTMLElement & { since?: Date; items?: unknown[] };
    document.body.append(el);
    await waitMounted(el);
    const since = new Date('2026-01-02T03:04:05Z');
    const items = [{ id: 1 }];
    el.since = since;
    el.items = items;
    await vi.waitFor(() => expect(last().since).toBe(since), { timeout: 10_000 });
    expect(last().since).toBeInstanceOf(Date);
    expect(last().items).toBe(items);
    expect(el.getAttributeNames().sort()).toEqual(['data-fiu-version']);
  });

  it('refuses function-typed (or any non-primitive) attributes', () => {
    const { descriptor, load } = setup({ attributes: { 'on-done': 'function' as never } });
    expect(() => createElementClass(descriptor, load)).toThrow(/unsupported type/);
  });

  it('replays properties set before the tag was defined', async () => {
    const { descriptor, load, last } = setup();
    const el = document.createElement(descriptor.tag) as HTMLElement & Record<string, unknown>;
    const since = new Date('2025-05-05T00:00:00Z');
    el.since = since;
    el.items = ['a'];
    el.limit = 7;
    document.body.append(el);
    defineElement(descriptor, load); // upgrade happens here
    await waitMounted(el);
    await vi.waitFor(() => expect(last()).toMatchObject({ limit: 7, items: ['a'] }), { timeout: 10_000 });
    expect(last().since).toBe(since);
    expect(Object.prototype.hasOwnProperty.call(el, 'since')).toBe(false); // now behind the accessor
    el.since = new Date(0);
    await vi.waitFor(() => expect((last().since as Date).getTime()).toBe(0), { timeout: 10_000 });
  });

  it('dispatches fiu-* CustomEvents that bubble and cross the shadow boundary, only on user action', async () => {
    const { descriptor, load } = setup();
    defineElement(descriptor, load);
    const wrapper = document.createElement('section');
    const el = document.createElement(descriptor.tag) as HTMLElement & Record<string, unknown>;
    wrapper.append(el);
    document.body.append(wrapper);
    await waitMounted(el);
    const events: CustomEvent[] = [];
    document.addEventListener('fiu-saved', (e) => events.push(e as CustomEvent));
    // Setting properties and attributes from code fires nothing.
    el.items = [1, 2];
    el.setAttribute('label', 'x');
    await microtasks();
    expect(events).toHaveLength(0);
    const save = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'save')!;
    save.click();
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toEqual({ id: 'x1' });
    expect(events[0]!.bubbles).toBe(true);
    expect(events[0]!.composed).toBe(true);
    expect(events[0]!.target).toBe(el);
  });

  it('refuses event names without the fiu- prefix', async () => {
    const { descriptor, load, last } = setup();
    defineElement(descriptor, load);
    const el = document.createElement(descriptor.tag);
    document.body.append(el);
    await waitMounted(el);
    const emit = last().emit as (n: string) => void;
    expect(() => emit('saved')).toThrow(/fiu-/);
  });

  it('renders into an open shadow root with one adopted stylesheet per element type', async () => {
    const { descriptor, load } = setup();
    defineElement(descriptor, load);
    const a = document.createElement(descriptor.tag);
    const b = document.createElement(descriptor.tag);
    document.body.append(a, b);
    await waitMounted(a);
    await waitMounted(b);
    expect(a.shadowRoot).not.toBeNull(); // open
    const [sheetA] = shadow(a).adoptedStyleSheets;
    const [sheetB] = shadow(b).adoptedStyleSheets;
    expect(sheetA).toBeDefined();
    expect(sheetA).toBe(sheetB);
    const text = [...sheetA!.cssRules].map((r) => r.cssText).join('\n');
    expect(text).toContain('--fiu-color-primary'); // ui tokens
    expect(text).toContain('probe-own-rule'); // the element's own css
    expect(text).toMatch(/:host\s*{[^}]*all:\s*initial/); // host page styles stop at the element
    expect(shadow(a).querySelector('style')).toBeNull();
  });

  it('falls back to a <style> element where constructable stylesheets are missing', async () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    try {
      const { descriptor, load } = setup();
      defineElement(descriptor, load);
      const el = document.createElement(descriptor.tag);
      document.body.append(el);
      await waitMounted(el);
      expect(shadow(el).adoptedStyleSheets).toHaveLength(0);
      const style = shadow(el).querySelector('style');
      expect(style?.textContent).toContain('probe-own-rule');
      expect(style?.textContent).toContain('--fiu-color-primary');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('provides a portal target inside the shadow root', async () => {
    const { descriptor, load } = setup();
    defineElement(descriptor, load);
    const el = document.createElement(descriptor.tag);
    document.body.append(el);
    await waitMounted(el);
    await vi.waitFor(() => expect(shadow(el).querySelector('[data-fiu-portal] [data-floating]')).not.toBeNull(), { timeout: 10_000 });
    expect(document.body.querySelector('[data-floating]')).toBeNull();
  });

  it('keeps its state when moved in the DOM, and unmounts when removed', async () => {
    const { descriptor, load, seen } = setup();
    defineElement(descriptor, load);
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    const el = document.createElement(descriptor.tag);
    first.append(el);
    await waitMounted(el);
    await vi.waitFor(() => expect(seen.mounts).toBe(1), { timeout: 10_000 });
    const more = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'more')!;
    more.click();
    more.click();
    await vi.waitFor(() => expect(shadow(el).querySelector('[data-count]')!.textContent).toBe('2'), { timeout: 10_000 });

    second.append(el); // a move: disconnect + connect in one task
    await microtasks();
    expect(seen.unmounts).toBe(0);
    expect(seen.mounts).toBe(1);
    expect(shadow(el).querySelector('[data-count]')!.textContent).toBe('2');

    el.remove();
    await vi.waitFor(() => expect(seen.unmounts).toBe(1), { timeout: 10_000 });
    second.append(el); // back later: a fresh mount
    await waitMounted(el);
    await vi.waitFor(() => expect(seen.mounts).toBe(2), { timeout: 10_000 });
    expect(shadow(el).querySelector('[data-count]')!.textContent).toBe('0');
  });

  it('marks each element with data-fiu-version', async () => {
    const { descriptor, load } = setup();
    defineElement(descriptor, load);
    const el = document.createElement(descriptor.tag);
    document.body.append(el);
    expect(el.getAttribute('data-fiu-version')).toBe(VERSION);
  });

  it('is idempotent, and warns and keeps the first definition when another version holds the tag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { descriptor, load } = setup();
    const cls = defineElement(descriptor, load);
    expect(defineElement(descriptor, load)).toBe(cls);
    expect(warn).not.toHaveBeenCalled();

    const other = setup();
    class Older extends HTMLElement {
      static readonly [VERSION_KEY] = '0.0.1';
    }
    customElements.define(other.descriptor.tag, Older);
    expect(defineElement(other.descriptor, other.load)).toBe(Older);
    expect(customElements.get(other.descriptor.tag)).toBe(Older);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('0.0.1');
  });

  it('applies api-base and mode attributes to the page configuration', async () => {
    const { descriptor, load } = setup();
    defineElement(descriptor, load);
    const el = document.createElement(descriptor.tag);
    el.setAttribute('api-base', 'https://fiu.example/');
    el.setAttribute('mode', 'investigate');
    document.body.append(el);
    await waitMounted(el);
    expect(getConfig().apiBase).toBe('https://fiu.example');
    expect(getConfig().mode).toBe('investigate');
  });

  it('turns session changes into fiu-signed-in (no token), fiu-signed-out and fiu-session-expired', async () => {
    const { descriptor, load } = setup();
    defineElement(descriptor, load);
    const el = document.createElement(descriptor.tag);
    document.body.append(el);
    await waitMounted(el);
    const got: CustomEvent[] = [];
    for (const type of ['fiu-signed-in', 'fiu-signed-out', 'fiu-session-expired']) {
      document.addEventListener(type, (e) => got.push(e as CustomEvent));
    }
    const user = {
      _id: 'u1', username: 'analyst', name: 'A. Analyst', email: 'analyst@fiu.example', role: 'fiu', domain: 'fiu',
      active: true, permissions: [], token: 'secret-token', session: 'sess-1',
    };
    signIn(user as never);
    signOut();
    signIn(user as never);
    signOut('expired');
    expect(got.map((e) => e.type)).toEqual(['fiu-signed-in', 'fiu-signed-out', 'fiu-signed-in', 'fiu-session-expired']);
    const detail = got[0]!.detail as { user: Record<string, unknown> };
    expect(detail.user.username).toBe('analyst');
    expect(JSON.stringify(detail)).not.toContain('secret-token');
    expect(got[0]!.composed && got[0]!.bubbles).toBe(true);
  });
});
