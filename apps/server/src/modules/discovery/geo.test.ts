import { describe, expect, it } from 'vitest';
import { LOCATION_PRIVACY } from '@blaze/contracts';
import { destination, distanceM, nearestCity, placePublicPoint } from './geo.ts';

const berlin = { lat: 52.52, lng: 13.405 };

describe('geo', () => {
  it('measures distances like the earthdistance extension (Berlin to Paris ~878 km)', () => {
    expect(distanceM(berlin, { lat: 48.85, lng: 2.35 }) / 1000).toBeCloseTo(877.8, 0);
  });

  it('moves a point by the requested distance', () => {
    expect(distanceM(berlin, destination(berlin, 300, 1.1))).toBeCloseTo(300, 3);
  });

  it('places the public point 200..500 m away and keeps it until a real move', () => {
    const first = placePublicPoint(berlin, null);
    const off = distanceM(first.public, berlin);
    expect(off).toBeGreaterThanOrEqual(LOCATION_PRIVACY.minOffsetM - 0.01);
    expect(off).toBeLessThanOrEqual(LOCATION_PRIVACY.maxOffsetM + 0.01);
    const jitter = placePublicPoint(destination(berlin, 100, 0), first);
    expect(jitter.redrawn).toBe(false);
    expect(jitter.public).toEqual(first.public);
    const moved = placePublicPoint(destination(berlin, 2_000, 0), first);
    expect(moved.redrawn).toBe(true);
  });

  it('draws directions all around the circle', () => {
    const bearings = Array.from({ length: 400 }, () => {
      const p = placePublicPoint(berlin, null).public;
      return Math.atan2(p.lng - berlin.lng, p.lat - berlin.lat);
    });
    const quadrants = new Set(bearings.map((b) => Math.floor(((b + Math.PI) / (2 * Math.PI)) * 4)));
    expect(quadrants.size).toBe(4);
  });

  it('reverse-geocodes offline to the nearest bundled city', () => {
    expect(nearestCity(destination(berlin, 5_000, 2))).toEqual({
      city: 'Berlin',
      country: 'Germany',
    });
    expect(nearestCity({ lat: 0, lng: -140 })).toBeNull();
  });
});
