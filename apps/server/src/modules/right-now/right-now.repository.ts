import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rightNowPosts } from '../../db/schema.ts';
import { blockedEitherWay } from '../blocks/blocks.service.ts';

export type RightNowRow = typeof rightNowPosts.$inferSelect;

/** Live at `now`: the time comes from the service's clock, never the database's, so tests can move it. */
const liveAt = (now: Date) => gt(rightNowPosts.endsAt, now);

export function rightNowRepository(db: Database) {
  return {
    /**
     * Adds his post unless he has a live one (one at a time). The check and the insert run under a lock
     * on his posts, so two posts at once cannot both go live. Null when one is live already.
     */
    insertIfNoneLive(values: typeof rightNowPosts.$inferInsert): Promise<RightNowRow | null> {
      const now = values.createdAt;
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`blaze.right_now:${values.authorId}`}, 0))`,
        );
        const [live] = await tx
          .select({ id: rightNowPosts.id })
          .from(rightNowPosts)
          .where(and(eq(rightNowPosts.authorId, values.authorId), liveAt(now)))
          .limit(1);
        if (live) return null;
        const [row] = await tx.insert(rightNowPosts).values(values).returning();
        if (!row) throw new Error('right now insert returned no row');
        return row;
      });
    },

    /** His live post, if any. */
    async liveOf(authorId: string, now: Date): Promise<RightNowRow | null> {
      const [row] = await db
        .select()
        .from(rightNowPosts)
        .where(and(eq(rightNowPosts.authorId, authorId), liveAt(now)))
        .orderBy(desc(rightNowPosts.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** A live post the viewer may see: his own, or one of a member with no block either way. */
    async visible(viewerId: string, id: string, now: Date): Promise<RightNowRow | null> {
      const [row] = await db
        .select()
        .from(rightNowPosts)
        .where(
          and(
            eq(rightNowPosts.id, id),
            liveAt(now),
            sql`(${rightNowPosts.authorId} = ${viewerId} or not ${blockedEitherWay(viewerId, rightNowPosts.authorId)})`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The live posts of these members (one each: one at a time), keyed by member. */
    async liveOfAuthors(authorIds: string[], now: Date): Promise<Map<string, RightNowRow>> {
      if (authorIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(rightNowPosts)
        .where(and(inArray(rightNowPosts.authorId, authorIds), liveAt(now)))
        .orderBy(rightNowPosts.createdAt);
      return new Map(rows.map((r) => [r.authorId, r]));
    },

    /** The members with a live post, as a subquery of ids (discovery reads who of them is near). */
    liveAuthors(now: Date): SQL {
      return sql`select ${rightNowPosts.authorId} from ${rightNowPosts} where ${rightNowPosts.endsAt} > ${now.toISOString()}::timestamptz`;
    },

    /** The author of one post, as a subquery of ids. */
    authorOf(id: string): SQL {
      return sql`select ${rightNowPosts.authorId} from ${rightNowPosts} where ${rightNowPosts.id} = ${id}`;
    },

    /** Ends his live post now; null when he has no live post with this id. */
    async end(authorId: string, id: string, now: Date): Promise<RightNowRow | null> {
      const [row] = await db
        .update(rightNowPosts)
        .set({ endsAt: now })
        .where(and(eq(rightNowPosts.id, id), eq(rightNowPosts.authorId, authorId), liveAt(now)))
        .returning();
      return row ?? null;
    },
  };
}
