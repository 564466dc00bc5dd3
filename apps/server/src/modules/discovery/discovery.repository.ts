import { and, count, desc, eq, gte, ne, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { AGE_MAX, AGE_MIN, LOCATION_PRIVACY } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { earthAt, mercatorBox, mercatorPoint } from '../../db/earth.ts';
import { favourites, likes, passes, profiles } from '../../db/schema.ts';
import { blockCountOf, notBlockedWith } from '../blocks/blocks.service.ts';
import { boostedAt } from '../boosts/boosts.service.ts';
import { seenLastActive, seenOnline } from '../presence/presence.service.ts';

export type Around = { lat: number; lng: number; radiusM: number };

export type NearbyFilter = Around & {
  viewerId: string;
  minAge: number;
  maxAge: number;
  types: string[] | undefined;
  onlineOnly: boolean;
  /** Only members who joined since then. */
  newSince: Date | null;
  /** Leave out members the viewer has liked or passed (the swipe deck). */
  unswiped: boolean;
};

/**
 * The nearby list: it searches from the viewer's own stored point (the roamed city's centre while he
 * roams, decision 022), or from `origin` (Explore: a listed city's centre). It runs as a prepared
 * statement kept per shape of filter, so everything about the viewer is a parameter, the block rule's
 * viewer too.
 */
export type NearbySearch = Omit<NearbyFilter, 'lat' | 'lng'> & {
  limit: number;
  offset: number;
  onlineFirst: boolean;
  origin?: Point;
  /**
   * Boosted members (a boost running at `now`): 'only' them (the top of the first pages), 'except' them
   * (the rest of the list), or 'all' (no boost rule: the feed's and stories' nearby authors).
   */
  boosts: BoostRule;
  now: Date;
};

export type BoostRule = 'all' | 'only' | 'except';

/** A value bound to the statement, or a placeholder filled in when a prepared statement runs. */
type Bound<T> = T | Placeholder | SQL;
type WhereInput = {
  viewerId: Bound<string>;
  radiusM: Bound<number>;
  /** Null: any age (members who hide their age are then not left out). */
  ages: { min: Bound<number>; max: Bound<number> } | null;
  /** Undefined or empty: any profile type. */
  types: Bound<string[]> | undefined;
  onlineOnly: boolean;
  newSince: Bound<Date> | null;
  unswiped: boolean;
  /** 'only' or 'except' members boosted at this time (an ISO time or a placeholder). */
  boosted?: { rule: 'only' | 'except'; at: Bound<string> };
  visible: SQL;
};

type Point = { lat: number; lng: number };

export const showsAge = sql`coalesce(${profiles.privacySettings}->>'showAge', 'true') <> 'false'`;

const publicPoint = sql`${profiles.publicEarth}`;
const { steps, hiddenBandM } = LOCATION_PRIVACY;
const [firstStep] = steps;

/** The exact distance from `here` (an earth point) to his public point: never shown, only rounded. */
export const distanceTo = (here: SQL) => sql`earth_distance(${publicPoint}, ${here})`;

/**
 * The only distance other members' queries ever see, from a distance `d` to his public point: rounded
 * up to the step it is shown in, or to his 5 km band when he hides it (the rule of `roundDistanceM`).
 * The order uses it, never the exact distance, so the order of the pages shows no more than a reply.
 */
export function coarseDistance(d: SQL): SQL<number> {
  const num = (n: number) => sql.raw(String(n));
  const up = (stepM: number) => sql`ceil(${d} / ${num(stepM)}) * ${num(stepM)}`;
  const stepped = steps.map((s) =>
    Number.isFinite(s.belowM)
      ? sql`when ${d} < ${num(s.belowM)} then ${up(s.stepM)}`
      : sql`else ${up(s.stepM)}`,
  );
  return sql<number>`case when ${profiles.hideDistance} then greatest(${num(hiddenBandM)}, ${up(hiddenBandM)})
    else greatest(${num(firstStep.stepM)}, case ${sql.join(stepped, sql` `)} end) end`;
}

/**
 * Public points within the radius of `here` (an earth point; `d` the distance to it when the statement
 * has it already), by coarse distance: a member is in when his rounded distance is within the radius.
 * The radius is a whole number of km, a multiple of the step in force there (`roundDistanceM(r) == r`,
 * tested), so that is the same as `d <= radius` for one who shows his distance; one who hides it is
 * matched by his 5 km band (the radius rounded up to a whole band), never by the exact radius.
 * earth_box on the GiST index narrows first.
 */
export function within(
  here: SQL,
  radiusM: Bound<number>,
  { d = distanceTo(here), pageBound, box }: { d?: SQL; pageBound?: SQL; box?: SQL } = {},
) {
  const band = sql.raw(String(hiddenBandM));
  const reach = sql`ceil(${radiusM}::float8 / ${band}) * ${band}`;
  return and(
    sql`${profiles.publicLat} is not null`,
    eq(profiles.locationVisible, true),
    box ??
      sql`earth_box(${here}, ${pageBound ? sql`least(${reach}, ${pageBound})` : reach}) @> ${publicPoint}`,
    sql`${d} <= case when ${profiles.hideDistance} then ${reach} else ${radiusM}::float8 end`,
    pageBound ? sql`${d} <= ${pageBound}` : undefined,
  );
}

/** The age rule of a filter: null when it spans every age. */
export const agesOf = (q: { minAge: number; maxAge: number }) =>
  q.minAge <= AGE_MIN && q.maxAge >= AGE_MAX ? null : { min: q.minAge, max: q.maxAge };

/** Profile types: one array parameter (a value, or a placeholder of a kept statement). */
function typeRule(types: Bound<string[]> | undefined) {
  if (types === undefined || (Array.isArray(types) && types.length === 0)) return undefined;
  const list = Array.isArray(types) ? sql.param(types) : types;
  return sql`${profiles.profileType} = any(${list}::text[])`;
}

/** The one definition of 'nearby', shared by the list, the stats and the home strip's counts. */
function nearbyWhere(here: SQL, q: WhereInput, options?: { d?: SQL; pageBound?: SQL; box?: SQL }) {
  return and(
    within(here, q.radiusM, options),
    ne(profiles.id, q.viewerId),
    // A member who hides his age cannot be found by it either.
    q.ages
      ? and(sql`${profiles.age} between ${q.ages.min} and ${q.ages.max}`, showsAge)
      : undefined,
    typeRule(q.types),
    q.onlineOnly ? seenOnline : undefined,
    q.newSince ? gte(profiles.createdAt, q.newSince) : undefined,
    q.unswiped
      ? sql`not exists (select 1 from ${likes} where ${likes.likerId} = ${q.viewerId} and ${likes.likedId} = ${profiles.id})
        and not exists (select 1 from ${passes} where ${passes.passerId} = ${q.viewerId} and ${passes.passedId} = ${profiles.id})`
      : undefined,
    q.boosted
      ? q.boosted.rule === 'only'
        ? boostedAt(profiles.id, q.boosted.at)
        : sql`not ${boostedAt(profiles.id, q.boosted.at)}`
      : undefined,
    q.visible,
  );
}

/** The columns a list of members needs (the service maps them; nothing else leaves). */
export const listColumns = (viewerId: Bound<string>) => ({
  id: profiles.id,
  username: profiles.username,
  displayName: profiles.displayName,
  age: profiles.age,
  showAge: showsAge.mapWith(Boolean),
  avatarPhotoId: profiles.avatarPhotoId,
  isOnline: seenOnline.mapWith(Boolean),
  lastActive: seenLastActive.mapWith(profiles.lastActive),
  createdAt: profiles.createdAt,
  profileType: profiles.profileType,
  tribe: profiles.tribe,
  bodyType: profiles.bodyType,
  verificationStatus: profiles.verificationStatus,
  hideDistance: profiles.hideDistance,
  locationVisible: profiles.locationVisible,
  publicLat: profiles.publicLat,
  publicLng: profiles.publicLng,
  roamingUntil: profiles.roamingUntil,
  roamHomeCity: profiles.roamHomeCity,
  isDemo: profiles.isDemo,
  isFavourite:
    sql<boolean>`exists (select 1 from ${favourites} where ${favourites.ownerId} = ${viewerId} and ${favourites.memberId} = ${profiles.id})`.mapWith(
      Boolean,
    ),
});
export function discoveryRepository(db: Database) {
  /** The nearby statement for one shape of filter, every value a placeholder. */
  function nearbyStatement(
    shape: string,
    has: {
      ages: boolean;
      types: boolean;
      onlineOnly: boolean;
      newSince: boolean;
      unswiped: boolean;
      onlineFirst: boolean;
      origin: boolean;
      boosts: BoostRule;
    },
  ) {
    const p = sql.placeholder;
    const viewerId = p('viewerId');
    // Where the search starts: Explore's city centre, else his own point, or the roamed city's centre
    // (his public point) while he roams (decision 022).
    const [fromLat, fromLng] = has.origin
      ? [sql`${p('originLat')}::float8`, sql`${p('originLng')}::float8`]
      : [
          sql`case when ${profiles.roamingUntil} is null then ${profiles.latitude} else ${profiles.publicLat} end`,
          sql`case when ${profiles.roamingUntil} is null then ${profiles.longitude} else ${profiles.publicLng} end`,
        ];
    const viewer = db.$with('viewer').as(
      db
        .select({
          here: sql`ll_to_earth(${fromLat}, ${fromLng})`.as('here'),
          lat: sql<number | null>`${fromLat}`.as('lat'),
          lng: sql<number | null>`${fromLng}`.as('lng'),
        })
        .from(profiles)
        .where(eq(profiles.id, viewerId)),
    );
    const here = sql`(select ${viewer.here} from ${viewer})`;
    // The distance once per candidate (offset 0 keeps PostgreSQL from copying the expression into
    // every place that reads it), then the coarse distance the order uses.
    const measured = sql`(select ${distanceTo(here)} as d offset 0) as measured`;
    const d = sql`measured.d`;
    const coarse = coarseDistance(d);
    const filter = {
      viewerId,
      radiusM: p('radiusM') as Bound<number>,
      ages: has.ages ? { min: p('minAge'), max: p('maxAge') } : null,
      types: has.types ? p('types') : undefined,
      onlineOnly: has.onlineOnly,
      newSince: has.newSince ? p('newSince') : null,
      unswiped: has.unswiped,
      boosted: has.boosts === 'all' ? undefined : { rule: has.boosts, at: p('now') },
      visible: notBlockedWith(viewerId, profiles.id),
    };
    // Boosted members only: a few, read by id (see `boostedAt`), so the whole set is sorted, no bound.
    const sortsAll = has.onlineFirst || has.boosts === 'only';
    // Sorting every candidate in the radius by coarse distance cost 80+ ms in a city of 35k members.
    // The page needs only those whose coarse distance is at most the page's last one, C. Among any m >= k
    // members in the filter (k = offset + limit), the k-th smallest coarse distance is at least C, so a
    // walk that takes 2k members nearest first bounds C cheaply; the nearer they are, the tighter the
    // bound. A coarse distance is never below the exact one, so every member of the page lies within the
    // bound: the page is the same as with the whole radius sorted, whatever members the walk took (tested).
    // Members who hide their distance (5 km bands) do not push the bound to a whole band while the walk
    // holds k others. The walk runs on the Mercator plane's 2-D index (`mercatorPoint`), several times
    // faster than a KNN walk of the cube index (decision 009). It leaves the block rule out and counts
    // that many more members instead (the blocks involving the viewer: at most that many of those it
    // passes are hidden from him); with the rule inside, PostgreSQL estimated few matches and scanned and
    // sorted the whole earth box. Online-first pages sort the whole radius. The boost rule ('except':
    // the regular pages after the boosted members) is in the walk too, so it bounds among the same members.
    const needed = sql`(${p('nth')}::int + ${blockCountOf(viewerId)})`;
    const [viewerLat, viewerLng] = [
      sql`(select ${viewer.lat} from ${viewer})`,
      sql`(select ${viewer.lng} from ${viewer})`,
    ];
    const reachM = sql`ceil(${filter.radiusM}::float8 / ${sql.raw(String(hiddenBandM))}) * ${sql.raw(String(hiddenBandM))}`;
    const onPlane = mercatorPoint(profiles.publicLat, profiles.publicLng);
    const walk = sql`(select ${coarseDistance(distanceTo(here))} as c from ${profiles} where ${nearbyWhere(
      here,
      { ...filter, visible: sql`true` },
      { box: sql`${onPlane} <@ ${mercatorBox(viewerLat, viewerLng, reachM)}` },
    )} order by ${onPlane} <-> ${mercatorPoint(viewerLat, viewerLng)} limit 2 * (${needed} + 1))`;
    const bound = db
      .$with('page_bound', { m: sql<number>`m`.as('m') })
      // Fewer members than that in the radius: no bound (the whole radius is the page's candidates).
      .as(
        sql`select coalesce((select w.c from ${walk} w order by w.c offset ${needed} limit 1), 'Infinity'::float8) as m`,
      );
    const pageBound = sortsAll ? undefined : sql`(select ${bound.m} from ${bound})`;
    return (
      db
        .with(...(sortsAll ? [viewer] : [viewer, bound]))
        .select({
          ...listColumns(viewerId),
          coarseDistanceM: coarse.mapWith(Number),
          originLat: sql<number>`(select ${viewer.lat} from ${viewer})`.mapWith(Number),
          originLng: sql<number>`(select ${viewer.lng} from ${viewer})`.mapWith(Number),
        })
        .from(profiles)
        .crossJoinLateral(measured)
        // Boosted members only: read by the primary key from the running boosts; the earth box would
        // have PostgreSQL read the whole area's index too. The exact radius rule still holds (`within`).
        .where(
          nearbyWhere(here, filter, {
            d,
            pageBound,
            ...(has.boosts === 'only' ? { box: sql`true` } : {}),
          }),
        )
        // Coarse distance, then the id (random, so unrelated to where anyone is; byte order, the same on
        // every engine and locale): the same order on every page, and no finer than a page shows.
        .orderBy(
          ...(has.onlineFirst ? [desc(seenOnline)] : []),
          coarse,
          sql`${profiles.id} collate "C"`,
        )
        .limit(p('limit'))
        .offset(p('offset'))
        .prepare(`nearby_${shape}`)
    );
  }
  const nearbyStatements = new Map<string, ReturnType<typeof nearbyStatement>>();

  return {
    async setFavourite(ownerId: string, memberId: string, on: boolean): Promise<void> {
      if (on) await db.insert(favourites).values({ ownerId, memberId }).onConflictDoNothing();
      else
        await db
          .delete(favourites)
          .where(and(eq(favourites.ownerId, ownerId), eq(favourites.memberId, memberId)));
    },

    /** My favourites I may still see, the latest first. */
    listFavourites(ownerId: string, limit: number) {
      return db
        .select(listColumns(ownerId))
        .from(favourites)
        .innerJoin(profiles, eq(profiles.id, favourites.memberId))
        .where(and(eq(favourites.ownerId, ownerId), notBlockedWith(ownerId, profiles.id)))
        .orderBy(desc(favourites.createdAt))
        .limit(limit);
    },

    async favouritesCount(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(favourites)
        .innerJoin(profiles, eq(profiles.id, favourites.memberId))
        .where(and(eq(favourites.ownerId, ownerId), notBlockedWith(ownerId, profiles.id)));
      return Number(row?.n ?? 0);
    },

    async pass(passerId: string, passedId: string): Promise<void> {
      await db.insert(passes).values({ passerId, passedId }).onConflictDoNothing();
    },

    async clearPasses(passerId: string): Promise<number> {
      const rows = await db
        .delete(passes)
        .where(eq(passes.passerId, passerId))
        .returning({ id: passes.passedId });
      return rows.length;
    },

    /**
     * Members around the viewer's own stored point, from public points only: earth_box on the GiST index
     * narrows, the coarse distance filters and orders ('available' puts who is online first).
     * The block rule is in it. His point is read in the same statement (a CTE the index scan takes
     * as a constant); `origin` is null when nobody was found, so the caller looks it up only then.
     * The busiest read of the app: each shape of filter is built once and kept as a named prepared
     * statement, so neither this process nor PostgreSQL builds or plans it again per request.
     */
    async nearby(q: NearbySearch) {
      const ages = agesOf(q);
      const types = q.types?.length ? q.types : undefined;
      const shape =
        [ages, types, q.onlineOnly, q.newSince, q.unswiped, q.onlineFirst, q.origin]
          .map((x) => (x ? 1 : 0))
          .join('') + { all: 'a', only: 'b', except: 'r' }[q.boosts];
      let statement = nearbyStatements.get(shape);
      if (!statement) {
        statement = nearbyStatement(shape, {
          ages: ages !== null,
          types: types !== undefined,
          onlineOnly: q.onlineOnly,
          newSince: q.newSince !== null,
          unswiped: q.unswiped,
          onlineFirst: q.onlineFirst,
          origin: q.origin !== undefined,
          boosts: q.boosts,
        });
        nearbyStatements.set(shape, statement);
      }
      const rows = await statement.execute({
        viewerId: q.viewerId,
        radiusM: q.radiusM,
        minAge: ages?.min ?? AGE_MIN,
        maxAge: ages?.max ?? AGE_MAX,
        types: types ?? [],
        newSince: q.newSince ?? new Date(0),
        limit: q.limit,
        offset: q.offset,
        nth: q.limit + q.offset - 1,
        originLat: q.origin?.lat ?? 0,
        originLng: q.origin?.lng ?? 0,
        now: q.now.toISOString(),
      });
      const first = rows[0];
      const origin: Point | null = first ? { lat: first.originLat, lng: first.originLng } : null;
      return {
        origin,
        rows: rows.map(({ originLat: _lat, originLng: _lng, ...row }) => row),
      };
    },

    /** Counts and distributions of who is around (the stats view). */
    async aroundStats(
      q: NearbyFilter,
      ageBands: ReadonlyArray<{ min: number; max: number }>,
      since: Date,
    ) {
      const where = nearbyWhere(earthAt(q), {
        ...q,
        ages: agesOf(q),
        visible: notBlockedWith(q.viewerId, profiles.id),
      });
      const [totals] = await db
        .select({
          total: count(),
          online: sql<number>`count(*) filter (where ${seenOnline})`.mapWith(Number),
          fresh: sql<number>`count(*) filter (where ${profiles.createdAt} >= ${since})`.mapWith(
            Number,
          ),
          ages: sql<number[]>`array[${sql.join(
            ageBands.map(
              (b) =>
                sql`count(*) filter (where ${profiles.age} between ${b.min} and ${b.max} and ${showsAge})`,
            ),
            sql`, `,
          )}]`,
        })
        .from(profiles)
        .where(where);
      const spread = (column: SQL) =>
        db
          .select({ value: sql<string>`v`, n: sql<number>`count(*)`.mapWith(Number) })
          .from(sql`${profiles}, unnest(${column}) as v`)
          .where(where)
          .groupBy(sql`v`);
      const [bodyTypes, positions, lookingFor] = await Promise.all([
        spread(sql`array[${profiles.bodyType}]`),
        spread(sql`${profiles.sexualPosition}`),
        spread(sql`${profiles.lookingFor}`),
      ]);
      return {
        total: Number(totals?.total ?? 0),
        online: totals?.online ?? 0,
        new: totals?.fresh ?? 0,
        ages: (totals?.ages ?? []).map(Number),
        bodyTypes,
        positions,
        lookingFor,
      };
    },

    /** The home strip in one statement: around the viewer when he has a location, else everyone. */
    async counts(q: {
      viewerId: string;
      newSince: Date;
      completeAt: number;
      around: Around | null;
    }) {
      const visible = notBlockedWith(q.viewerId, profiles.id);
      const base = and(ne(profiles.id, q.viewerId), visible);
      const where = q.around
        ? nearbyWhere(earthAt(q.around), {
            radiusM: q.around.radiusM,
            viewerId: q.viewerId,
            ages: null,
            types: undefined,
            onlineOnly: false,
            newSince: null,
            unswiped: false,
            visible,
          })
        : base;
      const [row] = await db
        .select({
          all: count(),
          online: sql<number>`count(*) filter (where ${seenOnline})`.mapWith(Number),
          fresh:
            sql<number>`count(*) filter (where ${profiles.createdAt} >= ${q.newSince})`.mapWith(
              Number,
            ),
          hotties:
            sql<number>`count(*) filter (where ${profiles.profileCompletionPercentage} >= ${q.completeAt} and ${profiles.avatarPhotoId} is not null)`.mapWith(
              Number,
            ),
        })
        .from(profiles)
        .where(where);
      return {
        nearby: q.around ? Number(row?.all ?? 0) : null,
        online: row?.online ?? 0,
        new: row?.fresh ?? 0,
        hotties: row?.hotties ?? 0,
      };
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof discoveryRepository>;
/** A member as lists show him, before the per-viewer mapping. */
export type MemberListRow = Awaited<ReturnType<DiscoveryRepository['listFavourites']>>[number];
