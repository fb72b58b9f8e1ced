// Tiny render helper over react-dom/client + act, so tests need no testing library.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

export interface Rendered {
  container: HTMLElement;
  rerender(ui: ReactNode): void;
  unmount(): void;
}

export function render(ui: ReactNode, container: HTMLElement = document.createElement('div')): Rendered {
  if (!container.isConnected) document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  mounted.push({ root, container });
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => act(() => root.unmount()),
  };
}

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  document.body.innerHTML = '';
});

/** Clicks an element inside act. */
export function click(el: Element | null): void {
  if (!el) throw new Error('click: element not found');
  act(() => {
    (el as HTMLElement).click();
  });
}

/** Fires a keydown on the element (default: the focused one) inside act. */
export function press(key: string, el: Element | null = deepActiveElement()): void {
  if (!el) throw new Error('press: no target');
  act(() => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true }));
  });
}

/** Types into an input the way React notices: sets the value through the native setter, fires input. */
export function type(el: Element | null, value: string): void {
  if (!el) throw new Error('type: element not found');
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  act(() => {
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function deepActiveElement(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** Finds an element by its text content (trimmed, exact). */
export function getByText(root: ParentNode, text: string, selector = '*'): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>(selector)].filter(
    (el) =>
      el.textContent?.trim() === text &&
      // with '*', the innermost match; with a selector, the matching element itself
      (selector !== '*' || ![...el.children].some((c) => c.textContent?.trim() === text)),
  );
  if (found.length === 0) throw new Error(`No element with text "${text}"`);
  return found[0]!;
}
