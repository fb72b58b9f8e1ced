// The clustering behind MapView's `clusters`: supercluster over the points, built once per point set, asked per
// zoom and view. No leaflet here (tested on its own). supercluster is imported with import(), so it is fetched
// with the map, never with a screen that only imports '@fiu/ui/map'.
import type Supercluster from 'supercluster';
import type { AnyProps, ClusterProperties, PointFeature } from 'supercluster';

export interface MapPoint {
  lat: number;
  lng: number;
}

/** One thing to draw at a zoom: a cluster of `count` points, or the point `index` of the input. */
export type ClusterItem =
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number }
  | { kind: 'point'; index: number; lat: number; lng: number };

export interface ClusterIndex {
  /** Points that had usable coordinates (others are left out, never drawn at 0, 0). */
  readonly size: number;
  /** What to draw in [west, south, east, north] at `zoom` (rounded down, as supercluster does). */
  items(bbox: readonly [number, number, number, number], zoom: number): ClusterItem[];
  /** The zoom at which the cluster falls apart; above `maxZoom` when it never does (points at one place). */
  expansionZoom(clusterId: number): number;
  /** Input indexes of a cluster's points, at most `limit`. */
  leaves(clusterId: number, limit: number): number[];
}

type PointProps = { i: number };
type Engine = Supercluster<PointProps, AnyProps>;
let enginePromise: Promise<typeof Supercluster> | null = null;

/** Imports supercluster once (its own chunk in the script-tag build). */
export function loadSupercluster(): Promise<typeof Supercluster> {
  enginePromise ??= import('supercluster').then((mod) => (mod as unknown as { default: typeof Supercluster }).default ?? (mod as unknown as typeof Supercluster));
  enginePromise.catch(() => {
    enginePromise = null;
  });
  return enginePromise;
}

/** Points turned into GeoJSON per slice, so 100,000 points never hold the main thread in one piece. */
const SLICE = 20_000;
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const usable = (p: MapPoint | undefined): p is MapPoint =>
  Boolean(p) && Number.isFinite(p!.lat) && Number.isFinite(p!.lng) && Math.abs(p!.lat) <= 90 && Math.abs(p!.lng) <= 180;

export interface ClusterOptions {
  /** The map's highest zoom: clusters exist up to it, so points at one place always stay one marker. */
  maxZoom: number;
  /** Cluster radius in screen pixels (default 60). */
  radius?: number;
  /** Between slices (default: a macrotask, so input and painting get their turn). */
  yieldToMain?: () => Promise<void>;
  /** Stops the build (resolves null) when aborted, e.g. the map was closed or got new points. */
  signal?: AbortSignal;
}

/**
 * Builds the index. The GeoJSON is made in slices with a yield between them; supercluster's own load() is one
 * task (about 55 ms for 100,000 points on a warm engine: bench/results/maps.md), done once per point set.
 */
export async function buildClusterIndex(points: readonly MapPoint[], options: ClusterOptions): Promise<ClusterIndex | null> {
  const { maxZoom, radius = 60, yieldToMain = nextTask, signal } = options;
  const Engine = await loadSupercluster();
  const features: PointFeature<PointProps>[] = [];
  for (let start = 0; start < points.length; start += SLICE) {
    if (signal?.aborted) return null;
    const end = Math.min(points.length, start + SLICE);
    for (let i = start; i < end; i++) {
      const p = points[i];
      if (usable(p)) features.push({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } });
    }
    if (end < points.length) await yieldToMain();
  }
  if (signal?.aborted) return null;
  const engine: Engine = new Engine({ maxZoom, radius, minPoints: 2 });
  engine.load(features);
  return wrap(engine, points, features.length);
}

function wrap(engine: Engine, points: readonly MapPoint[], size: number): ClusterIndex {
  return {
    size,
    items(bbox, zoom) {
      return engine.getClusters([bbox[0], bbox[1], bbox[2], bbox[3]], Math.floor(zoom)).map((f): ClusterItem => {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        const props = f.properties as ClusterProperties | PointProps;
        return 'cluster' in props && props.cluster
          ? { kind: 'cluster', id: props.cluster_id, lat, lng, count: props.point_count }
          : // A single point where it was given (supercluster's projection round trip moves it by 1e-14).
            { kind: 'point', index: (props as PointProps).i, lat: points[(props as PointProps).i]!.lat, lng: points[(props as PointProps).i]!.lng };
      });
    },
    expansionZoom: (id) => engine.getClusterExpansionZoom(id),
    leaves: (id, limit) => engine.getLeaves(id, limit).map((f) => (f.properties as PointProps).i),
  };
}

/** A count short enough for a cluster's badge: 999, 1.2k, 12k, 100k, 1.5M. */
export function shortCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 10_000) return `${(Math.floor(n / 100) / 10).toString()}k`;
  if (n < 1_000_000) return `${Math.floor(n / 1000)}k`;
  return `${(Math.floor(n / 100_000) / 10).toString()}M`;
}

/** The badge's size class: small under 100, medium under 1,000, large above. */
export function clusterSize(n: number): 'small' | 'medium' | 'large' {
  return n < 100 ? 'small' : n < 1000 ? 'medium' : 'large';
}
