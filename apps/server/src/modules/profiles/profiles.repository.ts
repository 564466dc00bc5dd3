import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { favourites, likes, profiles, type ProfileRow } from '../../db/schema.ts';
import { blockedPairProbe, notBlockedWith } from '../blocks/blocks.service.ts';
import { seenLastActive, seenOnline } from '../presence/presence.service.ts';

export type NewProfile = typeof profiles.$inferInsert;
/** A new location as discovery stores it: the exact point, the public one and where he is. */
export type LocationChange = Pick<
  NewProfile,
  | 'latitude'
  | 'longitude'
  | 'publicLat'
  | 'publicLng'
  | 'publicCells'
  | 'recentLocations'
  | 'city'
  | 'country'
  | 'locationSource'
  | 'locationUpdatedAt'
>;
export type ProfileChanges = Partial<Omit<NewProfile, 'id' | 'createdAt'>>;

/**
 * A whole profile row as others may see it: presence masked ('last seen' off: never online, never
 * last active; the presence module's rule).
 */
const memberColumns = {
  ...getTableColumns(profiles),
  isOnline: seenOnline.mapWith(Boolean),
  lastActive: seenLastActive.mapWith(profiles.lastActive),
};

/** What placing a roamer back on his home cell needs (his true point and kept cells). */
const roamerHome = {
  id: profiles.id,
  latitude: profiles.latitude,
  longitude: profiles.longitude,
  locationSource: profiles.locationSource,
  publicCells: profiles.publicCells,
};

