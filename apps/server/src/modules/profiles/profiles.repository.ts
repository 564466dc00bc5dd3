import { and, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likes, profiles, type ProfileRow } from '../../db/schema.ts';

export type NewProfile = typeof profiles.$inferInsert;
export type ProfileChanges = Partial<Omit<NewProfile, 'id' | 'createdAt'>>;

export type NearbyFilter = {
  viewerId: string;
  lat: number;
  lng: number;
  radiusM: number;
  minAge: number;
  maxAge: number;
  types: string[] | undefined;
  onlineOnly: boolean;
  visible: SQL;
};

/** The one definition of 'nearby', shared by the list and the home strip's count. */
function nearbyWhere(q: NearbyFilter) {
  const here = sql`ll_to_earth(${q.lat}, ${q.lng})`;
  const there = sql`ll_to_earth(${profiles.publicLat}, ${profiles.publicLng})`;
  const fullAgeRange = q.minAge <= 18 && q.maxAge >= 99;
  const where = and(
    sql`${profiles.publicLat} is not null`,
    eq(profiles.locationVisible, true),
    ne(profiles.id, q.viewerId),
    sql`earth_box(${here}, ${q.radiusM}) @> ${there}`,
    sql`earth_distance(${there}, ${here}) <= ${q.radiusM}`,
    fullAgeRange ? undefined : sql`${profiles.age} between ${q.minAge} and ${q.maxAge}`,
    q.types?.length ? inArray(profiles.profileType, q.types) : undefined,
    q.onlineOnly ? eq(profiles.isOnline, true) : undefined,
    q.visible,
  );
  return { here, there, where };
}

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

    async update(id: string, changes: ProfileChanges): Promise<ProfileRow | null> {
      const [row] = await db
        .update(profiles)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(profiles.id, id))
        .returning();
      return row ?? null;
    },

    findByIds(ids: string[]): Promise<ProfileRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(profiles).where(inArray(profiles.id, ids));
    },

    async likeState(likerId: string, likedId: string) {
      const [row] = await db
        .select({
          likeCount: count(),
          likedByMe: sql<boolean>`coalesce(bool_or(${likes.likerId} = ${likerId}), false)`,
        })
        .from(likes)
        .where(eq(likes.likedId, likedId));
      return { likeCount: Number(row?.likeCount ?? 0), likedByMe: Boolean(row?.likedByMe) };
    },

    async like(likerId: string, likedId: string): Promise<void> {
      await db.insert(likes).values({ likerId, likedId }).onConflictDoNothing();
    },

    async unlike(likerId: string, likedId: string): Promise<void> {
      await db.delete(likes).where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)));
    },

    async setLocation(
      id: string,
      values: Pick<
        NewProfile,
        | 'latitude'
        | 'longitude'
        | 'publicLat'
        | 'publicLng'
        | 'locationAnchorLat'
        | 'locationAnchorLng'
        | 'city'
        | 'country'
        | 'locationUpdatedAt'
      >,
    ): Promise<ProfileRow | null> {
      const [row] = await db
        .update(profiles)
        .set({ ...values, lastActive: values.locationUpdatedAt, updatedAt: new Date() })
        .where(eq(profiles.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Members around a point, from public points only: earth_box on the GiST index narrows, the exact
     * radius filters, KNN (<->) orders. Filters run in SQL; `visible` adds the block rule.
     */
    /**
     * Members around a point, from public points only: earth_box on the GiST index narrows, the exact
     * radius filters, KNN (<->) orders. Filters run in SQL; `visible` adds the block rule.
     */
    nearby(q: NearbyFilter & { limit: number; offset: number }) {
      const { here, there, where } = nearbyWhere(q);
      return db
        .select({
          id: profiles.id,
          username: profiles.username,
          displayName: profiles.displayName,
          age: profiles.age,
          avatarUrl: profiles.avatarUrl,
          isOnline: profiles.isOnline,
          profileType: profiles.profileType,
          tribe: profiles.tribe,
          bodyType: profiles.bodyType,
          hideDistance: profiles.hideDistance,
          distanceM: sql<number>`earth_distance(${there}, ${here})`.mapWith(Number),
        })
        .from(profiles)
        .where(where)
        .orderBy(sql`${there} <-> ${here}`)
        .limit(q.limit)
        .offset(q.offset);
    },

    async nearbyCount(q: NearbyFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(profiles).where(nearbyWhere(q).where);
      return Number(row?.n ?? 0);
    },

    async setCompletion(id: string, percent: number): Promise<void> {
      await db
        .update(profiles)
        .set({ profileCompletionPercentage: percent })
        .where(eq(profiles.id, id));
    },

    async demoMemberCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(profiles).where(eq(profiles.isDemo, true));
      return Number(row?.n ?? 0);
    },

    async setPresence(id: string, isOnline: boolean, at: Date): Promise<void> {
      await db
        .update(profiles)
        .set({ isOnline, lastActive: at, updatedAt: at })
        .where(eq(profiles.id, id));
    },

    async counts(excludeId: string, visible: SQL, newSince: Date, completeAt: number) {
      const notMe = and(ne(profiles.id, excludeId), visible);
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

    listOnline(excludeId: string, visible: SQL, limit: number): Promise<ProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(and(ne(profiles.id, excludeId), visible, eq(profiles.isOnline, true)))
        .orderBy(desc(profiles.lastActive))
        .limit(limit);
    },

    listNewest(excludeId: string, visible: SQL, limit: number): Promise<ProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(and(ne(profiles.id, excludeId), visible))
        .orderBy(desc(profiles.createdAt))
        .limit(limit);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
