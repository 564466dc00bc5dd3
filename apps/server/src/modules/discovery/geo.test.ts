import { describe, expect, it } from 'vitest';
import { LOCATION_PRIVACY } from '@blaze/contracts';
import { destination, distanceM, mapArea } from '../../lib/geo.ts';
import { cityCentre, nearestCity, offsetFor, placePublicPoint } from './geo.ts';

const berlin = { lat: 52.52, lng: 13.405 };
const key = 'test-key-0123456789-0123456789-0123456789';
const offset = (memberId: string) => (anchor: { lat: number; lng: number }) =>
  offsetFor(key, memberId, anchor);

describe('geo', () => {
  it('measures distances like the earthdistance extension (Berlin to Paris ~878 km)', () => {
    expect(distanceM(berlin, { lat: 48.85, lng: 2.35 }) / 1000).toBeCloseTo(877.8, 0);
  });

  it('moves a point by the requested distance', () => {
    expect(distanceM(berlin, destination(berlin, 300, 1.1))).toBeCloseTo(300, 3);
  });

  it('places the public point 200..500 m away and keeps it until a real move', () => {
    const first = placePublicPoint(berlin, null, offset('a'));
    const off = distanceM(first.public, berlin);
    expect(off).toBeGreaterThanOrEqual(LOCATION_PRIVACY.minOffsetM - 0.01);
    expect(off).toBeLessThanOrEqual(LOCATION_PRIVACY.maxOffsetM + 0.01);
    const jitter = placePublicPoint(destination(berlin, 100, 0), first, offset('a'));
    expect(jitter.redrawn).toBe(false);
    expect(jitter.public).toEqual(first.public);
    const moved = placePublicPoint(destination(berlin, 2_000, 0), first, offset('a'));
    expect(moved.redrawn).toBe(true);
  });

  it('gives the same public point back when he returns to the same place, so visits cannot be averaged', () => {
    const home = destination(berlin, 1_234, 0.7);
    const first = placePublicPoint(home, null, offset('a'));
    const away = placePublicPoint(destination(home, 20_000, 2), first, offset('a'));
    const back = placePublicPoint(home, away, offset('a'));
    expect(back.redrawn).toBe(true);
    expect(distanceM(back.public, first.public)).toBeLessThan(0.01);
  });

  it('draws different, all-round directions for different members at the same place', () => {
    const bearings = Array.from({ length: 400 }, (_, i) => {
      const p = placePublicPoint(berlin, null, offset(`member-${i}`)).public;
      return Math.atan2(p.lng - berlin.lng, p.lat - berlin.lat);
    });
    const quadrants = new Set(bearings.map((b) => Math.floor(((b + Math.PI) / (2 * Math.PI)) * 4)));
    expect(quadrants.size).toBe(4);
    const distances = Array.from({ length: 200 }, (_, i) =>
      distanceM(placePublicPoint(berlin, null, offset(`m${i}`)).public, berlin),
    );
    expect(Math.min(...distances)).toBeGreaterThanOrEqual(LOCATION_PRIVACY.minOffsetM - 0.01);
    expect(Math.max(...distances)).toBeLessThanOrEqual(LOCATION_PRIVACY.maxOffsetM + 0.01);
    expect(Math.max(...distances) - Math.min(...distances)).toBeGreaterThan(200);
  });

  it('cannot be predicted without the server key', () => {
    const a = offsetFor(key, 'a', berlin);
    const b = offsetFor(`${key}-other`, 'a', berlin);
    expect(a).not.toEqual(b);
  });

  it('snaps map markers to the centre of a ~550 m cell', () => {
    const a = mapArea(berlin);
    expect(mapArea(destination(berlin, 10, 1))).toEqual(a);
    for (let i = 0; i < 200; i++) {
      const p = destination(berlin, (i * 37) % 3000, i);
      expect(distanceM(mapArea(p), p)).toBeLessThan(500);
    }
    const cells = a.lat / LOCATION_PRIVACY.mapCellDeg - 0.5;
    expect(Math.abs(cells - Math.round(cells))).toBeLessThan(1e-3);
  });

  it('reverse-geocodes offline to the nearest bundled city, and knows city centres', () => {
    expect(nearestCity(destination(berlin, 5_000, 2))).toEqual({
      city: 'Berlin',
      country: 'Germany',
    });
    expect(nearestCity({ lat: 0, lng: -140 })).toBeNull();
    expect(cityCentre('Berlin')).toMatchObject({ city: 'Berlin', country: 'Germany' });
    expect(cityCentre('Atlantis')).toBeNull();
  });
});
