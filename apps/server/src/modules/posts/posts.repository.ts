import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  clientWriteKeys,
  follows,
  postComments,
  postLikes,
  posts,
  type PostRow,
} from '../../db/schema.ts';
import { blockedEitherWay } from '../blocks/blocks.service.ts';
import { mutedBy } from '../safety/safety.service.ts';

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;

/** Trending (decision 015): a half-life of six hours, and at least three likes and comments. */
export const TREND_HALF_LIFE_S = 6 * 3600;
export const TREND_MIN_INTERACTIONS = 3;

/**
 * The trend rank of a post with these counts: log2(interactions) plus its age in half-lives. Ordering
 * by it is ordering by interactions x 2^(-age / half-life) at any moment, so it is written with each
 * like or comment and never recomputed. Only public, non-explicit posts with enough interactions rank.
 */
const trendRank = (likes: SQL, comments: SQL) => sql`case
  when ${posts.visibility} = 'everyone' and not ${posts.isExplicit}
    and ${likes} + ${comments} >= ${sql.raw(String(TREND_MIN_INTERACTIONS))}
  then ln((${likes} + ${comments})::float8) / ln(2.0)
    + extract(epoch from ${posts.createdAt}) / ${sql.raw(String(TREND_HALF_LIFE_S))}
  end`;

/**
 * The one rule for who sees a post (`p` a posts row alias): its author; anyone else only when neither
 * has blocked the other and the post is public or he follows the author.
 */
export const postVisibleTo = (viewer: unknown, p: string): SQL => {
  const author = sql.raw(`${p}.author_id`);
  return sql`(${author} = ${viewer} or (not ${blockedEitherWay(viewer, author)}
    and (${sql.raw(`${p}.visibility`)} = 'everyone'
      or exists (select 1 from ${follows} vf where vf.follower_id = ${viewer} and vf.followed_id = ${author}))))`;
};

/** A post with the counts and the like as this viewer sees them (blocked members left out). */
export type SeenPost = PostRow & { seenLikes: number; seenComments: number; likedByMe: boolean };

type WriteKind = (typeof clientWriteKeys.$inferInsert)['kind'];
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Claims the key for `objectId`; when another write holds it, that write's object id. */
async function claimKey(
  tx: Tx,
  authorId: string,
  kind: WriteKind,
  clientKey: string,
  objectId: string,
): Promise<string | null> {
  const claimed = await tx
    .insert(clientWriteKeys)
    .values({ authorId, kind, clientKey, objectId })
    .onConflictDoNothing()
    .returning({ objectId: clientWriteKeys.objectId });
  if (claimed.length > 0) return null;
  const [held] = await tx
    .select({ objectId: clientWriteKeys.objectId })
    .from(clientWriteKeys)
    .where(
      and(
        eq(clientWriteKeys.authorId, authorId),
        eq(clientWriteKeys.kind, kind),
        eq(clientWriteKeys.clientKey, clientKey),
      ),
    );
  if (!held) throw new Error('client key neither claimed nor held');
  return held.objectId;
}

/** A keyset position: PostgreSQL's text of the row's time (microseconds kept) and its id. */
export type PageKey = { at: string; id: string };
const before = (p: string, key: PageKey | null) =>
  key
    ? sql`and (${sql.raw(`${p}.created_at`)}, ${sql.raw(`${p}.id`)}) < (${key.at}::timestamptz, ${key.id})`
    : sql``;

const idsOf = (result: unknown) =>
  rowsOf(result).map((r) => ({ id: String(r.id), at: String(r.at) }));

export type CommentRow = typeof postComments.$inferSelect;

