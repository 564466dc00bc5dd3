import { and, asc, desc, eq, gt, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  assistantConfirmations,
  assistantMessages,
  assistantPreferences,
} from '../../db/schema.ts';

export type AssistantMessageRow = typeof assistantMessages.$inferSelect;
export type AssistantConfirmationRow = typeof assistantConfirmations.$inferSelect;
export type NewAssistantMessage = Omit<typeof assistantMessages.$inferInsert, 'seq'>;

/** The only code that touches the assistant's tables. */
export function assistantRepository(db: Database) {
  return {
    async preferencesOf(userId: string): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ preferences: assistantPreferences.preferences })
        .from(assistantPreferences)
        .where(eq(assistantPreferences.userId, userId));
      return (row?.preferences as Record<string, unknown> | undefined) ?? null;
    },

    async putPreferences(userId: string, preferences: Record<string, unknown>): Promise<void> {
      await db
        .insert(assistantPreferences)
        .values({ userId, preferences })
        .onConflictDoUpdate({
          target: assistantPreferences.userId,
          set: { preferences, updatedAt: sql`now()` },
        });
    },

    /** His messages, oldest first (at most `limit`, the newest ones). */
    async history(userId: string, limit: number): Promise<AssistantMessageRow[]> {
      const rows = await db
        .select()
        .from(assistantMessages)
        .where(eq(assistantMessages.userId, userId))
        .orderBy(desc(assistantMessages.seq))
        .limit(limit);
      return rows.reverse();
    },

    /** The words of the assistant's latest replies to him, newest first (at most `limit`). */
    async latestReplies(userId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ content: assistantMessages.content })
        .from(assistantMessages)
        .where(and(eq(assistantMessages.userId, userId), eq(assistantMessages.role, 'assistant')))
        .orderBy(desc(assistantMessages.seq))
        .limit(limit);
      return rows.map((r) => r.content);
    },

    /** Appends messages in order, then drops his oldest beyond `keep`. */
    async append(userId: string, messages: NewAssistantMessage[], keep: number): Promise<void> {
      await db.transaction(async (tx) => {
        for (const m of messages) await tx.insert(assistantMessages).values(m);
        const kept = tx
          .select({ id: assistantMessages.id })
          .from(assistantMessages)
          .where(eq(assistantMessages.userId, userId))
          .orderBy(desc(assistantMessages.seq))
          .limit(keep);
        await tx
          .delete(assistantMessages)
          .where(and(eq(assistantMessages.userId, userId), notInArray(assistantMessages.id, kept)));
      });
    },

    async clear(userId: string): Promise<void> {
      await db.delete(assistantMessages).where(eq(assistantMessages.userId, userId));
    },

    async hold(row: typeof assistantConfirmations.$inferInsert): Promise<void> {
      await db.insert(assistantConfirmations).values(row);
    },

    /**
     * Takes his confirmation if it is still open (unused, not lapsed): marks it used in the same
     * statement, so two answers at once cannot both run it.
     */
    async take(userId: string, id: string, now: Date): Promise<AssistantConfirmationRow | null> {
      const [row] = await db
        .update(assistantConfirmations)
        .set({ usedAt: now })
        .where(
          and(
            eq(assistantConfirmations.id, id),
            eq(assistantConfirmations.userId, userId),
            isNull(assistantConfirmations.usedAt),
            gt(assistantConfirmations.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** His confirmation as it is (for why a take failed); another member's is null. */
    async confirmation(userId: string, id: string): Promise<AssistantConfirmationRow | null> {
      const [row] = await db
        .select()
        .from(assistantConfirmations)
        .where(and(eq(assistantConfirmations.id, id), eq(assistantConfirmations.userId, userId)));
      return row ?? null;
    },

    /** Forgets confirmations answered or lapsed before `before` (his own, when he asks). */
    async forgetOld(userId: string, before: Date): Promise<void> {
      await db
        .delete(assistantConfirmations)
        .where(
          and(
            eq(assistantConfirmations.userId, userId),
            or(
              lt(assistantConfirmations.expiresAt, before),
              lt(assistantConfirmations.usedAt, before),
            ),
          ),
        );
    },

    /** For the export: every message of his, oldest first. */
    async allMessages(userId: string): Promise<AssistantMessageRow[]> {
      return db
        .select()
        .from(assistantMessages)
        .where(eq(assistantMessages.userId, userId))
        .orderBy(asc(assistantMessages.seq));
    },
  };
}
