import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactElement } from 'react';
// Types only: leaflet itself is loaded with import() when a map is first drawn, so a screen that imports
// this module but never shows its map tab does not fetch it.
import type * as Leaflet from 'leaflet';
import { cx } from '../cx';
import { BASEMAP_ATTRIBUTION, basemapClassName, loadBasemap, type Basemap } from './basemap';
import { buildClusterIndex } from './clusterIndex';
import { drawClusters, type MapClusters } from './clusterLayer';
import { buildLabelNode, buildPinNode, escapeText } from './labelNode';
import { routeDash, routeStops, type MapRoute } from './route';
import { MAP_CSS_TEXT, adoptMapStyles } from './mapStyles';

/** Latitude and longitude the maps centre on (core-records §9). */
export const DEFAULT_MAP_CENTER: readonly [number, number] = [9.0765, 7.3986];
export const DEFAULT_MAP_ZOOM = 5;
/** The subject map's height in pixels (core-records §9; the dashboard map is 600). */
export const DEFAULT_MAP_HEIGHT = 500;

export interface MapMarker {
  lat: number;
  lng: number;
  /** Shown beside the pin as text (never as HTML), e.g. the subject's name. */
  label?: string | null;
}

export interface MapViewProps {
  /** [latitude, longitude]; default Abuja (9.0765, 7.3986). */
  center?: readonly [number, number];
  /** Default 5. */
  zoom?: number;
  /** Pixels or a CSS length; default 500. */
  height?: number | string;
  markers?: readonly MapMarker[];
  /**
   * Many points drawn as clusters (supercluster): counts on badges, a click on a cluster zooms in, a point's
   * click opens its popup. Give a new `points` array only when the points change: the index is built per array.
   */
  clusters?: MapClusters;
  /** A line through ordered points (straight legs: no routing service offline). */
  route?: MapRoute;
  /**
   * Change it (a counter) to fit the view to everything drawn: markers, clusters' points and the route. The
   * map opens at `center` and `zoom`; this is the "show all" a user asks for.
   */
  fitRequest?: number;
  /**
   * A tile URL template ('https://tile.example.org/{z}/{x}/{y}.png'). Without one the map draws the shipped
   * offline base map (country boundaries of Nigeria and the region) and needs no network at all.
   */
  tileUrl?: string;
  /** The tile source's attribution, shown as text. */
  attribution?: string;
  /** 'permanent' (default): labels always shown; 'hover': on pointer hover and keyboard focus. */
  labels?: 'permanent' | 'hover';
  /** Write country names on the offline base map (default true). */
  countryNames?: boolean;
  /** Names the map for screen readers. */
  'aria-label'?: string;
  /** Shown while leaflet loads, and if it cannot. */
  loadingText?: string;
  failedText?: string;
  className?: string;
}

type LeafletModule = typeof Leaflet;
let leafletPromise: Promise<LeafletModule> | null = null;

/** Imports leaflet once (its own chunk in the script-tag build). */
export function loadLeaflet(): Promise<LeafletModule> {
  leafletPromise ??= import('leaflet').then((mod) => {
    const ns = mod as unknown as LeafletModule & { default?: LeafletModule };
    return typeof ns.map === 'function' ? ns : ns.default!;
  });
  leafletPromise.catch(() => {
    leafletPromise = null;
  });
  return leafletPromise;
}

/** Starts loading leaflet and the base map early, e.g. when the pointer reaches the Map tab. */
export function preloadMap(): void {
  void loadLeaflet().catch(() => {});
  void loadBasemap().catch(() => {});
}

const LEAFLET_PREFIX = '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>';

/** The window the offline data covers, as Leaflet bounds. */
function windowOf(L: LeafletModule, basemap: Basemap): Leaflet.LatLngBounds {
  const [west, south, east, north] = basemap.bbox;
  return L.latLngBounds([south, west], [north, east]);
}

function drawBasemap(L: LeafletModule, map: Leaflet.Map, basemap: Basemap, countryNames: boolean) {
  L.geoJSON(basemap, {
    interactive: false,
    style: (feature) => ({ className: basemapClassName(feature?.properties.role ?? 'context') }),
  }).addTo(map);
  if (!countryNames) return;
  const pane = map.createPane('fiu-country-names');
  pane.style.zIndex = '450';
  pane.style.pointerEvents = 'none';
  for (const feature of basemap.features) {
    // Nigeria stands out by its outline; a name in its middle would sit under the markers.
    if (feature.properties.role === 'focus') continue;
    const [lng, lat] = feature.properties.labelAt;
    L.marker([lat, lng], {
      pane: 'fiu-country-names',
      interactive: false,
      keyboard: false,
      icon: L.divIcon({
        className: `fiu-map__country fiu-map__country--${feature.properties.role}`,
        html: buildLabelNode(feature.properties.name, 'fiu-map__country-name'),
        iconSize: [0, 0],
      }),
    }).addTo(map);
  }
}

