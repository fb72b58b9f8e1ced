/**
 * A tab's stylesheet that loads with the tab (the grid's CSS with the grid), adopted into the element's
 * shadow root as a constructable stylesheet: no <style> element, so a strict CSP (`style-src 'self'`) holds.
 * One sheet per CSS text per page; it stays adopted once added (a tab opened once is likely opened again).
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

const sheets = new Map<string, CSSStyleSheet>();
type StyledRoot = (Document | ShadowRoot) & { adoptedStyleSheets: CSSStyleSheet[] };

export function adoptCss(node: Node, css: string): boolean {
  const root = node.getRootNode() as Partial<StyledRoot>;
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype) || !Array.isArray(root.adoptedStyleSheets)) return false;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return true;
}

/** A ref for the tab's outer element; its root adopts `css` before the first paint. */
export function useAdoptedCss<T extends HTMLElement>(css: string): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useLayoutEffect(() => {
    if (ref.current) adoptCss(ref.current, css);
  }, [css]);
  return ref;
}
