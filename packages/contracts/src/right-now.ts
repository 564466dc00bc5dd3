import { z } from 'zod';
import { AGE_MAX, AGE_MIN, NEARBY_DEFAULT_RADIUS_KM, NEARBY_MAX_ROWS } from './constants.ts';
import { NearbyMemberSchema, RADIUS_MAX_KM } from './discovery.ts';
import { PostPhotoSchema } from './posts.ts';

/**
 * Issue 15, Right Now: "I'm available now". A short text, what suits him, an optional photo from his
 * public album; live for 60 minutes, one at a time (decision 020). Each post takes one use of his
 * Right Now allowance (2 free a rolling day, then a pack or Blaze Plus: the entitlements module).
 */
export const RIGHT_NOW_TEXT_MAX = 140;
export const RIGHT_NOW_LIFETIME_MINUTES = 60;

/** What suits him: one or more. */
export const RIGHT_NOW_SUITS = ['hosting', 'can_travel', 'at_venue'] as const;
export type RightNowSuit = (typeof RIGHT_NOW_SUITS)[number];
export const RIGHT_NOW_SUIT_LABELS: Record<RightNowSuit, string> = {
  hosting: 'Hosting',
  can_travel: 'Can travel',
  at_venue: 'At a venue',
};

/** The checkout's product ids for the offer shown when his allowance is spent. */
export const RIGHT_NOW_OFFER_PRODUCTS = { pack: 'right_now_pack', plus: 'plus_monthly' } as const;

export const RIGHT_NOW_LIVE_MESSAGE =
  'You already have a live Right Now. End it first to post a new one.';

export const RightNowCreateBodySchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'Say what you are up for.')
    .max(RIGHT_NOW_TEXT_MAX, `Keep it to ${RIGHT_NOW_TEXT_MAX} characters.`),
  suits: z
    .array(z.enum(RIGHT_NOW_SUITS))
    .min(1, 'Pick at least one: hosting, can travel or at a venue.')
    .max(RIGHT_NOW_SUITS.length)
    .refine((s) => new Set(s).size === s.length, 'Pick each option once.'),
  /** A photo of his public album (optional). */
  photoId: z.string().min(1).max(100).nullable().optional(),
});
export type RightNowCreateBody = z.input<typeof RightNowCreateBodySchema>;

/** Who the list shows him, as any nearby list does: a rounded distance, never a coordinate or marker. */
export const RightNowMemberSchema = NearbyMemberSchema.omit({ area: true });
export type RightNowMember = z.infer<typeof RightNowMemberSchema>;

/** A Right Now post as the viewer sees it; the photo is a public album photo. */
export const RightNowPostSchema = z.object({
  id: z.string(),
  text: z.string(),
  suits: z.array(z.enum(RIGHT_NOW_SUITS)),
  photo: PostPhotoSchema.nullable(),
  createdAt: z.string(),
  /** When it ends by itself (or ended, when he ended it early). */
  endsAt: z.string(),
  isOwn: z.boolean(),
  /** The member: null on my own post. */
  member: RightNowMemberSchema.nullable(),
});
export type RightNowPost = z.infer<typeof RightNowPostSchema>;

/** My live post, if I have one. */
export const MyRightNowSchema = z.object({ post: RightNowPostSchema.nullable() });
export type MyRightNow = z.infer<typeof MyRightNowSchema>;

const ageRange = <T extends { minAge: number; maxAge: number }>(q: T) => q.minAge <= q.maxAge;

/** Who is available now near me: the nearby radius and age filters (decision 008's rules hold). */
export const RightNowQuerySchema = z
  .strictObject({
    radiusKm: z.coerce.number().int().min(1).max(RADIUS_MAX_KM).default(NEARBY_DEFAULT_RADIUS_KM),
    minAge: z.coerce.number().int().min(AGE_MIN).max(AGE_MAX).default(AGE_MIN),
    maxAge: z.coerce.number().int().min(AGE_MIN).max(AGE_MAX).default(AGE_MAX),
    /** Posts per page; the server raises a smaller one to DISCOVERY_LIMITS.minPageSize. */
    limit: z.coerce.number().int().min(1).max(NEARBY_MAX_ROWS).default(50),
    cursor: z.string().max(200).optional(),
  })
  .refine(ageRange, { message: 'minAge must not be above maxAge', path: ['minAge'] });
export type RightNowQuery = z.input<typeof RightNowQuerySchema>;
export type RightNowFilters = z.output<typeof RightNowQuerySchema>;

/** Nearest first by rounded distance (then an order unrelated to place); never my own. */
export const RightNowPageSchema = z.object({
  posts: z.array(RightNowPostSchema),
  nextCursor: z.string().nullable(),
});
export type RightNowPage = z.infer<typeof RightNowPageSchema>;
