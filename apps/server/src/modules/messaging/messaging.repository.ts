import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversationMembers, conversations } from '../../db/schema.ts';

export function messagingRepository(db: Database) {
  return {
    /** One conversation per pair: an existing one is returned, never a duplicate. */
    async openPair(a: string, b: string): Promise<{ id: string; created: boolean }> {
      const pairKey = [a, b].sort().join(':');
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(conversations)
          .values({ id: randomUUID(), pairKey })
          .onConflictDoNothing()
          .returning({ id: conversations.id });
        if (inserted) {
          await tx.insert(conversationMembers).values([
            { conversationId: inserted.id, userId: a },
            { conversationId: inserted.id, userId: b },
          ]);
          return { id: inserted.id, created: true };
        }
        const [existing] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.pairKey, pairKey));
        if (!existing) throw new Error('conversation vanished');
        return { id: existing.id, created: false };
      });
    },

    async memberIds(conversationId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, conversationId));
      return rows.map((r) => r.userId);
    },

    async isMember(conversationId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.userId, userId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}
