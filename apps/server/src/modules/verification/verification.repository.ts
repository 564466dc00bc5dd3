import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { verificationRequests } from '../../db/schema.ts';

export type VerificationRow = typeof verificationRequests.$inferSelect;

/** The verification requests table (decision 029); nothing else touches it. */
export function verificationRepository(db: Database) {
  const t = verificationRequests;
  return {
    /** A new pose for him: any pose he had not answered is dropped. */
    async startPose(userId: string, pose: string, expiresAt: Date, now: Date) {
      return db.transaction(async (tx) => {
        await tx.delete(t).where(and(eq(t.userId, userId), eq(t.status, 'posed')));
        const [row] = await tx
          .insert(t)
          .values({
            id: randomUUID(),
            userId,
            status: 'posed',
            pose,
            poseExpiresAt: expiresAt,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('verification request vanished');
        return row;
      });
    },

    async latestPose(userId: string): Promise<VerificationRow | null> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.status, 'posed')))
        .orderBy(desc(t.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** His latest request that reached a moderator (pending, decided, expired or lapsed). */
    async latestSubmitted(userId: string): Promise<VerificationRow | null> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), isNotNull(t.submittedAt)))
        // Within one instant (a stuck test clock), the open request before a decided one.
        .orderBy(desc(t.submittedAt), sql`${t.decidedAt} desc nulls first`)
        .limit(1);
      return row ?? null;
    },

    async submittedSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(t)
        .where(and(eq(t.userId, userId), gte(t.submittedAt, since)));
      return row?.n ?? 0;
    },

    /**
     * The posed request becomes pending with its selfie; false when it is no longer posed, or when
     * another request of his is pending already (the partial unique index decides a race).
     */
    async submit(id: string, selfieKey: string, now: Date): Promise<boolean> {
      try {
        const rows = await db
          .update(t)
          .set({ status: 'pending', selfieKey, submittedAt: now })
          .where(and(eq(t.id, id), eq(t.status, 'posed')))
          .returning({ id: t.id });
        return rows.length === 1;
      } catch (err) {
        if (/verification_requests_one_pending|unique/i.test(String((err as Error).message)))
          return false;
        throw err;
      }
    },

    async hasPending(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.status, 'pending')))
        .limit(1);
      return row !== undefined;
    },

    async byId(id: string): Promise<VerificationRow | null> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row ?? null;
    },

    /** Submitted requests with these statuses, oldest first. */
    async list(statuses: string[], limit: number): Promise<VerificationRow[]> {
      return db
        .select()
        .from(t)
        .where(and(inArray(t.status, statuses), isNotNull(t.submittedAt)))
        .orderBy(asc(t.submittedAt), asc(t.id))
        .limit(limit);
    },

    async ofMember(userId: string): Promise<VerificationRow[]> {
      return db
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), isNotNull(t.submittedAt)))
        .orderBy(desc(t.submittedAt));
    },

    async withSelfie(userId: string): Promise<VerificationRow[]> {
      return db
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), isNotNull(t.selfieKey)));
    },

    async pendingCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(t).where(eq(t.status, 'pending'));
      return row?.n ?? 0;
    },

    /** Decides a pending request; null when it is not pending any more (another moderator was first). */
    async decide(
      id: string,
      change: {
        status: 'approved' | 'declined';
        decidedBy: string;
        reason: string | null;
        approvedPhotoIds: string[] | null;
        now: Date;
      },
    ): Promise<VerificationRow | null> {
      const [row] = await db
        .update(t)
        .set({
          status: change.status,
          decidedAt: change.now,
          decidedBy: change.decidedBy,
          reason: change.reason,
          approvedPhotoIds: change.approvedPhotoIds,
          selfieKey: null,
        })
        .where(and(eq(t.id, id), eq(t.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** His approval in force (approved, not lapsed), if any. */
    async approvalOf(userId: string): Promise<VerificationRow | null> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.status, 'approved')))
        .orderBy(desc(t.decidedAt))
        .limit(1);
      return row ?? null;
    },

    async lapse(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ status: 'lapsed', lapsedAt: now })
        .where(and(eq(t.id, id), eq(t.status, 'approved')))
        .returning({ id: t.id });
      return rows.length === 1;
    },

    /** Pending requests sent before `before`: their selfies are due for deletion. */
    async pendingBefore(before: Date, limit: number): Promise<VerificationRow[]> {
      return db
        .select()
        .from(t)
        .where(and(eq(t.status, 'pending'), lt(t.submittedAt, before)))
        .limit(limit);
    },

    async expire(id: string): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ status: 'expired', selfieKey: null })
        .where(and(eq(t.id, id), eq(t.status, 'pending')))
        .returning({ id: t.id });
      return rows.length === 1;
    },

    /** Poses never answered, older than `before` (they hold no file). */
    async dropStalePoses(before: Date): Promise<void> {
      await db.delete(t).where(and(eq(t.status, 'posed'), lt(t.poseExpiresAt, before)));
    },
  };
}
