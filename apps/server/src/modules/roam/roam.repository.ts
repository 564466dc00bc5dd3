import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { roams } from '../../db/schema.ts';

export type RoamRow = typeof roams.$inferSelect;
export type NewRoam = typeof roams.$inferInsert;

export function roamRepository(db: Database) {
  return {
    async insert(roam: NewRoam): Promise<RoamRow> {
      const [row] = await db.insert(roams).values(roam).returning();
      if (!row) throw new Error('roam insert returned no row');
      return row;
    },

    async findById(id: string): Promise<RoamRow | null> {
      const [row] = await db.select().from(roams).where(eq(roams.id, id)).limit(1);
      return row ?? null;
    },

    /** His roam running at `now`, if any. */
    async current(userId: string, now: Date): Promise<RoamRow | null> {
      const [row] = await db
        .select()
        .from(roams)
        .where(and(eq(roams.userId, userId), isNull(roams.endedAt), gt(roams.endsAt, now)))
        .orderBy(desc(roams.startsAt))
        .limit(1);
      return row ?? null;
    },

    /** Ends a running roam at `at`; null when it had ended already. */
    async end(id: string, at: Date): Promise<RoamRow | null> {
      const [row] = await db
        .update(roams)
        .set({ endedAt: at })
        .where(and(eq(roams.id, id), isNull(roams.endedAt), gt(roams.endsAt, at)))
        .returning();
      return row ?? null;
    },
  };
}
