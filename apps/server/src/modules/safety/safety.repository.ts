import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  mutes,
  profiles,
  reports,
  serviceConversations,
  serviceProviders,
  venues,
} from '../../db/schema.ts';

/** The mute rule in SQL: the viewer muted the member's posts (or stories). One probe of the key. */
export const mutedBy = (viewer: unknown, member: unknown, what: 'posts' | 'stories'): SQL =>
  sql`exists (select 1 from ${mutes} m where m.muter_id = ${viewer} and m.muted_id = ${member} and m.${sql.raw(what)})`;

/**
 * What a reporter reported, as he saw it (issue 35): a service listing, reported as such or through a
 * message its provider sent him in their service chat, by its name and handle; a venue by its name;
 * anyone else by his username. Never the member behind a listing or a venue (decision 025).
 */
export type ReportedAsSeen =
  | { kind: 'member'; username: string | null }
  | { kind: 'listing'; name: string | null; handle: string | null }
  | { kind: 'venue'; name: string | null };

/** The reporter's words for it: '@name', 'the listing "Name" (handle)', 'the venue "Name"'; null when gone. */
export function reportedWords(seen: ReportedAsSeen): string | null {
  switch (seen.kind) {
    case 'member':
      return seen.username ? `@${seen.username}` : null;
    case 'listing':
      return seen.name
        ? `the listing "${seen.name}"${seen.handle ? ` (${seen.handle})` : ''}`
        : 'a service listing';
    case 'venue':
      return seen.name ? `the venue "${seen.name}"` : 'a venue';
  }
}

const targetListing = alias(serviceProviders, 'target_listing');
const chatListing = alias(serviceProviders, 'chat_listing');

/** The one query behind ReportedAsSeen: reports (`where`) with what each reporter saw. */
function reportsAsSeen(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: reports.id,
      reason: reports.reason,
      details: reports.details,
      about: reports.targetKind,
      status: reports.status,
      createdAt: reports.createdAt,
      username: profiles.username,
      venueName: venues.name,
      targetListingName: targetListing.displayName,
      targetListingHandle: targetListing.handle,
      inServiceChat: serviceConversations.providerId,
      chatListingName: chatListing.displayName,
      chatListingHandle: chatListing.handle,
    })
    .from(reports)
    .leftJoin(profiles, eq(profiles.id, reports.reportedId))
    .leftJoin(venues, and(eq(reports.targetKind, 'venue'), eq(venues.id, reports.targetId)))
    .leftJoin(
      targetListing,
      and(eq(reports.targetKind, 'service'), eq(targetListing.id, reports.targetId)),
    )
    .leftJoin(
      serviceConversations,
      and(
        eq(serviceConversations.conversationId, reports.conversationId),
        eq(serviceConversations.clientId, reports.reporterId),
      ),
    )
    .leftJoin(chatListing, eq(chatListing.id, serviceConversations.providerId))
    .where(where)
    .orderBy(reports.createdAt);
}

function seenOf(row: Awaited<ReturnType<typeof reportsAsSeen>>[number]): ReportedAsSeen {
  if (row.about === 'service')
    return { kind: 'listing', name: row.targetListingName, handle: row.targetListingHandle };
  if (row.inServiceChat !== null)
    return { kind: 'listing', name: row.chatListingName, handle: row.chatListingHandle };
  if (row.about === 'venue') return { kind: 'venue', name: row.venueName };
  return { kind: 'member', username: row.username };
}

/** Each report's subject as its reporter saw it (for his outcome notice). */
export async function reportedAsSeen(
  db: Database,
  reportIds: number[],
): Promise<Map<number, ReportedAsSeen>> {
  if (reportIds.length === 0) return new Map();
  const rows = await reportsAsSeen(db, inArray(reports.id, reportIds));
  return new Map(rows.map((row) => [row.id, seenOf(row)]));
}

export function safetyRepository(db: Database) {
  return {
    /**
     * His data export (decision 032): the reports he filed, each naming what he reported as he saw it
     * (ReportedAsSeen: a listing or a venue by its name, never the member behind it).
     */
    async reportsFiledBy(userId: string) {
      const rows = await reportsAsSeen(db, eq(reports.reporterId, userId));
      return rows.map((row) => ({
        reason: row.reason,
        details: row.details,
        reported: reportedWords(seenOf(row)),
        about: row.about,
        status: row.status,
        createdAt: row.createdAt,
      }));
    },

    async insertReport(values: typeof reports.$inferInsert): Promise<number> {
      const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
      if (!row) throw new Error('report insert returned no row');
      return row.id;
    },

    async mute(muterId: string, mutedId: string, what: { posts: boolean; stories: boolean }) {
      await db
        .insert(mutes)
        .values({ muterId, mutedId, ...what })
        .onConflictDoUpdate({ target: [mutes.muterId, mutes.mutedId], set: what });
    },

    /** Mutes only his stories (his posts stay as they were). */
    async muteStories(muterId: string, mutedId: string) {
      await db
        .insert(mutes)
        .values({ muterId, mutedId, posts: false, stories: true })
        .onConflictDoUpdate({ target: [mutes.muterId, mutes.mutedId], set: { stories: true } });
    },

    /** Unmutes his stories; a mute of nothing at all is removed. True when his stories were muted. */
    async unmuteStories(muterId: string, mutedId: string): Promise<boolean> {
      const mine = and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId));
      const rows = await db
        .update(mutes)
        .set({ stories: false })
        .where(and(mine, eq(mutes.stories, true)))
        .returning({ posts: mutes.posts });
      if (rows[0] && !rows[0].posts) await db.delete(mutes).where(mine);
      return rows.length > 0;
    },

    async unmute(muterId: string, mutedId: string): Promise<boolean> {
      const rows = await db
        .delete(mutes)
        .where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)))
        .returning({ id: mutes.mutedId });
      return rows.length > 0;
    },
  };
}
