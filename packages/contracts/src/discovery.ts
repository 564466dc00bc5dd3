import { z } from 'zod';
import { AGE_MAX, AGE_MIN, NEARBY_DEFAULT_RADIUS_KM, NEARBY_MAX_ROWS } from './constants.ts';
import { MemberCardSchema, PROFILE_TYPES } from './profiles.ts';

/** Browser geolocation options of spec section 9. */
export const GEOLOCATION = {
  once: { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 },
  watch: { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
} as const;

/**
 * Location privacy: others only ever see a public point displaced 200..500 m from the true point, redrawn
 * only after a real move; distances are rounded to coarse steps.
 */
export const LOCATION_PRIVACY = {
  minOffsetM: 200,
  maxOffsetM: 500,
  redrawAfterMoveM: 750,
  /** Steps distances are rounded up to: 250 m under 1 km, 0.5 km under 10 km, 1 km beyond. */
  steps: [
    { belowM: 1_000, stepM: 250 },
    { belowM: 10_000, stepM: 500 },
    { belowM: Infinity, stepM: 1_000 },
  ],
} as const;

export const LocationUpdateSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).optional(),
});
export type LocationUpdate = z.infer<typeof LocationUpdateSchema>;

/** What the member learns back about his own location: never the public point. */
export const MyLocationSchema = z.object({
  city: z.string().nullable(),
  country: z.string().nullable(),
  locationVisible: z.boolean(),
  updatedAt: z.string(),
});
export type MyLocation = z.infer<typeof MyLocationSchema>;

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

export const NearbyQuerySchema = z
  .strictObject({
    radiusKm: z.coerce.number().min(1).max(500).default(NEARBY_DEFAULT_RADIUS_KM),
    minAge: z.coerce.number().int().min(AGE_MIN).max(AGE_MAX).default(AGE_MIN),
    maxAge: z.coerce.number().int().min(AGE_MIN).max(AGE_MAX).default(AGE_MAX),
    types: ProfileTypesCsv.optional(),
    onlineOnly: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .default(false),
    limit: z.coerce.number().int().min(1).max(NEARBY_MAX_ROWS).default(50),
    cursor: z.string().max(200).optional(),
  })
  .refine((q) => q.minAge <= q.maxAge, {
    message: 'minAge must not be above maxAge',
    path: ['minAge'],
  });
export type NearbyQuery = z.input<typeof NearbyQuerySchema>;
export type NearbyFilters = z.output<typeof NearbyQuerySchema>;

export const NearbyMemberSchema = MemberCardSchema.omit({ city: true }).extend({
  /** Formatted, rounded distance ('750 m', '2.5 km', '12 km'); null when he hides it. */
  distance: z.string().nullable(),
});
export type NearbyMember = z.infer<typeof NearbyMemberSchema>;

export const NearbyPageSchema = z.object({
  members: z.array(NearbyMemberSchema),
  nextCursor: z.string().nullable(),
});
export type NearbyPage = z.infer<typeof NearbyPageSchema>;

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
