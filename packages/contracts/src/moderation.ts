import { z } from 'zod';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from './member-profile.ts';

/** The report queue's tabs (Ozone's review states): 'unreviewed' is a report nobody has acted on. */
export const REPORT_QUEUE_STATUSES = ['unreviewed', 'escalated', 'resolved', 'all'] as const;
export type ReportQueueStatus = (typeof REPORT_QUEUE_STATUSES)[number];

/** What a report is about; 'appeal' is a member's appeal against an action. */
export const REPORT_KINDS = [
  'member',
  'message',
  'post',
  'comment',
  'story',
  'right_now',
  'event',
  'venue',
  'listing',
  'service',
  'appeal',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  member: 'Member',
  message: 'Message',
  post: 'Post',
  comment: 'Comment',
  story: 'Story',
  right_now: 'Right Now',
  event: 'Event',
  venue: 'Venue',
  listing: 'Listing',
  service: 'Service',
  appeal: 'Appeal',
};

/** Reports are reviewed within this long (spec section 7); the queue shows each report's age. */
export const REPORT_REVIEW_HOURS = 24;
export const SUSPENSION_DAYS = { min: 1, max: 365 } as const;
export const MODERATION_TEXT_MAX = 2000;
export const APPEAL_TEXT_MAX = 2000;

export const MODERATION_ACTIONS = [
  'dismiss',
  'warn',
  'remove',
  'suspend',
  'ban',
  'lift',
  'escalate',
  'note',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: 'Dismiss (no breach)',
  warn: 'Warn',
  remove: 'Remove the content',
  suspend: 'Suspend',
  ban: 'Ban',
  lift: 'Lift suspension or ban',
  escalate: 'Escalate',
  note: 'Private note',
};

/**
 * The reason templates an action picks from: the reasons members report with (their one list), then
 * the moderators' own; the member's statement names the label.
 */
export const MODERATION_REASONS = [
  ...REPORT_REASONS.filter((r) => r !== 'other'),
  'explicit-public',
  'no-breach',
  'appeal-upheld',
  'appeal-declined',
  'other',
] as const;
export type ModerationReason =
  ReportReason | 'explicit-public' | 'no-breach' | 'appeal-upheld' | 'appeal-declined';

export const MODERATION_REASON_LABELS: Record<ModerationReason, string> = {
  ...REPORT_REASON_LABELS,
  underage: 'Being under 18',
  'explicit-public': 'Explicit content in a public place',
  'no-breach': 'No breach of our rules',
  'appeal-upheld': 'Your appeal was upheld',
  'appeal-declined': 'Your appeal was declined',
  other: 'Another breach of our rules',
};

export const ReportQueueQuerySchema = z.strictObject({
  status: z.enum(REPORT_QUEUE_STATUSES).default('unreviewed'),
  kind: z.enum(REPORT_KINDS).optional(),
  /** The last id of the page before. */
  after: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type ReportQueueQuery = z.output<typeof ReportQueueQuerySchema>;

export const ModerationMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  /** His main photo; the page blurs it until the moderator taps Reveal. */
  avatarUrl: z.string().nullable(),
});
export type ModerationMember = z.infer<typeof ModerationMemberSchema>;

export const ReportRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  reason: z.string(),
  status: z.enum(['open', 'escalated', 'resolved']),
  outcome: z.string().nullable(),
  createdAt: z.string(),
  /** Hours since it was made (the 24-hour promise). */
  ageHours: z.number().int(),
  subject: ModerationMemberSchema.nullable(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportQueuePageSchema = z.object({
  reports: z.array(ReportRowSchema),
  nextAfter: z.number().int().nullable(),
});
export type ReportQueuePage = z.infer<typeof ReportQueuePageSchema>;

export const ContextMessageSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  senderId: z.string(),
  kind: z.string(),
  /** Null for an unsent message or one with no words (a photo). */
  body: z.string().nullable(),
  photoUrl: z.string().nullable(),
  unsent: z.boolean(),
  reported: z.boolean(),
  createdAt: z.string(),
});
export type ContextMessage = z.infer<typeof ContextMessageSchema>;

