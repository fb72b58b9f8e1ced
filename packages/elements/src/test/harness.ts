/**
 * Test helper: mount one element for real (defineElement + happy-dom), and drive it as a user would.
 */
import { expect, vi } from 'vitest';
import { defineElement } from '../define/defineElement';
import type { ElementDescriptor, ElementLoader } from '../define/types';

export interface Mounted {
  el: HTMLElement;
  root: ShadowRoot;
  events: CustomEvent[];
  /** Events of one type, in order. */
  of(type: string): CustomEvent[];
}

/**
 * vi.waitFor with a wait that suits a real server: its answers take a database query, and on a busy machine
 * longer than vitest's default second.
 */
export const waitFor: typeof vi.waitFor = (callback, options) =>
  vi.waitFor(callback, { timeout: 5000, ...(typeof options === 'number' ? { timeout: options } : options) });

export async function mountElement(descriptor: ElementDescriptor, load: ElementLoader, attrs: Record<string, string> = {}): Promise<Mounted> {
  defineElement(descriptor, load);
  const el = document.createElement(descriptor.tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const events: CustomEvent[] = [];
  for (const type of new Set([...descriptor.events, 'fiu-signed-in', 'fiu-signed-out', 'fiu-session-expired'])) {
    el.addEventListener(type, (e) => events.push(e as CustomEvent));
  }
  document.body.append(el);
  const root = el.shadowRoot as ShadowRoot;
  await waitFor(() => expect(root.querySelector('form, [role="status"]')).not.toBeNull());
  return { el, root, events, of: (type) => events.filter((e) => e.type === type) };
}

/** The control whose <label> reads `label` (exact, required mark ignored). */
export function field(root: ShadowRoot, label: string): HTMLInputElement {
  // A label naming its control by id (a form field), before a label wrapping one (e.g. a column chooser's checkbox).
  const named = [...root.querySelectorAll('label')].filter((x) => x.textContent?.replace('*', '').trim() === label);
  const l = named.find((x) => x.htmlFor) ?? named[0];
  if (!l) throw new Error(`no field labelled ${label} (have: ${[...root.querySelectorAll('label')].map((x) => x.textContent).join(' | ')})`);
  const input = root.getElementById(l.htmlFor) as HTMLInputElement | null;
  if (!input) throw new Error(`label ${label} points at nothing`);
  return input;
}

/** Type into a control the way React sees it (value + input event). */
export function type(input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): void {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export function button(root: ShadowRoot, caption: string): HTMLButtonElement {
  const b = [...root.querySelectorAll('button')].find((x) => x.textContent?.trim() === caption);
  if (!b) throw new Error(`no button "${caption}" (have: ${[...root.querySelectorAll('button')].map((x) => x.textContent?.trim()).join(' | ')})`);
  return b;
}

/** Press Enter in a field: submits its form like a browser's implicit submission. */
export function pressEnter(input: HTMLElement): void {
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  (input.closest('form') as HTMLFormElement).requestSubmit();
}

export const alertText = (root: ShadowRoot): string => root.querySelector('[role="alert"]')?.textContent?.trim() ?? '';

/** The error line under a field. */
export function fieldError(root: ShadowRoot, label: string): string {
  const input = field(root, label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const error = ids.map((id) => root.getElementById(id)).find((n) => n?.id.endsWith('-error'));
  return error?.textContent?.trim() ?? '';
}
