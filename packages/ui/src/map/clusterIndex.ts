// The clustering behind MapView's `clusters`: supercluster over the points, built once per point set, asked per
// zoom and view. No leaflet here (tested on its own). supercluster is imported with import(), so it is fetched
// with the map, never with a screen that only imports '@fiu/ui/map'.
import type Supercluster from 'supercluster';
import type { AnyProps, ClusterProperties } from 'supercluster';

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

/** The longest stretch of index work between two yields to the browser. */
const SLICE_MS = 8;
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const usable = (p: MapPoint | undefined): p is MapPoint =>
  Boolean(p) && Number.isFinite(p!.lat) && Number.isFinite(p!.lng) && Math.abs(p!.lat) <= 90 && Math.abs(p!.lng) <= 180;

export interface ClusterOptions {
  /** The map's highest zoom: clusters exist up to it, so points at one place always stay one marker. */
  maxZoom: number;
  /** Cluster radius in screen pixels (default 80: a view of 1280 × 640 holds a few hundred markers at most). */
  radius?: number;
  /** Between slices (default: a macrotask, so input and painting get their turn). */
  yieldToMain?: () => Promise<void>;
  /** Stops the build (resolves null) when aborted, e.g. the map was closed or got new points. */
  signal?: AbortSignal;
  /** false: supercluster's own load() in one piece (the reference the sliced build is tested against). */
  sliced?: boolean;
}

/**
 * Builds the index without holding the main thread: supercluster's load() does its work in one task (hundreds
 * of milliseconds for 100,000 points on a busy machine), so the same steps are run here one zoom at a time, the
 * first step in slices, yielding between them (bench/results/maps.md). Those steps are supercluster 9's own
 * methods (_createTree, _cluster) over its data layout; clusterIndex.test.ts checks the result equals load()'s
 * at every zoom, and an engine without them is loaded in one piece.
 */
export async function buildClusterIndex(points: readonly MapPoint[], options: ClusterOptions): Promise<ClusterIndex | null> {
  const { maxZoom, radius = 80, yieldToMain = nextTask, signal, sliced = true } = options;
  const Engine = await loadSupercluster();
  if (signal?.aborted) return null;
  const engine: Engine = new Engine({ maxZoom, radius, minPoints: 2 });
  const kept: number[] = [];
  for (let i = 0; i < points.length; i++) if (usable(points[i])) kept.push(i);
  const internals = engine as unknown as Internals;
  const done =
    sliced && (await sameAsLoad(Engine))
      ? await loadInSlices(internals, points, kept, maxZoom, yieldToMain, signal)
      : (engine.load(kept.map((i) => ({ type: 'Feature' as const, properties: { i }, geometry: { type: 'Point' as const, coordinates: [points[i]!.lng, points[i]!.lat] } }))), true);
  return done ? wrap(engine, points, kept.length) : null;
}

/** What loadInSlices uses of a supercluster 9 engine. */
interface Internals {
  options: { minZoom: number; maxZoom: number };
  stride: number;
  trees: unknown[];
  numPoints: number;
  props: unknown[];
  coords: Float64Array;
  ids: unknown[] | null;
  _createTree(data: Int32Array, numItems: number): unknown;
  _cluster(data: Int32Array, numItems: number, zoom: number, out: Int32Array): number;
}

const hasInternals = (e: Internals): boolean =>
  typeof e._createTree === 'function' && typeof e._cluster === 'function' && e.stride === 6 && Array.isArray(e.trees);

let checked: Promise<boolean> | null = null;
/**
 * Whether the sliced build gives what load() gives on this supercluster: both run once over a few points and
 * every zoom's data compared. Another version (another layout) is then loaded in one piece, never misread.
 */
function sameAsLoad(Engine: typeof Supercluster): Promise<boolean> {
  checked ??= (async () => {
    const sample: MapPoint[] = [{ lat: 9.0765, lng: 7.3986 }, { lat: 9.08, lng: 7.4 }, { lat: 6.5244, lng: 3.3792 }, { lat: -33.9, lng: 151.2 }];
    const opts = { maxZoom: 6, radius: 60, minPoints: 2 };
    const plain = new Engine(opts).load(sample.map((p, i) => ({ type: 'Feature' as const, properties: { i }, geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] } })));
    const ours = new Engine(opts) as unknown as Internals;
    if (!hasInternals(ours)) return false;
    await loadInSlices(ours, sample, [0, 1, 2, 3], opts.maxZoom, () => Promise.resolve(), undefined);
    const a = (plain as unknown as Internals).trees as { data?: ArrayLike<number> }[];
    const b = ours.trees as { data?: ArrayLike<number> }[];
    return a.length === b.length && a.every((t, z) => t?.data !== undefined && b[z]?.data !== undefined && String(Array.from(t.data)) === String(Array.from(b[z]!.data!)));
  })().catch(() => false);
  return checked;
}

/** supercluster 9 keeps a point as 6 Int32s: x, y (mercator in [0, 1] minus 0.5, times 2^30), zoom, id, parent, count. */
const SCALE = 0x40000000;
const lngX = (lng: number) => lng / 360 + 0.5;
function latY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}

/** load()'s steps with a yield whenever SLICE_MS have passed; false when aborted. */
async function loadInSlices(
  e: Internals,
  points: readonly MapPoint[],
  kept: readonly number[],
  maxZoom: number,
  yieldToMain: () => Promise<void>,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  let since = performance.now();
  const breathe = async (): Promise<boolean> => {
    if (performance.now() - since < SLICE_MS) return !signal?.aborted;
    await yieldToMain();
    since = performance.now();
    return !signal?.aborted;
  };
  const n = kept.length;
  const stride = e.stride;
  const notProcessed = maxZoom + 1;
  e.numPoints = n;
  e.props = new Array(n);
  e.coords = new Float64Array(n * 2);
  e.ids = null;
  const data = new Int32Array(n * stride);
  for (let k = 0; k < n; k++) {
    const p = points[kept[k]!]!;
    const px = lngX(p.lng);
    const py = latY(p.lat);
    e.coords[2 * k] = px;
    e.coords[2 * k + 1] = py;
    const w = k * stride;
    data[w] = (px - 0.5) * SCALE;
    data[w + 1] = (py - 0.5) * SCALE;
    data[w + 2] = notProcessed;
    data[w + 3] = k;
    data[w + 4] = -1;
    data[w + 5] = 1;
    e.props[k] = { i: kept[k] };
    if ((k & 4095) === 4095 && !(await breathe())) return false;
  }
  e.trees[maxZoom + 1] = e._createTree(data, n);
  if (!(await breathe())) return false;
  let prev: Int32Array = data;
  let prevNum = n;
  let recycled: Int32Array | null = null;
  for (let z = maxZoom; z >= e.options.minZoom; z--) {
    const out: Int32Array = recycled ?? new Int32Array(prevNum * stride);
    recycled = null;
    const written = e._cluster(prev, prevNum, z, out);
    if (written === prevNum) {
      e.trees[z] = e.trees[z + 1];
      recycled = out;
    } else {
      e.trees[z] = e._createTree(out, written);
      prev = out;
      prevNum = written;
    }
    if (!(await breathe())) return false;
  }
  return true;
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
