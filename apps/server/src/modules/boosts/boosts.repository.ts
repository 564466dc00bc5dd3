import { and, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { boosts } from '../../db/schema.ts';

/**
 * The boost rule in SQL, for discovery's nearby lists: true when the member (a column) has a boost
 * running at `at` (an ISO time: a value or a prepared statement's placeholder). The running boosts are
 * read once per statement (an array from the `ends_at` index: a few rows at any time, boosts last 30
 * minutes), so a list of boosted members is read by the profiles' primary key, not by scanning the area.
 */
export const boostedAt = (member: unknown, at: unknown): SQL =>
  sql`${member} = any(array(select b.member_id from ${boosts} b where b.ends_at > ${at}::timestamptz and b.starts_at <= ${at}::timestamptz))`;

export type BoostRow = typeof boosts.$inferSelect;

export function boostsRepository(db: Database) {
  const runningAt = (memberId: string, at: Date) =>
    and(eq(boosts.memberId, memberId), lte(boosts.startsAt, at), gt(boosts.endsAt, at));
  return {
    /**
     * Starts a boost unless one of his is running at `startsAt`: one transaction under a lock per
     * member, so two taps at once start one. Null when one is running.
     */
    async startIfNone(values: {
      id: string;
      memberId: string;
      startsAt: Date;
      endsAt: Date;
    }): Promise<BoostRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`blaze.boost:${values.memberId}`}, 0))`,
        );
        const [running] = await tx
          .select({ id: boosts.id })
          .from(boosts)
          .where(runningAt(values.memberId, values.startsAt))
          .limit(1);
        if (running) return null;
        const [row] = await tx.insert(boosts).values(values).returning();
        return row ?? null;
      });
    },

    /** Takes back a boost whose use was refused (no Boost left). */
    async remove(id: string): Promise<void> {
      await db.delete(boosts).where(eq(boosts.id, id));
    },

    async running(memberId: string, at: Date): Promise<BoostRow | null> {
      const [row] = await db.select().from(boosts).where(runningAt(memberId, at)).limit(1);
      return row ?? null;
    },

    /** His boosts started by `at`, the latest first. */
    recent(memberId: string, at: Date, limit: number) {
      return db
        .select()
        .from(boosts)
        .where(and(eq(boosts.memberId, memberId), lte(boosts.startsAt, at)))
        .orderBy(desc(boosts.startsAt))
        .limit(limit);
    },

    /** Keeps an ended boost's result. */
    async saveResult(id: string, viewsDuring: number, viewsBefore: number): Promise<void> {
      await db.update(boosts).set({ viewsDuring, viewsBefore }).where(eq(boosts.id, id));
    },

    /** One of his boosts; null when it is not his (or does not exist). */
    async own(memberId: string, id: string): Promise<BoostRow | null> {
      const [row] = await db
        .select()
        .from(boosts)
        .where(and(eq(boosts.id, id), eq(boosts.memberId, memberId)));
      return row ?? null;
    },
  };
}
