import { z } from 'zod';
import { BODY_TYPES, CITIES, LOOKING_FOR, POSITIONS } from './catalogues.ts';
import { AGE_MAX, AGE_MIN, NEARBY_DEFAULT_RADIUS_KM, NEARBY_MAX_ROWS } from './constants.ts';
import { LOCATION_SOURCES, MemberCardSchema, PROFILE_TYPES } from './profiles.ts';

/** The four views of /discovery (spec section 2). */
export const DISCOVERY_VIEWS = ['grid', 'swipe', 'map', 'stats'] as const;
export type DiscoveryView = (typeof DISCOVERY_VIEWS)[number];

/** The hookup mode picker: the discovery views plus 'quick', who is available right now first. */
export const HOOKUP_MODES = ['grid', 'swipe', 'map', 'stats', 'quick'] as const;
export type HookupMode = (typeof HOOKUP_MODES)[number];

/** The dashboard stat links open these (`/app/hookup?filter=`). */
export const HOOKUP_FILTERS = ['nearby', 'online', 'favourites', 'new'] as const;
export type HookupFilter = (typeof HOOKUP_FILTERS)[number];

/** 'New' means joined in the last 7 days. */
export const NEW_MEMBER_DAYS = 7;
/** The moment after which a member who joined counts as new. */
export const newMemberSince = (now = Date.now()) =>
  new Date(now - NEW_MEMBER_DAYS * 24 * 3600 * 1000);

/** Per-member limits against spoofed-location scanning (see docs/decisions/008). */
export const DISCOVERY_LIMITS = {
  locationUpdatesPerMinute: 20,
  searchesPerMinute: 60,
  /**
   * A jump farther than this, faster than an airliner, from any point of the last hour (one point kept
   * per 5 minutes, and the latest) is refused as spoofing, so short hops cannot be chained.
   */
  jumpKm: 50,
  jumpKmh: 1_000,
  jumpWindowMinutes: 60,
  jumpWindowSpacingMinutes: 5,
  /** A nearby page holds at least this many members: a smaller limit is raised to it. */
  minPageSize: 10,
} as const;

/** The radius choices the app offers; the API takes any whole number of km from 1 to 500. */
export const RADIUS_CHOICES_KM = [1, 5, 10, 25, 50, 100, 250, 500] as const;
export const RADIUS_MAX_KM = 500;

export { GEOLOCATION } from './constants.ts';

/**
 * Location privacy (docs/decisions/008): others only ever see the centre of the fixed grid cell a member
 * is in (every member of the cell shares it), or the centre of the city he picked; distances are rounded
 * to coarse steps, and radius filters and order use those rounded distances only.
 */
export const LOCATION_PRIVACY = {
  /** The public grid: cells this many degrees tall (~890 m) and about as wide. */
  cellDeg: 0.008,
  /** He keeps his cell until he is this far outside it, so jitter at an edge never shows. */
  cellMarginM: 250,
  /** Members who hide their distance are filtered and ordered by 5 km bands only. */
  hiddenBandM: 5_000,
  /** Steps distances are rounded up to: 250 m under 1 km, 0.5 km under 10 km, 1 km beyond. */
  steps: [
    { belowM: 1_000, stepM: 250 },
    { belowM: 10_000, stepM: 500 },
    { belowM: Infinity, stepM: 1_000 },
  ],
} as const;

export const CITY_NAMES = CITIES.map((c) => c.name) as [string, ...string[]];

/** From the browser's geolocation, or a city he picked when he would rather not share it. */
export const LocationUpdateSchema = z.union([
  z.strictObject({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    accuracy: z.number().min(0).max(100_000).optional(),
  }),
  z.strictObject({
    city: z.enum(CITY_NAMES, { error: 'city: pick a city from the list' }),
  }),
]);
export type LocationUpdate = z.infer<typeof LocationUpdateSchema>;

/** What the member learns back about his own location: never the public point. */
export const MyLocationSchema = z.object({
  city: z.string().nullable(),
  country: z.string().nullable(),
  source: z.enum(LOCATION_SOURCES),
  locationVisible: z.boolean(),
  updatedAt: z.string(),
});
export type MyLocation = z.infer<typeof MyLocationSchema>;

/** A yes/no in a query string. */
const QueryFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .default(false);

/** A point a map may show: a member's public point, or the centre of my own map cell. */
export const MapAreaSchema = z.object({ lat: z.number(), lng: z.number() });
export type MapArea = z.infer<typeof MapAreaSchema>;

/** A comma-separated list of profile types in a query string. */
const ProfileTypesCsv = z
  .string()
  .max(200)
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(PROFILE_TYPES)).max(10));

const ageRange = <T extends { minAge: number; maxAge: number }>(q: T) => q.minAge <= q.maxAge;
const ageRangeError = { message: 'minAge must not be above maxAge', path: ['minAge'] };

/** The filters shared by the list and the stats of who is around. */
const AroundFilters = {
  radiusKm: z.coerce.number().int().min(1).max(RADIUS_MAX_KM).default(NEARBY_DEFAULT_RADIUS_KM),
  minAge: z.coerce.number().int().min(AGE_MIN).max(AGE_MAX).default(AGE_MIN),
  maxAge: z.coerce.number().int().min(AGE_MIN).max(AGE_MAX).default(AGE_MAX),
  types: ProfileTypesCsv.optional(),
  onlineOnly: QueryFlag,
  /** Joined in the last NEW_MEMBER_DAYS days. */
  newOnly: QueryFlag,
};

export const NEARBY_SORTS = ['distance', 'available'] as const;

