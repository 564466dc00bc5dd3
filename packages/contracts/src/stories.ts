import { z } from 'zod';
import { ClientIdSchema } from './messaging.ts';
import { PostAuthorSchema, PostPhotoSchema } from './posts.ts';
import { MemberCardSchema } from './profiles.ts';

/** Issue 14, stories: a photo with optional words, live for 24 hours, at most 20 a day. */
export const STORY_TEXT_MAX = 200;
export const STORY_LIFETIME_HOURS = 24;
export const STORIES_PER_DAY = 20;
/** How long the viewer shows one story before it moves on (ms). */
export const STORY_SHOW_MS = 5000;
export const STORY_REPLY_MAX = 500;
export const STORIES_DAILY_LIMIT_MESSAGE = `You can add up to ${STORIES_PER_DAY} stories a day.`;
/** The quick reactions the viewer offers; a reaction lands in a chat with the author. */
export const STORY_REACTIONS = ['🔥', '😍', '😂', '😮', '👏', '💯', '🍑', '😈'] as const;

/** The words of a new story (the multipart fields sent before the photo, field "file"). */
export const StoryCreateFieldsSchema = z.strictObject({
  text: z
    .string()
    .trim()
    .max(STORY_TEXT_MAX, `Keep it to ${STORY_TEXT_MAX} characters.`)
    .optional(),
});
export type StoryCreateFields = z.input<typeof StoryCreateFieldsSchema>;

/** One story as the viewer sees it; the photo's links are signed for him (five minutes). */
export const StorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  author: PostAuthorSchema,
  photo: PostPhotoSchema,
  text: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** He has watched it (always true for his own). */
  seen: z.boolean(),
  isOwn: z.boolean(),
  /** Only on his own stories: how many members watched it (blocked members left out). */
  viewCount: z.number().int().nullable(),
});
export type Story = z.infer<typeof StorySchema>;

/** One member's active stories, oldest first (the order they play in). */
export const MemberStoriesSchema = z.object({
  author: PostAuthorSchema,
  stories: z.array(StorySchema),
});
export type MemberStories = z.infer<typeof MemberStoriesSchema>;

/** A ring in the stories row: a member with at least one active story. */
export const StoryRingSchema = z.object({
  author: PostAuthorSchema,
  storyCount: z.number().int(),
  /** Some of his stories are new to the viewer: the bright ring. */
  hasUnseen: z.boolean(),
  latestAt: z.string(),
  isOwn: z.boolean(),
});
export type StoryRing = z.infer<typeof StoryRingSchema>;

/**
 * The dashboard's stories row: my own first, then members I follow and members near me with an active
 * story, unseen first. `off`: he turned the row off in settings (only his own ring comes).
 */
export const StoriesRowSchema = z.object({
  off: z.boolean(),
  rings: z.array(StoryRingSchema),
});
export type StoriesRow = z.infer<typeof StoriesRowSchema>;

export const StoryViewerSchema = z.object({
  member: MemberCardSchema,
  viewedAt: z.string(),
  /** The emoji he reacted with, if he did. */
  reaction: z.string().nullable(),
});
export type StoryViewer = z.infer<typeof StoryViewerSchema>;

export const StoryViewersSchema = z.object({
  viewers: z.array(StoryViewerSchema),
});
export type StoryViewers = z.infer<typeof StoryViewersSchema>;

export const StoryReactionBodySchema = z.strictObject({
  emoji: z.enum(STORY_REACTIONS),
});
export type StoryReactionBody = z.infer<typeof StoryReactionBodySchema>;

export const StoryReplyBodySchema = z.strictObject({
  clientId: ClientIdSchema,
  text: z.string().trim().min(1, 'Write a reply first.').max(STORY_REPLY_MAX),
});
export type StoryReplyBody = z.infer<typeof StoryReplyBodySchema>;

/** Where a reply or a reaction landed: the 1:1 chat with the author. */
export const StoryAnswerSchema = z.object({ conversationId: z.string() });
export type StoryAnswer = z.infer<typeof StoryAnswerSchema>;

export const StorySlugParamsSchema = z.strictObject({
  slug: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
