import { z } from 'zod';

/** What a member can be entitled to: the paid add-ons and Blaze Plus. */
export const FEATURES = ['right_now', 'boost', 'roam', 'plus'] as const;
export const FeatureSchema = z.enum(FEATURES);
export type Feature = z.infer<typeof FeatureSchema>;

/** Where a grant came from. */
export const GRANT_SOURCES = ['order', 'subscription', 'admin'] as const;
export const GrantSourceSchema = z.enum(GRANT_SOURCES);
export type GrantSource = z.infer<typeof GrantSourceSchema>;

/** Free Right Now posts per rolling 24 hours (the menu badge: '2 FREE', '1 FREE', then none). */
export const FREE_RIGHT_NOW_PER_DAY = 2;
export const FREE_RIGHT_NOW_WINDOW_HOURS = 24;

/** One grant as its owner sees it in Purchases. */
export const GrantSchema = z.strictObject({
  id: z.string(),
  feature: FeatureSchema,
  source: GrantSourceSchema,
  /** Null: unlimited while it runs (Blaze Plus). */
  quantity: z.number().int().nullable(),
  used: z.number().int(),
  startsAt: z.string(),
  /** Null: it does not end by itself. */
  endsAt: z.string().nullable(),
});
export type Grant = z.infer<typeof GrantSchema>;

export const EntitlementsSummarySchema = z.strictObject({
  plus: z.strictObject({ active: z.boolean(), endsAt: z.string().nullable() }),
  rightNow: z.strictObject({
    /** Free posts left in the rolling window (0 with Plus: he does not need them). */
    freeLeft: z.number().int(),
    freePerDay: z.number().int(),
    /** When the oldest free post of the window leaves it, if he has used any. */
    nextFreeAt: z.string().nullable(),
    /** Posts left in packs he bought. */
    packLeft: z.number().int(),
    unlimited: z.boolean(),
  }),
  boost: z.strictObject({ left: z.number().int() }),
  roam: z.strictObject({ left: z.number().int(), unlimited: z.boolean() }),
  /** His grants that have not ended, or ended in the last 30 days, the newest first. */
  grants: z.array(GrantSchema),
});
export type EntitlementsSummary = z.infer<typeof EntitlementsSummarySchema>;
