import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { earthAt, withinRadius } from '../../db/earth.ts';
import { businessAccounts, checkIns, venueClaims, venuePhotos, venues } from '../../db/schema.ts';
import { blockedEitherWay } from '../blocks/blocks.service.ts';
import { demoRowVisibleTo } from '../data-modes/data-modes.service.ts';

export type VenueRow = typeof venues.$inferSelect;
export type NewVenue = typeof venues.$inferInsert;
export type CheckInRow = typeof checkIns.$inferSelect;
export type BusinessRow = typeof businessAccounts.$inferSelect;
export type ClaimRow = typeof venueClaims.$inferSelect;
export type VenuePhotoRow = typeof venuePhotos.$inferSelect;
type Point = { lat: number; lng: number };

export type NearQuery = {
  here: Point | null;
  category?: string;
  openNow?: boolean;
  radiusM?: number;
  q?: string;
  /** After this row: its order key (chord distance, or name without a location) and id. */
  after: { k: number | string; id: string } | null;
  limit: number;
  now: Date;
  /** Demo venues only for a viewer in demo mode (decision 038). */
  viewerId: string;
};

const venuePoint = sql`ll_to_earth(${venues.latitude}, ${venues.longitude})`;
const approved = eq(venues.status, 'approved');
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Open now in the venue's own time zone, at `now` (the service's clock, never the database's): the
 * minute of the week there within `open_week` (one containment test), or, for a venue with dated
 * exceptions, `venue_open_at` (migration 0022). opening-hours.ts is their twin; a test holds them equal.
 */
