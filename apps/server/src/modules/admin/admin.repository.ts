import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminAuditLog, adminUsers, profiles, users } from '../../db/schema.ts';

export function adminRepository(db: Database) {
  return {
    async findActiveByEmail(email: string) {
      const [row] = await db
        .select({ role: adminUsers.role, isSuperadmin: adminUsers.isSuperadmin })
        .from(adminUsers)
        .where(
          and(sql`lower(${adminUsers.email}) = lower(${email})`, eq(adminUsers.isActive, true)),
        )
        .limit(1);
      return row ?? null;
    },

    /** The e-mail of an account, by its id (the staff role is kept by address). */
    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.email ?? null;
    },

    async ensure(email: string, role: string, isSuperadmin: boolean): Promise<void> {
      await db
        .insert(adminUsers)
        .values({ email: email.toLowerCase(), role, isSuperadmin, isActive: true })
        .onConflictDoUpdate({
          target: adminUsers.email,
          set: { role, isSuperadmin, isActive: true },
        });
    },

    async appendAudit(row: typeof adminAuditLog.$inferInsert): Promise<void> {
      await db.insert(adminAuditLog).values(row);
    },

    /** One more row than `limit` when there is a next page. */
    searchAudit(q: {
      q?: string;
      actorId?: string;
      subjectKind?: string;
      subjectId?: string;
      before?: number;
      limit: number;
    }) {
      const where: SQL[] = [];
      if (q.before !== undefined) where.push(lt(adminAuditLog.id, q.before));
      if (q.actorId) where.push(eq(adminAuditLog.actorId, q.actorId));
      if (q.subjectKind) where.push(eq(adminAuditLog.subjectKind, q.subjectKind));
      if (q.subjectId) where.push(eq(adminAuditLog.subjectId, q.subjectId));
      if (q.q) {
        const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(
          or(
            ilike(adminAuditLog.action, like),
            ilike(adminAuditLog.reason, like),
            ilike(adminAuditLog.actorEmail, like),
            ilike(adminAuditLog.subjectId, like),
          ) as SQL,
        );
      }
      return db
        .select()
        .from(adminAuditLog)
        .where(and(...where))
        .orderBy(desc(adminAuditLog.id))
        .limit(q.limit + 1);
    },

    /** Marks the e-mail's admin row inactive; false when there was no active row. */
    async deactivate(email: string): Promise<boolean> {
      const rows = await db
        .update(adminUsers)
        .set({ isActive: false })
        .where(
          and(sql`lower(${adminUsers.email}) = lower(${email})`, eq(adminUsers.isActive, true)),
        )
        .returning({ email: adminUsers.email });
      return rows.length > 0;
    },

    /**
     * The account behind a username, for the operator's command. Read-only, across the profile and
     * user tables, because an operator names people by the username everyone sees.
     */
    async accountByUsername(username: string) {
      const [row] = await db
        .select({ email: users.email, emailVerified: users.emailVerified })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(sql`lower(${profiles.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },
  };
}
