import type { ActivityItem, ActivityKind, ActivityPage, ActivityReadBody } from '@blaze/contracts';
import { ACTIVITY_KINDS, ACTIVITY_PAGE_SIZE, ACTIVITY_PREVIEW_MAX } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { decodeKeyCursor, encodeKeyCursor, timeKeyOf } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { activityRepository, type ActivityRow, type NewActivity } from './activity.repository.ts';

type Deps = {
  db: Database;
  profiles: ProfilesService;
  bus: EventBus;
  /** A failed record is logged, never the like, comment or follow that caused it. */
  onError: (err: unknown) => void;
  /** Each new item, after it is stored (push decides from it; decision 034). Must return at once. */
  onRecorded?: (item: ActivityRecord) => void;
};

/** What another module records: who did what to whom, and about which post, comment or story. */
export type ActivityRecord = NewActivity & { kind: ActivityKind };

const preview = (text: string | null) =>
  text === null
    ? ''
    : text.length > ACTIVITY_PREVIEW_MAX
      ? `${text.slice(0, ACTIVITY_PREVIEW_MAX - 1)}…`
      : text;

const kindOf = (k: string): ActivityKind =>
  (ACTIVITY_KINDS as readonly string[]).includes(k) ? (k as ActivityKind) : 'like';

/**
 * The activity list (issue 14): likes and comments on his posts, new followers, mentions, story replies
 * and matches; and (issue 16) events he answered that changed, were cancelled, gave him a spot or start
 * soon. Other modules record through `record` (never to oneself, never between members blocked
 * either way, a repeat adds nothing); each new item reaches the recipient's apps as an 'activity'
 * frame with his unread count, so the bell and the list update without polling.
 */
export function activityService({ db, profiles, bus, onError, onRecorded }: Deps) {
  const repo = activityRepository(db);

  async function toItems(rows: ActivityRow[]): Promise<ActivityItem[]> {
    const actors = await profiles.authorsByIds(rows.map((r) => r.actorId));
    return rows.flatMap((r) => {
      const actor = actors.get(r.actorId);
      if (!actor) return [];
      return [
        {
          id: r.id,
          kind: kindOf(r.kind),
          actor,
          post: r.postId ? { id: r.postId, text: preview(r.postText) } : null,
          comment: r.commentId ? { id: r.commentId, text: preview(r.commentText) } : null,
          storyId: r.storyId,
          event:
            r.eventId && r.eventTitle && r.eventStartsAt
              ? { id: r.eventId, title: r.eventTitle, startsAt: r.eventStartsAt.toISOString() }
              : null,
          conversationId: r.conversationId,
          read: r.read,
          createdAt: r.createdAt.toISOString(),
        },
      ];
    });
  }

  /** His unread count to all his apps (after a read on one of them, the others' bells follow). */
  async function publishCount(recipientId: string): Promise<void> {
    bus.publish([recipientId], {
      type: 'activity',
      item: null,
      unread: await repo.unreadCount(recipientId),
    });
  }

  async function record(item: ActivityRecord): Promise<void> {
    try {
      const id = await repo.insert(item);
      if (!id) return;
      onRecorded?.(item);
      const row = await repo.one(item.recipientId, id);
      if (!row) return;
      const [mapped] = await toItems([row]);
      bus.publish([item.recipientId], {
        type: 'activity',
        item: mapped ?? null,
        unread: await repo.unreadCount(item.recipientId),
      });
    } catch (err) {
      onError(err);
    }
  }

  return {
    record,

    /** For the stories module: he replied to her story (the reply is in their chat). */
    storyReply: (input: {
      authorId: string;
      replierId: string;
      storyId: string;
      conversationId: string | null;
    }) =>
      record({
        kind: 'story_reply',
        recipientId: input.authorId,
        actorId: input.replierId,
        storyId: input.storyId,
        conversationId: input.conversationId,
      }),

    async page(viewerId: string, cursor: string | undefined): Promise<ActivityPage> {
      const key = decodeKeyCursor(cursor);
      const rows = await repo.page(
        viewerId,
        key && { at: timeKeyOf(key), id: key.id },
        ACTIVITY_PAGE_SIZE,
      );
      const last = rows.at(-1);
      return {
        items: await toItems(rows),
        nextCursor:
          last && rows.length === ACTIVITY_PAGE_SIZE
            ? encodeKeyCursor({ k: last.at, id: last.id })
            : null,
      };
    },

    unreadCount: (viewerId: string) => repo.unreadCount(viewerId),

    /** Marks read: all, or up to one of his items (another member's id is a 404, as a missing one). */
    async markRead(viewerId: string, body: ActivityReadBody): Promise<number> {
      const upTo = body.upToId ? await repo.positionOf(viewerId, body.upToId) : null;
      if (body.upToId && !upTo) throw notFound('This activity is no longer available.');
      await repo.markRead(viewerId, upTo);
      await publishCount(viewerId);
      return repo.unreadCount(viewerId);
    },
  };
}

export type ActivityService = ReturnType<typeof activityService>;
