// Builds the offline base map of MapView: src/map/basemap.geo.json (committed; rerun only to change it).
//
//   node packages/ui/scripts/build-basemap.mjs        (from the repository root)
//
// Source: world-atlas 2.0.2 countries-50m.json (Natural Earth 4.1.0 admin-0 countries, public domain; the
// package is ISC). Keeps Nigeria (role 'focus'), its neighbours (role 'neighbour') and, clipped to a window
// around them, the other countries a map centred on Nigeria shows (role 'context'), so the map is not an
// island in an empty sea. Shared borders are simplified once, on the topology's arcs, so neighbouring
// countries still meet without gaps. Coordinates are rounded to 3 decimals (about 100 m).
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const OUT = fileURLToPath(new URL('../src/map/basemap.geo.json', import.meta.url));

/** ISO 3166-1 numeric codes (world-atlas feature ids). */
const FOCUS = '566'; // Nigeria
const NEIGHBOURS = {
  '204': 'Benin',
  '562': 'Niger',
  '148': 'Chad',
  '120': 'Cameroon',
  '768': 'Togo',
  '288': 'Ghana',
  '854': 'Burkina Faso',
  '226': 'Equatorial Guinea',
};
/** Context countries are clipped to this window [west, south, east, north]: as wide as a 1600 x 1000 px view at zoom 5 (MapView keeps the view inside it). */
const WINDOW = [-26, -18, 44, 32];
/** Douglas-Peucker tolerance in degrees, by role (an arc shared by two roles takes the finer one). */
const TOLERANCE = { focus: 0.005, neighbour: 0.01, context: 0.04 };
/** Context polygons smaller than this (square degrees) are dropped: specks at zoom 5. */
const MIN_CONTEXT_AREA = 0.05;

const topology = JSON.parse(await readFile(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
const geometries = topology.objects.countries.geometries;

const roleOf = (g) => (g.id === FOCUS ? 'focus' : g.id in NEIGHBOURS ? 'neighbour' : 'context');

// 1. Decode the quantized, delta-encoded arcs into longitude/latitude.
const [sx, sy] = topology.transform.scale;
const [tx, ty] = topology.transform.translate;
const arcs = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [x * sx + tx, y * sy + ty];
  });
});

// 2. Which countries to keep: focus, neighbours, and context countries whose bounding box meets the window.
const arcIndexes = (g) => {
  const out = [];
  const walk = (a) => (Array.isArray(a) ? a.forEach(walk) : out.push(a < 0 ? ~a : a));
  walk(g.arcs ?? []);
  return out;
};
const bboxOf = (indexes) => {
  const b = [Infinity, Infinity, -Infinity, -Infinity];
  for (const i of indexes)
    for (const [x, y] of arcs[i]) {
      b[0] = Math.min(b[0], x);
      b[1] = Math.min(b[1], y);
      b[2] = Math.max(b[2], x);
      b[3] = Math.max(b[3], y);
    }
  return b;
};
const meets = (b, w) => b[0] <= w[2] && b[2] >= w[0] && b[1] <= w[3] && b[3] >= w[1];
const kept = geometries.filter((g) => g.arcs && (roleOf(g) !== 'context' || meets(bboxOf(arcIndexes(g)), WINDOW)));

// 3. Simplify each arc once, with the finest tolerance of the countries that use it.
const tolerance = new Map();
for (const g of kept)
  for (const i of arcIndexes(g)) tolerance.set(i, Math.min(tolerance.get(i) ?? Infinity, TOLERANCE[roleOf(g)]));
for (const [i, tol] of tolerance) arcs[i] = simplify(arcs[i], tol);

// 4. Back to GeoJSON through topojson-client, on a topology whose arcs are now plain coordinates.
const plain = { type: 'Topology', arcs, objects: topology.objects };
const features = [];
for (const g of kept) {
  const role = roleOf(g);
  const f = feature(plain, g);
  let polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
  if (role === 'context') polygons = polygons.map((p) => p.map((ring) => clipRing(ring, WINDOW)));
  polygons = polygons
    .map((p) => p.map(roundRing).filter((ring) => ring.length >= 4))
    .filter((p) => p.length > 0 && (role !== 'context' || Math.abs(ringArea(p[0])) >= MIN_CONTEXT_AREA));
  if (polygons.length === 0) continue;
  const largest = polygons.reduce((a, b) => (Math.abs(ringArea(b[0])) > Math.abs(ringArea(a[0])) ? b : a));
  features.push({
    type: 'Feature',
    id: g.id,
    properties: {
      name: role === 'neighbour' ? NEIGHBOURS[g.id] : g.properties.name,
      role,
      /** Where a country name could be drawn: the centroid of its largest polygon. */
      labelAt: centroid(largest[0]).map(round3),
    },
    geometry: polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0] } : { type: 'MultiPolygon', coordinates: polygons },
  });
}
// Context first, neighbours, then Nigeria on top, so its emphasised border is not painted over.
const order = { context: 0, neighbour: 1, focus: 2 };
features.sort((a, b) => order[a.properties.role] - order[b.properties.role] || a.properties.name.localeCompare(b.properties.name));

