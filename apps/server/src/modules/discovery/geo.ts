import type { LocationSource } from '@blaze/contracts';
import { cityByName, CITIES, DISCOVERY_LIMITS, LOCATION_PRIVACY } from '@blaze/contracts';
import { distanceM, gridCell, type Point } from '../../lib/geo.ts';

const M_PER_DEG_LAT = 111_195;
const HOUR_MS = 3_600_000;

/** The fixed public grid cell (LOCATION_PRIVACY.cellDeg) holding a point. */
export const publicCell = (p: Point) => gridCell(p, LOCATION_PRIVACY.cellDeg);

/** Whether `p` lies in the cell whose centre is `centre`, or less than the margin outside it. */
function nearCell(p: Point, centre: Point): boolean {
  const cell = publicCell(centre);
  // A point that is not the centre of its own cell (a city centre) is not a cell to stay in.
  if (distanceM(cell.centre, centre) > 1) return false;
  const marginLat = LOCATION_PRIVACY.cellMarginM / M_PER_DEG_LAT;
  const marginLng = marginLat / Math.max(Math.cos((centre.lat * Math.PI) / 180), 0.05);
  return (
    p.lat >= cell.south - marginLat &&
    p.lat <= cell.north + marginLat &&
    p.lng >= cell.west - marginLng &&
    p.lng <= cell.east + marginLng
  );
}

/** How many grid cells a member keeps, to come back to the same one. */
const REMEMBERED_CELLS = 8;

/** A cell he was placed in (its centre) and how many times he was placed in it (`n`; none: once). */
export type KeptCell = Point & { n?: number };
const timesIn = (c: KeptCell) => c.n ?? 1;

/**
 * The only point other members' queries ever use. A device point gives the centre of its fixed grid
 * cell, shared by everyone in that cell, so nothing about it depends on the member or on where in the
 * cell he is, and no known point decodes another. A picked city gives the city's own centre: a list of
 * public points, never a grid cell, so the two cannot be compared.
 * Near an edge, GPS jitter would flip him between two cells and show that he lives on the edge line; so
 * he stays in a cell he keeps (`cells`) until he is more than LOCATION_PRIVACY.cellMarginM outside it,
 * coming home from afar included. Near more than one of them he gets the one he was placed in first
 * (`cells` are in that order), never the latest: a home within the margin of an edge would otherwise show
 * in the cell beyond it after a day on that side and in his own after a day on the other, and a watcher
 * who saw both would know the home lies in the band along their edge. He keeps the cells he was placed
 * in most often (home and work outlast the cells of a journey): a new cell takes the place of the least
 * used (of those, the newest).
 */
export function placePublicPoint(
  truePoint: Point,
  source: LocationSource,
  cells: KeptCell[],
): { point: Point; cells: KeptCell[] } {
  if (source === 'city') return { point: truePoint, cells };
  const kept = cells.find((c) => nearCell(truePoint, c));
  if (kept)
    return {
      point: { lat: kept.lat, lng: kept.lng },
      cells: cells.map((c) => (c === kept ? { lat: c.lat, lng: c.lng, n: timesIn(c) + 1 } : c)),
    };
  const point = publicCell(truePoint).centre;
  const others = [...cells];
  while (others.length > REMEMBERED_CELLS - 1) {
    const fewest = Math.min(...others.map(timesIn));
    others.splice(
      others.findLastIndex((c) => timesIn(c) === fewest),
      1,
    );
  }
  return { point, cells: [...others, { ...point, n: 1 }] };
}

/** An accepted location, kept for the jump rule (exact, so never shown to anyone). */
export type RecentLocation = { lat: number; lng: number; at: number };

/**
 * Hours until a move to `point` is plausible from every recent location (0: it is now): refused when
 * it is more than DISCOVERY_LIMITS.jumpKm away from any of them, faster than jumpKmh.
 */
export function hoursTooSoon(point: Point, now: number, recent: RecentLocation[]): number {
  const { jumpKm, jumpKmh } = DISCOVERY_LIMITS;
  let wait = 0;
  for (const seen of recent) {
    const km = distanceM(seen, point) / 1000;
    const hours = Math.max((now - seen.at) / HOUR_MS, 1 / 3600);
    if (km > jumpKm && km / hours > jumpKmh) wait = Math.max(wait, km / jumpKmh - hours);
  }
  return wait;
}

/**
 * The jump window after accepting `point`: the locations of the last jumpWindowMinutes, one kept per
 * jumpWindowSpacingMinutes (the first of each), so it stays small however often he moves.
 */
export function rememberLocation(
  recent: RecentLocation[],
  point: Point,
  now: number,
): RecentLocation[] {
  const { jumpWindowMinutes, jumpWindowSpacingMinutes } = DISCOVERY_LIMITS;
  const kept = recent.filter((r) => now - r.at < jumpWindowMinutes * 60_000);
  const slot = (at: number) => Math.floor(at / (jumpWindowSpacingMinutes * 60_000));
  if (kept.some((r) => slot(r.at) === slot(now))) return kept;
  return [...kept, { lat: point.lat, lng: point.lng, at: now }];
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

/**
 * The listed city a member is named by (his profile's city line, 'Visiting from', a listing's default
 * city): the one near his public point (his cell's centre, or his picked city), never near his true
 * point. A city's 60 km line or the line between two cities cuts some cells; named by the true point,
 * the name would tell which part of his cell he is in, and show his moves inside it.
 */
export const cityOfPublicPoint = (publicPoint: Point) => nearestCity(publicPoint);

/** A picked city's centre. */
export function cityCentre(name: string): { point: Point; city: string; country: string } | null {
  const c = cityByName(name);
  return c ? { point: { lat: c.lat, lng: c.lng }, city: c.name, country: c.country } : null;
}
