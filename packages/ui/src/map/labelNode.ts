// DOM builders for what MapView puts on the map. Leaflet writes a string given to a tooltip, popup or
// divIcon with innerHTML (its popup XSS is 'won't fix'), so everything here is an element whose text is set
// with textContent (SECURITY.md promise 8). No leaflet import: these are tested on their own.

const SVG = 'http://www.w3.org/2000/svg';

/** A tooltip or popup body showing `text` as text: '<img onerror=...>' stays visible characters. */
export function buildLabelNode(text: string, className = 'fiu-map__label-text', doc: Document = document): HTMLElement {
  const el = doc.createElement('span');
  el.className = className;
  el.textContent = text;
  return el;
}

/** The marker pin (24 x 32, the tip at the bottom centre), drawn as SVG nodes. */
export function buildPinNode(doc: Document = document): HTMLElement {
  const wrap = doc.createElement('span');
  wrap.className = 'fiu-map__pin';
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 32');
  svg.setAttribute('width', '24');
  svg.setAttribute('height', '32');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const body = doc.createElementNS(SVG, 'path');
  body.setAttribute('class', 'fiu-map__pin-body');
  body.setAttribute('d', 'M12 1C6 1 1.5 5.5 1.5 11.3 1.5 19 12 31 12 31s10.5-12 10.5-19.7C22.5 5.5 18 1 12 1z');
  const dot = doc.createElementNS(SVG, 'circle');
  dot.setAttribute('class', 'fiu-map__pin-dot');
  dot.setAttribute('cx', '12');
  dot.setAttribute('cy', '11.5');
  dot.setAttribute('r', '4');
  svg.append(body, dot);
  wrap.append(svg);
  return wrap;
}

/**
 * Text for Leaflet's attribution control, which also writes with innerHTML: markup characters escaped, so
 * an attribution is always shown as text.
 */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
