/**
 * The stylesheet of a part that loads on demand (a lazy tab, the list filters): adopted into the shadow root the
 * part renders in, when it first renders, so the screen's first load does not carry it. A constructable
 * stylesheet, as the element's own (no <style> element: a host CSP with `style-src 'self'` allows it); one
 * sheet per text, shared by every root. Where constructable stylesheets are missing, a <style> element.
 */
import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';

const sheets = new Map<string, CSSStyleSheet>();

type StyledRoot = (Document | ShadowRoot) & { adoptedStyleSheets: CSSStyleSheet[] };

/** Adopts `css` into the root `node` lives in; false where the browser cannot adopt stylesheets. */
export function adoptStyles(node: Node, css: string): boolean {
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

/** Renders nothing visible: adopts `css` into its shadow root (or renders it as a <style> where it cannot). */
export function PartStyles({ css }: { css: string }): ReactElement {
  const ref = useRef<HTMLSpanElement>(null);
  const [adopted, setAdopted] = useState(true);
  useLayoutEffect(() => {
    if (ref.current) setAdopted(adoptStyles(ref.current, css));
  }, [css]);
  return adopted ? <span ref={ref} hidden /> : <style>{css}</style>;
}
