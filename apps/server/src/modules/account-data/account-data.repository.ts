import { and, count, desc, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dataExports } from '../../db/schema.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The data_exports table (decision 032): one row per export a member started. */
export function accountDataRepository(db: Database) {
  return {
    /** Starts one, or returns null when one of his is already running (the partial unique index). */
    async start(
      id: string,
      userId: string,
      total: number,
      at: Date,
    ): Promise<DataExportRow | null> {
      const [row] = await db
        .insert(dataExports)
        .values({ id, userId, status: 'running', done: 0, total, createdAt: at })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async progress(id: string, done: number): Promise<void> {
      await db.update(dataExports).set({ done }).where(eq(dataExports.id, id));
    },

    async finish(
      id: string,
      values: { storageKey: string; sizeBytes: number; finishedAt: Date; expiresAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(dataExports)
        .set({ ...values, status: 'ready', done: sql`${dataExports.total}` })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')))
        .returning({ id: dataExports.id });
      return rows.length > 0;
    },

    async fail(id: string, at: Date): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'failed', finishedAt: at })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')));
    },

    /** Jobs left running by a node that stopped (started before `before`) are marked failed. */
    async failStale(before: Date, userId?: string): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'failed', finishedAt: before })
        .where(
          and(
            eq(dataExports.status, 'running'),
            lt(dataExports.createdAt, before),
            userId ? eq(dataExports.userId, userId) : undefined,
          ),
        );
    },

    async latest(userId: string): Promise<DataExportRow | null> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      return row ?? null;
    },

    async byId(id: string): Promise<DataExportRow | null> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
      return row ?? null;
    },

    async startedSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), gte(dataExports.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    /** Ready exports whose link has lapsed (his own, or everyone's). */
    lapsed(now: Date, userId?: string): Promise<DataExportRow[]> {
      return db
        .select()
        .from(dataExports)
        .where(
          and(
            isNotNull(dataExports.storageKey),
            lt(dataExports.expiresAt, now),
            userId ? eq(dataExports.userId, userId) : undefined,
          ),
        );
    },

    async markExpired(id: string): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'expired', storageKey: null })
        .where(eq(dataExports.id, id));
    },

    /** Every export file of his (his account is being deleted). */
    filesOf(userId: string): Promise<DataExportRow[]> {
      return db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
    },

    /** Rows of a week ago and older: their files are long gone; the daily limit no longer needs them. */
    async forgetOld(before: Date): Promise<void> {
      await db
        .delete(dataExports)
        .where(
          and(
            lt(dataExports.createdAt, before),
            or(eq(dataExports.status, 'expired'), eq(dataExports.status, 'failed')),
          ),
        );
    },
  };
}
