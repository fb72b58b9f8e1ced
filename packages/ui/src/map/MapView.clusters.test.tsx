// @vitest-environment happy-dom
// Clusters and the route on a real Leaflet map. happy-dom lays nothing out, so the map is given a size
// (getSize) as a browser would; drawing and painting are checked in Chromium (tests/e2e/workspace-maps.spec.ts).
import * as L from 'leaflet';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { MapView } from './MapView';
import type { MapClusters } from './clusterLayer';

const NAUGHTY = '<img src=x onerror=alert(1)>';

function shadowMount(): { shadow: ShadowRoot; mount: HTMLElement } {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.append(mount);
  return { shadow, mount };
}

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 5));
    });
  }
  expect(done()).toBe(true);
}

/** 300 calls at one Abuja site, 200 spread around Lagos, one in Kano. */
function calls() {
  const pts: { lat: number; lng: number }[] = [];
  for (let i = 0; i < 300; i++) pts.push({ lat: 9.0765, lng: 7.3986 });
  for (let i = 0; i < 200; i++) pts.push({ lat: 6.4 + (i % 20) * 0.01, lng: 3.3 + Math.floor(i / 20) * 0.01 });
  pts.push({ lat: 12.0022, lng: 8.592 });
  return pts;
}

function clusterSet(points = calls()): MapClusters {
  return {
    points,
    describe: (i) => ({ title: i === 500 ? NAUGHTY : `Call ${i}`, rows: [['Site', i === 500 ? NAUGHTY : 'ABUJA-01']] }),
    noun: { one: 'call', other: 'calls' },
  };
}

const badges = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('.leaflet-marker-icon.fiu-map__cluster-icon')];
const pins = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('.leaflet-marker-icon.fiu-map__dot')];
/** The count MapView writes when every marker of the view is on the map (they are made in slices). */
const markersDrawn = (root: ParentNode) => Number(root.querySelector('.fiu-map__canvas')?.getAttribute('data-markers') ?? -1);
const zoomOf = (root: ParentNode) => Number(root.querySelector('.fiu-map__canvas')!.getAttribute('data-zoom'));

beforeEach(() => {
  // A new point each time: leaflet halves the one it gets in place.
  vi.spyOn(L.Map.prototype, 'getSize').mockImplementation(() => L.point(1000, 500));
});
afterEach(() => vi.restoreAllMocks());

