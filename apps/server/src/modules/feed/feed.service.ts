import { randomUUID } from 'node:crypto';
import type { AdminService, StaffActor } from '../admin/admin.service.ts';
import type {
  AdminPromotion,
  FeedItem,
  FeedPage,
  FeedTab,
  OffersPage,
  Promotion,
  PromotionCreateBody,
  PromotionUpdateBody,
} from '@blaze/contracts';
import {
  FEED_PAGE_SIZE,
  OFFERS_RADIUS_KM,
  OFFERS_SHOWN,
  PromotionCreateBodySchema,
  PromotionUpdateBodySchema,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { decodeKeyCursor, encodeKeyCursor, numberKeyOf, timeKeyOf } from '../../lib/cursor.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { CreatorsService } from '../creators/creators.service.ts';
import type { DiscoveryService } from '../discovery/discovery.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { PlacesService } from '../places/places.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { DEMO_OFFERS, DEMO_PROMOTIONS } from './demo-promotions.ts';
import { feedRepository, type Near, type PromotionRow } from './feed.repository.ts';

/** Feed: 7 posts and 3 other cards make a page of 10 (decision 015). */
const FEED_POSTS = 7;
const GRID_SIZE = 4;
/** Members near me whose posts Feed reads (with everyone I follow). */
const NEAR_AUTHORS = 200;
const NEARBY_RADIUS_KM = 25;

type Deps = {
  db: Database;
  posts: PostsService;
  /** Raw AF's Creators tab. */
  creators: Pick<CreatorsService, 'postIds'>;
  profiles: ProfilesService;
  discovery: DiscoveryService;
  events: EventsService;
  /** Approved venues, for venues' offers (the places service). */
  places: Pick<PlacesService, 'venueRef' | 'venueByName'>;
  isAdmin: (email: string) => Promise<boolean>;
  /** The admin audit log (issue 17): creating, editing and ending a promotion each write a row. */
  staff: Pick<AdminService, 'audit'>;
  clock: Clock;
};

const PROMOTIONS_LISTED = 200;

const toAdminPromotion = (row: PromotionRow, now: Date): AdminPromotion => ({
  ...toPromotion(row),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  state: row.endsAt && row.endsAt <= now ? 'ended' : row.startsAt > now ? 'scheduled' : 'running',
  impressionCount: row.impressionCount,
  clickCount: row.clickCount,
  isDemo: row.isDemo,
});

const toPromotion = (row: PromotionRow): Promotion => ({
  id: row.id,
  sponsor: row.sponsor,
  title: row.title,
  body: row.body,
  imageUrl: row.imageUrl,
  linkUrl: row.linkUrl,
  ctaLabel: row.ctaLabel,
  venue: row.venueId && row.venueName ? { id: row.venueId, name: row.venueName } : null,
});

const venueColumns = (venue: {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}) => ({
  venueId: venue.id,
  venueName: venue.name,
  latitude: venue.latitude,
  longitude: venue.longitude,
});

/**
 * The dashboard's four tabs, composed on read (decision 015): Feed mixes posts of members I follow and
 * members near me with a grid of members, an event or creator card and a sponsored card; Trending,
 * Following and Liked are posts only. Cursors are keysets, so new posts never shift a later page.
 */
export function feedService({
  db,
  posts,
  creators,
  profiles,
  discovery,
  events,
  places,
  isAdmin,
  staff,
  clock,
}: Deps) {
  const repo = feedRepository(db);

  /** Where venues' offers reach him from: his own point (only he sees what it selects). */
  async function offerReach(viewerId: string): Promise<Near | null> {
    const me = await profiles.locationOf(viewerId);
    return me && me.latitude !== null && me.longitude !== null
      ? { lat: me.latitude, lng: me.longitude, radiusM: OFFERS_RADIUS_KM * 1000 }
      : null;
  }

  const postItems = async (viewerId: string, ids: string[]): Promise<FeedItem[]> =>
    (await posts.hydrate(viewerId, ids)).map((post) => ({ kind: 'post', post }));

  async function extras(viewerId: string, page: number) {
    const [strips, upcoming, creator, promos] = await Promise.all([
      profiles.memberStrips(viewerId, GRID_SIZE * 2),
      events.upcoming(viewerId, { radiusKm: NEARBY_RADIUS_KM }),
      profiles.creatorCard(viewerId, page),
      offerReach(viewerId).then((near) => repo.activeFor(viewerId, new Date(), near)),
    ]);
    const pool = page % 2 === 0 ? strips.newMembers : strips.onlineNow;
    const members = (pool.length >= 2 ? pool : strips.newMembers).slice(0, GRID_SIZE);
    const event = upcoming.events.length ? upcoming.events[page % upcoming.events.length] : null;
    const promo = promos.length ? promos[page % promos.length] : null;
    if (promo) await repo.countImpression(promo.id);
    const grid: FeedItem | null = members.length >= 2 ? { kind: 'profiles', members } : null;
    const middle: FeedItem | null =
      creator && (page % 2 === 1 || !event)
        ? { kind: 'creator', creator }
        : event
          ? { kind: 'event', event }
          : null;
    const sponsored: FeedItem | null = promo
      ? { kind: 'sponsored', promotion: toPromotion(promo) }
      : null;
    return [grid, middle, sponsored];
  }

  async function feed(viewerId: string, cursor?: string): Promise<FeedPage> {
    const key = decodeKeyCursor(cursor);
    const after = key && { at: timeKeyOf(key), id: key.id };
    const page = key?.n ?? 0;
    const [followed, near] = await Promise.all([
      posts.followedIds(viewerId),
      discovery.nearbyMemberIds(viewerId, NEAR_AUTHORS),
    ]);
    const authors = [...new Set([...followed, ...near])];
    // Nobody followed and nobody near yet: the public stream keeps a new member's feed alive.
    const rows = authors.length
      ? await posts.byAuthors(viewerId, authors, after, FEED_POSTS)
      : await posts.everyone(viewerId, after, FEED_POSTS);
    const postList = await postItems(
      viewerId,
      rows.map((r) => r.id),
    );
    const items: FeedItem[] = [];
    if (postList.length) {
      const [grid, middle, sponsored] = await extras(viewerId, page);
      postList.forEach((item, i) => {
        items.push(item);
        if (i === 1 && grid) items.push(grid);
        if (i === 3 && middle) items.push(middle);
        if (i === 5 && sponsored) items.push(sponsored);
      });
    }
    const last = rows.at(-1);
    return {
      items,
      nextCursor:
        last && rows.length === FEED_POSTS
          ? encodeKeyCursor({ k: last.at, id: last.id, n: page + 1 })
          : null,
    };
  }

  async function postsTab(
    viewerId: string,
    tab: Exclude<FeedTab, 'feed'>,
    cursor?: string,
  ): Promise<FeedPage> {
    const key = decodeKeyCursor(cursor);
    if (tab === 'trending') {
      const rows = await posts.trending(
        viewerId,
        key && { rank: numberKeyOf(key), id: key.id },
        FEED_PAGE_SIZE,
      );
      const last = rows.at(-1);
      return {
        items: await postItems(
          viewerId,
          rows.map((r) => r.id),
        ),
        nextCursor:
          last && rows.length === FEED_PAGE_SIZE
            ? encodeKeyCursor({ k: last.rank, id: last.id })
            : null,
      };
    }
    const after = key && { at: timeKeyOf(key), id: key.id };
    const rows =
      tab === 'following'
        ? await posts.following(viewerId, after, FEED_PAGE_SIZE)
        : tab === 'creators'
          ? await creators.postIds(viewerId, after, FEED_PAGE_SIZE)
          : await posts.liked(viewerId, after, FEED_PAGE_SIZE);
    const last = rows.at(-1);
    return {
      items: await postItems(
        viewerId,
        rows.map((r) => r.id),
      ),
      nextCursor:
        last && rows.length === FEED_PAGE_SIZE
          ? encodeKeyCursor({ k: last.at, id: last.id })
          : null,
    };
  }

  async function activePromotion(id: string): Promise<PromotionRow> {
    const row = await repo.findPromotion(id);
    const now = new Date();
    if (!row || row.startsAt > now || (row.endsAt && row.endsAt <= now))
      throw notFound('This promotion has ended.');
    return row;
  }

  return {
    page(viewerId: string, tab: FeedTab, cursor?: string): Promise<FeedPage> {
      return tab === 'feed' ? feed(viewerId, cursor) : postsTab(viewerId, tab, cursor);
    },

    /** Venues' offers near him, nearest first (the Places hub); each shown counts as an impression. */
    async offersNear(viewerId: string): Promise<OffersPage> {
      const near = await offerReach(viewerId);
      if (!near) return { offers: [] };
      const rows = await repo.offersNear(viewerId, new Date(), near, OFFERS_SHOWN);
      for (const row of rows) await repo.countImpression(row.id);
      return { offers: rows.map(toPromotion) };
    },

    async hidePromotion(viewerId: string, id: string): Promise<void> {
      await activePromotion(id);
      await repo.hide(id, viewerId);
    },

    /** Counts a click; answers where it goes. */
    async clickPromotion(viewerId: string, id: string): Promise<{ linkUrl: string | null }> {
      const row = await activePromotion(id);
      await repo.countClick(id);
      return { linkUrl: row.linkUrl };
    },

    async createPromotion(
      admin: StaffActor,
      input: PromotionCreateBody,
    ): Promise<Promotion & { startsAt: string; endsAt: string | null }> {
      if (!(await isAdmin(admin.email))) throw forbidden('Only admins can create promotions.');
      const body = PromotionCreateBodySchema.parse(input);
      const venue = body.venueId ? await places.venueRef(body.venueId) : null;
      if (body.venueId && !venue) throw notFound('No listed venue has this id.');
      const row = await repo.insertPromotion({
        id: randomUUID(),
        sponsor: body.sponsor,
        title: body.title,
        body: body.body,
        imageUrl: body.imageUrl,
        linkUrl: body.linkUrl,
        ctaLabel: body.ctaLabel,
        startsAt: body.startsAt ? new Date(body.startsAt) : clock.now(),
        endsAt: body.endsAt ? new Date(body.endsAt) : null,
        createdBy: admin.userId,
        ...(venue ? venueColumns(venue) : {}),
      });
      await staff.audit(admin, {
        action: 'promotion.create',
        subjectKind: 'promotion',
        subjectId: row.id,
        details: { title: row.title, sponsor: row.sponsor, venueId: row.venueId },
      });
      return {
        ...toPromotion(row),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt?.toISOString() ?? null,
      };
    },

    /** Admins: every promotion and venue offer, newest first, with its state and counters. */
    async adminPromotions(): Promise<AdminPromotion[]> {
      const now = clock.now();
      return (await repo.allPromotions(PROMOTIONS_LISTED)).map((r) => toAdminPromotion(r, now));
    },

    /** Admins: change a promotion's wording, link or window. */
    async updatePromotion(
      actor: StaffActor,
      id: string,
      input: PromotionUpdateBody,
    ): Promise<AdminPromotion> {
      const patch = PromotionUpdateBodySchema.parse(input);
      const current = await repo.findPromotion(id);
      if (!current) throw notFound('No promotion has this id.');
      const startsAt = patch.startsAt ? new Date(patch.startsAt) : current.startsAt;
      const endsAt =
        patch.endsAt === undefined ? current.endsAt : patch.endsAt ? new Date(patch.endsAt) : null;
      if (endsAt && endsAt <= startsAt)
        throw new AppError(400, 'BAD_REQUEST', 'The end must come after the start.');
      const { startsAt: _s, endsAt: _e, ...text } = patch;
      const row = await repo.updatePromotion(id, { ...text, startsAt, endsAt });
      if (!row) throw notFound('No promotion has this id.');
      await staff.audit(actor, {
        action: 'promotion.edit',
        subjectKind: 'promotion',
        subjectId: id,
        details: { fields: Object.keys(patch) },
      });
      return toAdminPromotion(row, clock.now());
    },

    /** Admins: end a promotion now (it stays listed as ended; members stop seeing it). */
    async endPromotion(actor: StaffActor, id: string, reason: string): Promise<AdminPromotion> {
      const current = await repo.findPromotion(id);
      if (!current) throw notFound('No promotion has this id.');
      const now = clock.now();
      if (current.endsAt && current.endsAt <= now)
        throw new AppError(409, 'CONFLICT', 'This promotion has ended already.');
      const row = await repo.updatePromotion(id, {
        endsAt: now,
        ...(current.startsAt > now ? { startsAt: now } : {}),
      });
      if (!row) throw notFound('No promotion has this id.');
      await staff.audit(actor, {
        action: 'promotion.end',
        subjectKind: 'promotion',
        subjectId: id,
        reason: reason || null,
      });
      return toAdminPromotion(row, now);
    },

    /** The seeded demo set, once; the demo venues' offers once, when those venues exist. */
    async ensureDemoPromotions(): Promise<void> {
      const offers = await repo.demoOfferCount();
      if ((await repo.demoCount()) - offers === 0)
        for (const p of DEMO_PROMOTIONS)
          await repo.insertPromotion({
            id: randomUUID(),
            sponsor: p.sponsor,
            title: p.title,
            body: p.body,
            ctaLabel: p.ctaLabel,
            linkUrl: p.linkUrl,
            isDemo: true,
          });
      if (offers > 0) return;
      for (const o of DEMO_OFFERS) {
        const venue = await places.venueByName(o.venue, o.city);
        if (venue)
          await repo.insertPromotion({
            id: randomUUID(),
            sponsor: venue.name,
            title: o.title,
            body: o.body,
            ctaLabel: 'See the venue',
            linkUrl: null,
            isDemo: true,
            ...venueColumns(venue),
          });
      }
    },
  };
}

export type FeedService = ReturnType<typeof feedService>;
