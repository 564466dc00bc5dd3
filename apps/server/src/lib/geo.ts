import {
  EARTH_RADIUS_KM,
  formatDistance,
  LOCATION_PRIVACY,
  ROAM_UNKNOWN_HOME,
  type MapArea,
} from '@blaze/contracts';

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

/** One cell of a fixed grid: its edges (degrees) and its centre. */
export type GridCell = { south: number; north: number; west: number; east: number; centre: Point };

/**
 * The cell of a fixed grid (`stepDeg` tall, about as wide: rows are widened by 1/cos(latitude)) that
 * holds a point. Every point of a cell gives the same cell, whoever asks.
 */
export function gridCell(p: Point, stepDeg: number): GridCell {
  const south = Math.floor(p.lat / stepDeg) * stepDeg;
  const latCentre = south + stepDeg / 2;
  const lngStep = stepDeg / Math.max(Math.cos(rad(latCentre)), 0.05);
  const west = Math.floor((p.lng + 180) / lngStep) * lngStep - 180;
  return {
    south,
    north: south + stepDeg,
    west,
    east: west + lngStep,
    centre: {
      lat: round6(Math.min(latCentre, 90)),
      lng: round6(Math.min(west + lngStep / 2, 180)),
    },
  };
}

/**
 * The centre of the map cell holding a point: where a member's own map is centred, and where a location
 * he shares in a chat sits. A map cell (~445 m) is a quarter of a public grid cell (half its height and half
 * its width), so the two grids nest: his marker (the public cell's centre) tells the man he sends a
 * pin to nothing the pin does not. Two grids that did not nest cut each other into slivers ~100 m across.
 */
export function mapArea(p: Point): Point {
  const cell = gridCell(p, LOCATION_PRIVACY.cellDeg);
  const half = { lat: (cell.north - cell.south) / 2, lng: (cell.east - cell.west) / 2 };
  const south = p.lat < cell.south + half.lat ? cell.south : cell.south + half.lat;
  const west = p.lng < cell.west + half.lng ? cell.west : cell.west + half.lng;
  return {
    lat: round6(Math.min(south + half.lat / 2, 90)),
    lng: round6(Math.min(west + half.lng / 2, 180)),
  };
}

export type Placed = {
  locationVisible: boolean;
  hideDistance: boolean;
  publicLat: number | null;
  publicLng: number | null;
};

/**
 * What a viewer may learn of where a member is: a rounded distance from the member's public point (his
 * grid cell's centre, or his city's) and that point as his marker, both withheld when he hides his
 * distance or his location.
 */
export function placeFor(
  viewer: Point | null,
  row: Placed,
  metres?: number,
): { distance: string | null; area: MapArea | null } {
  if (!row.locationVisible || row.hideDistance || row.publicLat === null || row.publicLng === null)
    return { distance: null, area: null };
  const at = { lat: row.publicLat, lng: row.publicLng };
  const d = metres ?? (viewer ? distanceM(viewer, at) : null);
  return { distance: d === null ? null : formatDistance(d), area: at };
}

/** What a member's roam shows of him (decision 022). */
export type Roaming = { roamingUntil: Date | null; roamHomeCity: string | null };

/** 'Visiting from {this}' while he roams (his home city, or 'another city'); null when he is not roaming. */
export const visitingFromOf = (row: Roaming): string | null =>
  row.roamingUntil ? (row.roamHomeCity ?? ROAM_UNKNOWN_HOME) : null;

/**
 * Where a member's own searches and distances start: the roamed city's centre (his public point) while
 * he roams, else his own point; null without a location.
 */
export function searchOriginOf(row: {
  latitude: number | null;
  longitude: number | null;
  publicLat: number | null;
  publicLng: number | null;
  roamingUntil: Date | null;
}): Point | null {
  if (row.roamingUntil && row.publicLat !== null && row.publicLng !== null)
    return { lat: row.publicLat, lng: row.publicLng };
  return row.latitude !== null && row.longitude !== null
    ? { lat: row.latitude, lng: row.longitude }
    : null;
}
