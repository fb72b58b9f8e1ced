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
  /** Cluster radius in pixels (default 60). */
  radius?: number;
}

/** Points listed in the popup of a cluster no zoom separates. */
export const LIST_LIMIT = 25;
/** The view is padded by this share on each side, so a short pan shows markers at once. */
const PAD = 0.25;

const BADGE_PX: Record<'small' | 'medium' | 'large', number> = { small: 34, medium: 42, large: 50 };

function sizeOf(count: number): number {
  return count < 100 ? BADGE_PX.small : count < 1000 ? BADGE_PX.medium : BADGE_PX.large;
}

/** Draws `index` on `map` until the returned function is called. */
export function drawClusters(L: typeof Leaflet, map: Leaflet.Map, index: ClusterIndex, set: MapClusters): () => void {
  const noun = set.noun ?? DEFAULT_NOUN;
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
      const marker = L.marker([item.lat, item.lng], {
        icon: L.divIcon({ className: 'fiu-map__marker', html: buildPinNode(), iconSize: [24, 32], iconAnchor: [12, 31], popupAnchor: [0, -28] }),
        keyboard: true,
        riseOnHover: true,
      });
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
      riseOnHover: true,
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

  function redraw(): void {
    const view = map.getBounds().pad(PAD);
    const bbox = [view.getWest(), Math.max(-85, view.getSouth()), view.getEast(), Math.min(85, view.getNorth())] as const;
    const next = new Map<string, Leaflet.Marker>();
    for (const item of index.items(bbox, map.getZoom())) {
      const key = item.kind === 'cluster' ? `c${item.id}` : `p${item.index}`;
      const marker = shown.get(key) ?? makeMarker(item).addTo(layer);
      next.set(key, marker);
    }
    for (const [key, marker] of shown) if (!next.has(key)) layer.removeLayer(marker);
    shown = next;
    map.getContainer().setAttribute('data-markers', String(next.size));
  }

  map.on('moveend', redraw);
  redraw();
  return () => {
    map.off('moveend', redraw);
    layer.remove();
    shown.clear();
  };
}