const NearbyQueryFields = {
  ...AroundFilters,
  /** 'available': who is online right now first (the hookup's quick mode), then by distance. */
  sort: z.enum(NEARBY_SORTS).default('distance'),
  /** Leave out members I have already liked or passed (the swipe deck). */
  unswiped: QueryFlag,
  /** Members per page; the server raises a smaller one to DISCOVERY_LIMITS.minPageSize. */
  limit: z.coerce.number().int().min(1).max(NEARBY_MAX_ROWS).default(50),
  cursor: z.string().max(200).optional(),
};

export const NearbyQuerySchema = z.strictObject(NearbyQueryFields).refine(ageRange, ageRangeError);
export type NearbyQuery = z.input<typeof NearbyQuerySchema>;
export type NearbyFilters = z.output<typeof NearbyQuerySchema>;

/**
 * Explore (issue 15): the nearby list around a listed city's centre instead of my own point, with the
 * same filters and rules; looking does not move me (decision 022).
 */
export const ExploreQuerySchema = z
  .strictObject({
    ...NearbyQueryFields,
    city: z.enum(CITY_NAMES, { error: 'city: pick a city from the list' }),
  })
  .refine(ageRange, ageRangeError);
export type ExploreQuery = z.input<typeof ExploreQuerySchema>;
export type ExploreFilters = z.output<typeof ExploreQuerySchema>;

export const NearbyMemberSchema = MemberCardSchema.omit({ city: true }).extend({
  /** Formatted, rounded distance ('750 m', '2.5 km', '12 km'); null when he hides it. */
  distance: z.string().nullable(),
  /** Where his marker may sit on a map (his public point: a cell centre); null when he hides his distance. */
  area: MapAreaSchema.nullable(),
  /** When he was last seen, to 5 minutes; null while he is online or keeps his last seen private. */
  lastActive: z.string().nullable(),
  isFavourite: z.boolean(),
  isNew: z.boolean(),
  /**
   * While he roams (decision 022): his home city ('Visiting from Berlin'), or 'another city' when he is
   * far from any listed city; null when he is where he shows. He cannot turn it off.
   */
  visitingFrom: z.string().nullable(),
  /** His Boost is running: he is at the top of the list (issue 15). Only on nearby lists. */
  isBoosted: z.boolean(),
});
export type NearbyMember = z.infer<typeof NearbyMemberSchema>;

export const NearbyPageSchema = z.object({
  members: z.array(NearbyMemberSchema),
  nextCursor: z.string().nullable(),
  /** My own map cell, to centre the map on. */
  origin: MapAreaSchema,
});
export type NearbyPage = z.infer<typeof NearbyPageSchema>;

/** My favourites wherever they are, with a distance only when they share one. */
export const FavouritesPageSchema = z.object({
  members: z.array(NearbyMemberSchema),
  /** My own map cell, when I have a location. */
  origin: MapAreaSchema.nullable(),
});
export type FavouritesPage = z.infer<typeof FavouritesPageSchema>;

export const FavouriteStateSchema = z.object({ favourite: z.boolean() });
export type FavouriteState = z.infer<typeof FavouriteStateSchema>;

export const AroundQuerySchema = z.strictObject(AroundFilters).refine(ageRange, ageRangeError);
export type AroundQuery = z.input<typeof AroundQuerySchema>;
export type AroundFiltersParsed = z.output<typeof AroundQuerySchema>;

/** Age bands of the stats view. */
export const AGE_BANDS = [
  { label: '18–24', min: 18, max: 24 },
  { label: '25–34', min: 25, max: 34 },
  { label: '35–44', min: 35, max: 44 },
  { label: '45–54', min: 45, max: 54 },
  { label: '55+', min: 55, max: 99 },
] as const;

const Bucket = z.object({ value: z.string(), count: z.number().int() });
export type StatsBucket = z.infer<typeof Bucket>;

/** Counts and distributions of who is around; a member counts in each list he has filled in. */
export const AroundStatsSchema = z.object({
  radiusKm: z.number().int(),
  total: z.number().int(),
  online: z.number().int(),
  new: z.number().int(),
  ages: z.array(Bucket),
  bodyTypes: z.array(Bucket),
  positions: z.array(Bucket),
  lookingFor: z.array(Bucket),
});
export type AroundStats = z.infer<typeof AroundStatsSchema>;
export const STATS_CATALOGUES = {
  bodyTypes: BODY_TYPES,
  positions: POSITIONS,
  lookingFor: LOOKING_FOR,
} as const;

/** Presence from the open app: online while it is open, away when it is closed or hidden. */
export const PresenceUpdateSchema = z.strictObject({ online: z.boolean() });
export type PresenceUpdate = z.infer<typeof PresenceUpdateSchema>;

/**
 * Map tiles. No tile server is set by default (tile requests would tell a third party where a member
 * is looking); the app then draws its own plain map.
 */
export const MapSettingsSchema = z.object({
  tileUrl: z.string().nullable(),
  attribution: z.string().nullable(),
  maxZoom: z.number().int(),
});
export type MapSettings = z.infer<typeof MapSettingsSchema>;

/** A swipe to the left. */
export const PassStateSchema = z.object({ passed: z.boolean() });

/** Rounds a distance up to its privacy step (never below the first step). */
export function roundDistanceM(metres: number): number {
  const step = LOCATION_PRIVACY.steps.find((s) => metres < s.belowM) ?? LOCATION_PRIVACY.steps[2];
  return Math.max(LOCATION_PRIVACY.steps[0].stepM, Math.ceil(metres / step.stepM) * step.stepM);
}

/** Spec rule: metres under 1 km, one decimal under 10 km, whole km beyond; applied after rounding. */
export function formatDistance(metres: number): string {
  const rounded = roundDistanceM(metres);
  if (rounded < 1_000) return `${rounded} m`;
  if (rounded < 10_000) return `${(rounded / 1000).toFixed(1)} km`;
  return `${Math.round(rounded / 1000)} km`;
}
