import { z } from 'zod';
import { SampleMarkSchema } from './data-modes.ts';
import { EventCardSchema } from './events.ts';
import { REPORT_REASONS } from './member-profile.ts';
import { MemberCardSchema } from './profiles.ts';

/** Issue 14: posts, likes, comments, follows and the dashboard's four tabs. */
export const POST_TEXT_MAX = 2000;
export const POST_PHOTOS_MAX = 4;
export const COMMENT_MAX = 500;
export const POST_PLACE_MAX = 80;
export const COMMENTS_PAGE_SIZE = 50;
export const FOLLOWS_PAGE_SIZE = 30;

export const POST_VISIBILITIES = ['everyone', 'followers'] as const;
export const PostVisibilitySchema = z.enum(POST_VISIBILITIES);
export type PostVisibility = z.infer<typeof PostVisibilitySchema>;

/** The dashboard's four tabs, and Raw AF's Creators tab (posts of members with a creator profile). */
export const FEED_TABS = ['feed', 'trending', 'following', 'liked', 'creators'] as const;
export const FeedTabSchema = z.enum(FEED_TABS);
export type FeedTab = z.infer<typeof FeedTabSchema>;

const Id = z.string().min(1).max(100);
const place = z.string().trim().max(POST_PLACE_MAX).nullable();

/**
 * The sync queue's id for a write (decision 037): the same author sending the same key again gets the
 * first post or comment back, never a second one.
 */
export const ClientKeySchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - or _');

export const EMPTY_POST_MESSAGE = 'Write something or add a photo.';
export const TOO_MANY_PHOTOS_MESSAGE = `A post can have up to ${POST_PHOTOS_MAX} photos.`;

/** A new post: text and/or photos uploaded first (POST /api/posts/photos), claimed here in order. */
export const PostCreateBodySchema = z
  .strictObject({
    text: z.string().trim().max(POST_TEXT_MAX).default(''),
    photoIds: z
      .array(Id)
      .max(POST_PHOTOS_MAX, TOO_MANY_PHOTOS_MESSAGE)
      .refine((ids) => new Set(ids).size === ids.length, 'A photo can be added once.')
      .default([]),
    visibility: PostVisibilitySchema.default('everyone'),
    isExplicit: z.boolean().default(false),
    place: place.default(null),
    clientKey: ClientKeySchema.optional(),
  })
  .refine((b) => b.text.length > 0 || b.photoIds.length > 0, {
    message: EMPTY_POST_MESSAGE,
    path: ['text'],
  });
export type PostCreateBody = z.input<typeof PostCreateBodySchema>;

/** Editing his own post: its words, who sees it, the explicit flag and the place (photos stay). */
export const PostUpdateBodySchema = z
  .strictObject({
    text: z.string().trim().max(POST_TEXT_MAX),
    visibility: PostVisibilitySchema,
    isExplicit: z.boolean(),
    place,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change.');
export type PostUpdateBody = z.input<typeof PostUpdateBodySchema>;

export const PostAuthorSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isCreator: z.boolean(),
  isVerified: z.boolean(),
  /** A demo member (only ever shown in demo mode, decision 038): his posts carry the 'Sample' tag. */
  sample: SampleMarkSchema,
});
export type PostAuthor = z.infer<typeof PostAuthorSchema>;

/** A post photo: URLs signed for the viewer (post photos are never public files). */
export const PostPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PostPhoto = z.infer<typeof PostPhotoSchema>;

