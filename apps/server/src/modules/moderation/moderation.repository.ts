import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reportedAsSeen } from '../safety/safety.service.ts';
import {
  memberRestrictions,
  moderationActions,
  moderationNotices,
  reports,
} from '../../db/schema.ts';

export type ReportRecord = typeof reports.$inferSelect;
export type ActionRecord = typeof moderationActions.$inferSelect;
export type NoticeRecord = typeof moderationNotices.$inferSelect;
export type RestrictionRecord = typeof memberRestrictions.$inferSelect;
export type QueueStatus = 'unreviewed' | 'escalated' | 'resolved' | 'all';

/** A report's kind, from what it names: its target kind, else a chat (message), else a member. */
export const reportKindSql: SQL<string> = sql<string>`coalesce(${reports.targetKind}, case when ${reports.conversationId} is not null then 'message' else 'member' end)`;

const statusWhere = (status: QueueStatus): SQL | undefined =>
  status === 'unreviewed'
    ? eq(reports.status, 'open')
    : status === 'escalated'
      ? eq(reports.status, 'escalated')
      : status === 'resolved'
        ? eq(reports.status, 'resolved')
        : undefined;

function moderationQueries(db: Database) {
  return {
    /**
     * One page of the queue by id (ids grow with time): unreviewed and escalated oldest first (the
     * 24-hour promise), resolved and all newest first.
     */
    async queue(q: {
      status: QueueStatus;
      kind?: string | undefined;
      after?: number | undefined;
      limit: number;
    }): Promise<ReportRecord[]> {
      const oldestFirst = q.status === 'unreviewed' || q.status === 'escalated';
      return db
        .select()
        .from(reports)
        .where(
          and(
            statusWhere(q.status),
            q.kind ? sql`${reportKindSql} = ${q.kind}` : undefined,
            q.after ? (oldestFirst ? gt(reports.id, q.after) : lt(reports.id, q.after)) : undefined,
          ),
        )
        .orderBy(oldestFirst ? asc(reports.id) : desc(reports.id))
        .limit(q.limit + 1);
    },

    async report(id: number): Promise<ReportRecord | null> {
      const [row] = await db.select().from(reports).where(eq(reports.id, id));
      return row ?? null;
    },

    async nextUnreviewed(): Promise<number | null> {
      const [row] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(eq(reports.status, 'open'))
        .orderBy(asc(reports.id))
        .limit(1);
      return row?.id ?? null;
    },

    async counts(overdueBefore: Date) {
      const [row] = await db
        .select({
          unreviewed: sql<number>`count(*) filter (where ${reports.status} = 'open')`.mapWith(
            Number,
          ),
          escalated: sql<number>`count(*) filter (where ${reports.status} = 'escalated')`.mapWith(
            Number,
          ),
          overdue:
            sql<number>`count(*) filter (where ${reports.status} = 'open' and ${reports.createdAt} < ${overdueBefore})`.mapWith(
              Number,
            ),
        })
        .from(reports)
        .where(or(eq(reports.status, 'open'), eq(reports.status, 'escalated')));
      return row ?? { unreviewed: 0, escalated: 0, overdue: 0 };
    },

    async resolve(id: number, by: string, outcome: string, at: Date): Promise<void> {
      await db
        .update(reports)
        .set({ status: 'resolved', resolvedBy: by, resolvedAt: at, outcome })
        .where(eq(reports.id, id));
    },

    async escalate(id: number): Promise<void> {
      await db
        .update(reports)
        .set({ status: 'escalated' })
        .where(and(eq(reports.id, id), eq(reports.status, 'open')));
    },

    /** The other open reports of the same content or member resolve with this one. */
    async resolveSiblings(
      r: ReportRecord,
      by: string,
      outcome: string,
      at: Date,
    ): Promise<number[]> {
      const same = r.targetKind
        ? and(eq(reports.targetKind, r.targetKind), eq(reports.targetId, r.targetId ?? ''))
        : r.messageId
          ? eq(reports.messageId, r.messageId)
          : null;
      if (!same) return [];
      const rows = await db
        .update(reports)
        .set({ status: 'resolved', resolvedBy: by, resolvedAt: at, outcome })
        .where(and(same, or(eq(reports.status, 'open'), eq(reports.status, 'escalated'))))
        .returning({ id: reports.id, reporterId: reports.reporterId });
      return rows.map((x) => x.id);
    },

    async reportersOf(ids: number[]): Promise<ReportRecord[]> {
      if (ids.length === 0) return [];
      return db.select().from(reports).where(inArray(reports.id, ids));
    },

    /** What each report's reporter saw of its subject (a listing or venue by name; issue 35). */
    reportedAsSeen: (ids: number[]) => reportedAsSeen(db, ids),

    async reportsAbout(memberId: string, limit: number): Promise<ReportRecord[]> {
      return db
        .select()
        .from(reports)
        .where(eq(reports.reportedId, memberId))
        .orderBy(desc(reports.id))
        .limit(limit);
    },

    async reportsBy(memberId: string, limit: number): Promise<ReportRecord[]> {
      return db
        .select()
        .from(reports)
        .where(eq(reports.reporterId, memberId))
        .orderBy(desc(reports.id))
        .limit(limit);
    },

    async insertReport(values: typeof reports.$inferInsert): Promise<number> {
      const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
      if (!row) throw new Error('report insert returned no row');
      return row.id;
    },

    async insertAction(values: typeof moderationActions.$inferInsert): Promise<ActionRecord> {
      const [row] = await db.insert(moderationActions).values(values).returning();
      if (!row) throw new Error('action insert returned no row');
      return row;
    },

    async action(id: number): Promise<ActionRecord | null> {
      const [row] = await db.select().from(moderationActions).where(eq(moderationActions.id, id));
      return row ?? null;
    },

    async actionsOfReport(reportId: number): Promise<ActionRecord[]> {
      return db
        .select()
        .from(moderationActions)
        .where(eq(moderationActions.reportId, reportId))
        .orderBy(asc(moderationActions.id));
    },

    async actionsAbout(memberId: string, limit: number): Promise<ActionRecord[]> {
      return db
        .select()
        .from(moderationActions)
        .where(eq(moderationActions.subjectId, memberId))
        .orderBy(desc(moderationActions.id))
        .limit(limit);
    },

    async restriction(userId: string): Promise<RestrictionRecord | null> {
      const [row] = await db
        .select()
        .from(memberRestrictions)
        .where(eq(memberRestrictions.userId, userId));
      return row ?? null;
    },

    async restrict(values: typeof memberRestrictions.$inferInsert): Promise<void> {
      const { userId: _id, ...rest } = values;
      await db
        .insert(memberRestrictions)
        .values(values)
        .onConflictDoUpdate({ target: memberRestrictions.userId, set: rest });
    },

    /** Lifts his restriction; a ban is lifted only when `bans` is true. True when one was lifted. */
    async lift(userId: string, bans: boolean): Promise<RestrictionRecord | null> {
      const [row] = await db
        .delete(memberRestrictions)
        .where(
          and(
            eq(memberRestrictions.userId, userId),
            bans ? undefined : eq(memberRestrictions.kind, 'suspended'),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** A suspension past its end is forgotten when next read (it keeps the block rule's bound small). */
    async forgetEnded(userId: string, endsAt: Date): Promise<void> {
      await db
        .delete(memberRestrictions)
        .where(and(eq(memberRestrictions.userId, userId), eq(memberRestrictions.endsAt, endsAt)));
    },

    async insertNotice(values: typeof moderationNotices.$inferInsert): Promise<void> {
      await db.insert(moderationNotices).values(values);
    },

    async notices(recipientId: string, limit: number): Promise<NoticeRecord[]> {
      return db
        .select()
        .from(moderationNotices)
        .where(eq(moderationNotices.recipientId, recipientId))
        .orderBy(desc(moderationNotices.id))
        .limit(limit);
    },

    async notice(recipientId: string, id: number): Promise<NoticeRecord | null> {
      const [row] = await db
        .select()
        .from(moderationNotices)
        .where(and(eq(moderationNotices.id, id), eq(moderationNotices.recipientId, recipientId)));
      return row ?? null;
    },

    /** The statement he received for this action (the one he may appeal). */
    async noticeForAction(recipientId: string, actionId: number): Promise<NoticeRecord | null> {
      const [row] = await db
        .select()
        .from(moderationNotices)
        .where(
          and(
            eq(moderationNotices.recipientId, recipientId),
            eq(moderationNotices.appealableActionId, actionId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Marks the notice appealed, once: false when it already was (a second appeal, or a race). */
    async markAppealed(id: number, appealReportId: number): Promise<boolean> {
      const rows = await db
        .update(moderationNotices)
        .set({ appealReportId })
        .where(and(eq(moderationNotices.id, id), isNull(moderationNotices.appealReportId)))
        .returning({ id: moderationNotices.id });
      return rows.length > 0;
    },
  };
}

export type ModerationRepository = ReturnType<typeof moderationQueries>;

export function moderationRepository(db: Database) {
  return {
    ...moderationQueries(db),
    /** Runs `run` in one transaction: an action, its restriction, notices and report states together. */
    transaction<T>(run: (repo: ModerationRepository) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => run(moderationQueries(tx as unknown as Database)));
    },
  };
}
