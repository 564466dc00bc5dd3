import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { notBlockedWith } from '../blocks/blocks.service.ts';
import {
  agesOf,
  coarseDistance,
  distanceTo,
  listColumns,
  showsAge,
  within,
} from './discovery.repository.ts';

/**
 * Which members another module asks about (Right Now's live authors): a subquery of member ids. The
 * asking module builds it in its own repository; discovery only reads ids from it.
 */
export type MemberIdsQuery = SQL;

export type AmongSearch = {
  viewerId: string;
  among: MemberIdsQuery;
  /** Null: any distance (one item opened by id); else the nearby list's coarse radius rule. */
  radiusM: number | null;
  minAge: number;
  maxAge: number;
  limit: number;
  offset: number;
};

/**
 * Members among a given set, around the viewer's own stored point, by the nearby list's rules
 * (decision 008): the distance to the public point only, rounded as shown; the radius matched by the
 * rounded distance (5 km bands for those who hide theirs); members who hide their location never
 * listed by place; blocks both ways; ordered by the rounded distance, then by id (unrelated to place).
 * Kept apart from the nearby statement: the set is small (live Right Now posts), so it starts from it.
 */
export function nearbyAmongRepository(db: Database) {
  return {
    async nearbyAmong(q: AmongSearch) {
      const viewer = db.$with('viewer').as(
        db
          .select({
            here: sql`ll_to_earth(${profiles.latitude}, ${profiles.longitude})`.as('here'),
          })
          .from(profiles)
          .where(and(eq(profiles.id, q.viewerId), sql`${profiles.latitude} is not null`)),
      );
      const here = sql`(select ${viewer.here} from ${viewer})`;
      const measured = sql`(select ${distanceTo(here)} as d offset 0) as measured`;
      const d = sql`measured.d`;
      const coarse = coarseDistance(d);
      const ages = agesOf(q);
      const rows = await db
        .with(viewer)
        .select({
          ...listColumns(q.viewerId),
          coarseDistanceM: sql<number | null>`case when ${d} is null then null else ${coarse} end`,
        })
        .from(profiles)
        .crossJoinLateral(measured)
        .where(
          and(
            sql`${profiles.id} in (${q.among})`,
            ne(profiles.id, q.viewerId),
            q.radiusM === null ? undefined : within(here, q.radiusM, { d }),
            ages
              ? and(sql`${profiles.age} between ${ages.min} and ${ages.max}`, showsAge)
              : undefined,
            notBlockedWith(q.viewerId, profiles.id),
          ),
        )
        .orderBy(sql`${coarse} nulls last`, sql`${profiles.id} collate "C"`)
        .limit(q.limit)
        .offset(q.offset);
      return rows.map((r) => ({
        ...r,
        coarseDistanceM: r.coarseDistanceM === null ? null : Number(r.coarseDistanceM),
      }));
    },
  };
}
