// Draws a ClusterIndex on a Leaflet map: only what lies in the view (plus a margin) at the current zoom, redrawn
// when a move or zoom ends, markers kept across redraws when they stay. A cluster's click (or Enter on it) zooms
// to where it falls apart; one that never does (its points share a place) lists its points in a popup.
import type * as Leaflet from 'leaflet';
import type { ClusterIndex, ClusterItem } from './clusterIndex';
import { buildPinNode } from './labelNode';
import { DEFAULT_NOUN, buildClusterNode, buildInfoNode, buildListNode, clusterLabel, type MapNoun, type MapPointInfo } from './popupNode';

export interface MapClusters {
  /** The points; an index into this array names a point in `describe`. */
  points: readonly { lat: number; lng: number }[];
  /** A point's title (its marker's accessible name) and its popup rows. */
  describe(index: number): MapPointInfo;
  noun?: MapNoun;
  /** Cluster radius in pixels (default 80). */
  radius?: number;
  /** How a single point looks: 'dot' (default; light enough for hundreds in view) or 'pin' (a few places). */
  pointStyle?: 'dot' | 'pin';
}

/** Points listed in the popup of a cluster no zoom separates. */
export const LIST_LIMIT = 25;
/** The view is padded by this share on each side, so a short pan shows markers at once. */
const PAD = 0.05;
/** The longest slice of marker work between two yields to the browser. */
const SLICE_MS = 8;
const PANE = 'fiu-clusters';

const BADGE_PX: Record<'small' | 'medium' | 'large', number> = { small: 34, medium: 42, large: 50 };

function sizeOf(count: number): number {
  return count < 100 ? BADGE_PX.small : count < 1000 ? BADGE_PX.medium : BADGE_PX.large;
}

/** Draws `index` on `map` until the returned function is called. */
export function drawClusters(L: typeof Leaflet, map: Leaflet.Map, index: ClusterIndex, set: MapClusters): () => void {
  const noun = set.noun ?? DEFAULT_NOUN;
  // Their own pane, hidden while a zoom animates (as leaflet's markerZoomAnimation: false does for all markers):
  // hundreds of markers sliding with the zoom cost frames, and a redraw follows the zoom anyway.
  const pane = map.getPane(PANE) ?? map.createPane(PANE);
  pane.classList.add('leaflet-zoom-hide');
  pane.style.zIndex = '600';
  const layer = L.layerGroup().addTo(map);
  let shown = new Map<string, Leaflet.Marker>();

  const popupOptions: Leaflet.PopupOptions = { className: 'fiu-map__popup-frame', maxWidth: 320, autoPanPadding: [16, 16] };

  /** Opens `content` on the marker and moves focus into it; when it closes with focus inside, focus goes back. */
  function open(marker: Leaflet.Marker, content: HTMLElement): void {
    marker.unbindPopup();
    let focused = false;
    content.addEventListener('focusin', () => (focused = true));
    content.addEventListener('focusout', (e) => (focused = content.contains(e.relatedTarget as Node | null)));
    marker.once('popupclose', () => {
      if (focused) marker.getElement()?.focus({ preventScroll: true });
    });
    marker.bindPopup(content, popupOptions).openPopup();
    content.focus({ preventScroll: true });
  }

  /** A click, or Enter or Space on the focused marker (leaflet itself only opens a bound popup on Enter). */
  function onActivate(marker: Leaflet.Marker, act: () => void): void {
    marker.on('click', act);
    marker.on('keydown', (e) => {
      const key = (e as Leaflet.LeafletKeyboardEvent).originalEvent;
      if (key.key !== 'Enter' && key.key !== ' ') return;
      key.preventDefault();
      act();
    });
  }

  function makeMarker(item: ClusterItem): Leaflet.Marker {
    if (item.kind === 'point') {
      const info = set.describe(item.index);
      // A dot by default: a view may hold hundreds, and a dot is one element with no SVG and no filter to paint.
      const icon =
        set.pointStyle === 'pin'
          ? L.divIcon({ className: 'fiu-map__marker', html: buildPinNode(), iconSize: [24, 32], iconAnchor: [12, 31], popupAnchor: [0, -28] })
          : L.divIcon({ className: 'fiu-map__dot', html: '', iconSize: [14, 14] });
      const marker = L.marker([item.lat, item.lng], { icon, keyboard: true, pane: PANE });
      onActivate(marker, () => open(marker, buildInfoNode(set.describe(item.index))));
      marker.once('add', () => marker.getElement()?.setAttribute('aria-label', info.title));
      return marker;
    }
    const px = sizeOf(item.count);
    const expandsAt = index.expansionZoom(item.id);
    const expands = expandsAt <= map.getMaxZoom();
    const marker = L.marker([item.lat, item.lng], {
      icon: L.divIcon({ className: 'fiu-map__cluster-icon', html: buildClusterNode(item.count), iconSize: [px, px] }),
      keyboard: true,
      pane: PANE,
    });
    onActivate(marker, () => {
      if (expands) {
        map.setView([item.lat, item.lng], Math.max(expandsAt, map.getZoom() + 1));
        return;
      }
      const infos = index.leaves(item.id, LIST_LIMIT).map((i) => set.describe(i));
      open(marker, buildListNode(infos, item.count, noun));
    });
    marker.once('add', () => marker.getElement()?.setAttribute('aria-label', clusterLabel(item.count, noun, expands)));
    return marker;
  }

  // Markers are made and removed in slices of a few milliseconds (a view may take a thousand at once), the ones
  // inside the view first; a newer move replaces what is still to be made, and what is to go always goes.
  const removeQueue: Leaflet.Marker[] = [];
  let addQueue: [string, ClusterItem][] = [];
  let pumping: ReturnType<typeof setTimeout> | null = null;

  function pump(): void {
    pumping = null;
    const end = performance.now() + SLICE_MS;
    while (removeQueue.length && performance.now() < end) layer.removeLayer(removeQueue.pop()!);
    while (!removeQueue.length && addQueue.length && performance.now() < end) {
      const [key, item] = addQueue.pop()!;
      shown.set(key, makeMarker(item).addTo(layer));
    }
    if (removeQueue.length || addQueue.length) pumping = setTimeout(pump, 0);
    else map.getContainer().setAttribute('data-markers', String(shown.size));
  }

  function redraw(): void {
    const inView = map.getBounds();
    const view = inView.pad(PAD);
    const bbox = [view.getWest(), Math.max(-85, view.getSouth()), view.getEast(), Math.min(85, view.getNorth())] as const;
    const next = new Map<string, Leaflet.Marker>();
    const later: [string, ClusterItem][] = [];
    const first: [string, ClusterItem][] = [];
    for (const item of index.items(bbox, map.getZoom())) {
      const key = item.kind === 'cluster' ? `c${item.id}` : `p${item.index}`;
      const kept = shown.get(key);
      if (kept) next.set(key, kept);
      else (inView.contains([item.lat, item.lng]) ? first : later).push([key, item]);
    }
    for (const [key, marker] of shown) if (!next.has(key)) removeQueue.push(marker);
    shown = next;
    // Popped from the end: the markers in view come first.
    addQueue = [...later, ...first];
    map.getContainer().removeAttribute('data-markers');
    if (pumping === null) pump();
  }

  map.on('moveend', redraw);
  redraw();
  return () => {
    if (pumping !== null) clearTimeout(pumping);
    map.off('moveend', redraw);
    layer.remove();
    shown.clear();
  };
}
