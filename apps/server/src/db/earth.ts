import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';

/** A point on the earth (cube + earthdistance), as the GiST indexes over ll_to_earth(...) store it. */
export const earthAt = (p: { lat: number; lng: number }): SQL =>
  sql`ll_to_earth(${p.lat}, ${p.lng})`;

/**
 * `point` lies within `radiusM` metres of `here` (both earth points): earth_box lets the GiST index
 * narrow the search, the exact distance decides.
 */
export function withinRadius(point: SQL, here: SQL, radiusM: number | Placeholder): SQL {
  return and(
    sql`earth_box(${here}, ${radiusM}) @> ${point}`,
    sql`earth_distance(${point}, ${here}) <= ${radiusM}`,
  )!;
}

/**
 * A point on the Mercator plane (x, y in radians), for the 2-D GiST index on public points. Mercator is
 * conformal: around any point it scales every direction alike, so nearest-first on this plane is
 * nearest-first on the earth within a city (exactly enough for the nearby page bound, which stays correct
 * whatever order the walk takes). Latitudes are clamped to +-85 degrees, where the plane ends.
 */
export const mercatorPoint = (lat: unknown, lng: unknown): SQL =>
  sql`point(radians(${lng}), ln(tan(pi() / 4 + radians(least(greatest(${lat}, -85), 85)) / 2)))`;

/**
 * The Mercator box around a true point (`lat`, `lng` in degrees) that holds every point within `radiusM`
 * metres, with a margin; it lets the 2-D index stop at the radius. It does not wrap at the antimeridian.
 */
export function mercatorBox(lat: unknown, lng: unknown, radiusM: unknown): SQL {
  const dLat = sql`degrees(${radiusM}::float8 / earth())`;
  const dLng = sql`(1.01 * ${radiusM}::float8 / earth() / cos(radians(least(abs(${lat}) + ${dLat}, 85))))`;
  const y = (at: SQL) => sql`ln(tan(pi() / 4 + radians(least(greatest(${at}, -85), 85)) / 2))`;
  return sql`box(point(radians(${lng}) - ${dLng}, ${y(sql`${lat} - 1.01 * ${dLat}`)}), point(radians(${lng}) + ${dLng}, ${y(sql`${lat} + 1.01 * ${dLat}`)}))`;
}
