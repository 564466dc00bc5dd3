import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminUsers, profiles, users } from '../../db/schema.ts';

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

    async ensure(email: string, role: string, isSuperadmin: boolean): Promise<void> {
      await db
        .insert(adminUsers)
        .values({ email: email.toLowerCase(), role, isSuperadmin, isActive: true })
        .onConflictDoUpdate({
          target: adminUsers.email,
          set: { role, isSuperadmin, isActive: true },
        });
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
