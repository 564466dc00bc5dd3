import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stories, storyViews } from '../../db/schema.ts';
import { blockedEitherWay } from '../blocks/blocks.service.ts';
import { mutedBy } from '../safety/safety.service.ts';

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;
/** A timestamp as the driver hands it over: a Date (pg) or PostgreSQL's text (PGlite may give either). */
const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

export type StoryRow = typeof stories.$inferSelect;

/** A story with what this viewer knows of it: whether he saw it, and (his own) how many did. */
export type SeenStory = StoryRow & { seen: boolean; viewCount: number };

export type RingRow = { authorId: string; storyCount: number; hasUnseen: boolean; latestAt: Date };

export type ViewerRow = { viewerId: string; viewedAt: Date; reaction: string | null };

/**
 * The one rule for who sees a story (`s` a stories row alias): it is live (expires_at in the future,
 * decided in SQL so an expired story leaves every list at once), and it is his own or neither has
 * blocked the other.
 */
export const storyVisibleTo = (viewer: unknown, s: string): SQL => {
  const author = sql.raw(`${s}.author_id`);
  return sql`${sql.raw(`${s}.expires_at`)} > now()
    and (${author} = ${viewer} or not ${blockedEitherWay(viewer, author)})`;
};

function toSeen(r: Raw): SeenStory {
  return {
    id: String(r.id),
    authorId: String(r.author_id),
    photoId: String(r.photo_id),
    body: r.body == null ? null : String(r.body),
    slug: String(r.slug),
    createdAt: asDate(r.created_at),
    expiresAt: asDate(r.expires_at),
    seen: Boolean(r.seen),
    viewCount: Number(r.view_count ?? 0),
  };
}

export function storiesRepository(db: Database) {
  /** Stories matching `where`, visible to the viewer, oldest first, with his seen flag and counts. */
  async function seenBy(viewerId: string, where: SQL, limit = 100): Promise<SeenStory[]> {
    const result = await db.execute(sql`
      select s.id, s.author_id, s.photo_id, s.body, s.slug, s.created_at, s.expires_at,
        (s.author_id = ${viewerId} or exists (select 1 from ${storyViews} v
          where v.story_id = s.id and v.viewer_id = ${viewerId})) as seen,
        case when s.author_id = ${viewerId} then (select count(*)::int from ${storyViews} v
          where v.story_id = s.id and not ${blockedEitherWay(viewerId, sql`v.viewer_id`)}) end as view_count
      from ${stories} s
      where ${where} and ${storyVisibleTo(viewerId, 's')}
      order by s.created_at, s.id
      limit ${limit}`);
    return rowsOf(result).map(toSeen);
  }

  return {
    /**
     * Adds a story unless he has `max` live ones already (the 20-a-day cap: a story lives 24 hours, so
     * his live stories are those of the last day). Count and insert run under a lock on his stories,
     * so two at once cannot both take the last place. Null when full.
     */
    insertWithinCap(values: typeof stories.$inferInsert, max: number): Promise<StoryRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`blaze.stories:${values.authorId}`}, 0))`,
        );
        const held = await tx.execute(
          sql`select count(*)::int as n from ${stories}
            where author_id = ${values.authorId} and expires_at > now()`,
        );
        if (Number(rowsOf(held)[0]?.n ?? 0) >= max) return null;
        const [row] = await tx.insert(stories).values(values).returning();
        if (!row) throw new Error('story insert returned no row');
        return row;
      });
    },

    /** His live stories: how many, and when the oldest expires (when the next place frees up). */
    async liveCount(authorId: string): Promise<{ count: number; oldestExpiresAt: Date | null }> {
      const result = await db.execute(sql`
        select count(*)::int as n, min(expires_at) as oldest from ${stories}
        where author_id = ${authorId} and expires_at > now()`);
      const row = rowsOf(result)[0];
      return {
        count: Number(row?.n ?? 0),
        oldestExpiresAt: row?.oldest ? asDate(row.oldest) : null,
      };
    },

    /** The story if it is live and the viewer may see it. */
    async visible(viewerId: string, id: string): Promise<SeenStory | null> {
      return (await seenBy(viewerId, sql`s.id = ${id}`, 1))[0] ?? null;
    },

    async visibleBySlug(viewerId: string, slug: string): Promise<SeenStory | null> {
      return (await seenBy(viewerId, sql`s.slug = ${slug}`, 1))[0] ?? null;
    },

    /** A member's live stories as the viewer may see them, oldest first. */
    ofAuthor: (viewerId: string, authorId: string) =>
      seenBy(viewerId, sql`s.author_id = ${authorId}`),

    /**
     * The stories row: of these members (and his own), those with a live story he may see and has not
     * muted; his own first, then members with stories new to him, then the rest, latest first.
     */
    async rings(viewerId: string, authorIds: string[], limit: number): Promise<RingRow[]> {
      const result = await db.execute(sql`
        select s.author_id, count(*)::int as n, max(s.created_at) as latest,
          bool_or(s.author_id <> ${viewerId} and not exists (select 1 from ${storyViews} v
            where v.story_id = s.id and v.viewer_id = ${viewerId})) as unseen
        from ${stories} s
        where s.author_id = any(${sql.param([viewerId, ...authorIds])}::text[])
          and ${storyVisibleTo(viewerId, 's')}
          and (s.author_id = ${viewerId} or not ${mutedBy(viewerId, sql`s.author_id`, 'stories')})
        group by s.author_id
        order by (s.author_id = ${viewerId}) desc, unseen desc, latest desc, s.author_id
        limit ${limit}`);
      return rowsOf(result).map((r) => ({
        authorId: String(r.author_id),
        storyCount: Number(r.n),
        hasUnseen: Boolean(r.unseen),
        latestAt: asDate(r.latest),
      }));
    },

    /** Counts his view once; true when it is new. */
    async recordView(storyId: string, viewerId: string): Promise<boolean> {
      const rows = await db
        .insert(storyViews)
        .values({ storyId, viewerId })
        .onConflictDoNothing()
        .returning({ id: storyViews.storyId });
      return rows.length > 0;
    },

    /** His reaction (a reaction is a view too); a new one replaces the last. */
    async react(storyId: string, viewerId: string, emoji: string): Promise<void> {
      await db
        .insert(storyViews)
        .values({ storyId, viewerId, reaction: emoji })
        .onConflictDoUpdate({
          target: [storyViews.storyId, storyViews.viewerId],
          set: { reaction: emoji },
        });
    },

    /** Who watched the story, latest first, without members blocked either way with its author. */
    async viewers(storyId: string, authorId: string, limit: number): Promise<ViewerRow[]> {
      const result = await db.execute(sql`
        select v.viewer_id, v.created_at, v.reaction from ${storyViews} v
        where v.story_id = ${storyId} and not ${blockedEitherWay(authorId, sql`v.viewer_id`)}
        order by v.created_at desc, v.viewer_id
        limit ${limit}`);
      return rowsOf(result).map((r) => ({
        viewerId: String(r.viewer_id),
        viewedAt: asDate(r.created_at),
        reaction: r.reaction == null ? null : String(r.reaction),
      }));
    },

    /** Expired stories still stored (their files wait for the sweep), oldest first. */
    async expired(limit: number): Promise<Array<{ id: string; photoId: string }>> {
      const rows = await db
        .select({ id: stories.id, photoId: stories.photoId })
        .from(stories)
        .where(sql`${stories.expiresAt} <= now()`)
        .orderBy(stories.expiresAt)
        .limit(limit);
      return rows;
    },

    async remove(id: string): Promise<void> {
      await db.delete(stories).where(eq(stories.id, id));
    },
  };
}
