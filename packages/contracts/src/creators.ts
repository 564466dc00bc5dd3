import { z } from 'zod';
import { PostSchema } from './posts.ts';

/** Issue 14: creator profiles, post views and the creator dashboard. No money features. */
export const CREATOR_TAGLINE_MAX = 80;
/** Post views reported in one request (the cards a member scrolled past). */
export const POST_VIEWS_BATCH_MAX = 50;
/** The creator dashboard's window, in days (today included). */
export const CREATOR_STATS_DAYS = 30;
export const CREATOR_TOP_POSTS = 5;

/** His creator profile: the badge on his profile and posts, a tagline on his creator card. */
export const CreatorProfileSchema = z.object({
  isCreator: z.boolean(),
  tagline: z.string().nullable(),
});
export type CreatorProfile = z.infer<typeof CreatorProfileSchema>;

export const CreatorProfileUpdateSchema = z.strictObject({
  isCreator: z.boolean(),
  /** One line, up to 80 characters; empty clears it. Kept while the profile is off. */
  tagline: z
    .string()
    .trim()
    .max(CREATOR_TAGLINE_MAX, `A tagline has at most ${CREATOR_TAGLINE_MAX} characters.`)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'A tagline is one line of text.')
    .nullable()
    .optional(),
});
export type CreatorProfileUpdate = z.input<typeof CreatorProfileUpdateSchema>;

/** Posts shown to him (cards scrolled into view): each counted once per viewer per post per day. */
export const PostViewsBodySchema = z.strictObject({
  postIds: z
    .array(z.string().min(1).max(100))
    .min(1, 'No posts to count.')
    .max(POST_VIEWS_BATCH_MAX, `At most ${POST_VIEWS_BATCH_MAX} posts at once.`),
});
export type PostViewsBody = z.input<typeof PostViewsBodySchema>;

const DayCount = z.object({ day: z.string(), count: z.number().int() });
const Tally = z.object({ total: z.number().int(), last30Days: z.number().int() });

/**
 * The creator dashboard's numbers, without members blocked either way and without his own actions.
 * Days are UTC dates (YYYY-MM-DD), oldest first, the last one today.
 */
export const CreatorStatsSchema = z.object({
  /** Followers he had at the end of each of the last 30 days. */
  followers: z.object({ total: z.number().int(), byDay: z.array(DayCount) }),
  /** Post views (one per viewer per post per day), per day too. */
  postViews: Tally.extend({ byDay: z.array(DayCount) }),
  likes: Tally,
  comments: Tally,
  storyViews: Tally,
  posts: z.number().int(),
  /** His most viewed posts (then most liked), with their views. */
  topPosts: z.array(z.object({ post: PostSchema, views: z.number().int() })),
});
export type CreatorStats = z.infer<typeof CreatorStatsSchema>;

export const NOT_A_CREATOR_MESSAGE =
  'Turn on your creator profile in Settings to see your creator dashboard.';
