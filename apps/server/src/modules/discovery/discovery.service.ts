import type {
  AroundFiltersParsed,
  AroundStats,
  ExploreFilters,
  FavouritesPage,
  LocationSource,
  LocationUpdate,
  MapSettings,
  MyLocation,
  NearbyFilters,
  NearbyMember,
  NearbyPage,
  StatsBucket,
} from '@blaze/contracts';
import {
  AGE_BANDS,
  AGE_MAX,
  AGE_MIN,
  DISCOVERY_LIMITS,
  NEARBY_DEFAULT_RADIUS_KM,
  newMemberSince,
  PROFILE_COMPLETE_PERCENT,
  roundDistanceM,
  STATS_CATALOGUES,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { distanceM, mapArea, searchOriginOf, type Point } from '../../lib/geo.ts';
import type { MemberLocation, ProfilesService } from '../profiles/profiles.service.ts';
import { toNearbyMember } from './discovery.mapper.ts';
import {
  discoveryRepository,
  type MemberListRow,
  type NearbySearch,
} from './discovery.repository.ts';
import { nearbyAmongRepository, type MemberIdsQuery } from './nearby-among.repository.ts';
import {
  cityCentre,
  cityOfPublicPoint,
  hoursTooSoon,
  type KeptCell,
  placePublicPoint,
  rememberLocation,
  type RecentLocation,
} from './geo.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

const MAX_OFFSET = 1_000;
const FAVOURITES_MAX = 500;
const BACKFILL_BATCH = 500;
/** Cells named per statement by the start-up renaming (four parameters each). */
const RENAME_BATCH = 5_000;

const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,4})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match)
    throw new AppError(400, 'VALIDATION_FAILED', 'cursor: not a cursor this server gave out');
  return Number(match[1]);
}

const locationRequired = () =>
  new AppError(
    422,
    'LOCATION_REQUIRED',
    'Share your location or pick a city to see who is nearby.',
  );

/** Where his searches start: his own point, or the roamed city's centre while he roams (decision 022). */
function around(me: MemberLocation): Point {
  const origin = searchOriginOf(me);
  if (!origin) throw locationRequired();
  return origin;
}

/** How often a node looks for lapsed roams at the latest, beside the ends it knows of. */
const ROAM_RECHECK_MS = 30_000;
const ROAM_SETTLE_BATCH = 200;

/** SQL-side filters from the query (radius in metres, 'new' as a date). */
function searchFilter(q: AroundFiltersParsed) {
  return {
    radiusM: q.radiusKm * 1000,
    minAge: q.minAge,
    maxAge: q.maxAge,
    types: q.types,
    onlineOnly: q.onlineOnly,
    newSince: q.newOnly ? newMemberSince() : null,
  };
}

/** The same filters around a given point. */
const aroundFilter = (point: Point, q: AroundFiltersParsed) => ({
  lat: point.lat,
  lng: point.lng,
  ...searchFilter(q),
});

/** Every value of a catalogue, in its order, with its count (0 when nobody around has it). */
function buckets(catalogue: readonly string[], rows: Array<{ value: string; n: number }>) {
  const counts = new Map(rows.map((r) => [r.value, r.n]));
  return catalogue.map((value): StatsBucket => ({ value, count: counts.get(value) ?? 0 }));
}

/**
 * Where an update puts him: his device's point, or the centre of the city he picked (and that city; a
 * device point is named by its public point once placed, see `cityOfPublicPoint`).
 */
function resolve(update: LocationUpdate): {
  point: Point;
  source: LocationSource;
  place: { city: string; country: string } | null;
} {
  if (!('city' in update))
    return { point: { lat: update.lat, lng: update.lng }, source: 'device', place: null };
  const picked = cityCentre(update.city);
  if (!picked) throw new AppError(400, 'VALIDATION_FAILED', 'city: pick a city from the list');
  return { point: picked.point, source: 'city', place: picked };
}

export type DiscoverySettings = { map: MapSettings };
export type { MemberIdsQuery };

/** A search among a set of members (another module's subquery of ids): see `nearbyAmong`. */
export type AmongQuery = {
  /** Null: any distance (one item opened by id); else the radius, matched by rounded distance. */
  radiusKm: number | null;
  minAge: number;
  maxAge: number;
  limit: number;
  cursor?: string | undefined;
};

