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
