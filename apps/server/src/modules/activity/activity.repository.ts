import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activityItems, events, postComments, posts } from '../../db/schema.ts';
import { blockedEitherWay } from '../blocks/blocks.service.ts';
import { postVisibleTo } from '../posts/posts.service.ts';

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;

export type NewActivity = {
  recipientId: string;
  actorId: string;
  kind: string;
  postId?: string | null;
  commentId?: string | null;
  storyId?: string | null;
  conversationId?: string | null;
  eventId?: string | null;
  /** A new change of the same subject replaces the earlier item (an event moved twice is told twice). */
  renew?: boolean;
};

/** An item as its recipient may see it, with the start of its post's and comment's text. */
export type ActivityRow = {
  id: string;
  kind: string;
  actorId: string;
  postId: string | null;
  postText: string | null;
  commentId: string | null;
  commentText: string | null;
  storyId: string | null;
  conversationId: string | null;
  eventId: string | null;
  eventTitle: string | null;
  eventStartsAt: Date | null;
  read: boolean;
  createdAt: Date;
  /** PostgreSQL's text of created_at (a keyset cursor keeps its microseconds). */
  at: string;
};

export type ActivityKey = { at: string; id: string };

/**
 * What the recipient may still see of an item (`a` an activity_items alias): nothing from or about a
 * member blocked either way, and a post only while it is visible to him (a mention in a post made
 * followers-only after he unfollowed is gone).
 */
const seenByRecipient = (a: string) => {
  const col = (c: string) => sql.raw(`${a}.${c}`);
  return sql`not ${blockedEitherWay(col('recipient_id'), col('actor_id'))}
    and (${col('post_id')} is null or exists (select 1 from ${posts} p where p.id = ${col('post_id')}
      and ${postVisibleTo(col('recipient_id'), 'p')}))`;
};

const toRow = (r: Raw): ActivityRow => ({
  id: String(r.id),
  kind: String(r.kind),
  actorId: String(r.actor_id),
  postId: (r.post_id as string | null) ?? null,
  postText: (r.post_text as string | null) ?? null,
  commentId: (r.comment_id as string | null) ?? null,
  commentText: (r.comment_text as string | null) ?? null,
  storyId: (r.story_id as string | null) ?? null,
  conversationId: (r.conversation_id as string | null) ?? null,
  eventId: (r.event_id as string | null) ?? null,
  eventTitle: (r.event_title as string | null) ?? null,
  eventStartsAt:
    r.event_starts_at === null || r.event_starts_at === undefined
      ? null
      : new Date(r.event_starts_at as string | Date),
  read: r.read_at !== null && r.read_at !== undefined,
  createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
  at: String(r.at),
});

const selectItems = sql`select a.id, a.kind, a.actor_id, a.post_id, a.comment_id, a.story_id,
    a.conversation_id, a.event_id, a.read_at, a.created_at, a.created_at::text as at,
    left(p.body, 200) as post_text, left(c.body, 200) as comment_text,
    ev.title as event_title, ev.starts_at as event_starts_at
  from ${activityItems} a
  left join ${posts} p on p.id = a.post_id
  left join ${postComments} c on c.id = a.comment_id
  left join ${events} ev on ev.id = a.event_id`;

export function activityRepository(db: Database) {
  return {
    /**
     * Records an item unless it is to himself, between members blocked either way, or a repeat (the
     * same actor, kind and subject: `activity_once_idx`). The id when it is new, else null.
     */
    async insert(item: NewActivity): Promise<string | null> {
      const id = randomUUID();
      const insert = sql`
        insert into ${activityItems} (id, recipient_id, actor_id, kind, post_id, comment_id, story_id, conversation_id, event_id)
        select ${id}, ${item.recipientId}, ${item.actorId}, ${item.kind}, ${item.postId ?? null},
          ${item.commentId ?? null}, ${item.storyId ?? null}, ${item.conversationId ?? null}, ${item.eventId ?? null}
        where ${item.recipientId}::text <> ${item.actorId}::text
          and not ${blockedEitherWay(item.recipientId, item.actorId)}
        on conflict do nothing
        returning id`;
      if (!item.renew) return rowsOf(await db.execute(insert)).length > 0 ? id : null;
      return db.transaction(async (tx) => {
        await tx.execute(sql`
          delete from ${activityItems} a
          where a.recipient_id = ${item.recipientId} and a.actor_id = ${item.actorId}
            and a.kind = ${item.kind} and coalesce(a.post_id, '') = ${item.postId ?? ''}
            and coalesce(a.comment_id, '') = ${item.commentId ?? ''}
            and coalesce(a.story_id, '') = ${item.storyId ?? ''}
            and coalesce(a.event_id, '') = ${item.eventId ?? ''}`);
        return rowsOf(await tx.execute(insert)).length > 0 ? id : null;
      });
    },

    /** His items newest first, after the cursor. */
    async page(recipientId: string, after: ActivityKey | null, limit: number) {
      const result = await db.execute(sql`${selectItems}
        where a.recipient_id = ${recipientId} and ${seenByRecipient('a')}
          ${after ? sql`and (a.created_at, a.id) < (${after.at}::timestamptz, ${after.id})` : sql``}
        order by a.created_at desc, a.id desc
        limit ${limit}`);
      return rowsOf(result).map(toRow);
    },

    async one(recipientId: string, id: string): Promise<ActivityRow | null> {
      const result = await db.execute(sql`${selectItems}
        where a.id = ${id} and a.recipient_id = ${recipientId} and ${seenByRecipient('a')}`);
      const row = rowsOf(result)[0];
      return row ? toRow(row) : null;
    },

    async unreadCount(recipientId: string): Promise<number> {
      const result = await db.execute(sql`
        select count(*)::int as n from ${activityItems} a
        where a.recipient_id = ${recipientId} and a.read_at is null and ${seenByRecipient('a')}`);
      return Number(rowsOf(result)[0]?.n ?? 0);
    },

    /** The item's keyset position when it is his, else null. */
    async positionOf(recipientId: string, id: string): Promise<ActivityKey | null> {
      const result = await db.execute(sql`
        select a.id, a.created_at::text as at from ${activityItems} a
        where a.id = ${id} and a.recipient_id = ${recipientId}`);
      const row = rowsOf(result)[0];
      return row ? { at: String(row.at), id: String(row.id) } : null;
    },

    /** Marks his unread items read: all, or those up to and including `upTo`. */
    async markRead(recipientId: string, upTo: ActivityKey | null): Promise<void> {
      await db.execute(sql`
        update ${activityItems} a set read_at = now()
        where a.recipient_id = ${recipientId} and a.read_at is null
          ${upTo ? sql`and (a.created_at, a.id) <= (${upTo.at}::timestamptz, ${upTo.id})` : sql``}`);
    },
  };
}
