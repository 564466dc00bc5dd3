import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { earthAt, withinRadius } from '../../db/earth.ts';
import { promotionHides, promotions } from '../../db/schema.ts';
import { demoRowVisibleTo } from '../data-modes/data-modes.service.ts';

export type PromotionRow = typeof promotions.$inferSelect;

/** Where he is and how far venues' offers reach him. */
export type Near = { lat: number; lng: number; radiusM: number };

const offerPoint = sql`ll_to_earth(${promotions.latitude}, ${promotions.longitude})`;

const running = (memberId: string, now: Date) =>
  and(
    lte(promotions.startsAt, now),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
    sql`not exists (select 1 from ${promotionHides} h where h.member_id = ${memberId} and h.promotion_id = ${promotions.id})`,
  );

const nearOrEveryone = (near: Near | null) =>
  near
    ? or(isNull(promotions.latitude), withinRadius(offerPoint, earthAt(near), near.radiusM))
    : isNull(promotions.latitude);

/** Promotions (sponsored cards), their per-member hides and their counters. */
export function feedRepository(db: Database) {
  return {
    async insertPromotion(values: typeof promotions.$inferInsert): Promise<PromotionRow> {
      const [row] = await db.insert(promotions).values(values).returning();
      if (!row) throw new Error('promotion insert returned no row');
      return row;
    },

    /**
     * Promotions running now that he has not hidden (demo ones only in demo mode, decision 038), oldest first (a stable rotation): those for
     * everyone, and venues' offers only within `near` of him (none while he has no location).
     */
    activeFor(memberId: string, now: Date, near: Near | null): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(
          and(
            running(memberId, now),
            demoRowVisibleTo(memberId, promotions.isDemo),
            nearOrEveryone(near),
          ),
        )
        .orderBy(promotions.createdAt, promotions.id)
        .limit(50);
    },

    /** Venues' offers running within `near` of him that he has not hidden, nearest first. */
    offersNear(memberId: string, now: Date, near: Near, limit: number): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(
          and(
            running(memberId, now),
            demoRowVisibleTo(memberId, promotions.isDemo),
            isNotNull(promotions.latitude),
            nearOrEveryone(near),
          ),
        )
        .orderBy(sql`earth_distance(${offerPoint}, ${earthAt(near)})`, promotions.id)
        .limit(limit);
    },

    async demoOfferCount(): Promise<number> {
      const result = await db.execute(
        sql`select count(*)::int as n from ${promotions} where ${promotions.isDemo} and ${promotions.venueId} is not null`,
      );
      return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
    },

    /** Every promotion, newest first (the admins' list). */
    allPromotions(limit: number): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .orderBy(desc(promotions.createdAt), desc(promotions.id))
        .limit(limit);
    },

    async updatePromotion(
      id: string,
      set: Partial<typeof promotions.$inferInsert>,
    ): Promise<PromotionRow | null> {
      const [row] = await db.update(promotions).set(set).where(eq(promotions.id, id)).returning();
      return row ?? null;
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
