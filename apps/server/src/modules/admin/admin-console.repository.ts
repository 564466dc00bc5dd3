import { and, asc, count, eq, gt, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminUsers, profiles, users } from '../../db/schema.ts';

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const lowerUsername = sql<string>`lower(${profiles.username})`;

/**
 * The admin area's reads of accounts and staff (issue 17): member search and a member's account,
 * the live member counts, and the roles table. Profiles and photos come through the profiles service.
 */
export function adminConsoleRepository(db: Database) {
  return {
    async memberCounts(): Promise<{ members: number; onlineNow: number }> {
      const [row] = await db
        .select({
          members: count(),
          onlineNow: sql<number>`count(*) filter (where ${profiles.isOnline})::int`,
        })
        .from(profiles);
      return { members: row?.members ?? 0, onlineNow: row?.onlineNow ?? 0 };
    },

    /** One more row than `limit` when there is a next page; ordered by lower(username). */
    searchMembers(q: {
      text: string;
      by: 'username' | 'email';
      after: string | null;
      limit: number;
    }) {
      const where: SQL[] = [];
      if (q.text)
        where.push(
          q.by === 'email'
            ? ilike(users.email, likeOf(q.text))
            : ilike(profiles.username, likeOf(q.text)),
        );
      if (q.after !== null) where.push(gt(lowerUsername, q.after));
      return db
        .select({
          id: profiles.id,
          username: profiles.username,
          key: lowerUsername,
          email: users.email,
          createdAt: users.createdAt,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(and(...where))
        .orderBy(asc(lowerUsername))
        .limit(q.limit + 1);
    },

    async account(memberId: string) {
      const [row] = await db
        .select({
          email: users.email,
          emailVerified: users.emailVerified,
          createdAt: users.createdAt,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, memberId))
        .limit(1);
      return row ?? null;
    },

    async accountByUsername(username: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(sql`lower(${profiles.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },

    /** Active staff rows with the member behind each e-mail (null when none signed up with it). */
    staff() {
      return db
        .select({
          email: adminUsers.email,
          role: adminUsers.role,
          isSuperadmin: adminUsers.isSuperadmin,
          createdAt: adminUsers.createdAt,
          memberId: profiles.id,
          username: profiles.username,
        })
        .from(adminUsers)
        .leftJoin(users, sql`lower(${users.email}) = lower(${adminUsers.email})`)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(adminUsers.isActive, true))
        .orderBy(asc(adminUsers.email));
    },

    /**
     * Sets (or clears, with null) the staff row of an e-mail, refusing to leave no active superadmin:
     * the active superadmin rows are locked first, so two superadmins revoking each other at once
     * cannot both succeed. Answers 'last' when refused, 'none' when there was nothing to revoke.
     */
    async setRole(
      email: string,
      to: { role: string; isSuperadmin: boolean } | null,
    ): Promise<'ok' | 'last' | 'none'> {
      const key = email.toLowerCase();
      return db.transaction(async (tx) => {
        const supers = await tx
          .select({ email: adminUsers.email })
          .from(adminUsers)
          .where(and(eq(adminUsers.isActive, true), eq(adminUsers.isSuperadmin, true)))
          .for('update');
        const isSuper = supers.some((s) => s.email.toLowerCase() === key);
        if (isSuper && !to?.isSuperadmin && supers.length <= 1) return 'last';
        if (to === null) {
          const rows = await tx
            .update(adminUsers)
            .set({ isActive: false })
            .where(and(sql`lower(${adminUsers.email}) = ${key}`, eq(adminUsers.isActive, true)))
            .returning({ email: adminUsers.email });
          return rows.length > 0 ? 'ok' : 'none';
        }
        await tx
          .insert(adminUsers)
          .values({ email: key, role: to.role, isSuperadmin: to.isSuperadmin, isActive: true })
          .onConflictDoUpdate({
            target: adminUsers.email,
            set: { role: to.role, isSuperadmin: to.isSuperadmin, isActive: true },
          });
        return 'ok';
      });
    },
  };
}
