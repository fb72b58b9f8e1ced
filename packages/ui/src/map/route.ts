// A route between ordered points, as MapView draws it. No routing service is reachable offline, so the route is
// the straight legs between the stops in their order: the mode changes how the line looks (solid for driving,
// dotted for walking) and the time estimated at a nominal speed, never the path. No leaflet import here.
import type { MapPoint } from './clusterIndex';

export type RouteMode = 'driving' | 'walking';

export interface MapRoute {
  /** The stops in order (at least two are needed for a line). */
  points: readonly MapPoint[];
  mode: RouteMode;
  /** Any CSS colour, e.g. 'blue'. */
  color: string;
  /** Line width in pixels (default 6). */
  weight?: number;
  /** Default 0.5. */
  opacity?: number;
}

/** Nominal speeds for the estimate, km/h: a car on Nigerian trunk roads, a person on foot. */
export const ROUTE_SPEED_KMH: Readonly<Record<RouteMode, number>> = { driving: 50, walking: 5 };

/** Walking is dotted: round dots 2 px long every 12 px. Driving is a solid line. */
export function routeDash(mode: RouteMode): string | undefined {
  return mode === 'walking' ? '2 12' : undefined;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance between two points in km (haversine). */
export function distanceKm(a: MapPoint, b: MapPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The stops with usable coordinates, in order. */
export function routeStops(points: readonly MapPoint[]): MapPoint[] {
  return points.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180);
}

export interface RouteSummary {
  stops: number;
  /** Sum of the straight legs. */
  km: number;
  /** At ROUTE_SPEED_KMH[mode], rounded to the minute. */
  minutes: number;
}

export function routeSummary(points: readonly MapPoint[], mode: RouteMode): RouteSummary {
  const stops = routeStops(points);
  let km = 0;
  for (let i = 1; i < stops.length; i++) km += distanceKm(stops[i - 1]!, stops[i]!);
  return { stops: stops.length, km, minutes: Math.round((km / ROUTE_SPEED_KMH[mode]) * 60) };
}

/** '45 min', '2 h 05 min', '3 d 4 h' (a day and more: to the hour). */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
  const hours = Math.round(minutes / 60);
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
