import { z } from 'zod';
import { MemberCardSchema } from './profiles.ts';
import { REPORT_REASONS } from './report-reasons.ts';

export const VisibleKinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  category: z.string(),
  /** True when shown only because the viewer is a match (both liked) who shares this 'match only' kink. */
  shared: z.boolean(),
});

/**
 * Another member's profile as one viewer may see it: never e-mail, never coordinates, health only when
 * the owner shows it, 'match only' kinks only to matches (both liked each other) who share them.
 */
export const MemberProfileSchema = MemberCardSchema.extend({
  bio: z.string().nullable(),
  photos: z.array(z.string()),
  country: z.string().nullable(),
  pronouns: z.string().nullable(),
  intent: z.array(z.string()),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  sexualPosition: z.array(z.string()),
  lookingFor: z.array(z.string()),
  interests: z.array(z.string()),
  whatImInto: z.string().nullable(),
  kinks: z.array(VisibleKinkSchema),
  health: z
    .object({
      hivStatus: z.string().nullable(),
      onPrep: z.string().nullable(),
      lastTested: z.string().nullable(),
    })
    .nullable(),
  isVerified: z.boolean(),
  /** His creator profile is on: the badge, and his tagline (null when none). */
  isCreator: z.boolean(),
  creatorTagline: z.string().nullable(),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  /** Both liked each other. */
  isMatch: z.boolean(),
  isFavourite: z.boolean(),
  /** Rounded like every distance (see LOCATION_PRIVACY); null when either side has none to share. */
  distance: z.string().nullable(),
  /** When he was last seen, to 5 minutes; null while he is online or keeps his last seen private. */
  lastActive: z.string().nullable(),
  /** While he roams: 'Visiting from {this}' (his home city, or 'another city'); null otherwise. */
  visitingFrom: z.string().nullable(),
  isMe: z.boolean(),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

export const LikeStateSchema = z.object({
  liked: z.boolean(),
  likeCount: z.number().int(),
  /** He liked me too: a match. */
  matched: z.boolean(),
});
export type LikeState = z.infer<typeof LikeStateSchema>;

export { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from './report-reasons.ts';
export const ReportBodySchema = z.strictObject({
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(1000).optional(),
});
export type ReportBody = z.input<typeof ReportBodySchema>;

export const BlockedMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof BlockedMemberSchema>;