/** 'about 4 minutes', 'about 13 hours': how long until a refused move is plausible. */
function waitText(hours: number): string {
  const [n, unit] = hours < 1 ? [Math.ceil(hours * 60), 'minute'] : [Math.ceil(hours), 'hour'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The points a new location is checked against: the jump window and his latest point. */
function recentOf(me: {
  latitude: number | null;
  longitude: number | null;
  locationUpdatedAt: Date | null;
  recentLocations: RecentLocation[];
}): RecentLocation[] {
  if (me.latitude === null || me.longitude === null || !me.locationUpdatedAt)
    return me.recentLocations;
  const latest = { lat: me.latitude, lng: me.longitude, at: me.locationUpdatedAt.getTime() };
  return [...me.recentLocations, latest];
}

export function discoveryService(
  db: Database,
  profiles: ProfilesService,
  settings: DiscoverySettings,
  clock: Clock = systemClock,
) {
  const repo = discoveryRepository(db);
  const among = nearbyAmongRepository(db);

  /** His own public point again, from his true point (his grid cell, or his picked city). */
  function homePoint(me: {
    latitude: number | null;
    longitude: number | null;
    locationSource: string;
    publicCells: KeptCell[];
  }) {
    if (me.latitude === null || me.longitude === null)
      return { publicLat: null, publicLng: null, publicCells: me.publicCells };
    const placed = placePublicPoint(
      { lat: me.latitude, lng: me.longitude },
      me.locationSource === 'city' ? 'city' : 'device',
      me.publicCells,
    );
    return { publicLat: placed.point.lat, publicLng: placed.point.lng, publicCells: placed.cells };
  }

  /** The listed city he is named by at home (his own public point, not a roamed city's); null: none near. */
  function homeCity(me: Parameters<typeof homePoint>[0]): string | null {
    const home = homePoint(me);
    if (home.publicLat === null || home.publicLng === null) return null;
    return cityOfPublicPoint({ lat: home.publicLat, lng: home.publicLng })?.city ?? null;
  }

  // Roams lapse by the clock (decision 022). Before a search reads public points, lapsed roamers are
  // put home: at once when a roam this node knows of has ended, else at most every ROAM_RECHECK_MS (for
  // roams started on another node), so searches do not pay a write each.
  let nextSettleAt = 0;
  let settling: Promise<void> | null = null;
  async function settleNow(): Promise<void> {
    const now = clock.now();
    for (;;) {
      const lapsed = await profiles.lapsedRoamers(now, ROAM_SETTLE_BATCH);
      for (const r of lapsed) await profiles.endRoam(r.id, homePoint(r));
      if (lapsed.length < ROAM_SETTLE_BATCH) break;
    }
    const next = await profiles.nextRoamEnd();
    nextSettleAt = Math.min(next?.getTime() ?? Infinity, now.getTime() + ROAM_RECHECK_MS);
  }
  /**
   * One page of the nearby list: the boosted members within the radius (same filters, same coarse
   * order), then everyone else; offsets count through both. The boosted part is read up to the end of
   * this page; when it ends before, its length B is known, and the rest of the page is the regular list
   * from offset - B (decision 021).
   */
  async function boostedFirst(
    search: Omit<NearbySearch, 'boosts' | 'limit' | 'offset'>,
    offsetRows: number,
    limit: number,
  ) {
    const end = offsetRows + limit;
    const boosted = await repo.nearby({ ...search, boosts: 'only', limit: end, offset: 0 });
    const top = boosted.rows.slice(offsetRows);
    const rest =
      boosted.rows.length < end
        ? await repo.nearby({
            ...search,
            boosts: 'except',
            limit: limit - top.length,
            offset: Math.max(0, offsetRows - boosted.rows.length),
          })
        : { origin: null, rows: [] };
    return {
      origin: boosted.origin ?? rest.origin,
      rows: [
        ...top.map((r) => ({ r, boosted: true })),
        ...rest.rows.map((r) => ({ r, boosted: false })),
      ],
    };
  }

  function settleRoams(): Promise<void> {
    if (clock.now().getTime() < nextSettleAt) return Promise.resolve();
    settling ??= settleNow().finally(() => {
      settling = null;
    });
    return settling;
  }

  /**
   * A page of the nearby list, from his own point (or his roamed city) or from `origin` (Explore):
   * boosted members within the radius first, then the rest in coarse order. A page is never smaller
   * than the minimum, so pages of one cannot spell out an order. Only an empty page from his own point
   * needs it looked up again (no location yet is a 422; else nobody is around).
   */
  async function listPage(
    viewerId: string,
    query: NearbyFilters,
    origin: Point | null,
  ): Promise<NearbyPage> {
    const offsetRows = decodeCursor(query.cursor);
    const limit = Math.max(query.limit, DISCOVERY_LIMITS.minPageSize);
    await settleRoams();
    const page = await boostedFirst(
      {
        viewerId,
        ...searchFilter(query),
        unswiped: query.unswiped,
        onlineFirst: query.sort === 'available',
        now: clock.now(),
        ...(origin ? { origin } : {}),
      },
      offsetRows,
      limit,
    );
    const here = origin ?? page.origin ?? around(await profiles.locationState(viewerId));
    const now = clock.now().getTime();
    const end = offsetRows + limit;
    return {
      members: page.rows.map(({ r, boosted: b }) =>
        toNearbyMember(r, profiles.photoUrl, here, now, r.coarseDistanceM, b),
      ),
      nextCursor: page.rows.length === limit && end < MAX_OFFSET ? encodeCursor(end) : null,
      origin: mapArea(here),
    };
  }

  return {
    async updateLocation(userId: string, update: LocationUpdate): Promise<MyLocation> {
      const { point, source, place: picked } = resolve(update);
      const me = await profiles.locationState(userId);
      const now = new Date();
      // Checked against every point of the last hour, not only the latest, so hops just under the
      // limit cannot be chained into a jump.
      const tooSoon = hoursTooSoon(point, now.getTime(), recentOf(me));
      if (tooSoon > 0) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          `Your location is changing faster than anyone can travel. You can move this far in about ${waitText(tooSoon)}.`,
        );
      }
      const placed = placePublicPoint(point, source, me.publicCells);
      // Named by his public point (his home cell even while he roams: 'Visiting from'), never his true one.
      const place = picked ?? cityOfPublicPoint(placed.point);
      // While he roams, the statement keeps his public point on the roamed city (decision 022).
      const row = await profiles.setLocation(
        userId,
        {
          latitude: point.lat,
          longitude: point.lng,
          publicLat: placed.point.lat,
          publicLng: placed.point.lng,
          publicCells: placed.cells,
          recentLocations: rememberLocation(me.recentLocations, point, now.getTime()),
          city: place?.city ?? me.city,
          country: place?.country ?? me.country,
          locationSource: source,
          locationUpdatedAt: now,
        },
        place?.city ?? null,
      );
      return {
        city: row?.city ?? null,
        country: row?.country ?? null,
        source,
        locationVisible: row?.locationVisible ?? true,
        updatedAt: now.toISOString(),
      };
    },

    async nearby(viewerId: string, query: NearbyFilters): Promise<NearbyPage> {
      return listPage(viewerId, query, null);
    },

    /**
     * Explore (issue 15): the nearby list around a listed city's centre, the same statement and rules
     * (public points, coarse distances from the centre, blocks both ways, filters); it moves nothing.
     */
    async explore(viewerId: string, query: ExploreFilters): Promise<NearbyPage> {
      const centre = cityCentre(query.city);
      if (!centre) throw new AppError(400, 'VALIDATION_FAILED', 'city: pick a city from the list');
      return listPage(viewerId, query, centre.point);
    },

    async stats(viewerId: string, query: AroundFiltersParsed): Promise<AroundStats> {
      await settleRoams();
      const here = around(await profiles.locationState(viewerId));
      const s = await repo.aroundStats(
        { ...aroundFilter(here, query), viewerId, unswiped: false },
        AGE_BANDS,
        newMemberSince(),
      );
      return {
        radiusKm: query.radiusKm,
        total: s.total,
        online: s.online,
        new: s.new,
        ages: AGE_BANDS.map((band, i) => ({ value: band.label, count: s.ages[i] ?? 0 })),
        bodyTypes: buckets(STATS_CATALOGUES.bodyTypes, s.bodyTypes),
        positions: buckets(STATS_CATALOGUES.positions, s.positions),
        lookingFor: buckets(STATS_CATALOGUES.lookingFor, s.lookingFor),
      };
    },

    /** My favourites wherever they are: online first, then the nearest (rounded), then the rest. */
    async favourites(viewerId: string): Promise<FavouritesPage> {
      const here = searchOriginOf(await profiles.locationState(viewerId));
      const rank = (r: MemberListRow) =>
        here && r.locationVisible && !r.hideDistance && r.publicLat !== null && r.publicLng !== null
          ? roundDistanceM(distanceM(here, { lat: r.publicLat, lng: r.publicLng }))
          : Infinity;
      const rows = (await repo.listFavourites(viewerId, FAVOURITES_MAX))
        .map((r) => ({ r, rank: rank(r) }))
        .sort((a, b) => Number(b.r.isOnline) - Number(a.r.isOnline) || a.rank - b.rank);
      const now = Date.now();
      return {
        members: rows.map(({ r }) => toNearbyMember(r, profiles.photoUrl, here, now)),
        origin: here && mapArea(here),
      };
    },

    /** The star: private to the member who sets it. */
    async setFavourite(viewerId: string, targetId: string, on: boolean): Promise<boolean> {
      await profiles.assertOtherReachable(
        viewerId,
        targetId,
        "You can't favourite your own profile.",
      );
      await repo.setFavourite(viewerId, targetId, on);
      return on;
    },

    /** Swiped left: he leaves my swipe deck until I start over. */
    async pass(viewerId: string, targetId: string): Promise<void> {
      await profiles.assertOtherReachable(
        viewerId,
        targetId,
        "You can't pass on your own profile.",
      );
      await repo.pass(viewerId, targetId);
    },

    startOver: (viewerId: string) => repo.clearPasses(viewerId),

    /**
     * Members within the nearby radius of him (ids only), nearest first by rounded distance, for the
     * feed's 'near me' posts and the stories row: the nearby list's own statement with no filter, so
     * the same rules hold (public points, blocks both ways) and its page bound keeps it cheap.
     */
    async nearbyMemberIds(viewerId: string, limit: number): Promise<string[]> {
      const found = await repo.nearby({
        viewerId,
        radiusM: NEARBY_DEFAULT_RADIUS_KM * 1000,
        minAge: AGE_MIN,
        maxAge: AGE_MAX,
        types: undefined,
        onlineOnly: false,
        newSince: null,
        unswiped: false,
        limit,
        offset: 0,
        onlineFirst: false,
        boosts: 'all',
        now: clock.now(),
      });
      return found.rows.map((r) => r.id);
    },

    /**
     * Members among `ids` (a subquery another module's repository builds, e.g. Right Now's live authors)
     * around the viewer, by the nearby list's rules (decision 008): rounded distances from public points,
     * the radius matched by rounded distance, nearest first by rounded distance then id, pages of at least
     * the minimum, members who hide their location never listed by place, age filters, blocks both ways.
     * With no radius (one item opened by id) anyone in the set he may see, his distance still rounded.
     */
    async nearbyAmong(
      viewerId: string,
      ids: MemberIdsQuery,
      q: AmongQuery,
    ): Promise<{ members: NearbyMember[]; nextCursor: string | null }> {
      await settleRoams();
      const me = await profiles.locationState(viewerId);
      if (q.radiusKm !== null) around(me);
      const offset = decodeCursor(q.cursor);
      const limit = Math.max(q.limit, DISCOVERY_LIMITS.minPageSize);
      const rows = await among.nearbyAmong({
        viewerId,
        among: ids,
        radiusM: q.radiusKm === null ? null : q.radiusKm * 1000,
        minAge: q.minAge,
        maxAge: q.maxAge,
        limit,
        offset,
      });
      const here = searchOriginOf(me);
      const now = Date.now();
      const next = offset + limit;
      return {
        members: rows.map((r) =>
          toNearbyMember(r, profiles.photoUrl, here, now, r.coarseDistanceM ?? undefined),
        ),
        nextCursor: rows.length === limit && next < MAX_OFFSET ? encodeCursor(next) : null,
      };
    },

    /**
     * The home strip's counts: around the viewer (the nearby radius) once he has a location, else
     * everyone; and his favourites he may still see.
     */
    async homeCounts(viewerId: string) {
      await settleRoams();
      const me = await profiles.locationOf(viewerId);
      const here = me && searchOriginOf(me);
      const [counts, favourites] = await Promise.all([
        repo.counts({
          viewerId,
          newSince: newMemberSince(),
          completeAt: PROFILE_COMPLETE_PERCENT,
          around: here ? { ...here, radiusM: NEARBY_DEFAULT_RADIUS_KM * 1000 } : null,
        }),
        repo.favouritesCount(viewerId),
      ]);
      return { ...counts, favourites };
    },

    /**
     * Gives a public point to members stored with only an exact one (seeded, or from before the rule:
     * migration 0009 cleared the points of the per-member-offset rule, so they are placed anew here).
     */
    async placeMissingPublicPoints(): Promise<number> {
      let placed = 0;
      for (;;) {
        const rows = await profiles.withoutPublicPoint(BACKFILL_BATCH);
        for (const row of rows) {
          const { point, cells } = placePublicPoint(
            { lat: row.latitude!, lng: row.longitude! },
            row.locationSource === 'city' ? 'city' : 'device',
            [],
          );
          await profiles.setPublicPoint(row.id, {
            publicLat: point.lat,
            publicLng: point.lng,
            publicCells: cells,
          });
        }
        placed += rows.length;
        if (rows.length < BACKFILL_BATCH) return placed;
      }
    },

    /**
     * Names device members by their public point (decision 008) where rows written before that rule
     * still hold the name of their true point, until their next move. Run at start-up, after
     * `placeMissingPublicPoints`; idempotent. Members at home in one cell share its name, so it is named
     * once per cell (one read of the distinct cells and names, one update per batch of cells whose
     * members are named otherwise); roamers, named by their home cell, one by one. A cell with no listed
     * city near names nobody. City-mode members keep the city they picked. Answers how many changed.
     */
    async renameByPublicPoints(): Promise<number> {
      const stale = new Map<
        string,
        { lat: number; lng: number; city: string | null; country: string | null }
      >();
      for (const row of await profiles.deviceCellNames()) {
        const place = cityOfPublicPoint(row);
        const city = place?.city ?? null;
        const country = place?.country ?? null;
        if (row.city !== city || row.country !== country)
          stale.set(`${row.lat},${row.lng}`, { lat: row.lat, lng: row.lng, city, country });
      }
      const cells = [...stale.values()];
      let renamed = 0;
      for (let i = 0; i < cells.length; i += RENAME_BATCH)
        renamed += await profiles.nameCells(cells.slice(i, i + RENAME_BATCH));
      for (const r of await profiles.deviceRoamers()) {
        const home = homePoint(r);
        const place = cityOfPublicPoint({ lat: home.publicLat!, lng: home.publicLng! });
        const city = place?.city ?? null;
        const country = place?.country ?? null;
        if (r.city === city && r.country === country && r.roamHomeCity === city) continue;
        await profiles.nameRoamer(r.id, { city, country });
        renamed++;
      }
      return renamed;
    },

    mapSettings: (): MapSettings => settings.map,

    /**
     * Roam (decision 022): his public point on the city's centre until `until`, his true point kept for
     * him. Answers his home city (the listed city near his true point; null: none near). 422 without a
     * location; 409 when he is roaming already (two starts at once place him once).
     */
    async roamTo(userId: string, city: string, until: Date): Promise<{ homeCity: string | null }> {
      const centre = cityCentre(city);
      if (!centre) throw new AppError(400, 'VALIDATION_FAILED', 'city: pick a city from the list');
      await settleRoams();
      const me = await profiles.locationState(userId);
      if (me.latitude === null || me.longitude === null)
        throw new AppError(
          422,
          'LOCATION_REQUIRED',
          'Share your location or pick a city first: Roam shows members there where you are from.',
        );
      const from = homeCity(me);
      if (from === centre.city)
        throw new AppError(409, 'ALREADY_THERE', `You are in ${centre.city} already.`);
      const placed = await profiles.startRoam(
        userId,
        {
          publicLat: centre.point.lat,
          publicLng: centre.point.lng,
          roamingUntil: until,
          roamHomeCity: from,
        },
        clock.now(),
      );
      if (!placed)
        throw new AppError(409, 'ROAM_ACTIVE', 'You are roaming already. End that roam first.');
      nextSettleAt = Math.min(nextSettleAt, until.getTime());
      return { homeCity: from };
    },

    /** His roam is over: his public point is his own grid cell (or picked city) again. */
    async endRoam(userId: string): Promise<void> {
      const me = await profiles.locationState(userId);
      await profiles.endRoam(userId, homePoint(me));
    },

    /**
     * The listed city he is named by at home (null: none near), for /app/roam and a listing's city:
     * the one near his own public point, so it says nothing his cell does not.
     */
    async homeCityOf(userId: string): Promise<string | null> {
      return homeCity(await profiles.locationState(userId));
    },

    settleRoams,

    /** Puts lapsed roamers home now and then even when nobody searches (once across the nodes). */
    registerJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('discovery.settle-roams', ROAM_RECHECK_MS / 1000, () => settleRoams());
    },
  };
}

export type DiscoveryService = ReturnType<typeof discoveryService>;