export const ModerationActionEntrySchema = z.object({
  id: z.number().int(),
  reportId: z.number().int().nullable(),
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string(),
  text: z.string().nullable(),
  days: z.number().int().nullable(),
  endsAt: z.string().nullable(),
  actorEmail: z.string(),
  createdAt: z.string(),
});
export type ModerationActionEntry = z.infer<typeof ModerationActionEntrySchema>;

export const RestrictionSchema = z.object({
  kind: z.enum(['suspended', 'banned']),
  /** Null for a ban. */
  until: z.string().nullable(),
  reason: z.string(),
});
export type Restriction = z.infer<typeof RestrictionSchema>;

export const MemberModerationHistorySchema = z.object({
  member: ModerationMemberSchema.nullable(),
  restriction: RestrictionSchema.nullable(),
  reportsAbout: z.array(ReportRowSchema),
  reportsBy: z.array(ReportRowSchema),
  actions: z.array(ModerationActionEntrySchema),
});
export type MemberModerationHistory = z.infer<typeof MemberModerationHistorySchema>;

export const ReportDetailSchema = ReportRowSchema.extend({
  details: z.string().nullable(),
  reporter: ModerationMemberSchema.nullable(),
  targetId: z.string().nullable(),
  /** The copy kept when it was reported (words, photo ids), as stored. */
  evidence: z.string().nullable(),
  /** Photos of the evidence; the page blurs them until the moderator taps Reveal. */
  evidencePhotoUrls: z.array(z.string()),
  /** A reported message: the messages around it that the reporter could see. */
  context: z.array(ContextMessageSchema),
  /** An appeal: the action appealed. */
  appealed: ModerationActionEntrySchema.nullable(),
  history: MemberModerationHistorySchema.nullable(),
  actions: z.array(ModerationActionEntrySchema),
  resolvedAt: z.string().nullable(),
});
export type ReportDetail = z.infer<typeof ReportDetailSchema>;

export const ModerationActionBodySchema = z.strictObject({
  action: z.enum(MODERATION_ACTIONS),
  reason: z.enum(MODERATION_REASONS),
  text: z.string().trim().max(MODERATION_TEXT_MAX).default(''),
  /** Suspend only. */
  days: z.number().int().min(SUSPENSION_DAYS.min).max(SUSPENSION_DAYS.max).optional(),
});
export type ModerationActionBody = z.input<typeof ModerationActionBodySchema>;

export const ModerationActionResultSchema = z.object({
  actionId: z.number().int(),
  /** 'Submit and next': the oldest unreviewed report left, if any. */
  nextReportId: z.number().int().nullable(),
});
export type ModerationActionResult = z.infer<typeof ModerationActionResultSchema>;

export const OpenReportCountSchema = z.object({
  unreviewed: z.number().int(),
  escalated: z.number().int(),
  /** Unreviewed for longer than the 24-hour promise. */
  overdue: z.number().int(),
});
export type OpenReportCount = z.infer<typeof OpenReportCountSchema>;

/** A notice to a member: a statement of reasons (about him), or the outcome of his report. */
export const NoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['statement', 'outcome']),
  title: z.string(),
  body: z.string(),
  /** A suspension's end. */
  until: z.string().nullable(),
  /** Whether he may still appeal it (once). */
  canAppeal: z.boolean(),
  appealed: z.boolean(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const AppealBodySchema = z.strictObject({
  text: z.string().trim().min(1).max(APPEAL_TEXT_MAX),
});
export type AppealBody = z.input<typeof AppealBodySchema>;

/** A suspended or banned member's appeal: he cannot sign in, so his e-mail and password prove him. */
export const RestrictionAppealBodySchema = z.strictObject({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
  text: z.string().trim().min(1).max(APPEAL_TEXT_MAX),
});
export type RestrictionAppealBody = z.input<typeof RestrictionAppealBodySchema>;
