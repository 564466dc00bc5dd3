import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  notificationSettings,
  pushChatMarks,
  pushSubscriptions,
  pushVapidKeys,
  sessions,
} from '../../db/schema.ts';

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;

export type SubscriptionRow = {
  id: string;
  memberId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

const subscriptionColumns = {
  id: pushSubscriptions.id,
  memberId: pushSubscriptions.memberId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

export function pushRepository(db: Database) {
  return {
    /**
     * Stores his device under the session behind the request (found by its token, and only when it is
     * his). The same endpoint again is the same device: its keys and owner are updated (another member
     * who signs in on that browser takes it over). Null when the session is gone.
     */
    async upsertSubscription(values: {
      id: string;
      memberId: string;
      sessionToken: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      expiresAt: Date | null;
    }): Promise<string | null> {
      const result = await db.execute(sql`
        insert into ${pushSubscriptions} (id, member_id, session_id, endpoint, p256dh, auth, expires_at)
        select ${values.id}, ${values.memberId}, s.id, ${values.endpoint}, ${values.p256dh},
          ${values.auth}, ${values.expiresAt?.toISOString() ?? null}::timestamptz
        from ${sessions} s where s.token = ${values.sessionToken} and s.user_id = ${values.memberId}
        on conflict (endpoint) do update set member_id = excluded.member_id,
          session_id = excluded.session_id, p256dh = excluded.p256dh, auth = excluded.auth,
          expires_at = excluded.expires_at, updated_at = now()
        returning id`);
      const [row] = rowsOf(result);
      return row ? String(row.id) : null;
    },

    /** Forgets his devices but the `keep` most recently subscribed (or renewed). */
    async keepNewest(memberId: string, keep: number): Promise<void> {
      await db.execute(sql`
        delete from ${pushSubscriptions} where member_id = ${memberId} and id not in (
          select id from ${pushSubscriptions} where member_id = ${memberId}
          order by updated_at desc, created_at desc limit ${keep})`);
    },

    /** Removes his device with this endpoint; false when none of his has it. */
    async removeOwn(memberId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)),
        )
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** The push service said the subscription is gone (404, 410). */
    async remove(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    listOf: (memberId: string): Promise<SubscriptionRow[]> =>
      db
        .select(subscriptionColumns)
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, memberId)),

    async one(id: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select(subscriptionColumns)
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, id));
      return row ?? null;
    },

    async settings(memberId: string): Promise<unknown> {
      const [row] = await db
        .select({ settings: notificationSettings.settings })
        .from(notificationSettings)
        .where(eq(notificationSettings.memberId, memberId));
      return row?.settings ?? null;
    },

    /** The stored settings of several members, in one read: absent for a member who has none. */
    async settingsOfMany(memberIds: string[]): Promise<Map<string, unknown>> {
      if (memberIds.length === 0) return new Map();
      const rows = await db
        .select({
          memberId: notificationSettings.memberId,
          settings: notificationSettings.settings,
        })
        .from(notificationSettings)
        .where(inArray(notificationSettings.memberId, memberIds));
      return new Map(rows.map((r) => [r.memberId, r.settings]));
    },

    async saveSettings(memberId: string, settings: unknown): Promise<void> {
      await db
        .insert(notificationSettings)
        .values({ memberId, settings })
        .onConflictDoUpdate({
          target: notificationSettings.memberId,
          set: { settings, updatedAt: sql`now()` },
        });
    },

    /**
     * A message push for this chat may go now: none went within `windowMs` before `now`. Takes the
     * slot in one statement, so two nodes with a message each push once.
     */
    async takeChatSlot(
      memberId: string,
      conversationId: string,
      now: Date,
      windowMs: number,
    ): Promise<boolean> {
      const rows = await db
        .insert(pushChatMarks)
        .values({ memberId, conversationId, lastPushAt: now })
        .onConflictDoUpdate({
          target: [pushChatMarks.memberId, pushChatMarks.conversationId],
          set: { lastPushAt: now },
          setWhere: sql`${pushChatMarks.lastPushAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`,
        })
        .returning({ at: pushChatMarks.lastPushAt });
      return rows.length > 0;
    },

    async lastChatPush(memberId: string, conversationId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: pushChatMarks.lastPushAt })
        .from(pushChatMarks)
        .where(
          and(
            eq(pushChatMarks.memberId, memberId),
            eq(pushChatMarks.conversationId, conversationId),
          ),
        );
      return row?.at ?? null;
    },

    async markChatPush(memberId: string, conversationId: string, at: Date): Promise<void> {
      await db
        .insert(pushChatMarks)
        .values({ memberId, conversationId, lastPushAt: at })
        .onConflictDoUpdate({
          target: [pushChatMarks.memberId, pushChatMarks.conversationId],
          set: { lastPushAt: at },
        });
    },

    /** The one stored VAPID pair: `generated` when none is stored yet (the first node wins). */
    async vapidKeys(generated: {
      publicKey: string;
      privateKey: string;
    }): Promise<{ publicKey: string; privateKey: string }> {
      await db
        .insert(pushVapidKeys)
        .values({ id: 1, ...generated })
        .onConflictDoNothing({ target: pushVapidKeys.id });
      const [row] = await db
        .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
        .from(pushVapidKeys)
        .where(eq(pushVapidKeys.id, 1));
      if (!row) throw new Error('VAPID keys not stored');
      return row;
    },
  };
}

export type PushRepository = ReturnType<typeof pushRepository>;