/**
 * A Leaflet map that works inside a shadow root and under a strict CSP: leaflet's CSS is adopted into the
 * map's shadow root as a constructable stylesheet (mapStyles.ts; a <style> only where that is missing), marker
 * icons are drawn here (leaflet's default icon looks for its images through document.body), labels are text
 * nodes. With no tileUrl it draws an offline base map from shipped boundary data. Follows its container's
 * size (ResizeObserver) and removes the map when unmounted.
 *
 * Import from '@fiu/ui/map' (not '@fiu/ui'), so only the screens with a map bundle it.
 */
export function MapView({
  center = DEFAULT_MAP_CENTER,
  zoom = DEFAULT_MAP_ZOOM,
  height = DEFAULT_MAP_HEIGHT,
  markers = [],
  clusters,
  route,
  fitRequest = 0,
  tileUrl,
  attribution,
  labels = 'permanent',
  countryNames = true,
  'aria-label': ariaLabel = 'Map',
  loadingText = 'Loading map…',
  failedText = 'The map could not be loaded.',
  className,
}: MapViewProps): ReactElement {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  // null until the layout effect knows; false: no constructable stylesheets, render a <style> instead.
  const [adopted, setAdopted] = useState<boolean | null>(null);
  useLayoutEffect(() => {
    if (frameRef.current) setAdopted(adoptMapStyles(frameRef.current));
  }, []);
  const [ready, setReady] = useState<{ L: LeafletModule; map: Leaflet.Map; basemap: Basemap | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const initialView = useRef({ center, zoom });
  initialView.current = { center, zoom };

  // Create the map; again when the tile source changes.
  useEffect(() => {
    let cancelled = false;
    let dispose = () => {};
    setFailed(false);
    (async () => {
      const [L, basemap] = await Promise.all([loadLeaflet(), tileUrl ? Promise.resolve(null) : loadBasemap()]);
      const el = canvasRef.current;
      if (cancelled || !el) return;
      const { center: c, zoom: z } = initialView.current;
      const map = L.map(el, {
        center: [c[0], c[1]],
        zoom: z,
        // The offline data covers a window around Nigeria: keep the view inside it.
        ...(basemap ? { maxZoom: 10, maxBounds: windowOf(L, basemap), maxBoundsViscosity: 1 } : { maxZoom: 19 }),
      });
      // Offline, zooming out stops where the view would show the edge of the shipped data.
      const fitMinZoom = () => {
        if (!basemap) return;
        const bounds = map.options.maxBounds ? L.latLngBounds(map.options.maxBounds as Leaflet.LatLngBoundsLiteral) : windowOf(L, basemap);
        const size = map.getSize();
        if (size.x > 0 && size.y > 0) map.setMinZoom(Math.min(map.getBoundsZoom(bounds, true), z));
      };
      fitMinZoom();
      map.attributionControl.setPrefix(LEAFLET_PREFIX);
      if (basemap) {
        map.attributionControl.addAttribution(escapeText(basemap.attribution || BASEMAP_ATTRIBUTION));
        drawBasemap(L, map, basemap, countryNames);
      } else if (tileUrl) {
        L.tileLayer(tileUrl, { attribution: attribution ? escapeText(attribution) : undefined, maxZoom: 19 }).addTo(map);
      }
      el.setAttribute('data-zoom', String(map.getZoom()));
      map.on('zoomend', () => el.setAttribute('data-zoom', String(map.getZoom())));
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', ariaLabel);
      const observer =
        typeof ResizeObserver === 'function'
          ? new ResizeObserver(() => {
              map.invalidateSize();
              fitMinZoom();
            })
          : null;
      observer?.observe(el);
      dispose = () => {
        observer?.disconnect();
        map.remove();
      };
      setReady({ L, map, basemap });
    })().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      dispose();
      setReady(null);
    };
    // center and zoom are followed by the effect below; ariaLabel is set there too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, attribution, countryNames]);

  // Follow center, zoom and the accessible name.
  const [lat, lng] = center;
  useEffect(() => {
    if (!ready) return;
    ready.map.setView([lat, lng], zoom);
    canvasRef.current?.setAttribute('aria-label', ariaLabel);
  }, [ready, lat, lng, zoom, ariaLabel]);

  // Markers, labelled with text nodes.
  const markerKey = JSON.stringify(markers.map((m) => [m.lat, m.lng, m.label ?? null]));
  useEffect(() => {
    if (!ready) return;
    const { L, map, basemap } = ready;
    const group = L.layerGroup().addTo(map);
    const placed: Leaflet.LatLng[] = [];
    for (const m of markers) {
      if (!Number.isFinite(m.lat) || !Number.isFinite(m.lng)) continue;
      const label = m.label ?? '';
      const marker = L.marker([m.lat, m.lng], {
        icon: L.divIcon({ className: 'fiu-map__marker', html: buildPinNode(), iconSize: [24, 32], iconAnchor: [12, 31] }),
        keyboard: true,
        riseOnHover: true,
      });
      if (label) {
        marker.bindTooltip(buildLabelNode(label), {
          permanent: labels === 'permanent',
          direction: 'top',
          offset: [0, -30],
          opacity: 1,
          className: 'fiu-map__label',
        });
      }
      marker.addTo(group);
      // The pin is a div: give it a name (setAttribute: text, never parsed as HTML).
      marker.getElement()?.setAttribute('aria-label', label || `Marker at ${m.lat}, ${m.lng}`);
      placed.push(L.latLng(m.lat, m.lng));
    }
    // A marker outside the offline window must stay reachable.
    if (basemap && placed.some((p) => !windowOf(L, basemap).contains(p))) {
      const bounds = windowOf(L, basemap);
      for (const p of placed) bounds.extend(p);
      map.setMaxBounds(bounds.pad(0.05));
      map.setMinZoom(Math.min(map.getBoundsZoom(bounds.pad(0.05), true), map.getZoom()));
    }
    return () => {
      group.remove();
    };
    // markerKey stands for markers' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, markerKey, labels]);

  // Clusters: the index is built once per points array (in slices), then drawn per view.
  const clustersRef = useRef(clusters);
  clustersRef.current = clusters;
  const clusterPoints = clusters?.points;
  const clusterRadius = clusters?.radius;
  useEffect(() => {
    if (!ready || !clusterPoints) return undefined;
    const { L, map } = ready;
    const ctrl = new AbortController();
    let undraw = () => {};
    const el = canvasRef.current;
    el?.setAttribute('aria-busy', 'true');
    buildClusterIndex(clusterPoints, { maxZoom: map.getMaxZoom(), radius: clusterRadius, signal: ctrl.signal })
      .then((index) => {
        if (!index || ctrl.signal.aborted) return;
        undraw = drawClusters(L, map, index, {
          points: clusterPoints,
          describe: (i) => clustersRef.current!.describe(i),
          noun: clustersRef.current?.noun,
          pointStyle: clustersRef.current?.pointStyle,
        });
      })
      .catch(() => {
        if (!ctrl.signal.aborted) setFailed(true);
      })
      .finally(() => {
        if (!ctrl.signal.aborted) el?.removeAttribute('aria-busy');
      });
    return () => {
      ctrl.abort();
      undraw();
      el?.removeAttribute('aria-busy');
    };
  }, [ready, clusterPoints, clusterRadius]);

  // The route: straight legs between the stops, dotted when walking.
  const routeKey = route ? JSON.stringify([routeStops(route.points).map((p) => [p.lat, p.lng]), route.mode, route.color, route.weight, route.opacity]) : '';
  useEffect(() => {
    if (!ready || !route) return undefined;
    const stops = routeStops(route.points);
    if (stops.length < 2) return undefined;
    const line = ready.L.polyline(
      stops.map((p) => [p.lat, p.lng] as [number, number]),
      {
        color: route.color,
        weight: route.weight ?? 6,
        opacity: route.opacity ?? 0.5,
        dashArray: routeDash(route.mode),
        lineCap: 'round',
        lineJoin: 'round',
        interactive: false,
        className: `fiu-map__route fiu-map__route--${route.mode}`,
      },
    ).addTo(ready.map);
    return () => {
      line.remove();
    };
    // routeKey stands for route's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, routeKey]);

  // Fit the view to everything drawn, when asked.
  const contentRef = useRef({ markers, clusters, route });
  contentRef.current = { markers, clusters, route };
  useEffect(() => {
    if (!ready || fitRequest === 0) return;
    const { L, map } = ready;
    const { markers: m, clusters: c, route: r } = contentRef.current;
    const all = [...m, ...(c?.points ?? []), ...(r?.points ?? [])];
    let bounds: Leaflet.LatLngBounds | null = null;
    for (const p of routeStops(all)) bounds = bounds ? bounds.extend([p.lat, p.lng]) : L.latLngBounds([p.lat, p.lng], [p.lat, p.lng]);
    if (bounds) map.fitBounds(bounds.pad(0.1), { maxZoom: map.getMaxZoom() });
  }, [ready, fitRequest]);

  // The map itself is `height` high; the frame's border is outside it.
  const style: CSSProperties = { height: typeof height === 'number' ? `${height}px` : height };
  return (
    <div ref={frameRef} className={cx('fiu-map', !tileUrl && 'fiu-map--offline', className)}>
      {adopted === false ? <style>{MAP_CSS_TEXT}</style> : null}
      <div ref={canvasRef} className="fiu-map__canvas" style={style} />
      <div className="fiu-map__loading" hidden={Boolean(ready) && !failed} role={failed ? 'alert' : undefined}>
        {failed ? failedText : loadingText}
      </div>
    </div>
  );
}
