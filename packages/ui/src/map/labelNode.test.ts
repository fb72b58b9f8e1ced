// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildLabelNode, buildPinNode, escapeText } from './labelNode';

const NAUGHTY = '<img src=x onerror=alert(1)>';

describe('map label nodes (SECURITY promise 8)', () => {
  it('a label is a text node: markup in a name stays visible characters, no element is made', () => {
    const node = buildLabelNode(NAUGHTY);
    expect(node.textContent).toBe(NAUGHTY);
    expect(node.childNodes).toHaveLength(1);
    expect(node.firstChild!.nodeType).toBe(Node.TEXT_NODE);
    expect(node.querySelector('img')).toBeNull();
    expect(node.innerHTML).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps any name as it is, with the class asked for', () => {
    for (const text of ['Adebayo Ogunleye', '"><script>alert(1)</script>', "Ọlá Ńnàmdí & Sons", '']) {
      const node = buildLabelNode(text, 'x-label');
      expect(node.textContent).toBe(text);
      expect(node.children).toHaveLength(0);
      expect(node.className).toBe('x-label');
    }
  });

  it('the pin is drawn with SVG nodes and hidden from screen readers', () => {
    const pin = buildPinNode();
    const svg = pin.querySelector('svg')!;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(pin.querySelector('path')!.getAttribute('d')).toMatch(/^M12 1/);
    // Each call makes a fresh node (a divIcon appends its node; sharing one would move it between markers).
    expect(buildPinNode()).not.toBe(pin);
  });

  it('escapeText turns an attribution into plain text for leaflet’s innerHTML', () => {
    expect(escapeText('© <a href="x">OSM</a> & co')).toBe('© &#60;a href=&#34;x&#34;&#62;OSM&#60;/a&#62; &#38; co');
    const probe = document.createElement('div');
    probe.innerHTML = escapeText(NAUGHTY);
    expect(probe.textContent).toBe(NAUGHTY);
    expect(probe.querySelector('img')).toBeNull();
  });
});