export function profilesRepository(db: Database) {
  return {
    /** His data export (decision 032): the members he likes, by the names he sees. */
    likesGivenBy(userId: string) {
      return db
        .select({
          username: profiles.username,
          displayName: profiles.displayName,
          likedAt: likes.createdAt,
        })
        .from(likes)
        .innerJoin(profiles, eq(profiles.id, likes.likedId))
        .where(eq(likes.likerId, userId))
        .orderBy(likes.createdAt);
    },

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

    /** The ids of these usernames (lower-case), for @mentions. */
    async idsByUsernames(names: string[]): Promise<string[]> {
      if (names.length === 0) return [];
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(sql`lower(${profiles.username}) = any(${sql.param(names)}::text[])`);
      return rows.map((r) => r.id);
    },

    /** Members as others may see them (presence masked). */
    findByIds(ids: string[]): Promise<ProfileRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select(memberColumns).from(profiles).where(inArray(profiles.id, ids));
    },

    /**
     * A member as others may see him (presence masked), unless he and the viewer blocked each other
     * (either way, a restriction, demo mode): one statement, the rule asked as probes (decision 041).
     * Himself, always.
     */
    async findMemberVisibleTo(viewerId: string, id: string): Promise<ProfileRow | null> {
      const [row] = await db
        .select(memberColumns)
        .from(profiles)
        .where(
          viewerId === id
            ? eq(profiles.id, id)
            : and(eq(profiles.id, id), sql`not ${blockedPairProbe(viewerId, id)}`),
        )
        .limit(1);
      return row ?? null;
    },

    async likesOrFavourites(memberId: string, otherId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(profiles)
        .where(
          and(
            eq(profiles.id, memberId),
            sql`(exists (select 1 from ${likes} where ${likes.likerId} = ${memberId} and ${likes.likedId} = ${otherId})
              or exists (select 1 from ${favourites} where ${favourites.ownerId} = ${memberId} and ${favourites.memberId} = ${otherId}))`,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** His like count, whether I like him, and whether he likes me (only ever shown as a match). */
    async likeState(viewerId: string, targetId: string) {
      const [row] = await db
        .select({
          likeCount: sql<number>`count(*) filter (where ${likes.likedId} = ${targetId})`.mapWith(
            Number,
          ),
          likedByMe: sql<boolean>`coalesce(bool_or(${likes.likerId} = ${viewerId} and ${likes.likedId} = ${targetId}), false)`,
          likesMe: sql<boolean>`coalesce(bool_or(${likes.likerId} = ${targetId} and ${likes.likedId} = ${viewerId}), false)`,
        })
        .from(likes)
        .where(
          or(
            eq(likes.likedId, targetId),
            and(eq(likes.likerId, targetId), eq(likes.likedId, viewerId)),
          ),
        );
      return {
        likeCount: row?.likeCount ?? 0,
        likedByMe: Boolean(row?.likedByMe),
        likesMe: Boolean(row?.likesMe),
      };
    },

    async isFavourite(ownerId: string, memberId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(favourites)
        .where(and(eq(favourites.ownerId, ownerId), eq(favourites.memberId, memberId)))
        .limit(1);
      return Boolean(row);
    },

    /** Members with an exact point but no public point yet (seeded, or stored before the rule). */
    withoutPublicPoint(limit: number) {
      return db
        .select({
          id: profiles.id,
          latitude: profiles.latitude,
          longitude: profiles.longitude,
          locationSource: profiles.locationSource,
        })
        .from(profiles)
        .where(sql`${profiles.latitude} is not null and ${profiles.publicLat} is null`)
        .limit(limit);
    },

    /**
     * The names device members at home are stored with, per public point (one row per cell and name):
     * what the start-up renaming compares with the name of each cell.
     */
    deviceCellNames() {
      return db
        .selectDistinct({
          lat: sql<number>`${profiles.publicLat}`,
          lng: sql<number>`${profiles.publicLng}`,
          city: profiles.city,
          country: profiles.country,
        })
        .from(profiles)
        .where(
          sql`${profiles.locationSource} = 'device' and ${profiles.roamingUntil} is null and ${profiles.publicLat} is not null`,
        );
    },

    /** Names every device member at home in each of these cells by its name; answers how many changed. */
    async nameCells(
      cells: Array<{ lat: number; lng: number; city: string | null; country: string | null }>,
    ): Promise<number> {
      if (cells.length === 0) return 0;
      const values = sql.join(
        cells.map(
          (c) => sql`(${c.lat}::float8, ${c.lng}::float8, ${c.city}::text, ${c.country}::text)`,
        ),
        sql`, `,
      );
      const rows = await db
        .update(profiles)
        .set({ city: sql`v.city`, country: sql`v.country` })
        .from(sql`(values ${values}) as v(lat, lng, city, country)`)
        .where(
          sql`${profiles.publicLat} = v.lat and ${profiles.publicLng} = v.lng
            and ${profiles.locationSource} = 'device' and ${profiles.roamingUntil} is null
            and (${profiles.city} is distinct from v.city or ${profiles.country} is distinct from v.country)`,
        )
        .returning({ id: profiles.id });
      return rows.length;
    },

    /** Device members roaming now, with what naming their home cell needs. */
    deviceRoamers() {
      return db
        .select({
          ...roamerHome,
          city: profiles.city,
          country: profiles.country,
          roamHomeCity: profiles.roamHomeCity,
        })
        .from(profiles)
        .where(
          sql`${profiles.locationSource} = 'device' and ${profiles.roamingUntil} is not null and ${profiles.latitude} is not null`,
        );
    },

    /** A roamer's home names (his city line and 'Visiting from'), only while he still roams. */
    async nameRoamer(
      id: string,
      home: { city: string | null; country: string | null },
    ): Promise<void> {
      await db
        .update(profiles)
        .set({ ...home, roamHomeCity: home.city })
        .where(and(eq(profiles.id, id), isNotNull(profiles.roamingUntil)));
    },

    async like(likerId: string, likedId: string): Promise<void> {
      await db.insert(likes).values({ likerId, likedId }).onConflictDoNothing();
    },

    async unlike(likerId: string, likedId: string): Promise<void> {
      await db.delete(likes).where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)));
    },

    /**
     * A new location. While he roams (decision 022) his public point stays on the roamed city and only
     * his 'Visiting from' follows his true point; decided in the statement, so a roam starting meanwhile
     * is never undone.
     */
    async setLocation(
      id: string,
      { publicLat, publicLng, ...values }: LocationChange,
      homeCity: string | null,
    ): Promise<ProfileRow | null> {
      const unlessRoaming = (value: number | null | undefined, column: AnyPgColumn) =>
        sql`case when ${profiles.roamingUntil} is null then ${value ?? null}::float8 else ${column} end`;
      const [row] = await db
        .update(profiles)
        .set({
          ...values,
          publicLat: unlessRoaming(publicLat, profiles.publicLat),
          publicLng: unlessRoaming(publicLng, profiles.publicLng),
          roamHomeCity: sql`case when ${profiles.roamingUntil} is null then null else ${homeCity}::text end`,
          lastActive: values.locationUpdatedAt,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Places him in a roamed city (decision 022): his public point becomes the city's centre until
     * `until`. Only when he is not roaming already (a lapsed roam not yet put home counts as over), so
     * two starts at once place him once: null when he was roaming.
     */
    async startRoam(
      id: string,
      values: {
        publicLat: number;
        publicLng: number;
        roamingUntil: Date;
        roamHomeCity: string | null;
      },
      now: Date,
    ): Promise<ProfileRow | null> {
      const [row] = await db
        .update(profiles)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(profiles.id, id),
            or(isNull(profiles.roamingUntil), lte(profiles.roamingUntil, now)),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Puts a roamer back on his own public point; false when he was not roaming any more. */
    async endRoam(
      id: string,
      home: Pick<NewProfile, 'publicLat' | 'publicLng' | 'publicCells'>,
    ): Promise<boolean> {
      const rows = await db
        .update(profiles)
        .set({ ...home, roamingUntil: null, roamHomeCity: null, updatedAt: new Date() })
        .where(and(eq(profiles.id, id), isNotNull(profiles.roamingUntil)))
        .returning({ id: profiles.id });
      return rows.length > 0;
    },

    /** Roamers whose roam has lapsed by `now`, with what putting them home needs. */
    lapsedRoamers(now: Date, limit: number) {
      return db
        .select(roamerHome)
        .from(profiles)
        .where(and(isNotNull(profiles.roamingUntil), lte(profiles.roamingUntil, now)))
        .limit(limit);
    },

    /** When the next roam lapses (null: nobody is roaming). */
    async nextRoamEnd(): Promise<Date | null> {
      const [row] = await db
        .select({ at: profiles.roamingUntil })
        .from(profiles)
        .where(isNotNull(profiles.roamingUntil))
        .orderBy(profiles.roamingUntil)
        .limit(1);
      return row?.at ?? null;
    },

    async setCompletion(id: string, percent: number): Promise<void> {
      await db
        .update(profiles)
        .set({ profileCompletionPercentage: percent })
        .where(eq(profiles.id, id));
    },

    /** Demo members without a main photo (their generated avatars were stored outside the albums). */
    demoMembersWithoutAvatar(): Promise<Array<{ id: string; username: string }>> {
      return db
        .select({ id: profiles.id, username: profiles.username })
        .from(profiles)
        .where(and(eq(profiles.isDemo, true), isNull(profiles.avatarPhotoId)));
    },

    async demoMemberIds(): Promise<string[]> {
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.isDemo, true))
        .orderBy(profiles.username);
      return rows.map((r) => r.id);
    },

    /** Demo members with a creator profile (the seed turns a few on). */
    async makeCreators(ids: string[], tagline: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(profiles)
        .set({ isCreator: true, creatorTagline: tagline })
        .where(inArray(profiles.id, ids));
    },

    async demoMemberCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(profiles).where(eq(profiles.isDemo, true));
      return Number(row?.n ?? 0);
    },

    listOnline(viewerId: string, limit: number): Promise<ProfileRow[]> {
      return db
        .select(memberColumns)
        .from(profiles)
        .where(and(ne(profiles.id, viewerId), notBlockedWith(viewerId, profiles.id), seenOnline))
        .orderBy(desc(profiles.lastActive))
        .limit(limit);
    },

    /** Members with a creator profile, newest creators first (blocks both ways). */
    listCreators(viewerId: string, limit: number, offset: number): Promise<ProfileRow[]> {
      return db
        .select(memberColumns)
        .from(profiles)
        .where(
          and(
            eq(profiles.isCreator, true),
            ne(profiles.id, viewerId),
            notBlockedWith(viewerId, profiles.id),
          ),
        )
        .orderBy(desc(profiles.createdAt), profiles.id)
        .limit(limit)
        .offset(offset);
    },

    listNewest(viewerId: string, limit: number): Promise<ProfileRow[]> {
      return db
        .select(memberColumns)
        .from(profiles)
        .where(and(ne(profiles.id, viewerId), notBlockedWith(viewerId, profiles.id)))
        .orderBy(desc(profiles.createdAt))
        .limit(limit);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
