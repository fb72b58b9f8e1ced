/**
 * The chart's stylesheet, adopted into the shadow root (or document) that holds a chart, as a constructable
 * stylesheet: no <style> element, so a strict CSP (`style-src 'self'`) does not block it. One sheet per page.
 * Where stylesheets cannot be adopted, a <style> element beside the chart is the fallback.
 */
import { chartCss } from './chart.css';

let sheet: CSSStyleSheet | null = null;
type StyledRoot = (Document | ShadowRoot) & { adoptedStyleSheets: CSSStyleSheet[] };

/** Adopt the chart stylesheet into `node`'s root; false when the browser cannot (use a <style> then). */
export function adoptChartStyles(node: Node): boolean {
  const root = node.getRootNode() as Partial<StyledRoot>;
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype) || !Array.isArray(root.adoptedStyleSheets)) return false;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(chartCss);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return true;
}

/** The page's chart stylesheet, once a chart adopted it (for tests). */
export const chartStyleSheet = (): CSSStyleSheet | null => sheet;