describe('MapView clusters', () => {
  it('draws clusters with readable counts and labelled, focusable markers', async () => {
    const { shadow, mount } = shadowMount();
    render(<MapView clusters={clusterSet()} />, mount);
    // Markers are made in slices; the count is written when all are on the map.
    await until(() => shadow.querySelector('.fiu-map__canvas')?.getAttribute('data-markers') === '3');
    const canvas = shadow.querySelector('.fiu-map__canvas')!;
    expect(canvas.getAttribute('aria-busy')).toBeNull();
    // At zoom 5 over Nigeria: the Abuja stack and the Lagos spread are clusters, Kano a single pin.
    const texts = badges(shadow).map((b) => b.textContent).sort();
    expect(texts).toEqual(['200', '300']);
    const labels = badges(shadow).map((b) => b.getAttribute('aria-label')).sort();
    expect(labels).toEqual(['Cluster of 200 calls: zoom in', 'Cluster of 300 calls: list them']);
    for (const b of badges(shadow)) expect(b.getAttribute('tabindex')).toBe('0');
    const [kano] = pins(shadow);
    expect(kano!.getAttribute('aria-label')).toBe(NAUGHTY);
    expect(kano!.getAttribute('tabindex')).toBe('0');
  });

  it('Space (like a click or Enter) on a cluster zooms in until it falls apart', async () => {
    const { shadow, mount } = shadowMount();
    render(<MapView clusters={clusterSet()} />, mount);
    await until(() => markersDrawn(shadow) === 3);
    expect(zoomOf(shadow)).toBe(5);
    const lagos = badges(shadow).find((b) => b.textContent === '200')!;
    act(() => {
      lagos.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    });
    await until(() => zoomOf(shadow) > 5);
    // The view moved to Lagos: the Abuja stack is out of it; Lagos is now several clusters or pins.
    await until(() => !badges(shadow).some((b) => b.textContent === '200'));
    const counts = badges(shadow).map((b) => Number(b.textContent));
    expect(counts.length + pins(shadow).length).toBeGreaterThan(1);
  });

  it('a stack no zoom separates lists its points in a popup, as text', async () => {
    const { shadow, mount } = shadowMount();
    render(<MapView clusters={clusterSet()} />, mount);
    await until(() => markersDrawn(shadow) === 3);
    const stack = badges(shadow).find((b) => b.textContent === '300')!;
    act(() => stack.click());
    await until(() => Boolean(shadow.querySelector('.fiu-map__popup--list')));
    const popup = shadow.querySelector('.fiu-map__popup--list')!;
    expect(popup.querySelector('.fiu-map__popup-head')!.textContent).toBe('300 calls at this place');
    expect(popup.querySelectorAll('li')).toHaveLength(25);
    expect(popup.querySelector('.fiu-map__popup-more')!.textContent).toBe('and 275 more');
    expect(zoomOf(shadow)).toBe(5);
  });

  it("Enter on a point opens its popup, rows as text, focus inside; closing it returns focus", async () => {
    const { shadow, mount } = shadowMount();
    render(<MapView clusters={clusterSet()} />, mount);
    await until(() => markersDrawn(shadow) === 3);
    // Enter on the focused pin, as a keyboard user opens it.
    const pin = pins(shadow)[0]!;
    pin.focus();
    act(() => {
      pin.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await until(() => Boolean(shadow.querySelector('.fiu-map__popup')));
    const popup = shadow.querySelector('.fiu-map__popup')!;
    expect(shadow.activeElement).toBe(popup);
    expect(popup.querySelector('img')).toBeNull();
    expect(popup.querySelector('.fiu-map__popup-title')!.textContent).toBe(NAUGHTY);
    expect(popup.querySelector('dd')!.textContent).toBe(NAUGHTY);
    // Closed, focus goes back to the pin.
    act(() => shadow.querySelector<HTMLElement>('.leaflet-popup-close-button')!.click());
    await until(() => !shadow.querySelector('.fiu-map__popup'));
    expect(shadow.activeElement).toBe(pin);
  });

  it('new points replace the old ones; no points draw nothing', async () => {
    const { shadow, mount } = shadowMount();
    const { rerender } = render(<MapView clusters={clusterSet()} />, mount);
    await until(() => markersDrawn(shadow) === 3);
    rerender(<MapView clusters={clusterSet([{ lat: 10, lng: 8 }])} />);
    await until(() => badges(shadow).length === 0 && pins(shadow).length === 1);
    expect(pins(shadow)[0]!.querySelector('svg')).toBeNull(); // a dot: one element
    rerender(<MapView clusters={{ ...clusterSet([{ lat: 10, lng: 8 }, { lat: 6, lng: 3 }]), pointStyle: 'pin' }} />);
    await until(() => shadow.querySelectorAll('.leaflet-marker-icon.fiu-map__marker .fiu-map__pin svg').length === 2);
    rerender(<MapView clusters={clusterSet([])} />);
    await until(() => pins(shadow).length === 0 && !shadow.querySelector('.leaflet-marker-icon.fiu-map__marker'));
  });
});

describe('MapView fitRequest', () => {
  it('fits the view to the clusters’ points and the route when asked, not before', async () => {
    const { shadow, mount } = shadowMount();
    const fit = vi.spyOn(L.Map.prototype, 'fitBounds');
    const set = clusterSet([{ lat: 6.45, lng: 3.39 }, { lat: 6.6, lng: 3.5 }]);
    const route = { points: [{ lat: 6.5, lng: 3.3 }, { lat: 7.0, lng: 3.9 }], mode: 'driving' as const, color: 'blue' };
    const { rerender } = render(<MapView clusters={set} route={route} />, mount);
    await until(() => pins(shadow).length + badges(shadow).length > 0);
    expect(fit).not.toHaveBeenCalled();
    rerender(<MapView clusters={set} route={route} fitRequest={1} />);
    await until(() => fit.mock.calls.length === 1);
    const b = fit.mock.calls[0]![0] as L.LatLngBounds;
    // The points' box (6.45–7.0, 3.3–3.9) padded by a tenth.
    expect(b.getSouth()).toBeCloseTo(6.45 - 0.055, 6);
    expect(b.getNorth()).toBeCloseTo(7.0 + 0.055, 6);
    expect(b.getWest()).toBeCloseTo(3.3 - 0.06, 6);
    expect(b.getEast()).toBeCloseTo(3.9 + 0.06, 6);
    await until(() => zoomOf(shadow) > 5);
  });
});

describe('MapView route', () => {
  const stops = [
    { lat: 6.5244, lng: 3.3792 },
    { lat: 9.0765, lng: 7.3986 },
    { lat: 12.0022, lng: 8.592 },
  ];

  it('draws the legs in the colour, weight and opacity given; walking is dotted', async () => {
    const { shadow, mount } = shadowMount();
    const { rerender } = render(<MapView route={{ points: stops, mode: 'driving', color: 'blue' }} />, mount);
    await until(() => Boolean(shadow.querySelector('path.fiu-map__route')));
    const line = () => shadow.querySelector('path.fiu-map__route')!;
    expect(line().getAttribute('stroke')).toBe('blue');
    expect(line().getAttribute('stroke-width')).toBe('6');
    expect(line().getAttribute('stroke-opacity')).toBe('0.5');
    expect(line().getAttribute('stroke-dasharray')).toBeNull();
    expect(line().classList.contains('fiu-map__route--driving')).toBe(true);
    rerender(<MapView route={{ points: stops, mode: 'walking', color: 'red' }} />);
    await until(() => line().getAttribute('stroke') === 'red');
    expect(shadow.querySelectorAll('path.fiu-map__route')).toHaveLength(1);
    expect(line().getAttribute('stroke-dasharray')).toBe('2 12');
    rerender(<MapView route={{ points: stops.slice(0, 1), mode: 'walking', color: 'red' }} />);
    await until(() => !shadow.querySelector('path.fiu-map__route'));
  });
});
