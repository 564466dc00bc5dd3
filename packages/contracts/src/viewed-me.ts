import { z } from 'zod';
import { MemberCardSchema } from './profiles.ts';

/** Issue 15, Viewed Me: who opened my profile. */
export const PROFILE_VIEWS = {
  /** A view is recorded at most once per viewer per profile in this many seconds (Grindr's rule). */
  repeatAfterSeconds: 30,
  /** The list covers this many days. */
  listDays: 7,
  /** At most this many viewers are listed (the latest first). */
  listMax: 100,
  /** Views older than this are deleted (a boost keeps its result once it has ended). */
  keepDays: 30,
} as const;

/** Where a member gets Plus to see every viewer (the checkout screen of the payments module). */
export const PLUS_PRODUCT_ID = 'plus_monthly';

export const ProfileViewerSchema = z.object({
  /** A member card: no coordinates, no distance. */
  member: MemberCardSchema,
  /** His latest view in the window. */
  viewedAt: z.string(),
  /** How many times he viewed me in the window (each at most once per 30 seconds). */
  views: z.number().int(),
});
export type ProfileViewer = z.infer<typeof ProfileViewerSchema>;

/**
 * GET /api/me/viewers: the last 7 days. Without Plus only the most recent viewer is listed and the rest
 * are only counted (`hiddenCount`); with Plus all of them (up to `PROFILE_VIEWS.listMax`).
 */
export const ViewedMeSchema = z.object({
  viewers: z.array(ProfileViewerSchema),
  /** Viewers in the window not listed because he has no Plus. */
  hiddenCount: z.number().int(),
  /** Distinct viewers in the window (blocked members left out). */
  total: z.number().int(),
  plus: z.boolean(),
  days: z.number().int(),
});
export type ViewedMe = z.infer<typeof ViewedMeSchema>;
