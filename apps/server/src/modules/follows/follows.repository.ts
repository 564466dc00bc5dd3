import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { follows } from '../../db/schema.ts';
import { blockedEitherWay } from '../blocks/blocks.service.ts';

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;

/** `at`: PostgreSQL's text of the time (a keyset cursor keeps its microseconds). */
export type FollowRow = { memberId: string; at: string };

/** `follower` follows `followed` (values, placeholders or columns), for other modules' visibility rules. */
export const followsMember = (follower: unknown, followed: unknown): SQL =>
  sql`exists (select 1 from ${follows} f where f.follower_id = ${follower} and f.followed_id = ${followed})`;

export function followsRepository(db: Database) {
  return {
    /** True when the row is new (a repeated follow changes nothing). */
    async follow(followerId: string, followedId: string): Promise<boolean> {
      const rows = await db
        .insert(follows)
        .values({ followerId, followedId })
        .onConflictDoNothing()
        .returning({ id: follows.followedId });
      return rows.length > 0;
    },

    /** Whom he follows (ids). */
    async followedIds(followerId: string): Promise<string[]> {
      const rows = await db
        .select({ id: follows.followedId })
        .from(follows)
        .where(eq(follows.followerId, followerId));
      return rows.map((r) => r.id);
    },

    async unfollow(followerId: string, followedId: string): Promise<boolean> {
      const rows = await db
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
        .returning({ id: follows.followedId });
      return rows.length > 0;
    },

    /**
     * Whether the viewer follows the member, and the member's counts as the viewer may see them:
     * followers and followings blocked either way with the viewer are not counted.
     */
    async state(viewerId: string, memberId: string) {
      const result = await db.execute(sql`
        select
          exists (select 1 from ${follows} f where f.follower_id = ${viewerId} and f.followed_id = ${memberId}) as following,
          (select count(*) from ${follows} f where f.followed_id = ${memberId}
            and not ${blockedEitherWay(viewerId, sql`f.follower_id`)})::int as followers,
          (select count(*) from ${follows} f where f.follower_id = ${memberId}
            and not ${blockedEitherWay(viewerId, sql`f.followed_id`)})::int as following_count`);
      const row = rowsOf(result)[0] ?? {};
      return {
        following: Boolean(row.following),
        followerCount: Number(row.followers ?? 0),
        followingCount: Number(row.following_count ?? 0),
      };
    },

    /**
     * A page of his followers (or of whom he follows), newest first, after the cursor, without members
     * blocked either way with the viewer.
     */
    async list(
      viewerId: string,
      memberId: string,
      which: 'followers' | 'following',
      after: { at: string; id: string } | null,
      limit: number,
    ): Promise<FollowRow[]> {
      const [mine, other] =
        which === 'followers'
          ? [sql`f.followed_id`, sql`f.follower_id`]
          : [sql`f.follower_id`, sql`f.followed_id`];
      const result = await db.execute(sql`
        select ${other} as member_id, f.created_at::text as at from ${follows} f
        where ${mine} = ${memberId}
          and not ${blockedEitherWay(viewerId, other)}
          ${after ? sql`and (f.created_at, ${other}) < (${after.at}::timestamptz, ${after.id})` : sql``}
        order by f.created_at desc, ${other} desc
        limit ${limit}`);
      return rowsOf(result).map((r) => ({
        memberId: String(r.member_id),
        at: String(r.at),
      }));
    },
  };
}