/** The spec's feed post, as the viewer may see it. Counts leave out members blocked either way. */
export const PostSchema = z.object({
  id: z.string(),
  author: PostAuthorSchema,
  text: z.string(),
  tags: z.array(z.string()),
  photos: z.array(PostPhotoSchema),
  visibility: PostVisibilitySchema,
  isExplicit: z.boolean(),
  /** Explicit and the viewer has not chosen to see explicit content: shown blurred until tapped. */
  blurred: z.boolean(),
  place: z.string().nullable(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  isLiked: z.boolean(),
  isOwn: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type Post = z.infer<typeof PostSchema>;

export const PostsPageSchema = z.object({
  posts: z.array(PostSchema),
  nextCursor: z.string().nullable(),
});
export type PostsPage = z.infer<typeof PostsPageSchema>;

export const CursorQuerySchema = z.strictObject({
  cursor: z.string().max(300).optional(),
});

export const LikeResultSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeResult = z.infer<typeof LikeResultSchema>;

export const CommentBodySchema = z.strictObject({
  text: z.string().trim().min(1, 'Write a comment first.').max(COMMENT_MAX),
  clientKey: ClientKeySchema.optional(),
});
export type CommentBody = z.input<typeof CommentBodySchema>;

export const PostCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  author: PostAuthorSchema,
  text: z.string(),
  createdAt: z.string(),
  /** His own comment, or any comment on his own post. */
  canDelete: z.boolean(),
});
export type PostComment = z.infer<typeof PostCommentSchema>;

/** Oldest first; the cursor goes on to newer comments. */
export const CommentsPageSchema = z.object({
  comments: z.array(PostCommentSchema),
  nextCursor: z.string().nullable(),
});
export type CommentsPage = z.infer<typeof CommentsPageSchema>;

export const ContentReportBodySchema = z.strictObject({
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(1000).optional(),
});
export type ContentReportBody = z.input<typeof ContentReportBodySchema>;

// ---- follows ----

export const FollowStateSchema = z.object({
  following: z.boolean(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
});
export type FollowState = z.infer<typeof FollowStateSchema>;

export const FOLLOW_LISTS = ['followers', 'following'] as const;
export const FollowListSchema = z.enum(FOLLOW_LISTS);
export type FollowList = z.infer<typeof FollowListSchema>;

export const FollowsPageSchema = z.object({
  members: z.array(MemberCardSchema),
  nextCursor: z.string().nullable(),
});
export type FollowsPage = z.infer<typeof FollowsPageSchema>;

// ---- the feed ----

export const PromotionSchema = z.object({
  id: z.string(),
  sponsor: z.string(),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  ctaLabel: z.string().nullable(),
  /** A venue's offer: the venue it is at (shown near it only). Null: a promotion for everyone. */
  venue: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

/** Venues' offers near me, nearest first (the Places hub). */
export const OffersPageSchema = z.object({ offers: z.array(PromotionSchema) });
export type OffersPage = z.infer<typeof OffersPageSchema>;
/** How far a venue's offer reaches, and how many the hub shows. */
export const OFFERS_RADIUS_KM = 25;
export const OFFERS_SHOWN = 3;

export const PromotionCreateBodySchema = z.strictObject({
  sponsor: z.string().trim().min(1).max(80),
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().max(500).default(''),
  imageUrl: z
    .url({ protocol: /^https$/ })
    .max(500)
    .nullable()
    .default(null),
  linkUrl: z
    .url({ protocol: /^https$/ })
    .max(500)
    .nullable()
    .default(null),
  ctaLabel: z.string().trim().min(1).max(30).nullable().default(null),
  /** An approved venue whose offer this is: shown only to members near it. */
  venueId: z.string().min(1).max(100).nullable().default(null),
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type PromotionCreateBody = z.input<typeof PromotionCreateBodySchema>;

export const CreatorCardSchema = z.object({
  member: MemberCardSchema,
  tagline: z.string().nullable(),
});
export type CreatorCard = z.infer<typeof CreatorCardSchema>;

/** One entry of a tab's list: Trending, Following and Liked hold posts only; Feed mixes them all. */
export const FeedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), post: PostSchema }),
  z.object({ kind: z.literal('profiles'), members: z.array(MemberCardSchema) }),
  z.object({ kind: z.literal('event'), event: EventCardSchema }),
  z.object({ kind: z.literal('sponsored'), promotion: PromotionSchema }),
  z.object({ kind: z.literal('creator'), creator: CreatorCardSchema }),
]);
export type FeedItem = z.infer<typeof FeedItemSchema>;

export const FeedPageSchema = z.object({
  items: z.array(FeedItemSchema),
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof FeedPageSchema>;

export const FeedQuerySchema = z.strictObject({
  tab: FeedTabSchema.default('feed'),
  cursor: z.string().max(300).optional(),
});

/** His feed settings: explicit posts shown unblurred (off by default), the stories row turned off. */
export const SocialSettingsSchema = z.object({
  showExplicit: z.boolean(),
  storiesRowOff: z.boolean(),
});
export type SocialSettings = z.infer<typeof SocialSettingsSchema>;
export const SocialSettingsUpdateSchema = SocialSettingsSchema.partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change.');
