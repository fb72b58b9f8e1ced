// @vitest-environment happy-dom
// Leaflet cannot lay out or paint in happy-dom (no sizes), but it builds its DOM: enough to check what a
// user or an attacker would notice in it. Rendering itself is checked in Chromium by gallery/shoot.mjs.
import * as L from 'leaflet';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_HEIGHT, DEFAULT_MAP_ZOOM, MapView } from './MapView';
import { mapStyleSheet } from './mapStyles';

const NAUGHTY = '<img src=x onerror=alert(1)>';

/** A mount point inside an open shadow root, as the elements have. */
function shadowMount(): { shadow: ShadowRoot; mount: HTMLElement } {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.append(mount);
  return { shadow, mount };
}

async function settle(root: ParentNode, done: () => boolean = () => Boolean(root.querySelector('.fiu-map__loading[hidden]'))) {
  // React applies the state set when leaflet arrives at the end of each act(): wait in small acts.
  for (let i = 0; i < 400 && !done(); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 5));
    });
  }
  expect(done()).toBe(true);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MapView', () => {
  it('has the spec defaults: centre 9.0765, 7.3986, zoom 5, 500 px high', () => {
    expect(DEFAULT_MAP_CENTER).toEqual([9.0765, 7.3986]);
    expect(DEFAULT_MAP_ZOOM).toBe(5);
    expect(DEFAULT_MAP_HEIGHT).toBe(500);
  });

  it("inside a shadow root: brings leaflet's CSS along and draws the offline base map with its attribution", async () => {
    const { shadow, mount } = shadowMount();
    const setView = vi.spyOn(L.Map.prototype, 'setView');
    render(<MapView aria-label="Subject location" />, mount);
    // Adopted as a constructable stylesheet, never a <style> element (the app's CSP blocks inline styles).
    expect(shadow.querySelector('style')).toBeNull();
    const sheet = mapStyleSheet()!;
    expect(shadow.adoptedStyleSheets).toContain(sheet);
    const rules = [...sheet.cssRules].map((r) => r.cssText).join('\n');
    expect(rules).toContain('.leaflet-pane');
    expect(rules).toContain('.fiu-map__land--focus');
    expect(shadow.querySelector<HTMLElement>('.fiu-map__canvas')!.style.height).toBe('500px');
    expect(shadow.querySelector('.fiu-map__loading')!.textContent).toBe('Loading map…');

    await settle(shadow);
    const canvas = shadow.querySelector('.fiu-map__canvas')!;
    expect(canvas.classList.contains('leaflet-container')).toBe(true);
    expect(canvas.getAttribute('aria-label')).toBe('Subject location');
    expect(setView).toHaveBeenCalledWith([9.0765, 7.3986], 5);
    // Nigeria and its neighbours as vector paths, no tiles.
    expect(shadow.querySelectorAll('path.fiu-map__land--focus')).toHaveLength(1);
    expect(shadow.querySelectorAll('path.fiu-map__land--neighbour').length).toBeGreaterThanOrEqual(4);
    expect(shadow.querySelector('.leaflet-tile')).toBeNull();
    expect(shadow.querySelector('.leaflet-control-attribution')!.textContent).toContain('Boundaries: Natural Earth');
    // Neighbours are named; Nigeria is not (its name would sit under the markers).
    const names = [...shadow.querySelectorAll('.fiu-map__country-name')].map((n) => n.textContent);
    expect(names).toContain('Niger');
    expect(names).not.toContain('Nigeria');
    // Leaflet's default icon path detection (a probe div on document.body) never ran.
    expect(document.body.querySelector('.leaflet-default-icon-path')).toBeNull();
  });

  it('labels markers with text nodes: a name full of markup is shown, not run (SECURITY promise 8)', async () => {
    const { shadow, mount } = shadowMount();
    render(
      <MapView
        markers={[
          { lat: 9.0765, lng: 7.3986, label: 'Adebayo Ogunleye' },
          { lat: 6.5244, lng: 3.3792, label: NAUGHTY },
        ]}
      />,
      mount,
    );
    await settle(shadow);
    const tooltips = [...shadow.querySelectorAll('.leaflet-tooltip')];
    expect(tooltips.map((t) => t.textContent)).toEqual(['Adebayo Ogunleye', NAUGHTY]);
    expect(shadow.querySelector('.leaflet-tooltip img, .leaflet-marker-pane img')).toBeNull();
    expect(tooltips[1]!.querySelector('.fiu-map__label-text')!.firstChild!.nodeType).toBe(Node.TEXT_NODE);
    const pins = [...shadow.querySelectorAll('.leaflet-marker-icon.fiu-map__marker')];
    expect(pins.map((p) => p.getAttribute('aria-label'))).toEqual(['Adebayo Ogunleye', NAUGHTY]);
    expect(pins[0]!.querySelector('.fiu-map__pin svg')).not.toBeNull();
  });

  it('follows new markers and a new centre', async () => {
    const { shadow, mount } = shadowMount();
    const { rerender } = render(<MapView markers={[{ lat: 9, lng: 7, label: 'One' }]} />, mount);
    await settle(shadow);
    const setView = vi.spyOn(L.Map.prototype, 'setView');
    rerender(<MapView center={[6.5, 3.4]} zoom={7} markers={[{ lat: 6.5, lng: 3.4, label: 'Two' }, { lat: 12, lng: 8.5, label: 'Three' }]} />);
    expect([...shadow.querySelectorAll('.leaflet-tooltip')].map((t) => t.textContent)).toEqual(['Two', 'Three']);
    expect(setView).toHaveBeenCalledWith([6.5, 3.4], 7);
    rerender(<MapView center={[6.5, 3.4]} zoom={7} markers={[]} />);
    expect(shadow.querySelectorAll('.leaflet-marker-icon.fiu-map__marker')).toHaveLength(0);
  });

  it('with a tile URL draws tiles instead, and shows their attribution as text', async () => {
    const { shadow, mount } = shadowMount();
    render(<MapView tileUrl="https://tiles.example.org/{z}/{x}/{y}.png" attribution={`© Example <img src=x onerror=alert(1)>`} />, mount);
    await settle(shadow);
    expect(shadow.querySelector('path.fiu-map__land')).toBeNull();
    expect(shadow.querySelector('.fiu-map--offline')).toBeNull();
    const attribution = shadow.querySelector('.leaflet-control-attribution')!;
    expect(attribution.textContent).toContain('© Example <img src=x onerror=alert(1)>');
    expect(attribution.querySelector('img')).toBeNull();
    expect(attribution.textContent).not.toContain('Natural Earth');
  });

  it('removes the map when unmounted', async () => {
    const { shadow, mount } = shadowMount();
    const remove = vi.spyOn(L.Map.prototype, 'remove');
    const { unmount } = render(<MapView markers={[{ lat: 9, lng: 7, label: 'x' }]} />, mount);
    await settle(shadow);
    expect(remove).not.toHaveBeenCalled();
    unmount();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('unmounted before leaflet arrives: no map is made', async () => {
    const { shadow, mount } = shadowMount();
    // A new map sets its first view from its options.
    const create = vi.spyOn(L.Map.prototype, 'setView');
    const { unmount } = render(<MapView />, mount);
    unmount();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(create).not.toHaveBeenCalled();
    expect(shadow.querySelector('.leaflet-container')).toBeNull();
  });
});
