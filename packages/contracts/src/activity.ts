import { z } from 'zod';
import { PostAuthorSchema } from './posts.ts';

/** Issue 14: the activity list behind the top bar's bell (and later push notifications). */
export const ACTIVITY_KINDS = [
  'like',
  'comment',
  'follow',
  'mention',
  'story_reply',
  'match',
  // Issue 16: an event he answered changed time or place, was cancelled, gave him a spot, starts soon.
  'event_updated',
  'event_cancelled',
  'event_spot',
  'event_reminder',
] as const;
export const ActivityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof ActivityKindSchema>;

export const ACTIVITY_PAGE_SIZE = 20;
/** How much of a post's or a comment's text an item previews. */
export const ACTIVITY_PREVIEW_MAX = 120;

export const ActivityItemSchema = z.object({
  id: z.string(),
  kind: ActivityKindSchema,
  /** Who did it: name and avatar only, never where he is. */
  actor: PostAuthorSchema,
  /** The post liked, commented on or mentioned in: its id and the start of its text. */
  post: z.object({ id: z.string(), text: z.string() }).nullable(),
  /** The comment (or the mentioning comment): the start of its text. */
  comment: z.object({ id: z.string(), text: z.string() }).nullable(),
  storyId: z.string().nullable(),
  /** The event an event_* item is about: its title and (current) start. */
  event: z.object({ id: z.string(), title: z.string(), startsAt: z.string() }).nullable(),
  /** The chat a story reply or a match lands in, when there is one. */
  conversationId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const ActivityPageSchema = z.object({
  items: z.array(ActivityItemSchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

export const ActivityQuerySchema = z.strictObject({ cursor: z.string().max(300).optional() });

export const UnreadActivitySchema = z.object({ unread: z.number().int() });
export type UnreadActivity = z.infer<typeof UnreadActivitySchema>;

/** Mark read: everything, or every item up to and including this one (the newest he has seen). */
export const ActivityReadBodySchema = z.strictObject({
  upToId: z.string().min(1).max(100).optional(),
});
export type ActivityReadBody = z.input<typeof ActivityReadBodySchema>;
