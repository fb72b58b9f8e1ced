import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BASEMAP_ATTRIBUTION, featureBounds, loadBasemap, type Basemap, type BasemapFeature } from './basemap';

const file = fileURLToPath(new URL('./basemap.geo.json', import.meta.url));
const data = JSON.parse(readFileSync(file, 'utf8')) as Basemap;
const byName = (name: string) => data.features.find((f) => f.properties.name === name);

function* positions(f: BasemapFeature) {
  const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
  for (const polygon of polygons) for (const ring of polygon) yield* ring.map((p) => ({ p, ring }));
}

describe('offline base map data (basemap.geo.json)', () => {
  it('is a FeatureCollection with Nigeria as a polygon, lat 4-14, lng 2.7-14.7', () => {
    expect(data.type).toBe('FeatureCollection');
    const nigeria = byName('Nigeria')!;
    expect(nigeria.properties.role).toBe('focus');
    expect(['Polygon', 'MultiPolygon']).toContain(nigeria.geometry.type);
    const [[south, west], [north, east]] = featureBounds(nigeria);
    expect(south).toBeGreaterThan(4);
    expect(south).toBeLessThan(4.5);
    expect(north).toBeGreaterThan(13.5);
    expect(north).toBeLessThan(14);
    expect(west).toBeGreaterThan(2.6);
    expect(west).toBeLessThan(2.8);
    expect(east).toBeGreaterThan(14.5);
    expect(east).toBeLessThan(14.7);
    // Abuja, the default map centre, lies inside the box.
    expect(9.0765).toBeGreaterThan(south);
    expect(7.3986).toBeLessThan(east);
    expect(data.features.filter((f) => f.properties.role === 'focus')).toHaveLength(1);
  });

  it('has the neighbours, drawn under Nigeria', () => {
    for (const name of ['Benin', 'Niger', 'Chad', 'Cameroon', 'Togo', 'Ghana', 'Burkina Faso', 'Equatorial Guinea']) {
      expect(byName(name)?.properties.role, name).toBe('neighbour');
    }
    // Nigeria last, so its emphasised border is painted on top.
    expect(data.features.at(-1)!.properties.name).toBe('Nigeria');
  });

  it('stays small: closed rings, 3 decimals, inside its window', () => {
    expect(statSync(file).size).toBeLessThan(100 * 1024);
    const [w, s, e, n] = data.bbox;
    for (const f of data.features) {
      const [lng, lat] = f.properties.labelAt;
      expect(lng >= w && lng <= e && lat >= s && lat <= n, f.properties.name).toBe(true);
      for (const { p, ring } of positions(f)) {
        expect(p).toHaveLength(2);
        for (const v of p) expect(Math.round(v! * 1000) / 1000).toBe(v);
        if (f.properties.role === 'context') {
          expect(p[0]! >= w - 1e-9 && p[0]! <= e + 1e-9 && p[1]! >= s - 1e-9 && p[1]! <= n + 1e-9).toBe(true);
        }
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring.at(-1));
      }
    }
  });

  it('names its source for the attribution', () => {
    expect(data.attribution).toBe(BASEMAP_ATTRIBUTION);
    expect(BASEMAP_ATTRIBUTION).toBe('Boundaries: Natural Earth');
  });

  it('loadBasemap gives the same data', async () => {
    const loaded = await loadBasemap();
    expect(loaded.features.length).toBe(data.features.length);
    expect(loaded.bbox).toEqual(data.bbox);
  });
});
