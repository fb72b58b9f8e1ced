// The offline base map's data and the helpers around it. The data itself (basemap.geo.json, about 60 KB) is
// loaded with import() only when a map without tiles is drawn.
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';

export type BasemapRole = 'focus' | 'neighbour' | 'context';

export interface BasemapProperties {
  name: string;
  /** 'focus': Nigeria; 'neighbour': the countries around it; 'context': the rest, clipped to the window. */
  role: BasemapRole;
  /** Where the country's name can be written: [lng, lat]. */
  labelAt: [number, number];
}

export type BasemapFeature = Feature<Polygon | MultiPolygon, BasemapProperties>;

export interface Basemap extends FeatureCollection<Polygon | MultiPolygon, BasemapProperties> {
  /** [west, south, east, north] of the data. */
  bbox: [number, number, number, number];
  attribution: string;
}

/** Shown on the map with the offline base map. */
export const BASEMAP_ATTRIBUTION = 'Boundaries: Natural Earth';

/** Loads the shipped boundary data (a chunk of its own). */
export async function loadBasemap(): Promise<Basemap> {
  const mod = (await import('./basemap.geo.json')) as unknown as { default?: Basemap } & Basemap;
  return mod.default ?? mod;
}

/** [[south, west], [north, east]] of a feature's coordinates (Leaflet's order). */
export function featureBounds(feature: BasemapFeature): [[number, number], [number, number]] {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  const polygons: Position[][][] =
    feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  for (const polygon of polygons)
    for (const ring of polygon)
      for (const [lng, lat] of ring) {
        if (lng === undefined || lat === undefined) continue;
        south = Math.min(south, lat);
        north = Math.max(north, lat);
        west = Math.min(west, lng);
        east = Math.max(east, lng);
      }
  return [
    [south, west],
    [north, east],
  ];
}

/** The CSS classes a country's path gets (styled in map.css.ts with the --fiu-map-* tokens). */
export function basemapClassName(role: BasemapRole): string {
  return `fiu-map__land fiu-map__land--${role}`;
}
