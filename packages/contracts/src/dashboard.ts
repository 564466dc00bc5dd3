import { z } from 'zod';
import { MemberCardSchema } from './profiles.ts';

/** Counts behind the home stat bar. A count is null while the feature that feeds it is not built. */
export const DashboardSummarySchema = z.object({
  counts: z.object({
    nearby: z.number().int().nullable(),
    online: z.number().int(),
    favourites: z.number().int().nullable(),
    new: z.number().int(),
    parties: z.number().int().nullable(),
    hotties: z.number().int(),
  }),
  onlineNow: z.array(MemberCardSchema),
  newMembers: z.array(MemberCardSchema),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

export const STAT_CATEGORIES = [
  'nearby',
  'online',
  'favourites',
  'new',
  'parties',
  'hotties',
] as const;
export type StatCategory = (typeof STAT_CATEGORIES)[number];