export function openAt(now: Date): SQL {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${venues.timeZone})`;
  return sql`(case when ${venues.hourExceptions} = '[]'::jsonb
    then ${venues.openWeek} @> (extract(dow from ${local})::int * 1440 + extract(hour from ${local})::int * 60 + extract(minute from ${local})::int)
    else venue_open_at(${venues.hours}, ${venues.hourExceptions}, ${local}) end)`;
}

/**
 * KNN gives the nearest first by distance alone; ties (two venues at one point) are ordered by id over
 * this many extra rows, so keyset pages stay exact.
 */
const TIE_SLACK = 50;

const liveAt = (now: Date) => gt(checkIns.endsAt, now);

export function placesRepository(db: Database) {
  return {
    /**
     * Approved venues for a list: nearest first by KNN on the partial GiST index (`<->` on the earth
     * cube, the chord distance, which orders like the distance on the ground), then id; with no location,
     * by name. Filters in SQL; keyset paging on (order key, id).
     */
    async near(q: NearQuery): Promise<Array<{ row: VenueRow; k: number | string }>> {
      const key = q.here
        ? sql<number>`(${venuePoint} <-> ${earthAt(q.here)})`
        : sql<string>`${venues.name}`;
      const where = and(
        approved,
        demoRowVisibleTo(q.viewerId, venues.isDemo),
        q.category ? eq(venues.category, q.category) : undefined,
        q.here && q.radiusM ? withinRadius(venuePoint, earthAt(q.here), q.radiusM) : undefined,
        q.q
          ? sql`((${venues.name} || ' ' || ${venues.city}) ilike ${like(q.q)} or array_to_string(${venues.tags}, ' ') ilike ${like(q.q)})`
          : undefined,
        q.openNow ? openAt(q.now) : undefined,
        q.after ? sql`(${key}, ${venues.id}) > (${q.after.k}, ${q.after.id})` : undefined,
      );
      if (!q.here) {
        const byName = await db
          .select({ row: venues, k: key })
          .from(venues)
          .where(where)
          .orderBy(key, venues.id)
          .limit(q.limit);
        return byName.map((r) => ({ row: r.row, k: String(r.k) }));
      }
      // Ordered by the distance alone, the KNN walk of the GiST index stops after a page; the
      // (distance, id) order of the page is made here, over a few extra rows for ties.
      const found = await db
        .select({ id: venues.id, k: key })
        .from(venues)
        .where(where)
        .orderBy(key)
        .limit(q.limit + TIE_SLACK);
      const page = found
        .map((r) => ({ id: r.id, k: Number(r.k) }))
        .sort((a, b) => a.k - b.k || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .slice(0, q.limit);
      const rows = page.length
        ? await db
            .select()
            .from(venues)
            .where(
              inArray(
                venues.id,
                page.map((p) => p.id),
              ),
            )
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return page.flatMap((p) => {
        const row = byId.get(p.id);
        return row ? [{ row, k: p.k }] : [];
      });
    },

    /** Approved venues within `radiusM` of a point, nearest first (the check-in list). */
    async within(
      here: Point,
      radiusM: number,
      limit: number,
      viewerId: string,
    ): Promise<VenueRow[]> {
      return db
        .select()
        .from(venues)
        .where(
          and(
            approved,
            demoRowVisibleTo(viewerId, venues.isDemo),
            withinRadius(venuePoint, earthAt(here), radiusM),
          ),
        )
        .orderBy(sql`${venuePoint} <-> ${earthAt(here)}`, venues.id)
        .limit(limit);
    },

    async byId(id: string): Promise<VenueRow | null> {
      const [row] = await db.select().from(venues).where(eq(venues.id, id)).limit(1);
      return row ?? null;
    },

    /** A venue by id unless it is demo content and the viewer is not in demo mode (decision 038). */
    async byIdFor(id: string, viewerId: string): Promise<VenueRow | null> {
      const [row] = await db
        .select()
        .from(venues)
        .where(and(eq(venues.id, id), demoRowVisibleTo(viewerId, venues.isDemo)))
        .limit(1);
      return row ?? null;
    },

    async approvedByName(name: string, city: string): Promise<VenueRow | null> {
      const [row] = await db
        .select()
        .from(venues)
        .where(
          and(
            approved,
            sql`lower(${venues.name}) = lower(${name})`,
            sql`lower(${venues.city}) = lower(${city})`,
          ),
        )
        .orderBy(venues.createdAt)
        .limit(1);
      return row ?? null;
    },

    /** His venues, any status but removed, newest first. */
    ownedBy(ownerId: string): Promise<VenueRow[]> {
      return db
        .select()
        .from(venues)
        .where(and(eq(venues.ownerId, ownerId), ne(venues.status, 'removed')))
        .orderBy(desc(venues.createdAt));
    },

    async insert(values: NewVenue): Promise<VenueRow> {
      const [row] = await db.insert(venues).values(values).returning();
      if (!row) throw new Error('venue insert returned no row');
      return row;
    },

    /** Demo venues by their fixed ids: added when missing, never overwritten. */
    async insertMissing(rows: NewVenue[]): Promise<number> {
      if (rows.length === 0) return 0;
      const added = await db
        .insert(venues)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: venues.id });
      return added.length;
    },

    /** Changes his venue (not a removed one); null when it is not his. */
    async updateOwn(
      ownerId: string,
      id: string,
      values: Partial<NewVenue>,
    ): Promise<VenueRow | null> {
      const [row] = await db
        .update(venues)
        .set(values)
        .where(and(eq(venues.id, id), eq(venues.ownerId, ownerId), ne(venues.status, 'removed')))
        .returning();
      return row ?? null;
    },

    /** An admin's decision on a venue that is not removed. */
    async review(
      id: string,
      values: { status: 'approved' | 'rejected'; reviewNote: string | null; reviewedAt: Date },
    ): Promise<VenueRow | null> {
      const [row] = await db
        .update(venues)
        .set({ ...values, updatedAt: values.reviewedAt })
        .where(and(eq(venues.id, id), ne(venues.status, 'removed')))
        .returning();
      return row ?? null;
    },

    pendingVenues(limit: number): Promise<VenueRow[]> {
      return db
        .select()
        .from(venues)
        .where(eq(venues.status, 'pending'))
        .orderBy(asc(venues.createdAt))
        .limit(limit);
    },

    // ---- photos ----

    async insertPhoto(values: typeof venuePhotos.$inferInsert): Promise<void> {
      await db.insert(venuePhotos).values(values);
    },

    /** The photos of these ids that he uploaded and no other venue uses (free, or this venue's). */
    async usablePhotos(uploaderId: string, ids: string[], venueId: string): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: venuePhotos.id })
        .from(venuePhotos)
        .where(
          and(
            inArray(venuePhotos.id, ids),
            or(
              and(eq(venuePhotos.uploaderId, uploaderId), isNull(venuePhotos.venueId)),
              eq(venuePhotos.venueId, venueId),
            ),
          ),
        );
      return rows.map((r) => r.id);
    },

    async attachPhotos(ids: string[], venueId: string): Promise<void> {
      if (ids.length === 0) return;
      await db.update(venuePhotos).set({ venueId }).where(inArray(venuePhotos.id, ids));
    },

    photosByIds(ids: string[]): Promise<VenuePhotoRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(venuePhotos).where(inArray(venuePhotos.id, ids));
    },

    // ---- check-ins ----

    /**
     * Checks him in, ending any live check-in of his first (one at a time), under a lock on him so two
     * check-ins at once leave one live.
     */
    checkIn(values: typeof checkIns.$inferInsert): Promise<CheckInRow> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`blaze.check_in:${values.memberId}`}, 0))`,
        );
        await tx
          .update(checkIns)
          .set({ endsAt: values.startedAt })
          .where(and(eq(checkIns.memberId, values.memberId), liveAt(values.startedAt)));
        const [row] = await tx.insert(checkIns).values(values).returning();
        if (!row) throw new Error('check-in insert returned no row');
        return row;
      });
    },

    async liveOf(memberId: string, now: Date): Promise<CheckInRow | null> {
      const [row] = await db
        .select()
        .from(checkIns)
        .where(and(eq(checkIns.memberId, memberId), liveAt(now)))
        .orderBy(desc(checkIns.startedAt))
        .limit(1);
      return row ?? null;
    },

    /** Deletes check-ins that ended before `before`: where he was is not kept once it is over. */
    async pruneCheckIns(before: Date): Promise<number> {
      const gone = await db
        .delete(checkIns)
        .where(lt(checkIns.endsAt, before))
        .returning({ id: checkIns.id });
      return gone.length;
    },

    async checkOut(memberId: string, now: Date): Promise<boolean> {
      const ended = await db
        .update(checkIns)
        .set({ endsAt: now })
        .where(and(eq(checkIns.memberId, memberId), liveAt(now)))
        .returning({ id: checkIns.id });
      return ended.length > 0;
    },

    /**
     * Who is checked in at a venue, as this viewer may see it: the count of live check-ins without members
     * blocked either way (himself included), and the members he may see: 'everyone', or 'venue' while he
     * is checked in there himself; never himself, never blocked either way, never 'nobody'.
     */
    async atVenue(
      venueId: string,
      viewerId: string,
      now: Date,
      limit: number,
    ): Promise<{ count: number; memberIds: string[] }> {
      const notBlocked = sql`(${checkIns.memberId} = ${viewerId} or not ${blockedEitherWay(viewerId, checkIns.memberId)})`;
      const here = and(eq(checkIns.venueId, venueId), liveAt(now), notBlocked);
      const [counted] = await db
        .select({ n: sql<number>`count(distinct ${checkIns.memberId})::int` })
        .from(checkIns)
        .where(here);
      const viewerHere = sql`exists (select 1 from ${checkIns} as mine where mine.member_id = ${viewerId} and mine.venue_id = ${venueId} and mine.ends_at > ${now.toISOString()}::timestamptz)`;
      const shown = await db
        .select({ id: checkIns.memberId })
        .from(checkIns)
        .where(
          and(
            here,
            ne(checkIns.memberId, viewerId),
            or(
              eq(checkIns.visibility, 'everyone'),
              and(eq(checkIns.visibility, 'venue'), viewerHere),
            ),
          ),
        )
        .orderBy(desc(checkIns.startedAt))
        .limit(limit);
      return { count: Number(counted?.n ?? 0), memberIds: shown.map((r) => r.id) };
    },

    // ---- business accounts ----

    async business(memberId: string): Promise<BusinessRow | null> {
      const [row] = await db
        .select()
        .from(businessAccounts)
        .where(eq(businessAccounts.memberId, memberId))
        .limit(1);
      return row ?? null;
    },

    /** His application, new or sent again (pending again; an approved account stays approved). */
    async apply(values: typeof businessAccounts.$inferInsert): Promise<BusinessRow> {
      const [row] = await db
        .insert(businessAccounts)
        .values(values)
        .onConflictDoUpdate({
          target: businessAccounts.memberId,
          set: {
            businessName: values.businessName,
            kind: values.kind,
            contactEmail: values.contactEmail,
            contactPhone: values.contactPhone,
            website: values.website,
            note: values.note,
            updatedAt: values.updatedAt,
            status: sql`case when ${businessAccounts.status} = 'approved' then 'approved' else 'pending' end`,
            reviewNote: sql`case when ${businessAccounts.status} = 'approved' then ${businessAccounts.reviewNote} else null end`,
          },
        })
        .returning();
      if (!row) throw new Error('business application returned no row');
      return row;
    },

    async reviewBusiness(
      memberId: string,
      values: { status: 'approved' | 'rejected'; reviewNote: string | null; reviewedAt: Date },
    ): Promise<BusinessRow | null> {
      const [row] = await db
        .update(businessAccounts)
        .set(values)
        .where(eq(businessAccounts.memberId, memberId))
        .returning();
      return row ?? null;
    },

    pendingBusinesses(limit: number): Promise<BusinessRow[]> {
      return db
        .select()
        .from(businessAccounts)
        .where(eq(businessAccounts.status, 'pending'))
        .orderBy(asc(businessAccounts.createdAt))
        .limit(limit);
    },

    // ---- claims ----

    /** A new claim; null when he has one open for this venue already. */
    async insertClaim(values: typeof venueClaims.$inferInsert): Promise<ClaimRow | null> {
      const [row] = await db.insert(venueClaims).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    claimsOf(memberId: string): Promise<ClaimRow[]> {
      return db
        .select()
        .from(venueClaims)
        .where(eq(venueClaims.memberId, memberId))
        .orderBy(desc(venueClaims.createdAt));
    },

    pendingClaims(limit: number): Promise<ClaimRow[]> {
      return db
        .select()
        .from(venueClaims)
        .where(eq(venueClaims.status, 'pending'))
        .orderBy(asc(venueClaims.createdAt))
        .limit(limit);
    },

    /** How many applications, venues and claims wait for review (the admin overview). */
    async pendingCounts(): Promise<{ businesses: number; venues: number; claims: number }> {
      const count = async (table: typeof venues | typeof businessAccounts | typeof venueClaims) => {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.status, 'pending'));
        return row?.n ?? 0;
      };
      const [b, v, c] = await Promise.all([
        count(businessAccounts),
        count(venues),
        count(venueClaims),
      ]);
      return { businesses: b, venues: v, claims: c };
    },

    async claimById(id: string): Promise<ClaimRow | null> {
      const [row] = await db.select().from(venueClaims).where(eq(venueClaims.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Approves a pending claim: the venue becomes his only while nobody runs it (checked in the same
     * transaction); the other open claims on it are turned down. Null when the claim is not pending;
     * 'taken' when the venue has an owner by now.
     */
    approveClaim(id: string, reviewNote: string | null, now: Date) {
      return db
        .transaction(async (tx): Promise<ClaimRow | 'taken' | null> => {
          const [claim] = await tx
            .update(venueClaims)
            .set({ status: 'approved', reviewNote, reviewedAt: now })
            .where(and(eq(venueClaims.id, id), eq(venueClaims.status, 'pending')))
            .returning();
          if (!claim) return null;
          const [venue] = await tx
            .update(venues)
            .set({ ownerId: claim.memberId, updatedAt: now })
            .where(and(eq(venues.id, claim.venueId), isNull(venues.ownerId), approved))
            .returning({ id: venues.id });
          if (!venue) {
            tx.rollback();
          }
          await tx
            .update(venueClaims)
            .set({
              status: 'rejected',
              reviewNote: 'Another business runs this venue now.',
              reviewedAt: now,
            })
            .where(and(eq(venueClaims.venueId, claim.venueId), eq(venueClaims.status, 'pending')));
          return claim;
        })
        .catch((err: unknown) => {
          if (isRollback(err)) return 'taken' as const;
          throw err;
        });
    },

    async rejectClaim(id: string, reviewNote: string | null, now: Date): Promise<ClaimRow | null> {
      const [row] = await db
        .update(venueClaims)
        .set({ status: 'rejected', reviewNote, reviewedAt: now })
        .where(and(eq(venueClaims.id, id), eq(venueClaims.status, 'pending')))
        .returning();
      return row ?? null;
    },

    venuesByIds(ids: string[]): Promise<VenueRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(venues).where(inArray(venues.id, ids));
    },

    businessesByIds(ids: string[]): Promise<BusinessRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(businessAccounts).where(inArray(businessAccounts.memberId, ids));
    },
  };
}

const isRollback = (err: unknown) =>
  (err as { name?: string } | null)?.name === 'TransactionRollbackError';
