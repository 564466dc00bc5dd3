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
