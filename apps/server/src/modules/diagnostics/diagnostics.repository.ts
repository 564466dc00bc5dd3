import { desc, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { errorReports } from '../../db/schema.ts';

export function diagnosticsRepository(db: Database) {
  return {
    /** Stores the report unless one with its error id is already kept (a retry or a replay). */
    async insertErrorReport(values: typeof errorReports.$inferInsert): Promise<boolean> {
      const stored = await db
        .insert(errorReports)
        .values(values)
        .onConflictDoNothing({ target: errorReports.errorId })
        .returning({ id: errorReports.id });
      return stored.length > 0;
    },

    /** Drops reports received before `before`, then all but the newest `keep`. */
    async pruneErrorReports(before: Date, keep: number): Promise<number> {
      const old = await db
        .delete(errorReports)
        .where(lt(errorReports.receivedAt, before))
        .returning({ id: errorReports.id });
      const [oldestKept] = await db
        .select({ id: errorReports.id })
        .from(errorReports)
        .orderBy(desc(errorReports.id))
        .offset(keep - 1)
        .limit(1);
      const over = oldestKept
        ? await db
            .delete(errorReports)
            .where(lte(errorReports.id, oldestKept.id - 1))
            .returning({ id: errorReports.id })
        : [];
      return old.length + over.length;
    },
  };
}
