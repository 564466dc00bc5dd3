import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { executePrepared, type Database } from '../../db/client.ts';
import {
  conversationMembers,
  conversations,
  messageSettings,
  profiles,
  serviceConversations,
} from '../../db/schema.ts';
import { blockedEitherWay } from '../blocks/blocks.service.ts';

/**
 * Presence is two columns of a member's profile row (`is_online`, `last_active`), written only here,
 * and his 'last seen' setting (message settings, privacy.lastSeen; on until he turns it off).
 */
const lastSeenOn = (settings: unknown) =>
  sql`coalesce(${settings}->'privacy'->>'lastSeen', 'true') <> 'false'`;
const showsPresence = sql`coalesce((select ${messageSettings.settings}->'privacy'->>'lastSeen' from ${messageSettings} where ${messageSettings.userId} = ${profiles.id}), 'true') <> 'false'`;

/**
 * Presence as other members may know it, for queries over `profiles`: a member with 'last seen' off
 * is never online and never 'last active' to anyone else, in a reply, a filter, an order or a count.
 */
export const seenOnline = sql<boolean>`(${profiles.isOnline} and ${showsPresence})`;
export const seenLastActive = sql<Date | null>`case when ${showsPresence} then ${profiles.lastActive} end`;

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;

export function presenceRepository(db: Database) {
  return {
    /**
     * Sets members' presence, one statement for many (a node batches them, e.g. hundreds of apps
     * reconnecting after their node died): each answers whether he was online before, or null when he
     * has no profile. Rows are locked in id order, so two nodes' batches cannot deadlock.
     */
    async setPresence(
      changes: Array<{ id: string; online: boolean }>,
      at: Date,
    ): Promise<Array<boolean | null>> {
      const values = {
        ids: changes.map((c) => c.id),
        online: changes.map((c) => c.online),
        at,
      };
      const result = await executePrepared<typeof values>(
        db,
        'blaze_set_presence_many',
        (v) => sql`
        with old as (
          select l.id, l.was, u.online from (
            select * from unnest(${v('ids')}::text[], ${v('online')}::boolean[]) as i(id, online)
            order by id) u
          cross join lateral (
            select id, is_online as was from ${profiles} where id = u.id limit 1 for update) l
        )
        update ${profiles} p set is_online = old.online, last_active = ${v('at')}, updated_at = ${v('at')}
        from old where p.id = old.id
        returning p.id, old.was`,
        values,
      );
      const was = new Map(
        (result.rows as Array<{ id: string; was: boolean }>).map((r) => [r.id, Boolean(r.was)]),
      );
      return changes.map((c) => was.get(c.id) ?? null);
    },

    /** Of these members, those online: one read for all whom push asks about at once. */
    async onlineAmong(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(inArray(profiles.id, ids), eq(profiles.isOnline, true)));
      return new Set(rows.map((r) => r.id));
    },

    /** Members whose app holds a live connection stay active (unless they said they are away). */
    async touchOnline(ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(profiles)
        .set({ lastActive: at })
        .where(and(inArray(profiles.id, ids), eq(profiles.isOnline, true)));
    },

    /** Members the open app has not kept online lately (demo members have no app to do it). */
    async markStaleOffline(before: Date): Promise<string[]> {
      const rows = await db
        .update(profiles)
        .set({ isOnline: false })
        .where(
          and(
            eq(profiles.isOnline, true),
            eq(profiles.isDemo, false),
            lt(profiles.lastActive, before),
          ),
        )
        .returning({ id: profiles.id });
      return rows.map((r) => r.id);
    },

    /**
     * Who hears about these members' presence: everyone they share a 1:1 or a group with (rooms
     * excluded), who has a profile and has not blocked or been blocked by them, when both show their
     * 'last seen'; with the subject's own presence columns.
     */
    async audience(
      userIds: string[],
    ): Promise<
      Array<{ subject: string; partner: string; isOnline: boolean; lastActive: Date | null }>
    > {
      if (userIds.length === 0) return [];
      const result = await db.execute(sql`
        select distinct m.user_id as subject, o.user_id as partner, sp.is_online, sp.last_active
        from ${conversationMembers} m
        join ${conversations} c on c.id = m.conversation_id and c.room_city is null
        join ${conversationMembers} o on o.conversation_id = m.conversation_id and o.user_id <> m.user_id
          -- A provider's presence never reaches his clients through a service chat (decision 025).
          and not exists (select 1 from ${serviceConversations} s
            where s.conversation_id = m.conversation_id and s.provider_user_id = m.user_id)
        join ${profiles} sp on sp.id = m.user_id
        join ${profiles} op on op.id = o.user_id
        left join ${messageSettings} sm on sm.user_id = m.user_id
        left join ${messageSettings} so on so.user_id = o.user_id
        where m.user_id = any(${sql.param(userIds)}::text[])
          and ${lastSeenOn(sql`sm.settings`)} and ${lastSeenOn(sql`so.settings`)}
          and not ${blockedEitherWay(sql`m.user_id`, sql`o.user_id`)}`);
      return rowsOf(result).map((r) => ({
        subject: String(r.subject),
        partner: String(r.partner),
        isOnline: Boolean(r.is_online),
        lastActive:
          r.last_active === null || r.last_active === undefined
            ? null
            : r.last_active instanceof Date
              ? r.last_active
              : new Date(String(r.last_active)),
      }));
    },
  };
}
