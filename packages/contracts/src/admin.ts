import { z } from 'zod';

/** Issue 17's staff roles, weakest first. */
export const StaffRoleSchema = z.enum(['moderator', 'admin', 'superadmin']);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** One row of the append-only audit log of admin actions. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string(),
  actorEmail: z.string(),
  actorRole: z.string(),
  action: z.string(),
  subjectKind: z.string(),
  subjectId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Search the audit log: words in the action, reason or actor's e-mail; a subject; older than a row. */
export const AuditQuerySchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  actorId: z.string().max(100).optional(),
  subjectKind: z.string().max(40).optional(),
  subjectId: z.string().max(100).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

// ---- the admin area (issue 17, decision 028) ----

/** The overview's live counts, each a tile linking to its queue. */
export const AdminOverviewSchema = z.object({
  members: z.number().int(),
  onlineNow: z.number().int(),
  openReports: z.number().int(),
  pendingApprovals: z.object({
    venues: z.number().int(),
    businesses: z.number().int(),
    claims: z.number().int(),
    services: z.number().int(),
    total: z.number().int(),
  }),
  verificationRequests: z.number().int(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

/** How often the overview refreshes its counts. */
export const ADMIN_OVERVIEW_REFRESH_MS = 30_000;
export const ADMIN_MEMBERS_PAGE_SIZE = 25;

/** Member search: a username (moderators), or an e-mail (admins only); keyset pages by username. */
export const AdminMemberQuerySchema = z.strictObject({
  q: z.string().trim().max(200).default(''),
  by: z.enum(['username', 'email']).default('username'),
  after: z.string().max(200).optional(),
});
export type AdminMemberQuery = z.input<typeof AdminMemberQuerySchema>;

export const AdminMemberRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  city: z.string().nullable(),
  /** Only for admins; null for a moderator. */
  email: z.string().nullable(),
  joinedAt: z.string(),
});
export type AdminMemberRow = z.infer<typeof AdminMemberRowSchema>;

export const AdminMemberPageSchema = z.object({
  members: z.array(AdminMemberRowSchema),
  /** Pass as `after` for the next page; null at the end. */
  nextAfter: z.string().nullable(),
});
export type AdminMemberPage = z.infer<typeof AdminMemberPageSchema>;

export const AdminReportBriefSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  status: z.string(),
  /** What was reported: 'member', 'message', 'post'... */
  kind: z.string(),
  createdAt: z.string(),
});
export type AdminReportBrief = z.infer<typeof AdminReportBriefSchema>;

export const AdminReportSummarySchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  latest: z.array(AdminReportBriefSchema),
});
export type AdminReportSummary = z.infer<typeof AdminReportSummarySchema>;

/** A member as a moderator sees him: no exact location, no health or sexual fields. */
export const AdminMemberDetailSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  age: z.number().int().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  photos: z.array(z.string()),
  avatarUrl: z.string().nullable(),
  joinedAt: z.string(),
  lastActive: z.string().nullable(),
  emailVerified: z.boolean(),
  /** Only for admins; null for a moderator. */
  email: z.string().nullable(),
  /** His staff role, if any. */
  staffRole: StaffRoleSchema.nullable(),
  reportsAbout: AdminReportSummarySchema,
  reportsBy: AdminReportSummarySchema,
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetailSchema>;

export const AdminMemberParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

/** Roles (superadmins): the staff list, a grant by username, a revoke. */
export const StaffMemberSchema = z.object({
  email: z.string(),
  role: StaffRoleSchema,
  memberId: z.string().nullable(),
  username: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffListSchema = z.object({ staff: z.array(StaffMemberSchema) });
export type StaffList = z.infer<typeof StaffListSchema>;

export const RoleGrantBodySchema = z.strictObject({
  username: z.string().trim().min(1, 'Give a username.').max(60),
  role: StaffRoleSchema,
  reason: z.string().trim().max(500).default(''),
});
export type RoleGrantBody = z.input<typeof RoleGrantBodySchema>;
export const RoleRevokeBodySchema = z.strictObject({
  email: z.string().trim().min(1).max(320),
  reason: z.string().trim().max(500).default(''),
});
export type RoleRevokeBody = z.input<typeof RoleRevokeBodySchema>;

/** Promotions (sponsored cards and venue offers) as admins manage them. */
export const AdminPromotionSchema = z.object({
  id: z.string(),
  sponsor: z.string(),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  ctaLabel: z.string().nullable(),
  venue: z.object({ id: z.string(), name: z.string() }).nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  state: z.enum(['scheduled', 'running', 'ended']),
  impressionCount: z.number().int(),
  clickCount: z.number().int(),
  isDemo: z.boolean(),
});
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;
export const AdminPromotionListSchema = z.object({ items: z.array(AdminPromotionSchema) });
export type AdminPromotionList = z.infer<typeof AdminPromotionListSchema>;

const httpsUrl = z
  .url({ protocol: /^https$/, error: 'Give an https:// address.' })
  .max(500)
  .nullable();
export const PromotionUpdateBodySchema = z.strictObject({
  sponsor: z.string().trim().min(1).max(80).optional(),
  title: z.string().trim().min(1).max(120).optional(),
  body: z.string().trim().max(500).optional(),
  imageUrl: httpsUrl.optional(),
  linkUrl: httpsUrl.optional(),
  ctaLabel: z.string().trim().min(1).max(30).nullable().optional(),
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type PromotionUpdateBody = z.input<typeof PromotionUpdateBodySchema>;
export const PromotionEndBodySchema = z
  .strictObject({ reason: z.string().trim().max(500).default('') })
  .optional();
