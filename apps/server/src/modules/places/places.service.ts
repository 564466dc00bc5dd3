import { randomUUID } from 'node:crypto';
import type { AdminService, StaffActor } from '../admin/admin.service.ts';
import type {
  BusinessAccount,
  BusinessApplicationBody,
  CheckIn,
  CheckInBody,
  ContentReportBody,
  MyBusiness,
  MyCheckIn,
  PlacesFilters,
  PlacesReviewQueue,
  ReviewDecisionBody,
  VenueClaim,
  VenueClaimBody,
  VenueCreateBody,
  VenueDetail,
  VenuePage,
  VenuePhoto,
  VenueSummary,
  VenueUpdateBody,
} from '@blaze/contracts';
import {
  BusinessApplicationBodySchema,
  CHECK_IN_HOURS,
  CHECK_IN_RADIUS_M,
  CheckInBodySchema,
  PLACES_PAGE_SIZE,
  ReviewDecisionBodySchema,
  VenueClaimBodySchema,
  VenueCreateBodySchema,
  VenueUpdateBodySchema,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { decodeKeyCursor, encodeKeyCursor } from '../../lib/cursor.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { distanceM, type Point } from '../../lib/geo.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { SafetyService } from '../safety/safety.service.ts';
import { CENTRE_BARS, DEMO_VENUES } from './demo-venues.ts';
import { weekMinutes } from './opening-hours.ts';
import { demoVenuePhoto } from './demo-venue-photo.ts';
import {
  toBusinessAccount,
  toCheckIn,
  toVenueClaim,
  toVenueDetail,
  toVenueSummary,
} from './places.mapper.ts';
import { placesRepository, type VenueRow } from './places.repository.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

const HOUR_MS = 3_600_000;
/** An ended check-in is deleted this long after it ended. */
const CHECK_IN_KEEP_MS = 24 * HOUR_MS;
/** How many checked-in members a venue page lists at most. */
const CHECKED_IN_SHOWN = 60;
const CHECK_IN_LIST_MAX = 30;
const QUEUE_MAX = 100;

/** An approved venue as other modules need it (events link to venues). */
export type VenueRef = {
  id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  ownerId: string | null;
};

type Deps = {
  db: Database;
  clock: Clock;
  profiles: Pick<ProfilesService, 'locationState' | 'authorsByIds' | 'demoMemberIds'>;
  photos: Pick<PhotosService, 'uploadPlacePhoto' | 'placePhotoUrls' | 'removePlacePhoto'>;
  safety: Pick<SafetyService, 'reportContent'>;
  /** The admin rule (admins module), as payments gets it: everyone else gets a 404 on admin routes. */
  isAdmin: (email: string) => Promise<boolean>;
  /** The admin audit log (issue 17): every review writes a row. */
  /** The audit log, and the one rule of who on staff may act on whom (decision 028). */
  staff: Pick<AdminService, 'audit' | 'assertMayActOn'>;
};

const venueGone = () => notFound('This place is not available.');
const notYourVenue = () => notFound('You have no venue with this id.');
const businessNeeded = () =>
  forbidden('Only an approved business account can do this. Apply for one on your business page.');

const toRef = (r: VenueRow): VenueRef => ({
  id: r.id,
  name: r.name,
  address: r.address,
  city: r.city,
  country: r.country,
  latitude: r.latitude,
  longitude: r.longitude,
  timeZone: r.timeZone,
  ownerId: r.ownerId,
});

/** Fields whose change sends an approved venue back to review; hours and exceptions do not. */
const REVIEWED_FIELDS = [
  'name',
  'category',
  'address',
  'city',
  'country',
  'latitude',
  'longitude',
  'timeZone',
  'description',
  'tags',
  'links',
  'photoIds',
] as const;

/**
 * Places (issue 16, decision 023): venues (public places; only approved ones are seen by others),
 * check-ins (500 m from his true point, 3 hours by the clock, one at a time, seen as he chose, blocks
 * both ways), business accounts and their claims, approved by admins.
 */
export function placesService({ db, clock, profiles, photos, safety, isAdmin, staff }: Deps) {
  const repo = placesRepository(db);

  async function myPoint(userId: string): Promise<Point | null> {
    const me = await profiles.locationState(userId);
    return me.latitude !== null && me.longitude !== null
      ? { lat: me.latitude, lng: me.longitude }
      : null;
  }

  /** The photos of these venues, in each venue's order, with public URLs. */
  async function photosOf(rows: VenueRow[]): Promise<Map<string, VenuePhoto[]>> {
    const stored = new Map(
      (await repo.photosByIds(rows.flatMap((r) => r.photoIds))).map((p) => [p.id, p]),
    );
    return new Map(
      rows.map((r) => [
        r.id,
        r.photoIds.flatMap((id) => {
          const p = stored.get(id);
          return p && p.venueId === r.id
            ? [{ id, ...photos.placePhotoUrls(id), width: p.width, height: p.height }]
            : [];
        }),
      ]),
    );
  }

  /** A venue this viewer may see: approved, or his own (any status but removed). */
  async function visibleVenue(viewerId: string, id: string): Promise<VenueRow> {
    const row = await repo.byIdFor(id, viewerId);
    if (!row || row.status === 'removed') throw venueGone();
    if (row.status !== 'approved' && row.ownerId !== viewerId) throw venueGone();
    return row;
  }

  async function detail(viewerId: string, row: VenueRow, asOwner = false): Promise<VenueDetail> {
    const now = clock.now();
    const here = await myPoint(viewerId);
    const [photoMap, checkIns, mine] = await Promise.all([
      photosOf([row]),
      row.status === 'approved'
        ? repo.atVenue(row.id, viewerId, now, CHECKED_IN_SHOWN)
        : Promise.resolve({ count: 0, memberIds: [] }),
      repo.liveOf(viewerId, now),
    ]);
    const authors = await profiles.authorsByIds(checkIns.memberIds);
    return toVenueDetail(row, {
      viewerId,
      here,
      photos: photoMap.get(row.id) ?? [],
      now,
      checkIns: {
        count: checkIns.count,
        members: checkIns.memberIds.flatMap((id) => {
          const a = authors.get(id);
          return a ? [a] : [];
        }),
      },
      withinReach:
        row.status === 'approved' &&
        here !== null &&
        distanceM(here, { lat: row.latitude, lng: row.longitude }) <= CHECK_IN_RADIUS_M,
      checkedInHere: mine?.venueId === row.id,
      asOwner,
    });
  }

  async function summaries(rows: VenueRow[], here: Point | null): Promise<VenueSummary[]> {
    const now = clock.now();
    const photoMap = await photosOf(rows);
    return rows.map((r) => toVenueSummary(r, here, photoMap.get(r.id) ?? [], now));
  }

  async function approvedBusiness(userId: string): Promise<void> {
    const account = await repo.business(userId);
    if (account?.status !== 'approved') throw businessNeeded();
  }

  /** The photo ids he may put on this venue: his own uploads not used elsewhere, or its own. */
  async function checkPhotos(userId: string, ids: string[], venueId: string): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length !== ids.length)
      throw new AppError(400, 'BAD_REQUEST', 'Each photo can be added once.');
    const usable = await repo.usablePhotos(userId, unique, venueId);
    if (usable.length !== unique.length)
      throw new AppError(400, 'BAD_REQUEST', 'A photo of this venue is missing. Upload it again.');
  }

  async function assertAdmin(email: string): Promise<void> {
    if (!(await isAdmin(email))) throw notFound();
  }

  async function namesOf(venueIds: string[]): Promise<Map<string, string>> {
    return new Map((await repo.venuesByIds([...new Set(venueIds)])).map((v) => [v.id, v.name]));
  }

  return {
    /**
     * Venues near me (or everywhere by name while I have no location): category, open now, radius and
     * text filters; keyset pages.
     */
    async list(viewerId: string, q: PlacesFilters): Promise<VenuePage> {
      const here = await myPoint(viewerId);
      const after = decodeKeyCursor(q.cursor);
      if (after && (typeof after.k === 'number') !== (here !== null))
        throw new AppError(400, 'BAD_REQUEST', 'This list has changed. Pull to refresh.');
      const found = await repo.near({
        here,
        category: q.category,
        openNow: q.openNow,
        radiusM: q.radiusKm ? q.radiusKm * 1000 : undefined,
        q: q.q || undefined,
        after,
        limit: PLACES_PAGE_SIZE + 1,
        now: clock.now(),
        viewerId,
      });
      const page = found.slice(0, PLACES_PAGE_SIZE);
      const last = page.at(-1);
      return {
        venues: await summaries(
          page.map((f) => f.row),
          here,
        ),
        nextCursor:
          found.length > PLACES_PAGE_SIZE && last
            ? encodeKeyCursor({ k: last.k, id: last.row.id })
            : null,
        fromMe: here !== null,
      };
    },

    /** Approved venues within 500 m of his true point, nearest first: where he may check in. */
    async checkInCandidates(userId: string): Promise<VenueSummary[]> {
      const here = await myPoint(userId);
      if (!here) return [];
      return summaries(await repo.within(here, CHECK_IN_RADIUS_M, CHECK_IN_LIST_MAX, userId), here);
    },

    async byId(viewerId: string, id: string): Promise<VenueDetail> {
      return detail(viewerId, await visibleVenue(viewerId, id));
    },

    /** A venue photo upload (approved business accounts), used once a venue of his lists it. */
    async uploadPhoto(userId: string, bytes: Buffer): Promise<VenuePhoto> {
      await approvedBusiness(userId);
      const stored = await photos.uploadPlacePhoto(bytes);
      await repo.insertPhoto({
        id: stored.id,
        uploaderId: userId,
        venueId: null,
        width: stored.width,
        height: stored.height,
        createdAt: clock.now(),
      });
      return {
        id: stored.id,
        ...photos.placePhotoUrls(stored.id),
        width: stored.width,
        height: stored.height,
      };
    },

    /** A new venue of his business: pending until an admin approves it. */
    async create(userId: string, body: VenueCreateBody): Promise<VenueDetail> {
      const v = VenueCreateBodySchema.parse(body);
      await approvedBusiness(userId);
      const id = randomUUID();
      await checkPhotos(userId, v.photoIds, id);
      const now = clock.now();
      const row = await repo.insert({
        id,
        ownerId: userId,
        ...v,
        openWeek: weekMinutes(v.hours),
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      await repo.attachPhotos(v.photoIds, id);
      return detail(userId, row);
    },

    /**
     * He edits his venue. Hours and exceptions change at once; any other change sends it back to an
     * admin (pending), so an approved listing cannot turn into something else unseen.
     */
    async update(userId: string, id: string, body: VenueUpdateBody): Promise<VenueDetail> {
      const v = VenueUpdateBodySchema.parse(body);
      const current = await repo.byId(id);
      if (!current || current.ownerId !== userId || current.status === 'removed')
        throw notYourVenue();
      if (v.photoIds) await checkPhotos(userId, v.photoIds, id);
      const reviewAgain = REVIEWED_FIELDS.some((f) => v[f] !== undefined);
      const row = await repo.updateOwn(userId, id, {
        ...v,
        ...(v.hours ? { openWeek: weekMinutes(v.hours) } : {}),
        updatedAt: clock.now(),
        ...(reviewAgain ? { status: 'pending', reviewNote: null, reviewedAt: null } : {}),
      });
      if (!row) throw notYourVenue();
      if (v.photoIds) await repo.attachPhotos(v.photoIds, id);
      return detail(userId, row);
    },

    /** He deletes his venue: gone for everyone (kept as 'removed' for reports and events). */
    async remove(userId: string, id: string): Promise<void> {
      const row = await repo.updateOwn(userId, id, { status: 'removed', updatedAt: clock.now() });
      if (!row) throw notYourVenue();
    },

    /** He asks to run an approved venue nobody runs; an admin decides. */
    async claim(userId: string, venueId: string, body: VenueClaimBody): Promise<VenueClaim> {
      const { note } = VenueClaimBodySchema.parse(body);
      await approvedBusiness(userId);
      const venue = await visibleVenue(userId, venueId);
      if (venue.ownerId === userId)
        throw new AppError(409, 'CONFLICT', 'You run this venue already.');
      if (venue.ownerId !== null || venue.status !== 'approved')
        throw new AppError(409, 'CONFLICT', 'This venue is run by a business already.');
      const row = await repo.insertClaim({
        id: randomUUID(),
        venueId,
        memberId: userId,
        note,
        createdAt: clock.now(),
      });
      if (!row)
        throw new AppError(
          409,
          'CONFLICT',
          'You have asked to run this venue already. An admin will decide.',
        );
      return toVenueClaim(row, venue.name);
    },

    async report(viewerId: string, venueId: string, body: ContentReportBody): Promise<number> {
      const venue = await visibleVenue(viewerId, venueId);
      if (venue.ownerId === viewerId)
        throw new AppError(400, 'BAD_REQUEST', "You can't report your own venue.");
      return safety.reportContent({
        reporterId: viewerId,
        reportedId: venue.ownerId,
        targetKind: 'venue',
        targetId: venue.id,
        evidence: JSON.stringify({
          name: venue.name,
          description: venue.description,
          tags: venue.tags,
          links: venue.links,
          photoIds: venue.photoIds,
        }),
        reason: body.reason,
        details: body.details ?? null,
      });
    },

    // ---- check-ins ----

    /**
     * Checks him in at an approved venue within 500 m of his true point (read again here, never taken
     * from the request), ending his live check-in elsewhere; live 3 hours.
     */
    async checkIn(userId: string, venueId: string, body: CheckInBody): Promise<CheckIn> {
      const { visibility } = CheckInBodySchema.parse(body);
      const venue = await visibleVenue(userId, venueId);
      if (venue.status !== 'approved') throw venueGone();
      const here = await myPoint(userId);
      if (!here)
        throw new AppError(
          422,
          'LOCATION_REQUIRED',
          'Share your location first: you can only check in where you are.',
        );
      if (distanceM(here, { lat: venue.latitude, lng: venue.longitude }) > CHECK_IN_RADIUS_M)
        throw new AppError(
          403,
          'TOO_FAR',
          `You need to be within ${CHECK_IN_RADIUS_M} m of ${venue.name} to check in.`,
        );
      const now = clock.now();
      const row = await repo.checkIn({
        id: randomUUID(),
        memberId: userId,
        venueId,
        visibility,
        startedAt: now,
        endsAt: new Date(now.getTime() + CHECK_IN_HOURS * HOUR_MS),
      });
      return toCheckIn(row, venue.name);
    },

    /** Forgets check-ins a day after they ended (decision 023: a past check-in is a past location). */
    pruneCheckIns(): Promise<number> {
      return repo.pruneCheckIns(new Date(clock.now().getTime() - CHECK_IN_KEEP_MS));
    },

    /** Prunes past check-ins every hour, once across the nodes (decision 033). */
    registerJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('places.prune-check-ins', HOUR_MS / 1000, () => this.pruneCheckIns());
    },

    async myCheckIn(userId: string): Promise<MyCheckIn> {
      const row = await repo.liveOf(userId, clock.now());
      if (!row) return { checkIn: null };
      const venue = await repo.byId(row.venueId);
      if (!venue || venue.status !== 'approved') return { checkIn: null };
      return { checkIn: toCheckIn(row, venue.name) };
    },

    async checkOut(userId: string): Promise<void> {
      if (!(await repo.checkOut(userId, clock.now())))
        throw notFound("You aren't checked in anywhere.");
    },

    // ---- business accounts ----

    async apply(userId: string, body: BusinessApplicationBody): Promise<BusinessAccount> {
      const a = BusinessApplicationBodySchema.parse(body);
      const now = clock.now();
      return toBusinessAccount(
        await repo.apply({
          memberId: userId,
          ...a,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        }),
      );
    },

    /** His business screen: the application's outcome, his venues with their review, his claims. */
    async myBusiness(userId: string): Promise<MyBusiness> {
      const [account, owned, claims] = await Promise.all([
        repo.business(userId),
        repo.ownedBy(userId),
        repo.claimsOf(userId),
      ]);
      const names = await namesOf(claims.map((c) => c.venueId));
      return {
        account: account ? toBusinessAccount(account) : null,
        venues: await Promise.all(owned.map((r) => detail(userId, r))),
        claims: claims.map((c) => toVenueClaim(c, names.get(c.venueId) ?? '')),
      };
    },

    // ---- admins (404 for everyone else) ----

    assertAdmin,

    /** How many applications, venues and claims wait for an admin (the admin overview). */
    pendingCounts: () => repo.pendingCounts(),

    async reviewQueue(actor: StaffActor): Promise<PlacesReviewQueue> {
      await assertAdmin(actor.email);
      const adminId = actor.userId;
      const [applications, pendingVenues, claims] = await Promise.all([
        repo.pendingBusinesses(QUEUE_MAX),
        repo.pendingVenues(QUEUE_MAX),
        repo.pendingClaims(QUEUE_MAX),
      ]);
      const authors = await profiles.authorsByIds(applications.map((a) => a.memberId));
      const names = await namesOf(claims.map((c) => c.venueId));
      const businesses = new Map(
        (await repo.businessesByIds(claims.map((c) => c.memberId))).map((b) => [b.memberId, b]),
      );
      return {
        applications: applications.map((a) => ({
          ...toBusinessAccount(a),
          memberId: a.memberId,
          username: authors.get(a.memberId)?.username ?? null,
        })),
        venues: await Promise.all(
          pendingVenues.map(async (v) => {
            const { checkIns: _c, ...rest } = await detail(adminId, v, true);
            return { ...rest, ownerId: v.ownerId };
          }),
        ),
        claims: claims.map((c) => ({
          ...toVenueClaim(c, names.get(c.venueId) ?? ''),
          memberId: c.memberId,
          businessName: businesses.get(c.memberId)?.businessName ?? null,
        })),
      };
    },

    async reviewBusiness(
      actor: StaffActor,
      memberId: string,
      body: ReviewDecisionBody,
    ): Promise<BusinessAccount> {
      await assertAdmin(actor.email);
      const d = ReviewDecisionBodySchema.parse(body);
      await staff.assertMayActOn(actor, memberId);
      const row = await repo.reviewBusiness(memberId, {
        status: d.decision === 'approve' ? 'approved' : 'rejected',
        reviewNote: d.note || null,
        reviewedAt: clock.now(),
      });
      if (!row) throw notFound('No business application from this member.');
      await staff.audit(actor, {
        action: `business.${d.decision}`,
        subjectKind: 'business',
        subjectId: memberId,
        reason: d.note || null,
      });
      return toBusinessAccount(row);
    },

    async reviewVenue(actor: StaffActor, venueId: string, body: ReviewDecisionBody) {
      await assertAdmin(actor.email);
      const d = ReviewDecisionBodySchema.parse(body);
      const owner = (await repo.byId(venueId))?.ownerId;
      if (owner) await staff.assertMayActOn(actor, owner);
      const row = await repo.review(venueId, {
        status: d.decision === 'approve' ? 'approved' : 'rejected',
        reviewNote: d.note || null,
        reviewedAt: clock.now(),
      });
      if (!row) throw venueGone();
      await staff.audit(actor, {
        action: `venue.${d.decision}`,
        subjectKind: 'venue',
        subjectId: venueId,
        reason: d.note || null,
        details: { name: row.name },
      });
      const { checkIns: _c, ...rest } = await detail(actor.userId, row, true);
      return { ...rest, ownerId: row.ownerId };
    },

    async reviewClaim(
      actor: StaffActor,
      claimId: string,
      body: ReviewDecisionBody,
    ): Promise<VenueClaim> {
      await assertAdmin(actor.email);
      const d = ReviewDecisionBodySchema.parse(body);
      const now = clock.now();
      const note = d.note || null;
      const claim = await repo.claimById(claimId);
      if (!claim) throw notFound('No such claim.');
      await staff.assertMayActOn(actor, claim.memberId);
      const name = (await namesOf([claim.venueId])).get(claim.venueId) ?? '';
      const audit = (action: string, reason: string | null) =>
        staff.audit(actor, {
          action,
          subjectKind: 'claim',
          subjectId: claimId,
          reason,
          details: { venueId: claim.venueId, memberId: claim.memberId },
        });
      if (d.decision === 'reject') {
        const row = await repo.rejectClaim(claimId, note, now);
        if (!row) throw new AppError(409, 'CONFLICT', 'This claim was decided already.');
        await audit('claim.reject', note);
        return toVenueClaim(row, name);
      }
      const approved = await repo.approveClaim(claimId, note, now);
      if (approved === null) throw new AppError(409, 'CONFLICT', 'This claim was decided already.');
      if (approved === 'taken') {
        await repo.rejectClaim(claimId, 'Another business runs this venue.', now);
        await audit('claim.reject', 'Another business runs this venue.');
        throw new AppError(409, 'CONFLICT', 'This venue is run by a business already.');
      }
      await audit('claim.approve', note);
      return toVenueClaim(approved, name);
    },

    // ---- ports for other modules ----

    /** An approved venue as events need it; null for any other. */
    async venueRef(venueId: string): Promise<VenueRef | null> {
      const row = await repo.byId(venueId);
      return row && row.status === 'approved' ? toRef(row) : null;
    },

    /** The approved venue of this name in this city (the demo calendar links its events by name). */
    async venueByName(name: string, city: string): Promise<VenueRef | null> {
      const row = await repo.approvedByName(name, city);
      return row ? toRef(row) : null;
    },

    async ownsVenue(userId: string, venueId: string): Promise<boolean> {
      const row = await repo.byId(venueId);
      return row !== null && row.ownerId === userId && row.status !== 'removed';
    },

    // ---- demo ----

    /**
     * The demo venues (fixed ids, approved, no owner), added when missing, each with a generated photo
     * through the photos module. Idempotent: an existing venue is never touched.
     */
    async ensureDemoVenues(): Promise<number> {
      const now = clock.now();
      let added = 0;
      for (const d of DEMO_VENUES) {
        const id = `demo-venue-${d.slug}`;
        if (await repo.byId(id)) continue;
        const stored = await photos.uploadPlacePhoto(await demoVenuePhoto(d));
        const inserted = await repo.insertMissing([
          {
            id,
            ownerId: null,
            name: d.name,
            category: d.category,
            address: d.address,
            city: d.city,
            country: d.country,
            latitude: d.lat,
            longitude: d.lng,
            timeZone: d.timeZone,
            hours: d.hours,
            openWeek: weekMinutes(d.hours),
            hourExceptions: [],
            description: d.description,
            tags: d.tags,
            links: d.links ?? [],
            photoIds: [stored.id],
            status: 'approved',
            reviewedAt: now,
            isDemo: true,
            createdAt: now,
            updatedAt: now,
          },
        ]);
        if (inserted === 0) {
          // Another node seeded it meanwhile.
          await photos.removePlacePhoto(stored.id);
          continue;
        }
        added += inserted;
        await repo.insertPhoto({
          id: stored.id,
          uploaderId: null,
          venueId: id,
          width: stored.width,
          height: stored.height,
          createdAt: now,
        });
      }
      return added;
    },

    /**
     * A living demo: about one demo member in three checked in at one of his city's demo venues (never
     * a centre bar), shown to everyone who opens it, for the usual 3 hours. Members already checked in
     * are left alone, so a refresh only tops the crowd up.
     */
    async ensureDemoCheckIns(): Promise<number> {
      const now = clock.now();
      const venuesByCity = new Map<string, string[]>();
      for (const d of DEMO_VENUES)
        if (!CENTRE_BARS.has(d.slug))
          venuesByCity.set(d.city, [...(venuesByCity.get(d.city) ?? []), `demo-venue-${d.slug}`]);
      let added = 0;
      for (const [i, memberId] of (await profiles.demoMemberIds()).entries()) {
        if (i % DEMO_CHECK_IN_EVERY !== 0 || (await repo.liveOf(memberId, now))) continue;
        const city = (await profiles.locationState(memberId)).city ?? '';
        const choices = venuesByCity.get(city);
        const venueId = choices?.[Math.floor(i / DEMO_CHECK_IN_EVERY) % choices.length];
        if (!venueId || (await repo.byId(venueId))?.status !== 'approved') continue;
        // Started a while ago, so the crowd does not all leave at once.
        const startedAt = new Date(now.getTime() - ((i * 17) % 150) * 60_000);
        await repo.checkIn({
          id: randomUUID(),
          memberId,
          venueId,
          visibility: 'everyone',
          startedAt,
          endsAt: new Date(startedAt.getTime() + CHECK_IN_HOURS * HOUR_MS),
        });
        added += 1;
      }
      return added;
    },

    /** Keeps the demo crowd at the venues on a long-running demo server (once across the nodes). */
    registerDemoJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('places.demo-check-ins', DEMO_CHECK_IN_REFRESH_MS / 1000, () =>
        this.ensureDemoCheckIns(),
      );
    },
  };
}

/** One demo member in this many is checked in somewhere; the crowd is topped up this often. */
const DEMO_CHECK_IN_EVERY = 3;
const DEMO_CHECK_IN_REFRESH_MS = 20 * 60_000;

export type PlacesService = ReturnType<typeof placesService>;
