/**
 * Leaflet's stylesheet and ours, adopted into the shadow root (or document) that holds a map, as a
 * constructable stylesheet: no <style> element, so the standalone app's Content-Security-Policy
 * (`style-src 'self'`, no 'unsafe-inline') does not block it. One sheet per page, shared by every map.
 *
 * Leaflet itself then needs nothing more from the CSP: it positions panes, markers and tooltips through the
 * CSSOM (element.style), which `style-src` does not govern; only style attributes in markup and <style>
 * elements are inline styles in the CSP's sense.
 */
import { leafletCss } from './leafletCss.css';
import { mapCss } from './map.css';

let sheet: CSSStyleSheet | null = null;

type StyledRoot = (Document | ShadowRoot) & { adoptedStyleSheets: CSSStyleSheet[] };

const constructable = (): boolean =>
  typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;

/** The map's CSS text, for a fallback <style> where constructable stylesheets do not exist. */
export const MAP_CSS_TEXT = leafletCss + mapCss;

/**
 * Adopt the map's stylesheet into the root `node` lives in. Returns false when the browser cannot adopt
 * stylesheets (the caller then falls back to a <style> element).
 */
export function adoptMapStyles(node: Node): boolean {
  const root = node.getRootNode() as Partial<StyledRoot>;
  if (!constructable() || !Array.isArray(root.adoptedStyleSheets)) return false;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(MAP_CSS_TEXT);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return true;
}

/** The page's map stylesheet, once a map adopted it (for tests). */
export const mapStyleSheet = (): CSSStyleSheet | null => sheet;
