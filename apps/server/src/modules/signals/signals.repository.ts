import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, max, ne, notExists, sql } from 'drizzle-orm';
import { executePrepared, type Database } from '../../db/client.ts';
import {
  cautionDismissals,
  memberSignals,
  signalFingerprints,
  signalNewChats,
  signalReportMarks,
} from '../../db/schema.ts';

export type NewSignal = {
  memberId: string;
  rule: string;
  reason: string | null;
  conversationId: string | null;
  messageId: string | null;
  at: Date;
};
export type SignalRow = typeof memberSignals.$inferSelect;

export function signalsRepository(db: Database) {
  return {
    /** Stores signals; one per rule and message (a second run on the same message adds nothing). */
    async insertSignals(values: NewSignal[]): Promise<SignalRow[]> {
      if (values.length === 0) return [];
      return db
        .insert(memberSignals)
        .values(values.map((v) => ({ id: randomUUID(), ...v })))
        .onConflictDoNothing()
        .returning();
    },

    /**
     * Counts one new chat of his under a lock per member, unless he is at `max` within the window:
     * then false and nothing is stored. Returns his count with this one.
     */
    async takeNewChat(
      memberId: string,
      peerKey: string,
      now: Date,
      since: Date,
      max: number,
    ): Promise<{ allowed: boolean; count: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`blaze.new_chat:${memberId}`}, 0))`,
        );
        const [row] = await tx
          .select({ n: count() })
          .from(signalNewChats)
          .where(and(eq(signalNewChats.memberId, memberId), gte(signalNewChats.at, since)));
        const n = row?.n ?? 0;
        if (n >= max) return { allowed: false, count: n };
        const inserted = await tx
          .insert(signalNewChats)
          .values({ memberId, peerKey, at: now })
          .onConflictDoUpdate({
            target: [signalNewChats.memberId, signalNewChats.peerKey],
            set: { at: now },
            setWhere: lt(signalNewChats.at, since),
          })
          .returning({ at: signalNewChats.at });
        return { allowed: true, count: inserted.length ? n + 1 : n };
      });
    },

    /**
     * Stores fingerprints and answers, for each, the chats it went to within its window (its own
     * included): one statement for a whole batch of 1:1 texts (issue 30). The rows it inserts are not
     * visible to the same statement's read, so they are added from the insert's own answer.
     */
    async fingerprintReach(
      items: Array<typeof signalFingerprints.$inferInsert & { since: Date }>,
    ): Promise<
      Array<{ askedFor: string; conversationId: string; messageId: string; recipientId: string }>
    > {
      if (items.length === 0) return [];
      const f = signalFingerprints;
      const values = {
        messageIds: items.map((i) => i.messageId),
        senderIds: items.map((i) => i.senderId),
        fingerprints: items.map((i) => i.fingerprint),
        conversationIds: items.map((i) => i.conversationId),
        recipientIds: items.map((i) => i.recipientId),
        ats: items.map((i) => i.at.toISOString()),
        sinces: items.map((i) => i.since.toISOString()),
      };
      const result = await executePrepared<typeof values>(
        db,
        'blaze_fingerprint_reach',
        (v) => sql`
        with asked as (
          select * from unnest(
            ${v('messageIds')}::text[], ${v('senderIds')}::text[], ${v('fingerprints')}::text[],
            ${v('conversationIds')}::text[], ${v('recipientIds')}::text[],
            ${v('ats')}::timestamptz[], ${v('sinces')}::timestamptz[]
          ) as t(message_id, sender_id, fingerprint, conversation_id, recipient_id, at, since)
        ),
        stored as (
          insert into ${f} (message_id, sender_id, fingerprint, conversation_id, recipient_id, at)
          select message_id, sender_id, fingerprint, conversation_id, recipient_id, at from asked
          on conflict do nothing
          returning sender_id, fingerprint, conversation_id, message_id, recipient_id
        )
        select a.message_id as asked_for, e.conversation_id, e.message_id, e.recipient_id
        from asked a join ${f} e
          on e.sender_id = a.sender_id and e.fingerprint = a.fingerprint and e.at >= a.since
        union
        select a.message_id, s.conversation_id, s.message_id, s.recipient_id
        from asked a join stored s on s.sender_id = a.sender_id and s.fingerprint = a.fingerprint`,
        values,
      );
      return result.rows.map((row) => ({
        askedFor: String(row.asked_for),
        conversationId: String(row.conversation_id),
        messageId: String(row.message_id),
        recipientId: String(row.recipient_id),
      }));
    },

    /** Marks a report of `memberId` by `reporterId`; true when he had not reported him within the window. */
    async markReport(memberId: string, reporterId: string, now: Date, since: Date) {
      const [prior] = await db
        .select({ at: signalReportMarks.at })
        .from(signalReportMarks)
        .where(
          and(
            eq(signalReportMarks.memberId, memberId),
            eq(signalReportMarks.reporterId, reporterId),
          ),
        );
      await db
        .insert(signalReportMarks)
        .values({ memberId, reporterId, at: now })
        .onConflictDoUpdate({
          target: [signalReportMarks.memberId, signalReportMarks.reporterId],
          set: { at: now },
        });
      return !prior || prior.at < since;
    },

    async reportersSince(memberId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(signalReportMarks)
        .where(and(eq(signalReportMarks.memberId, memberId), gte(signalReportMarks.at, since)));
      return row?.n ?? 0;
    },

    /** The caution rules the other members of this chat tripped, that he has not dismissed there. */
    async cautionRules(viewerId: string, conversationId: string, rules: readonly string[]) {
      const rows = await db
        .select({ rule: memberSignals.rule, first: sql<string>`min(${memberSignals.at})` })
        .from(memberSignals)
        .where(
          and(
            eq(memberSignals.conversationId, conversationId),
            ne(memberSignals.memberId, viewerId),
            inArray(memberSignals.rule, [...rules]),
            notExists(
              db
                .select({ one: sql`1` })
                .from(cautionDismissals)
                .where(
                  and(
                    eq(cautionDismissals.memberId, viewerId),
                    eq(cautionDismissals.conversationId, conversationId),
                    eq(cautionDismissals.rule, memberSignals.rule),
                  ),
                ),
            ),
          ),
        )
        .groupBy(memberSignals.rule)
        .orderBy(sql`min(${memberSignals.at})`);
      return rows.map((r) => r.rule);
    },

    async isDismissed(memberId: string, conversationId: string, rule: string): Promise<boolean> {
      const [row] = await db
        .select({ rule: cautionDismissals.rule })
        .from(cautionDismissals)
        .where(
          and(
            eq(cautionDismissals.memberId, memberId),
            eq(cautionDismissals.conversationId, conversationId),
            eq(cautionDismissals.rule, rule),
          ),
        );
      return row !== undefined;
    },

    async dismiss(memberId: string, conversationId: string, rule: string, at: Date) {
      await db
        .insert(cautionDismissals)
        .values({ memberId, conversationId, rule, at })
        .onConflictDoNothing();
    },

    async countsOf(memberId: string) {
      return db
        .select({ rule: memberSignals.rule, count: count(), lastAt: max(memberSignals.at) })
        .from(memberSignals)
        .where(eq(memberSignals.memberId, memberId))
        .groupBy(memberSignals.rule)
        .orderBy(desc(count()), memberSignals.rule);
    },

    async latestOf(memberId: string, limit: number): Promise<SignalRow[]> {
      return db
        .select()
        .from(memberSignals)
        .where(eq(memberSignals.memberId, memberId))
        .orderBy(desc(memberSignals.at), desc(memberSignals.id))
        .limit(limit);
    },

    /** The members with the most signals since `since`, with their counts per rule. */
    async top(since: Date, limit: number) {
      const leaders = await db
        .select({ memberId: memberSignals.memberId, total: count() })
        .from(memberSignals)
        .where(gte(memberSignals.at, since))
        .groupBy(memberSignals.memberId)
        .orderBy(desc(count()), memberSignals.memberId)
        .limit(limit);
      if (leaders.length === 0) return { leaders, counts: [] };
      const counts = await db
        .select({
          memberId: memberSignals.memberId,
          rule: memberSignals.rule,
          count: count(),
          lastAt: max(memberSignals.at),
        })
        .from(memberSignals)
        .where(
          and(
            gte(memberSignals.at, since),
            inArray(
              memberSignals.memberId,
              leaders.map((l) => l.memberId),
            ),
          ),
        )
        .groupBy(memberSignals.memberId, memberSignals.rule);
      return { leaders, counts };
    },

    /** Forgets what only a window needs: fingerprints, new-chat counts and report marks past it. */
    async prune(cutoffs: { fingerprints: Date; newChats: Date; reportMarks: Date }) {
      await db.delete(signalFingerprints).where(lt(signalFingerprints.at, cutoffs.fingerprints));
      await db.delete(signalNewChats).where(lt(signalNewChats.at, cutoffs.newChats));
      await db.delete(signalReportMarks).where(lt(signalReportMarks.at, cutoffs.reportMarks));
    },
  };
}

export type SignalsRepository = ReturnType<typeof signalsRepository>;
