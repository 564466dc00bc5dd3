import { randomUUID } from 'node:crypto';
import type { AdminService, StaffActor } from '../admin/admin.service.ts';
import type {
  ContentReportBody,
  Listing,
  ListingCreateBody,
  ListingFilters,
  ListingMessageBody,
  ListingPage,
  ListingStatus,
  ListingUpdateBody,
  MessageListing,
  MyListings,
  PostPhoto,
} from '@blaze/contracts';
import {
  CITIES,
  ListingCreateBodySchema,
  ListingUpdateBodySchema,
  MARKETPLACE_LIMITS,
  cityByName,
  currencyForCountry,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { distanceM } from '../../lib/geo.ts';
import type { BlocksService } from '../blocks/blocks.service.ts';
import type { DiscoveryService } from '../discovery/discovery.service.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { SafetyService } from '../safety/safety.service.ts';
import { DEMO_LISTINGS, demoListingPhoto } from './demo-listings.ts';
import { goneCard, toListing, toListingSummary, toMessageListing } from './marketplace.mapper.ts';
import {
  marketplaceRepository,
  type ListingKey,
  type ListingRow,
  type NewListing,
} from './marketplace.repository.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINE_MAX = 200;

const listingGone = () => notFound('This listing is no longer available.');
const notYours = () => notFound('You have no listing with this id.');
const badRequest = (message: string) => new AppError(400, 'BAD_REQUEST', message);

type Deps = {
  db: Database;
  clock: Clock;
  profiles: Pick<ProfilesService, 'authorsByIds' | 'demoMemberIds' | 'cardsByIds'>;
  photos: Pick<
    PhotosService,
    'uploadListingPhoto' | 'ownListingPhotoIds' | 'listingPhotos' | 'removeListingPhotos'
  >;
  /** His listed city (from his public point, a city name only), for 'near me' and the form's default. */
  discovery: Pick<DiscoveryService, 'homeCityOf'>;
  blocks: Pick<BlocksService, 'blockedAmong'>;
  messaging: Pick<MessagingService, 'sendListingMessage'>;
  safety: Pick<SafetyService, 'reportContent'>;
  isAdmin: (email: string) => Promise<boolean>;
  /** The admin audit log (issue 17): a removal writes a row. */
  /** The audit log, and the one rule of who on staff may act on whom (decision 028). */
  staff: Pick<AdminService, 'audit' | 'assertMayActOn'>;
};

/** The page cursor: the sort it belongs to, then the last listing's sort value and id. Opaque. */
function encodeCursor(sort: string, key: ListingKey): string {
  return Buffer.from(JSON.stringify([sort, key.sortValue, key.id])).toString('base64url');
}
function decodeCursor(sort: string, cursor: string): ListingKey {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 3 &&
      parsed[0] === sort &&
      typeof parsed[1] === 'string' &&
      typeof parsed[2] === 'string' &&
      (sort === 'newest' ? !Number.isNaN(Date.parse(parsed[1])) : /^\d{1,12}$/.test(parsed[1]))
    )
      return { sortValue: parsed[1], id: parsed[2] };
  } catch {
    // falls through to the refusal
  }
  throw badRequest('This page of results is out of date. Search again.');
}

/**
 * The words of a search (at most a few), lower-cased, letters and digits only: punctuation splits words
 * as the full-text parser does, and nothing a member types can be query syntax. A single letter says
 * nothing and is left out.
 */
function wordsOf(q: string | undefined): string[] {
  if (!q) return [];
  return [
    ...new Set(
      q
        .normalize('NFKC')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u),
    ),
  ]
    .filter((w) => w.length >= 2)
    .slice(0, MARKETPLACE_LIMITS.queryWordsMax);
}

/** Listed cities whose centre is within `km` of this city's centre (the city itself included). */
function citiesNear(cityName: string, km: number): string[] {
  const centre = cityByName(cityName);
  if (!centre) return [];
  return CITIES.filter(
    (c) =>
      c.name === centre.name ||
      distanceM({ lat: centre.lat, lng: centre.lng }, { lat: c.lat, lng: c.lng }) <= km * 1000,
  ).map((c) => c.name);
}

