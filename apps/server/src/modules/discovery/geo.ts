import { createHmac } from 'node:crypto';
import { cityByName, CITIES, LOCATION_PRIVACY } from '@blaze/contracts';
import { destination, distanceM, type Point } from '../../lib/geo.ts';

export type PublicPlacement = { public: Point; anchor: Point; redrawn: boolean };

/**
 * The secret offset of one member in one ~5 km cell: 200..500 m in a direction, both from a keyed hash.
 * Unpredictable without the server's key, and the same every time he is back in that cell, so neither
 * repeated queries nor repeated visits can average it away.
 */
export function offsetFor(key: string, memberId: string, anchor: Point) {
  const cell = LOCATION_PRIVACY.offsetCellDeg;
  const h = createHmac('sha256', key)
    .update(`${memberId}:${Math.floor(anchor.lat / cell)}:${Math.floor(anchor.lng / cell)}`)
    .digest();
  const unit = (at: number) => h.readUInt32BE(at) / 2 ** 32;
  const { minOffsetM, maxOffsetM } = LOCATION_PRIVACY;
  return {
    metres: minOffsetM + unit(0) * (maxOffsetM - minOffsetM),
    bearing: unit(4) * 2 * Math.PI,
  };
}

/**
 * The public point: the true point moved by the member's offset for where he is, kept as it is until he
 * has really moved (LOCATION_PRIVACY.redrawAfterMoveM) so small moves do not show either.
 */
export function placePublicPoint(
  truePoint: Point,
  current: { public: Point; anchor: Point } | null,
  offset: (anchor: Point) => { metres: number; bearing: number },
): PublicPlacement {
  if (current && distanceM(current.anchor, truePoint) < LOCATION_PRIVACY.redrawAfterMoveM) {
    return { ...current, redrawn: false };
  }
  const { metres, bearing } = offset(truePoint);
  return { public: destination(truePoint, metres, bearing), anchor: truePoint, redrawn: true };
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

/** A picked city's centre. */
export function cityCentre(name: string): { point: Point; city: string; country: string } | null {
  const c = cityByName(name);
  return c ? { point: { lat: c.lat, lng: c.lng }, city: c.name, country: c.country } : null;
}
