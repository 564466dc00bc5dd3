import { z } from 'zod';
import { PostAuthorSchema } from './posts.ts';

/**
 * Photo verification (issue 17, decision 029): he copies a random pose in a selfie; a moderator
 * compares it with his photos. The poses, the limits and the words both sides show live here.
 */
export const VERIFICATION_POSES = [
  { id: 'three-fingers', text: 'Hold up three fingers' },
  { id: 'left-ear', text: 'Touch your left ear' },
  { id: 'thumbs-up', text: 'Thumbs up next to your face' },
  { id: 'peace-sign', text: 'Make a peace sign' },
  { id: 'hand-on-head', text: 'Put your hand on top of your head' },
  { id: 'point-up', text: 'Point up with one finger' },
  { id: 'wave', text: 'Wave with your open hand' },
  { id: 'chin', text: 'Rest your chin on your fist' },
] as const;
export type VerificationPoseId = (typeof VERIFICATION_POSES)[number]['id'];

/** A pose stays valid this long after he asked for it. */
export const VERIFICATION_POSE_TTL_MINUTES = 15;
/** Selfies he may send in 24 hours (a declined member may try again). */
export const VERIFICATION_SUBMISSIONS_PER_DAY = 3;
/** A selfie nobody decided on is deleted after this many days. */
export const VERIFICATION_SELFIE_KEEP_DAYS = 30;
export const VERIFICATION_REASON_MAX = 500;
export const VERIFIED_ONLY_MESSAGE = 'He only accepts messages from verified members.';

/** Reasons a moderator picks from (then edits) when he declines. */
export const VERIFICATION_DECLINE_TEMPLATES = [
  'The pose in the selfie does not match the one asked for.',
  'The face in the selfie is not clearly visible.',
  'The selfie does not match the photos on your profile.',
  'The selfie looks like a photo of a screen or of another photo.',
] as const;

export const VerificationPoseSchema = z.object({
  id: z.string(),
  text: z.string(),
  expiresAt: z.string(),
});
export type VerificationPose = z.infer<typeof VerificationPoseSchema>;

export const VERIFICATION_STATES = ['none', 'pending', 'verified', 'declined', 'lapsed'] as const;
export type VerificationStateName = (typeof VERIFICATION_STATES)[number];

/** His own state: what he sees on the verify screen. */
export const MyVerificationSchema = z.object({
  state: z.enum(VERIFICATION_STATES),
  /** The moderator's words when declined. */
  reason: z.string().nullable(),
  /** The pose he was given and may still answer, if any. */
  pose: VerificationPoseSchema.nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Whether he may ask now (at least one photo, nothing pending, within the day's limit). */
  canRequest: z.boolean(),
  /** Why he may not ask now, in words. */
  blockedReason: z.string().nullable(),
});
export type MyVerification = z.infer<typeof MyVerificationSchema>;

export const ADMIN_VERIFICATION_FILTERS = ['pending', 'approved', 'declined', 'all'] as const;
export const AdminVerificationQuerySchema = z.strictObject({
  status: z.enum(ADMIN_VERIFICATION_FILTERS).default('pending'),
});
export type AdminVerificationQuery = z.infer<typeof AdminVerificationQuerySchema>;

export const VERIFICATION_REQUEST_STATUSES = [
  'pending',
  'approved',
  'declined',
  'expired',
  'lapsed',
] as const;

export const AdminVerificationItemSchema = z.object({
  id: z.string(),
  member: PostAuthorSchema,
  status: z.enum(VERIFICATION_REQUEST_STATUSES),
  pose: z.string(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AdminVerificationItem = z.infer<typeof AdminVerificationItemSchema>;

export const AdminVerificationListSchema = z.object({
  items: z.array(AdminVerificationItemSchema),
});
export type AdminVerificationList = z.infer<typeof AdminVerificationListSchema>;

export const AdminVerificationDetailSchema = AdminVerificationItemSchema.extend({
  /** The selfie, signed for this moderator for a few minutes; null once deleted (decided). */
  selfieUrl: z.string().nullable(),
  /** His public profile photos now, to compare side by side. */
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
});
export type AdminVerificationDetail = z.infer<typeof AdminVerificationDetailSchema>;

export const VerificationDecisionBodySchema = z.discriminatedUnion('decision', [
  z.strictObject({
    decision: z.literal('approve'),
    reason: z.string().trim().max(VERIFICATION_REASON_MAX).default(''),
  }),
  z.strictObject({
    decision: z.literal('decline'),
    reason: z.string().trim().min(3, 'Say why, so he can try again.').max(VERIFICATION_REASON_MAX),
  }),
]);
export type VerificationDecisionBody = z.input<typeof VerificationDecisionBodySchema>;

/** A member's verification history, for the admin member page. */
export const MemberVerificationHistorySchema = z.object({
  isVerified: z.boolean(),
  requests: z.array(AdminVerificationItemSchema),
});
export type MemberVerificationHistory = z.infer<typeof MemberVerificationHistorySchema>;