const collection = {
  type: 'FeatureCollection',
  bbox: WINDOW,
  attribution: 'Boundaries: Natural Earth',
  source: 'world-atlas 2.0.2 countries-50m.json (Natural Earth 4.1.0), built by packages/ui/scripts/build-basemap.mjs',
  features,
};
// One feature per line: small diffs, still readable.
const text = `{"type":"FeatureCollection","bbox":${JSON.stringify(WINDOW)},"attribution":${JSON.stringify(collection.attribution)},"source":${JSON.stringify(collection.source)},"features":[\n${features.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`;
await writeFile(OUT, text);
console.log(`wrote ${OUT}: ${features.length} countries, ${(text.length / 1024).toFixed(1)} KB`);
for (const f of features) console.log(`  ${f.properties.role.padEnd(9)} ${f.id} ${f.properties.name}`);

// ---------- geometry helpers ----------

function simplify(points, tol) {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    let max = -1;
    let at = -1;
    for (let i = a + 1; i < b; i++) {
      const d = segmentDistance(points[i], points[a], points[b]);
      if (d > max) {
        max = d;
        at = i;
      }
    }
    if (at !== -1 && max > tol) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  const out = points.filter((_, i) => keep[i]);
  // A closed arc (an island drawn as one arc) must keep enough points to stay a ring.
  if (out.length < 4 && points.length >= 4 && samePoint(points[0], points[points.length - 1])) {
    const n = points.length - 1;
    return [points[0], points[Math.floor(n / 3)], points[Math.floor((2 * n) / 3)], points[n]];
  }
  return out;
}

function segmentDistance([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Sutherland-Hodgman against the window (convex), edge by edge. */
function clipRing(ring, [w, s, e, n]) {
  const edges = [
    [(p) => p[0] >= w, (a, b) => lerpAt(a, b, 0, w)],
    [(p) => p[0] <= e, (a, b) => lerpAt(a, b, 0, e)],
    [(p) => p[1] >= s, (a, b) => lerpAt(a, b, 1, s)],
    [(p) => p[1] <= n, (a, b) => lerpAt(a, b, 1, n)],
  ];
  let pts = ring.slice(0, -1);
  for (const [inside, cross] of edges) {
    if (pts.length === 0) break;
    const input = pts;
    pts = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i];
      const prev = input[(i + input.length - 1) % input.length];
      if (inside(cur)) {
        if (!inside(prev)) pts.push(cross(prev, cur));
        pts.push(cur);
      } else if (inside(prev)) pts.push(cross(prev, cur));
    }
  }
  return pts.length ? [...pts, pts[0]] : [];
}

function lerpAt(a, b, axis, value) {
  const t = (value - a[axis]) / (b[axis] - a[axis]);
  const p = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
  p[axis] = value;
  return p;
}

function round3(v) {
  return Math.round(v * 1000) / 1000;
}

/** Rounds, drops repeated points, keeps the ring closed. */
function roundRing(ring) {
  const out = [];
  for (const [x, y] of ring) {
    const p = [round3(x), round3(y)];
    if (!out.length || !samePoint(out[out.length - 1], p)) out.push(p);
  }
  if (out.length && !samePoint(out[0], out[out.length - 1])) out.push(out[0]);
  return out;
}

function samePoint(a, b) {
  return a[0] === b[0] && a[1] === b[1];
}

function ringArea(ring) {
  let a = 0;
  for (let i = 0; i < ring.length - 1; i++) a += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return a / 2;
}

function centroid(ring) {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const f = ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
    a += f;
    cx += (ring[i][0] + ring[i + 1][0]) * f;
    cy += (ring[i][1] + ring[i + 1][1]) * f;
  }
  return [cx / (3 * a), cy / (3 * a)];
}
