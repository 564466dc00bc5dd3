import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reports } from '../../db/schema.ts';

/** What a report names: its content kind, else a message, a chat or the member himself. */
const kindOf = sql<string>`coalesce(${reports.targetKind}, case when ${reports.messageId} is not null then 'message' when ${reports.conversationId} is not null then 'conversation' else 'member' end)`;

/** Read-only counts over reports for the admin area (issue 17); the queue itself is the mod helper's. */
export function reportStatsRepository(db: Database) {
  return {
    async openCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.status, 'open'));
      return row?.n ?? 0;
    },

    async summary(column: 'reportedId' | 'reporterId', memberId: string, latest: number) {
      const who = eq(reports[column], memberId);
      const [totals] = await db
        .select({
          total: count(),
          open: sql<number>`count(*) filter (where ${reports.status} = 'open')::int`,
        })
        .from(reports)
        .where(who);
      const rows = await db
        .select({
          id: reports.id,
          reason: reports.reason,
          status: reports.status,
          kind: kindOf,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .where(who)
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(latest);
      return { total: totals?.total ?? 0, open: totals?.open ?? 0, rows };
    },
  };
}
