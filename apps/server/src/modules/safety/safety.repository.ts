import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mutes, reports } from '../../db/schema.ts';

/** The mute rule in SQL: the viewer muted the member's posts (or stories). One probe of the key. */
export const mutedBy = (viewer: unknown, member: unknown, what: 'posts' | 'stories'): SQL =>
  sql`exists (select 1 from ${mutes} m where m.muter_id = ${viewer} and m.muted_id = ${member} and m.${sql.raw(what)})`;

export function safetyRepository(db: Database) {
  return {
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

    async unmute(muterId: string, mutedId: string): Promise<boolean> {
      const rows = await db
        .delete(mutes)
        .where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)))
        .returning({ id: mutes.mutedId });
      return rows.length > 0;
    },
  };
}
