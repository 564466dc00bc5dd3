import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { promotionHides, promotions } from '../../db/schema.ts';

export type PromotionRow = typeof promotions.$inferSelect;

/** Promotions (sponsored cards), their per-member hides and their counters. */
export function feedRepository(db: Database) {
  return {
    async insertPromotion(values: typeof promotions.$inferInsert): Promise<PromotionRow> {
      const [row] = await db.insert(promotions).values(values).returning();
      if (!row) throw new Error('promotion insert returned no row');
      return row;
    },

    /** Promotions running now that he has not hidden, oldest first (a stable rotation). */
    activeFor(memberId: string, now: Date): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(
          and(
            lte(promotions.startsAt, now),
            or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
            sql`not exists (select 1 from ${promotionHides} h where h.member_id = ${memberId} and h.promotion_id = ${promotions.id})`,
          ),
        )
        .orderBy(promotions.createdAt, promotions.id)
        .limit(50);
    },

    async findPromotion(id: string): Promise<PromotionRow | null> {
      const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
      return row ?? null;
    },

    async hide(promotionId: string, memberId: string): Promise<void> {
      await db.insert(promotionHides).values({ promotionId, memberId }).onConflictDoNothing();
    },

    async countImpression(id: string): Promise<void> {
      await db
        .update(promotions)
        .set({ impressionCount: sql`${promotions.impressionCount} + 1` })
        .where(eq(promotions.id, id));
    },

    async countClick(id: string): Promise<void> {
      await db
        .update(promotions)
        .set({ clickCount: sql`${promotions.clickCount} + 1` })
        .where(eq(promotions.id, id));
    },

    async demoCount(): Promise<number> {
      const result = await db.execute(
        sql`select count(*)::int as n from ${promotions} where ${promotions.isDemo}`,
      );
      return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
    },
  };
}
