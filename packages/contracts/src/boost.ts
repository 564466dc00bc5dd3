import { z } from 'zod';

/** Issue 15, Boost: 30 minutes at the top of the nearby lists of members within their radius. */
export const BOOST = {
  minutes: 30,
  /** How many of his last boosts the Boost screen shows with their results. */
  historyMax: 10,
} as const;

/** Where a member buys a Boost (the checkout screen of the payments module). */
export const BOOST_PRODUCT_ID = 'boost';

/**
 * POST /api/me/boost: nothing to choose (the length is the server's). A strict empty object, so a
 * client that tries to send a length or a price is refused.
 */
export const BoostStartBodySchema = z.strictObject({}).optional();

/** Profile views his boost brought, against the same length of time just before it started. */
export const BoostResultSchema = z.object({
  viewsDuring: z.number().int(),
  viewsBefore: z.number().int(),
});
export type BoostResult = z.infer<typeof BoostResultSchema>;

export const BoostSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  endsAt: z.string(),
  /** Running now (the countdown runs to `endsAt`). */
  active: z.boolean(),
  /** Views during (so far, while it runs) and before. */
  result: BoostResultSchema,
});
export type Boost = z.infer<typeof BoostSchema>;

/** GET /api/me/boost: the running boost, his last boosts, and how many boosts he has to use. */
export const BoostStatusSchema = z.object({
  current: BoostSchema.nullable(),
  recent: z.array(BoostSchema),
  /** Boosts he can start now (grants: bought ones, Plus's weekly one). */
  left: z.number().int(),
  minutes: z.number().int(),
  /** The server's time when it answered, so a countdown is right on a phone whose clock is off. */
  serverNow: z.string(),
});
export type BoostStatus = z.infer<typeof BoostStatusSchema>;

export const BoostIdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });
