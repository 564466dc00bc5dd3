import { EARTH_RADIUS_KM, LOCATION_PRIVACY } from '@blaze/contracts';

/** Sphere maths shared by the discovery rules and the per-viewer profile mapper. */
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

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * The centre of the map cell (LOCATION_PRIVACY.mapCellDeg tall, about as wide) holding a point: where a
 * marker may be drawn. Every point in a cell gives the same centre, so a marker says no more than the cell.
 */
export function mapArea(p: Point): Point {
  const step = LOCATION_PRIVACY.mapCellDeg;
  const latCentre = (Math.floor(p.lat / step) + 0.5) * step;
  const lngStep = step / Math.max(Math.cos(rad(latCentre)), 0.05);
  const lngCentre = (Math.floor((p.lng + 180) / lngStep) + 0.5) * lngStep - 180;
  return { lat: round6(Math.min(latCentre, 90)), lng: round6(Math.min(lngCentre, 180)) };
}
