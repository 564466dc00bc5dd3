import { z } from 'zod';
import { CITY_NAMES } from './discovery.ts';

/**
 * Roam (issue 15, decision 022): his profile placed in a listed city, starting now, for up to 7 days.
 * Members there see him at the city's centre with 'Visiting from {home city}'.
 */
export const ROAM_MAX_HOURS = 7 * 24;

/** The durations the app offers; the API takes any whole number of hours from 1 to ROAM_MAX_HOURS. */
export const ROAM_DURATIONS = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
] as const;

/** His 'Visiting from' when his true point is far from every listed city. */
export const ROAM_UNKNOWN_HOME = 'another city';

/** The label members in the roamed city see on his card and profile; it cannot be turned off. */
export const visitingLabel = (from: string) => `Visiting from ${from}`;

export const RoamStartSchema = z.strictObject({
  city: z.enum(CITY_NAMES, { error: 'city: pick a city from the list' }),
  hours: z
    .number()
    .int()
    .min(1, { error: 'hours: a roam lasts at least 1 hour' })
    .max(ROAM_MAX_HOURS, { error: `hours: a roam lasts at most 7 days (${ROAM_MAX_HOURS} hours)` }),
});
export type RoamStart = z.infer<typeof RoamStartSchema>;

/** One roam of mine. */
export const RoamSchema = z.object({
  id: z.string(),
  city: z.string(),
  country: z.string(),
  /** What members there read: 'Visiting from {visitingFrom}'. */
  visitingFrom: z.string(),
  startsAt: z.string(),
  /** When it ends (or ended): endsAt as planned, or when he ended it. */
  endsAt: z.string(),
  /** He ended it before its time. */
  endedEarly: z.boolean(),
  active: z.boolean(),
});
export type Roam = z.infer<typeof RoamSchema>;

/** /app/roam: my current roam, and what I may start. */
export const RoamStateSchema = z.object({
  current: RoamSchema.nullable(),
  /** Roams I can start now: unlimited with Blaze Plus, else my Roam passes left. */
  allowance: z.object({ unlimited: z.boolean(), left: z.number().int() }),
  /** The listed city my true point is in (null: none near); Roam there is refused. */
  homeCity: z.string().nullable(),
});
export type RoamState = z.infer<typeof RoamStateSchema>;

export const RoamIdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });
