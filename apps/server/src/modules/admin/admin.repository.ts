import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminUsers } from '../../db/schema.ts';

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
  };
}
