import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mutes, profiles, reports } from '../../db/schema.ts';

/** The mute rule in SQL: the viewer muted the member's posts (or stories). One probe of the key. */
export const mutedBy = (viewer: unknown, member: unknown, what: 'posts' | 'stories'): SQL =>
  sql`exists (select 1 from ${mutes} m where m.muter_id = ${viewer} and m.muted_id = ${member} and m.${sql.raw(what)})`;

export function safetyRepository(db: Database) {
  return {
    /** His data export (decision 032): the reports he filed, the reported member by username. */
    reportsFiledBy(userId: string) {
      return db
        .select({
          reason: reports.reason,
          details: reports.details,
          reportedUsername: profiles.username,
          about: reports.targetKind,
          status: reports.status,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .leftJoin(profiles, eq(profiles.id, reports.reportedId))
        .where(eq(reports.reporterId, userId))
        .orderBy(reports.createdAt);
    },

    async insertReport(values: typeof reports.$inferInsert): Promise<number> {
      const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
      if (!row) throw new Error('report insert returned no row');
      return row.id;
    },

    async mute(muterId: string, mutedId: string, what: { posts: boolean; stories: boolean }) {
      await db
        .insert(mutes)
        .values({ muterId, mutedId, ...what })
        .onConflictDoUpdate({ target: [mutes.muterId, mutes.mutedId], set: what });
    },

    /** Mutes only his stories (his posts stay as they were). */
    async muteStories(muterId: string, mutedId: string) {
      await db
        .insert(mutes)
        .values({ muterId, mutedId, posts: false, stories: true })
        .onConflictDoUpdate({ target: [mutes.muterId, mutes.mutedId], set: { stories: true } });
    },

    /** Unmutes his stories; a mute of nothing at all is removed. True when his stories were muted. */
    async unmuteStories(muterId: string, mutedId: string): Promise<boolean> {
      const mine = and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId));
      const rows = await db
        .update(mutes)
        .set({ stories: false })
        .where(and(mine, eq(mutes.stories, true)))
        .returning({ posts: mutes.posts });
      if (rows[0] && !rows[0].posts) await db.delete(mutes).where(mine);
      return rows.length > 0;
    },

    async unmute(muterId: string, mutedId: string): Promise<boolean> {
      const rows = await db
        .delete(mutes)
        .where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)))
        .returning({ id: mutes.mutedId });
      return rows.length > 0;
    },
  };
}
