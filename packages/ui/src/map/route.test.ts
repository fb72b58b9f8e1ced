import { describe, expect, it } from 'vitest';
import { distanceKm, formatDuration, routeDash, routeStops, routeSummary } from './route';

const ABUJA = { lat: 9.0765, lng: 7.3986 };
const LAGOS = { lat: 6.5244, lng: 3.3792 };
const KANO = { lat: 12.0022, lng: 8.592 };

describe('route', () => {
  it('measures great-circle legs (Abuja–Lagos is about 524 km)', () => {
    expect(distanceKm(ABUJA, LAGOS)).toBeGreaterThan(520);
    expect(distanceKm(ABUJA, LAGOS)).toBeLessThan(530);
    expect(distanceKm(ABUJA, ABUJA)).toBe(0);
  });

  it('sums the legs in order and estimates the time by mode', () => {
    const legs = distanceKm(LAGOS, ABUJA) + distanceKm(ABUJA, KANO);
    const driving = routeSummary([LAGOS, ABUJA, KANO], 'driving');
    expect(driving.stops).toBe(3);
    expect(driving.km).toBeCloseTo(legs, 6);
    expect(driving.minutes).toBe(Math.round((legs / 50) * 60));
    expect(routeSummary([LAGOS, ABUJA, KANO], 'walking').minutes).toBe(Math.round((legs / 5) * 60));
    // Order matters: Lagos → Kano → Abuja is longer.
    expect(routeSummary([LAGOS, KANO, ABUJA], 'driving').km).toBeGreaterThan(driving.km);
  });

  it('drops stops without usable coordinates', () => {
    expect(routeStops([ABUJA, { lat: Number.NaN, lng: 1 }, { lat: 100, lng: 1 }, LAGOS])).toEqual([ABUJA, LAGOS]);
    expect(routeSummary([ABUJA], 'driving')).toEqual({ stops: 1, km: 0, minutes: 0 });
  });

  it('dots walking, keeps driving solid; formats durations', () => {
    expect(routeDash('walking')).toBe('2 12');
    expect(routeDash('driving')).toBeUndefined();
    expect([0, 45, 60, 125, 1439, 1440, 250_359].map(formatDuration)).toEqual(['0 min', '45 min', '1 h 00 min', '2 h 05 min', '23 h 59 min', '1 d 0 h', '173 d 21 h']);
  });
});
