import { randomInt } from 'node:crypto';
import { CITIES, EARTH_RADIUS_KM, LOCATION_PRIVACY } from '@blaze/contracts';

export type Point = { lat: number; lng: number };
const R = EARTH_RADIUS_KM * 1000;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

export function distanceM(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `metres` away from `from` along `bearing` (radians, clockwise from north). */
export function destination(from: Point, metres: number, bearing: number): Point {
  const d = metres / R;
  const lat1 = rad(from.lat);
  const lng1 = rad(from.lng);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: deg(lat2), lng: ((deg(lng2) + 540) % 360) - 180 };
}

export type PublicPlacement = { public: Point; anchor: Point; redrawn: boolean };

/**
 * The public point: the true point moved 200..500 m in a random direction (cryptographic randomness),
 * kept as it is until the member has really moved, so repeated queries cannot average the offset away.
 */
export function placePublicPoint(
  truePoint: Point,
  current: { public: Point; anchor: Point } | null,
): PublicPlacement {
  if (current && distanceM(current.anchor, truePoint) < LOCATION_PRIVACY.redrawAfterMoveM) {
    return { ...current, redrawn: false };
  }
  const offset = randomInt(LOCATION_PRIVACY.minOffsetM, LOCATION_PRIVACY.maxOffsetM + 1);
  const bearing = (randomInt(0, 3600) / 3600) * 2 * Math.PI;
  return { public: destination(truePoint, offset, bearing), anchor: truePoint, redrawn: true };
}

const GEOCODE_RADIUS_M = 60_000;

/** Offline reverse geocoding from the bundled city list: the member's position never leaves the server. */
export function nearestCity(p: Point): { city: string; country: string } | null {
  let best: { city: string; country: string; d: number } | null = null;
  for (const c of CITIES) {
    const d = distanceM(p, { lat: c.lat, lng: c.lng });
    if (d < GEOCODE_RADIUS_M && (!best || d < best.d))
      best = { city: c.name, country: c.country, d };
  }
  return best && { city: best.city, country: best.country };
}
