/** The focused element, looking inside open shadow roots (document.activeElement stops at the host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let el = root.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function firstFocusable(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(FOCUSABLE);
}
