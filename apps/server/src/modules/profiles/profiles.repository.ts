import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, type ProfileRow } from '../../db/schema.ts';

export type NewProfile = typeof profiles.$inferInsert;

export function profilesRepository(db: Database) {
  return {
    async findById(id: string): Promise<ProfileRow | null> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
      return row ?? null;
    },

    async usernameExists(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(sql`lower(${profiles.username}) = lower(${username})`)
        .limit(1);
      return Boolean(row);
    },

    async insert(profile: NewProfile): Promise<ProfileRow> {
      const [row] = await db.insert(profiles).values(profile).returning();
      if (!row) throw new Error('profile insert returned no row');
      return row;
    },

    async setCompletion(id: string, percent: number): Promise<void> {
      await db
        .update(profiles)
        .set({ profileCompletionPercentage: percent })
        .where(eq(profiles.id, id));
    },

    async hasDemoMembers(): Promise<boolean> {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.isDemo, true))
        .limit(1);
      return Boolean(row);
    },

    async setPresence(id: string, isOnline: boolean, at: Date): Promise<void> {
      await db
        .update(profiles)
        .set({ isOnline, lastActive: at, updatedAt: at })
        .where(eq(profiles.id, id));
    },

    async counts(excludeId: string, newSince: Date, completeAt: number) {
      const notMe = ne(profiles.id, excludeId);
      const [online] = await db
        .select({ n: count() })
        .from(profiles)
        .where(and(notMe, eq(profiles.isOnline, true)));
      const [fresh] = await db
        .select({ n: count() })
        .from(profiles)
        .where(and(notMe, gte(profiles.createdAt, newSince)));
      const [hot] = await db
        .select({ n: count() })
        .from(profiles)
        .where(
          and(
            notMe,
            gte(profiles.profileCompletionPercentage, completeAt),
            sql`${profiles.avatarUrl} is not null`,
          ),
        );
      return { online: online?.n ?? 0, new: fresh?.n ?? 0, hotties: hot?.n ?? 0 };
    },

    listOnline(excludeId: string, limit: number): Promise<ProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(and(ne(profiles.id, excludeId), eq(profiles.isOnline, true)))
        .orderBy(desc(profiles.lastActive))
        .limit(limit);
    },

    listNewest(excludeId: string, limit: number): Promise<ProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(ne(profiles.id, excludeId))
        .orderBy(desc(profiles.createdAt))
        .limit(limit);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