export function postsRepository(db: Database) {
  return {
    /** His data export (decision 032): his posts, his comments and the posts he liked. */
    async exportOf(userId: string) {
      const [own, comments, liked] = await Promise.all([
        db
          .select({
            id: posts.id,
            body: posts.body,
            visibility: posts.visibility,
            isExplicit: posts.isExplicit,
            place: posts.place,
            tags: posts.tags,
            photoCount: posts.photoCount,
            likeCount: posts.likeCount,
            commentCount: posts.commentCount,
            createdAt: posts.createdAt,
            editedAt: posts.editedAt,
          })
          .from(posts)
          .where(eq(posts.authorId, userId))
          .orderBy(posts.createdAt),
        db
          .select({
            id: postComments.id,
            postId: postComments.postId,
            body: postComments.body,
            createdAt: postComments.createdAt,
          })
          .from(postComments)
          .where(eq(postComments.authorId, userId))
          .orderBy(postComments.createdAt),
        db
          .select({ postId: postLikes.postId, likedAt: postLikes.createdAt })
          .from(postLikes)
          .where(eq(postLikes.memberId, userId))
          .orderBy(postLikes.createdAt),
      ]);
      return { posts: own, comments, liked };
    },

    /**
     * Inserts the post; with a client key, claims the key in the same transaction, and when an earlier
     * write holds it already, inserts nothing and names that write's post (decision 037).
     */
    async insert(values: typeof posts.$inferInsert): Promise<PostRow> {
      const [row] = await db.insert(posts).values(values).returning();
      if (!row) throw new Error('post insert returned no row');
      return row;
    },

    insertOnce(
      values: typeof posts.$inferInsert & { id: string },
      clientKey?: string,
    ): Promise<PostRow | { existingId: string }> {
      return db.transaction(async (tx) => {
        if (clientKey) {
          const existingId = await claimKey(tx, values.authorId, 'post', clientKey, values.id);
          if (existingId) return { existingId };
        }
        const [row] = await tx.insert(posts).values(values).returning();
        if (!row) throw new Error('post insert returned no row');
        return row;
      });
    },

    /** A write that did not go through gives its key back, so the member can send it again. */
    async releaseKey(authorId: string, kind: WriteKind, clientKey: string): Promise<void> {
      await db
        .delete(clientWriteKeys)
        .where(
          and(
            eq(clientWriteKeys.authorId, authorId),
            eq(clientWriteKeys.kind, kind),
            eq(clientWriteKeys.clientKey, clientKey),
          ),
        );
    },

    async demoCount(): Promise<number> {
      const result = await db.execute(
        sql`select count(*)::int as n from ${posts} where ${posts.isDemo}`,
      );
      return Number(rowsOf(result)[0]?.n ?? 0);
    },

    async findById(id: string): Promise<PostRow | null> {
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
      return row ?? null;
    },

    /** Whether the viewer may see the post (visibility and blocks). */
    async isVisible(viewerId: string, id: string): Promise<boolean> {
      const result = await db.execute(
        sql`select 1 from ${posts} p where p.id = ${id} and ${postVisibleTo(viewerId, 'p')}`,
      );
      return rowsOf(result).length > 0;
    },

    async update(
      id: string,
      changes: Partial<Pick<PostRow, 'body' | 'tags' | 'visibility' | 'isExplicit' | 'place'>>,
    ): Promise<void> {
      await db
        .update(posts)
        .set({ ...changes, editedAt: new Date() })
        .where(eq(posts.id, id));
      // Visibility or the explicit flag may take a post in or out of Trending.
      await db
        .update(posts)
        .set({ trendRank: trendRank(sql`${posts.likeCount}`, sql`${posts.commentCount}`) })
        .where(eq(posts.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(posts).where(eq(posts.id, id));
    },

    /** The posts of `ids` the viewer may see, with his counts and likes (any order). */
    async seenBy(viewerId: string, ids: string[]): Promise<SeenPost[]> {
      if (ids.length === 0) return [];
      // Qualified by hand: drizzle leaves a one-table select's columns bare, and post_comments has an id.
      const postId = sql.raw('"posts"."id"');
      return db
        .select({
          ...getTableColumns(posts),
          seenLikes: sql<number>`(select count(*) from ${postLikes} l where l.post_id = ${postId}
            and not ${blockedEitherWay(viewerId, sql`l.member_id`)})`.mapWith(Number),
          seenComments:
            sql<number>`(select count(*) from ${postComments} c where c.post_id = ${postId}
            and not ${blockedEitherWay(viewerId, sql`c.author_id`)})`.mapWith(Number),
          likedByMe: sql<boolean>`exists (select 1 from ${postLikes} l where l.post_id = ${postId}
            and l.member_id = ${viewerId})`.mapWith(Boolean),
        })
        .from(posts)
        .where(and(inArray(posts.id, ids), postVisibleTo(viewerId, '"posts"')));
    },

    /** Likes once; true when it is new. The count and the trend rank move in the same transaction. */
    like(postId: string, memberId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const added = await tx
          .insert(postLikes)
          .values({ postId, memberId })
          .onConflictDoNothing()
          .returning({ id: postLikes.postId });
        if (added.length === 0) return false;
        await tx
          .update(posts)
          .set({
            likeCount: sql`${posts.likeCount} + 1`,
            trendRank: trendRank(sql`(${posts.likeCount} + 1)`, sql`${posts.commentCount}`),
          })
          .where(eq(posts.id, postId));
        return true;
      });
    },

    unlike(postId: string, memberId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(postLikes)
          .where(and(eq(postLikes.postId, postId), eq(postLikes.memberId, memberId)))
          .returning({ id: postLikes.postId });
        if (gone.length === 0) return false;
        await tx
          .update(posts)
          .set({
            likeCount: sql`greatest(${posts.likeCount} - 1, 0)`,
            trendRank: trendRank(
              sql`greatest(${posts.likeCount} - 1, 0)`,
              sql`${posts.commentCount}`,
            ),
          })
          .where(eq(posts.id, postId));
        return true;
      });
    },

    /** Who liked the post, newest first, without members blocked either way with the viewer. */
    async likers(viewerId: string, postId: string, after: PageKey | null, limit: number) {
      const result = await db.execute(sql`
        select l.member_id as id, l.created_at::text as at from ${postLikes} l
        where l.post_id = ${postId} and not ${blockedEitherWay(viewerId, sql`l.member_id`)}
          ${after ? sql`and (l.created_at, l.member_id) < (${after.at}::timestamptz, ${after.id})` : sql``}
        order by l.created_at desc, l.member_id desc limit ${limit}`);
      return idsOf(result);
    },

    /** Adds the comment once per client key (see `insert`). */
    addComment(
      values: { id: string; postId: string; authorId: string; body: string },
      clientKey?: string,
    ): Promise<CommentRow | { existingId: string }> {
      return db.transaction(async (tx) => {
        if (clientKey) {
          const existingId = await claimKey(tx, values.authorId, 'comment', clientKey, values.id);
          if (existingId) return { existingId };
        }
        const [row] = await tx.insert(postComments).values(values).returning();
        if (!row) throw new Error('comment insert returned no row');
        await tx
          .update(posts)
          .set({
            commentCount: sql`${posts.commentCount} + 1`,
            trendRank: trendRank(sql`${posts.likeCount}`, sql`(${posts.commentCount} + 1)`),
          })
          .where(eq(posts.id, values.postId));
        return row;
      });
    },

    async findComment(id: string): Promise<CommentRow | null> {
      const [row] = await db.select().from(postComments).where(eq(postComments.id, id)).limit(1);
      return row ?? null;
    },

    removeComment(comment: CommentRow) {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(postComments)
          .where(eq(postComments.id, comment.id))
          .returning({ id: postComments.id });
        if (gone.length === 0) return;
        await tx
          .update(posts)
          .set({
            commentCount: sql`greatest(${posts.commentCount} - 1, 0)`,
            trendRank: trendRank(
              sql`${posts.likeCount}`,
              sql`greatest(${posts.commentCount} - 1, 0)`,
            ),
          })
          .where(eq(posts.id, comment.postId));
      });
    },

    /** Comments oldest first after the cursor, without members blocked either way with the viewer. */
    async comments(
      viewerId: string,
      postId: string,
      after: PageKey | null,
      limit: number,
    ): Promise<Array<CommentRow & { key: string }>> {
      return db
        .select({
          ...getTableColumns(postComments),
          key: sql<string>`${postComments.createdAt}::text`,
        })
        .from(postComments)
        .where(
          and(
            eq(postComments.postId, postId),
            sql`not ${blockedEitherWay(viewerId, postComments.authorId)}`,
            after
              ? sql`(${postComments.createdAt}, ${postComments.id}) > (${after.at}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(postComments.createdAt, postComments.id)
        .limit(limit);
    },

    // ---- the tabs: ids in order, newest first, strictly after the cursor ----

    /**
     * Following: posts of members he follows, newest first: one index probe per followed member. The
     * visibility rule is decided per author here, not per post (decision 015): a member he follows is
     * shown in full (followers-only posts too) unless a block either way or his mute leaves him out.
     */
    async following(viewerId: string, after: PageKey | null, limit: number) {
      const result = await db.execute(sql`
        select p.id, p.created_at::text as at
        from ${follows} f
        cross join lateral (
          select q.id, q.created_at from ${posts} q
          where q.author_id = f.followed_id ${before('q', after)}
          order by q.created_at desc, q.id desc
          limit ${limit}
        ) p
        where f.follower_id = ${viewerId}
          and not ${blockedEitherWay(viewerId, sql`f.followed_id`)}
          and not ${mutedBy(viewerId, sql`f.followed_id`, 'posts')}
        order by p.created_at desc, p.id desc
        limit ${limit}`);
      return idsOf(result);
    },

    /**
     * Posts of these authors (and his own), newest first: Feed's followed and nearby members. The rule
     * of postVisibleTo, decided once per author: blocks and mutes leave an author out; a followed author
     * (or he himself) shows every post, anyone else his public ones.
     */
    async byAuthors(viewerId: string, authorIds: string[], after: PageKey | null, limit: number) {
      const result = await db.execute(sql`
        select p.id, p.created_at::text as at
        from (
          select a.id, a.id = ${viewerId}
            or exists (select 1 from ${follows} vf where vf.follower_id = ${viewerId} and vf.followed_id = a.id) as sees_all
          from (select distinct unnest(${sql.param([viewerId, ...authorIds])}::text[]) as id) a
          where a.id = ${viewerId}
            or (not ${blockedEitherWay(viewerId, sql`a.id`)} and not ${mutedBy(viewerId, sql`a.id`, 'posts')})
        ) a
        cross join lateral (
          select q.id, q.created_at from ${posts} q
          where q.author_id = a.id ${before('q', after)}
            and (a.sees_all or q.visibility = 'everyone')
          order by q.created_at desc, q.id desc
          limit ${limit}
        ) p
        order by p.created_at desc, p.id desc
        limit ${limit}`);
      return idsOf(result);
    },

    /** Public posts of everyone, newest first: Feed for a member who follows nobody and has nobody near. */
    async everyone(viewerId: string, after: PageKey | null, limit: number) {
      const result = await db.execute(sql`
        select q.id, q.created_at::text as at from ${posts} q
        where q.visibility = 'everyone' ${before('q', after)}
          and not ${blockedEitherWay(viewerId, sql`q.author_id`)}
          and not ${mutedBy(viewerId, sql`q.author_id`, 'posts')}
        order by q.created_at desc, q.id desc
        limit ${limit}`);
      return idsOf(result);
    },

    /** His followers who may see his posts (no block either way, no mute), for the 'new posts' frame. */
    async followerIds(authorId: string): Promise<string[]> {
      const result = await db.execute(sql`
        select f.follower_id as id from ${follows} f
        where f.followed_id = ${authorId} and not ${blockedEitherWay(authorId, sql`f.follower_id`)}
          and not ${mutedBy(sql`f.follower_id`, authorId, 'posts')}`);
      return rowsOf(result).map((r) => String(r.id));
    },

    /** Whom he follows (ids), for Feed's author set. */
    async followedIds(viewerId: string): Promise<string[]> {
      const rows = await db
        .select({ id: follows.followedId })
        .from(follows)
        .where(eq(follows.followerId, viewerId));
      return rows.map((r) => r.id);
    },

    /** Trending: by trend rank, then id; public non-explicit posts only (the rank is null otherwise). */
    async trending(viewerId: string, after: { rank: number; id: string } | null, limit: number) {
      const result = await db.execute(sql`
        select q.id, q.trend_rank as rank from ${posts} q
        where q.trend_rank is not null
          ${after ? sql`and (q.trend_rank, q.id) < (${after.rank}::float8, ${after.id})` : sql``}
          and not ${blockedEitherWay(viewerId, sql`q.author_id`)}
          and not ${mutedBy(viewerId, sql`q.author_id`, 'posts')}
        order by q.trend_rank desc, q.id desc
        limit ${limit}`);
      return rowsOf(result).map((r) => ({ id: String(r.id), rank: Number(r.rank) }));
    },

    /** Liked: the posts he liked, the latest like first (still visible to him). */
    async liked(viewerId: string, after: PageKey | null, limit: number) {
      const result = await db.execute(sql`
        select l.post_id as id, l.created_at::text as at from ${postLikes} l
        join ${posts} q on q.id = l.post_id
        where l.member_id = ${viewerId}
          ${after ? sql`and (l.created_at, l.post_id) < (${after.at}::timestamptz, ${after.id})` : sql``}
          and ${postVisibleTo(viewerId, 'q')}
        order by l.created_at desc, l.post_id desc
        limit ${limit}`);
      return idsOf(result);
    },

    /** A member's own posts as the viewer may see them, newest first (his profile). */
    async ofAuthor(viewerId: string, authorId: string, after: PageKey | null, limit: number) {
      const result = await db.execute(sql`
        select q.id, q.created_at::text as at from ${posts} q
        where q.author_id = ${authorId} ${before('q', after)} and ${postVisibleTo(viewerId, 'q')}
        order by q.created_at desc, q.id desc
        limit ${limit}`);
      return idsOf(result);
    },
  };
}

export type PostsRepository = ReturnType<typeof postsRepository>;