/**
 * The marketplace (issue 16, decision 026): listings live at once, visible to others while active and
 * for a week after they sold, never across a block; only the seller changes his; 'Message seller' opens
 * the chat with the listing attached (a 'listing' message through messaging); reports go to the one
 * report store; an admin can remove one. Listings are placed by listed city, never by a point.
 */
export function marketplaceService({
  db,
  clock,
  profiles,
  photos,
  discovery,
  blocks,
  messaging,
  safety,
  isAdmin,
  staff,
}: Deps) {
  const repo = marketplaceRepository(db);
  const soldSince = () =>
    new Date(clock.now().getTime() - MARKETPLACE_LIMITS.soldVisibleDays * DAY_MS);

  async function photoMap(viewerId: string, rows: ListingRow[], firstOnly: boolean) {
    const ids = rows.flatMap((r) => (firstOnly ? r.photoIds.slice(0, 1) : r.photoIds));
    return photos.listingPhotos(viewerId, ids);
  }

  async function present(viewerId: string, row: ListingRow): Promise<Listing> {
    const [photoById, sellers] = await Promise.all([
      photoMap(viewerId, [row], false),
      profiles.authorsByIds([row.sellerId]),
    ]);
    const seller = sellers.get(row.sellerId);
    if (!seller) throw listingGone();
    return toListing(row, viewerId, photoById, seller);
  }

  async function visible(viewerId: string, id: string): Promise<ListingRow> {
    const row = await repo.visible(viewerId, id, soldSince());
    if (!row) throw listingGone();
    return row;
  }

  async function own(userId: string, id: string): Promise<ListingRow> {
    const row = await repo.own(userId, id);
    if (!row) throw notYours();
    return row;
  }

  /**
   * The photos must be his listing uploads, and not on another of his listings: any other id is a 400
   * that names no owner (another member's photo id says nothing about that member).
   */
  async function checkPhotos(userId: string, photoIds: string[], listingId: string | null) {
    if (photoIds.length === 0) return;
    const mine = await photos.ownListingPhotoIds(userId, photoIds);
    if (photoIds.some((id) => !mine.has(id)))
      throw badRequest('A photo of this listing is missing. Upload it again.');
    if ((await repo.photosInUse(userId, photoIds, listingId)).size > 0)
      throw badRequest('A photo is already on another of your listings. Upload it again.');
  }

  async function cityOrHome(userId: string, city: string | undefined): Promise<string> {
    const chosen = city ?? (await discovery.homeCityOf(userId));
    if (!chosen)
      throw badRequest('Pick the city where the buyer can collect it: we do not know yours yet.');
    return chosen;
  }

  return {
    uploadPhoto: (userId: string, bytes: Buffer): Promise<PostPhoto> =>
      photos.uploadListingPhoto(userId, bytes),

    /** A new listing, live at once (decision 026: removed on report rather than approved first). */
    async create(userId: string, input: ListingCreateBody): Promise<Listing> {
      const body = ListingCreateBodySchema.parse(input);
      const city = await cityOrHome(userId, body.city);
      await checkPhotos(userId, body.photoIds, null);
      const now = clock.now();
      const row = await repo.insertWithinCap(
        {
          id: randomUUID(),
          sellerId: userId,
          title: body.title,
          description: body.description,
          priceMinor: body.priceMinor,
          currency: body.currency,
          category: body.category,
          condition: body.condition,
          city,
          photoIds: body.photoIds,
          createdAt: now,
          updatedAt: now,
        },
        MARKETPLACE_LIMITS.activePerSeller,
      );
      if (!row)
        throw new AppError(
          409,
          'LISTING_LIMIT',
          `You have ${MARKETPLACE_LIMITS.activePerSeller} listings for sale. Mark some sold or delete them first.`,
        );
      return present(userId, row);
    },

    /**
     * Browse and search: the filters in SQL, keyset pages in the chosen order. 'Near me' keeps the
     * listed cities whose centre is within nearKm of my own city's centre: a list of city names, so
     * nothing depends on where I am beyond my city.
     */
    async search(viewerId: string, q: ListingFilters): Promise<ListingPage> {
      const myCity = await discovery.homeCityOf(viewerId);
      let cities: string[] | undefined;
      let nearCity: string | null = null;
      if (q.city) cities = [q.city];
      else if (q.nearKm !== undefined && myCity) {
        cities = citiesNear(myCity, q.nearKm);
        nearCity = myCity;
      }
      const rows = await repo.search({
        viewerId,
        soldSince: soldSince(),
        words: wordsOf(q.q),
        category: q.category,
        condition: q.condition,
        currency: q.currency,
        minPrice: q.minPrice,
        maxPrice: q.maxPrice,
        cities,
        sort: q.sort,
        after: q.cursor ? decodeCursor(q.sort, q.cursor) : undefined,
        limit: q.limit,
      });
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      const nextCursor =
        rows.length > q.limit && last
          ? encodeCursor(q.sort, {
              sortValue:
                q.sort === 'newest' ? last.createdAt.toISOString() : String(last.priceMinor),
              id: last.id,
            })
          : null;
      const photoById = await photoMap(viewerId, page, true);
      return {
        listings: page.map((r) => toListingSummary(r, viewerId, photoById)),
        nextCursor,
        nearCity,
        myCity,
      };
    },

    /** One listing: 404 when deleted, removed, sold more than a week ago, or across a block. */
    async byId(viewerId: string, id: string): Promise<Listing> {
      return present(viewerId, await visible(viewerId, id));
    },

    async mine(userId: string, status: ListingStatus): Promise<MyListings> {
      const [rows, myCity] = await Promise.all([
        repo.mine(userId, status, MINE_MAX),
        discovery.homeCityOf(userId),
      ]);
      const photoById = await photoMap(userId, rows, true);
      return { listings: rows.map((r) => toListingSummary(r, userId, photoById)), myCity };
    },

    /** The seller edits his listing; photos taken off it are deleted. */
    async update(userId: string, id: string, input: ListingUpdateBody): Promise<Listing> {
      const body = ListingUpdateBodySchema.parse(input);
      const before = await own(userId, id);
      if (body.photoIds) await checkPhotos(userId, body.photoIds, id);
      const values: Partial<NewListing> = { updatedAt: clock.now() };
      for (const key of [
        'title',
        'description',
        'priceMinor',
        'currency',
        'category',
        'condition',
        'city',
        'photoIds',
      ] as const)
        if (body[key] !== undefined) Object.assign(values, { [key]: body[key] });
      const row = await repo.update(userId, id, values);
      if (!row) throw notYours();
      if (body.photoIds) {
        const kept = new Set(body.photoIds);
        await photos.removeListingPhotos(
          userId,
          before.photoIds.filter((p) => !kept.has(p)),
        );
      }
      return present(userId, row);
    },

    /** Mark sold, or relist: a relisted listing is active again (and counts against his cap). */
    async setStatus(userId: string, id: string, status: ListingStatus): Promise<Listing> {
      const before = await own(userId, id);
      if (before.status === status) return present(userId, before);
      const now = clock.now();
      const row = await repo.update(userId, id, {
        status,
        soldAt: status === 'sold' ? now : null,
        updatedAt: now,
      });
      if (!row) throw notYours();
      return present(userId, row);
    },

    /** He deletes his listing: gone for everyone at once (chats show it as no longer available). */
    async delete(userId: string, id: string): Promise<void> {
      const before = await own(userId, id);
      const now = clock.now();
      const row = await repo.update(userId, id, {
        status: 'deleted',
        endedAt: now,
        updatedAt: now,
        photoIds: [],
      });
      if (!row) throw notYours();
      await photos.removeListingPhotos(userId, before.photoIds);
    },

    /**
     * 'Message seller': the 1:1 chat with the seller opens with the listing attached. The listing must
     * be one he may see and still for sale; messaging applies its own rules (blocks, send limit,
     * client ids, Requests).
     */
    async messageSeller(
      userId: string,
      id: string,
      body: ListingMessageBody,
    ): Promise<{ conversationId: string }> {
      const row = await visible(userId, id);
      if (row.sellerId === userId) throw badRequest('This is your own listing.');
      if (row.status !== 'active')
        throw new AppError(409, 'LISTING_SOLD', 'This listing has been sold.');
      const { conversationId } = await messaging.sendListingMessage(userId, row.sellerId, {
        listingId: row.id,
        text: body.text || null,
        clientId: body.clientId,
      });
      return { conversationId };
    },

    async report(userId: string, id: string, body: ContentReportBody): Promise<number> {
      const row = await visible(userId, id);
      if (row.sellerId === userId) throw badRequest("You can't report your own listing.");
      return safety.reportContent({
        reporterId: userId,
        reportedId: row.sellerId,
        targetKind: 'listing',
        targetId: row.id,
        evidence: JSON.stringify({
          title: row.title,
          description: row.description,
          priceMinor: row.priceMinor,
          currency: row.currency,
          city: row.city,
          photoIds: row.photoIds,
        }),
        reason: body.reason,
        details: body.details ?? null,
      });
    },

    /** An admin takes a listing down (for now by API; the queue screen comes with the safety issue). */
    async remove(actor: StaffActor, id: string, note: string | undefined): Promise<void> {
      if (!(await isAdmin(actor.email))) throw notFound();
      const [listing] = await repo.byIds([id]);
      if (listing) await staff.assertMayActOn(actor, listing.sellerId);
      if (!(await repo.remove(id, note ?? null, clock.now()))) throw listingGone();
      await staff.audit(actor, {
        action: 'listing.remove',
        subjectKind: 'listing',
        subjectId: id,
        reason: note ?? null,
      });
    },

    /**
     * The chat's cards for listing messages (messaging's port): each listing as it is now, for this
     * viewer. Deleted, removed, or across a block with its seller: 'gone', with nothing of it.
     */
    async messageCards(viewerId: string, ids: string[]): Promise<Map<string, MessageListing>> {
      const rows = await repo.byIds([...new Set(ids)]);
      const blocked = await blocks.blockedAmong(
        viewerId,
        rows.map((r) => r.sellerId).filter((s) => s !== viewerId),
      );
      const shown = rows.filter(
        (r) => (r.status === 'active' || r.status === 'sold') && !blocked.has(r.sellerId),
      );
      const photoById = await photoMap(viewerId, shown, true);
      const out = new Map<string, MessageListing>(ids.map((id) => [id, goneCard(id)]));
      for (const r of shown) {
        const first = r.photoIds[0];
        out.set(r.id, toMessageListing(r, (first && photoById.get(first)) || null));
      }
      return out;
    },

    /**
     * Demo content: listings by demo members in their cities, priced in their country's currency,
     * each with a generated photo. Once: nothing is added when demo listings exist.
     */
    async ensureDemoListings(): Promise<number> {
      if ((await repo.demoCount()) > 0) return 0;
      const members = await profiles.demoMemberIds();
      if (members.length === 0) return 0;
      const cards = await profiles.cardsByIds(members);
      const now = clock.now().getTime();
      let added = 0;
      for (const [i, demo] of DEMO_LISTINGS.entries()) {
        const sellerId = members[(i * 5 + 2) % members.length]!;
        const city = cityByName(cards.get(sellerId)?.city ?? '') ?? cityByName('Berlin')!;
        const photo = await photos.uploadListingPhoto(
          sellerId,
          await demoListingPhoto(demo.category, i),
        );
        const createdAt = new Date(now - demo.hoursAgo * HOUR_MS);
        const row = await repo.insertWithinCap(
          {
            id: randomUUID(),
            sellerId,
            title: demo.title,
            description: demo.description,
            priceMinor: demo.price * 100,
            currency: currencyForCountry(city.country),
            category: demo.category,
            condition: demo.condition,
            city: city.name,
            photoIds: [photo.id],
            status: demo.sold ? 'sold' : 'active',
            soldAt: demo.sold ? new Date(now - HOUR_MS) : null,
            isDemo: true,
            createdAt,
            updatedAt: createdAt,
          },
          MARKETPLACE_LIMITS.activePerSeller,
        );
        if (row) added += 1;
      }
      return added;
    },
  };
}

export type MarketplaceService = ReturnType<typeof marketplaceService>;
