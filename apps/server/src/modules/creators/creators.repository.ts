import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  follows,
  postComments,
  postLikes,
  posts,
  postViews,
  profiles,
  stories,
  storyViews,
} from '../../db/schema.ts';
import { blockedEitherWay } from '../blocks/blocks.service.ts';
import { postVisibleTo } from '../posts/posts.service.ts';
import { mutedBy } from '../safety/safety.service.ts';

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;
const countOf = (result: unknown) => Number(rowsOf(result)[0]?.n ?? 0);

/** A keyset position: PostgreSQL's text of the post's time (microseconds kept) and its id. */
export type PageKey = { at: string; id: string };

/** Today as a UTC date: views are counted per UTC day, and the dashboard's days are UTC days. */
const TODAY = sql`(now() at time zone 'utc')::date`;
/** The first of the last `days` UTC days, as a date and as the instant it starts. */
const firstDay = (days: number) => sql`(${TODAY} - ${sql.raw(String(Math.trunc(days) - 1))})`;
const firstInstant = (days: number) => sql`(${firstDay(days)}::timestamp at time zone 'utc')`;

export type DayCount = { day: string; count: number };
export type Tally = { total: number; last30Days: number };

/**
 * Creator numbers and the Creators tab: a read model over posts, views, likes, comments, follows and
 * stories (their modules own the writes). Every count leaves out members blocked either way and the
 * creator's own actions.
 */
export function creatorsRepository(db: Database) {
  /** Total and the last `days` days of a count over rows with a time column `at`. */
  async function tally(from: SQL, at: string, days: number): Promise<Tally> {
    const result = await db.execute(sql`
      select count(*)::int as total,
        (count(*) filter (where ${sql.raw(at)} >= ${firstInstant(days)}))::int as recent
      from ${from}`);
    const row = rowsOf(result)[0] ?? {};
    return { total: Number(row.total ?? 0), last30Days: Number(row.recent ?? 0) };
  }

  return {
    /**
     * The Creators tab: posts of members with a creator profile, newest first, under the feed's rule
     * (blocks both ways, followers-only posts for followers, muted members left out). One probe of
     * the author index per creator, as Following does per followed member (decision 015).
     */
    async postIds(viewerId: string, after: PageKey | null, limit: number) {
      const result = await db.execute(sql`
        select p.id, p.created_at::text as at
        from ${profiles} c
        cross join lateral (
          select q.id, q.created_at from ${posts} q
          where q.author_id = c.id
            ${after ? sql`and (q.created_at, q.id) < (${after.at}::timestamptz, ${after.id})` : sql``}
            and ${postVisibleTo(viewerId, 'q')}
            and not ${mutedBy(viewerId, sql`q.author_id`, 'posts')}
          order by q.created_at desc, q.id desc
          limit ${limit}
        ) p
        where c.is_creator
        order by p.created_at desc, p.id desc
        limit ${limit}`);
      return rowsOf(result).map((r) => ({ id: String(r.id), at: String(r.at) }));
    },

    /**
     * Counts a view of each post once per viewer per post per UTC day: only posts he may see, never
     * his own. Returns how many were new today.
     */
    async recordViews(viewerId: string, postIds: string[]): Promise<number> {
      const result = await db.execute(sql`
        insert into ${postViews} (post_id, viewer_id, day, author_id)
        select q.id, ${viewerId}, ${TODAY}, q.author_id from ${posts} q
        where q.id = any(${sql.param(postIds)}::text[])
          and q.author_id <> ${viewerId}
          and ${postVisibleTo(viewerId, 'q')}
        on conflict do nothing
        returning post_id`);
      return rowsOf(result).length;
    },

    /** His followers now, and how many of them followed him on each of the last `days` UTC days. */
    async followers(creatorId: string, days: number) {
      const mine = sql`${follows} f where f.followed_id = ${creatorId}
        and not ${blockedEitherWay(creatorId, sql`f.follower_id`)}`;
      const [total, recent] = await Promise.all([
        db.execute(sql`select count(*)::int as n from ${mine}`),
        db.execute(sql`
          select (f.created_at at time zone 'utc')::date::text as day, count(*)::int as n
          from ${mine} and f.created_at >= ${firstInstant(days)}
          group by 1`),
      ]);
      return {
        total: countOf(total),
        newByDay: new Map(rowsOf(recent).map((r) => [String(r.day), Number(r.n)])),
      };
    },

    /** Views of his posts: all time, the last `days` days, and per day. */
    async postViews(creatorId: string, days: number) {
      const mine = sql`${postViews} v where v.author_id = ${creatorId}
        and not ${blockedEitherWay(creatorId, sql`v.viewer_id`)}`;
      const [counts, byDay] = await Promise.all([
        db.execute(sql`
          select count(*)::int as total,
            (count(*) filter (where v.day >= ${firstDay(days)}))::int as recent
          from ${mine}`),
        db.execute(sql`
          select v.day::text as day, count(*)::int as n from ${mine}
            and v.day >= ${firstDay(days)}
          group by v.day`),
      ]);
      const row = rowsOf(counts)[0] ?? {};
      return {
        total: Number(row.total ?? 0),
        last30Days: Number(row.recent ?? 0),
        byDay: new Map(rowsOf(byDay).map((r) => [String(r.day), Number(r.n)])),
      };
    },

    likes: (creatorId: string, days: number) =>
      tally(
        sql`${postLikes} l join ${posts} q on q.id = l.post_id
          where q.author_id = ${creatorId} and l.member_id <> ${creatorId}
            and not ${blockedEitherWay(creatorId, sql`l.member_id`)}`,
        'l.created_at',
        days,
      ),

    comments: (creatorId: string, days: number) =>
      tally(
        sql`${postComments} c join ${posts} q on q.id = c.post_id
          where q.author_id = ${creatorId} and c.author_id <> ${creatorId}
            and not ${blockedEitherWay(creatorId, sql`c.author_id`)}`,
        'c.created_at',
        days,
      ),

    storyViews: (creatorId: string, days: number) =>
      tally(
        sql`${storyViews} sv join ${stories} s on s.id = sv.story_id
          where s.author_id = ${creatorId} and sv.viewer_id <> ${creatorId}
            and not ${blockedEitherWay(creatorId, sql`sv.viewer_id`)}`,
        'sv.created_at',
        days,
      ),

    async postCount(creatorId: string): Promise<number> {
      return countOf(
        await db.execute(
          sql`select count(*)::int as n from ${posts} where author_id = ${creatorId}`,
        ),
      );
    },

    /** His most viewed posts, then the most liked, then the newest. */
    async topPosts(creatorId: string, limit: number) {
      const result = await db.execute(sql`
        select q.id, (select count(*) from ${postViews} v where v.post_id = q.id
            and not ${blockedEitherWay(creatorId, sql`v.viewer_id`)})::int as views
        from ${posts} q where q.author_id = ${creatorId}
        order by views desc, q.like_count desc, q.created_at desc, q.id desc
        limit ${limit}`);
      return rowsOf(result).map((r) => ({ id: String(r.id), views: Number(r.views) }));
    },
  };
}

export type CreatorsRepository = ReturnType<typeof creatorsRepository>;
