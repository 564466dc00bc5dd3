import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Feature } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { entitlementGrants, entitlementUses } from '../../db/schema.ts';

export type GrantValues = {
  userId: string;
  feature: Feature;
  quantity: number | null;
  startsAt: Date;
  endsAt: Date | null;
  source: 'order' | 'subscription' | 'admin';
  sourceId: string;
};

export type UseSource = 'free' | 'plus' | 'grant';
export type UseRow = typeof entitlementUses.$inferSelect;

/** How a use is taken: what may be used, in this order. */
export type UsePlan = {
  /** Blaze Plus makes it unlimited. */
  plusUnlimited: boolean;
  /** Free uses per window, and the window's start. */
  free: { max: number; since: Date } | null;
};

/** A grant that runs at `now`. */
const runningAt = (now: Date) =>
  and(
    lte(entitlementGrants.startsAt, now),
    or(isNull(entitlementGrants.endsAt), gt(entitlementGrants.endsAt, now)),
  );

const usedOf = sql<number>`(select count(*) from ${entitlementUses} where ${entitlementUses.grantId} = ${entitlementGrants.id})`;

export function entitlementsRepository(db: Database) {
  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

  const plusGrant = (q: Database | Tx, userId: string, now: Date) =>
    q
      .select({ id: entitlementGrants.id, endsAt: entitlementGrants.endsAt })
      .from(entitlementGrants)
      .where(
        and(
          eq(entitlementGrants.userId, userId),
          eq(entitlementGrants.feature, 'plus'),
          runningAt(now),
        ),
      )
      .orderBy(sql`${entitlementGrants.endsAt} desc nulls first`)
      .limit(1);

  const freeUsedSince = async (q: Database | Tx, userId: string, feature: Feature, since: Date) =>
    q
      .select({ usedAt: entitlementUses.usedAt })
      .from(entitlementUses)
      .where(
        and(
          eq(entitlementUses.userId, userId),
          eq(entitlementUses.feature, feature),
          eq(entitlementUses.source, 'free'),
          gt(entitlementUses.usedAt, since),
        ),
      )
      .orderBy(asc(entitlementUses.usedAt));

  return {
    /** Records a grant; the same source, feature and start again grants nothing more. */
    async grant(values: GrantValues): Promise<string> {
      const [row] = await db
        .insert(entitlementGrants)
        .values({ id: randomUUID(), ...values })
        .onConflictDoNothing()
        .returning({ id: entitlementGrants.id });
      if (row) return row.id;
      const [existing] = await db
        .select({ id: entitlementGrants.id })
        .from(entitlementGrants)
        .where(
          and(
            eq(entitlementGrants.sourceId, values.sourceId),
            eq(entitlementGrants.feature, values.feature),
            eq(entitlementGrants.startsAt, values.startsAt),
          ),
        );
      return existing!.id;
    },

    /** Ends every grant of a source at `at` (those starting later never start). */
    async endSource(sourceId: string, at: Date): Promise<void> {
      await db
        .update(entitlementGrants)
        .set({ endsAt: sql`least(coalesce(${entitlementGrants.endsAt}, ${at}), ${at})` })
        .where(
          and(
            eq(entitlementGrants.sourceId, sourceId),
            or(isNull(entitlementGrants.endsAt), gt(entitlementGrants.endsAt, at)),
          ),
        );
    },

    /**
     * Takes one use for `ref` under a lock per member, so two requests at once cannot both take the last
     * one. The same ref again returns its use. Null: nothing left.
     */
    async use(
      userId: string,
      feature: Feature,
      ref: string,
      now: Date,
      plan: UsePlan,
    ): Promise<UseRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`blaze.entitlements:${userId}`}, 0))`,
        );
        const [already] = await tx
          .select()
          .from(entitlementUses)
          .where(eq(entitlementUses.ref, ref));
        if (already)
          return already.userId === userId && already.feature === feature ? already : null;
        const take = async (source: UseSource, grantId: string | null) => {
          const [row] = await tx
            .insert(entitlementUses)
            .values({ ref, userId, feature, source, grantId, usedAt: now })
            .returning();
          return row!;
        };
        if (plan.plusUnlimited && (await plusGrant(tx, userId, now)).length > 0)
          return take('plus', null);
        if (plan.free) {
          const used = await freeUsedSince(tx, userId, feature, plan.free.since);
          if (used.length < plan.free.max) return take('free', null);
        }
        const [grant] = await tx
          .select({ id: entitlementGrants.id })
          .from(entitlementGrants)
          .where(
            and(
              eq(entitlementGrants.userId, userId),
              eq(entitlementGrants.feature, feature),
              runningAt(now),
              sql`(${entitlementGrants.quantity} is null or ${entitlementGrants.quantity} > ${usedOf})`,
            ),
          )
          // The one ending first is used first; unlimited ones last.
          .orderBy(
            sql`${entitlementGrants.quantity} is null`,
            sql`${entitlementGrants.endsAt} asc nulls last`,
            asc(entitlementGrants.startsAt),
          )
          .limit(1);
        return grant ? take('grant', grant.id) : null;
      });
    },

    /** Gives a use back (what it was for could not be made). */
    async release(userId: string, ref: string): Promise<void> {
      await db
        .delete(entitlementUses)
        .where(and(eq(entitlementUses.ref, ref), eq(entitlementUses.userId, userId)));
    },

    plusGrant: (userId: string, now: Date) => plusGrant(db, userId, now),
    freeUsedSince: (userId: string, feature: Feature, since: Date) =>
      freeUsedSince(db, userId, feature, since),

    /** His grants that run at `now` or ended after `since`, with their uses, the newest first. */
    async grantsOf(userId: string, since: Date) {
      return db
        .select({
          id: entitlementGrants.id,
          feature: entitlementGrants.feature,
          source: entitlementGrants.source,
          quantity: entitlementGrants.quantity,
          used: usedOf.mapWith(Number),
          startsAt: entitlementGrants.startsAt,
          endsAt: entitlementGrants.endsAt,
        })
        .from(entitlementGrants)
        .where(
          and(
            eq(entitlementGrants.userId, userId),
            or(isNull(entitlementGrants.endsAt), gte(entitlementGrants.endsAt, since)),
          ),
        )
        .orderBy(desc(entitlementGrants.startsAt), desc(entitlementGrants.createdAt))
        .limit(200);
    },
  };
}
