import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocks } from '../../db/schema.ts';

export function blocksRepository(db: Database) {
  return {
    async insert(blockerId: string, blockedId: string): Promise<void> {
      await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async remove(blockerId: string, blockedId: string): Promise<boolean> {
      const rows = await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .returning({ id: blocks.blockedId });
      return rows.length > 0;
    },

    async eitherWay(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
            and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Which of `ids` the viewer has blocked or is blocked by. */
    async among(viewerId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, viewerId), inArray(blocks.blockedId, ids)),
            and(inArray(blocks.blockerId, ids), eq(blocks.blockedId, viewerId)),
          ),
        );
      return new Set(rows.map((r) => (r.blockerId === viewerId ? r.blockedId : r.blockerId)));
    },

    listByBlocker(blockerId: string) {
      return db
        .select({ userId: blocks.blockedId, blockedAt: blocks.createdAt })
        .from(blocks)
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(blocks.createdAt);
    },
  };
}
