import Supercluster from 'supercluster';
import { describe, expect, it } from 'vitest';
import { buildClusterIndex, clusterSize, shortCount, type ClusterItem, type MapPoint } from './clusterIndex';

const WORLD = [-180, -85, 180, 85] as const;

/** Deterministic points around Abuja and Lagos. */
function pointsAround(n: number, seed = 7): MapPoint[] {
  let s = seed;
  const r = () => ((s = (s * 16807) % 2147483647) / 2147483647);
  return Array.from({ length: n }, (_, i) => (i % 2 ? { lat: 9.07 + r() * 0.5, lng: 7.39 + r() * 0.5 } : { lat: 6.45 + r() * 0.3, lng: 3.39 + r() * 0.3 }));
}

const total = (items: { kind: string; count?: number }[]) => items.reduce((sum, it) => sum + (it.kind === 'cluster' ? it.count! : 1), 0);

describe('buildClusterIndex', () => {
  it('accounts for every usable point at every zoom, and leaves out bad coordinates', async () => {
    const pts = [...pointsAround(500), { lat: Number.NaN, lng: 3 }, { lat: 91, lng: 3 }, { lat: 9, lng: Infinity }];
    const index = (await buildClusterIndex(pts, { maxZoom: 10 }))!;
    expect(index.size).toBe(500);
    for (let z = 0; z <= 10; z++) expect(total(index.items(WORLD, z))).toBe(500);
    // Over the country, two clusters (Abuja, Lagos); the bad points never appear.
    const far = index.items(WORLD, 5);
    expect(far.every((it) => it.kind === 'cluster')).toBe(true);
    expect(far.map((it) => (it.kind === 'cluster' ? it.count : 0)).sort((a, b) => a - b)).toEqual([250, 250]);
    expect(index.items(WORLD, 10).some((it) => it.kind === 'point' && it.index >= 500)).toBe(false);
  });

  it('built in slices, matches supercluster loaded in one piece at every zoom (ids, counts, centres)', async () => {
    const pts = pointsAround(45_000);
    let yields = 0;
    const index = (await buildClusterIndex(pts, { maxZoom: 10, yieldToMain: async () => void yields++ }))!;
    expect(yields).toBeGreaterThan(0); // every 8 ms of work
    const reference = (await buildClusterIndex(pts, { maxZoom: 10, sliced: false }))!;
    for (let z = 0; z <= 10; z++) {
      const key = (it: ClusterItem) => (it.kind === 'cluster' ? `c${it.id}:${it.count}:${it.lat}:${it.lng}` : `p${it.index}`);
      expect(index.items(WORLD, z).map(key).sort()).toEqual(reference.items(WORLD, z).map(key).sort());
    }
    const plain = new Supercluster({ maxZoom: 10, radius: 80 }).load(
      pts.map((p, i) => ({ type: 'Feature' as const, properties: { i }, geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] } })),
    );
    for (const z of [4, 7, 10]) {
      const ours = index.items(WORLD, z).map((it) => (it.kind === 'cluster' ? it.count : -1)).sort((a, b) => a - b);
      const theirs = plain.getClusters([...WORLD], z).map((f) => (f.properties.cluster ? f.properties.point_count : -1)).sort((a, b) => a - b);
      expect(ours).toEqual(theirs);
    }
  });

  it('a cluster expands at a higher zoom; points at one place never separate and list their indexes', async () => {
    const same = Array.from({ length: 40 }, () => ({ lat: 9.0765, lng: 7.3986 }));
    const index = (await buildClusterIndex([...same, { lat: 6.5, lng: 3.4 }], { maxZoom: 10 }))!;
    const top = index.items(WORLD, 10);
    const stack = top.find((it) => it.kind === 'cluster')!;
    expect(stack).toMatchObject({ kind: 'cluster', count: 40 });
    expect(index.expansionZoom(stack.kind === 'cluster' ? stack.id : -1)).toBeGreaterThan(10);
    expect(index.leaves(stack.kind === 'cluster' ? stack.id : -1, 25)).toHaveLength(25);
    expect(top.find((it) => it.kind === 'point')).toMatchObject({ index: 40, lat: 6.5, lng: 3.4 });

    const spread = (await buildClusterIndex(pointsAround(200), { maxZoom: 10 }))!;
    const c = spread.items(WORLD, 5).find((it) => it.kind === 'cluster')!;
    const at = spread.expansionZoom(c.kind === 'cluster' ? c.id : -1);
    expect(at).toBeGreaterThan(5);
    expect(at).toBeLessThanOrEqual(10);
  });

  it('answers only the view asked for', async () => {
    const index = (await buildClusterIndex(pointsAround(200), { maxZoom: 10 }))!;
    const lagos = index.items([3, 6, 4, 7], 10);
    expect(total(lagos)).toBe(100);
    expect(lagos.every((it) => it.lng < 4)).toBe(true);
  });

  it('stops when aborted', async () => {
    const ctrl = new AbortController();
    ctrl.abort();
    expect(await buildClusterIndex(pointsAround(10), { maxZoom: 10, signal: ctrl.signal })).toBeNull();
  });
});

describe('badges', () => {
  it('shortens counts and sizes the badge', () => {
    expect([2, 999, 1000, 1234, 9999, 12_345, 100_000, 999_999, 1_500_000].map(shortCount)).toEqual(['2', '999', '1k', '1.2k', '9.9k', '12k', '100k', '999k', '1.5M']);
    expect([2, 99, 100, 999, 1000].map(clusterSize)).toEqual(['small', 'small', 'medium', 'medium', 'large']);
  });
});
